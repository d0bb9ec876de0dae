/**
 * The session RPCs through the shop's app with the embedded services: the session lives in a
 * sealed httpOnly cookie, the context is kept there, a 401 from the services clears it.
 */
import { decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'
import type { Services } from '@proffsbutik/services'
import { startTestShop, type TestShop } from './test-shop'
import { createApp } from '../../server/app'
import { SESSION_COOKIE } from '../../server/session'
import { CSRF_HEADER } from '../../server/csrf'
import { shopBrowser } from '../../server/shop-browser.test-support'
import { openValues, sessionKey, sessionKeys } from '../../adapters/storage/session-cookie.storage'
import { noAssets, testServerConfig } from '../../server/test-config.test-support'

const config = testServerConfig()

let shop: TestShop
let services: Services
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  shop = await startTestShop(config)
  app = shop.app
  services = shop.services
}, 60_000)
afterAll(() => shop.stop())

/** A browser against the app: its session cookie and CSRF token. */
const browser = () => shopBrowser(app)

/** The services end every session of a user (an admin deactivated and reactivated them, say). */
const endSessionsOf = (userId: string) =>
  services.database.db
    .updateTable('sessions')
    .set({ endedAt: new Date() })
    .where('userId', '=', userId)
    .execute()

/** The values sealed in a session cookie (the test knows the secret). */
const sealedValues = (cookie: string | undefined) => openValues(cookie, sessionKeys(config.sessionSecret))

