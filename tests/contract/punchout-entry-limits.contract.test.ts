/**
 * Issue 29 through the shop's app with the embedded services: punch-out entries at the limits of
 * what is kept (a 2,048-character HOOK_URL, ~ fields of 255) work from entry to hand-back, their
 * session split over several cookies (docs/adr/0024); longer ones, and sessions that would not fit
 * their cookies, are refused with a notice, never a 500; and a GET entry in ISO-8859-1 is read as
 * its POST twin is.
 */
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'
import { HOOK_URL_MAX, KEPT_VALUE_MAX, OCI_PARAMETER_MAX } from '@proffsbutik/core/domain'
import { startTestShop, type TestShop } from './test-shop'
import type { ShellSettings } from '../../ui/shell-settings'
import { shopBrowser } from '../../server/shop-browser.test-support'
import { SESSION_COOKIE } from '../../server/session'
import { MAX_SEALED_LENGTH, openValues, sessionKeys } from '../../adapters/storage/session-cookie.storage'
import { testServerConfig } from '../../server/test-config.test-support'

const config = testServerConfig()
const keys = sessionKeys(config.sessionSecret)

let shop: TestShop
beforeAll(async () => {
  // The page shows what the server handed it: the settings every page gets.
  shop = await startTestShop(config, async (_request, _api, _assets, page) => Response.json(page.settings))
}, 120_000)
afterAll(() => shop.stop())

