/**
 * Issue 11, Sessions and Headers (docs/security.md): the shop's app with the embedded services,
 * attacked the way a browser or a thief could — cookie flags, fixation, logout, tampered and expired
 * cookies, cross-site POSTs to /rpc — and the headers every answer carries.
 */
import { base64url, decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  openValues,
  sealValues,
  sessionKey,
  sessionKeys,
} from '../../adapters/storage/session-cookie.storage'
import { createApp } from '../../server/app'
import { CSRF_HEADER } from '../../server/csrf'
import { SESSION_COOKIE } from '../../server/session'
import { shopBrowser, TEST_ORIGIN } from '../../server/shop-browser.test-support'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'
import type { Services } from '@proffsbutik/services'
import { startTestShop, type TestShop } from './test-shop'
import { noAssets, testServerConfig } from '../../server/test-config.test-support'

const config = testServerConfig({
  frameAncestors: ['https://srm.example.se'],
  brandHosts: { 'konr.example.se': 'konr' },
})
const keys = sessionKeys(config.sessionSecret)

let shop: TestShop
let services: Services
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  shop = await startTestShop(config)
  app = shop.app
  services = shop.services
}, 120_000)
afterAll(() => shop.stop())

/** The values sealed in a cookie, and the stored login among them. */
const sealed = (cookie: string | undefined) => openValues(cookie, keys)
/** The session cookie a response sets (other cookies, such as the locale's, aside). */
const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`))
const valueOf = (header: string | undefined) => /^pb_session=([^;]*)/.exec(header ?? '')?.[1]
const loginIn = async (cookie: string | undefined) => {
  const text = (await sealed(cookie))['session']
  return text ? (JSON.parse(text) as { sessionId: string; refreshToken: string }) : undefined
}

/** Posts an RPC with exactly the cookie and headers given (an attacker's or a thief's request). */
const forged = async (name: string, body: unknown, cookie: string | undefined, headers = {}, to = app) => {
  const response = await to.request(`/rpc/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    setCookies: response.headers.getSetCookie(),
    token: response.headers.get(CSRF_HEADER),
  }
}

describe('cookie flags', () => {
  it('are HttpOnly, SameSite=Lax and Path=/ — Secure only when the request came over https', async () => {
    const plain = shopBrowser(app)
    await plain.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    expect(await loginIn(plain.cookie)).toBeDefined()
    for (const header of plain.setCookies) {
      expect(header).toMatch(
        /^pb_session=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/,
      )
      expect(header).not.toContain('Secure')
    }
    // Behind a TLS-ending proxy (X-Forwarded-Proto) …
    const proxied = shopBrowser(app, { headers: { 'x-forwarded-proto': 'https' } })
    expect(await proxied.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })).toMatchObject({
      status: 200,
    })
    expect(await loginIn(proxied.cookie)).toBeDefined()
    for (const header of proxied.setCookies) expect(header).toMatch(/; HttpOnly; SameSite=Lax; .*; Secure$/)
    // … and on an https address of its own.
    const direct = await app.request('https://shop.example.se/')
    expect(sessionCookieOf(direct)).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/)
  })

  it('give SameSite=None only to a punch-out session, and only under https', async () => {
    const entry = `/?HOOK_URL=${encodeURIComponent('https://srm.example.se/oci')}&USERNAME=inkop.oci&PASSWORD=${encodeURIComponent(DEMO_PASSWORD)}`
    const punchOut = shopBrowser(app, { headers: { 'x-forwarded-proto': 'https' } })
    await punchOut.send(entry)
    expect(punchOut.setCookies.at(-1)).toMatch(/; HttpOnly; SameSite=None; .*; Secure$/)
    const overHttp = shopBrowser(app)
    await overHttp.send(entry)
    expect(overHttp.setCookies.at(-1)).toMatch(/; SameSite=Lax; /)
    expect(overHttp.setCookies.at(-1)).not.toContain('Secure')
    // The same buyer's own login over https is Lax again.
    expect(await punchOut.rpc('login', { username: 'inkop.oci', password: DEMO_PASSWORD })).toMatchObject({
      status: 200,
      body: { result: 1 },
    })
    expect(punchOut.setCookies.at(-1)).toMatch(/; SameSite=Lax; .*; Secure$/)
  })
})

