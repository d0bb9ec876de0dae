import { RouterProvider } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createRpcClient } from './api'
import { createRouter } from './router'
import { START_MESSAGE_KEY } from './stores/flash.store'
import { RootStore } from './stores/root.store'
import { setBehaviourSender } from './tracking/behaviour'
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
// Behaviour tracking (clicks, adds, purchases) goes out through the same client.
setBehaviourSender((input) => api.trackBehaviour(input))
const router = createRouter({ api, stores })

// Preact checks hooks, nesting and hydration (a node it had to create instead of adopting) only with
// preact/debug loaded, which it then reports on the console: in development only, as React's warnings were.
if (import.meta.env.DEV) await import('preact/debug')

// The app renders with preact/compat (ADR 0017). TanStack's <RouterClient> suspends the root on its
// hydration promise (<Await>) with no Suspense boundary above it, which React allows and Preact does not
// ('Uncaught Promise'). So the router takes over the server's state first, as RouterClient does
// (hydrate, then $_TSR.h() to say it is done), and the tree RouterServer rendered is hydrated after it.
void hydrate(router)
  .finally(() => window.$_TSR?.h())
  .then(() => hydrateRoot(documentContainer(), <RouterProvider router={router} />))

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
