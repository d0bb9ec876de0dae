/**
 * Issue 11 (Input) through the shop's app with the embedded services: bodies over their limit are
 * refused as they stream in (with or without Content-Length), the punch-out entry never redirects
 * off the shop, and failed logins are throttled per account and per address, then let go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bodyLimitFor,
  DEMO_PASSWORD,
  MAX_SERVICE_BODY_BYTES,
  MAX_SERVICE_UPLOAD_BYTES,
} from '@proffsbutik/services/testing'
import { startTestShop, type TestShop } from './test-shop'
import type { createApp } from '../../server/app'
import { MAX_ENTRY_BYTES } from '../../server/punchout.route'
import { MAX_BODY_BYTES } from '../../server/rpc/rpc.route'
import { shopApiDefinitions } from '../../server/rpc/shop-api.rpc'
import { CSRF_HEADER } from '../../server/csrf'
import { shopBrowser, TEST_ORIGIN } from '../../server/shop-browser.test-support'
import { testServerConfig } from '../../server/test-config.test-support'

const config = testServerConfig()

let shop: TestShop
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  shop = await startTestShop(config)
  app = shop.app
}, 120_000)
afterAll(() => shop.stop())

/** A body that never ends on its own, in 16 KB chunks, counting what the reader pulled. */
function endlessBody(chunk = '{"a":"' + 'x'.repeat(16 * 1024)) {
  const bytes = new TextEncoder().encode(chunk)
  const pulled = { bytes: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += bytes.length
      controller.enqueue(bytes)
    },
    cancel() {
      pulled.cancelled = true
    },
  })
  return { stream, pulled }
}

/**
 * A POST whose body streams without Content-Length (chunked on the wire), from a page of the shop
 * (its Origin and CSRF token), so that only the size can refuse it.
 */
async function postStream(path: string, body: ReadableStream<Uint8Array>, contentType: string) {
  const shop = shopBrowser(app)
  await shop.send('/')
  return shop.send(path, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: TEST_ORIGIN, [CSRF_HEADER]: shop.csrfToken ?? '' },
    body,
    duplex: 'half',
  } as RequestInit)
}

describe('oversized bodies are refused early', () => {
  it('answers 413 to an RPC body over the limit that declares its length, without reading it', async () => {
    const response = await app.request('/rpc/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) },
      body: JSON.stringify({ username: 'x'.repeat(MAX_BODY_BYTES), password: 'y' }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error: { key: 'errors.bad_request', issues: [{ path: '', message: 'The body is too large' }] },
    })
  })

  it('cuts off a chunked RPC body with no Content-Length once it passes the limit', async () => {
    const { stream, pulled } = endlessBody()
    const response = await postStream('/rpc/login', stream, 'application/json')
    expect(response.status).toBe(413)
    // The reader stopped soon after the limit: the endless body was never read whole.
    expect(pulled.bytes).toBeGreaterThan(MAX_BODY_BYTES)
    expect(pulled.bytes).toBeLessThan(MAX_BODY_BYTES + 5 * 16 * 1024)
  })

  it('gives the spreadsheet upload its own larger limit, and cuts it off above it', async () => {
    const uploadLimit = shopApiDefinitions.uploadCartSheet.maxBodyBytes
    expect(uploadLimit).toBeGreaterThan(MAX_BODY_BYTES)
    const { stream, pulled } = endlessBody()
    const response = await postStream('/rpc/uploadCartSheet', stream, 'application/json')
    expect(response.status).toBe(413)
    expect(pulled.bytes).toBeGreaterThan(uploadLimit!)
    expect(pulled.bytes).toBeLessThan(uploadLimit! + 5 * 16 * 1024)
  })

  it('still reads a small chunked RPC body', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ username: 'anna.berg', password: 'fel' }))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body.subarray(0, 10))
        controller.enqueue(body.subarray(10))
        controller.close()
      },
    })
    const response = await postStream('/rpc/login', stream, 'application/json')
    expect(response.status).toBe(401)
  })

  it('bounds a posted page (the punch-out entry) in both encodings, chunked or not', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const { stream, pulled } = endlessBody('HOOK_URL=' + 'x'.repeat(16 * 1024))
      const response = await postStream('/kampanjer', stream, contentType)
      expect(response.status).toBe(413)
      expect(pulled.bytes).toBeLessThan(MAX_ENTRY_BYTES + 5 * 16 * 1024)
    }
    const declared = await app.request('/kampanjer', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `HOOK_URL=https://srm.example.se/&q=${'x'.repeat(MAX_ENTRY_BYTES)}`,
    })
    expect(declared.status).toBe(413)
  })

  it('bounds the embedded services on the same port: a chunked login body is cut off at 1 MB', async () => {
    const { stream, pulled } = endlessBody()
    const response = await postStream('/services/auth/v2/sessions/', stream, 'application/json')
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large')
    expect(pulled.bytes).toBeGreaterThan(MAX_SERVICE_BODY_BYTES)
    expect(pulled.bytes).toBeLessThan(MAX_SERVICE_BODY_BYTES + 5 * 16 * 1024)
    expect(bodyLimitFor('/services/gateway/cart/v2/cart/C1/upload')).toBe(MAX_SERVICE_UPLOAD_BYTES)
  })

  it('treats a malformed multipart post as no entry (404), not a failure', async () => {
    const response = await app.request('/kampanjer', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--y\r\nbroken',
    })
    expect(response.status).toBeLessThan(500)
  })
})

