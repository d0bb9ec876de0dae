import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Cart, CartItem } from '../domain/cart'
import { money } from '../domain/money'
import type { Variant } from '../domain/variant'
import { Clock } from '../ports/clock.port'
import { CommerceGraphPort, type CartQuery, type VariantsQuery } from '../ports/commerce-graph.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { LocationsPort } from '../ports/locations.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { UsersPort } from '../ports/users.port'
import type { User } from '../domain/user'
import { cartOverview, type ChosenStores } from './cart-overview.usecase'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import { SESSION_KEY } from './session.usecase'

const variant = (articleNumber: string, changes: Partial<Variant> = {}): Variant => ({
  articleNumber,
  name: `Artikel ${articleNumber}`,
  variantSlug: `artikel-${articleNumber}`,
  webSalesUnit: { unit: 'ST' },
  ...changes,
})

const item = (cartItemId: string, deliveryId: string, articleNumber: string, quantity: number, v?: Variant) =>
  ({
    cartId: 'K1',
    cartItemId,
    articleNumber,
    quantity,
    deliveryId,
    ...(v ? { variant: v, price: v.price, stock: v.stock } : {}),
  }) satisfies CartItem

const priced = (amount: string) => ({ articleNumber: 'x', netPrice: money(amount) })

const cart: Cart = {
  cartId: 'K1',
  deliveryIdsInOrder: ['EXB', 'DBI', 'VIRTUAL'],
  deliveries: [
    { deliveryId: 'EXB', isIncludedInOrder: true },
    { deliveryId: 'DBI', isIncludedInOrder: true, requestedDeliveryDate: '2026-11-26' },
    { deliveryId: 'VIRTUAL', isIncludedInOrder: false },
  ],
  cartItems: [
    // Express from the store: the store has 2, the buyer wants 5.
    item(
      'L1',
      'EXB',
      '1000001',
      5,
      variant('1000001', {
        price: priced('10'),
        stock: {
          articleNumber: '1000001',
          locations: [
            { locationId: '1002', quantity: 2 },
            { locationId: '9000', quantity: 40 },
          ],
        },
      }),
    ),
    // Discontinued with too little stock: the replacement is offered.
    item(
      'L2',
      'DBI',
      '1000002',
      8,
      variant('1000002', {
        discontinued: true,
        replacementArticleNumber: '1000009',
        price: priced('20'),
        stock: { articleNumber: '1000002', locations: [{ locationId: '9000', quantity: 3 }] },
      }),
    ),
    item('L3', 'DBI', '1000003', 2, variant('1000003', { price: priced('5') })),
    // Gone from the catalogue, in a delivery left out of this order.
    item('L4', 'VIRTUAL', '1000004', 1),
  ],
}

const session = (changes: Record<string, string> = {}) =>
  JSON.stringify({ sessionId: 'S', userId: 'U1', accessToken: 'a', refreshToken: 'r', ...changes })

function overview(user: User, chosen: ChosenStores = {}, theCart: Cart = cart) {
  const cartQueries: CartQuery[] = []
  const variantQueries: VariantsQuery[] = []
  const layer = Layer.mergeAll(
    fakeLayer(UsersPort, { getUser: () => Effect.succeed(user) }),
    fakeLayer(CommerceGraphPort, {
      getCart: (query) => Effect.sync(() => (cartQueries.push(query), theCart)),
      getVariants: (query) =>
        Effect.sync(() => {
          variantQueries.push(query)
          return query.articleNumbers.map((n) => variant(n, { name: 'Ersättaren' }))
        }),
    }),
    fakeLayer(LocationsPort, {
      list: () =>
        Effect.succeed([
          { id: '1001', name: 'Lund' },
          { id: '1002', name: 'Malmö' },
        ] as never),
    }),
    Layer.succeed(KeyValueStore, memoryStore({ [SESSION_KEY]: session({ currentCustomerId: 'C100' }) })),
    Layer.succeed(Clock, { now: () => new Date('2026-11-24T09:00:00Z') }),
    Layer.succeed(ShopSettings, { brand: 'dahl', cutoffHour: 15 }),
  )
  const exit = Effect.runSyncExit(cartOverview(chosen).pipe(Effect.provide(layer)))
  if (!Exit.isSuccess(exit)) throw new Error(String(exit.cause))
  return { view: exit.value, cartQueries, variantQueries }
}

const buyer = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }], {
  preferredStore: '1001',
})

