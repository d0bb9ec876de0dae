/**
 * Financial follow-up's invoice filter in the address (so back, forward and reload keep it): a
 * range of invoice days and the page, read leniently and checked before a call, with order
 * history's rules for days (isCalendarDay, the range's order).
 */
import { orderSearchProblems } from './order-search'

/** The invoice filter as the address carries it. */
export interface FinanceSearch {
  readonly from: string
  readonly to: string
  readonly page: number
}

/** How many invoices a page lists. */
export const INVOICE_PAGE_SIZE = 20

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The filter of an address's params; anything unreadable falls back to its default. */
export function readFinanceSearch(input: Record<string, unknown>): FinanceSearch {
  return {
    from: text(input['from']).slice(0, 10),
    to: text(input['to']).slice(0, 10),
    page: Math.max(1, Math.min(10_000, Math.trunc(Number(input['page'])) || 1)),
  }
}

/** The problems of a filter by field (catalog ids); none when it can be asked for. */
export function financeSearchProblems(search: Pick<FinanceSearch, 'from' | 'to'>): {
  readonly from?: string
  readonly to?: string
} {
  const { from, to } = orderSearchProblems({ q: '', from: search.from, to: search.to })
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) }
}

/** The address params of a filter: defaults left out. */
export function financeSearchParams(search: FinanceSearch): Record<string, string | number> {
  return {
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(search.page > 1 ? { page: search.page } : {}),
  }
}

/** The financialFollowUp RPC's input for a filter without problems. */
export function financeInput(search: FinanceSearch) {
  return {
    ...(search.from ? { fromDate: search.from } : {}),
    ...(search.to ? { toDate: search.to } : {}),
    limit: INVOICE_PAGE_SIZE,
    offset: (search.page - 1) * INVOICE_PAGE_SIZE,
  }
}
