/**
 * The search parameters of a listing page, as the URL carries them: chosen facet values as
 * "name:value" entries of `filter`, the sort order and the 1-based page (`sida`). Anything else in
 * the URL is dropped; a value that makes no sense is left out rather than failing the page.
 */
import { isListingSort, type ListingSort } from '@proffsbutik/core/domain'

export type { ListingSort }

/** The listing's part of the URL. */
export interface ListingSearch {
  readonly filter?: readonly string[] | undefined
  readonly sort?: ListingSort | undefined
  readonly sida?: number | undefined
}

/** The most facet values a URL may choose. */
const MAX_FILTERS = 20

/**
 * Reads the listing's parameters from a parsed query string. Each key is in the answer, undefined
 * when its value makes no sense: the router lays a route's validated search over the raw one, so
 * a key left out would keep its raw value (`?sort=cheapest` reaching the search service).
 */
export function validateListingSearch(raw: Record<string, unknown>): ListingSearch {
  const filterValue = raw['filter']
  const entries = (Array.isArray(filterValue) ? filterValue : filterValue === undefined ? [] : [filterValue])
    .filter((entry): entry is string => typeof entry === 'string' && /^[^:]{1,60}:.{1,120}$/su.test(entry))
    .slice(0, MAX_FILTERS)
  const page = Number(raw['sida'])
  return {
    filter: entries.length > 0 ? [...new Set(entries)] : undefined,
    sort: isListingSort(raw['sort']) ? raw['sort'] : undefined,
    sida: Number.isInteger(page) && page > 1 && page <= 400 ? page : undefined,
  }
}

/** The chosen facet values by facet name, as the listing RPCs take them. */
export function filtersOf(filter: readonly string[] | undefined): Record<string, string[]> | undefined {
  if (!filter || filter.length === 0) return undefined
  const filters: Record<string, string[]> = {}
  for (const entry of filter) {
    const at = entry.indexOf(':')
    const name = entry.slice(0, at)
    ;(filters[name] ??= []).push(entry.slice(at + 1))
  }
  return filters
}

/** The search with one facet value chosen or unchosen; back to the first page. */
export function toggleFilter(search: ListingSearch, name: string, value: string): ListingSearch {
  const entry = `${name}:${value}`
  const current = search.filter ?? []
  const filter = current.includes(entry) ? current.filter((e) => e !== entry) : [...current, entry]
  return withoutPage({ ...search, filter: filter.length > 0 ? filter : undefined })
}

/** The search without any facet value of `name` (every facet when undefined); back to the first page. */
export function clearFilters(search: ListingSearch, name?: string): ListingSearch {
  const filter = name === undefined ? [] : (search.filter ?? []).filter((e) => !e.startsWith(`${name}:`))
  return withoutPage({ ...search, filter: filter.length > 0 ? filter : undefined })
}

/** The search on another page (page 1 leaves the parameter out). */
export function onPage(search: ListingSearch, page: number): ListingSearch {
  return page <= 1 ? withoutPage(search) : { ...search, sida: page }
}

function withoutPage(search: ListingSearch): ListingSearch {
  const { sida: _page, ...rest } = search
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined))
}

/** What the listing RPCs take from the URL. */
export function listingChoice(search: ListingSearch, storeId: string | null | undefined) {
  const filters = filtersOf(search.filter)
  return {
    ...(filters ? { filters } : {}),
    ...(search.sort ? { sort: search.sort } : {}),
    ...(search.sida ? { page: search.sida } : {}),
    ...(storeId ? { storeId } : {}),
  }
}
