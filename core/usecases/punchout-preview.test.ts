/**
 * The OCI preview (punchoutPreview, the punchoutForm RPC's answer): the form when every line of the order has a price to send,
 * and otherwise no form but the lines that stop it — article number, name, delivery and why — so the
 * page can tell the buyer what the procurement system will receive (nothing) and what to do.
 */
import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Cart, CartItem } from '../domain/cart'
import { money } from '../domain/money'
import { PUNCHOUT_SETTINGS_KEY } from '../domain/punchout-entry'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { punchoutPreview } from './punchout.usecase'
import { SESSION_KEY } from './session.usecase'

const HOOK = 'https://srm.example.se/oci/receive?sap-client=100'
const settings = JSON.stringify({
  callback_url: HOOK,
  HOOK_URL: HOOK,
  logonId: 'inkop.oci',
  oci: { okCode: 'ADDI' },
  last_used: 0,
})
const session = JSON.stringify({
  sessionId: 'S',
  userId: 'U1',
  accessToken: 'a',
  refreshToken: 'r',
  currentCustomerId: 'C400',
})

const line = (cartItemId: string, articleNumber: string, deliveryId: string, askForPrice: boolean) =>
  ({
    cartId: 'K1',
    cartItemId,
    articleNumber,
    quantity: 2,
    deliveryId,
    price: { articleNumber, netPrice: money('120.50'), askForPrice },
    variant: { articleNumber, name: `Kopparrör ${articleNumber}`, webSalesUnit: { unit: 'ST' } },
  }) satisfies CartItem

/** The preview of `cart` for a buyer punching out (the use case reads the session, the settings and the cart). */
function preview(cart: Cart, stored: Record<string, string> = { [PUNCHOUT_SETTINGS_KEY]: settings }) {
  const layer = Layer.mergeAll(
    Layer.succeed(KeyValueStore, memoryStore({ [SESSION_KEY]: session, ...stored })),
    Layer.succeed(ShopSettings, { brand: 'dahl', cutoffHour: 15 }),
    fakeLayer(CommerceGraphPort, { getCart: () => Effect.succeed(cart) }),
  )
  // The other request services are never asked for; a use of one would fail the test.
  return Effect.runSyncExit(punchoutPreview.pipe(Effect.provide(layer)))
}

describe('punchoutPreview', () => {
  it('answers the form when every line of the order has a price', () => {
    const exit = preview({
      cartId: 'K1',
      deliveryIdsInOrder: ['DBI'],
      cartItems: [line('I1', '1000213', 'DBI', false)],
    })
    if (!Exit.isSuccess(exit)) throw new Error(String(exit.cause))
    expect(exit.value).toMatchObject({ handBack: 'ready', cartId: 'K1' })
    if (exit.value.handBack !== 'ready') throw new Error('a form')
    expect(exit.value.form.fields).toContainEqual(['NEW_ITEM-PRICE[1]', '120.50'])
  })

  it('answers no form for lines priced on request, naming them with their name and delivery', () => {
    const exit = preview({
      cartId: 'K1',
      deliveryIdsInOrder: ['DBI', 'EXH', 'XXX'],
      deliveries: [
        { deliveryId: 'DBI', isIncludedInOrder: true },
        { deliveryId: 'EXH', isIncludedInOrder: true },
        { deliveryId: 'XXX', isIncludedInOrder: false },
      ],
      cartItems: [
        line('I1', '1000213', 'DBI', false),
        line('I2', '1000405', 'DBI', true),
        { ...line('I3', '1000406', 'EXH', true), variant: undefined },
        // Left out of this order: it stays in the cart and stops nothing.
        line('I4', '1000407', 'XXX', true),
      ],
    })
    expect(exit).toEqual(
      Exit.succeed({
        handBack: 'refused',
        reason: 'price',
        lines: [
          {
            articleNumber: '1000405',
            name: 'Kopparrör 1000405',
            deliveryId: 'DBI',
            deliveryName: 'Utkörning',
            reason: 'onRequest',
          },
          {
            articleNumber: '1000406',
            name: '1000406',
            deliveryId: 'EXH',
            deliveryName: 'Leverans till butik',
            reason: 'onRequest',
          },
        ],
      }),
    )
  })

  it('still fails without a punch-out session: there is nothing to preview', () => {
    const exit = preview({ cartId: 'K1', deliveryIdsInOrder: ['DBI'], cartItems: [] }, {})
    expect(exit).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'PunchoutReturnFailed',
          message: 'errors.punchout.missing_callback_url',
        }),
      ),
    )
  })
})
