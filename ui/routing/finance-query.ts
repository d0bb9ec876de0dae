/**
 * Financial follow-up's invoice filter checked before it is sent, with order history's rules for
 * days (isCalendarDay, the range's order), and the service's input for it: with the page, not the
 * route (`finance-search.ts` reads the address).
 */
import { INVOICE_PAGE_SIZE, type FinanceSearch } from './finance-search'
import { orderSearchProblems } from './order-query'

/** The problems of a filter by field (catalog ids); none when it can be asked for. */
export function financeSearchProblems(search: Pick<FinanceSearch, 'from' | 'to'>): {
  readonly from?: string
  readonly to?: string
} {
  const { from, to } = orderSearchProblems({ q: '', from: search.from, to: search.to })
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) }
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
