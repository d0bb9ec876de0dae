/**
 * Order history's search in the address (so back, forward and reload keep it): text, statuses,
 * a date range, the sort and the page, read leniently from the URL (the route's part, in the entry).
 * What a search may be and what it asks the service for is `order-query.ts`, with the page.
 */
import { type OrderStatus, orderStatuses } from '@proffsbutik/core/domain'

/** The sort keys of order history, as the order service takes them. */
export const orderSortOptions = [
  'createdAt:desc',
  'createdAt:asc',
  'orderNumber:desc',
  'orderNumber:asc',
  'total:desc',
  'total:asc',
  'requestedDeliveryDate:desc',
  'reference:asc',
] as const

/** One sort of order history. */
export type OrderSort = (typeof orderSortOptions)[number]

/** Order history's search as the address carries it. */
export interface OrderSearch {
  readonly q: string
  readonly status: readonly OrderStatus[]
  readonly from: string
  readonly to: string
  readonly sort: OrderSort
  readonly page: number
}

/** How many orders a page lists. */
export const ORDER_PAGE_SIZE = 20

/** The longest search text. */
export const ORDER_SEARCH_TEXT_MAX = 100

const isStatus = (text: string): text is OrderStatus => (orderStatuses as readonly string[]).includes(text)
const isSort = (text: string): text is OrderSort => (orderSortOptions as readonly string[]).includes(text)
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The search of an address's params; anything unreadable falls back to its default. */
export function readOrderSearch(input: Record<string, unknown>): OrderSearch {
  const statusParam = input['status']
  const statuses = (Array.isArray(statusParam) ? statusParam.map(text) : text(statusParam).split(','))
    .map((s) => s.trim())
    .filter(isStatus)
  const sort = text(input['sort'])
  return {
    q: text(input['q']).slice(0, ORDER_SEARCH_TEXT_MAX),
    status: orderStatuses.filter((status) => statuses.includes(status)),
    from: text(input['from']).slice(0, 10),
    to: text(input['to']).slice(0, 10),
    sort: isSort(sort) ? sort : 'createdAt:desc',
    page: Math.max(1, Math.min(10_000, Math.trunc(Number(input['page'])) || 1)),
  }
}

/** The address params of a search: defaults left out, so the address stays short. */
export function orderSearchParams(search: OrderSearch): Record<string, string | number> {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.status.length > 0 ? { status: search.status.join(',') } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(search.sort !== 'createdAt:desc' ? { sort: search.sort } : {}),
    ...(search.page > 1 ? { page: search.page } : {}),
  }
}
