/**
 * The shop's Hono app: health, RPC, static assets and server-side rendering of every other path.
 * It is the same in production and development; only the renderer and the assets differ.
 */
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { ShopApi } from '../ui/api'
import type { PageAssets } from '../ui/entry-server'
import type { ServerConfig } from './config'
import type { RequestContext } from './context'
import { rpcRoutes } from './rpc/rpc.route'
import { createServerApi } from './rpc/shop-api.server'

/** Renders one request to HTML (the SSR bundle's `render`). */
export type Renderer = (request: Request, api: ShopApi, assets: PageAssets) => Promise<Response>

/** What the app is built from. */
export interface AppOptions {
  readonly config: ServerConfig
  readonly render: Renderer
  readonly assets: PageAssets
  /** Directory of the built client; hashed files under /assets are served with immutable caching. */
  readonly clientDir?: string
  /** The embedded reference services, mounted under /services when no external ones are configured. */
  readonly services?: Hono
}

/** Builds the shop's HTTP app. */
export function createApp(options: AppOptions): Hono {
  const { config, render, assets, clientDir, services } = options
  const contextFor = (): RequestContext => ({ config })
  const app = new Hono()
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.route('/', rpcRoutes(contextFor))
  if (services) app.route('/', services)
  if (clientDir) {
    app.use('/assets/*', async (c, next) => {
      if (c.req.path.endsWith('.map')) return c.notFound()
      await next()
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    app.use('/assets/*', serveStatic({ root: clientDir }))
  }
  app.get('*', (c) => render(c.req.raw, createServerApi(contextFor()), assets))
  return app
}
