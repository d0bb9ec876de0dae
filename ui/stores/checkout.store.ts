import { makeAutoObservable, runInAction } from 'mobx'
import type { TrackedVariant } from '@proffsbutik/core/domain'
import type { RpcOutput } from '../../server/rpc/shop-api.rpc'
import { trackPurchase } from '../tracking/track'
import { trackedVariant } from '../tracking/tracked'

/** What placing an order answered. */
export type PlaceOrderAnswer = RpcOutput<'placeOrder'>

/** The orders just placed, for the success page, with the partial-order message when some failed. */
export interface PlacedOrders {
  readonly orders: PlaceOrderAnswer['orders']
  readonly message: PlaceOrderAnswer['message']
  /** The deliveries not ordered, with why. */
  readonly refused: PlaceOrderAnswer['refused']
  /** The lines of the orders placed as tracked (checkout step 4): priced, branded and placed as ordered. */
  readonly items: readonly TrackedVariant[]
}

/**
 * Checkout in the browser (shop-core §4 Checkout): the placing-order flag, so the order button
 * cannot send twice, the send-order-receipt choice, and the orders just placed — the success
 * page shows them, and its guard (checkout-success-page) lets no one in without them.
 */
export class CheckoutStore {
  placing = false
  sendOrderReceipt = true
  placed: PlacedOrders | null = null
  /**
   * The deliveries the last checkout did not order, with why: the cart marks them and their
   * articles until the next checkout. Kept apart from `placed`, which a failed checkout clears.
   */
  refused: PlaceOrderAnswer['refused'] = []

  constructor() {
    makeAutoObservable(this)
  }

  /** Whether the success page may be shown: an order was just placed in this browser. */
  get mayShowSuccess(): boolean {
    return this.placed !== null && this.placed.orders.length > 0
  }

  /** Turns the order receipt mail on or off. */
  setSendOrderReceipt(send: boolean): void {
    this.sendOrderReceipt = send
  }

  /**
   * Places the order with `run` (a ShopApi call) unless one is already on its way: answers
   * undefined for a second press. Orders placed are kept for the success page, and each placed
   * order with lines is a purchase in the data layer, its lines as the order answered them (price,
   * brand, category); the flag is cleared whatever happens.
   */
  async place(run: () => Promise<PlaceOrderAnswer>): Promise<PlaceOrderAnswer | undefined> {
    if (this.placing) return undefined
    this.placing = true
    this.placed = null
    this.refused = []
    try {
      const answer = await run()
      runInAction(() => {
        this.refused = answer.refused
        if (answer.goTo === 'checkout-success-page')
          this.placed = {
            orders: answer.orders,
            message: answer.message,
            refused: answer.refused,
            items: answer.orders.flatMap((order) => order.lines.map(trackedVariant)),
          }
      })
      if (answer.goTo === 'checkout-success-page') trackPurchases(answer.orders)
      return answer
    } finally {
      runInAction(() => {
        this.placing = false
      })
    }
  }

  /** Why the last checkout left out this delivery: its reasons and the articles they name, or undefined. */
  refusalOf(deliveryId: string): PlaceOrderAnswer['refused'][number] | undefined {
    return this.refused.find((delivery) => delivery.deliveryId === deliveryId)
  }

  /** Forgets why the last checkout left deliveries out: another customer's cart, or no one's. */
  forgetRefusals(): void {
    this.refused = []
  }

  /** Forgets the placed orders (state cleared after a failed checkout, or on leaving). */
  clear(): void {
    this.placed = null
  }
}

/** A purchase event per placed order, its lines as the order answered them. */
function trackPurchases(orders: PlaceOrderAnswer['orders']): void {
  for (const order of orders) {
    if (!order.orderId) continue
    trackPurchase(order.orderNumber ?? order.orderId, order.lines.map(trackedVariant))
  }
}
