/**
 * Financial follow-up's invoice filter in the address (so back, forward and reload keep it): a
 * range of invoice days and the page, read leniently (the route's part, in the entry). What a filter
 * may be and what it asks the service for is `finance-query.ts`, with the page.
 */
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

/** The address params of a filter: defaults left out. */
export function financeSearchParams(search: FinanceSearch): Record<string, string | number> {
  return {
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(search.page > 1 ? { page: search.page } : {}),
  }
}
