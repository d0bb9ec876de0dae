import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { CART_LINES_MAX, type Cart } from '../domain/cart'
import type { FailureCause } from '../domain/messages'
import { money } from '../domain/money'
import { formatQuantity } from '../domain/quantity'
import { CartPort } from '../ports/cart.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import type { Clock } from '../ports/clock.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import type { ShopSettings } from '../ports/shop-settings.port'
import type { UsersPort } from '../ports/users.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import {
  addToCart,
  currentCart,
  emptyCart,
  exportCart,
  includeDelivery,
  removeCartItems,
  setRequestedDeliveryDate,
  transferCart,
  updateCartItems,
  uploadToCart,
} from './cart.usecase'
import { buyerLayer, fakeLayer, memoryStore } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import { SESSION_KEY } from './session.usecase'
import { PUNCHOUT_SETTINGS_KEY } from '../domain/punchout-entry'

const buyer = aUser('U1', [
  { role: 'USER', customerId: 'C100', permissionDenies: [] },
  { role: 'USER', customerId: 'C200', permissionDenies: ['EJ_ALLA_LEVERANSSATT'] },
])

/** Runs a cart use case for `buyer` acting for C100 (or as `session` says) against a fake cart service. */
const run = <A, E>(
  program: Effect.Effect<A, E, CartPort | UsersPort | KeyValueStore | Clock | ShopSettings>,
  cart: Partial<CartPort['Service']> = {},
  session: Record<string, string> = { currentCustomerId: 'C100' },
) =>
  Effect.runSyncExit(
    program.pipe(Effect.provide(Layer.mergeAll(fakeLayer(CartPort, cart), buyerLayer(buyer, session)))),
  )

const httpFailure = new ServiceCallFailed({
  service: 'cart',
  operation: 'x',
  failure: { kind: 'http', status: 500 },
  detail: '500',
})
const noResponse = new ServiceCallFailed({
  service: 'cart',
  operation: 'x',
  failure: { kind: 'noResponse', service: 'cart' },
  detail: 'ECONNREFUSED',
})
/**
 * A cart change that failed with `message`, carrying the failed call's cause (a 500 by default;
 * null for a refusal with no call behind it).
 */
const failedWith = (message: object, cause: FailureCause | null = 'serviceFailed') =>
  Exit.fail(
    expect.objectContaining({
      _tag: 'CartChangeFailed',
      message: cause === null ? message : { ...message, cause },
    }),
  )

describe('adding to the cart', () => {
  it('needs a delivery method, with the spec’s text, and calls nothing without one', () => {
    expect(run(addToCart('C1', undefined, [{ articleNumber: '1', quantity: 1 }]))).toEqual(
      Exit.fail(
        expect.objectContaining({ _tag: 'DeliveryMethodMissing', text: 'Vänligen välj ett leveranssätt.' }),
      ),
    )
  })

  it('refuses a method the buyer may not choose now, in every way into the cart, and calls nothing', () => {
    const refused = Exit.fail(expect.objectContaining({ _tag: 'DeliveryMethodMissing' }))
    const asRestricted = { currentCustomerId: 'C200' }
    expect(run(addToCart('C1', 'XXX', [{ articleNumber: '1', quantity: 1 }]), {}, asRestricted)).toEqual(
      refused,
    )
    expect(run(addToCart('C1', 'NOPE', [{ articleNumber: '1', quantity: 1 }]))).toEqual(refused)
    const file = { name: 'a.csv', bytes: new Uint8Array([1]) }
    expect(run(uploadToCart('C1', file, 'XXX'), {}, asRestricted)).toEqual(refused)
  })

  it('sends absolute, rounded quantities in the chosen delivery', () => {
    const sent: unknown[] = []
    const exit = run(
      addToCart('C1', 'DBI', [
        { articleNumber: '1000003', quantity: -3, orderMultiple: 5, label: 'Bygget' },
        { articleNumber: '1000006', quantity: 1.25 },
      ]),
      {
        addItems: (_, items) =>
          Effect.sync(() => (sent.push(items), { cartItemIds: ['I1', 'I2'], errors: [] })),
      },
    )
    expect(exit).toEqual(Exit.succeed({ cartItemIds: ['I1', 'I2'] }))
    expect(sent).toEqual([
      [
        { articleNumber: '1000003', quantity: 5, deliveryId: 'DBI', label: 'Bygget' },
        { articleNumber: '1000006', quantity: 1.25, deliveryId: 'DBI' },
      ],
    ])
  })

  it('names the refused lines; a failing call names all; no answer is the cart service message', () => {
    const lines = [
      { articleNumber: 'A', quantity: 1 },
      { articleNumber: 'B', quantity: 1 },
    ]
    expect(
      run(addToCart('C1', 'DBI', lines), {
        addItems: () =>
          Effect.succeed({ cartItemIds: ['I1'], errors: [{ id: 'B', message: 'unknown', cartFull: false }] }),
      }),
    ).toEqual(Exit.succeed({ cartItemIds: ['I1'], message: { key: 'errors.cart_add_product' } }))
    expect(
      run(addToCart('C1', 'DBI', lines), {
        addItems: () =>
          Effect.succeed({ cartItemIds: ['I1'], errors: [{ id: 'B', message: 'full', cartFull: true }] }),
      }),
    ).toEqual(
      Exit.succeed({
        cartItemIds: ['I1'],
        message: { key: 'cart.full', values: { max: formatQuantity(CART_LINES_MAX) } },
      }),
    )
    expect(run(addToCart('C1', 'DBI', lines), { addItems: () => Effect.fail(httpFailure) })).toEqual(
      failedWith({ key: 'errors.cart_add_products', values: { articles: 'A, B' } }),
    )
    expect(run(addToCart('C1', 'DBI', lines), { addItems: () => Effect.fail(noResponse) })).toEqual(
      failedWith({ key: 'errors.cart_service_not_available' }, 'unavailable'),
    )
  })
})

