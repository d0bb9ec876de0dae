/**
 * Composes the running shop from the environment: the validated configuration, the embedded
 * reference services when no SERVICES_URL is given, and the app. Shared by `npm start`,
 * `npm run dev` and `npm run size`.
 */
import type { Hono } from 'hono'
import { devPagesNotice, readServicesConfig, requestsUnderWay, startServices } from '@proffsbutik/services'
import type { PageAssets } from '../ui/entry-server'
import { createApp, type Renderer } from './app'
import { readConfig, type ServerConfig } from './config'

/** The configuration had problems; each is one line for the operator. */
export class ConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.map((problem) => `Configuration: ${problem}`).join('\n'))
  }
}

/** How long stopping the shop waits for the pages under way before the embedded services close. */
const CLOSE_GRACE_MS = 10_000

/** A composed shop, ready to serve. */
export interface Shop {
  readonly app: Hono
  /** What the HTTP server serves: the app, each request counted until its answer has been sent. */
  readonly fetch: Hono['fetch']
  readonly config: ServerConfig
  /**
   * Stops it: waits for the requests under way (at most 10 s; a page still calls the embedded
   * services while it streams), then closes the embedded services.
   */
  close(): Promise<void>
}

/** Builds the shop; throws ConfigurationError listing every bad value. */
export async function composeShop(
  env: Readonly<Record<string, string | undefined>>,
  ui: { render: Renderer; assets: PageAssets; clientDir?: string },
): Promise<Shop> {
  const shop = readConfig(env)
  const embedded = shop.ok && shop.config.servicesUrl ? undefined : readServicesConfig(env)
  // Both read the settings they share (HOST, BRAND, BRAND_HOSTS): each problem is said once.
  const problems = [
    ...new Set([...(shop.ok ? [] : shop.problems), ...(embedded && !embedded.ok ? embedded.problems : [])]),
  ]
  if (!shop.ok || problems.length > 0) throw new ConfigurationError(problems)
  const services = embedded?.ok ? await startServices(embedded.config) : undefined
  if (services?.seeded) console.log(`Seeded the demo data in ${embedded?.ok ? embedded.config.dataDir : ''}`)
  if (services && embedded?.ok) console.log(devPagesNotice(embedded.config))
  const app = createApp({ config: shop.config, ...ui, ...(services ? { services: services.app } : {}) })
  const underWay = requestsUnderWay()
  return {
    app,
    fetch: underWay.counted(app.fetch),
    config: shop.config,
    close: async () => {
      await underWay.settled(CLOSE_GRACE_MS)
      await services?.close()
    },
  }
}
