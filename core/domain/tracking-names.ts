/**
 * The names the pages give the lists they show items in, and when a banner counts as seen
 * (content-and-surroundings §Analytics): kept apart from the rules that build the events
 * (tracking.ts), which the browser loads only after the page has hydrated.
 */

/** Names of the lists items are shown in: each list its own. */
export const listNames = {
  /** A category's listing. */
  product: 'product_list',
  searchResult: 'search_result_list',
  /** A campaign's listing, and an assortment's. */
  campaign: 'campaign_list',
  assortment: 'assortment_list',
  cart: 'cart_list',
  cartFlyout: 'cart_flyout_list',
  favoritesFlyout: 'favorites_flyout_list',
  historicOrder: 'historic_order_list',
  quickOrder: 'quick_order_list',
  shopping: 'shopping_list',
} as const

/** How the name of a content page's selected-products list starts. */
export const SELECTED_PRODUCTS_LIST_PREFIX = 'selected_products_list'

/**
 * The name of a content page's selected-products list: its own for each section (a start page with
 * "Populärt just nu" and "Nyheter VVS" has two lists), from the section's name, else its title,
 * else its product group, else its entry id — `selected_products_list:Populärt just nu`.
 */
export function selectedProductsListName(section: {
  readonly id: string
  readonly name?: string | undefined
  readonly title?: string | undefined
  readonly selectedProductsId?: string | undefined
}): string {
  const own = [section.name, section.title, section.selectedProductsId, section.id]
    .map((text) => text?.trim())
    .find((text) => text !== undefined && text !== '')
  return `${SELECTED_PRODUCTS_LIST_PREFIX}:${own ?? ''}`
}

/** The share of a banner that must be in view before it counts as seen. */
export const PROMOTION_VIEW_SHARE = 0.8
