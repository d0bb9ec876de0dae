import type { ShopApi } from '../../server/rpc/shop-api.rpc'

/**
 * The catalogue's reads a buyer asks for on a page after it is shown: one ShopApi call each,
 * failures rethrown with the spec's key for the part to show.
 */
export class CatalogueActions {
  constructor(private readonly host: { readonly api: ShopApi }) {}

  /** The article's stock in every pickup store (the product page's "Se lagersaldo i alla butiker"). */
  stockInStores(articleNumber: string) {
    return this.host.api.stockInStores({ articleNumber })
  }
}

/** The catalogue's actions for the root store `stores`. */
export const catalogueActionsOf = (stores: { readonly api: ShopApi }) => new CatalogueActions(stores)
