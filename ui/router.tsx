import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import type { ShopApi } from './api'
import { routeTree } from './routeTree.gen'
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
  return createTanStackRouter({
    routeTree,
    context,
    ...(nonce ? { ssr: { nonce } } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    dehydrate: (): DehydratedState => ({ stores: context.stores.snapshot() }),
    hydrate: (state: DehydratedState) => context.stores.restore(state.stores),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