describe('quantities in punch-out mode', () => {
  const punchingOut = {
    [PUNCHOUT_SETTINGS_KEY]: JSON.stringify({
      callback_url: 'https://srm.example.se/hook',
      HOOK_URL: 'https://srm.example.se/hook',
      logonId: 'inkop',
      oci: {},
      last_used: 0,
    }),
  }
  const runPunchingOut = <A, E>(
    program: Effect.Effect<A, E, CartPort | UsersPort | KeyValueStore | Clock | ShopSettings>,
    cart: Partial<CartPort['Service']>,
  ) =>
    Effect.runSyncExit(
      program.pipe(
        Effect.provide(
          Layer.mergeAll(
            fakeLayer(CartPort, cart),
            buyerLayer(buyer, { currentCustomerId: 'C100' }, { stored: punchingOut }),
          ),
        ),
      ),
    )
  const refused = failedWith({ key: 'cart.quantity_decimals_punchout' }, null)

  it('refuses more than 3 decimals where they are written, and writes nothing: never rounded', () => {
    const calls: string[] = []
    const cart = {
      addItems: () => Effect.sync(() => (calls.push('add'), { cartItemIds: ['I1'], errors: [] })),
      updateItems: () => Effect.sync(() => void calls.push('update')),
    }
    expect(
      runPunchingOut(addToCart('C1', 'DBI', [{ articleNumber: '1000225', quantity: 1.2345 }]), cart),
    ).toEqual(refused)
    expect(runPunchingOut(updateCartItems('C1', [{ cartItemId: 'I1', quantity: 0.0001 }]), cart)).toEqual(
      refused,
    )
    expect(calls).toEqual([])
    // Three decimals go; outside punch-out any decimals do.
    expect(
      runPunchingOut(addToCart('C1', 'DBI', [{ articleNumber: '1000225', quantity: 1.234 }]), cart),
    ).toEqual(Exit.succeed({ cartItemIds: ['I1'] }))
    expect(run(addToCart('C1', 'DBI', [{ articleNumber: '1000225', quantity: 1.2345 }]), cart)).toEqual(
      Exit.succeed({ cartItemIds: ['I1'] }),
    )
    expect(calls).toEqual(['add', 'add'])
  })

  it('asks the upload to leave out rows with more than 3 decimals, and names them', () => {
    const asked: unknown[] = []
    const file = { name: 'order.csv', bytes: new Uint8Array([1]) }
    const upload = (_: string, __: unknown, ___: string, options?: { maxDecimals?: number }) =>
      Effect.sync(() => {
        asked.push(options)
        return { addedCount: 1, rejectedRows: [{ row: 3, problem: 'quantityDecimals' as const }] }
      })
    expect(runPunchingOut(uploadToCart('C1', file, 'DBI'), { upload })).toEqual(
      Exit.succeed({
        addedCount: 1,
        messages: [{ key: 'cart.upload_quantity_decimals', values: { ids: '3', max: 3 } }],
      }),
    )
    // Outside punch-out the upload takes the cart's 10 decimals.
    expect(Exit.isSuccess(run(uploadToCart('C1', file, 'DBI'), { upload }))).toBe(true)
    expect(asked).toEqual([{ maxDecimals: 3 }, {}])
  })
})

