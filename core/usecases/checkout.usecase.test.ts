import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Cart, CartItem } from '../domain/cart'
import type { CheckoutOrder } from '../domain/checkout'
import { deliverySchedule } from '../domain/delivery-schedule'
import { money } from '../domain/money'
import { PIECE_UNIT } from '../domain/product-card'
import type { Variant } from '../domain/variant'
import { CartPort } from '../ports/cart.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { checkOutCart, placeOrder, type CheckoutResult } from './checkout.usecase'
import { buyerLayer, fakeLayer } from './fakes.test-support'

const order = (
  deliveryId: string,
  success: boolean,
  items = 1,
  refusals: CheckoutOrder['refusals'] = success ? [] : [{ reason: 'unknown' }],
): CheckoutOrder => ({
  tempOrderId: `T-${deliveryId}`,
  deliveryId,
  success,
  refusals,
  orderItems: Array.from({ length: items }, (_, n) => ({
    articleNumber: `100000${n}`,
    name: `Artikel ${n}`,
    quantity: 2,
    price: { articleNumber: `100000${n}`, netPrice: money('12.50') },
  })),
})

function run(answer: Effect.Effect<readonly CheckoutOrder[], ServiceCallFailed>) {
  const calls: unknown[] = []
  const layer = fakeLayer(CartPort, {
    checkout: (cartId, details, receipt) =>
      Effect.suspend(() => (calls.push([cartId, details, receipt]), answer)),
  })
  const exit = Effect.runSyncExit(
    placeOrder('CART1', { DBI: { warehouseId: '9000' } }).pipe(Effect.provide(layer)),
  )
  if (!Exit.isSuccess(exit)) throw new Error(String(exit.cause))
  return { result: exit.value as CheckoutResult, calls }
}

