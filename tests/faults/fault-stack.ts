/**
 * The journeys' fault stack, one process: the reference services on a fresh in-memory database, the
 * fault proxy in front of them, and a production shop (the built bundles, as `npm start` serves
 * them) with SERVICES_URL at the proxy and short timeouts. It prints one line
 * `FAULT_STACK <shop url> <proxy url>` when ready. Run by tests/e2e/faults.spec.ts, and by hand:
 * `node --import tsx tests/faults/fault-stack.ts`, then switch faults with
 * `curl -d '{"prefix":"/services/cart/","mode":{"kind":"down"}}' <proxy url>/__faults__`.
 */
import '../../server/production-env'
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readClientAssets } from '../../server/assets'
import { ensureBuild } from '../../server/build'
import { composeShop } from '../../server/compose'
import type { Renderer } from '../../server/app'
import { readServicesConfig, startServices } from '@proffsbutik/services'
import { serveOnLoopback } from '@proffsbutik/services/testing'
import { startFaultProxy } from './fault-proxy'

/**
 * How long the stack's shop waits for a service: 2 s, or FAULT_STACK_TIMEOUT_MS; `production` leaves
 * the shop's own defaults (15 s for commerce, the spec's 30 s for content), as the benchmark of pages
 * with slow services measures them (tests/bench/slow-services.bench.ts).
 */
const timeout = process.env['FAULT_STACK_TIMEOUT_MS'] ?? '2000'
const timeouts = timeout === 'production' ? {} : { SERVICES_TIMEOUT_MS: timeout, CONTENT_TIMEOUT_MS: timeout }

const root = process.cwd()
const servicesConfig = readServicesConfig({ DATA_DIR: ':memory:' })
if (!servicesConfig.ok) throw new Error(servicesConfig.problems.join('\n'))
const services = await startServices(servicesConfig.config)
const upstream = await serveOnLoopback(services.app)
const proxy = await startFaultProxy(upstream.url)

await ensureBuild(root)
const { render } = (await import(pathToFileURL(join(root, 'dist/server/entry-server.js')).href)) as {
  render: Renderer
}
const clientDir = join(root, 'dist/client')
const shop = await composeShop(
  {
    SERVICES_URL: proxy.url,
    ...timeouts,
  },
  { render, assets: await readClientAssets(clientDir, 'ui/entry-client.tsx'), clientDir },
)
const server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
  console.log(`FAULT_STACK http://127.0.0.1:${info.port} ${proxy.url}`),
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close()
    if ('closeAllConnections' in server) server.closeAllConnections()
    void Promise.all([proxy.close(), upstream.close()])
      .then(() => services.close())
      .then(() => process.exit(0))
  })
