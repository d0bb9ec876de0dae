/** The use cases behind the cart RPCs (cart.rpc.ts). */
import { Effect } from 'effect'
import { cartTotal, lineAmount, type Cart } from '../../core/domain/cart'
import { deliveryName } from '../../core/domain/checkout'
import { CHOOSE_DELIVERY_METHOD_TEXT } from '../../core/domain/quantity'
import { addToCart, currentCart, DeliveryMethodMissing } from '../../core/usecases/cart.usecase'
import { deliveryChoice } from '../../core/usecases/delivery-options.usecase'
import { readSession } from '../../core/usecases/session.usecase'
import { CommerceGraphPort } from '../../core/ports/commerce-graph.port'
import type { cartRpcs } from './cart.rpc'
import type { Handlers } from './rpc-handlers'

/** The cart as the shell shows it: lines grouped by delivery in the cart's order. */
export function cartView(cart: Cart) {
  const priced = cart.cartItems.filter((item) => lineAmount(item) !== undefined)
  return {
    cartId: cart.cartId,
    lineCount: cart.cartItems.length,
    total: priced.length > 0 ? cartTotal(priced) : null,
    deliveries: cart.deliveryIdsInOrder.map((deliveryId) => {
      const delivery = cart.deliveries?.find((d) => d.deliveryId === deliveryId)
      return {
        deliveryId,
        name: deliveryName(deliveryId),
        included: delivery?.isIncludedInOrder ?? true,
        requestedDeliveryDate: delivery?.requestedDeliveryDate ?? null,
        lines: cart.cartItems
          .filter((item) => item.deliveryId === deliveryId)
          .map((item) => ({
            cartItemId: item.cartItemId,
            articleNumber: item.articleNumber,
            name: item.variant?.name ?? item.articleNumber,
            variantSlug: item.variant?.variantSlug ?? null,
            image: item.variant?.images?.[0]?.assetUrl ?? null,
            quantity: item.quantity,
            unit: item.variant?.webSalesUnit?.unit ?? 'st',
            amount: lineAmount(item) ?? null,
          })),
      }
    }),
  }
}

/** Which use case answers each cart RPC. */
export const cartHandlers: Handlers<typeof cartRpcs> = {
  cart: () => Effect.map(currentCart(), cartView),
  addToCart: ({ deliveryId, lines }) =>
    Effect.gen(function* () {
      // Only a method the buyer may choose now (EJ_ALLA_LEVERANSSATT, opening windows).
      const choice = yield* deliveryChoice()
      if (!choice.methods.some((method) => method.code === deliveryId)) {
        return yield* Effect.fail(new DeliveryMethodMissing({ text: CHOOSE_DELIVERY_METHOD_TEXT }))
      }
      const session = yield* readSession
      const { cartId } = yield* (yield* CommerceGraphPort).activeDeliveryIds({
        ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
        ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
      })
      const added = yield* addToCart(cartId, deliveryId, lines)
      const cart = yield* currentCart()
      return {
        cart: cartView(cart),
        cartItemIds: added.cartItemIds,
        message: added.message
          ? { key: added.message.key, ...(added.message.values ? { values: added.message.values } : {}) }
          : null,
      }
    }),
}
