/**
 * Placing an order (shop-core §4 Checkout). The call's successful orders are kept; none placed (or
 * the call failing) sends the buyer to the index with errors.invalid_order; some placed lists the
 * failed deliveries with errors.invalid_partial_order and goes on to the success page. Both refresh
 * the cart. The outcome is a value the shell acts on; the placing-order flag lives in the UI store
 * around this call. The browser tracks the purchases (ui/tracking): it has the tag manager and the
 * visitor's tracking id.
 */
import { Effect } from 'effect'
import { itemAmount, itemUnitPrice } from '../domain/cart'
import {
  checkoutOutcome,
  deliveryName,
  pricedDeliveryTotals,
  type CheckoutOrder,
  type DeliveryTotals,
  type OrderDetails,
  type RefusedDelivery,
} from '../domain/checkout'
import type { Money } from '../domain/money'
import { PIECE_UNIT } from '../domain/product-card'
import { productCategory, variantBrand } from '../domain/variant'
import { checkoutFailed, partialCheckout, refusalMessage, type UserMessage } from '../domain/messages'
import type { IsoDate } from '../domain/calendar'
import { deliverySchedule } from '../domain/delivery-schedule'
import { CartPort } from '../ports/cart.port'
import { Clock } from '../ports/clock.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { currentCart } from './cart.usecase'

/** A placed order with the name of its delivery. */
export interface PlacedOrder extends CheckoutOrder {
  readonly deliveryName: string
}

/** A delivery that was not ordered: its name, each reason as the buyer reads it, the articles refused. */
export interface RefusedOrder extends RefusedDelivery {
  readonly deliveryName: string
  readonly reasons: readonly UserMessage[]
  /** The articles a refusal names, for the cart to mark. */
  readonly articleNumbers: readonly string[]
}

/**
 * Where the buyer goes after a checkout, with what to show; the cart is refreshed either way. The
 * deliveries refused come with their reasons, for the page to say and the cart to mark.
 */
export type CheckoutResult =
  | {
      readonly goTo: 'checkout-success-page'
      readonly orders: readonly PlacedOrder[]
      readonly refused: readonly RefusedOrder[]
      readonly message?: UserMessage
      readonly refreshCart: true
    }
  | {
      readonly goTo: 'index'
      readonly message: UserMessage
      readonly refused: readonly RefusedOrder[]
      readonly refreshCart: true
      readonly clearState: true
    }

const refusedOrder = (delivery: RefusedDelivery): RefusedOrder => ({
  ...delivery,
  deliveryName: deliveryName(delivery.deliveryId),
  reasons: delivery.refusals.map(refusalMessage),
  articleNumbers: delivery.refusals.flatMap((refusal) =>
    'articleNumber' in refusal ? [refusal.articleNumber] : [],
  ),
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
        Effect.catchTag('ServiceCallFailed', () => Effect.succeed({ kind: 'failed', refused: [] } as const)),
      )
    if (answer.kind === 'failed') {
      const result: CheckoutResult = {
        goTo: 'index',
        message: checkoutFailed(),
        refused: answer.refused.map(refusedOrder),
        refreshCart: true,
        clearState: true,
      }
      return result
    }
    const orders = answer.orders.map((order) => ({ ...order, deliveryName: deliveryName(order.deliveryId) }))
    const result: CheckoutResult =
      answer.kind === 'partial'
        ? {
            goTo: 'checkout-success-page',
            orders,
            refused: answer.refused.map(refusedOrder),
            message: partialCheckout(answer.refused.map((delivery) => deliveryName(delivery.deliveryId))),
            refreshCart: true,
          }
        : { goTo: 'checkout-success-page', orders, refused: [], refreshCart: true }
    return result
  })

/** A line of a placed order as the buyer reads it after checkout. */
export interface OrderPlacedLine {
  readonly articleNumber: string
  /** The article's name, else its number. */
  readonly name: string
  /** The article's brand: the order line's, else the cart line's article's (variantBrand). */
  readonly brand?: string
  /** The product's category trail, as the cart line's article had it (productCategory). */
  readonly category?: string
  readonly quantity: number
  /** The sales unit the quantity is counted in, as the cart line had it (PIECE_UNIT when unknown). */
  readonly unit: string
  /** What the line was ordered at per sales price unit (itemUnitPrice); absent without a price the buyer may see. */
  readonly unitPrice?: Money
  /** How many units `unitPrice` is for. */
  readonly salesPriceUnit: number
  /** What the line costs; absent without a price the buyer may see. */
  readonly amount?: Money
}

/** A placed order as the buyer reads it after checkout: the day it was asked for, its lines and sums. */
export interface OrderPlaced extends PlacedOrder {
  /** The delivery's requested day, or the earliest day when none was asked for. */
  readonly requestedDeliveryDate: IsoDate
  readonly lines: readonly OrderPlacedLine[]
  /** The order's sums; absent when no line has a price the buyer may see. */
  readonly totals?: DeliveryTotals
}

/** How a checkout of the acting cart went: where the buyer goes, the orders placed (none on the index), the deliveries refused. */
export interface CheckedOut {
  readonly goTo: CheckoutResult['goTo']
  readonly message?: UserMessage
  readonly orders: readonly OrderPlaced[]
  readonly refused: readonly RefusedOrder[]
}

/**
 * Checks out the cart of the customer and project the user acts for now (placeOrder), answering
 * each placed order with the day asked for, its lines in the units the cart had, and its sums.
 */
export const checkOutCart = (orderDetails: OrderDetails, options: { sendOrderReceipt?: boolean } = {}) =>
  Effect.gen(function* () {
    const cart = yield* currentCart()
    const { brand, cutoffHour } = yield* ShopSettings
    const { earliestDeliveryDate } = deliverySchedule((yield* Clock).now(), { brand, cutoffHour, days: 1 })
    const result = yield* placeOrder(cart.cartId, orderDetails, options)
    const { goTo, refused } = result
    const message = result.message ? { message: result.message } : {}
    if (goTo !== 'checkout-success-page')
      return { goTo, ...message, orders: [], refused } satisfies CheckedOut
    // The articles as the cart had them: the order service answers no units, categories or (always) brands.
    const variants = new Map(cart.cartItems.map((item) => [item.articleNumber, item.variant]))
    const orders = result.orders.map((order): OrderPlaced => {
      const totals = pricedDeliveryTotals(order.orderItems)
      return {
        ...order,
        requestedDeliveryDate:
          cart.deliveries?.find((d) => d.deliveryId === order.deliveryId)?.requestedDeliveryDate ??
          earliestDeliveryDate,
        lines: order.orderItems.map((item): OrderPlacedLine => {
          const variant = variants.get(item.articleNumber)
          const brand = item.brand?.trim() || variantBrand(variant)
          const category = productCategory(variant?.product)
          const unitPrice = itemUnitPrice(item)
          const amount = itemAmount(item)
          return {
            articleNumber: item.articleNumber,
            name: item.name ?? item.articleNumber,
            ...(brand ? { brand } : {}),
            ...(category === undefined ? {} : { category }),
            quantity: item.quantity,
            unit: variant?.webSalesUnit?.unit ?? PIECE_UNIT,
            ...(unitPrice === undefined ? {} : { unitPrice }),
            salesPriceUnit: item.price?.salesPriceUnit ?? 1,
            ...(amount === undefined ? {} : { amount }),
          }
        }),
        ...(totals ? { totals } : {}),
      }
    })
    return { goTo, ...message, orders, refused } satisfies CheckedOut
  })
