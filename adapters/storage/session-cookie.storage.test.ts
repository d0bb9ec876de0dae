import { Effect } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_SEALED_LENGTH,
  openSessionCookie,
  openValues,
  sealValues,
  sessionKey,
} from './session-cookie.storage'

const key = sessionKey('a-session-secret-of-at-least-32-characters')
const otherKey = sessionKey('another-secret-of-at-least-32-characters!')

describe('the session cookie', () => {
  it('round-trips any text values', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 100 }), { maxKeys: 5 }),
        (values) => {
          expect(openValues(sealValues(values, key), key)).toEqual({ ...values })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('seals differently every time (a fresh IV), and never shows the values', () => {
    const values = { session: '{"accessToken":"secret-token"}' }
    const first = sealValues(values, key)
    expect(sealValues(values, key)).not.toBe(first)
    expect(first).not.toContain('secret-token')
    expect(Buffer.from(first.slice(3), 'base64url').toString('latin1')).not.toContain('secret')
  })

  it('opens as empty when tampered with, sealed with another secret, of another version, or garbage', () => {
    const sealed = sealValues({ session: 'x' }, key)
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`
    for (const cookie of [
      flipped,
      sealValues({ session: 'x' }, otherKey),
      `v2${sealed.slice(2)}`,
      'v1.',
      'junk',
      undefined,
    ]) {
      expect(openValues(cookie, key)).toEqual({})
    }
  })

  it('tracks whether the session changed, so unchanged requests send no cookie', () => {
    const opened = openSessionCookie(sealValues({ session: 'a' }, key), key)
    Effect.runSync(opened.store.set('session', 'a'))
    Effect.runSync(opened.store.remove('absent'))
    expect(opened.changed()).toBe(false)
    Effect.runSync(opened.store.set('session', 'b'))
    expect(opened.changed()).toBe(true)
    expect(openValues(opened.seal(), key)).toEqual({ session: 'b' })
  })

  it('refuses a session too large for a cookie rather than losing it silently, and a short secret', () => {
    expect(() => sealValues({ big: 'x'.repeat(MAX_SEALED_LENGTH) }, key)).toThrow(RangeError)
    expect(() => sessionKey('short')).toThrow(RangeError)
  })
})
