/** The cart entities of the spec (shop-core §3): a cart of items grouped by delivery. */
import type { IsoDate } from './calendar'
import { sumMoney, zeroMoney, type Money } from './money'
import { chargedUnitPrice, lineAmount as amountOfLine } from './pricing'
import type { Price, Stock, Variant } from './variant'

/**
 * The most lines one cart holds: the cart service's limit. An upload or an add past it is refused
 * for the rows that do not fit, and the upload form states it before the file is sent.
 */
export const CART_LINES_MAX = 2000

/** The most data rows one uploaded spreadsheet may have (a longer file is refused whole). */
export const UPLOAD_ROWS_MAX = 2000

/** Why the cart could not use a row of an uploaded spreadsheet. */
export type UploadRowProblem = 'unreadable' | 'cartFull' | 'quantityDecimals'

/** A row of an uploaded spreadsheet the cart did not take, numbered as in the file. */
export interface RejectedUploadRow {
  readonly row: number
  readonly problem: UploadRowProblem
}

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
 * Whether a line is priced on request: it has no amount, and every surface writes "Pris på
 * förfrågan" (PRICE_ON_REQUEST, price.ask_for_price) where its price or amount would stand.
 */
export function isItemOnRequest(item: Pick<CartItem, 'price'>): boolean {
  return item.price?.askForPrice === true
}

/**
 * What a line is charged per sales price unit, as the cart priced it (at the bracket of the
 * article's quantity): net price plus the alloying surcharge. Undefined without a price, or when
 * the price is on request.
 */
export function itemUnitPrice(item: Pick<CartItem, 'price'>): Money | undefined {
  const price = item.price
  if (!price || price.askForPrice) return undefined
  return chargedUnitPrice(price.netPrice, price.alloyingPrice)
}

/**
 * What a line costs: its unit price (`itemUnitPrice`) times the quantity ÷ the sales price unit, to
 * öre. Undefined without a price, or when the price is on request.
 */
export function itemAmount(item: Pick<CartItem, 'quantity' | 'price'>): Money | undefined {
  const unitPrice = itemUnitPrice(item)
  return unitPrice === undefined
    ? undefined
    : amountOfLine(unitPrice, item.quantity, item.price?.salesPriceUnit)
}

/** Whether a delivery of the cart goes into the next order (a delivery the cart does not list does). */
export function isDeliveryInOrder(cart: Pick<Cart, 'deliveries'>, deliveryId: string): boolean {
  return cart.deliveries?.find((delivery) => delivery.deliveryId === deliveryId)?.isIncludedInOrder ?? true
}

/** The lines of the deliveries that go into the next order: what an order, or a punch-out hand-back, holds. */
export function itemsInOrder(cart: Pick<Cart, 'deliveries' | 'cartItems'>): readonly CartItem[] {
  return cart.cartItems.filter((item) => isDeliveryInOrder(cart, item.deliveryId))
}

/** The sum of the lines' amounts; lines without a price count nothing. */
export function cartTotal(items: readonly Pick<CartItem, 'quantity' | 'price'>[]): Money {
  return sumMoney(items.map((item) => itemAmount(item) ?? zeroMoney))
}
