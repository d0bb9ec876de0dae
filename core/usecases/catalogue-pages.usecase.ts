/**
 * The catalogue's pages as every channel answers them: a listing (search, category, campaign) or a
 * product with what the page shows around it — the store whose stock the cards show and the quick
 * add's delivery choice (pageSurroundings) — and the product's details in the page's terms.
 */
import { Effect } from 'effect'
import { broaderCategories, type BroaderCategory, wordsToWiden } from '../domain/search-help'
import { articleMedia } from '../domain/variant'
import { searchProducts } from './catalog.usecase'
import {
  campaignListing,
  categoryListing,
  type Listing,
  type ListingChoice,
  pageSurroundings,
  searchListing,
  selectedProductGroups,
} from './listing.usecase'
import { productPage } from './product.usecase'

/** A listing with what the page shows around its cards. */
const withSurroundings = (listing: Listing) =>
  Effect.map(pageSurroundings(listing.storeId), (surroundings) => ({ ...listing, ...surroundings }))

/**
 * The categories a search that found nothing (without filters) may widen to: each longer word of
 * the query searched alone, in the assortment the buyer browses. A failing search suggests none.
 */
const broaderFor = (q: unknown, listing: Listing, choice: ListingChoice) => {
  const words =
    listing.total === 0 && Object.keys(choice.filters ?? {}).length === 0 && typeof q === 'string'
      ? wordsToWiden(q)
      : []
  if (words.length === 0) return Effect.succeed<readonly BroaderCategory[]>([])
  return Effect.forEach(
    words,
    (word) => Effect.map(searchProducts(word, { limit: 1 }), (found) => found.facets),
    {
      concurrency: words.length,
    },
  ).pipe(
    Effect.map(broaderCategories),
    Effect.catch(() => Effect.succeed<readonly BroaderCategory[]>([])),
  )
}

/** The search page (/search?q=…); with no hits, the broader categories its words lead to. */
export const searchPageView = (q: unknown, choice: ListingChoice) =>
  Effect.gen(function* () {
    const listing = yield* searchListing(q, choice)
    const [page, broader] = yield* Effect.all([withSurroundings(listing), broaderFor(q, listing, choice)], {
      concurrency: 2,
    })
    return { ...page, broader }
  })

/** A category page, or where a moved category now is. */
export const categoryPageView = (path: readonly string[], choice: ListingChoice) =>
  Effect.gen(function* () {
    const answer = yield* categoryListing(path, choice)
    if (answer.kind === 'moved') return answer
    return {
      kind: 'page' as const,
      category: answer.breadcrumb,
      listing: yield* withSurroundings(answer.listing),
    }
  })

/** A campaign's page: the campaign and its articles. */
export const campaignPageView = (slug: string, assortments: boolean, choice: ListingChoice) =>
  Effect.gen(function* () {
    const { campaign, listing } = yield* campaignListing(slug, assortments, choice)
    return { campaign, listing: yield* withSurroundings(listing) }
  })

/** The articles a content section selects, grouped as it shows them. */
export const selectedProductsView = (ids: readonly string[], storeId: string | undefined) =>
  Effect.gen(function* () {
    const { groups, storeId: shownStore } = yield* selectedProductGroups(ids, storeId)
    return { groups, ...(yield* pageSurroundings(shownStore)) }
  })

/**
 * The product page: the card, the details as the page shows them (description, EAN, the category
 * trail, pictures and documents, attributes, hazard warnings), brackets, variants and choices, the
 * replacement — or where a moved article now is.
 */
export const productPageView = (slug: string, storeId: string | undefined) =>
  Effect.gen(function* () {
    const answer = yield* productPage(slug, storeId)
    if (answer.kind === 'moved') return answer
    const { card, variant, attributes, brackets, variants, choices, replacement, outsideAssortment } =
      answer.page
    const surroundings = yield* pageSurroundings(answer.page.storeId)
    return {
      kind: 'page' as const,
      card,
      description: variant.product?.description ?? '',
      ean: variant.ean,
      breadcrumb: (variant.product?.breadcrumbParents ?? []).map((parent) => ({
        name: parent.name,
        slug: parent.slug ?? '',
      })),
      ...articleMedia(variant.name, variant.images),
      attributes: attributes.map((a) => ({ name: a.attributeName, value: a.attributeValue })),
      // The services send an empty text for what a warning lacks: the page leaves it out.
      warnings: (variant.warnings ?? []).map((warning) => ({
        code: warning.code,
        description: warning.description,
        signalWord: warning.signalWord || undefined,
        pictogram: warning.assetUrl || undefined,
        detailedDescription: warning.detailedDescription || undefined,
      })),
      brackets,
      outsideAssortment,
      variants,
      choices,
      replacement,
      ...surroundings,
    }
  })
