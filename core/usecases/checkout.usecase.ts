/**
 * Placing an order (shop-core §4 Checkout). The call's successful orders are kept; none placed (or
 * the call failing) sends the buyer to the index with errors.invalid_order; some placed lists the
 * failed deliveries with errors.invalid_partial_order and goes on to the success page. Both refresh
 * the cart. Every placed order with items is tracked as a purchase. The outcome is a value the
 * shell acts on; the placing-order flag lives in the UI store around this call.
 */
import { Effect } from 'effect'
import { checkoutOutcome, deliveryName, type CheckoutOrder, type OrderDetails } from '../domain/checkout'
import { checkoutFailed, partialCheckout, type UserMessage } from '../domain/messages'
import { behaviourEvent, purchaseEvent, TRACKING_ID_KEY } from '../domain/tracking'
import { CartPort } from '../ports/cart.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { SearchPort } from '../ports/search.port'
import { Tracker } from '../ports/tracker.port'

/** A placed order with the name of its delivery. */
export interface PlacedOrder extends CheckoutOrder {
  readonly deliveryName: string
}

/** Where the buyer goes after a checkout, with what to show; the cart is refreshed either way. */
export type CheckoutResult =
  | {
      readonly goTo: 'checkout-success-page'
      readonly orders: readonly PlacedOrder[]
      readonly message?: UserMessage
      readonly refreshCart: true
    }
  | {
      readonly goTo: 'index'
      readonly message: UserMessage
      readonly refreshCart: true
      readonly clearState: true
    }

const failed: CheckoutResult = {
  goTo: 'index',
  message: checkoutFailed(),
  refreshCart: true,
  clearState: true,
}

/** Tracks each placed order with items as a purchase; tracking never fails the checkout. */
const trackPurchases = (orders: readonly CheckoutOrder[]) =>
  Effect.gen(function* () {
    const tracker = yield* Tracker
    const trackingId = yield* (yield* KeyValueStore).get(TRACKING_ID_KEY)
    const search = yield* SearchPort
    for (const order of orders.filter((o) => o.orderItems.length > 0)) {
      const event = purchaseEvent(
        order.tempOrderId,
        order.orderItems.map((item) => ({
          articleNumber: item.articleNumber,
          name: item.name ?? item.articleNumber,
          quantity: item.quantity,
          ...(item.price ? { price: item.price } : {}),
          ...(item.brand ? { brand: item.brand } : {}),
        })),
      )
      if (event.ok) yield* tracker.track(event.event)
      const behaviour = order.orderItems.flatMap((item) => {
        const built = behaviourEvent('purchase', trackingId, { ...item, orderId: order.tempOrderId })
        return built.ok ? [built.event] : []
      })
      if (behaviour.length > 0) {
        yield* search
          .createEvents(
            behaviour.map(({ trackingId: _id, ...rest }) => rest),
            trackingId,
          )
          .pipe(Effect.catch(() => Effect.void))
      }
    }
  })

/** Checks the cart out: one order per included delivery. */
export const placeOrder = (
  cartId: string,
  orderDetails: OrderDetails,
  options: { sendOrderReceipt?: boolean } = {},
) =>
  Effect.gen(function* () {
    const answer = yield* (yield* CartPort)
      .checkout(cartId, orderDetails, options.sendOrderReceipt ?? true)
      .pipe(
        Effect.map((orders) => checkoutOutcome(orders)),
        Effect.catchTag('ServiceCallFailed', () => Effect.succeed({ kind: 'failed' } as const)),
      )
    if (answer.kind === 'failed') return failed
    const orders = answer.orders.map((order) => ({ ...order, deliveryName: deliveryName(order.deliveryId) }))
    yield* trackPurchases(answer.orders)
    const result: CheckoutResult =
      answer.kind === 'partial'
        ? {
            goTo: 'checkout-success-page',
            orders,
            message: partialCheckout(answer.failedDeliveryIds.map(deliveryName)),
            refreshCart: true,
          }
        : { goTo: 'checkout-success-page', orders, refreshCart: true }
    return result
  })
