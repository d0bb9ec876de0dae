/**
 * Order history's search checked before it is sent, and the service's input for it: with the page,
 * not the route (`order-search.ts` reads the address).
 */
import { ORDER_PAGE_SIZE, ORDER_SEARCH_TEXT_MAX, type OrderSearch } from './order-search'

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The problems of a search by field (catalog ids); none when it can be searched. */
export function orderSearchProblems(search: Pick<OrderSearch, 'q' | 'from' | 'to'>): {
  readonly q?: string
  readonly from?: string
  readonly to?: string
} {
  const from = search.from !== '' && !isCalendarDay(search.from) ? 'orders.search.bad_date' : undefined
  const to = search.to !== '' && !isCalendarDay(search.to) ? 'orders.search.bad_date' : undefined
  const backwards = !from && !to && search.from !== '' && search.to !== '' && search.from > search.to
  const q = search.q.length > ORDER_SEARCH_TEXT_MAX ? 'orders.search.text_too_long' : undefined
  return {
    ...(q ? { q } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : backwards ? { to: 'orders.search.to_before_from' } : {}),
  }
}

/** The orderHistory RPC's input for a search that has no problems. */
export function orderHistoryInput(search: OrderSearch) {
  const [by, direction] = search.sort.split(':') as [
    'createdAt' | 'orderNumber' | 'total' | 'requestedDeliveryDate' | 'reference',
    'asc' | 'desc',
  ]
  return {
    ...(search.q.trim() ? { text: search.q.trim() } : {}),
    ...(search.status.length > 0 ? { statuses: search.status } : {}),
    ...(search.from ? { fromDate: search.from } : {}),
    ...(search.to ? { toDate: search.to } : {}),
    sort: { by, direction },
    limit: ORDER_PAGE_SIZE,
    offset: (search.page - 1) * ORDER_PAGE_SIZE,
  }
}
