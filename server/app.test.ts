import { Hono } from 'hono'
import { createServer, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp, type Renderer } from './app'
import { type Loopback, serveOnLoopback } from '@proffsbutik/services/testing'
import { BRAND_HEADER } from '@proffsbutik/core/domain'
import { CSRF_HEADER } from './csrf'
import { shopBrowser, TEST_ORIGIN } from './shop-browser.test-support'
import { noAssets, testServerConfig } from './test-config.test-support'

const config = testServerConfig()
const assets = noAssets

/** A renderer that shows what the server handed it, so SSR wiring is visible without a build. */
const render: Renderer = async (request, api) => {
  const calendar = await api.deliveryCalendar({ days: 2 })
  return new Response(`${new URL(request.url).pathname} ${calendar.upcoming.join(',')}`)
}

const app = createApp({ config, render, assets })
const visitor = shopBrowser(app)
const rpc = async (name: string, body: string) =>
  visitor.send(`/rpc/${name}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, [CSRF_HEADER]: await visitorToken() },
  })
/** The visitor's token, from the first page it opens. */
const visitorToken = async () => {
  if (!visitor.csrfToken) await visitor.send('/')
  return visitor.csrfToken ?? ''
}

describe('shop server', () => {
  it('answers the health check', async () => {
    const response = await app.request('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('serves the content’s icons as SVG files by name, and nothing else under /icons', async () => {
    const truck = await app.request('/icons/truck.svg')
    expect(truck.status).toBe(200)
    expect(truck.headers.get('content-type')).toBe('image/svg+xml')
    expect(await truck.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*><path d="M2 6h11/)
    for (const path of [
      '/icons/finns-inte.svg',
      '/icons/truck',
      '/icons/constructor.svg',
      '/icons/__proto__.svg',
    ])
      expect((await app.request(path)).status, path).toBe(404)
  })

  it('runs an RPC and encodes its output', async () => {
    const response = await rpc('deliveryCalendar', '{"days":3}')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { upcoming: string[]; holidays: unknown[]; cutoffHour: number }
    expect(body.upcoming).toHaveLength(3)
    expect(body.holidays).toHaveLength(14)
    expect(body.cutoffHour).toBe(15)
  })

  it('answers 400 naming the field for input that does not fit', async () => {
    const wrongType = await rpc('deliveryCalendar', '{"days":"many"}')
    expect(wrongType.status).toBe(400)
    expect(await wrongType.json()).toEqual({
      error: { key: 'errors.bad_request', issues: [{ path: 'days', message: 'Expected number' }] },
    })
    const outOfRange = await rpc('deliveryCalendar', '{"days":61}')
    expect(outOfRange.status).toBe(400)
    expect(await outOfRange.json()).toMatchObject({ error: { issues: [{ path: 'days' }] } })
    const missing = await rpc('deliveryCalendar', '{}')
    expect(missing.status).toBe(400)
    const notJson = await rpc('deliveryCalendar', 'days=3')
    expect(notJson.status).toBe(400)
  })

  it('answers 404 for an unknown RPC, including inherited object keys', async () => {
    for (const name of ['nothing', 'toString', '__proto__', 'constructor']) {
      const response = await rpc(name, '{}')
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: { key: 'errors.not_found' } })
    }
  })

  it('renders every other path with the in-process ShopApi', async () => {
    const response = await app.request('/leveransdagar')
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/^\/leveransdagar \d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/)
  })
})

describe('the maps key', () => {
  const page = async (mapsKey?: string) => {
    const configured = createApp({ config: mapsKey ? { ...config, mapsKey } : config, render, assets })
    return (await configured.request('/leveransdagar')).headers.get('Content-Security-Policy') ?? ''
  }

  it('keeps the pages’ policy free of maps hosts without a key, and allows them with one', async () => {
    const without = await page()
    expect(without).toMatch(/script-src 'self' 'nonce-[^']+';/)
    expect(without).not.toMatch(/googleapis|gstatic/)
    expect(await page('AIzaSyA-test_key-0123456789abcdefghij')).toMatch(
      /script-src 'self' 'nonce-[^']+' https:\/\/\*\.googleapis\.com/,
    )
  })
})

describe('the films’ hosts', () => {
  // A content service whose video sections name two other hosts, one twice, and the shop's own file.
  const content = new Hono()
  const asked: string[] = []
  content.get('/spaces/proffsbutik/environments/master/entries', (c) => {
    asked.push(c.req.query('content_type') ?? '')
    return c.req.query('content_type') === 'video'
      ? c.json({
          total: 4,
          items: [
            { sys: { id: 'v1' }, fields: { videoUrl: 'https://film.example.se/a.mp4' } },
            { sys: { id: 'v2' }, fields: { videoUrl: '//videos.ctfassets.net/space/b.webm' } },
            { sys: { id: 'v3' }, fields: { videoUrl: 'https://film.example.se/c.mp4' } },
            { sys: { id: 'v4' }, fields: { videoUrl: '/services/content/files/asset-film-x/x.webm' } },
            { sys: { id: 'v5' }, fields: {} },
          ],
        })
      : c.json({ total: 0, items: [] })
  })
  let served: Loopback
  beforeAll(async () => void (served = await serveOnLoopback(content)))
  afterAll(() => served.close())

  it('are exactly what the pages’ policy lets media load from, read once for many pages', async () => {
    const shop = createApp({
      config: testServerConfig({ content: { ...config.content, url: served.url } }),
      render,
      assets,
    })
    for (const path of ['/', '/om-oss', '/leveransdagar']) {
      const policy = (await shop.request(path)).headers.get('Content-Security-Policy') ?? ''
      expect(policy).toContain("; media-src 'self' https://film.example.se https://videos.ctfassets.net;")
      expect(policy).not.toMatch(/(script|img|connect|frame)-src[^;]*film\.example/)
    }
    expect(asked).toEqual(['video'])
  })
})

describe('the store finder RPC', () => {
  it('answers with each part’s message when the content service cannot be reached, so the page still renders', async () => {
    const response = await rpc('storeFinder', '{}')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      stores: { status: 'failed', message: { key: expect.stringMatching(/^errors\./) } },
      retailers: { status: 'failed', message: { key: expect.stringMatching(/^errors\./) } },
    })
  })
})

describe('a page whose services hold its reads', () => {
  // A commerce service that takes the connection and never answers.
  const held: Socket[] = []
  const holder = createServer((socket) => void held.push(socket))
  beforeAll(() => new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve)))
  afterAll(() => {
    for (const socket of held) socket.destroy()
    holder.close()
  })
  const servicesUrl = () => `http://127.0.0.1:${(holder.address() as { port: number }).port}`

  it('gives up a call that is not answered within the page’s wait, long before the call’s own timeout, and serves the rest', async () => {
    const shown: string[] = []
    const page: Renderer = async (_request, api) => {
      const [product, calendar] = await Promise.all([
        api.productPage({ slug: 'kopparror-1000219' }).then(
          () => 'product',
          (error: unknown) => String((error as Error).message),
        ),
        api.deliveryCalendar({ days: 1 }),
      ])
      shown.push(product, calendar.upcoming.join(','))
      return new Response(shown.join('\n'))
    }
    const slow = createApp({
      config: testServerConfig({ servicesUrl: servicesUrl(), servicesTimeoutMs: 60_000, pageWaitMs: 300 }),
      assets,
      render: page,
    })
    const response = await slow.request('/produkt/kopparror-1000219')
    expect(response.status).toBe(200)
    expect(shown[0]).toBe('ServiceCallFailed failed: errors.unknown_error_occurred (503)')
    expect(shown[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(held.length).toBeGreaterThan(0)
  })

  it('waits as a page does for a page’s read from the browser, and the call’s own timeout for the browser’s other calls', async () => {
    const slow = createApp({
      config: testServerConfig({ servicesUrl: servicesUrl(), servicesTimeoutMs: 5_000, pageWaitMs: 100 }),
      assets,
      render,
    })
    const browser = shopBrowser(slow)
    await browser.send('/')
    const read = async (headers: Record<string, string>) => {
      const started = performance.now()
      const answer = await browser.send('/rpc/productPage', {
        method: 'POST',
        body: '{"slug":"kopparror-1000219"}',
        headers: {
          'content-type': 'application/json',
          origin: TEST_ORIGIN,
          [CSRF_HEADER]: browser.csrfToken ?? '',
          ...headers,
        },
      })
      return { status: answer.status, body: await answer.json(), waited: performance.now() - started }
    }
    const pageRead = await read({ 'x-page-read': '1' })
    expect(pageRead).toMatchObject({ status: 503, body: { error: { tag: 'ServiceCallFailed' } } })
    // Given up at the page's wait, not the call's own timeout (which this call would otherwise wait out).
    expect(pageRead.waited).toBeLessThan(5_000)
    const call = await read({})
    expect(call).toMatchObject({ status: 503, body: { error: { tag: 'ServiceCallFailed' } } })
    expect(call.waited).toBeGreaterThanOrEqual(4_900)
  }, 20_000)
})

describe('the brand of a request', () => {
  // Services that note the brand each call names, and have nothing to answer.
  const seen: { brand: string | undefined; url: string }[] = []
  const noting = new Hono().all('*', (c) => {
    seen.push({ brand: c.req.header(BRAND_HEADER), url: c.req.url })
    return c.json({ error: { message: 'Not here' } }, 404)
  })
  let services: Loopback
  beforeAll(async () => void (services = await serveOnLoopback(noting)))
  afterAll(() => services.close())

  it('goes with every call to the services: the host’s brand, else BRAND', async () => {
    const page: Renderer = async (_request, api) => {
      await api.productPage({ slug: 'kopparror-1000219' }).catch(() => undefined)
      return new Response('ok')
    }
    const shop = createApp({
      config: testServerConfig({
        servicesUrl: services.url,
        brand: 'opti',
        brandHosts: { 'kasp.localhost': 'kasp' },
      }),
      assets,
      render: page,
    })
    for (const [url, brand] of [
      ['http://kasp.localhost/produkt/kopparror-1000219', 'kasp'],
      ['http://localhost/produkt/kopparror-1000219', 'opti'],
    ] as const) {
      seen.length = 0
      expect((await shop.request(url)).status).toBe(200)
      // The content's published entries are the same for every request (kept in the process).
      const calls = seen.filter((call) => !call.url.includes('/services/content/spaces/'))
      expect(calls.length).toBeGreaterThan(0)
      for (const call of calls) expect(call.brand, call.url).toBe(brand)
    }
  })
})

describe('an error no handler expected', () => {
  it('is reported with the request’s method and path and answered 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = createApp({
      config,
      assets,
      render: () => Promise.reject(new Error('Renderaren föll')),
    })
    const response = await failing.request('/kategorier/vvs')
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Internal Server Error')
    expect(log).toHaveBeenCalledWith(
      '[reported] Renderaren föll',
      '{"method":"GET","path":"/kategorier/vvs"}',
    )
    log.mockRestore()
  })
})
