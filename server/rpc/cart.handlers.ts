/** The use cases behind the cart RPCs (cart.rpc.ts). */
import { Effect } from 'effect'
import { cartTotal, lineAmount, type Cart } from '../../core/domain/cart'
import { deliveryName } from '../../core/domain/checkout'
import { currentCart } from '../../core/usecases/cart.usecase'
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
}
