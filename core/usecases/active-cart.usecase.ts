/**
 * The buyer's changes to the cart they act in (the session's customer and project), each answered
 * with the cart as it then is: what the web shop's RPCs and the command line both run, so that a
 * change and the cart shown after it are the same through every channel. `stores` are the stores
 * the buyer chose for the store deliveries, shown in the cart's lines.
 */
import { Effect } from 'effect'
import type { CartItemChange } from '../ports/cart.port'
import {
  activeCartId,
  addToCart,
  emptyCart,
  includeDelivery,
  type LineToAdd,
  removeCartItems,
  updateCartItems,
  uploadToCart,
} from './cart.usecase'
import { cartOverview, type ChosenStores, replaceCartLine } from './cart-overview.usecase'
import { deliveryChoice } from './delivery-options.usecase'
import { transferFrom, transferSources } from './cart-tools.usecase'
import { addListToCart } from './favourites.usecase'
import { reorder } from './orders.usecase'

/** Runs `change` on the active cart, then reads the cart after it. */
const thenTheCart = <A extends object, E, R>(
  change: (cartId: string) => Effect.Effect<A, E, R>,
  stores: ChosenStores = {},
) =>
  Effect.gen(function* () {
    const answer = yield* change(yield* activeCartId)
    return { ...answer, cart: yield* cartOverview(stores) }
  })

/** Adds lines to a delivery (none: the buyer's preferred one); the lines the cart refused are named. */
export const addToActiveCart = (deliveryId: string | undefined, lines: readonly LineToAdd[]) =>
  thenTheCart((cartId) => addToCart(cartId, deliveryId, lines))

/** Changes lines' quantities, or moves them to another delivery. */
export const updateActiveCartLines = (changes: readonly CartItemChange[], stores?: ChosenStores) =>
  thenTheCart((cartId) => Effect.as(updateCartItems(cartId, changes), {}), stores)

/** Removes lines. */
export const removeActiveCartLines = (cartItemIds: readonly string[], stores?: ChosenStores) =>
  thenTheCart((cartId) => Effect.as(removeCartItems(cartId, cartItemIds), {}), stores)

/** Empties the cart. */
export const emptyActiveCart = (stores?: ChosenStores) =>
  thenTheCart((cartId) => Effect.as(emptyCart(cartId), {}), stores)

/** Takes a delivery into the order, or leaves it out. */
export const includeActiveDelivery = (deliveryId: string, included: boolean, stores?: ChosenStores) =>
  thenTheCart((cartId) => Effect.as(includeDelivery(cartId, deliveryId, included), {}), stores)

/** Replaces a discontinued line's article with its replacement. */
export const replaceActiveCartLine = (cartItemId: string, articleNumber: string, stores?: ChosenStores) =>
  thenTheCart(() => replaceCartLine(cartItemId, articleNumber, stores), stores)

/** Adds the lines of a spreadsheet (.xlsx or .csv) to a delivery: how many, and what the cart said of the rest. */
export const uploadToActiveCart = (file: { name: string; bytes: Uint8Array }, deliveryId: string) =>
  thenTheCart((cartId) => uploadToCart(cartId, file, deliveryId))

/** Moves the lines of another context's cart into this one. */
export const transferToActiveCart = (customerId: string, projectId: string | undefined) =>
  thenTheCart(() => transferFrom(customerId, projectId))

/** Puts an order's lines (all, or those numbered) into a delivery again. */
export const reorderToActiveCart = (
  orderId: string,
  deliveryId: string,
  lineNumbers?: readonly number[],
  stores?: ChosenStores,
) => thenTheCart((cartId) => reorder(orderId, cartId, deliveryId, lineNumbers), stores)

/** Puts a shopping list's lines (all, or those chosen) into a delivery. */
export const addListToActiveCart = (listId: string, deliveryId: string, itemIds?: readonly string[]) =>
  thenTheCart((cartId) => addListToCart(listId, cartId, deliveryId, itemIds))

/** What the cart tools offer: the deliveries the buyer may choose, and the carts they may take lines from. */
export const cartToolsChoice = Effect.gen(function* () {
  const choice = yield* deliveryChoice()
  return { ...choice, sources: yield* transferSources }
})
