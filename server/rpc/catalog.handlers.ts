/** The use cases behind the catalogue RPCs (catalog.rpc.ts). */
import {
  campaignList,
  campaignPageView,
  categoryPageView,
  productPageView,
  searchPageView,
  selectedProductsView,
  stockInStores,
  suggest,
} from '@proffsbutik/core/usecases'
import type { catalogRpcs } from './catalog.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each catalogue RPC. */
export const catalogHandlers: Handlers<typeof catalogRpcs> = {
  searchPage: ({ q, ...choice }) => searchPageView(q, choice),
  categoryPage: ({ path, ...choice }) => categoryPageView(path, choice),
  campaigns: ({ assortments }) => campaignList(assortments),
  campaignPage: ({ slug, assortments, ...choice }) => campaignPageView(slug, assortments, choice),
  productPage: ({ slug, storeId }) => productPageView(slug, storeId),
  selectedProducts: ({ ids, storeId }) => selectedProductsView(ids, storeId),
  stockInStores: ({ articleNumber }) => stockInStores(articleNumber),
  suggest: ({ q }) => suggest(q),
}
