/**
 * A customer's credit (shop-core §7 checkout, `credit_limit_exceeded`): the orders invoiced within
 * the last 30 days, or not yet invoiced, count as outstanding against the credit limit — the
 * payment terms say an invoice is paid 30 days after it is issued. Checkout refuses an order that
 * would go past the limit; financial follow-up shows the same figures. One rule, used by both.
 */
import { sql, type Kysely } from 'kysely'
import { money, type Money, subtractMoney } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { PAYMENT_DAYS } from './invoices'

/** A customer's credit at a moment; null figures when the customer has no limit. */
export interface Credit {
  readonly limit: Money | null
  /** The net total of the orders that still count against the limit. */
  readonly outstanding: Money
  /** The limit less the outstanding amount (below zero when past the limit); null without a limit. */
  readonly available: Money | null
}

/** The net total of a customer's orders invoiced within the last PAYMENT_DAYS days or not yet invoiced. */
export async function outstandingNet(db: Kysely<Database>, customerId: string, now: Date): Promise<Money> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('orderStatusEvents', 'orderStatusEvents.orderId', 'orders.id')
    .select(sql<string>`coalesce(sum(orders.total_net), 0)`.as('total'))
    .where('orders.customerId', '=', customerId)
    .where('orderStatusEvents.status', '=', 'invoiced')
    .where('orderStatusEvents.at', '>', new Date(now.getTime() - PAYMENT_DAYS * 86_400_000))
    .executeTakeFirstOrThrow()
  return money(row.total)
}

/** A customer's credit limit, what is outstanding against it and what is left, at `now`. */
export async function creditOf(db: Kysely<Database>, customerId: string, now: Date): Promise<Credit> {
  const [customer, outstanding] = await Promise.all([
    db.selectFrom('customers').select('creditLimit').where('id', '=', customerId).executeTakeFirstOrThrow(),
    outstandingNet(db, customerId, now),
  ])
  const limit = customer.creditLimit === null ? null : money(customer.creditLimit)
  return { limit, outstanding, available: limit === null ? null : subtractMoney(limit, outstanding) }
}
