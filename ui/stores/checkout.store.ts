import { makeAutoObservable, runInAction } from 'mobx'
import type { RpcOutput } from '../../server/rpc/shop-api.rpc'

/** What placing an order answered. */
export type PlaceOrderAnswer = RpcOutput<'placeOrder'>

/** The orders just placed, for the success page, with the partial-order message when some failed. */
export interface PlacedOrders {
  readonly orders: PlaceOrderAnswer['orders']
  readonly message: PlaceOrderAnswer['message']
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
   * undefined for a second press. Orders placed are kept for the success page; the flag is cleared
   * whatever happens.
   */
  async place(run: () => Promise<PlaceOrderAnswer>): Promise<PlaceOrderAnswer | undefined> {
    if (this.placing) return undefined
    this.placing = true
    this.placed = null
    try {
      const answer = await run()
      runInAction(() => {
        if (answer.goTo === 'checkout-success-page')
          this.placed = { orders: answer.orders, message: answer.message }
      })
      return answer
    } finally {
      runInAction(() => {
        this.placing = false
      })
    }
  }

  /** Forgets the placed orders (state cleared after a failed checkout, or on leaving). */
  clear(): void {
    this.placed = null
  }
}
