/**
 * Product listings: a category (by its path of slugs), a campaign or assortment, or a text search —
 * one page of hits from the search service, each made a card with the customer's price and stock
 * in the buyer's store and the central warehouse, read in one getVariants call.
 */
import { Data, Effect } from 'effect'
import { searchQuery } from '../domain/assortment'
import { brandProfiles } from '../domain/brand'
import type { Breadcrumb, Campaign, Facet } from '../domain/catalog'
import { effectiveSort, isPriceSort, type ListingSort, type SortViewer } from '../domain/listing-sort'
import { productCard, type CardContext, type ProductCard } from '../domain/product-card'
import { CampaignsPort } from '../ports/campaigns.port'
import { CatalogPort } from '../ports/catalog.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { SearchPort, type SearchRequest } from '../ports/search.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { catalogueScope } from './assortment.usecase'
import { EmptySearch, pickupStores } from './catalog.usecase'
import { actingRights, deliveryChoice, type DeliveryChoice } from './delivery-options.usecase'
import { readSession } from './session.usecase'
import { failureDetails, type FailureAnswer } from '../domain/failures'

/** A category path, campaign or product that the catalogue does not have: the page is not found. */
export class CatalogueNotFound extends Data.TaggedError('CatalogueNotFound')<{
  readonly what: 'category' | 'campaign' | 'product'
  readonly slug: string
}> {
  get answer(): FailureAnswer {
    return { status: 404, key: 'errors.not_found', details: failureDetails(this) }
  }
}

/** How many cards a listing page shows. */
export const LISTING_PAGE_SIZE = 24

export type { ListingSort }

/** What the buyer chose on a listing: facets, sort, page, and the store whose stock they see. */
export interface ListingChoice {
  readonly filters?: Readonly<Record<string, readonly string[]>> | undefined
  readonly sort?: ListingSort | undefined
  /** 1-based. */
  readonly page?: number | undefined
  readonly storeId?: string | undefined
}

/** One page of a listing. */
export interface Listing {
  readonly total: number
  readonly page: number
  readonly pageCount: number
  readonly pageSize: number
  readonly facets: readonly Facet[]
  readonly cards: readonly ProductCard[]
  readonly correctedQuery: string | undefined
  /** The store whose stock the cards show. */
  readonly storeId: string
  /** The order the cards are in (a chosen sort that is not offered is read as the default). */
  readonly sort: ListingSort
}

/**
 * The sort a listing is read in (core/domain/listing-sort). Only a price sort depends on who is
 * looking, so only then are the user's rights read.
 */
const listingSort = (chosen: ListingSort | undefined, withText: boolean) =>
  Effect.gen(function* () {
    if (!isPriceSort(chosen)) return effectiveSort(chosen, withText, { loggedIn: false, denies: [] })
    const session = yield* readSession
    const viewer: SortViewer = session
      ? { loggedIn: true, denies: (yield* actingRights).denies }
      : { loggedIn: false, denies: [] }
    return effectiveSort(chosen, withText, viewer)
  })

/** Whom the cards are priced for and where their stock is read. */
export const cardContext = (storeId: string | undefined) =>
  Effect.gen(function* () {
    const session = yield* readSession
    const { brand, stockAvailabilityColours } = yield* ShopSettings
    const profile = brandProfiles[brand]
    return {
      session,
      context: {
        storeId: storeId ?? profile.defaultStoreId,
        centralStorageId: profile.centralStorageId,
        availabilityColours: stockAvailabilityColours ?? false,
        loggedIn: session !== undefined,
      } satisfies CardContext,
    }
  })

/** The cards of the variants `articleNumbers`, in their order, priced for the session's customer. */
export const productCards = (articleNumbers: readonly string[], storeId: string | undefined) =>
  Effect.gen(function* () {
    const { session, context } = yield* cardContext(storeId)
    if (articleNumbers.length === 0) return { cards: [] as ProductCard[], context }
    const variants = yield* (yield* CommerceGraphPort).getVariants({
      articleNumbers,
      stockInput: { locationIds: [...new Set([context.storeId, context.centralStorageId])] },
      ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
      ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
    })
    const byArticle = new Map(variants.map((variant) => [variant.articleNumber, variant]))
    const cards = articleNumbers.flatMap((articleNumber) => {
      const variant = byArticle.get(articleNumber)
      return variant ? [productCard(variant, context)] : []
    })
    return { cards, context }
  })

/** One page of the search service's hits for `request`, as cards. */
export const productListing = (
  request: Omit<SearchRequest, 'offset' | 'limit' | 'sort' | 'filters'>,
  choice: ListingChoice,
) =>
  Effect.gen(function* () {
    const session = yield* readSession
    const scope = yield* catalogueScope
    const page = Math.max(1, Math.floor(choice.page ?? 1))
    // The category facet narrows by category; the others are attribute filters.
    const { category: chosenCategory, ...filters } = choice.filters ?? {}
    const category = request.category ?? chosenCategory?.[0]
    const sort = yield* listingSort(choice.sort, request.query !== undefined)
    const result = yield* (yield* SearchPort).search(
      {
        ...request,
        // Within the assortment browsed, for the customer (and project) the buyer acts for, which a
        // price sort prices for too.
        ...scope,
        ...(category ? { category } : {}),
        ...(Object.keys(filters).length > 0 ? { filters } : {}),
        sort,
        offset: (page - 1) * LISTING_PAGE_SIZE,
        limit: LISTING_PAGE_SIZE,
      },
      session?.userId,
    )
    const { cards, context } = yield* productCards(
      result.hits.map((hit) => hit.articleNumber),
      choice.storeId,
    )
    return {
      total: result.total,
      page,
      pageCount: Math.max(1, Math.ceil(result.total / LISTING_PAGE_SIZE)),
      pageSize: LISTING_PAGE_SIZE,
      facets: result.facets,
      cards,
      correctedQuery: result.correctedQuery,
      storeId: context.storeId ?? '',
      sort,
    } satisfies Listing
  })

