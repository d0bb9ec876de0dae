import { Context, type Effect } from 'effect'
import type { SearchResult } from '../domain/catalog'
import type { ListingSort } from '../domain/listing-sort'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

/** A product search as the search service takes it. */
export interface SearchRequest {
  readonly query?: string | undefined
  readonly category?: string | undefined
  readonly campaign?: string | undefined
  readonly filterTags?: readonly string[] | undefined
  readonly filters?: Readonly<Record<string, readonly string[]>> | undefined
  readonly sort?: ListingSort | undefined
  readonly offset?: number | undefined
  readonly limit?: number | undefined
  readonly assortment?: string | undefined
  /** The customer and project a price sort prices for (the caller's default customer when left out). */
  readonly customerId?: string | undefined
  readonly projectId?: string | undefined
}

/** A search or behaviour event (click, add to cart, purchase of a variant). */
export type CatalogEvent =
  | { readonly type: 'search'; readonly query: string; readonly resultCount?: number }
  | {
      readonly type: 'click' | 'addtocart' | 'purchase'
      readonly entity: { readonly type: 'Variant'; readonly id: string }
      readonly quantity?: number
      readonly orderId?: string
    }

/** The search service; calls carry the api-version and user-id headers. */
export class SearchPort extends Context.Service<
  SearchPort,
  {
    readonly search: (
      request: SearchRequest,
      userId?: string,
    ) => Effect.Effect<SearchResult, ServiceCallFailed | NotLoggedIn>
    readonly entitiesByAttribute: (
      attributeName: string,
      values: readonly string[],
    ) => Effect.Effect<
      readonly { readonly id: string; readonly attributeValue: string }[],
      ServiceCallFailed | NotLoggedIn
    >
    readonly createEvents: (
      events: readonly CatalogEvent[],
      trackingId?: string,
      userId?: string,
    ) => Effect.Effect<void, ServiceCallFailed | NotLoggedIn>
  }
>()('proffsbutik/SearchPort') {}
