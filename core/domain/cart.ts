/** The cart entities of the spec (shop-core §3): a cart of items grouped by delivery. */
import type { IsoDate } from './calendar'
import type { Price, Stock, Variant } from './variant'

/** One line of a cart. Lines with the same article and delivery are merged by the cart service. */
export interface CartItem {
  readonly cartId: string
  readonly cartItemId: string
  readonly articleNumber: string
  /** Quantity in the web sales unit, up to 10 decimals. */
  readonly quantity: number
  readonly deliveryId: string
  readonly label?: string
  readonly requestedDeliveryDate?: IsoDate
  readonly price?: Price
  readonly stock?: Stock
  readonly variant?: Variant
}

/** A cart: its items and the order of the deliveries they are grouped in. */
export interface Cart {
  readonly cartId: string
  readonly deliveryIdsInOrder: readonly string[]
  readonly cartItems: readonly CartItem[]
}
