/**
 * The shop's app in-process on the embedded services with a fresh database (PGlite in memory, or a
 * new database on TEST_DATABASE_URL's PostgreSQL): what the contract tests of the shop's routes run
 * against. `stop` closes the services and drops the database.
 */
import type { Renderer } from '../../server/app'
import { createApp } from '../../server/app'
import type { ServerConfig } from '../../server/config'
import { noAssets, testServerConfig } from '../../server/test-config.test-support'
import { startServices, type Services } from '../../services/index'
import { testDatabase } from '../../services/testing/test-database'

/** A running test shop. */
export interface TestShop {
  readonly app: ReturnType<typeof createApp>
  readonly services: Services
  stop(): Promise<void>
}

/** Starts a test shop with `config`; its pages are `render`'s answers (a plain 'page' by default). */
export async function startTestShop(
  config: ServerConfig = testServerConfig(),
  render: Renderer = async () => new Response('page'),
): Promise<TestShop> {
  const database = await testDatabase()
  const services = await startServices(database.config)
  const app = createApp({ config, assets: noAssets, services: services.app, render })
  return {
    app,
    services,
    async stop() {
      await services.close()
      await database.drop()
    },
  }
}
