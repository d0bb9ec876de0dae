import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../domain/cart'
import { money } from '../domain/money'
import { PUNCHOUT_SETTINGS_KEY } from '../domain/punchout-entry'
import { AuthPort } from '../ports/auth.port'
import { CartPort } from '../ports/cart.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { Clock } from '../ports/clock.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { UsersPort } from '../ports/users.port'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import { enterPunchout, finishPunchoutReturn, punchoutForm } from './punchout.usecase'
import { login, logout } from './session.usecase'

const NOW = new Date('2026-11-24T09:00:00Z')
const user = aUser('U7', [{ role: 'USER', customerId: 'C400', permissionDenies: [] }])
const tokens = { sessionId: 'S', userId: 'U7', accessToken: 'a', refreshToken: 'r' }
const failure = (status: number) =>
  new ServiceCallFailed({
    service: 'auth',
    operation: 'x',
    failure: { kind: 'http', status },
    detail: String(status),
  })

function run<A, E>(
  program: Effect.Effect<
    A,
    E,
    AuthPort | UsersPort | CartPort | CommerceGraphPort | ShopSettings | KeyValueStore | Clock
  >,
  ports: {
    auth?: Partial<AuthPort['Service']>
    cart?: Partial<CartPort['Service']>
    graph?: Partial<CommerceGraphPort['Service']>
    stored?: Record<string, string>
  } = {},
) {
  const store = memoryStore(ports.stored ?? {})
  const layer = Layer.mergeAll(
    fakeLayer(AuthPort, ports.auth ?? {}),
    fakeLayer(UsersPort, { getUser: () => Effect.succeed(user) }),
    fakeLayer(CartPort, ports.cart ?? {}),
    fakeLayer(CommerceGraphPort, ports.graph ?? {}),
    Layer.succeed(ShopSettings, { brand: 'dahl', cutoffHour: 15 }),
    Layer.succeed(KeyValueStore, store),
    Layer.succeed(Clock, { now: () => NOW }),
  )
  return { exit: Effect.runSyncExit(program.pipe(Effect.provide(layer))), store }
}

const entryParams = {
  hook_url: 'https://sap.example.com/oci/receive?sap-client=100&session=abc',
  USERNAME: 'inkop.ost',
  PASSWORD: 'hemligt',
  '~TARGET': '_parent',
  '~OkCode': 'ADDI',
  http_content_charset: 'ISO-8859-1',
}

describe('punch-out entry', () => {
  it('logs in by the punch-out call, keeps the settings and switches to PUNCHOUT', () => {
    const asked: unknown[] = []
    const { exit, store } = run(enterPunchout(entryParams), {
      auth: { punchOutLogin: (c) => Effect.sync(() => (asked.push(c), { kind: 'tokens' as const, tokens })) },
    })
    expect(exit).toEqual(Exit.succeed({ mode: 'PUNCHOUT', clearQuery: true, user }))
    expect(asked).toEqual([{ username: 'inkop.ost', password: 'hemligt' }])
    expect(JSON.parse(store.values.get(PUNCHOUT_SETTINGS_KEY)!)).toMatchObject({
      HOOK_URL: entryParams.hook_url,
      logonId: 'inkop.ost',
      oci: { target: '_parent', okCode: 'ADDI', charset: 'ISO-8859-1' },
      last_used: NOW.getTime(),
    })
  })

  it.each([
    [{ USERNAME: 'a', PASSWORD: 'b' }, 'errors.punchout.missing_callback_url'],
    [
      { HOOK_URL: 'javascript:alert(1)', USERNAME: 'a', PASSWORD: 'b' },
      'errors.punchout.invalid_callback_url',
    ],
    [{ HOOK_URL: 'https://sap.example.com' }, 'errors.punchout.missing_credentials'],
  ])('stays NORMAL with the message for %j', (params, message) => {
    const { exit, store } = run(enterPunchout(params))
    expect(exit).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'PunchoutEntryFailed', mode: 'NORMAL', message })),
    )
    expect(store.values.size).toBe(0)
  })

  it('says the login form’s message for wrong credentials, and forgets an earlier punch-out', () => {
    const { exit, store } = run(enterPunchout(entryParams), {
      auth: { punchOutLogin: () => Effect.fail(failure(401)) },
      stored: { [PUNCHOUT_SETTINGS_KEY]: '{"old":true}' },
    })
    expect(exit).toEqual(
      Exit.fail(expect.objectContaining({ mode: 'NORMAL', message: 'login.invalid_credentials' })),
    )
    expect(store.values.has(PUNCHOUT_SETTINGS_KEY)).toBe(false)
  })

  it('ends with a login of the buyer’s own or a logout', () => {
    const withPunchout = { [PUNCHOUT_SETTINGS_KEY]: '{}' }
    const own = run(login({ username: 'inkop.ost', password: 'x' }), {
      auth: { login: () => Effect.succeed({ kind: 'tokens' as const, tokens }) },
      stored: withPunchout,
    })
    expect(Exit.isSuccess(own.exit)).toBe(true)
    expect(own.store.values.has(PUNCHOUT_SETTINGS_KEY)).toBe(false)
    const out = run(logout, {
      auth: { logout: () => Effect.void },
      stored: { ...withPunchout, session: JSON.stringify(tokens) },
    })
    expect(Exit.isSuccess(out.exit)).toBe(true)
    expect(out.store.values.size).toBe(0)
  })

  it('stays NORMAL when the user may not punch out', () => {
    const { exit } = run(enterPunchout(entryParams), {
      auth: { punchOutLogin: () => Effect.fail(failure(403)) },
    })
    expect(exit).toEqual(
      Exit.fail(expect.objectContaining({ mode: 'NORMAL', message: 'errors.forbidden_action' })),
    )
  })
})

