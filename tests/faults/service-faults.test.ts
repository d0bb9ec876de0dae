/**
 * The shop under service faults (issue 11): the app in-process, SERVICES_URL at a fault proxy in
 * front of the real services. For each fault class and a representative set of RPCs the answer
 * carries the spec's message key (shop-core §8, content §8), the proxy counts exactly the attempts
 * the spec allows — one for every commerce call, up to five for content on 5xx, 429 and connection
 * errors — nothing is half-written, and the next call after the fault ends succeeds on the same
 * session without a restart.
 */
import { COOL_OFF_MS } from '../../adapters/content/breaker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FaultMode } from './fault-proxy'
import { startFaultWorld, TEST_TIMEOUT_MS, type FaultWorld, type RpcAnswer } from './fault-world'

let world: FaultWorld
let buyer: ReturnType<FaultWorld['browser']>
let article: { articleNumber: string; variantSlug: string }

beforeAll(async () => {
  world = await startFaultWorld()
  buyer = world.browser()
  await buyer.login('anna.berg')
  const search = await buyer.rpc('searchPage', { q: 'kulventil' })
  const cards = search.body['cards'] as { articleNumber: string; variantSlug: string }[]
  article = cards[0]!
}, 90_000)
afterAll(async () => world.stop())

/** The five fault classes the issue names (a connection refused on the whole port is tested below). */
const faults: Record<string, FaultMode> = {
  down: { kind: 'down' },
  slow: { kind: 'slow', delayMs: TEST_TIMEOUT_MS * 2 },
  '5xx': { kind: 'status', status: 503 },
  '429': { kind: 'tooMany', retryAfterSeconds: 1 },
  malformed: { kind: 'malformed' },
}
type Fault = keyof typeof faults

/** The error key of a failed RPC, or the message key of a checkout answered with one. */
const keyOf = (answer: RpcAnswer) =>
  (answer.body['error'] as { key?: string } | undefined)?.key ??
  (answer.body['message'] as { key?: string } | null | undefined)?.key

/** One RPC under test: the service prefix its main call crosses and the key each fault gives. */
interface Case {
  readonly rpc: string
  readonly prefix: string
  readonly input: () => unknown
  readonly keys: Record<Fault, string>
}

const noAnswer = (key: string) => ({ down: key, slow: key })
const generic = { '5xx': 'errors.internal_server_error', '429': 'errors.unknown_error_occurred' }
const cases: Case[] = [
  {
    rpc: 'searchPage',
    prefix: '/services/search/',
    input: () => ({ q: 'kulventil' }),
    keys: {
      ...noAnswer('errors.unknown_error_occurred'),
      ...generic,
      malformed: 'errors.unknown_error_occurred',
    },
  },
  {
    rpc: 'productPage',
    prefix: '/services/product/',
    input: () => ({ slug: article.variantSlug }),
    keys: {
      ...noAnswer('errors.unknown_error_occurred'),
      ...generic,
      malformed: 'errors.unknown_error_occurred',
    },
  },
  {
    // The cart is read through the graph layer (shop-core §7), which lives on the product base.
    rpc: 'cart',
    prefix: '/services/product/',
    input: () => ({}),
    keys: {
      ...noAnswer('errors.unknown_error_occurred'),
      ...generic,
      malformed: 'errors.unknown_error_occurred',
    },
  },
  {
    // "Cart add fails" is errors.cart_add_product; no answer at all is the cart service's own key.
    rpc: 'addToCart',
    prefix: '/services/cart/',
    input: () => ({ deliveryId: 'DBI', lines: [{ articleNumber: article.articleNumber, quantity: 1 }] }),
    keys: {
      ...noAnswer('errors.cart_service_not_available'),
      '5xx': 'errors.cart_add_product',
      '429': 'errors.cart_add_product',
      malformed: 'errors.cart_add_product',
    },
  },
  {
    rpc: 'orderHistory',
    prefix: '/services/order/',
    input: () => ({}),
    keys: {
      ...noAnswer('errors.order_service_not_available'),
      ...generic,
      malformed: 'errors.unknown_error_occurred',
    },
  },
  {
    // A checkout failure is errors.invalid_order whatever the cause (shop-core §8).
    rpc: 'placeOrder',
    prefix: '/services/cart/',
    input: () => ({ orderDetails: {}, sendOrderReceipt: false }),
    keys: {
      down: 'errors.invalid_order',
      slow: 'errors.invalid_order',
      '5xx': 'errors.invalid_order',
      '429': 'errors.invalid_order',
      malformed: 'errors.invalid_order',
    },
  },
]

