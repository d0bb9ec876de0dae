/** The use cases behind the catalogue RPCs (catalog.rpc.ts). */
import { Effect } from 'effect'
import { articleMedia } from '@proffsbutik/core/domain'
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

/** A listing page as the wire carries it: its cards and what the page shows around them. */
const listingView = (listing: Listing) =>
  Effect.map(pageSurroundings(listing.storeId), (surroundings) => ({ ...listing, ...surroundings }))

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
        category: breadcrumb,
        listing: yield* listingView(listing),
      }
    }),
  campaigns: ({ assortments }) => campaignList(assortments),
  campaignPage: ({ slug, assortments, ...choice }) =>
    Effect.gen(function* () {
      const { campaign, listing } = yield* campaignListing(slug, assortments, choice)
      return { campaign, listing: yield* listingView(listing) }
    }),
  productPage: ({ slug, storeId }) =>
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
    }),
  selectedProducts: ({ ids, storeId }) =>
    Effect.gen(function* () {
      const { groups, storeId: shownStore } = yield* selectedProductGroups(ids, storeId)
      return { groups, ...(yield* pageSurroundings(shownStore)) }
    }),
  stockInStores: ({ articleNumber }) => stockInStores(articleNumber),
  suggest: ({ q }) => suggest(q),
}