describe('session fixation', () => {
  it('a cookie from before the login is not the session after it, and gives no access', async () => {
    const buyer = shopBrowser(app)
    await buyer.send('/')
    const before = { cookie: buyer.cookie, token: buyer.csrfToken }
    expect(await loginIn(before.cookie)).toBeUndefined()
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    expect(buyer.cookie).not.toBe(before.cookie)
    expect(buyer.csrfToken).not.toBe(before.token)
    expect((await loginIn(buyer.cookie))?.sessionId).toMatch(/^[\w-]{36}$/)
    // Whoever kept (or planted) the cookie from before the login is still a visitor …
    expect(await forged('session', {}, before.cookie, { [CSRF_HEADER]: before.token })).toMatchObject({
      status: 200,
      body: { result: 3 },
    })
    // … and the token from before does not go with the new cookie.
    expect(await forged('logout', {}, buyer.cookie, { [CSRF_HEADER]: before.token })).toMatchObject({
      status: 403,
      body: { error: { key: 'errors.request_refused', tag: 'CsrfTokenMismatch' } },
    })
    expect(await buyer.rpc('session', {})).toMatchObject({ body: { result: 1 } })
    // A second login gets another service session too.
    const first = (await loginIn(buyer.cookie))?.sessionId
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    expect((await loginIn(buyer.cookie))?.sessionId).not.toBe(first)
  })
})

