/**
 * Financial follow-up (shop-core §6, EJ_SE_EKONOMISK_UPPFÖLJNING): the acting customer's credit
 * (limit, outstanding, available), purchases per calendar month and invoices with where each stands
 * against its due date. The services know no payments: an invoice past its due date is "overdue"
 * in the sense of its terms, and counts against the credit by checkout's rule only until then.
 */
import { addIsoDays, isIsoDate, type IsoDate } from './calendar'
import type { Money } from './money'

/** Where an invoice stands on a day: before its due date, on it, or after it. */
export type InvoiceDueState =
  | { readonly kind: 'notDue'; readonly daysLeft: number }
  | { readonly kind: 'dueToday' }
  | { readonly kind: 'overdue'; readonly daysOverdue: number }

const dayNumber = (day: IsoDate): number => {
  if (!isIsoDate(day)) throw new RangeError(`Not a calendar day 'YYYY-MM-DD': "${day}"`)
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000
}

/** How an invoice due on `dueDate` stands on `today` (both Stockholm days). */
export function invoiceDueState(dueDate: IsoDate, today: IsoDate): InvoiceDueState {
  const days = dayNumber(dueDate) - dayNumber(today)
  if (days > 0) return { kind: 'notDue', daysLeft: days }
  if (days === 0) return { kind: 'dueToday' }
  return { kind: 'overdue', daysOverdue: -days }
}

/** One calendar month: `YYYY-MM`, its first day and the first day of the next. */
export interface CalendarMonth {
  readonly month: string
  readonly firstDay: IsoDate
  readonly nextFirstDay: IsoDate
}

const firstOf = (year: number, month: number): IsoDate => {
  const date = new Date(Date.UTC(year, month - 1, 1))
  return date.toISOString().slice(0, 10)
}

/** The `count` calendar months up to and including the month of `today`, oldest first. */
export function lastMonths(today: IsoDate, count = 12): CalendarMonth[] {
  if (!isIsoDate(today)) throw new RangeError(`Not a calendar day 'YYYY-MM-DD': "${today}"`)
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  return Array.from({ length: count }, (_, index) => {
    const firstDay = firstOf(year, month - (count - 1 - index))
    const nextFirstDay = firstOf(year, month - (count - 1 - index) + 1)
    return { month: firstDay.slice(0, 7), firstDay, nextFirstDay }
  })
}

/** The last day of a calendar month. */
export function lastDayOf(month: CalendarMonth): IsoDate {
  return addIsoDays(month.nextFirstDay, -1)
}

/** How much of a credit limit is used, in whole percent from 0 to 100 (past the limit is 100). */
export function creditUsedPercent(limit: Money, outstanding: Money): number {
  if (limit <= 0) return outstanding > 0 ? 100 : 0
  return Math.max(0, Math.min(100, Math.round((outstanding / limit) * 100)))
}

/** A customer's credit: its limit, the net total counting against it, and what is left. */
export interface CreditStanding {
  readonly limit: Money
  readonly outstanding: Money
  /** Below zero when past the limit. */
  readonly available: Money
}

/** The net total of the orders placed in one calendar month. */
export interface MonthPurchases {
  readonly month: string
  readonly orderCount: number
  readonly net: Money
}

/** An invoice as financial follow-up lists it. */
export interface FinanceInvoice {
  readonly invoiceNumber: string
  readonly orderId: string
  readonly orderNumber: string
  readonly projectId?: string
  readonly ocr: string
  readonly invoiceDate: IsoDate
  readonly dueDate: IsoDate
  readonly paymentTerms: string
  readonly net: Money
  readonly vat: Money
  readonly gross: Money
  readonly dueState: InvoiceDueState
}

/** What financial follow-up is asked for: invoices dated in a range, a page of them. */
export interface FinancialQuery {
  readonly customerId?: string
  readonly projectId?: string
  readonly fromDate?: IsoDate
  readonly toDate?: IsoDate
  readonly limit?: number
  readonly offset?: number
}

/** A customer's financial follow-up. */
export interface FinancialSummary {
  readonly customerId: string
  /** Today in Stockholm, as the services saw it. */
  readonly today: IsoDate
  /** Absent for a customer without a credit limit. */
  readonly credit?: CreditStanding
  /** The last twelve calendar months, oldest first. */
  readonly purchases: readonly MonthPurchases[]
  readonly invoices: {
    readonly total: number
    readonly offset: number
    readonly limit: number
    readonly data: readonly FinanceInvoice[]
  }
}