describe('the session over RPC', () => {
  it('logs in with the login aliases, keeping the tokens in a sealed httpOnly cookie', async () => {
    const buyer = browser()
    const answer = await buyer.rpc('login', { logonId: 'anna.berg', logonPassword: DEMO_PASSWORD })
    expect(answer).toMatchObject({
      status: 200,
      body: {
        result: 1,
        user: { firstName: 'Anna', lastName: 'Berg' },
        context: { customerId: 'C100', customerName: 'Rörbolaget i Lund AB', projectId: 'P101' },
      },
    })
    expect(JSON.stringify(answer.body)).not.toMatch(/accessToken|refreshToken|eyJ/)
    const setCookie = buyer.setCookies.at(-1)
    // A compact JWE: protected header, no encrypted key (dir), IV, ciphertext, tag.
    expect(setCookie).toMatch(
      /^pb_session=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/,
    )
    expect(decodeProtectedHeader(buyer.cookie ?? '')).toEqual({
      alg: 'dir',
      enc: 'A256GCM',
      kid: sessionKey(config.sessionSecret).kid,
    })
    // The tokens are inside, and nowhere in the clear.
    const tokens = JSON.parse((await sealedValues(buyer.cookie))['session'] ?? '{}') as Record<string, string>
    expect(tokens['accessToken']).toMatch(/^eyJ/)
    for (const token of [tokens['accessToken'], tokens['refreshToken']]) {
      expect(token).toBeDefined()
      expect(buyer.cookie).not.toContain(token)
    }
    expect(await buyer.rpc('session', {})).toMatchObject({
      status: 200,
      body: { result: 1, user: { userId: 'U1001' } },
    })
  })

  it('switches the context, keeps it in the cookie, and refuses a customer the user does not act for', async () => {
    const buyer = browser()
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    expect(await buyer.rpc('switchContext', { customerId: 'C200', projectId: 'P201' })).toMatchObject({
      status: 200,
      body: { customerId: 'C200', customerName: 'Nordic VVS & Värme AB', projectId: 'P201' },
    })
    expect((await buyer.rpc('session', {})).body).toMatchObject({
      context: { customerId: 'C200', projectId: 'P201', projectName: 'Sjukhusbygget etapp 2' },
    })
    expect(await buyer.rpc('switchContext', { customerId: 'C300' })).toMatchObject({
      status: 403,
      body: { error: { key: 'errors.forbidden_action', tag: 'ContextNotAllowed' } },
    })
  })

  it('answers refused logins and missing fields with their keys, without a login in the cookie', async () => {
    const stranger = browser()
    await stranger.send('/')
    const before = stranger.setCookies.length
    expect(await stranger.rpc('login', { username: 'anna.berg', password: 'fel' })).toMatchObject({
      status: 401,
      body: { error: { tag: 'LoginFailed', details: { reason: 'invalidCredentials' } } },
    })
    expect(await stranger.rpc('login', { USER_NAME: 'anna.berg' })).toMatchObject({
      status: 400,
      body: {
        error: { key: 'errors.bad_request', tag: 'LoginInputMissing', details: { fields: ['password'] } },
      },
    })
    expect(await stranger.rpc('session', {})).toMatchObject({ status: 200, body: { result: 3 } })
    expect(stranger.setCookies.length).toBe(before)
    expect(await sealedValues(stranger.cookie)).not.toHaveProperty('session')
    // A call that needs a login ends the visit's session like a 401 from the services: the page reloads.
    expect(await stranger.rpc('switchContext', { customerId: 'C100' })).toMatchObject({
      status: 401,
      body: { error: { key: 'guards.login_required' } },
    })
    expect(stranger.cookie).toBeUndefined()
  })

  it('clears the cookie when the services end the session, and on logout', async () => {
    const buyer = browser()
    await buyer.rpc('login', { username: 'bertil.holm', password: DEMO_PASSWORD })
    await endSessionsOf('U1002')
    expect(await buyer.rpc('session', {})).toMatchObject({ status: 200, body: { result: 3 } })
    // The login is gone from the cookie; what is left is a visitor's CSRF token.
    expect(Object.keys(await sealedValues(buyer.cookie))).toEqual(['csrf'])
    await buyer.rpc('login', { username: 'bertil.holm', password: DEMO_PASSWORD })
    expect(await sealedValues(buyer.cookie)).toHaveProperty('session')
    expect(await buyer.rpc('logout', {})).toMatchObject({ status: 200, body: {} })
    expect(Object.keys(await sealedValues(buyer.cookie))).toEqual(['csrf'])
    expect(await buyer.rpc('session', {})).toMatchObject({ body: { result: 3 } })
  })

  it('opens a tampered cookie as no session', async () => {
    const buyer = browser()
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    const sealed = buyer.cookie!
    const tampered = `${sealed.slice(0, -4)}${sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
    buyer.cookie = tampered
    // A tampered cookie opens as no session at all: its token is gone with it, and so is the login.
    expect(await buyer.rpc('session', {})).toMatchObject({
      status: 403,
      body: { error: { tag: 'CsrfTokenMismatch' } },
    })
    expect(await sealedValues(buyer.cookie)).not.toHaveProperty('session')
    expect(await buyer.rpc('session', {})).toEqual({ status: 200, body: { result: 3 } })
  })
})

/** The shop with a refresh margin longer than a token lives: every call refreshes its token first. */
const eagerApp = () =>
  createApp({
    config: { ...config, tokenRefreshMarginSeconds: 3600 },
    assets: noAssets,
    services: services.app,
    render: async () => new Response('page'),
  })

describe('token refresh on the server', () => {
  it('refreshes within the margin, writes the new tokens back, and two calls at once keep the session', async () => {
    const eager = eagerApp()
    const call = async (cookie: string) => {
      const response = await eager.request('/rpc/session', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `${SESSION_COOKIE}=${cookie}`,
          [CSRF_HEADER]: buyer.csrfToken ?? '',
        },
        body: '{}',
      })
      const next = /^pb_session=([^;]*)/.exec(response.headers.getSetCookie()[0] ?? '')?.[1]
      return { body: (await response.json()) as { result: number }, next }
    }
    const buyer = browser()
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    const [first, second] = await Promise.all([call(buyer.cookie!), call(buyer.cookie!)])
    expect([first.body.result, second.body.result]).toEqual([1, 1])
    expect(first.next).toBeDefined()
    expect(first.next).not.toBe(buyer.cookie)
    // Either tab's new cookie goes on working.
    expect((await call(first.next!)).body.result).toBe(1)
    expect((await call(second.next!)).body.result).toBe(1)
  })
})

describe('login throttling through the shop', () => {
  /** A login from a browser at `address` (as a proxy on the shop's machine would forward it). */
  const loginFrom = (address: string, username: string, password: string) =>
    shopBrowser(app, { headers: { 'x-forwarded-for': address } }).rpc('login', { username, password })

  it('counts failed logins per browser, so one guesser does not lock everyone else out', async () => {
    for (let n = 1; n <= 5; n++)
      expect((await loginFrom('203.0.113.66', `gissning.${n}`, 'Fel-losenord-1')).status).toBe(401)
    // The guesser's address now has to wait, even with a right password …
    const guesser = await loginFrom('203.0.113.66', 'sara.lind', DEMO_PASSWORD)
    expect(guesser).toMatchObject({ status: 429, body: { error: { details: { reason: 'throttled' } } } })
    // … while a buyer elsewhere logs in as usual.
    expect(await loginFrom('198.51.100.20', 'sara.lind', DEMO_PASSWORD)).toMatchObject({
      status: 200,
      body: { result: 1 },
    })
  })
})

describe('a session that ends on the way', () => {
  it('is answered 401, even by a call that goes on without the services (the menu), and the cookie is cleared', async () => {
    // Every call refreshes first, and the services have ended the buyer's sessions: the refresh is refused.
    const eager = eagerApp()
    const buyer = browser()
    await buyer.rpc('login', { username: 'bertil.holm', password: DEMO_PASSWORD })
    await endSessionsOf('U1002')

    const response = await eager.request('/rpc/siteFrame', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${buyer.cookie}`,
        [CSRF_HEADER]: buyer.csrfToken ?? '',
      },
      body: '{}',
    })

    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { tag: 'SessionEnded', sessionEnded: true } })
    expect(response.headers.getSetCookie()[0]).toMatch(/^pb_session=;.*Max-Age=0/)
  })
})

