import type { Section } from '@proffsbutik/core/domain'
import type { RouterContext } from '../../router'
import { selectedProductIds, type SelectedProductsView } from './selected-products'

/**
 * Reads the cards of a page's selected-products sections with the page (so the server renders
 * them and the browser reads nothing again); none to read, or a failure, is null: the sections then
 * show only their headings.
 */
export async function readSelectedProducts(
  { api, stores }: RouterContext,
  sections: readonly Section[],
): Promise<SelectedProductsView | null> {
  const ids = selectedProductIds(sections).slice(0, 10)
  if (ids.length === 0) return null
  const storeId = stores.session.user?.preferredStore
  return api.selectedProducts({ ids, ...(storeId ? { storeId } : {}) }).catch(() => null)
}
