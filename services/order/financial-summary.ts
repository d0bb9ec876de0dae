/**
 * Financial follow-up (GET /customers/:customerId/financial-summary): a customer's credit limit,
 * what is outstanding against it by checkout's rule (credit.ts) and what is left, its purchases per
 * calendar month over the last twelve (Stockholm months, net), and a page of its invoices dated in
 * a range, each with where it stands against its due date. Invoices follow from the orders'
 * timelines, as everywhere in the order base; the credit is the customer's, the purchases and
 * invoices those of the projects the caller may see.
 */
import { sql, type Kysely } from 'kysely'
import {
  addIsoDays,
  addMoney,
  invoiceDueState,
  type IsoDate,
  lastMonths,
  money,
  stockholmDay,
} from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { creditOf } from './credit'
import { invoiceFor, PAYMENT_TERMS, type InvoiceView } from './invoices'
import { moneyNumber, vatOn, VAT_PERCENTAGE } from './order-money'
import { stockholmMidnight } from './order-search'

/** What financial follow-up covers: a customer, and all its projects or the ones named. */
export interface FinanceScope {
  readonly customerId: string
  readonly projectIds: readonly string[] | undefined
}

/** What is asked: invoices dated from and to (Stockholm days, both included), a page of them. */
export interface FinanceRequest {
  readonly fromDate?: IsoDate | undefined
  readonly toDate?: IsoDate | undefined
  readonly limit: number
  readonly offset: number
}

/** An invoice in the summary: the invoice as the order's invoices answer it, its project and due state. */
export interface FinanceInvoiceView extends InvoiceView {
  readonly projectId: string | null
  /** `notDue`, `dueToday` or `overdue` on `today`. */
  readonly dueState: 'notDue' | 'dueToday' | 'overdue'
  /** Days from today to the due date: negative when it has passed. */
  readonly daysUntilDue: number
}

/** The summary as answered. */
export interface FinancialSummaryView {
  readonly customerId: string
  readonly projectId: string | null
  readonly today: IsoDate
  readonly currency: 'SEK'
  readonly credit: { readonly limit: number; readonly outstanding: number; readonly available: number } | null
  readonly purchases: readonly { readonly month: string; readonly orderCount: number; readonly net: number }[]
  readonly invoices: {
    readonly total: number
    readonly offset: number
    readonly limit: number
    readonly data: readonly FinanceInvoiceView[]
  }
}

const inProjects = (projectIds: readonly string[] | undefined) =>
  projectIds === undefined ? undefined : projectIds.length > 0 ? [...projectIds] : ['']

/** Net purchases and order counts of the last twelve calendar months, oldest first. */
async function purchasesByMonth(db: Kysely<Database>, scope: FinanceScope, today: IsoDate) {
  const months = lastMonths(today, 12)
  const ends = months.map((month) => stockholmMidnight(month.nextFirstDay))
  const bucket = sql<number>`case ${sql.join(
    ends.map((end, index) => sql`when orders.created_at < ${end} then ${sql.lit(index)}`),
    sql` `,
  )} end`
  let query = db
    .selectFrom('orders')
    .select([
      bucket.as('bucket'),
      sql<number>`count(*)::int`.as('orderCount'),
      sql<string>`coalesce(sum(orders.total_net), 0)`.as('net'),
    ])
    .where('orders.customerId', '=', scope.customerId)
    .where('orders.createdAt', '>=', stockholmMidnight(months[0]!.firstDay))
    .where('orders.createdAt', '<', ends[ends.length - 1]!)
  const projects = inProjects(scope.projectIds)
  if (projects) query = query.where('orders.projectId', 'in', projects)
  const rows = await query.groupBy(sql`1`).execute()
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]))
  return months.map((month, index) => {
    const row = byBucket.get(index)
    return {
      month: month.month,
      orderCount: row ? Number(row.orderCount) : 0,
      net: moneyNumber(money(row?.net ?? 0)),
    }
  })
}

/** A page of the invoices issued by `now`, newest first, dated in the range asked. */
async function invoicePage(db: Kysely<Database>, scope: FinanceScope, request: FinanceRequest, now: Date) {
  const today = stockholmDay(now)
  const base = () => {
    let query = db
      .selectFrom('orders')
      .innerJoin('orderStatusEvents as invoiced', (join) =>
        join.onRef('invoiced.orderId', '=', 'orders.id').on('invoiced.status', '=', 'invoiced'),
      )
      .where('orders.customerId', '=', scope.customerId)
      .where('invoiced.at', '<=', now)
    const projects = inProjects(scope.projectIds)
    if (projects) query = query.where('orders.projectId', 'in', projects)
    if (request.fromDate) query = query.where('invoiced.at', '>=', stockholmMidnight(request.fromDate))
    if (request.toDate)
      query = query.where('invoiced.at', '<', stockholmMidnight(addIsoDays(request.toDate, 1)))
    return query
  }
  const [count, rows] = await Promise.all([
    base()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    base()
      .select([
        'orders.id',
        'orders.orderNumber',
        'orders.projectId',
        'orders.totalNet',
        'orders.currency',
        'invoiced.at as invoicedAt',
      ])
      .orderBy('invoiced.at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(request.limit)
      .offset(request.offset)
      .execute(),
  ])
  return {
    total: Number(count.total),
    offset: request.offset,
    limit: request.limit,
    data: rows.map((row): FinanceInvoiceView => {
      const net = money(row.totalNet)
      const vat = vatOn(net)
      const invoice = invoiceFor(row.orderNumber, new Date(row.invoicedAt), {
        net,
        vat,
        gross: addMoney(net, vat),
      })
      const state = invoiceDueState(invoice.dueDate, today)
      return {
        invoiceNumber: invoice.invoiceNumber,
        orderId: row.id,
        orderNumber: row.orderNumber,
        projectId: row.projectId,
        ocr: invoice.ocr,
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        paymentTerms: PAYMENT_TERMS,
        currency: row.currency,
        amountExcludingVat: moneyNumber(invoice.net),
        vatPercentage: VAT_PERCENTAGE,
        vatAmount: moneyNumber(invoice.vat),
        amountIncludingVat: moneyNumber(invoice.gross),
        dueState: state.kind,
        daysUntilDue:
          state.kind === 'notDue' ? state.daysLeft : state.kind === 'overdue' ? -state.daysOverdue : 0,
        pdfUrl: `/services/order/orders/${row.id}/invoices/${invoice.invoiceNumber}.pdf`,
      }
    }),
  }
}

/** The financial follow-up of a scope at `now`. */
export async function financialSummary(
  db: Kysely<Database>,
  scope: FinanceScope,
  projectId: string | undefined,
  request: FinanceRequest,
  now: Date,
): Promise<FinancialSummaryView> {
  const today = stockholmDay(now)
  const [credit, purchases, invoices] = await Promise.all([
    creditOf(db, scope.customerId, now),
    purchasesByMonth(db, scope, today),
    invoicePage(db, scope, request, now),
  ])
  return {
    customerId: scope.customerId,
    projectId: projectId ?? null,
    today,
    currency: 'SEK',
    credit:
      credit.limit === null || credit.available === null
        ? null
        : {
            limit: moneyNumber(credit.limit),
            outstanding: moneyNumber(credit.outstanding),
            available: moneyNumber(credit.available),
          },
    purchases,
    invoices,
  }
}