/** The lines of the buyer's cart, read with no fault set. */
async function cartLines(): Promise<number> {
  const answer = await buyer.rpc('cart', {})
  expect(answer.status).toBe(200)
  return answer.body['lineCount'] as number
}

/** How many orders the buyer's context has. */
async function orderCount(): Promise<number> {
  const answer = await buyer.rpc('orderHistory', {})
  expect(answer.status).toBe(200)
  return answer.body['total'] as number
}

/** Runs `input` of `rpc` with `mode` set on `prefix`; answers the RPC's answer and the attempts seen. */
async function underFault(prefix: string, mode: FaultMode, rpc: string, input: unknown) {
  world.proxy.set(prefix, mode)
  world.proxy.clearLog()
  const answer = await buyer.rpc(rpc, input)
  const attempts = world.proxy.log().filter((r) => r.path.startsWith(prefix) && r.mode !== 'pass')
  await world.proxy.recover()
  return { answer, attempts }
}

describe.each(Object.keys(faults) as Fault[])('commerce services %s', (fault) => {
  it.each(cases)(
    '$rpc answers the spec key, is tried once, and works again after',
    async (c) => {
      const linesBefore = await cartLines()
      const ordersBefore = await orderCount()
      if (c.rpc === 'placeOrder') {
        const added = await buyer.rpc('addToCart', cases[3]!.input())
        expect(added.status).toBe(200)
      }
      const { answer, attempts } = await underFault(c.prefix, faults[fault]!, c.rpc, c.input())
      expect(keyOf(answer)).toBe(c.keys[fault])
      // Never a crash page: a failed RPC answers its key with a status, a checkout its message.
      expect(answer.status).not.toBe(500)
      // No commerce call is retried (the spec retries content only): one attempt at the faulted base.
      expect(attempts.map((a) => a.method)).toHaveLength(1)
      // Nothing half-written: the refused write left the cart and the orders as they were.
      if (c.rpc === 'addToCart') expect(await cartLines()).toBe(linesBefore)
      if (c.rpc === 'placeOrder') expect(await orderCount()).toBe(ordersBefore)
      // Recovery without a restart, on the same session.
      const again = await buyer.rpc(c.rpc, c.input())
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(keyOf(again)).toBeUndefined()
      if (c.rpc === 'placeOrder') expect(await orderCount()).toBeGreaterThan(ordersBefore)
    },
    30_000,
  )
})

describe('a write that lands but whose answer comes too late', () => {
  it('adds the line once: the shop says the cart service did not answer and never sends it again', async () => {
    const before = await cartLines()
    const { answer, attempts } = await underFault(
      '/services/cart/',
      { kind: 'late', delayMs: TEST_TIMEOUT_MS * 2 },
      'addToCart',
      cases[3]!.input(),
    )
    expect(keyOf(answer)).toBe('errors.cart_service_not_available')
    expect(attempts).toHaveLength(1)
    // The service did the write the shop gave up on: the next read shows it, exactly once.
    await new Promise((resolve) => setTimeout(resolve, TEST_TIMEOUT_MS * 2))
    expect(await cartLines()).toBe(before === 0 ? 1 : before)
  }, 30_000)

  it('places the order once: errors.invalid_order, one checkout request, one order', async () => {
    const ordersBefore = await orderCount()
    expect((await buyer.rpc('addToCart', cases[3]!.input())).status).toBe(200)
    const { answer, attempts } = await underFault(
      '/services/cart/',
      { kind: 'late', delayMs: TEST_TIMEOUT_MS * 2 },
      'placeOrder',
      { orderDetails: {}, sendOrderReceipt: false },
    )
    expect(keyOf(answer)).toBe('errors.invalid_order')
    expect(attempts.filter((a) => a.path.endsWith('/checkout'))).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, TEST_TIMEOUT_MS * 2))
    expect(await orderCount()).toBe(ordersBefore + 1)
  }, 30_000)
})