describe('cartOverview', () => {
  it('groups the lines by delivery in the cart’s order, with the store and subtotals', () => {
    const { view } = overview(buyer, { EXB: '1002' })
    expect(view.deliveries.map((d) => [d.deliveryId, d.name, d.lines.map((l) => l.cartItemId)])).toEqual([
      ['EXB', 'Expressleverans till butik', ['L1']],
      ['DBI', 'Utkörning', ['L2', 'L3']],
      ['VIRTUAL', 'VIRTUAL', ['L4']],
    ])
    expect(view.deliveries[0]!.store).toEqual({ id: '1002', name: 'Malmö' })
    expect(view.deliveries[1]!.store).toBeUndefined()
    expect(view.deliveries[1]!.requestedDeliveryDate).toBe('2026-11-26')
    expect(view.deliveries[0]!.subtotal).toBe(money('50'))
    expect(view.deliveries[1]!.subtotal).toBe(money('170'))
    // The delivery left out of the order counts nothing; it has no priced line anyway.
    expect(view.total).toBe(money('220'))
    expect(view.lineCount).toBe(4)
  })

  it('says what each line needs and what the cart as a whole needs', () => {
    const { view } = overview(buyer, { EXB: '1002' })
    const [exb, dbi, virtual] = view.deliveries
    expect(exb!.lines[0]!.requirements).toEqual([
      { kind: 'quantityTooHigh', code: 'update_quantity', available: 2, replacement: undefined },
    ])
    expect(dbi!.lines[0]!.requirements).toEqual([
      {
        kind: 'needsReplacement',
        code: 'not_confirmed',
        available: undefined,
        replacement: { articleNumber: '1000009', name: 'Ersättaren', variantSlug: 'artikel-1000009' },
      },
    ])
    expect(dbi!.lines[1]!.requirements).toEqual([])
    expect(virtual!.lines[0]!.card).toBeUndefined()
    expect(virtual!.lines[0]!.requirements.map((r) => r.kind)).toEqual(['variantMissing'])
    expect(view.needsAction).toBe(true)
    // The VIRTUAL delivery is not in this order, so its line is not counted.
    expect(view.issues).toEqual({ update_quantity: 1, not_confirmed: 1 })
  })

  it('reads stock where the deliveries go from: the chosen store, else the user’s', () => {
    expect(overview(buyer, { EXB: '1002' }).cartQueries[0]!.stockInput.locationIds).toEqual([
      '1001',
      '1002',
      '9000',
    ])
    const { view, cartQueries } = overview(buyer)
    expect(cartQueries[0]!.stockInput.locationIds).toEqual(['1001', '9000'])
    expect(view.deliveries[0]!.store).toEqual({ id: '1001', name: 'Lund' })
    // Lund has none of 1000001 on the shelf.
    // … so the line is offered a move home, the first method on offer that is no store's.
    expect(view.deliveries[0]!.lines[0]!.requirements[0]).toMatchObject({ available: 0, moveTo: 'DBI' })
    expect(cartQueries[0]).toMatchObject({ customerId: 'C100' })
  })

  it('makes the same calls whatever the number of lines: one cart, one call for all replacements', () => {
    const { variantQueries, cartQueries } = overview(buyer)
    expect(cartQueries).toHaveLength(1)
    expect(variantQueries).toEqual([
      expect.objectContaining({ articleNumbers: ['1000009'], skipPrice: true, skipStock: true }),
    ])
  })

  it('tells whether the user may order, and which methods lines may go to', () => {
    const denied = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: ['EJ_ORDER'] }])
    expect(overview(denied).view.mayOrder).toBe(false)
    expect(overview(buyer).view.mayOrder).toBe(true)
    const limited = aUser('U1', [
      { role: 'USER', customerId: 'C100', permissionDenies: ['EJ_ALLA_LEVERANSSATT'] },
    ])
    const { view } = overview(limited)
    expect(view.methods.map((m) => m.code)).not.toContain('EXB')
    // A delivery whose method the user may not use now is unavailable.
    expect(view.deliveries.find((d) => d.deliveryId === 'EXB')!.available).toBe(false)
    expect(view.issues.activate_delivery).toBe(1)
  })

  it('names the lines of this order a punch-out hand-back cannot send, as the hand-back would', () => {
    // The fixture's unpriced line is in a delivery left out of this order: nothing stops a hand-back.
    expect(overview(buyer).view.handBackBlockers).toEqual([])
    const onRequest = variant('1000405', {
      price: { ...priced('0'), articleNumber: '1000405', askForPrice: true },
    })
    const withOnRequest: Cart = {
      ...cart,
      cartItems: [...cart.cartItems, item('L5', 'DBI', '1000405', 3, onRequest)],
    }
    expect(overview(buyer, {}, withOnRequest).view.handBackBlockers).toEqual([
      {
        cartItemId: 'L5',
        articleNumber: '1000405',
        name: 'Artikel 1000405',
        deliveryId: 'DBI',
        reason: 'onRequest',
      },
    ])
  })
})
