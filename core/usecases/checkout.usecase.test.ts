import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { CheckoutOrder } from '../domain/checkout'
import { money } from '../domain/money'
import { TRACKING_ID_KEY } from '../domain/tracking'
import { CartPort } from '../ports/cart.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { SearchPort } from '../ports/search.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { Tracker } from '../ports/tracker.port'
import { placeOrder, type CheckoutResult } from './checkout.usecase'
import { fakeLayer, memoryStore } from './fakes.test-support'

const order = (deliveryId: string, success: boolean, items = 1): CheckoutOrder => ({
  tempOrderId: `T-${deliveryId}`,
  deliveryId,
  success,
  orderItems: Array.from({ length: items }, (_, n) => ({
    articleNumber: `100000${n}`,
    name: `Artikel ${n}`,
    quantity: 2,
    price: { articleNumber: `100000${n}`, netPrice: money('12.50') },
  })),
})
const TRACKING_ID = 'abcdefghijklmnopqrstu'

function run(
  answer: Effect.Effect<readonly CheckoutOrder[], ServiceCallFailed>,
  options: { trackingId?: string; createEvents?: SearchPort['Service']['createEvents'] } = {},
) {
  const tracked: unknown[] = []
  const behaviour: unknown[] = []
  const calls: unknown[] = []
  const layer = Layer.mergeAll(
    fakeLayer(CartPort, {
      checkout: (cartId, details, receipt) =>
        Effect.suspend(() => (calls.push([cartId, details, receipt]), answer)),
    }),
    fakeLayer(Tracker, { track: (event) => Effect.sync(() => void tracked.push(event)) }),
    fakeLayer(SearchPort, {
      createEvents:
        options.createEvents ??
        ((events, trackingId) => Effect.sync(() => void behaviour.push({ events, trackingId }))),
    }),
    Layer.succeed(
      KeyValueStore,
      memoryStore(options.trackingId ? { [TRACKING_ID_KEY]: options.trackingId } : {}),
    ),
  )
  const exit = Effect.runSyncExit(
    placeOrder('CART1', { DBI: { warehouseId: '9000' } }).pipe(Effect.provide(layer)),
  )
  if (!Exit.isSuccess(exit)) throw new Error(String(exit.cause))
  return { result: exit.value as CheckoutResult, tracked, behaviour, calls }
}

describe('placing an order', () => {
  it('carries each delivery’s address, notes and store to the service, and the order numbers back', () => {
    const details = {
      DBI: { addressId: 'A1', reference: 'Kv. Linden', contactName: 'Anna', contactPhone: '070' },
      EXH: { storeId: '1001', message: 'Hämtas före lunch' },
    }
    const calls: unknown[] = []
    const layer = Layer.mergeAll(
      fakeLayer(CartPort, {
        checkout: (cartId, sent, receipt) =>
          Effect.sync(() => {
            calls.push([cartId, sent, receipt])
            return [{ ...order('DBI', true), orderId: 'o-1', orderNumber: '4100001' }]
          }),
      }),
      fakeLayer(Tracker, { track: () => Effect.void }),
      fakeLayer(SearchPort, { createEvents: () => Effect.void }),
      Layer.succeed(KeyValueStore, memoryStore({})),
    )
    const result = Effect.runSync(
      placeOrder('CART1', details, { sendOrderReceipt: false }).pipe(Effect.provide(layer)),
    )
    expect(calls).toEqual([['CART1', details, false]])
    expect(result.goTo === 'checkout-success-page' && result.orders[0]).toMatchObject({
      orderId: 'o-1',
      orderNumber: '4100001',
      deliveryName: 'Utkörning',
    })
  })

  it('sends the order details with a receipt by default', () => {
    const { calls } = run(Effect.succeed([order('DBI', true)]))
    expect(calls).toEqual([['CART1', { DBI: { warehouseId: '9000' } }, true]])
  })

  it('all deliveries placed: success page, named orders, one purchase per order with items', () => {
    const { result, tracked, behaviour } = run(Effect.succeed([order('DBI', true), order('EXH', true, 0)]), {
      trackingId: TRACKING_ID,
    })
    expect(result).toMatchObject({ goTo: 'checkout-success-page', refreshCart: true })
    expect(result).not.toHaveProperty('message')
    expect(result.goTo === 'checkout-success-page' && result.orders.map((o) => o.deliveryName)).toEqual([
      'Utkörning',
      'Leverans till butik',
    ])
    expect(tracked).toEqual([
      expect.objectContaining({
        event: 'purchase',
        ecommerce: expect.objectContaining({ transaction_id: 'T-DBI', value: 25 }),
      }),
    ])
    expect(behaviour).toEqual([
      {
        trackingId: TRACKING_ID,
        events: [
          { type: 'purchase', entity: { type: 'Variant', id: '1000000' }, quantity: 2, orderId: 'T-DBI' },
        ],
      },
    ])
  })

  it('some placed: success page with errors.invalid_partial_order naming the failed deliveries', () => {
    const { result, tracked } = run(
      Effect.succeed([order('DBI', true), order('EXH', false), order('24-12', false)]),
    )
    expect(result).toMatchObject({
      goTo: 'checkout-success-page',
      message: {
        key: 'errors.invalid_partial_order',
        values: { deliveries: 'Leverans till butik, Express 24-12' },
      },
    })
    expect(result.goTo === 'checkout-success-page' && result.orders.map((o) => o.deliveryId)).toEqual(['DBI'])
    expect(tracked).toHaveLength(1)
  })

  it('none placed: back to the index with errors.invalid_order, state cleared, nothing tracked', () => {
    const { result, tracked } = run(Effect.succeed([order('DBI', false)]))
    expect(result).toEqual({
      goTo: 'index',
      message: { key: 'errors.invalid_order' },
      refreshCart: true,
      clearState: true,
    })
    expect(tracked).toEqual([])
  })

  it('the call failing: back to the index with errors.invalid_order', () => {
    const failure = new ServiceCallFailed({
      service: 'cart',
      operation: 'checkout',
      failure: { kind: 'http', status: 500 },
      detail: '500',
    })
    expect(run(Effect.fail(failure)).result).toMatchObject({
      goTo: 'index',
      message: { key: 'errors.invalid_order' },
    })
  })

  it('without a tracking id no behaviour events go out; a failing event call never fails the checkout', () => {
    expect(run(Effect.succeed([order('DBI', true)])).behaviour).toEqual([])
    const failing = run(Effect.succeed([order('DBI', true)]), {
      trackingId: TRACKING_ID,
      createEvents: () =>
        Effect.fail(
          new ServiceCallFailed({
            service: 'search',
            operation: 'createEvents',
            failure: { kind: 'decode' },
            detail: 'x',
          }),
        ),
    })
    expect(failing.result.goTo).toBe('checkout-success-page')
  })
})
