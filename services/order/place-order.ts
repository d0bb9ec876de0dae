/**
 * Writing an order: the order, its priced lines, its addresses and the status timeline it will
 * go through. Used by checkout and by the seed's order history.
 */
import { TZDate } from '@date-fns/tz'
import { sql, type Kysely, type Transaction } from 'kysely'
import {
  addIsoDays,
  type IsoDate,
  moneyToDecimalText,
  nextOpenDay,
  STOCKHOLM,
  stockholmDay,
} from '@proffsbutik/core/domain'
import type { Database, OrderStatus } from '../db/schema'
import { orderTotals } from './order-money'

/** A line of an order to write. */
export interface OrderLineDraft {
  readonly articleNumber: string
  readonly name: string
  readonly brand: string | null
  /** Exact decimal text. */
  readonly quantity: string
  readonly unit: string
  /** Net price per sales price unit, or null when the customer gets no price (ask for price). */
  readonly netPrice: number | null
  readonly alloyingPrice: number | null
  readonly salesPriceUnit: number
  readonly label: string | null
}

/** An address of an order to write. */
export interface OrderAddressDraft {
  readonly name?: string | null | undefined
  readonly recipientName?: string | null | undefined
  readonly address1?: string | null | undefined
  readonly address2?: string | null | undefined
  readonly address3?: string | null | undefined
  readonly postalCode?: string | null | undefined
  readonly postalAddress?: string | null | undefined
  readonly countryCode?: string | undefined
  readonly phone?: string | null | undefined
}

/** Everything an order is written from. */
export interface OrderDraft {
  readonly id: string
  readonly tempOrderId: string
  readonly checkoutId: string | null
  readonly customerId: string
  readonly projectId: string | null
  readonly userId: string
  readonly deliveryId: string
  readonly storeId: string | null
  readonly warehouseId: string | null
  readonly requestedDeliveryDate: IsoDate | null
  readonly reference: string | null
  readonly message: string | null
  readonly contactName: string | null
  readonly contactPhone: string | null
  readonly sendOrderReceipt: boolean
  readonly createdAt: Date
  readonly lines: readonly OrderLineDraft[]
  readonly deliveryAddress: OrderAddressDraft | null
  readonly invoiceAddress: OrderAddressDraft | null
}

const at = (day: IsoDate, hour: number, minute = 0): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(new TZDate(year, month - 1, date, hour, minute, 0, STOCKHOLM).getTime())
}

/**
 * When an order placed at `placedAt` for delivery on `deliveryDay` reaches each status: confirmed
 * after a quarter of an hour, picked the open day before delivery (or at once when that is past),
 * shipped early on the delivery day, delivered in the afternoon and invoiced the next open day.
 */
export function statusTimeline(placedAt: Date, deliveryDay: IsoDate): { status: OrderStatus; at: Date }[] {
  const confirmed = new Date(placedAt.getTime() + 15 * 60_000)
  const dayBefore = addIsoDays(deliveryDay, -1)
  const picked = new Date(Math.max(confirmed.getTime() + 30 * 60_000, at(dayBefore, 15).getTime()))
  const shipped = new Date(Math.max(picked.getTime() + 60 * 60_000, at(deliveryDay, 6, 30).getTime()))
  const delivered = new Date(Math.max(shipped.getTime() + 2 * 60 * 60_000, at(deliveryDay, 13).getTime()))
  const invoiced = at(nextOpenDay(stockholmDay(delivered)), 8)
  return [
    { status: 'received', at: placedAt },
    { status: 'confirmed', at: confirmed },
    { status: 'picked', at: picked },
    { status: 'shipped', at: shipped },
    { status: 'delivered', at: delivered },
    { status: 'invoiced', at: invoiced },
  ]
}

/** The day an order is delivered: the requested day, else the next open day after it was placed. */
export function deliveryDayOf(draft: Pick<OrderDraft, 'requestedDeliveryDate' | 'createdAt'>): IsoDate {
  return draft.requestedDeliveryDate ?? nextOpenDay(stockholmDay(draft.createdAt))
}

