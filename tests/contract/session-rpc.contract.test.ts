/**
 * The session RPCs through the shop's app with the embedded services: the session lives in a
 * sealed httpOnly cookie, the context is kept there, a 401 from the services clears it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../services/db/seed/identity.seed'
import { startServices, type Services } from '../../services/index'
import { testDatabase, type TestDatabase } from '../../services/testing/test-database'
import type { PageAssets } from '../../ui/entry-server'
import { createApp } from '../../server/app'
import type { ServerConfig } from '../../server/config'
import { SESSION_COOKIE } from '../../server/session'

const config: ServerConfig = {
  port: 3000,
  brand: 'dahl',
  cutoffHour: 15,
  deliveryWindows: {},
  production: true,
  sessionSecret: 'a-test-secret-of-at-least-32-characters',
  tokenRefreshMarginSeconds: 60,
  frameAncestors: [],
  brandHosts: {},
  content: { token: 'demo-content-delivery-token', environment: 'master' },
}
const assets: PageAssets = { scripts: [], css: [], preloads: [] }

let database: TestDatabase
let services: Services
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  database = await testDatabase()
  services = await startServices(database.config)
  app = createApp({ config, assets, services: services.app, render: async () => new Response('page') })
}, 60_000)
afterAll(async () => {
  await services.close()
  await database.drop()
})

/** A browser's cookie jar for the session cookie. */
function browser() {
  let cookie: string | undefined
  const setCookies: string[] = []
  return {
    setCookies,
    get cookie() {
      return cookie
    },
    async rpc(name: string, body: unknown) {
      const response = await app.request(`/rpc/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
        },
        body: JSON.stringify(body),
      })
      for (const header of response.headers.getSetCookie()) {
        setCookies.push(header)
        const value = /^pb_session=([^;]*)/.exec(header)?.[1]
        cookie = header.includes('Max-Age=0') ? undefined : value
      }
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
  }
}

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
    const [setCookie] = buyer.setCookies
    expect(setCookie).toMatch(/^pb_session=v1\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/)
    expect(buyer.cookie).not.toMatch(/eyJ/) // no JWT in the clear
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

  it('answers refused logins and missing fields with their keys, without a cookie', async () => {
    const stranger = browser()
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
    expect(await stranger.rpc('switchContext', { customerId: 'C100' })).toMatchObject({
      status: 401,
      body: { error: { key: 'guards.login_required' } },
    })
    expect(await stranger.rpc('session', {})).toMatchObject({ status: 200, body: { result: 3 } })
    expect(stranger.cookie).toBeUndefined()
  })

  it('clears the cookie when the services end the session, and on logout', async () => {
    const buyer = browser()
    await buyer.rpc('login', { username: 'bertil.holm', password: DEMO_PASSWORD })
    // The services end every session of the user (an admin deactivated and reactivated them, say).
    await services.database.db
      .updateTable('sessions')
      .set({ endedAt: new Date() })
      .where('userId', '=', 'U1002')
      .execute()
    expect(await buyer.rpc('session', {})).toMatchObject({ status: 200, body: { result: 3 } })
    expect(buyer.cookie).toBeUndefined()
    await buyer.rpc('login', { username: 'bertil.holm', password: DEMO_PASSWORD })
    expect(buyer.cookie).toBeDefined()
    expect(await buyer.rpc('logout', {})).toMatchObject({ status: 200, body: {} })
    expect(buyer.cookie).toBeUndefined()
    expect(await buyer.rpc('session', {})).toMatchObject({ body: { result: 3 } })
  })

  it('opens a tampered cookie as no session', async () => {
    const buyer = browser()
    await buyer.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })
    const sealed = buyer.cookie!
    const tampered = `${sealed.slice(0, -4)}${sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
    const response = await app.request('/rpc/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${tampered}` },
      body: '{}',
    })
    expect(await response.json()).toEqual({ result: 3 })
  })
})

describe('token refresh on the server', () => {
  it('refreshes within the margin, writes the new tokens back, and two calls at once keep the session', async () => {
    // A margin longer than a token lives: every call refreshes first.
    const eager = createApp({
      config: { ...config, tokenRefreshMarginSeconds: 3600 },
      assets,
      services: services.app,
      render: async () => new Response('page'),
    })
    const call = async (cookie: string) => {
      const response = await eager.request('/rpc/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${cookie}` },
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
    app.request('/rpc/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password }),
    })

  it('counts failed logins per browser, so one guesser does not lock everyone else out', async () => {
    for (let n = 1; n <= 5; n++)
      expect((await loginFrom('203.0.113.66', `gissning.${n}`, 'Fel-losenord-1')).status).toBe(401)
    // The guesser's address now has to wait, even with a right password …
    const guesser = await loginFrom('203.0.113.66', 'sara.lind', DEMO_PASSWORD)
    expect(guesser.status).toBe(429)
    expect(((await guesser.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe(
      'throttled',
    )
    // … while a buyer elsewhere logs in as usual.
    const buyer = await loginFrom('198.51.100.20', 'sara.lind', DEMO_PASSWORD)
    expect(buyer.status).toBe(200)
    expect(((await buyer.json()) as { result: number }).result).toBe(1)
  })
})
