/**
 * The shop's app in-process on the embedded services with a fresh database (PGlite in memory, or a
 * new database on TEST_DATABASE_URL's PostgreSQL): what the contract tests of the shop's routes run
 * against. `stop` closes the services and drops the database.
 */
import { Hono } from 'hono'
import type { Renderer } from '../../server/app'
import { createApp } from '../../server/app'
import type { ServerConfig } from '../../server/config'
import { noAssets, testServerConfig } from '../../server/test-config.test-support'
import { type Services, startServices } from '@proffsbutik/services'
import { testDatabase } from '@proffsbutik/services/testing'

/** A running test shop. */
export interface TestShop {
  readonly app: ReturnType<typeof createApp>
  readonly services: Services
  stop(): Promise<void>
}

/** What a test may watch: each query the services run, each call the shop makes to them. */
export interface TestShopWatch {
  readonly onQuery?: (sql: string) => void
  readonly onServiceCall?: (call: string) => void
}

/**
 * Starts a test shop with `config`; its pages are `render`'s answers (a plain 'page' by default).
 * With `watch`, every query and every service call (`GET /services/…?query`) is reported.
 */
export async function startTestShop(
  config: ServerConfig = testServerConfig(),
  render: Renderer = async () => new Response('page'),
  watch: TestShopWatch = {},
): Promise<TestShop> {
  const database = await testDatabase()
  const services = await startServices(database.config, undefined, {
    ...(watch.onQuery ? { onQuery: watch.onQuery } : {}),
  })
  const { onServiceCall } = watch
  const watched = onServiceCall ? new Hono() : services.app
  if (onServiceCall) {
    watched.use('/services/*', async (c, next) => {
      const url = new URL(c.req.url)
      onServiceCall(`${c.req.method} ${url.pathname}${url.search}`)
      await next()
    })
    watched.route('/', services.app)
  }
  const app = createApp({ config, assets: noAssets, services: watched, render })
  return {
    app,
    services,
    async stop() {
      await services.close()
      await database.drop()
    },
  }
}
