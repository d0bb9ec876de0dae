/**
 * Everything read about one order, with exact amounts: its lines, addresses, planned timeline and
 * the names of its customer, project, buyer and store. The views, documents and invoices are
 * built from this.
 */
import type { Kysely, Selectable } from 'kysely'
import type { Money, OrderAddress } from '@proffsbutik/core/domain'
import type { Database, OrderAddressTable, OrderLineTable, OrderTable } from '../db/schema'
import { lineAmount, orderTotals, type OrderTotals } from './order-money'
import type { StatusEvent } from './order-status'

/** A line of an order with its amount (null without a price). */
export type OrderLineRecord = Selectable<OrderLineTable> & { readonly amount: Money | null }

/** An address of an order. */
export type OrderAddressRecord = Omit<Selectable<OrderAddressTable>, 'orderId'>

/** An address of an order as the core's address rules take it (core/domain/order `addressLines`). */
export function orderAddress(record: OrderAddressRecord): OrderAddress {
  const { kind, countryCode, ...parts } = record
  return {
    kind,
    countryCode,
    ...Object.fromEntries(
      Object.entries(parts).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
  }
}

/** One order as read from the database. */
export interface OrderRecord {
  readonly order: Selectable<OrderTable>
  readonly customerName: string
  readonly projectName: string | null
  readonly placedBy: { readonly userId: string; readonly name: string; readonly email: string }
  readonly storeName: string | null
  readonly lines: readonly OrderLineRecord[]
  readonly deliveryAddress: OrderAddressRecord | null
  readonly invoiceAddress: OrderAddressRecord | null
  /** The planned timeline, passed or not. */
  readonly events: readonly StatusEvent[]
  readonly totals: OrderTotals
}

/** Reads an order's lines, addresses, timeline and names. */
export async function loadOrder(db: Kysely<Database>, order: Selectable<OrderTable>): Promise<OrderRecord> {
  const [names, lines, addresses, events] = await Promise.all([
    db
      .selectFrom('customers')
      .innerJoin('users', (join) => join.on('users.id', '=', order.userId))
      .leftJoin('projects', (join) =>
        join.on('projects.id', '=', order.projectId ?? '').onRef('projects.customerId', '=', 'customers.id'),
      )
      .leftJoin('locations', (join) => join.on('locations.id', '=', order.storeId ?? ''))
      .select([
        'customers.name as customerName',
        'projects.name as projectName',
        'users.firstName',
        'users.lastName',
        'users.email',
        'locations.name as storeName',
      ])
      .where('customers.id', '=', order.customerId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('orderLines').selectAll().where('orderId', '=', order.id).orderBy('lineNumber').execute(),
    db.selectFrom('orderAddresses').selectAll().where('orderId', '=', order.id).execute(),
    db.selectFrom('orderStatusEvents').select(['status', 'at']).where('orderId', '=', order.id).execute(),
  ])
  const address = (kind: 'delivery' | 'invoice'): OrderAddressRecord | null => {
    const row = addresses.find((a) => a.kind === kind)
    if (!row) return null
    const { orderId: _orderId, ...rest } = row
    return rest
  }
  const priced = lines.map((line) => ({ ...line, amount: lineAmount(line) }))
  return {
    order,
    customerName: names.customerName,
    projectName: names.projectName,
    placedBy: { userId: order.userId, name: `${names.firstName} ${names.lastName}`, email: names.email },
    storeName: names.storeName,
    lines: priced,
    deliveryAddress: address('delivery'),
    invoiceAddress: address('invoice'),
    events: events.map((event) => ({ status: event.status, at: new Date(event.at) })),
    totals: orderTotals(lines),
  }
}
