import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Cart, CartItem } from '../domain/cart'
import type { User } from '../domain/user'
import type { Variant } from '../domain/variant'
import { AddressesPort } from '../ports/addresses.port'
import { CatalogPort } from '../ports/catalog.port'
import { Clock } from '../ports/clock.port'
import { CommerceGraphPort, type CartQuery } from '../ports/commerce-graph.port'
import { CustomersPort } from '../ports/customers.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { LocationsPort } from '../ports/locations.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { UsersPort } from '../ports/users.port'
import { checkoutPage, checkoutView } from './checkout-page.usecase'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { aStore, aUser } from './fixtures.test-support'
import { SESSION_KEY } from './session.usecase'

const variant = (articleNumber: string, changes: Partial<Variant> = {}): Variant => ({
  articleNumber,
  name: `Artikel ${articleNumber}`,
  variantSlug: `artikel-${articleNumber}`,
  webSalesUnit: { unit: 'ST' },
  ...changes,
})

const item = (cartItemId: string, deliveryId: string, v: Variant | undefined, quantity = 2): CartItem => ({
  cartId: 'K1',
  cartItemId,
  articleNumber: v?.articleNumber ?? '1000999',
  quantity,
  deliveryId,
  ...(v ? { variant: v, stock: v.stock } : {}),
})

const cartOf = (items: CartItem[], leftOut: string[] = []): Cart => ({
  cartId: 'K1',
  deliveryIdsInOrder: [...new Set(items.map((line) => line.deliveryId))],
  deliveries: [...new Set(items.map((line) => line.deliveryId))].map((deliveryId) => ({
    deliveryId,
    isIncludedInOrder: !leftOut.includes(deliveryId),
  })),
  cartItems: items,
})

const buyer = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }], {
  preferredStore: '1001',
})

function page(cart: Cart, user: User = buyer) {
  const cartQueries: CartQuery[] = []
  const layer = Layer.mergeAll(
    fakeLayer(UsersPort, { getUser: () => Effect.succeed(user) }),
    fakeLayer(CommerceGraphPort, { getCart: (query) => Effect.sync(() => (cartQueries.push(query), cart)) }),
    fakeLayer(LocationsPort, { list: () => Effect.succeed([{ id: '1001', name: 'Lund' }] as never) }),
    fakeLayer(CatalogPort, {
      stock: () => Effect.succeed({ stock: [] } as never),
    }),
    fakeLayer(AddressesPort, { list: () => Effect.succeed([]) }),
    fakeLayer(CustomersPort, { deliveryDates: () => Effect.succeed(undefined as never) }),
    Layer.succeed(
      KeyValueStore,
      memoryStore({
        [SESSION_KEY]: JSON.stringify({
          sessionId: 'S',
          userId: 'U1',
          accessToken: 'a',
          refreshToken: 'r',
          currentCustomerId: 'C100',
        }),
      }),
    ),
    Layer.succeed(Clock, { now: () => new Date('2026-11-24T09:00:00Z') }),
    Layer.succeed(ShopSettings, { brand: 'dahl', cutoffHour: 15 }),
  )
  const exit = Effect.runSyncExit(checkoutPage.pipe(Effect.provide(layer)))
  if (!Exit.isSuccess(exit)) throw new Error(String(exit.cause))
  return { view: exit.value, cartQueries }
}

describe('checkoutView', () => {
  it('writes each pickup store’s address on one line with its postcode as "NNN NN"', () => {
    const { view } = page(cartOf([item('L1', 'EXH', variant('1000001'))]))
    expect(checkoutView({ ...view, stores: [aStore('1001')] }).stores[0]?.address).toBe(
      'Gatan 1, 111 22 Stockholm',
    )
  })
})

describe('checkoutPage', () => {
  it('a cart of plain lines needs nothing; the buyer may order', () => {
    const { view } = page(cartOf([item('L1', 'DBI', variant('1000001'))]))
    expect(view.needsAction).toBe(false)
    expect(view.canOrder).toBe(true)
  })

  it('a line gone from the catalogue or a method the user may not use sends the buyer back to the cart', () => {
    expect(page(cartOf([item('L1', 'DBI', undefined)])).view.needsAction).toBe(true)
    const limited = aUser('U1', [
      { role: 'USER', customerId: 'C100', permissionDenies: ['EJ_ALLA_LEVERANSSATT'] },
    ])
    expect(page(cartOf([item('L1', 'EXB', variant('1000001'))]), limited).view.needsAction).toBe(true)
  })

  it('a delivery left out of this order does not count', () => {
    const { view } = page(
      cartOf([item('L1', 'DBI', variant('1000001')), item('L2', 'EXH', undefined)], ['EXH']),
    )
    expect(view.needsAction).toBe(false)
  })

  it('leaves the store stock of store deliveries to the delivery page, where the store is chosen', () => {
    // Express from the store with nothing on the user's store's shelf: the cart page would flag it for
    // that store, but the buyer picks the store on the delivery page.
    const shelfEmpty = variant('1000001', {
      stock: { articleNumber: '1000001', locations: [{ locationId: '1001', quantity: 0 }] },
    })
    const { view, cartQueries } = page(cartOf([item('L1', 'EXB', shelfEmpty, 5)]))
    expect(view.needsAction).toBe(false)
    // Stock is read where the cart page reads it: the user's store and the central warehouse.
    expect(cartQueries[0]!.stockInput.locationIds).toEqual(['1001', '9000'])
  })

  it('a discontinued article without the stock for the line must be replaced first', () => {
    const discontinued = variant('1000002', {
      discontinued: true,
      replacementArticleNumber: '1000009',
      stock: { articleNumber: '1000002', locations: [{ locationId: '9000', quantity: 1 }] },
    })
    expect(page(cartOf([item('L1', 'DBI', discontinued, 4)])).view.needsAction).toBe(true)
  })

  it('a user denied ordering (EJ_ORDER) is told so', () => {
    const denied = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: ['EJ_ORDER'] }])
    expect(page(cartOf([item('L1', 'DBI', variant('1000001'))]), denied).view.canOrder).toBe(false)
  })
})
