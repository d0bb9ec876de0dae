/**
 * The delivery methods a caller may put lines on, enforced by the cart service whichever client
 * calls it (the shop, the CLI, a script): under EJ_ALLA_LEVERANSSATT in the cart's customer and
 * project the restricted methods are refused (core/domain/delivery-methods, shop-core §6; issue 25).
 */
import {
  availableDeliveryMethods,
  deliveryMethodCodes,
  isDeliveryMethodCode,
  permissionDeniesIn,
} from '@proffsbutik/core/domain'
import type { Caller } from '../platform/caller'
import { ServiceError } from '../platform/service-error'

/** The context a delivery method is judged in: the cart's customer and project. */
type CartContext = { readonly customerId: string; readonly projectId: string | null }

/** Whether the caller may use a delivery (a method code, or another delivery id) in the cart's context. */
export function deliveryMethodAllowed(caller: Caller, cart: CartContext): (deliveryId: string) => boolean {
  const denies = permissionDeniesIn(caller.permissions, cart.customerId, cart.projectId ?? undefined)
  const allowed = availableDeliveryMethods(deliveryMethodCodes, denies)
  return (deliveryId) => !isDeliveryMethodCode(deliveryId) || allowed.includes(deliveryId)
}

/** The message a refused delivery method is answered with. */
export const deliveryMethodDeniedMessage = (methods: readonly string[]) =>
  `Not allowed to use ${methods.join(', ')} in this customer (EJ_ALLA_LEVERANSSATT)`

/** Throws 403 `delivery_method_denied` when a delivery is a method the caller may not use in the cart's context. */
export function assertDeliveryMethodsAllowed(
  caller: Caller,
  cart: CartContext,
  deliveryIds: readonly (string | undefined)[],
): void {
  const allowed = deliveryMethodAllowed(caller, cart)
  const refused = [...new Set(deliveryIds)].filter((id): id is string => id !== undefined && !allowed(id))
  if (refused.length > 0)
    throw new ServiceError(403, 'delivery_method_denied', deliveryMethodDeniedMessage(refused))
}
