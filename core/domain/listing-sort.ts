/**
 * The orders a listing can be sorted in, and which a buyer is offered (issue 26). Sorting by price
 * orders by the unit price the buyer's customer is charged for one unit (the one price model, ADR
 * 0022); it is offered only to a buyer who sees prices — a visitor sees none, and a buyer denied
 * prices (EJ_SE_PRISER) would read them from the order. The pages offer what `offeredSorts` says,
 * and the listing reads a sort that is not offered as the default one.
 */
import { isFeatureAllowed } from './roles'

/** Every sort order, in the order the picker lists them. */
export const listingSorts = [
  'relevance',
  'name',
  'name-desc',
  'price',
  'price-desc',
  'articleNumber',
] as const

/** A sort order of a listing. */
export type ListingSort = (typeof listingSorts)[number]

/** Whether a text is a sort order. */
export const isListingSort = (value: unknown): value is ListingSort =>
  listingSorts.includes(value as ListingSort)

/** Whether a sort orders by price. */
export const isPriceSort = (sort: ListingSort | undefined): sort is 'price' | 'price-desc' =>
  sort === 'price' || sort === 'price-desc'

/** Who is looking at a listing, as far as its sorting goes. */
export interface SortViewer {
  /** Logged in and acting for a customer. */
  readonly loggedIn: boolean
  /** The permission denies where they act. */
  readonly denies: readonly string[]
}

/** Whether the viewer sees prices: logged in, and not denied them (EJ_SE_PRISER). */
export function seesPrices(viewer: SortViewer): boolean {
  return viewer.loggedIn && isFeatureAllowed(viewer.denies, 'EJ_SE_PRISER')
}

/** The sorts a listing offers: relevance only where there is a text to be relevant to, price only to a viewer who sees prices. */
export function offeredSorts(withText: boolean, viewer: SortViewer): ListingSort[] {
  return listingSorts.filter(
    (sort) => (withText || sort !== 'relevance') && (!isPriceSort(sort) || seesPrices(viewer)),
  )
}

/** The sort a listing is read in: the chosen one when it is offered, else the default (relevance with a text, else name). */
export function effectiveSort(
  chosen: ListingSort | undefined,
  withText: boolean,
  viewer: SortViewer,
): ListingSort {
  const fallback = withText ? 'relevance' : 'name'
  return chosen !== undefined && offeredSorts(withText, viewer).includes(chosen) ? chosen : fallback
}
