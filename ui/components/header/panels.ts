/**
 * The header's panels, one chunk loaded on first use (lazy-panels.ts): the flyouts' and menus'
 * contents and the search box's suggestions and history.
 */
export { AccountFlyout } from './account-flyout'
export { CartFlyout } from './cart-flyout'
export { FavouritesFlyout } from './favourites-flyout'
export { MenuPanel } from './menu-panels'
export { ProjectFlyout } from './project-flyout'
export { FaytResults, SearchHistory } from './search-panels'
