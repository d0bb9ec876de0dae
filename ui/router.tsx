import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import type { ShopApi } from './api'
import { RouteError } from './components/route-error'
import { routeTree } from './routeTree.gen'
import { limitConcurrency, PRELOAD_LIMIT } from './routing/preload-limit'
import { parseSearch, stringifySearch } from './routing/search-params'
import type { ListingPlace } from './stores/navigation.store'
import type { RootSnapshot, RootStore } from './stores/root.store'

/** What every route's loader and component can reach. */
export interface RouterContext {
  readonly api: ShopApi
  readonly stores: RootStore
}

/** The state handed from the server render to the browser, once. */
interface DehydratedState {
  readonly stores: RootSnapshot
}

/** Creates the router for one server request or for the browser tab. */
export function createRouter(context: RouterContext, nonce?: string) {
  const router = createTanStackRouter({
    routeTree,
    context,
    ...(nonce ? { ssr: { nonce } } : {}),
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    dehydrate: (): DehydratedState => ({ stores: context.stores.snapshot() }),
    hydrate: (state: DehydratedState) => context.stores.restore(state.stores),
  })
  // Up to 5 route chunks load ahead at a time (shop-core §2); the rest wait their turn.
  router.preloadRoute = limitConcurrency(router.preloadRoute.bind(router), PRELOAD_LIMIT)
  // Where a refused page sends the buyer back to, and the product-history rule (shop-core §2): back
  // from a product to the listing they left, the buyer is where they were on it. The place is
  // applied once the page is rendered, after the router's own scroll to the top.
  const { navigation } = context.stores
  let returnTo: ListingPlace | null = null
  router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
    if (fromLocation && typeof window !== 'undefined')
      navigation.leaving(fromLocation.href, { scrollY: window.scrollY })
  })
  router.subscribe('onResolved', ({ toLocation }) => {
    returnTo = navigation.arrived(toLocation.href)
  })
  router.subscribe('onRendered', () => {
    if (returnTo) window.scrollTo(0, returnTo.scrollY)
    returnTo = null
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