const settings = JSON.stringify({
  callback_url: entryParams.hook_url,
  HOOK_URL: entryParams.hook_url,
  logonId: 'inkop.ost',
  oci: { target: '_parent', okCode: 'ADDI', charset: 'ISO-8859-1' },
  last_used: NOW.getTime(),
})
const cart = (withPrice: boolean): Cart => ({
  cartId: 'CART1',
  deliveryIdsInOrder: ['DBI'],
  cartItems: [
    {
      cartId: 'CART1',
      cartItemId: 'I1',
      articleNumber: '1000003',
      quantity: 2,
      deliveryId: 'DBI',
      label: 'Bygget',
      ...(withPrice ? { price: { articleNumber: '1000003', netPrice: money('114.95') } } : {}),
      variant: { articleNumber: '1000003', name: 'Träskruv 4,0x40', webSalesUnit: { unit: 'FRP' } },
    },
  ],
})

describe('handing the cart back', () => {
  it('builds the form: posted to HOOK_URL as given, the target, ISO-8859-1 and the OCI lines', () => {
    const labelled = cart(true)
    const dashed: Cart = {
      ...labelled,
      cartItems: [{ ...labelled.cartItems[0]!, label: 'Kök – våning 2 € ≥ 3' }],
    }
    const { exit } = run(punchoutForm(dashed), { stored: { [PUNCHOUT_SETTINGS_KEY]: settings } })
    if (!Exit.isSuccess(exit)) throw new Error(String(exit.cause))
    const { form, cartId, cartItemIds } = exit.value
    expect({ cartId, cartItemIds }).toEqual({ cartId: 'CART1', cartItemIds: ['I1'] })
    expect(form).toMatchObject({
      action: 'https://sap.example.com/oci/receive?sap-client=100&session=abc',
      target: '_parent',
      charset: 'ISO-8859-1',
    })
    // OCI 4.0 §4.1: the hook's parameters as fields too, with the same values.
    expect(form.fields.slice(0, 3)).toEqual([
      ['sap-client', '100'],
      ['session', 'abc'],
      ['~OkCode', 'ADDI'],
    ])
    expect(form.fields).toContainEqual(['NEW_ITEM-DESCRIPTION[1]', 'Träskruv 4,0x40'])
    expect(form.fields).toContainEqual(['NEW_ITEM-UNIT[1]', 'PK'])
    // ISO-8859-1 asked for: what ISO-8859-1 lacks goes by the stated table.
    expect(form.fields).toContainEqual(['NEW_ITEM-CUST_FIELD5[1]', 'Kök - våning 2 EUR >= 3'])
  })

  it('hands back only the deliveries that go into the order, as the cart’s total counts them', () => {
    const split: Cart = {
      ...cart(true),
      deliveryIdsInOrder: ['DBI', 'EXH'],
      deliveries: [
        { deliveryId: 'DBI', isIncludedInOrder: true },
        { deliveryId: 'EXH', isIncludedInOrder: false },
      ],
      cartItems: [
        ...cart(true).cartItems,
        { ...cart(false).cartItems[0]!, cartItemId: 'I2', articleNumber: '1000006', deliveryId: 'EXH' },
      ],
    }
    const { exit } = run(punchoutForm(split), { stored: { [PUNCHOUT_SETTINGS_KEY]: settings } })
    if (!Exit.isSuccess(exit)) throw new Error(String(exit.cause))
    expect(exit.value.form.fields.filter(([name]) => name.startsWith('NEW_ITEM-VENDORMAT'))).toEqual([
      ['NEW_ITEM-VENDORMAT[1]', '1000003'],
    ])
    // Only those lines leave the cart afterwards.
    expect(exit.value.cartItemIds).toEqual(['I1'])
  })

  it('refuses lines without a price with the spec’s "price" error', () => {
    const { exit } = run(punchoutForm(cart(false)), { stored: { [PUNCHOUT_SETTINGS_KEY]: settings } })
    expect(exit).toEqual(
      Exit.fail(
        expect.objectContaining({
          message: 'price',
          articleNumbers: ['1000003'],
          lines: [
            {
              cartItemId: 'I1',
              articleNumber: '1000003',
              name: 'Träskruv 4,0x40',
              deliveryId: 'DBI',
              reason: 'noPrice',
            },
          ],
        }),
      ),
    )
  })

  it('hands back nothing when no delivery with lines is in the order, and says so', () => {
    const none: Cart = { ...cart(true), deliveries: [{ deliveryId: 'DBI', isIncludedInOrder: false }] }
    const { exit } = run(punchoutForm(none), { stored: { [PUNCHOUT_SETTINGS_KEY]: settings } })
    expect(exit).toEqual(Exit.fail(expect.objectContaining({ message: 'errors.punchout.nothing_in_order' })))
  })

  it('refuses without a punch-out session', () => {
    const { exit } = run(punchoutForm(cart(true)))
    expect(exit).toEqual(
      Exit.fail(expect.objectContaining({ message: 'errors.punchout.missing_callback_url' })),
    )
  })

  it('takes the handed-back lines out of the cart, and deletes it when nothing stays', () => {
    const deleted: string[] = []
    const removed: string[][] = []
    const twoDeliveries: Cart = {
      ...cart(true),
      cartItems: [
        ...cart(true).cartItems,
        { ...cart(true).cartItems[0]!, cartItemId: 'I2', deliveryId: 'EXH' },
      ],
    }
    const ports = (current: Cart) => ({
      cart: {
        deleteCart: (id: string) => Effect.sync(() => void deleted.push(id)),
        removeItems: (_: string, ids: readonly string[]) => Effect.sync(() => void removed.push([...ids])),
      },
      graph: { getCart: () => Effect.succeed(current) },
      stored: { [PUNCHOUT_SETTINGS_KEY]: settings },
    })
    // A delivery left out of the order stays: only the handed-back line goes.
    const partly = run(finishPunchoutReturn('CART1', ['I1']), ports(twoDeliveries))
    expect(partly.exit).toEqual(Exit.succeed({ refreshCart: true }))
    expect(removed).toEqual([['I1']])
    expect(deleted).toEqual([])
    // Everything went: the cart is deleted (shop-core §4).
    const whole = run(finishPunchoutReturn('CART1', ['I1', 'I2']), ports(twoDeliveries))
    expect(whole.exit).toEqual(Exit.succeed({ refreshCart: true }))
    expect(deleted).toEqual(['CART1'])
  })

  it('finishes only in a punch-out session; a failure shows errors.internal_server_error', () => {
    const deleted: string[] = []
    const graph = { getCart: () => Effect.succeed(cart(true)) }
    // A session that is not punching out deletes nothing this way.
    const normal = run(finishPunchoutReturn('CART1', ['I1']), {
      cart: { deleteCart: (id) => Effect.sync(() => void deleted.push(id)) },
      graph,
    })
    expect(normal.exit).toEqual(
      Exit.fail(expect.objectContaining({ message: 'errors.punchout.missing_callback_url' })),
    )
    expect(deleted).toEqual([])
    const failed = run(finishPunchoutReturn('CART1', ['I1']), {
      cart: { deleteCart: () => Effect.fail(failure(500)) },
      graph,
      stored: { [PUNCHOUT_SETTINGS_KEY]: settings },
    })
    expect(failed.exit).toEqual(
      Exit.fail(expect.objectContaining({ message: 'errors.internal_server_error' })),
    )
    // Another user's cart: the cart service refuses, and the shop says so (not a fault of its own).
    const foreign = run(finishPunchoutReturn('CART2', ['I9']), {
      cart: { deleteCart: () => Effect.fail(failure(403)) },
      graph,
      stored: { [PUNCHOUT_SETTINGS_KEY]: settings },
    })
    expect(foreign.exit).toEqual(Exit.fail(expect.objectContaining({ message: 'errors.forbidden_action' })))
  })
})