describe('the punch-out entry never redirects off the shop', () => {
  const entry = { HOOK_URL: 'https://srm.example.se/oci', USERNAME: 'inkop.oci', PASSWORD: 'fel-lösenord' }
  const query = new URLSearchParams(entry).toString()

  it.each([
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['///evil.example', '/evil.example'],
  ])('a request for %s comes back to a path of this site', async (path, expected) => {
    const response = await app.request(`http://localhost${path}?${query}`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    const location = response.headers.get('location') ?? ''
    expect(location.startsWith(`${expected}?notice=punchout_`), location).toBe(true)
    expect(new URL(location, 'https://shop.example').origin).toBe('https://shop.example')
  })
})

describe('login throttling through the shop', () => {
  /** A login through the shop from a browser at `address`. */
  const loginFrom = async (address: string, username: string, password: string) => {
    const { status, body } = await shopBrowser(app, { headers: { 'x-forwarded-for': address } }).rpc(
      'login',
      {
        username,
        password,
      },
    )
    return { status, body: body as { error?: { key: string; details?: { reason?: string } } } }
  }

  it('throttles one account guessed from many addresses, refuses even its right password, then lets go', async () => {
    for (let n = 1; n <= 5; n++)
      expect((await loginFrom(`192.0.2.${n}`, 'lisa.nord', 'Fel-losenord-1')).status).toBe(401)
    const refused = await loginFrom('192.0.2.77', 'lisa.nord', DEMO_PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.body.error?.details?.reason).toBe('throttled')
    // After five failures the account waits one second (services/auth/login-throttle.ts).
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await loginFrom('192.0.2.78', 'lisa.nord', DEMO_PASSWORD)).status).toBe(200)
  })

  it('throttles one address across accounts without touching the accounts elsewhere', async () => {
    for (let n = 1; n <= 5; n++)
      expect((await loginFrom('192.0.2.200', `okand.${n}`, 'Fel-losenord-1')).status).toBe(401)
    expect((await loginFrom('192.0.2.200', 'anna.berg', DEMO_PASSWORD)).status).toBe(429)
    expect((await loginFrom('192.0.2.201', 'anna.berg', DEMO_PASSWORD)).status).toBe(200)
  })

  it('says a name or password with a NUL in it is wrong, as any wrong one (issue 25), never unavailable', async () => {
    for (const [username, password] of [
      ['anna\u0000berg', DEMO_PASSWORD],
      ['anna.berg', `${DEMO_PASSWORD}\u0000`],
    ]) {
      const { status, body } = await loginFrom('192.0.2.210', username!, password!)
      expect(status).toBe(401)
      expect(body.error?.details?.reason).toBe('invalidCredentials')
    }
  })
})

describe('days that do not exist', () => {
  it('are refused as 400 naming the field, with the delivery page’s message (issue 25)', async () => {
    const browser = shopBrowser(app)
    expect((await browser.rpc('login', { username: 'anna.berg', password: DEMO_PASSWORD })).status).toBe(200)
    for (const date of ['2026-02-30', '2026-13-01', '2026-11-31']) {
      const { status, body } = await browser.rpc('setDeliveryDate', { deliveryId: 'DBI', date })
      expect(`${date} ${status}`).toBe(`${date} 400`)
      expect(body).toMatchObject({
        error: { key: 'errors.update_delivery_date', issues: [{ path: 'date' }] },
      })
    }
  })
})
