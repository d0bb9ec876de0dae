/**
 * Orders as the order base answers them: the detail (lines, the delivery, addresses, the status
 * history that has passed, totals) and the addresses. Amounts are JSON numbers in SEK, exact to
 * the öre; they are null for a caller denied prices (EJ_SE_PRISER).
 */
import { deliveryName, type IsoDate, type Money, stockholmDay } from '@proffsbutik/core/domain'
import type { OrderStatus } from '../db/schema'
import type { OrderVisibility } from './order-access'
import { moneyNumber, VAT_PERCENTAGE } from './order-money'
import type { OrderAddressRecord, OrderRecord } from './order-record'
import { currentStatus, passedEvents } from './order-status'

/** An address of an order as answered. */
export interface OrderAddressView {
  readonly kind: 'delivery' | 'invoice'
  readonly name: string | null
  readonly recipientName: string | null
  readonly address1: string | null
  readonly address2: string | null
  readonly address3: string | null
  readonly postalCode: string | null
  readonly postalAddress: string | null
  readonly countryCode: string
  readonly phone: string | null
}

/** A line of an order as answered. */
export interface OrderLineView {
  readonly lineNumber: number
  readonly articleNumber: string
  readonly name: string
  readonly brand: string | null
  readonly quantity: number
  readonly unit: string
  readonly netPrice: number | null
  readonly alloyingPrice: number | null
  readonly salesPriceUnit: number
  readonly amount: number | null
  readonly label: string | null
}

/** The one delivery an order is: how, where and when, and how far it has come. */
export interface OrderDeliveryView {
  readonly deliveryId: string
  readonly deliveryName: string
  readonly storeId: string | null
  readonly storeName: string | null
  readonly warehouseId: string | null
  readonly requestedDeliveryDate: IsoDate | null
  readonly plannedDeliveryDate: IsoDate
  readonly status: 'planned' | 'shipped' | 'delivered'
  readonly shippedAt: string | null
  readonly deliveredAt: string | null
  readonly lineNumbers: readonly number[]
}

/** An order's totals as answered. */
export interface OrderTotalsView {
  readonly net: number
  readonly vatPercentage: number
  readonly vat: number
  readonly gross: number
  readonly currency: string
}

/** The order detail (GET /orders/{id}). */
export interface OrderDetailView {
  readonly orderId: string
  readonly orderNumber: string
  readonly tempOrderId: string
  readonly customerId: string
  readonly customerName: string
  readonly projectId: string | null
  readonly projectName: string | null
  readonly placedBy: { readonly userId: string; readonly name: string }
  readonly createdAt: string
  readonly orderDate: IsoDate
  readonly reference: string | null
  readonly message: string | null
  readonly contactName: string | null
  readonly contactPhone: string | null
  readonly orderStatus: OrderStatus
  readonly statusHistory: readonly { readonly status: OrderStatus; readonly at: string }[]
  readonly lines: readonly OrderLineView[]
  readonly deliveries: readonly OrderDeliveryView[]
  readonly addresses: readonly OrderAddressView[]
  /** Null for a caller denied prices. */
  readonly totals: OrderTotalsView | null
}

const amount = (value: Money | null, visibility: OrderVisibility) =>
  value === null || !visibility.prices ? null : moneyNumber(value)

const decimal = (text: string | null, visibility: OrderVisibility) =>
  text === null || !visibility.prices ? null : Number(text)

/** An order's addresses, delivery first. */
export function addressViews(
  record: Pick<OrderRecord, 'deliveryAddress' | 'invoiceAddress'>,
): OrderAddressView[] {
  const view = (kind: 'delivery' | 'invoice', address: OrderAddressRecord | null): OrderAddressView[] =>
    address === null
      ? []
      : [
          {
            kind,
            name: address.name,
            recipientName: address.recipientName,
            address1: address.address1,
            address2: address.address2,
            address3: address.address3,
            postalCode: address.postalCode,
            postalAddress: address.postalAddress,
            countryCode: address.countryCode,
            phone: address.phone,
          },
        ]
  return [...view('delivery', record.deliveryAddress), ...view('invoice', record.invoiceAddress)]
}

/** The delivery of an order at `now`. */
export function deliveryView(record: OrderRecord, now: Date): OrderDeliveryView {
  const { order } = record
  const passed = passedEvents(record.events, now)
  const at = (status: OrderStatus) =>
    passed.find((event) => event.status === status)?.at.toISOString() ?? null
  const planned = record.events.find((event) => event.status === 'delivered')
  const shippedAt = at('shipped')
  const deliveredAt = at('delivered')
  return {
    deliveryId: order.deliveryId,
    deliveryName: deliveryName(order.deliveryId),
    storeId: order.storeId,
    storeName: record.storeName,
    warehouseId: order.warehouseId,
    requestedDeliveryDate: order.requestedDeliveryDate,
    plannedDeliveryDate: planned
      ? stockholmDay(planned.at)
      : (order.requestedDeliveryDate ?? stockholmDay(order.createdAt)),
    status: deliveredAt ? 'delivered' : shippedAt ? 'shipped' : 'planned',
    shippedAt,
    deliveredAt,
    lineNumbers: record.lines.map((line) => line.lineNumber),
  }
}

/** The order detail at `now`, with what the caller may see. */
export function orderDetailView(
  record: OrderRecord,
  visibility: OrderVisibility,
  now: Date,
): OrderDetailView {
  const { order } = record
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    tempOrderId: order.tempOrderId,
    customerId: order.customerId,
    customerName: record.customerName,
    projectId: order.projectId,
    projectName: record.projectName,
    placedBy: { userId: record.placedBy.userId, name: record.placedBy.name },
    createdAt: new Date(order.createdAt).toISOString(),
    orderDate: stockholmDay(new Date(order.createdAt)),
    reference: order.reference,
    message: order.message,
    contactName: order.contactName,
    contactPhone: order.contactPhone,
    orderStatus: currentStatus(record.events, now).status,
    statusHistory: passedEvents(record.events, now).map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
    })),
    lines: record.lines.map((line) => ({
      lineNumber: line.lineNumber,
      articleNumber: line.articleNumber,
      name: line.name,
      brand: line.brand,
      quantity: Number(line.quantity),
      unit: line.unit,
      netPrice: decimal(line.netPrice, visibility),
      alloyingPrice: decimal(line.alloyingPrice, visibility),
      salesPriceUnit: line.salesPriceUnit,
      amount: amount(line.amount, visibility),
      label: line.label,
    })),
    deliveries: [deliveryView(record, now)],
    addresses: addressViews(record),
    totals: visibility.prices
      ? {
          net: moneyNumber(record.totals.net),
          vatPercentage: VAT_PERCENTAGE,
          vat: moneyNumber(record.totals.vat),
          gross: moneyNumber(record.totals.gross),
          currency: order.currency,
        }
      : null,
  }
}