describe('placing an order', () => {
  it('carries each delivery’s address, notes and store to the service, and the order numbers back', () => {
    const details = {
      DBI: { addressId: 'A1', reference: 'Kv. Linden', contactName: 'Anna', contactPhone: '070' },
      EXH: { storeId: '1001', message: 'Hämtas före lunch' },
    }
    const calls: unknown[] = []
    const layer = fakeLayer(CartPort, {
      checkout: (cartId, sent, receipt) =>
        Effect.sync(() => {
          calls.push([cartId, sent, receipt])
          return [{ ...order('DBI', true), orderId: 'o-1', orderNumber: '4100001' }]
        }),
    })
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

  it('all deliveries placed: the success page with the orders named by their deliveries', () => {
    const { result } = run(Effect.succeed([order('DBI', true), order('EXH', true, 0)]))
    expect(result).toMatchObject({ goTo: 'checkout-success-page', refreshCart: true })
    expect(result).not.toHaveProperty('message')
    expect(result.goTo === 'checkout-success-page' && result.orders.map((o) => o.deliveryName)).toEqual([
      'Utkörning',
      'Leverans till butik',
    ])
  })

  it('some placed: success page with errors.invalid_partial_order naming the failed deliveries', () => {
    const { result } = run(Effect.succeed([order('DBI', true), order('EXH', false), order('24-12', false)]))
    expect(result).toMatchObject({
      goTo: 'checkout-success-page',
      message: {
        key: 'errors.invalid_partial_order',
        values: { deliveries: 'Leverans till butik, Express 24-12' },
      },
    })
    expect(result.goTo === 'checkout-success-page' && result.orders.map((o) => o.deliveryId)).toEqual(['DBI'])
  })

  it('each refused delivery says why, an article’s reason naming the article', () => {
    const { result } = run(
      Effect.succeed([
        order('DBI', true),
        order('XXX', false, 1, [{ reason: 'creditLimit' }]),
        order('EXH', false, 2, [{ reason: 'stock', articleNumber: '1000348' }, { reason: 'deliveryDate' }]),
      ]),
    )
    expect(result.refused).toEqual([
      {
        deliveryId: 'XXX',
        deliveryName: 'Expressutkörning',
        refusals: [{ reason: 'creditLimit' }],
        reasons: [{ key: 'checkout.refused.credit_limit' }],
        articleNumbers: [],
      },
      {
        deliveryId: 'EXH',
        deliveryName: 'Leverans till butik',
        refusals: [{ reason: 'stock', articleNumber: '1000348' }, { reason: 'deliveryDate' }],
        reasons: [
          { key: 'checkout.refused.stock', values: { article: '1000348' } },
          { key: 'checkout.refused.delivery_date' },
        ],
        articleNumbers: ['1000348'],
      },
    ])
  })

  it('none placed: back to the index with errors.invalid_order, state cleared, and why', () => {
    const { result } = run(Effect.succeed([order('DBI', false, 1, [{ reason: 'creditLimit' }])]))
    expect(result).toEqual({
      goTo: 'index',
      message: { key: 'errors.invalid_order' },
      refused: [
        {
          deliveryId: 'DBI',
          deliveryName: 'Utkörning',
          refusals: [{ reason: 'creditLimit' }],
          reasons: [{ key: 'checkout.refused.credit_limit' }],
          articleNumbers: [],
        },
      ],
      refreshCart: true,
      clearState: true,
    })
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
})

describe('checking out the acting cart', () => {
  const line = (articleNumber: string, deliveryId: string, unit?: string): CartItem => ({
    cartId: 'CART1',
    cartItemId: `L-${articleNumber}`,
    articleNumber,
    quantity: 2,
    deliveryId,
    ...(unit ? { variant: { webSalesUnit: { unit } } as unknown as Variant } : {}),
  })
  const cart: Cart = {
    cartId: 'CART1',
    deliveryIdsInOrder: ['DBI', 'EXH'],
    deliveries: [
      { deliveryId: 'DBI', isIncludedInOrder: true, requestedDeliveryDate: '2026-12-01' },
      { deliveryId: 'EXH', isIncludedInOrder: true },
    ],
    cartItems: [line('1000000', 'DBI', 'M'), line('2000000', 'EXH')],
  }
  const user = { userId: 'U1', username: 'anna.berg', roles: ['USER'], customers: [] } as never

  function checkOut(orders: readonly CheckoutOrder[]) {
    const layer = Layer.mergeAll(
      buyerLayer(user),
      fakeLayer(CommerceGraphPort, { getCart: () => Effect.succeed(cart) }),
      fakeLayer(CartPort, { checkout: () => Effect.succeed(orders) }),
    )
    return Effect.runSync(checkOutCart({ DBI: {}, EXH: { storeId: '1001' } }).pipe(Effect.provide(layer)))
  }

  it('answers each order with its lines in the cart’s units, its sums and the day asked for', () => {
    const placed = { ...order('DBI', true), orderNumber: '4100001' }
    const store = { ...order('EXH', true), orderItems: [{ articleNumber: '2000000', quantity: 3 }] }
    const result = checkOut([placed, store])
    expect(result.goTo).toBe('checkout-success-page')
    const [home, pickUp] = result.orders
    expect(home).toMatchObject({
      orderNumber: '4100001',
      deliveryName: 'Utkörning',
      requestedDeliveryDate: '2026-12-01',
      lines: [{ articleNumber: '1000000', name: 'Artikel 0', quantity: 2, unit: 'M', amount: money('25') }],
    })
    expect(home?.totals).toBeDefined()
    // No day asked for: the earliest day; no unit in the cart: a piece; no price: no amount, no sums.
    const { earliestDeliveryDate } = deliverySchedule(new Date('2026-11-24T09:00:00Z'), {
      brand: 'dahl',
      cutoffHour: 15,
      days: 1,
    })
    expect(pickUp).toMatchObject({
      requestedDeliveryDate: earliestDeliveryDate,
      lines: [{ articleNumber: '2000000', name: '2000000', quantity: 3, unit: PIECE_UNIT }],
    })
    expect(pickUp?.lines[0]).not.toHaveProperty('amount')
    expect(pickUp).not.toHaveProperty('totals')
  })

  it('answers no orders when none was placed, with the deliveries refused', () => {
    const result = checkOut([order('DBI', false, 1, [{ reason: 'stock', articleNumber: '1000000' }])])
    expect(result).toEqual({
      goTo: 'index',
      message: { key: 'errors.invalid_order' },
      orders: [],
      refused: [expect.objectContaining({ deliveryId: 'DBI', articleNumbers: ['1000000'] })],
    })
  })
})
