/** The use cases behind the cart RPCs (cart.rpc.ts). */
import { Effect } from 'effect'
import {
  activeCartId,
  addToCart,
  cartOverview,
  type CartOverview,
  type ChosenStores,
  emptyCart,
  includeDelivery,
  removeCartItems,
  replaceCartLine,
  updateCartItems,
} from '@proffsbutik/core/usecases'
import type { UserMessage } from '@proffsbutik/core/domain'
import type { cartRpcs } from './cart.rpc'
import { cardView } from './catalog.handlers'
import type { Handlers } from './rpc-handlers'

/** The cart as the RPCs answer it: the overview with absent values as null. */
export function cartView(cart: CartOverview) {
  return {
    cartId: cart.cartId,
    lineCount: cart.lineCount,
    total: cart.total ?? null,
    needsAction: cart.needsAction,
    issues: cart.issues,
    mayOrder: cart.mayOrder,
    handBackBlockers: cart.handBackBlockers.map(({ cartItemId, articleNumber, reason }) => ({
      cartItemId,
      articleNumber,
      reason,
    })),
    methods: cart.methods,
    deliveries: cart.deliveries.map((delivery) => ({
      deliveryId: delivery.deliveryId,
      name: delivery.name,
      method: delivery.method ?? null,
      store: delivery.store ?? null,
      included: delivery.included,
      available: delivery.available,
      requestedDeliveryDate: delivery.requestedDeliveryDate ?? null,
      subtotal: delivery.subtotal ?? null,
      lines: delivery.lines.map((line) => ({
        cartItemId: line.cartItemId,
        articleNumber: line.articleNumber,
        name: line.card?.name ?? line.articleNumber,
        variantSlug: line.card?.variantSlug || null,
        image: line.card?.image ?? null,
        quantity: line.quantity,
        unit: line.card?.unit ?? 'ST',
        label: line.label ?? null,
        card: line.card ? cardView(line.card) : null,
        unitPrice: line.unitPrice ?? null,
        salesPriceUnit: line.salesPriceUnit,
        amount: line.amount ?? null,
        requirements: line.requirements.map((requirement) => ({
          kind: requirement.kind,
          code: requirement.code,
          available: requirement.available ?? null,
          replacement: requirement.replacement ?? null,
          moveTo: requirement.moveTo,
        })),
      })),
    })),
  }
}

/** The cart of the context the user acts for, as answered. */
export const readCart = (stores: ChosenStores = {}) => Effect.map(cartOverview(stores), cartView)

/** A message for the wire. */
const wireMessage = (message: UserMessage | undefined) =>
  message ? { key: message.key, ...(message.values ? { values: message.values } : {}) } : null

/** Runs a change of the active cart, then answers the cart after it. */
const changeThenRead = <E, R>(
  stores: ChosenStores | undefined,
  change: (cartId: string) => Effect.Effect<unknown, E, R>,
) =>
  Effect.gen(function* () {
    yield* change(yield* activeCartId)
    return { cart: yield* readCart(stores) }
  })

/** Which use case answers each cart RPC. */
export const cartHandlers: Handlers<typeof cartRpcs> = {
  cart: ({ stores }) => readCart(stores),
  addToCart: ({ deliveryId, lines }) =>
    Effect.gen(function* () {
      const added = yield* addToCart(yield* activeCartId, deliveryId, lines)
      return {
        cart: yield* readCart(),
        cartItemIds: added.cartItemIds,
        message: wireMessage(added.message),
      }
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
      return { cart: yield* readCart(stores), message: wireMessage(replaced.message) }
    }),
}
