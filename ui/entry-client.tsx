// React's fast refresh in the dev server (empty in a build): before any module with components.
import '@vitejs/plugin-react/preamble'
import { RouterProvider } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createRpcClient, pageReads } from './api'
import { i18nHolds } from './i18n/i18n'
import { loadLateMessages, namesUnknownMessage } from './i18n/late'
import { createRouter } from './router'
import { START_MESSAGE_KEY } from './stores/flash.store'
import { RootStore } from './stores/root.store'
import { setTrackingSenders } from './tracking/track'
import { reportRenderProblem } from './tracking/error-reporting'
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

// When the session ends under the page, the next page asks to log in (shop-core §4). The client
// reads the page's CSRF token from the stores, made next with it.
const api = createRpcClient(undefined, {
  onSessionEnded: () => {
    // A call sent before the buyer's own logout may be refused after it: no session ended under the page.
    if (stores.session.status !== 'authenticated') return
    window.sessionStorage.setItem(START_MESSAGE_KEY, 'guards.login_required')
    window.location.reload()
  },
  csrfToken: () => stores.settings.csrfToken,
  // A failure or a line's problem names its text by key: it is there before the page shows it.
  beforeAnswer: (body) => lateMessagesFor(body),
})
// The stores take over the server's state when the router hydrates, the page's CSRF token with it.
const stores = new RootStore(api)
// Behaviour and search tracking (clicks, adds, purchases, searches) go out through the same client.
setTrackingSenders({
  behaviour: (input) => api.trackBehaviour(input),
  search: (input) => api.trackSearch(input),
})
// The loaders' reads wait for the services as a page does; the stores' calls (a buyer's changes) do not.
const router = createRouter({ api: pageReads(api), stores })

// The router takes over the server's state first (hydrate, then $_TSR.h() to say it is done), as
// TanStack's <RouterClient> does, so that the page the server rendered is recorded as where the buyer
// arrived before anything renders; then React hydrates the document the server streamed. A hydration
// mismatch or any other error React recovers from is reported, never left to the console alone.
void afterFirstPaint()
  .then(() => hydrate(router))
  // The router resolves no navigation for the page the server rendered: it is where the buyer arrived.
  .then(() => void stores.navigation.arrived(router.state.location.href))
  .finally(() => window.$_TSR?.h())
  // What the server rendered from its data (a failure, a problem) has its text before hydration.
  .then(() =>
    lateMessagesFor([
      router.state.matches.map((match) => [match.loaderData, match.error]),
      stores.snapshot(),
    ]),
  )
  .then(() =>
    hydrateRoot(document, <RouterProvider router={router} />, {
      onRecoverableError: (error, info) => reportRenderProblem('recoverable', error, info.componentStack),
      onUncaughtError: (error, info) => reportRenderProblem('uncaught', error, info.componentStack),
    }),
  )
  .catch(startFailed)

/** Loads the catalog's late messages when `data` names one the catalog lacks; never fails. */
function lateMessagesFor(data: unknown): Promise<void> {
  if (!namesUnknownMessage(data, (id) => i18nHolds(id))) return Promise.resolve()
  return loadLateMessages().catch(() => undefined)
}

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
