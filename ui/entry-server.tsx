/**
 * The SSR entry, built by `vite build --ssr`: renders one request with a fresh router and RootStore
 * and streams the HTML. The server hands in the in-process ShopApi and the asset manifest.
 */
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'
import type { ShopApi } from './api'
import { createRouter } from './router'
import type { ShellSettings } from './shell-settings'
import { RootStore } from './stores/root.store'

/** Scripts and stylesheets the document loads, from Vite's manifest (or the dev server). */
export interface PageAssets {
  readonly scripts: readonly { readonly src?: string; readonly children?: string }[]
  readonly css: readonly string[]
  readonly preloads: readonly string[]
  /** By route id, its page's own chunk: preloaded with the page that shows it (ADR 0019). */
  readonly routePreloads: Readonly<Record<string, readonly string[]>>
}

/** Renders a request to a streaming HTML response. */
export function render(
  request: Request,
  api: ShopApi,
  assets: PageAssets,
  page: { readonly nonce?: string; readonly settings: ShellSettings },
): Promise<Response> {
  const { nonce } = page
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter({ api, stores: new RootStore(page.settings) }, nonce),
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
  return handler(defaultStreamHandler)
}