describe('logout', () => {
  it('revokes the refresh token at the auth service, and the old cookie replayed gets no access', async () => {
    const buyer = shopBrowser(app)
    await buyer.rpc('login', { username: 'bertil.holm', password: DEMO_PASSWORD })
    const stolen = { cookie: buyer.cookie, token: buyer.csrfToken }
    const refreshToken = (await loginIn(stolen.cookie))?.refreshToken
    expect(refreshToken).toBeDefined()
    expect(await buyer.rpc('logout', {})).toMatchObject({ status: 200 })
    expect(await loginIn(buyer.cookie)).toBeUndefined()
    const refresh = await services.app.request('/services/auth/v2/sessions/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    })
    expect(refresh.status).toBe(401)
    const replayed = await forged('session', {}, stolen.cookie, { [CSRF_HEADER]: stolen.token })
    expect(replayed).toMatchObject({ status: 200, body: { result: 3 } })
    expect(
      await loginIn(valueOf(replayed.setCookies.find((c) => c.startsWith(SESSION_COOKIE)))),
    ).toBeUndefined()
    // A call that needs the user: the current user cannot be read, so the session ends (shop-core §8).
    expect(
      await forged('switchContext', { customerId: 'C100' }, stolen.cookie, { [CSRF_HEADER]: stolen.token }),
    ).toMatchObject({ status: 403, body: { error: { tag: 'CurrentUserFailed', sessionEnded: true } } })
  })
})

describe('tampered and expired cookies', () => {
  const flip = (text: string, at: number) =>
    `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`

  it('a flipped byte, a truncated cookie or one sealed with another key opens as a visitor, and is replaced', async () => {
    const buyer = shopBrowser(app)
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    const cookie = buyer.cookie!
    const values = await sealed(cookie)
    const header = (fields: object) =>
      base64url.encode(JSON.stringify({ ...decodeProtectedHeader(cookie), ...fields }))
    const rest = cookie.slice(cookie.indexOf('.'))
    const variants = {
      flipped: flip(cookie, Math.floor(cookie.length / 2)),
      truncated: cookie.slice(0, -10),
      anotherKey: await sealValues(values, sessionKey('another-secret-of-at-least-32-characters')),
      anotherAlg: `${header({ alg: 'A256KW' })}${rest}`,
      anotherEnc: `${header({ enc: 'A128GCM' })}${rest}`,
      algNone: `${header({ alg: 'none' })}${rest}`,
      unknownKid: `${header({ kid: 'AAAAAAAAAAA' })}${rest}`,
    }
    for (const [name, variant] of Object.entries(variants)) {
      const answer = await forged('session', {}, variant, { [CSRF_HEADER]: buyer.csrfToken })
      expect(answer, name).toMatchObject({ status: 403, body: { error: { tag: 'CsrfTokenMismatch' } } })
      const replacement = /^pb_session=([^;]*)/.exec(answer.setCookies[0] ?? '')?.[1]
      expect(Object.keys(await sealed(replacement)), name).toEqual(['csrf'])
      // With the token handed back the request is a visitor's: no login.
      expect(await forged('session', {}, replacement, { [CSRF_HEADER]: answer.token }), name).toMatchObject({
        status: 200,
        body: { result: 3 },
      })
      // A page opened with it replaces the cookie as well.
      const page = await app.request('/', { headers: { cookie: `${SESSION_COOKIE}=${variant}` } })
      expect(Object.keys(await sealed(valueOf(sessionCookieOf(page)))), name).toEqual(['csrf'])
    }
  })

  it('a cookie whose tokens have expired at the services opens as a visitor', async () => {
    // A margin longer than a token lives: every call refreshes first.
    const eager = createApp({
      config: { ...config, tokenRefreshMarginSeconds: 3600 },
      assets: noAssets,
      services: services.app,
      render: async () => new Response('page'),
    })
    const buyer = shopBrowser(eager)
    await buyer.rpc('login', { username: 'karin.sjo', password: DEMO_PASSWORD })
    expect(await buyer.rpc('session', {})).toMatchObject({ body: { result: 1 } })
    // The refresh token the cookie holds runs out (REFRESH_TOKEN_SECONDS) while the cookie is kept.
    await services.database.db
      .updateTable('refreshTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('sessionId', '=', (await loginIn(buyer.cookie))!.sessionId)
      .execute()
    const answer = await buyer.rpc('session', {})
    expect(answer).toMatchObject({ body: { result: 3 } })
    expect(await loginIn(buyer.cookie)).toBeUndefined()
  })
})

describe('key rotation (SESSION_SECRET_PREVIOUS)', () => {
  const lastYears = 'last-years-session-secret-of-32-characters'
  /** The same shop sealing with `sessionSecret`, still opening cookies of `previousSessionSecrets`. */
  const shopWith = (sessionSecret: string, previousSessionSecrets?: readonly string[]) =>
    createApp({
      config: { ...config, sessionSecret, ...(previousSessionSecrets ? { previousSessionSecrets } : {}) },
      assets: noAssets,
      services: services.app,
      render: async () => new Response('page'),
    })
  const kidOf = (cookie: string | undefined) => decodeProtectedHeader(cookie ?? '').kid

  it('a cookie sealed with a previous secret stays logged in and comes back sealed with the current key', async () => {
    const buyer = shopBrowser(shopWith(lastYears))
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    const old = { cookie: buyer.cookie, token: buyer.csrfToken }
    expect(kidOf(old.cookie)).toBe(sessionKey(lastYears).kid)
    // Keys of the current secret alone do not open it.
    expect(await loginIn(old.cookie)).toBeUndefined()

    // SESSION_SECRET is rotated; last year's stays listed for the cookies already out there.
    const rotated = shopWith(config.sessionSecret, [lastYears])
    const answer = await forged('session', {}, old.cookie, { [CSRF_HEADER]: old.token }, rotated)
    expect(answer).toMatchObject({ status: 200, body: { result: 1, user: { userId: 'U1001' } } })
    const resealed = valueOf(answer.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)))
    expect(kidOf(resealed)).toBe(sessionKey(config.sessionSecret).kid)
    expect(await loginIn(resealed)).toMatchObject({ sessionId: expect.stringMatching(/^[\w-]{36}$/) })
    // Sealed with the current key, an unchanged session is not written again.
    const next = await forged('session', {}, resealed, { [CSRF_HEADER]: answer.token }, rotated)
    expect(next).toMatchObject({ status: 200, body: { result: 1 } })
    expect(next.setCookies.filter((c) => c.startsWith(`${SESSION_COOKIE}=`))).toEqual([])
    // A page opened with the old cookie moves the buyer over too.
    const page = await rotated.request('/', { headers: { cookie: `${SESSION_COOKIE}=${old.cookie}` } })
    expect(kidOf(valueOf(sessionCookieOf(page)))).toBe(sessionKey(config.sessionSecret).kid)
    expect(await loginIn(valueOf(sessionCookieOf(page)))).toBeDefined()

    // Once last year's secret is taken off the list, its cookies are a visitor's.
    const after = shopWith(config.sessionSecret)
    expect(await forged('session', {}, old.cookie, { [CSRF_HEADER]: old.token }, after)).toMatchObject({
      status: 403,
      body: { error: { tag: 'CsrfTokenMismatch' } },
    })
    // The cookie it was sealed again with works on.
    expect(await forged('session', {}, resealed, { [CSRF_HEADER]: answer.token }, after)).toMatchObject({
      status: 200,
      body: { result: 1 },
    })
  })
})

