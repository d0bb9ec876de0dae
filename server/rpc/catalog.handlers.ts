/** The use cases behind the search RPCs (catalog.rpc.ts). */
import { Effect } from 'effect'
import type { SearchHit } from '../../core/domain/catalog'
import type { PageSearchHit } from '../../core/domain/content'
import { searchProducts, suggest } from '../../core/usecases/catalog.usecase'
import type { catalogRpcs } from './catalog.rpc'
import type { Handlers } from './rpc-handlers'

/** How many results a page of search shows. */
export const SEARCH_PAGE_SIZE = 24

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

/** Which use case answers each search RPC. */
export const catalogHandlers: Handlers<typeof catalogRpcs> = {
  search: ({ q, offset }) =>
    Effect.map(searchProducts(q, { offset: offset ?? 0, limit: SEARCH_PAGE_SIZE }), (result) => ({
      total: result.total,
      offset: result.offset,
      limit: result.limit,
      hits: result.hits.map(hit),
      correctedQuery: result.correctedQuery ?? null,
    })),
  suggest: ({ q }) =>
    Effect.map(suggest(q), (found) => ({
      products: found.products.map(hit),
      total: found.total,
      pages: found.pages.map(pageHit),
    })),
}
