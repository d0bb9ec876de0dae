import './react-only-props'
import { RouterProvider } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createRpcClient } from './api'
import { createRouter } from './router'
import { START_MESSAGE_KEY } from './stores/flash.store'
import { RootStore } from './stores/root.store'
import { setTrackingSenders } from './tracking/behaviour'
import './brands/brands.css'
import './styles/base.css'
import './styles/shell.css'
import './styles/account-forms.css'
import './styles/my-pages.css'
import './styles/catalogue.css'
import './styles/stores.css'
import './styles/content.css'
import './styles/cart.css'
import './styles/checkout.css'
import './styles/orders.css'
import './styles/finance.css'
import './styles/cart-tools.css'
import './styles/shopping-lists.css'

// The stores take over the server's state when the router hydrates, the page's CSRF token with it.
const stores = new RootStore()
// When the session ends under the page, the next page asks to log in (shop-core §4).
const api = createRpcClient(undefined, {
  onSessionEnded: () => {
    window.sessionStorage.setItem(START_MESSAGE_KEY, 'guards.login_required')
    window.location.reload()
  },
  csrfToken: () => stores.settings.csrfToken,
})
// Behaviour and search tracking (clicks, adds, purchases, searches) go out through the same client.
setTrackingSenders({
  behaviour: (input) => api.trackBehaviour(input),
  search: (input) => api.trackSearch(input),
})
const router = createRouter({ api, stores })

// Preact checks hooks, nesting and hydration (a node it had to create instead of adopting) only with
// preact/debug loaded, which it then reports on the console: in development only, as React's warnings were.
if (import.meta.env.DEV) await import('preact/debug')

// The app renders with preact/compat (ADR 0017). TanStack's <RouterClient> suspends the root on its
// hydration promise (<Await>) with no Suspense boundary above it, which React allows and Preact does not
// ('Uncaught Promise'). So the router takes over the server's state first, as RouterClient does
// (hydrate, then $_TSR.h() to say it is done), and the tree RouterServer rendered is hydrated after it.
void afterFirstPaint()
  .then(() => hydrate(router))
  // The router resolves no navigation for the page the server rendered: it is where the buyer arrived.
  .then(() => void stores.navigation.arrived(router.state.location.href))
  .finally(() => window.$_TSR?.h())
  .then(() => hydrateRoot(documentContainer(), <RouterProvider router={router} />))
  .catch(startFailed)

/**
 * Resolves once the browser has painted the server's page: the first paint never waits for the
 * hydration's long task, which a slow phone would otherwise spend looking at a blank screen. (A tab
 * opened in the background paints, and so hydrates, when it is first shown.)
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/** When the page last reloaded because it could not start (session storage). */
const START_RETRY_KEY = 'start-retry'

/**
 * The page could not take over the server's page: the router's state in it could not be read, or
 * rendering threw outside every route's error boundary. (A route chunk that fails to load is
 * RouteError's case, which reloads on its own.) The server's page stays readable and its links work,
 * but nothing else does, so it is reloaded once to try again; a second failure within a minute is
 * left on the console rather than reloading in a loop.
 */
function startFailed(error: unknown): void {
  console.error('The page could not start', error)
  try {
    const last = Number(window.sessionStorage.getItem(START_RETRY_KEY) ?? 0)
    if (Date.now() - last < 60_000) return
    window.sessionStorage.setItem(START_RETRY_KEY, String(Date.now()))
  } catch {
    return // Without storage a reload could loop.
  }
  window.location.reload()
}

/**
 * Preact turns a `document` container into `document.documentElement`, so the root's <html> would be
 * rendered inside the existing <html>. This stand-in is a parent whose one child is the existing
 * <html>, which Preact then hydrates in place. It says it is a document fragment (nodeType 11), which
 * preact/debug accepts as a container and render() does not swap for documentElement as it does a document.
 */
function documentContainer(): Element {
  return {
    nodeType: Node.DOCUMENT_FRAGMENT_NODE,
    namespaceURI: document.documentElement.namespaceURI,
    ownerDocument: document,
    get firstChild() {
      return document.documentElement
    },
    get childNodes() {
      return [document.documentElement]
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node) => document.contains(node),
  } as unknown as Element
}
