import { type Section, selectedProductsListName } from '@proffsbutik/core/domain'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { trackedCard } from '../../tracking/tracked'
import { useItemListView } from '../../tracking/use-tracking'
import { ProductCard } from './product-card'

/** The cards of a page's selected-products sections, by product group id (read with the page). */
export type SelectedProductsView = RpcOutput<'selectedProducts'>

/**
 * The products of a selected-products section (the campaign service's product group): real variants
 * as cards with the buyer's price, stock and quick add. A group that could not be read shows nothing.
 */
export function SelectedProducts({
  section,
  products,
}: {
  readonly section: Extract<Section, { kind: 'selectedProducts' }>
  readonly products: SelectedProductsView | null | undefined
}) {
  const cards = section.selectedProductsId ? (products?.groups[section.selectedProductsId] ?? []) : []
  // Each section is a list of its own in analytics (two on one page are two lists).
  const listName = selectedProductsListName(section)
  useItemListView(
    cards.map((card, index) => trackedCard(card, undefined, index + 1)),
    listName,
  )
  if (!products || cards.length === 0) return null
  return (
    <ol className="product-grid product-grid--row">
      {cards.map((card, index) => (
        <li key={card.articleNumber}>
          <ProductCard
            card={card}
            storeName={products.store.name}
            quickAdd={products.quickAdd}
            listPosition={index + 1}
            listName={listName}
          />
        </li>
      ))}
    </ol>
  )
}

/** The product group ids of the selected-products sections among `sections`. */
export function selectedProductIds(sections: readonly Section[]): string[] {
  return [
    ...new Set(
      sections.flatMap((section) =>
        section.kind === 'selectedProducts' && section.selectedProductsId ? [section.selectedProductsId] : [],
      ),
    ),
  ]
}
