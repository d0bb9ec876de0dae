/** `npm start`: validates the configuration, builds if needed, and serves the shop on PORT. */
import './production-env'
import { serve } from '@hono/node-server'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Renderer } from './app'
import { readClientAssets } from './assets'
import { ensureBuild } from './build'
import { composeShop, ConfigurationError } from './compose'
import { listeningOn } from './listening'

/** How long requests under way get to finish when the shop is stopped. */
const SHUTDOWN_GRACE_MS = 10_000

const root = process.cwd()
await ensureBuild(root)
const { render } = (await import(pathToFileURL(join(root, 'dist/server/entry-server.js')).href)) as {
  render: Renderer
}
const clientDir = join(root, 'dist/client')
const assets = await readClientAssets(clientDir, 'ui/entry-client.tsx')

try {
  const shop = await composeShop(process.env, { render, assets, clientDir })
  const { host, port } = shop.config
  const server = serve({ fetch: shop.fetch, port, hostname: host }, (info) => {
    console.log(`Proffsbutik (${shop.config.brand}) on http://localhost:${info.port}`)
    console.log(listeningOn(host))
    // content §Errors: without a container no tag manager is set up (the data layer stays in the page).
    if (!shop.config.gtmId) console.log('Missing GTM_ID: no tag manager is loaded')
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // No new connections; idle keep-alive ones close now, and the services and their database
      // close once the requests under way are answered, also those whose client has gone
      // (closing them first answered those 500).
      server.close(() => void shop.close().then(() => process.exit(0)))
      if ('closeIdleConnections' in server) server.closeIdleConnections()
      // A request that takes longer than the grace is cut off.
      setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections()
      }, SHUTDOWN_GRACE_MS).unref()
    })
  }
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error
  console.error(error.message)
  process.exit(1)
}
