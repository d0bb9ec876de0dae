/** The cart entities of the spec (shop-core §3): a cart of items grouped by delivery. */
import type { IsoDate } from './calendar'
import { sumMoney, zeroMoney, type Money } from './money'
import { chargedUnitPrice, lineAmount as amountOfLine } from './pricing'
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

/** A delivery of a cart: whether it goes into the next order, and the day asked for. */
export interface CartDelivery {
  readonly deliveryId: string
  readonly isIncludedInOrder: boolean
  readonly requestedDeliveryDate?: IsoDate
}

/** A cart: its items and the order of the deliveries they are grouped in. */
export interface Cart {
  readonly cartId: string
  readonly deliveryIdsInOrder: readonly string[]
  /** The deliveries in the same order, when the cart service answers them. */
  readonly deliveries?: readonly CartDelivery[]
  readonly cartItems: readonly CartItem[]
}

/**
 * What a line costs: net price plus the alloying surcharge, per sales price unit, times the
 * quantity, to öre. Undefined without a price, or when the price is on request.
 */
export function itemAmount(item: Pick<CartItem, 'quantity' | 'price'>): Money | undefined {
  const price = item.price
  if (!price || price.askForPrice) return undefined
  return amountOfLine(
    chargedUnitPrice(price.netPrice, price.alloyingPrice),
    item.quantity,
    price.salesPriceUnit,
  )
}

/** The sum of the lines' amounts; lines without a price count nothing. */
export function cartTotal(items: readonly Pick<CartItem, 'quantity' | 'price'>[]): Money {
  return sumMoney(items.map((item) => itemAmount(item) ?? zeroMoney))
}
