/** The use cases behind the cart RPCs (cart.rpc.ts). */
import { Effect } from 'effect'
import {
  activeCartId,
  addToCart,
  cartOverview,
  type ChosenStores,
  emptyCart,
  includeDelivery,
  removeCartItems,
  replaceCartLine,
  updateCartItems,
} from '@proffsbutik/core/usecases'
import type { cartRpcs } from './cart.rpc'
import type { Handlers } from './rpc-handlers'

/** Runs a change of the active cart, then answers the cart after it. */
const changeThenRead = <E, R>(
  stores: ChosenStores | undefined,
  change: (cartId: string) => Effect.Effect<unknown, E, R>,
) =>
  Effect.gen(function* () {
    yield* change(yield* activeCartId)
    return { cart: yield* cartOverview(stores) }
  })

/** Which use case answers each cart RPC. */
export const cartHandlers: Handlers<typeof cartRpcs> = {
  cart: ({ stores }) => cartOverview(stores),
  addToCart: ({ deliveryId, lines }) =>
    Effect.gen(function* () {
      const added = yield* addToCart(yield* activeCartId, deliveryId, lines)
      return { ...added, cart: yield* cartOverview() }
    }),
  updateCartLines: ({ stores, changes }) =>
    changeThenRead(stores, (cartId) => updateCartItems(cartId, changes)),
  removeCartLines: ({ stores, cartItemIds }) =>
    changeThenRead(stores, (cartId) => removeCartItems(cartId, cartItemIds)),
  emptyCart: ({ stores }) => changeThenRead(stores, (cartId) => emptyCart(cartId)),
  includeDelivery: ({ stores, deliveryId, included }) =>
    changeThenRead(stores, (cartId) => includeDelivery(cartId, deliveryId, included)),
  replaceCartLine: ({ stores, cartItemId, articleNumber }) =>
    Effect.gen(function* () {
      const replaced = yield* replaceCartLine(cartItemId, articleNumber, stores)
      return { ...replaced, cart: yield* cartOverview(stores) }
    }),
}
