/** The checkout result (shop-core §3 Order) and what a checkout's outcome means (shop-core §4 Checkout). */
import { deliveryMethods, isDeliveryMethodCode } from './delivery-methods'
import type { Price } from './variant'

/** One line of a placed order. */
export interface OrderItem {
  readonly articleNumber: string
  readonly name?: string
  readonly quantity: number
  readonly price?: Price
  readonly brand?: string
}

/** The order made of one delivery of a cart. */
export interface CheckoutOrder {
  readonly tempOrderId: string
  readonly deliveryId: string
  readonly orderItems: readonly OrderItem[]
  readonly warehouseId?: string
  readonly success: boolean
}

/** Where each delivery is fulfilled: a store for store-type methods, a warehouse for the others. */
export type OrderDetails = Readonly<
  Record<string, { readonly storeId?: string; readonly warehouseId?: string }>
>

/** What a checkout came to: every order placed, some, or none. */
export type CheckoutOutcome =
  | { readonly kind: 'complete'; readonly orders: readonly CheckoutOrder[] }
  | {
      readonly kind: 'partial'
      readonly orders: readonly CheckoutOrder[]
      readonly failedDeliveryIds: readonly string[]
    }
  | { readonly kind: 'failed' }

/** Classifies the orders a checkout call answered. */
export function checkoutOutcome(orders: readonly CheckoutOrder[]): CheckoutOutcome {
  const placed = orders.filter((order) => order.success)
  if (placed.length === 0) return { kind: 'failed' }
  const failed = orders.filter((order) => !order.success).map((order) => order.deliveryId)
  return failed.length === 0
    ? { kind: 'complete', orders: placed }
    : { kind: 'partial', orders: placed, failedDeliveryIds: failed }
}

/** The name a delivery is shown by: the delivery method's name, else the id itself. */
export function deliveryName(deliveryId: string): string {
  return isDeliveryMethodCode(deliveryId) ? deliveryMethods[deliveryId].name : deliveryId
}
