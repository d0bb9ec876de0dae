/** The use cases behind the cart RPCs (cart.rpc.ts). */
import {
  addToActiveCart,
  cartOverview,
  emptyActiveCart,
  includeActiveDelivery,
  removeActiveCartLines,
  replaceActiveCartLine,
  updateActiveCartLines,
} from '@proffsbutik/core/usecases'
import type { cartRpcs } from './cart.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each cart RPC. */
export const cartHandlers: Handlers<typeof cartRpcs> = {
  cart: ({ stores }) => cartOverview(stores),
  addToCart: ({ deliveryId, lines }) => addToActiveCart(deliveryId, lines),
  updateCartLines: ({ stores, changes }) => updateActiveCartLines(changes, stores),
  removeCartLines: ({ stores, cartItemIds }) => removeActiveCartLines(cartItemIds, stores),
  emptyCart: ({ stores }) => emptyActiveCart(stores),
  includeDelivery: ({ stores, deliveryId, included }) => includeActiveDelivery(deliveryId, included, stores),
  replaceCartLine: ({ stores, cartItemId, articleNumber }) =>
    replaceActiveCartLine(cartItemId, articleNumber, stores),
}
