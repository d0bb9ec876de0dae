/**
 * Placed orders as order history shows them (shop-core §1: follow order history with invoices and
 * documents): summaries, the detail with its lines, delivery, addresses, status over time and
 * totals, invoices, and whether an order can be ordered again. Amounts are Money; a buyer denied
 * prices (EJ_SE_PRISER) gets none.
 */
import { formatPostcode } from './address'
import type { IsoDate } from './calendar'
import type { Money } from './money'

/** The statuses an order goes through, in order. */
export const orderStatuses = ['received', 'confirmed', 'picked', 'shipped', 'delivered', 'invoiced'] as const

/** A status of an order. */
export type OrderStatus = (typeof orderStatuses)[number]

/** How far along an order is, from 1 (received) to 6 (invoiced): for a progress line. */
export function orderProgress(status: OrderStatus): number {
  return orderStatuses.indexOf(status) + 1
}

/**
 * Whether an order reference is an order number as the buyer sees it (4100222: digits only), not
 * an order id (a UUID) or a checkout's temporary id ('T-…'): a number is looked up before use.
 */
export function isOrderNumber(reference: string): boolean {
  return /^\d{1,20}$/.test(reference)
}

/** The order's page under order history, by its number: the address mails and links give. */
export function orderPagePath(orderNumber: string): string {
  return `/mina-sidor/ordrar/${encodeURIComponent(orderNumber)}`
}

/** Who placed an order. */
export interface OrderPlacer {
  readonly userId: string
  readonly name: string
}

/** One order in a history list. */
export interface OrderSummary {
  readonly orderId: string
  readonly orderNumber: string
  readonly tempOrderId: string
  readonly customerId: string
  readonly projectId?: string
  readonly createdAt: string
  readonly orderDate: IsoDate
  readonly deliveryId: string
  readonly deliveryName: string
  readonly requestedDeliveryDate?: IsoDate
  readonly reference?: string
  readonly orderStatus: OrderStatus
  readonly statusAt: string
  readonly placedBy: OrderPlacer
  readonly lineCount: number
  readonly totalNet?: Money
  readonly totalIncludingVat?: Money
}

/** A page of order history and how many orders match in all. */
export interface OrderPage {
  readonly total: number
  readonly offset: number
  readonly limit: number
  readonly orders: readonly OrderSummary[]
}

/** What order history is searched by. */
export interface OrderQuery {
  readonly customerId?: string
  readonly projectId?: string
  /** An order number (or its start), a reference, an article name or an exact article number. */
  readonly text?: string
  readonly statuses?: readonly OrderStatus[]
  readonly fromDate?: IsoDate
  readonly toDate?: IsoDate
  readonly sort?: {
    readonly by: 'createdAt' | 'orderNumber' | 'total' | 'requestedDeliveryDate' | 'reference'
    readonly direction: 'asc' | 'desc'
  }
  readonly limit?: number
  readonly offset?: number
}

/** A line of a placed order, priced as it was ordered. */
export interface OrderLine {
  readonly lineNumber: number
  readonly articleNumber: string
  readonly name: string
  readonly brand?: string
  readonly quantity: number
  readonly unit: string
  readonly netPrice?: Money
  readonly alloyingPrice?: Money
  readonly salesPriceUnit: number
  readonly amount?: Money
  readonly label?: string
}

/** The delivery an order is, and how far it has come. */
export interface OrderDelivery {
  readonly deliveryId: string
  readonly deliveryName: string
  readonly storeId?: string
  readonly storeName?: string
  readonly warehouseId?: string
  readonly requestedDeliveryDate?: IsoDate
  readonly plannedDeliveryDate: IsoDate
  readonly status: 'planned' | 'shipped' | 'delivered'
  readonly shippedAt?: string
  readonly deliveredAt?: string
}

/** The delivery or invoice address of an order. */
export interface OrderAddress {
  readonly kind: 'delivery' | 'invoice'
  readonly name?: string
  readonly recipientName?: string
  readonly address1?: string
  readonly address2?: string
  readonly address3?: string
  readonly postalCode?: string
  readonly postalAddress?: string
  readonly countryCode: string
  readonly phone?: string
}

/** The country as an address names it: none for Sweden, Åland by name, any other by its code. */
function countryLine(countryCode: string): string | undefined {
  if (countryCode === 'SE') return undefined
  return countryCode === 'AX' ? 'Åland' : countryCode
}

/**
 * An address as the lines printed on a letter, the one form of the order page, the order's PDF and
 * its Excel workbook: empty parts left out, the postcode as "NNN NN" (formatPostcode) before the
 * town, the country only when not Sweden.
 */
export function addressLines(address: OrderAddress): string[] {
  return [
    address.name,
    address.recipientName,
    address.address1,
    address.address2,
    address.address3,
    [address.postalCode && formatPostcode(address.postalCode), address.postalAddress]
      .filter(Boolean)
      .join(' '),
    countryLine(address.countryCode),
  ].filter((part): part is string => typeof part === 'string' && part.trim() !== '')
}

/** An order's totals: the lines' sum, VAT and the sum with VAT. */
export interface OrderTotals {
  readonly net: Money
  readonly vatPercentage: number
  readonly vat: Money
  readonly gross: Money
}

/** A placed order in full. */
export interface Order {
  readonly orderId: string
  readonly orderNumber: string
  readonly tempOrderId: string
  readonly customerId: string
  readonly customerName: string
  readonly projectId?: string
  readonly projectName?: string
  readonly placedBy: OrderPlacer
  readonly createdAt: string
  readonly orderDate: IsoDate
  readonly reference?: string
  readonly message?: string
  readonly contactName?: string
  readonly contactPhone?: string
  readonly orderStatus: OrderStatus
  /** The statuses passed so far, earliest first. */
  readonly statusHistory: readonly { readonly status: OrderStatus; readonly at: string }[]
  readonly lines: readonly OrderLine[]
  readonly deliveries: readonly OrderDelivery[]
  readonly addresses: readonly OrderAddress[]
  readonly totals?: OrderTotals
}

/** An invoice of an order. */
export interface Invoice {
  readonly invoiceNumber: string
  readonly orderId: string
  readonly ocr: string
  readonly invoiceDate: IsoDate
  readonly dueDate: IsoDate
  readonly paymentTerms: string
  readonly amountExcludingVat: Money
  readonly vatAmount: Money
  readonly amountIncludingVat: Money
}

/** Why a line of an old order cannot be ordered again as it was. */
export type ReorderProblem = 'unknownArticle' | 'discontinued' | 'onlyStore' | 'notStockedAtStore'

/** One line of an old order checked against today's catalogue. */
export interface ReorderLine {
  readonly lineNumber: number
  readonly articleNumber: string
  readonly name: string
  readonly quantity: number
  readonly purchasable: boolean
  readonly reason?: ReorderProblem
  readonly replacementArticleNumber?: string
  /** The quantity raised to a whole order multiple. */
  readonly suggestedQuantity: number
  readonly priceChanged: boolean
}

/** Whether an order can be ordered again, line by line. */
export interface ReorderCheck {
  readonly orderId: string
  readonly deliveryId: string
  readonly storeId?: string
  /** False when the buyer may not place orders (EJ_ORDER). */
  readonly mayPlaceOrders: boolean
  readonly lines: readonly ReorderLine[]
}

/** A file the services made: its bytes, type and a name to save it under. */
export interface DocumentFile {
  readonly bytes: Uint8Array
  readonly contentType: string
  readonly fileName: string
}
