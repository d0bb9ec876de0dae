/** The use cases behind the catalogue RPCs (catalog.rpc.ts). */
import { Effect } from 'effect'
import {
  articleMedia,
  type Campaign,
  type PageSearchHit,
  type PriceDisplay,
  type ProductCard,
  type SearchHit,
} from '@proffsbutik/core/domain'
import {
  campaignList,
  campaignListing,
  categoryListing,
  type Listing,
  pageSurroundings,
  productPage,
  searchListing,
  selectedProductGroups,
  stockInStores,
  suggest,
} from '@proffsbutik/core/usecases'
import type { catalogRpcs } from './catalog.rpc'
import type { Handlers } from './rpc-handlers'

const hit = (h: SearchHit) => ({
  articleNumber: h.articleNumber,
  name: h.name,
  productName: h.productName,
  variantSlug: h.variantSlug,
  brand: h.brand,
  image: h.image,
  discontinued: h.discontinued,
})

const pageHit = (p: PageSearchHit) => ({ title: p.title, preTitle: p.preTitle ?? null, link: p.link })

const priceView = (price: PriceDisplay) =>
  price.kind === 'price'
    ? {
        kind: price.kind,
        amount: price.amount,
        salesPriceUnit: price.salesPriceUnit,
        alloying: price.alloying ?? null,
        before: price.before ?? null,
        discountPercentage: price.discountPercentage ?? null,
        includingVat: price.includingVat ?? null,
        hasBracketPrices: price.hasBracketPrices,
      }
    : price

/** A product card as the RPCs answer it: absent values as null. */
export const cardView = (card: ProductCard) => ({
  ...card,
  image: card.image ?? null,
  conversion: card.conversion ?? null,
  price: priceView(card.price),
  storeStock: card.storeStock ?? null,
  replacementArticleNumber: card.replacementArticleNumber ?? null,
})

const campaignView = (campaign: Campaign) => ({
  name: campaign.name,
  slug: campaign.slug,
  isAssortment: campaign.isAssortment,
  startsOn: campaign.startsOn,
  endsOn: campaign.endsOn,
})

/** What a listing or product page shows around its cards, as the wire carries it. */
const surroundingsOf = (storeId: string) =>
  Effect.map(pageSurroundings(storeId), ({ store, quickAdd }) => ({
    store,
    quickAdd: quickAdd
      ? {
          methods: quickAdd.methods.map((method) => ({ code: method.code, name: method.name })),
          preferred: quickAdd.preferred ?? null,
        }
      : null,
  }))

const listingView = (listing: Listing) =>
  Effect.map(surroundingsOf(listing.storeId), (surroundings) => ({
    total: listing.total,
    page: listing.page,
    pageCount: listing.pageCount,
    pageSize: listing.pageSize,
    facets: listing.facets,
    cards: listing.cards.map(cardView),
    correctedQuery: listing.correctedQuery ?? null,
    sort: listing.sort,
    ...surroundings,
  }))

/** Which use case answers each catalogue RPC. */
export const catalogHandlers: Handlers<typeof catalogRpcs> = {
  searchPage: ({ q, ...choice }) => Effect.flatMap(searchListing(q, choice), listingView),
  categoryPage: ({ path, ...choice }) =>
    Effect.gen(function* () {
      const answer = yield* categoryListing(path, choice)
      if (answer.kind === 'moved') return answer
      const { breadcrumb, listing } = answer
      return {
        kind: 'page' as const,
        category: { name: breadcrumb.name, slug: breadcrumb.slug, parents: breadcrumb.parents },
        listing: yield* listingView(listing),
      }
    }),
  campaigns: ({ assortments }) => Effect.map(campaignList(assortments), (list) => list.map(campaignView)),
  campaignPage: ({ slug, assortments, ...choice }) =>
    Effect.gen(function* () {
      const { campaign, listing } = yield* campaignListing(slug, assortments, choice)
      return { campaign: campaignView(campaign), listing: yield* listingView(listing) }
    }),
  productPage: ({ slug, storeId }) =>
    Effect.gen(function* () {
      const answer = yield* productPage(slug, storeId)
      if (answer.kind === 'moved') return answer
      const { card, variant, attributes, brackets, variants, choices, replacement, outsideAssortment } =
        answer.page
      const surroundings = yield* surroundingsOf(answer.page.storeId)
      return {
        kind: 'page' as const,
        card: cardView(card),
        description: variant.product?.description ?? '',
        ean: variant.ean ?? null,
        breadcrumb: (variant.product?.breadcrumbParents ?? []).map((parent) => ({
          name: parent.name,
          slug: parent.slug ?? '',
        })),
        ...articleMedia(variant.name, variant.images),
        attributes: attributes.map((a) => ({ name: a.attributeName, value: a.attributeValue })),
        warnings: (variant.warnings ?? []).map((warning) => ({
          code: warning.code,
          description: warning.description,
          signalWord: warning.signalWord || null,
          pictogram: warning.assetUrl || null,
          detailedDescription: warning.detailedDescription || null,
        })),
        brackets,
        outsideAssortment,
        variants: variants.map(cardView),
        choices,
        replacement: replacement ? cardView(replacement) : null,
        ...surroundings,
      }
    }),
  selectedProducts: ({ ids, storeId }) =>
    Effect.gen(function* () {
      const found = yield* selectedProductGroups(ids, storeId)
      const groups = Object.fromEntries(
        Object.entries(found.groups).map(([id, cards]) => [id, cards.map(cardView)]),
      )
      return { groups, ...(yield* surroundingsOf(found.storeId)) }
    }),
  stockInStores: ({ articleNumber }) => stockInStores(articleNumber),
  suggest: ({ q }) =>
    Effect.map(suggest(q), (found) => ({
      products: found.products.map(hit),
      categories: found.categories,
      total: found.total,
      pages: found.pages.map(pageHit),
    })),
}