describe('the assortment switch in the frame', () => {
  const el = { id: 'ASSORT-EL', name: 'El och verktyg' }
  const whole = { id: 'default', name: 'Hela sortimentet' }

  it('is offered to a buyer of a customer with an assortment, and follows the choice', async () => {
    const buyer = browser()
    await buyer.rpc('login', { username: 'nils.ohlsson', password: DEMO_PASSWORD })
    expect(await buyer.rpc('siteFrame', {})).toMatchObject({
      status: 200,
      body: {
        assortmentName: 'El och verktyg',
        assortments: { choices: [el, whole], chosenId: 'ASSORT-EL' },
      },
    })
    expect(await buyer.rpc('chooseAssortment', { assortmentId: 'default' })).toMatchObject({
      status: 200,
      body: { choices: [el, whole], chosenId: 'default' },
    })
    const frame = await buyer.rpc('siteFrame', {})
    expect(frame).toMatchObject({ status: 200, body: { assortments: { chosenId: 'default' } } })
    expect(frame.body).not.toHaveProperty('assortmentName')
    expect((frame.body as { menu: unknown[] }).menu.length).toBeGreaterThan(3)
  })

  it('is left out for a visitor, a customer without an assortment and a buyer denied changing it', async () => {
    const visitor = await browser().rpc('siteFrame', {})
    expect(visitor.status).toBe(200)
    expect(visitor.body).not.toHaveProperty('assortments')
    for (const username of ['bertil.holm', 'maja.falk']) {
      const buyer = browser()
      await buyer.rpc('login', { username, password: DEMO_PASSWORD })
      const frame = await buyer.rpc('siteFrame', {})
      expect(frame.status, username).toBe(200)
      expect(frame.body, username).not.toHaveProperty('assortments')
    }
  })
})
