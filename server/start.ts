/** `npm start`: validates the configuration, builds if needed, and serves the shop on PORT. */
import { serve } from '@hono/node-server'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Renderer } from './app'
import { createApp } from './app'
import { readClientAssets } from './assets'
import { ensureBuild } from './build'
import { readConfig } from './config'

const root = process.cwd()
const result = readConfig(process.env)
if (!result.ok) {
  for (const problem of result.problems) console.error(`Configuration: ${problem}`)
  process.exit(1)
}
const { config } = result

await ensureBuild(root)
const serverBundle = pathToFileURL(join(root, 'dist/server/entry-server.js')).href
const { render } = (await import(serverBundle)) as { render: Renderer }
const clientDir = join(root, 'dist/client')
const assets = await readClientAssets(clientDir, 'ui/entry-client.tsx')
const app = createApp({ config, render, assets, clientDir })

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`Proffsbutik (${config.brand}) on http://localhost:${info.port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold the port: end them too.
    if ('closeAllConnections' in server) server.closeAllConnections()
  })
}