/**
 * A page of search results for `q` (as read from the query string); none typed fails with
 * EmptySearch. Its search event goes out from the browser, which has the tracking id (sendSearchEvent).
 */
export const searchListing = (q: unknown, choice: ListingChoice) =>
  Effect.gen(function* () {
    const query = searchQuery(q)
    if (query === undefined) return yield* Effect.fail(new EmptySearch({ goTo: 'home' }))
    return yield* productListing({ query }, choice)
  })

/**
 * A category page by its path of slugs (top category first). The last slug names the category; a
 * path that is not its full path answers where the page is; an unknown category is not found.
 */
export const categoryListing = (path: readonly string[], choice: ListingChoice) =>
  Effect.gen(function* () {
    const slug = path.at(-1)
    const notFound = new CatalogueNotFound({ what: 'category', slug: path.join('/') })
    if (slug === undefined) return yield* Effect.fail(notFound)
    const breadcrumb: Breadcrumb = yield* (yield* CatalogPort)
      .breadcrumb(slug, yield* catalogueScope)
      .pipe(
        Effect.mapError((error) =>
          error._tag === 'ServiceCallFailed' && error.failure.kind === 'http' && error.failure.status === 404
            ? notFound
            : error,
        ),
      )
    if (breadcrumb.type !== 'category') return yield* Effect.fail(notFound)
    const canonical = [...breadcrumb.parents.map((parent) => parent.slug), breadcrumb.slug]
    // A category reached by its own slug alone (or by an old path) lives at its full path.
    if (canonical.join('/') !== path.join('/')) return { kind: 'moved', path: canonical } as const
    const listing = yield* productListing({ category: slug }, choice)
    return { kind: 'page', breadcrumb, listing } as const
  })

/** How many products a selected-products section shows. */
export const SELECTED_PRODUCTS_SHOWN = 8

/**
 * The cards of content's selected-products sections, by group id: each group's first articles (the
 * campaign service's selected product groups), all read in one getVariants call. A group that
 * cannot be read shows nothing rather than failing the page.
 */
export const selectedProductGroups = (ids: readonly string[], storeId: string | undefined) =>
  Effect.gen(function* () {
    const campaigns = yield* CampaignsPort
    const groups = yield* Effect.forEach(
      [...new Set(ids)],
      (id) =>
        campaigns.selectedProductGroup(id).pipe(
          Effect.map((group) => ({
            id,
            articleNumbers: group.articleNumbers.slice(0, SELECTED_PRODUCTS_SHOWN),
          })),
          Effect.catch(() => Effect.succeed({ id, articleNumbers: [] as readonly string[] })),
        ),
      { concurrency: 4 },
    )
    const { cards, context } = yield* productCards(
      [...new Set(groups.flatMap((group) => group.articleNumbers))],
      storeId,
    )
    const byArticle = new Map(cards.map((card) => [card.articleNumber, card]))
    const byGroup: Record<string, ProductCard[]> = {}
    for (const group of groups) {
      byGroup[group.id] = group.articleNumbers.flatMap((n) => {
        const card = byArticle.get(n)
        return card ? [card] : []
      })
    }
    return { groups: byGroup, storeId: context.storeId }
  })

/** The running campaigns (isAssortment false) or assortments (true): everyone's and the customer's own. */
export const campaignList = (assortments: boolean) =>
  Effect.gen(function* () {
    const session = yield* readSession
    const port = yield* CampaignsPort
    const [everyone, own] = yield* Effect.all(
      [port.active(), session ? port.activeForCustomer(session.currentCustomerId) : Effect.succeed([])],
      { concurrency: 2 },
    )
    const byId = new Map([...everyone, ...own].map((campaign) => [campaign.id, campaign]))
    return [...byId.values()]
      .filter((campaign) => campaign.isAssortment === assortments)
      .toSorted((a, b) => a.name.localeCompare(b.name, 'sv'))
  })

/** One campaign's (or assortment's) listing by slug; an unknown or ended one is not found. */
export const campaignListing = (slug: string, assortments: boolean, choice: ListingChoice) =>
  Effect.gen(function* () {
    const campaigns = yield* campaignList(assortments)
    const campaign: Campaign | undefined = campaigns.find((candidate) => candidate.slug === slug)
    if (!campaign) return yield* Effect.fail(new CatalogueNotFound({ what: 'campaign', slug }))
    const listing = yield* productListing({ campaign: slug }, choice)
    return { campaign, listing }
  })

/**
 * What a listing or product page shows around its cards (shop-core §4 quick add, stock): the store
 * whose stock the cards show, by name (its id when the stores cannot be read), and for a logged-in
 * buyer the delivery methods quick add offers (none when they cannot be read). Neither fails the page.
 */
export const pageSurroundings = (storeId: string) =>
  Effect.all(
    {
      store: pickupStores.pipe(
        Effect.map((stores) => ({
          id: storeId,
          name: stores.find((s) => s.id === storeId)?.name ?? storeId,
        })),
        Effect.catch(() => Effect.succeed({ id: storeId, name: storeId })),
      ),
      quickAdd: Effect.flatMap(readSession, (session) =>
        session
          ? deliveryChoice().pipe(
              Effect.map((choice): DeliveryChoice | undefined => choice),
              Effect.catch(() => Effect.succeed(undefined)),
            )
          : Effect.succeed(undefined),
      ),
    },
    { concurrency: 2 },
  )
