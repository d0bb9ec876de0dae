/**
 * The names the pages give the lists they show items in, and when a banner counts as seen
 * (content-and-surroundings §Analytics): kept apart from the rules that build the events
 * (tracking.ts), which the browser loads only after the page has hydrated.
 */

/** Names of the lists items are shown in. */
export const listNames = {
  product: 'product_list',
  searchResult: 'search_result_list',
  cart: 'cart_list',
  cartFlyout: 'cart_flyout_list',
  favoritesFlyout: 'favorites_flyout_list',
  historicOrder: 'historic_order_list',
  quickOrder: 'quick_order_list',
  shopping: 'shopping_list',
} as const

/** The share of a banner that must be in view before it counts as seen. */
export const PROMOTION_VIEW_SHARE = 0.8