describe('the services refusing connections', () => {
  it('answers the no-response keys, then serves the same session again once the port is back', async () => {
    await world.proxy.refuse()
    try {
      // Adding reads the user first (user service): no answer there is the generic key, 503.
      const add = await buyer.rpc('addToCart', cases[3]!.input())
      expect([add.status, keyOf(add)]).toEqual([503, 'errors.unknown_error_occurred'])
      expect(keyOf(await buyer.rpc('orderHistory', {}))).toBe('errors.order_service_not_available')
      const login = await world.browser().rpc('login', { logonId: 'bertil.holm', logonPassword: 'x' })
      expect(keyOf(login)).toBe('errors.auth_service_not_available')
    } finally {
      await world.proxy.recover()
    }
    expect((await buyer.rpc('addToCart', cases[3]!.input())).status).toBe(200)
    expect((await buyer.rpc('orderHistory', {})).status).toBe(200)
  }, 30_000)
})

describe('the content service failing', () => {
  const content = '/services/content/'
  it.each(['down', '5xx', '429', 'slow'] as const)(
    '%s: the content page tried five times (once when no answer came in time), catalogue, cart and checkout served, recovered after',
    async (fault) => {
      world.proxy.set(content, faults[fault]!)
      world.proxy.clearLog()
      try {
        const page = await buyer.rpc('contentPage', { slug: 'om-oss' })
        // A service failing is 502, one throttling 429, one down or slow unavailable, 503.
        expect(page.status).toBe(fault === '5xx' ? 502 : fault === '429' ? 429 : 503)
        expect(keyOf(page)).toBe(
          fault === '5xx' ? 'errors.internal_server_error' : 'errors.unknown_error_occurred',
        )
        // Content §9 retries 5xx, 429 and connection errors; an answer not given in time is not asked for again.
        expect(world.proxy.count('POST', content)).toBe(fault === 'slow' ? 1 : 5)
        for (const [rpc, input] of [
          ['searchPage', { q: 'kulventil' }],
          ['productPage', { slug: article.variantSlug }],
          ['cart', {}],
          ['checkoutPage', {}],
        ] as const)
          expect((await buyer.rpc(rpc, input)).status, rpc).toBe(200)
      } finally {
        await world.proxy.recover()
      }
      // A service that answered nothing in time is not asked again before its cool-off ends
      // (adapters/content/breaker.ts); one that failed fast is asked at once.
      if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, COOL_OFF_MS))
      const again = await buyer.rpc('contentPage', { slug: 'om-oss' })
      expect(again.status).toBe(200)
      expect(again.body['kind']).toBe('page')
    },
    60_000,
  )

  it('malformed JSON: not a connection error, so tried once', async () => {
    world.proxy.set(content, faults.malformed!)
    world.proxy.clearLog()
    const page = await buyer.rpc('contentPage', { slug: 'om-oss' })
    await world.proxy.recover()
    expect(keyOf(page)).toBe('errors.unknown_error_occurred')
    expect(world.proxy.count('POST', content)).toBe(1)
    expect((await buyer.rpc('contentPage', { slug: 'om-oss' })).status).toBe(200)
  }, 30_000)
})
