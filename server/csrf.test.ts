import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  openSessionCookie,
  sessionKeys,
  type OpenedSession,
} from '../adapters/storage/session-cookie.storage'
import { SESSION_KEY } from '@proffsbutik/core/usecases'
import { currentCsrfToken, ensureCsrfToken, isCsrfTokenOf, judgeOrigin, type RequestOrigin } from './csrf'

const keys = sessionKeys('a-test-secret-of-at-least-32-characters')

/** A visitor's session: no cookie yet. */
const visitorSession = () => openSessionCookie(undefined, keys)

/** A request to the shop at localhost:3000 over http, from `headers`. */
const request = (headers: Partial<RequestOrigin>): RequestOrigin => ({
  origin: undefined,
  referer: undefined,
  host: 'localhost:3000',
  https: false,
  ...headers,
})

const brandHosts = { 'konr.example.se': 'konr' }

describe('judgeOrigin', () => {
  it('lets the shop’s own pages through by Origin, else by Referer', () => {
    expect(judgeOrigin(request({ origin: 'http://localhost:3000' }), brandHosts)).toEqual({
      ok: true,
      by: 'origin',
    })
    expect(judgeOrigin(request({ referer: 'http://localhost:3000/cart?x=1' }), brandHosts)).toEqual({
      ok: true,
      by: 'referer',
    })
    // A brand host of BRAND_HOSTS is the shop too.
    expect(judgeOrigin(request({ origin: 'https://konr.example.se' }), brandHosts).ok).toBe(true)
    // Host names are not case-sensitive.
    expect(judgeOrigin(request({ origin: 'http://LOCALHOST:3000' }), brandHosts).ok).toBe(true)
  })

  it('refuses other origins, other ports, opaque origins and pages that are not web pages', () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:3001',
      'http://localhost.evil.example:3000',
      'null',
      'file://',
      'chrome-extension://abc',
    ]) {
      const verdict = judgeOrigin(request({ origin }), brandHosts)
      expect(verdict.ok, origin).toBe(false)
    }
    // Origin decides when present: a Referer of the shop does not rescue a foreign Origin.
    expect(
      judgeOrigin(request({ origin: 'https://evil.example', referer: 'http://localhost:3000/' }), brandHosts)
        .ok,
    ).toBe(false)
    expect(judgeOrigin(request({ referer: 'https://evil.example/page' }), brandHosts)).toEqual({
      ok: false,
      reason: "Referer https://evil.example is not the shop's",
    })
  })

  it('refuses an http page posting to the shop over https, and takes an https page behind a TLS-ending proxy', () => {
    expect(judgeOrigin(request({ origin: 'http://localhost:3000', https: true }), brandHosts).ok).toBe(false)
    expect(judgeOrigin(request({ origin: 'https://localhost:3000', https: false }), brandHosts).ok).toBe(true)
  })

  it('leaves a request that names no page to the CSRF token', () => {
    expect(judgeOrigin(request({}), brandHosts)).toEqual({ ok: true, by: 'none' })
    expect(judgeOrigin(request({ referer: '' }), brandHosts)).toEqual({ ok: true, by: 'none' })
  })
})

/** Logs the session in (as the login use case stores it) under session id `sessionId`. */
const logIn = (session: OpenedSession, sessionId: string) =>
  Effect.runSync(
    session.store.set(
      SESSION_KEY,
      JSON.stringify({ sessionId, userId: 'U1001', accessToken: 'a', refreshToken: 'r' }),
    ),
  )

describe('the CSRF token', () => {
  it('is made once per login, kept in the sealed cookie, and 256 random bits', async () => {
    const visitor = await visitorSession()
    expect(currentCsrfToken(visitor)).toBeUndefined()
    const token = ensureCsrfToken(visitor)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(ensureCsrfToken(visitor)).toBe(token)
    expect(visitor.changed()).toBe(true)
    // The next request opens the same token from the cookie.
    const next = await openSessionCookie(await visitor.seal(), keys)
    expect(currentCsrfToken(next)).toBe(token)
    expect(await next.seal()).not.toContain(token)
    expect(ensureCsrfToken(await visitorSession())).not.toBe(token)
  })

  it('is renewed by a login, another login and a logout: a token known before never works after', async () => {
    const session = await visitorSession()
    const visitorToken = ensureCsrfToken(session)
    logIn(session, 'S1')
    expect(isCsrfTokenOf(session, visitorToken)).toBe(false)
    const loginToken = ensureCsrfToken(session)
    expect(loginToken).not.toBe(visitorToken)
    expect(isCsrfTokenOf(session, loginToken)).toBe(true)
    logIn(session, 'S2')
    expect(isCsrfTokenOf(session, loginToken)).toBe(false)
    Effect.runSync(session.store.remove(SESSION_KEY))
    expect(isCsrfTokenOf(session, loginToken)).toBe(false)
    expect(ensureCsrfToken(session)).not.toBe(loginToken)
  })

  it('refuses a missing, empty, shortened or lengthened token, and any token of a session without one', async () => {
    const session = await visitorSession()
    const token = ensureCsrfToken(session)
    for (const presented of [undefined, '', token.slice(1), `${token}x`, token.toUpperCase()])
      expect(isCsrfTokenOf(session, presented)).toBe(false)
    expect(isCsrfTokenOf(await visitorSession(), token)).toBe(false)
    expect(isCsrfTokenOf(await visitorSession(), '')).toBe(false)
  })
})