describe('cross-site POSTs to /rpc', () => {
  it('are refused with 403 by Origin, and change nothing', async () => {
    const buyer = shopBrowser(app)
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    const headers = { origin: 'https://evil.example', [CSRF_HEADER]: buyer.csrfToken }
    expect(await forged('logout', {}, buyer.cookie, headers)).toMatchObject({
      status: 403,
      body: { error: { key: 'errors.request_refused', tag: 'CrossSiteRequest' } },
    })
    expect(await forged('switchContext', { customerId: 'C200' }, buyer.cookie, headers)).toMatchObject({
      status: 403,
    })
    for (const origin of ['null', 'http://localhost:8080', 'http://localhost.evil.example'])
      expect((await forged('logout', {}, buyer.cookie, { ...headers, origin })).status, origin).toBe(403)
    // Without Origin, the Referer's origin decides.
    const byReferer = { referer: 'https://evil.example/page', [CSRF_HEADER]: buyer.csrfToken }
    expect((await forged('logout', {}, buyer.cookie, byReferer)).status).toBe(403)
    // Nothing happened: still logged in, still acting for the first customer.
    expect(await buyer.rpc('session', {})).toMatchObject({
      body: { result: 1, context: { customerId: 'C100' } },
    })
  })

  it('are refused without the session’s token, even from the shop’s own origin', async () => {
    const buyer = shopBrowser(app)
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    const other = shopBrowser(app)
    await other.send('/')
    for (const token of [undefined, '', other.csrfToken, 'x'.repeat(43)])
      expect(
        await forged('logout', {}, buyer.cookie, {
          origin: TEST_ORIGIN,
          ...(token === undefined ? {} : { [CSRF_HEADER]: token }),
        }),
        String(token),
      ).toMatchObject({ status: 403, body: { error: { tag: 'CsrfTokenMismatch' } } })
    expect(await buyer.rpc('session', {})).toMatchObject({ body: { result: 1 } })
    // A brand host's page is the shop's own as well.
    expect(
      await forged('session', {}, buyer.cookie, {
        origin: 'https://konr.example.se',
        [CSRF_HEADER]: buyer.csrfToken,
      }),
    ).toMatchObject({ status: 200, body: { result: 1 } })
  })

  it('cannot log a visitor in as someone else (login CSRF)', async () => {
    const visitor = shopBrowser(app)
    await visitor.send('/')
    const credentials = { username: 'sara.lind', password: DEMO_PASSWORD }
    expect(
      await forged('login', credentials, visitor.cookie, {
        origin: 'https://evil.example',
        [CSRF_HEADER]: visitor.csrfToken,
      }),
    ).toMatchObject({ status: 403 })
    // A browser that never visited has no token to send.
    expect(await forged('login', credentials, undefined, { origin: TEST_ORIGIN })).toMatchObject({
      status: 403,
    })
    expect(await loginIn(visitor.cookie)).toBeUndefined()
  })
})

describe('headers', () => {
  it('every answer says nosniff and a referrer policy; HSTS only under https', async () => {
    const answers = [
      await app.request('/'),
      await app.request('/healthz'),
      await app.request('/rpc/session', { method: 'POST', body: '{}' }),
    ]
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(answer.headers.get('strict-transport-security')).toBeNull()
    }
    for (const answer of [
      await app.request('/', { headers: { 'x-forwarded-proto': 'https' } }),
      await app.request('https://shop.example.se/healthz'),
    ])
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000')
  })

  it('pages carry a CSP without inline scripts, framed only by the shop and FRAME_ANCESTORS', async () => {
    const policy = (await app.request('/')).headers.get('content-security-policy') ?? ''
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
    expect(scriptSrc).toMatch(/^'self' 'nonce-[\w+/=]+'$/)
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("frame-ancestors 'self' https://srm.example.se")
    expect(policy).toContain("object-src 'none'")
    // A fresh nonce per page.
    expect((await app.request('/')).headers.get('content-security-policy')).not.toBe(policy)
  })

  it('the punch-out entry’s redirect keeps its stricter no-referrer', async () => {
    const entry = await app.request(
      `/?HOOK_URL=${encodeURIComponent('https://srm.example.se/oci')}&USERNAME=inkop.oci&PASSWORD=${encodeURIComponent(DEMO_PASSWORD)}`,
    )
    expect(entry.status).toBe(302)
    expect(entry.headers.get('referrer-policy')).toBe('no-referrer')
    expect(entry.headers.get('cache-control')).toBe('no-store')
  })
})
