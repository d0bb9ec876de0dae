/**
 * Finding things: product search with the empty-query rule, the store list (and the check after
 * login that there are stores at all), and a customer's addresses with the search rule.
 */
import { Data, Effect } from 'effect'
import { searchAddresses } from '../domain/address'
import { searchQuery } from '../domain/assortment'
import type { MessageKey } from '../domain/messages'
import { AddressesPort } from '../ports/addresses.port'
import { LocationsPort } from '../ports/locations.port'
import { SearchPort, type SearchRequest } from '../ports/search.port'
import { catalogueScope } from './assortment.usecase'
import { searchPages } from './content.usecase'
import { logout, readSession } from './session.usecase'
import { failureDetails, inputAnswer, type FailureAnswer } from '../domain/failures'

/** A search without a query: the search page sends the user to the home page (shop-core §2). */
export class EmptySearch extends Data.TaggedError('EmptySearch')<{ readonly goTo: 'home' }> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

/** No stores loaded after login: the user is logged out and sent home with the message (shop-core §4). */
export class NoStores extends Data.TaggedError('NoStores')<{
  readonly message: MessageKey
  readonly goTo: 'home'
}> {
  get answer(): FailureAnswer {
    return { status: 503, key: this.message, details: { goTo: this.goTo } }
  }
}

/** Searches products for `q` (as read from the query string), as the session's user. */
export const searchProducts = (q: unknown, request: Omit<SearchRequest, 'query'> = {}) =>
  Effect.gen(function* () {
    const query = searchQuery(q)
    if (query === undefined) return yield* Effect.fail(new EmptySearch({ goTo: 'home' }))
    const session = yield* readSession
    return yield* (yield* SearchPort).search(
      { ...request, query, ...(yield* catalogueScope) },
      session?.userId,
    )
  })

/** The stores buyers pick up from, sorted by name. */
export const pickupStores = Effect.flatMap(LocationsPort, (locations) =>
  locations.list({ services: 'standard-pickup' }),
)

/** After login the stores must load; none (or a failure) logs the user out with errors.technical_issues. */
export const storesAfterLogin = pickupStores.pipe(
  Effect.catchTag('ServiceCallFailed', () => Effect.succeed([])),
  Effect.flatMap((stores) =>
    stores.length > 0
      ? Effect.succeed(stores)
      : logout.pipe(
          Effect.andThen(Effect.fail(new NoStores({ message: 'errors.technical_issues', goTo: 'home' }))),
        ),
  ),
)

/** A customer's addresses matching the search text (every term in some field; empty text: all). */
export const findAddresses = (customerId: string, text: string) =>
  Effect.map(
    Effect.flatMap(AddressesPort, (addresses) => addresses.list(customerId)),
    (all) => searchAddresses(all, text),
  )

/** How many products find-as-you-type suggests. */
export const SUGGESTED_PRODUCTS = 6

/** How many categories find-as-you-type suggests: those with the most hits. */
export const SUGGESTED_CATEGORIES = 4

/**
 * Find-as-you-type (the search box): a few products, the categories most of the hits are in, and
 * the content pages for what has been typed so far. Nothing typed suggests nothing; page search
 * never fails (it answers none).
 */
export const suggest = (q: string) =>
  Effect.gen(function* () {
    const query = searchQuery(q)
    if (query === undefined) return { products: [], categories: [], total: 0, pages: [] }
    const [products, pages] = yield* Effect.all(
      [searchProducts(query, { limit: SUGGESTED_PRODUCTS }), searchPages(query)],
      { concurrency: 2 },
    )
    const categories = (products.facets.find((facet) => facet.name === 'category')?.items ?? [])
      .toSorted((a, b) => b.count - a.count)
      .slice(0, SUGGESTED_CATEGORIES)
      .map((item) => ({ name: item.label, slug: item.value, count: item.count }))
    return { products: products.hits, categories, total: products.total, pages: pages.hits }
  })