describe('changing the cart', () => {
  it('updates a batch with rounded quantities; failures say one or many', () => {
    const sent: unknown[] = []
    const changes = [
      { cartItemId: 'I1', quantity: -2 },
      { cartItemId: 'I2', label: 'x' },
    ]
    expect(
      Exit.isSuccess(
        run(updateCartItems('C1', changes), { updateItems: (_, c) => Effect.sync(() => void sent.push(c)) }),
      ),
    ).toBe(true)
    expect(sent).toEqual([
      [
        { cartItemId: 'I1', quantity: 2 },
        { cartItemId: 'I2', label: 'x' },
      ],
    ])
    expect(
      run(updateCartItems('C1', [changes[0]!]), { updateItems: () => Effect.fail(httpFailure) }),
    ).toEqual(failedWith({ key: 'errors.cart_update_product' }))
    expect(run(updateCartItems('C1', changes), { updateItems: () => Effect.fail(httpFailure) })).toEqual(
      failedWith({ key: 'errors.cart_update_products' }),
    )
  })

  it('gives each failing call its message', () => {
    expect(run(removeCartItems('C1', ['I1']), { removeItems: () => Effect.fail(httpFailure) })).toEqual(
      failedWith({ key: 'errors.cart_remove_products' }),
    )
    expect(run(emptyCart('C1'), { empty: () => Effect.fail(httpFailure) })).toEqual(
      failedWith({ key: 'errors.cart_remove_products' }),
    )
    expect(
      run(setRequestedDeliveryDate('C1', 'DBI', '2026-12-01'), {
        setDeliveryDate: () => Effect.fail(httpFailure),
      }),
    ).toEqual(failedWith({ key: 'errors.update_delivery_date', wrap: true }))
    expect(run(transferCart('C2', 'C1'), { transfer: () => Effect.fail(httpFailure) })).toEqual(
      failedWith({ key: 'errors.transfer_cart' }),
    )
    expect(
      run(includeDelivery('C1', 'EXH', false), { includeInOrder: () => Effect.fail(httpFailure) }),
    ).toEqual(failedWith({ key: 'errors.try_again_later' }))
  })
})

describe('spreadsheets', () => {
  const file = { name: 'order.xlsx', bytes: new Uint8Array([1, 2, 3]) }

  it('upload: unreadable rows come back as cart.wrong_import, rows past the limit with the limit', () => {
    const past = Array.from({ length: 20 }, (_, index) => ({
      row: 502 + index,
      problem: 'cartFull' as const,
    }))
    expect(
      run(uploadToCart('C1', file, 'DBI'), {
        upload: () =>
          Effect.succeed({
            addedCount: 3,
            rejectedRows: [{ row: 4, problem: 'unreadable' }, { row: 7, problem: 'unreadable' }, ...past],
          }),
      }),
    ).toEqual(
      Exit.succeed({
        addedCount: 3,
        messages: [
          { key: 'cart.wrong_import', values: { ids: '4, 7' } },
          { key: 'cart.upload_cart_full', values: { ids: '502–521', max: formatQuantity(CART_LINES_MAX) } },
        ],
      }),
    )
    expect(
      run(uploadToCart('C1', file, 'DBI'), {
        upload: () => Effect.succeed({ addedCount: 2, rejectedRows: [] }),
      }),
    ).toEqual(Exit.succeed({ addedCount: 2, messages: [] }))
    expect(run(uploadToCart('C1', file, 'DBI'), { upload: () => Effect.fail(httpFailure) })).toEqual(
      failedWith({ key: 'errors.cart_uploads_products' }),
    )
  })

  const cart: Cart = {
    cartId: 'C1',
    deliveryIdsInOrder: ['DBI'],
    cartItems: [
      {
        cartId: 'C1',
        cartItemId: 'I1',
        articleNumber: 'A',
        quantity: 1,
        deliveryId: 'DBI',
        price: { articleNumber: 'A', netPrice: money(10) },
      },
      { cartId: 'C1', cartItemId: 'I2', articleNumber: 'B', quantity: 1, deliveryId: 'DBI' },
    ],
  }

  it('export: flags "price" when a chosen line lacks one; an empty file is errors.cart_generate_file', () => {
    const xlsx = new Uint8Array([80, 75])
    expect(run(exportCart(cart, ['I1']), { export: () => Effect.succeed(xlsx) })).toEqual(
      Exit.succeed({ bytes: xlsx, flags: [] }),
    )
    expect(run(exportCart(cart, ['I1', 'I2']), { export: () => Effect.succeed(xlsx) })).toEqual(
      Exit.succeed({ bytes: xlsx, flags: ['price'] }),
    )
    expect(run(exportCart(cart, ['I1']), { export: () => Effect.succeed(new Uint8Array()) })).toEqual(
      failedWith({ key: 'errors.cart_generate_file' }, null),
    )
  })
})

describe('the current cart', () => {
  it('is read in the customer context the user acts for, with whole-order prices and the location', () => {
    const asked: unknown[] = []
    const cart: Cart = { cartId: 'C1', deliveryIdsInOrder: [], cartItems: [] }
    const store = memoryStore({
      [SESSION_KEY]: JSON.stringify({
        sessionId: 's',
        userId: 'U1',
        accessToken: 'a',
        refreshToken: 'r',
        currentCustomerId: 'C200',
        currentProjectId: 'P201',
      }),
    })
    const exit = Effect.runSyncExit(
      currentCart('1001').pipe(
        Effect.provide(
          Layer.mergeAll(
            Layer.succeed(KeyValueStore, store),
            fakeLayer(CommerceGraphPort, {
              getCart: (query) => Effect.sync(() => (asked.push(query), cart)),
            }),
          ),
        ),
      ),
    )
    expect(exit).toEqual(Exit.succeed(cart))
    expect(asked).toEqual([{ stockInput: {}, locationId: '1001', customerId: 'C200', projectId: 'P201' }])
  })
})
