import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeTokenClaims, isTokenValid, needsRefresh, requiresFreshLogin } from './token'

const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const jwt = (payload: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`

const now = Date.UTC(2026, 10, 22, 12, 0, 0)
const claims = {
  exp: now / 1000 + 600,
  userId: 'u-1',
  tokenVersion: 2,
  customerPermissions: [
    { role: 'BUYER_ADMIN', customerId: 'c-1', projectId: 'p-1', permissionDenies: ['EJ_ORDER'] },
  ],
}

describe('decodeTokenClaims', () => {
  it('reads the claims the shop needs, including Swedish characters', () => {
    const decoded = decodeTokenClaims(jwt({ ...claims, name: 'Åsa Öberg' }))
    expect(decoded).toEqual({ ok: true, claims })
  })

  it('treats anything malformed as invalid, never throwing', () => {
    expect(decodeTokenClaims('').ok).toBe(false)
    expect(decodeTokenClaims('a.b').ok).toBe(false)
    expect(decodeTokenClaims('a.!!!.c').ok).toBe(false)
    expect(decodeTokenClaims(`x.${encode('text')}.y`).ok).toBe(false)
    expect(decodeTokenClaims(jwt({ userId: 'u' })).ok).toBe(false)
    expect(decodeTokenClaims(jwt({ exp: 1 })).ok).toBe(false)
    expect(
      decodeTokenClaims(jwt({ ...claims, customerPermissions: [{ role: 'KING', customerId: 'c' }] })).ok,
    ).toBe(false)
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decodeTokenClaims(text)).not.toThrow()
        expect(isTokenValid(text, now, 30)).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('token validity', () => {
  it('is valid while expiry minus the margin is in the future', () => {
    const token = jwt(claims)
    expect(isTokenValid(token, now, 0)).toBe(true)
    expect(isTokenValid(token, now, 599)).toBe(true)
    expect(isTokenValid(token, now, 600)).toBe(false)
    expect(isTokenValid(token, now + 600_000, 0)).toBe(false)
  })

  it('needs a refresh within the margin, when undecodable, and for version 1', () => {
    expect(needsRefresh(jwt(claims), now, 60)).toBe(false)
    expect(needsRefresh(jwt(claims), now, 600)).toBe(true)
    expect(needsRefresh('garbage', now, 60)).toBe(true)
    expect(needsRefresh(jwt({ ...claims, tokenVersion: 1 }), now, 60)).toBe(true)
    expect(requiresFreshLogin({ tokenVersion: 1 })).toBe(true)
    expect(requiresFreshLogin({ tokenVersion: 2 })).toBe(false)
  })

  it('agrees with the rule exp − margin > now for any times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2e9 }),
        fc.integer({ min: 0, max: 2e9 }),
        fc.integer({ min: 0, max: 3600 }),
        (exp, nowSeconds, margin) => {
          expect(isTokenValid(jwt({ ...claims, exp }), nowSeconds * 1000, margin)).toBe(
            exp - margin > nowSeconds,
          )
        },
      ),
      { numRuns: 1000 },
    )
  })
})