function browser(options: { readonly headers?: Record<string, string> } = {}) {
  const buyer = shopBrowser(shop.app, options)
  return Object.assign(buyer, {
    async page(path = '/') {
      return (await (await buyer.send(path)).json()) as ShellSettings
    },
  })
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString()

/** An http(s) HOOK_URL of exactly `length` characters, with a query of its own. */
const hookOf = (length: number) => {
  const start = 'https://srm.example.se/sap/bc/oci/receive?sap-client=100&sap-language=SV&pad='
  return `${start}${'x'.repeat(length - start.length)}`
}

/** An entry with everything kept at its limit. */
const largest = {
  HOOK_URL: hookOf(HOOK_URL_MAX),
  USERNAME: 'inkop.oci',
  PASSWORD: DEMO_PASSWORD,
  '~TARGET': '_top'.padEnd(OCI_PARAMETER_MAX, 'T'),
  '~OkCode': 'ADDI'.padEnd(OCI_PARAMETER_MAX, 'O'),
  '~CALLER': 'CTLG'.padEnd(OCI_PARAMETER_MAX, 'C'),
  OCI_VERSION: '5.0'.padEnd(OCI_PARAMETER_MAX, '0'),
  http_content_charset: 'UTF-8'.padEnd(OCI_PARAMETER_MAX, '8'),
  // The services check it against the user's (the unit tests of the cookie take one of 255).
  email: 'inkop.oci@byggbolagetost.se',
  Bolag: 'Öst'.padEnd(KEPT_VALUE_MAX, 'B'),
  companyName: 'Byggbolaget Öst AB'.padEnd(KEPT_VALUE_MAX, 'N'),
}

/** The session cookies a response set, by name (a cookie expired has the value ''). */
const sessionSetCookies = (setCookies: readonly string[]) =>
  setCookies.filter((header) => new RegExp(`^${SESSION_COOKIE}(\\.\\d+)?=`).test(header))

describe('a punch-out entry at the limits (issue 29)', () => {
  it('by GET: the session goes over several cookies, and browsing, the cart and the hand-back work', async () => {
    const buyer = browser()
    const entry = await buyer.send(`/sortiment?${query(largest)}`)
    expect([entry.status, entry.headers.get('location')]).toEqual([302, '/sortiment'])
    const written = sessionSetCookies(entry.headers.getSetCookie())
    // HOOK_URL is kept once (docs/adr/0024): two cookies.
    expect(written.map((header) => header.split('=')[0])).toEqual(['pb_session', 'pb_session.1'])
    for (const header of written) {
      expect(header).toMatch(/^pb_session(\.\d)?=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/)
      expect(/=([^;]*)/.exec(header)![1]!.length).toBeLessThanOrEqual(MAX_SEALED_LENGTH)
    }
    const sealedLength = buyer.sessionChunks.join('').length
    // About 6,450 characters for this user (6,550 once the page adds its CSRF token).
    expect(sealedLength).toBeGreaterThan(MAX_SEALED_LENGTH)
    expect(Object.keys(await openValues(buyer.sessionChunks, keys)).sort()).toEqual([
      'punchout-settings',
      'session',
    ])

    const page = await buyer.page('/sortiment')
    // The page added its CSRF token: still two cookies, the session whole.
    expect(Object.keys(await openValues(buyer.sessionChunks, keys)).sort()).toEqual([
      'csrf',
      'punchout-settings',
      'session',
    ])
    expect(page.appMode).toBe('PUNCHOUT')
    expect(page.punchout).toMatchObject({
      punchout: { callback_url: largest.HOOK_URL, companyName: largest.companyName },
      HOOK_URL: largest.HOOK_URL,
      Bolag: largest.Bolag,
      email: largest.email,
      logonId: 'inkop.oci',
      oci: {
        target: largest['~TARGET'],
        okCode: largest['~OkCode'],
        caller: largest['~CALLER'],
        version: largest.OCI_VERSION,
        charset: largest.http_content_charset,
      },
    })
    expect((await buyer.rpc('session', {})).body).toMatchObject({ result: 1 })
    await buyer.rpc('emptyCart', {})
    const added = await buyer.rpc('addToCart', {
      deliveryId: 'DBI',
      lines: [{ articleNumber: '1000003', quantity: 2 }],
    })
    expect(added.status).toBe(200)
    expect((await buyer.rpc('cart', {})).body).toMatchObject({ lineCount: 1 })
    // The /overforing preview: the form as it will be posted.
    const preview = await buyer.rpc('punchoutForm', {})
    expect(preview).toMatchObject({ status: 200, body: { handBack: 'ready' } })
    const form = (preview.body as { form: { action: string; fields: [string, string][] } }).form
    expect(form.action).toContain(largest.HOOK_URL.slice(0, 60))
    expect(new Map(form.fields).get('~OkCode')).toBe(largest['~OkCode'])
    await buyer.rpc('emptyCart', {})
    // Still the same session, in as many cookies.
    expect((await buyer.page('/cart')).appMode).toBe('PUNCHOUT')
    expect(buyer.sessionCookies.size).toBe(2)
  })

  it('by POST under https: every chunk SameSite=None; Secure for the procurement iframe', async () => {
    const buyer = browser({ headers: { 'x-forwarded-proto': 'https' } })
    const entry = await buyer.send('/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: query(largest),
    })
    expect([entry.status, entry.headers.get('location')]).toEqual([303, '/cart'])
    const written = sessionSetCookies(entry.headers.getSetCookie())
    expect(written).toHaveLength(2)
    for (const header of written)
      expect(header).toMatch(/; Path=\/; HttpOnly; SameSite=None; Max-Age=2592000; Secure$/)
    expect((await buyer.page('/cart')).punchout).toMatchObject({ HOOK_URL: largest.HOOK_URL })
  })

  it('expires the chunks no longer needed: a shorter entry after, and a logout', async () => {
    const buyer = browser()
    await buyer.send(`/?${query(largest)}`)
    expect([...buyer.sessionCookies.keys()]).toEqual(['pb_session', 'pb_session.1'])
    const again = await buyer.send(
      `/?${query({ HOOK_URL: hookOf(100), USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD })}`,
    )
    expect(sessionSetCookies(again.headers.getSetCookie())).toEqual([
      expect.stringMatching(/^pb_session=[\w.-]+; .*Max-Age=2592000$/),
      expect.stringMatching(/^pb_session\.1=; .*Max-Age=0$/),
    ])
    expect([...buyer.sessionCookies.keys()]).toEqual(['pb_session'])
    expect((await buyer.page()).punchout).toMatchObject({ HOOK_URL: hookOf(100) })

    await buyer.send(`/?${query(largest)}`)
    // The page hands out the new session's CSRF token.
    expect((await buyer.page()).appMode).toBe('PUNCHOUT')
    expect(buyer.sessionCookies.size).toBe(2)
    expect((await buyer.rpc('logout', {})).status).toBe(200)
    expect([...buyer.sessionCookies.keys()]).toEqual(['pb_session'])
    expect((await buyer.page()).appMode).toBe('NORMAL')
  })

  it('is served by Node itself: the largest session’s cookies stay under its 16 KB limit on headers', async () => {
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
    })
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const browserHeaders = {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
        'accept-language': 'sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7',
      }
      const entry = await fetch(`${base}/`, {
        method: 'POST',
        headers: { ...browserHeaders, 'content-type': 'application/x-www-form-urlencoded' },
        body: query(largest),
        redirect: 'manual',
      })
      expect(entry.status).toBe(303)
      const cookie = sessionSetCookies(entry.headers.getSetCookie())
        .map((header) => header.split(';')[0])
        .join('; ')
      // About 6,500 characters, with the request's other headers well under Node's 16 KB.
      expect(cookie.length).toBeGreaterThan(MAX_SEALED_LENGTH)
      const page = await fetch(`${base}/sortiment`, { headers: { ...browserHeaders, cookie } })
      expect(page.status).toBe(200)
      expect(((await page.json()) as ShellSettings).appMode).toBe('PUNCHOUT')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('a punch-out entry over the limits (issue 29)', () => {
  it.each([
    ['a HOOK_URL of 2,049 characters', { HOOK_URL: hookOf(HOOK_URL_MAX + 1) }],
    ['a HOOK_URL of 5,000 characters', { HOOK_URL: hookOf(5000) }],
    ['a ~TARGET of 256', { HOOK_URL: hookOf(200), '~TARGET': 'T'.repeat(OCI_PARAMETER_MAX + 1) }],
    [
      'a ~OkCode and a ~TARGET of 1,000',
      { HOOK_URL: hookOf(200), '~TARGET': 'T'.repeat(1000), '~OkCode': 'O'.repeat(1000) },
    ],
    ['a ~CALLER of 256', { HOOK_URL: hookOf(200), '~CALLER': 'C'.repeat(OCI_PARAMETER_MAX + 1) }],
    ['a Bolag of 256', { HOOK_URL: hookOf(200), Bolag: 'B'.repeat(KEPT_VALUE_MAX + 1) }],
  ])('refuses %s by GET and POST with a notice, the shop NORMAL', async (_name, params) => {
    const login = { USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD }
    const byGet = browser()
    const get = await byGet.send(`/kampanjer?${query({ ...login, ...params })}`)
    expect([get.status, get.headers.get('location')]).toEqual([302, '/kampanjer?notice=punchout_too_long'])
    expect((await byGet.page('/kampanjer')).appMode).toBe('NORMAL')
    const byPost = browser()
    const post = await byPost.send('/kampanjer', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: query({ ...login, ...params }),
    })
    expect([post.status, post.headers.get('location')]).toEqual([303, '/kampanjer?notice=punchout_too_long'])
    const page = await byPost.page('/kampanjer')
    expect([page.appMode, page.punchout]).toEqual(['NORMAL', null])
  })

  it('refuses, never a 500, settings within the limits that seal too long for the cookies (all multi-byte)', async () => {
    const buyer = browser()
    // Logged in first: the refused entry leaves no session behind, not even the one before it.
    await buyer.send(`/?${query({ HOOK_URL: hookOf(100), USERNAME: 'inkop.oci', PASSWORD: DEMO_PASSWORD })}`)
    expect((await buyer.page()).appMode).toBe('PUNCHOUT')
    const wide = (max: number) => '€'.repeat(max)
    const entry = await buyer.send('/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: query({
        ...largest,
        HOOK_URL: `https://srm.example.se/${'"'.repeat(HOOK_URL_MAX - 23)}`,
        '~TARGET': wide(OCI_PARAMETER_MAX),
        '~OkCode': wide(OCI_PARAMETER_MAX),
        '~CALLER': wide(OCI_PARAMETER_MAX),
        OCI_VERSION: wide(OCI_PARAMETER_MAX),
        http_content_charset: wide(OCI_PARAMETER_MAX),
        Bolag: wide(KEPT_VALUE_MAX),
        companyName: wide(KEPT_VALUE_MAX),
      }),
    })
    expect([entry.status, entry.headers.get('location')]).toEqual([303, '/?notice=punchout_too_long'])
    expect(sessionSetCookies(entry.headers.getSetCookie())).toEqual([
      expect.stringMatching(/^pb_session=; .*Max-Age=0$/),
    ])
    const page = await buyer.page()
    expect([page.appMode, page.punchout]).toEqual(['NORMAL', null])
  })
})

