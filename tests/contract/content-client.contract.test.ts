/** The content client against a Contentful-style GraphQL endpoint on loopback that misbehaves on purpose. */
import { Effect, Exit, Schema } from 'effect'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { breaker, COOL_OFF_MS, type Breaker } from '../../adapters/content/breaker'
import { contentClient } from '../../adapters/content/content-client'
import { type Loopback, serveOnLoopback } from '@proffsbutik/services/testing'

const hits = new Map<string, number>()
const arrivals: number[] = []
const seen: { authorization?: string; preview?: unknown }[] = []
let server: Loopback

beforeAll(async () => {
  const app = new Hono()
  const page = { data: { page: { title: 'Hej' } } }
  app.post('/:scenario', async (c) => {
    const scenario = c.req.param('scenario')
    const count = (hits.get(scenario) ?? 0) + 1
    hits.set(scenario, count)
    arrivals.push(Date.now())
    const body = (await c.req.json()) as { variables?: { preview?: unknown } }
    seen.push({ authorization: c.req.header('authorization'), preview: body.variables?.preview })
    switch (scenario) {
      case 'flaky':
        return count <= 2 ? c.json({ errors: [{ message: 'unavailable' }] }, 503) : c.json(page)
      case 'throttled':
        return count === 1 ? c.json({ errors: [{ message: 'slow down' }] }, 429) : c.json(page)
      case 'bad':
        return c.json({ errors: [{ message: 'Cannot query field "nope"' }] }, 400)
      case 'down':
        return c.json({ errors: [{ message: 'down' }] }, 503)
      case 'hanging':
        await new Promise((resolve) => setTimeout(resolve, 1000))
        return c.json(page)
      case 'links':
        return c.json({
          ...page,
          errors: [{ message: 'Link not found', extensions: { contentful: { code: 'UNRESOLVABLE_LINK' } } }],
        })
      case 'broken':
        return c.json({ data: { page: null }, errors: [{ message: 'Query cost too high' }] })
      default:
        return c.json(page)
    }
  })
  server = await serveOnLoopback(app)
})
afterAll(() => server.close())

const Page = Schema.Struct({ page: Schema.Struct({ title: Schema.String }) })
const ask = (
  scenario: string,
  options: { preview?: boolean; perSecond?: number; breaker?: Breaker; timeoutMs?: number } = {},
) =>
  Effect.runPromiseExit(
    contentClient({
      url: `${server.url}/${scenario}`,
      accessToken: 'delivery-token',
      ...(options.preview ? { previewAccessToken: 'preview-token' } : {}),
      ...(options.breaker ? { breaker: options.breaker } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      backoffBaseMs: 5,
      requestsPerSecond: options.perSecond ?? 30,
    }).query({ operation: 'getPage', query: '{ page { title } }', response: Page }),
  )

describe('the content client', () => {
  it('retries 5xx and 429 with backoff until an answer comes', async () => {
    expect(await ask('flaky')).toEqual(Exit.succeed({ page: { title: 'Hej' } }))
    expect(hits.get('flaky')).toBe(3)
    expect(Exit.isSuccess(await ask('throttled'))).toBe(true)
    expect(hits.get('throttled')).toBe(2)
  })

  it('gives up after five attempts, and never retries a bad query', async () => {
    const down = await ask('down')
    expect(hits.get('down')).toBe(5)
    expect(Exit.isFailure(down)).toBe(true)
    const bad = await ask('bad')
    expect(hits.get('bad')).toBe(1)
    expect(JSON.stringify(bad)).toContain('Cannot query field')
  })

  it('does not ask again for an answer that did not come in time, and counts the service down', async () => {
    const told = breaker()
    const late = await ask('hanging', { timeoutMs: 100, breaker: told })
    expect(hits.get('hanging')).toBe(1)
    expect(JSON.stringify(late)).toContain('"timedOut":true')
    expect(told.asks()).toBe(false)
  })

  it('once a call gave up on a dead service, calls in the cool-off try once; an answer ends it', async () => {
    const told = breaker(() => 0)
    hits.set('down', 0)
    expect(Exit.isFailure(await ask('down', { breaker: told }))).toBe(true)
    expect(hits.get('down')).toBe(5)
    expect(Exit.isFailure(await ask('down', { breaker: told }))).toBe(true)
    expect(hits.get('down')).toBe(6)
    // The service is back: the one attempt in the cool-off gets the answer, and retries are back.
    expect(Exit.isSuccess(await ask('healthy', { breaker: told }))).toBe(true)
    expect(told.retries()).toBe(true)
    hits.set('flaky', 0)
    expect(Exit.isSuccess(await ask('flaky', { breaker: told }))).toBe(true)
    expect(hits.get('flaky')).toBe(3)
  })

  it('after a timeout the service is not asked in the cool-off, and is asked again after it', async () => {
    let now = 0
    const told = breaker(() => now)
    hits.set('hanging', 0)
    await ask('hanging', { timeoutMs: 100, breaker: told })
    const notAsked = await ask('hanging', { timeoutMs: 100, breaker: told })
    expect(JSON.stringify(notAsked)).toContain('Not asked')
    expect(hits.get('hanging')).toBe(1)
    now = COOL_OFF_MS
    expect(Exit.isSuccess(await ask('hanging', { breaker: told }))).toBe(true)
    expect(hits.get('hanging')).toBe(2)
    expect(told.asks() && told.retries()).toBe(true)
  })

  it('ignores errors about unresolvable links, and fails on any other error', async () => {
    expect(await ask('links')).toEqual(Exit.succeed({ page: { title: 'Hej' } }))
    expect(JSON.stringify(await ask('broken'))).toContain('Query cost too high')
  })

  it('reads drafts with the preview token and preview: true', async () => {
    seen.length = 0
    await ask('plain', { preview: true })
    await ask('plain')
    expect(seen).toEqual([
      { authorization: 'Bearer preview-token', preview: true },
      { authorization: 'Bearer delivery-token', preview: false },
    ])
  })

  /** When nine queries asked at once arrive, in order. */
  async function arrivalsOfNine(client: ReturnType<typeof contentClient>): Promise<number[]> {
    arrivals.length = 0
    await Effect.runPromise(
      Effect.all(
        Array.from({ length: 9 }, () =>
          client.query({ operation: 'getPage', query: '{ page { title } }', response: Page }),
        ),
        { concurrency: 'unbounded' },
      ),
    )
    return [...arrivals].sort((a, b) => a - b)
  }

  it('starts at most `requestsPerSecond` requests in any second', async () => {
    const client = contentClient({ url: `${server.url}/plain`, accessToken: 't', requestsPerSecond: 4 })
    const arrivals = await arrivalsOfNine(client)
    for (let i = 0; i + 4 < arrivals.length; i++)
      expect(arrivals[i + 4]! - arrivals[i]!).toBeGreaterThanOrEqual(950)
  })

  it('does not throttle the content service of its own process', async () => {
    const client = contentClient({
      url: `${server.url}/plain`,
      accessToken: 't',
      requestsPerSecond: 4,
      inProcess: true,
      fetch: globalThis.fetch,
    })
    const arrivals = await arrivalsOfNine(client)
    // Throttled, the ninth would start two seconds after the first.
    expect(arrivals).toHaveLength(9)
    expect(arrivals[8]! - arrivals[0]!).toBeLessThan(900)
  })
})
