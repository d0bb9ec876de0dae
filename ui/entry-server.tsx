/**
 * The SSR entry, built by `vite build --ssr`: renders one request with a fresh router and RootStore
 * and streams the HTML. The server hands in the in-process ShopApi and the asset manifest.
 */
import {
  createRequestHandler,
  createSsrStreamResponse,
  defaultStreamHandler,
  disposeSsrResponse,
  normalizeSsrResponse,
  type HandlerCallback,
} from '@tanstack/react-router/ssr/server'
import { enableStaticRendering } from 'mobx-react-lite'
import type { ShopApi } from './api'
import { createRouter } from './router'
import { statusOf } from './routing/error-status'
import { homeWithNotice } from './routing/notices'
import type { ShellSettings } from './shell-settings'
import { RootStore } from './stores/root.store'

// A page is rendered once on the server and never again there: observer components render without
// tracking what they read (no reaction per component to create and dispose).
enableStaticRendering(true)

/** Scripts and stylesheets the document loads, from Vite's manifest (or the dev server). */
export interface PageAssets {
  readonly scripts: readonly { readonly src?: string; readonly children?: string }[]
  readonly css: readonly string[]
  readonly preloads: readonly string[]
  /** By route id, its page's own chunk: preloaded with the page that shows it (ADR 0019). */
  readonly routePreloads: Readonly<Record<string, readonly string[]>>
}

/**
 * Renders a request to a streaming HTML response. The server loads it at run time (server/start.ts: the built dist/server/entry-server.js; server/dev.ts: through Vite), so nothing imports it.
 * @public
 */
export function render(
  request: Request,
  api: ShopApi,
  assets: PageAssets,
  page: { readonly nonce?: string; readonly settings: ShellSettings },
): Promise<Response> {
  const { nonce } = page
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter({ api, stores: new RootStore(api, page.settings) }, nonce),
    getRouterManifest: () => ({
      routes: {
        __root__: {
          css: [...assets.css],
          preloads: [...assets.preloads],
          scripts: assets.scripts.map(({ src, children }) => ({
            attrs: { type: 'module', ...(src ? { src } : {}), ...(nonce ? { nonce } : {}) },
            ...(children === undefined ? {} : { children }),
          })),
        },
        ...Object.fromEntries(
          Object.entries(assets.routePreloads).map(([routeId, files]) => [routeId, { preloads: [...files] }]),
        ),
      },
    }),
  })
  return handler(withPageStatus)
}

type ShopRouter = ReturnType<typeof createRouter>

/**
 * Streams the page with the status of what it shows: a page whose loader failed answers that
 * failure's status (404 for an order that is not there, 500 for a service down), as its error page
 * says, instead of the router's 500 for every failure. A loader refused for a session that ended
 * on the way (its refresh refused) sends the browser to the start page asking to log in, as a
 * login-only page does for a visitor; the server has forgotten the session by then.
 */
const withPageStatus: HandlerCallback<ShopRouter> = async (context) => {
  const rendered = normalizeSsrResponse(await defaultStreamHandler(context))
  const failed = context.router.state.matches.find((match) => match.status === 'error')
  const { response } = rendered
  if (failed && statusOf(failed.error) === 401) {
    disposeSsrResponse(rendered)
    const location = homeWithNotice('login_required', context.router.state.location.href)
    return { response: new Response(null, { status: 303, headers: { location } }), serverSsrCleanup: 'none' }
  }
  if (!failed || response.status !== 500 || statusOf(failed.error) === 500) return rendered
  const answered = new Response(response.body, { status: statusOf(failed.error), headers: response.headers })
  return response.body === null
    ? { response: answered, serverSsrCleanup: 'none' }
    : createSsrStreamResponse(context.router, answered)
}