describe('a GET entry in ISO-8859-1 (issue 29)', () => {
  const login = `USERNAME=inkop.oci&PASSWORD=${encodeURIComponent(DEMO_PASSWORD)}&HOOK_URL=${encodeURIComponent(hookOf(100))}`

  it.each([
    ['ISO-8859-1, Ö as the byte D6', '&http_content_charset=ISO-8859-1&Bolag=Byggbolaget%20%D6st%20AB'],
    ['UTF-8, Ö as C3 96', '&Bolag=Byggbolaget%20%C3%96st%20AB'],
    ['ISO-8859-1 with + for spaces', '&Bolag=Byggbolaget+%D6st+AB&companyName=R%F6rl%E4ggarna'],
  ])('reads Bolag as its POST twin does: %s', async (_name, rest) => {
    const byGet = browser()
    const get = await byGet.send(`/?${login}${rest}`)
    expect(get.status).toBe(302)
    const byPost = browser()
    const post = await byPost.send('/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${login}${rest}`,
    })
    expect(post.status).toBe(303)
    const fromGet = (await byGet.page()).punchout
    expect(fromGet).toMatchObject({ Bolag: 'Byggbolaget Öst AB' })
    expect(fromGet).toEqual({ ...(await byPost.page()).punchout, last_used: fromGet?.last_used })
    if (rest.includes('companyName'))
      expect(fromGet).toMatchObject({ punchout: { companyName: 'Rörläggarna' } })
  })

  it('reads the query of a POST entry by its own bytes too', async () => {
    const buyer = browser()
    const entry = await buyer.send(
      `/?Bolag=Byggbolaget%20%D6st%20AB&HOOK_URL=${encodeURIComponent(hookOf(100))}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: `USERNAME=inkop.oci&PASSWORD=${encodeURIComponent(DEMO_PASSWORD)}`,
      },
    )
    expect(entry.status).toBe(303)
    expect((await buyer.page()).punchout).toMatchObject({
      Bolag: 'Byggbolaget Öst AB',
      HOOK_URL: hookOf(100),
    })
  })
})