/** Writes an order with its lines, addresses and timeline; answers its order number. */
export async function insertOrder(
  trx: Transaction<Database> | Kysely<Database>,
  draft: OrderDraft,
): Promise<string> {
  const [orderNumber] = await insertOrders(trx, [draft])
  if (orderNumber === undefined) throw new Error('No order number from the sequence')
  return orderNumber
}

/** Rows per insert statement: far below PostgreSQL's limit of 65,535 parameters. */
const CHUNK = 500

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK))
}

/**
 * Writes many orders in a few statements (the seed's year of history); numbers are given in the
 * order of the drafts. Answers the order numbers, one per draft.
 */
export async function insertOrders(
  trx: Transaction<Database> | Kysely<Database>,
  drafts: readonly OrderDraft[],
): Promise<string[]> {
  if (drafts.length === 0) return []
  const { rows } = await sql<{ number: string }>`
    select nextval('order_numbers')::text as number from generate_series(1, ${drafts.length})`.execute(trx)
  const numbers = rows.map((row) => row.number).sort((a, b) => Number(a) - Number(b))
  if (numbers.length !== drafts.length) throw new Error('No order number from the sequence')
  const orders = drafts.map((draft, index) => ({
    id: draft.id,
    orderNumber: numbers[index]!,
    tempOrderId: draft.tempOrderId,
    checkoutId: draft.checkoutId,
    customerId: draft.customerId,
    projectId: draft.projectId,
    userId: draft.userId,
    deliveryId: draft.deliveryId,
    storeId: draft.storeId,
    warehouseId: draft.warehouseId,
    requestedDeliveryDate: draft.requestedDeliveryDate,
    reference: draft.reference,
    message: draft.message,
    contactName: draft.contactName,
    contactPhone: draft.contactPhone,
    totalNet: moneyToDecimalText(orderTotals(draft.lines).net),
    sendOrderReceipt: draft.sendOrderReceipt,
    createdAt: draft.createdAt,
  }))
  await insertChunks(orders, (chunk) => trx.insertInto('orders').values(chunk).execute())
  const lines = drafts.flatMap((draft) =>
    draft.lines.map((line, index) => ({
      orderId: draft.id,
      lineNumber: index + 1,
      articleNumber: line.articleNumber,
      name: line.name,
      brand: line.brand,
      quantity: line.quantity,
      unit: line.unit,
      netPrice: line.netPrice === null ? null : String(line.netPrice),
      alloyingPrice: line.alloyingPrice === null ? null : String(line.alloyingPrice),
      salesPriceUnit: line.salesPriceUnit,
      label: line.label,
    })),
  )
  await insertChunks(lines, (chunk) => trx.insertInto('orderLines').values(chunk).execute())
  const addresses = drafts.flatMap((draft) =>
    (
      [
        ['delivery', draft.deliveryAddress],
        ['invoice', draft.invoiceAddress],
      ] as const
    ).flatMap(([kind, address]) =>
      address === null
        ? []
        : [
            {
              orderId: draft.id,
              kind,
              name: address.name ?? null,
              recipientName: address.recipientName ?? null,
              address1: address.address1 ?? null,
              address2: address.address2 ?? null,
              address3: address.address3 ?? null,
              postalCode: address.postalCode ?? null,
              postalAddress: address.postalAddress ?? null,
              countryCode: address.countryCode ?? 'SE',
              phone: address.phone ?? null,
            },
          ],
    ),
  )
  await insertChunks(addresses, (chunk) => trx.insertInto('orderAddresses').values(chunk).execute())
  const events = drafts.flatMap((draft) =>
    statusTimeline(draft.createdAt, deliveryDayOf(draft)).map((event) => ({
      orderId: draft.id,
      status: event.status,
      at: event.at,
    })),
  )
  await insertChunks(events, (chunk) => trx.insertInto('orderStatusEvents').values(chunk).execute())
  return numbers
}
