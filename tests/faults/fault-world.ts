/**
 * The shop's app in-process against the real services behind a fault proxy: services on a fresh
 * database served on loopback, the proxy in front, the app with SERVICES_URL set to the proxy (so
 * commerce and content calls both cross it), and a browser-like RPC client with the session cookie.
 */
import {
  DEMO_PASSWORD,
  type Loopback,
  serveOnLoopback,
  testDatabase,
  type TestDatabase,
} from '@proffsbutik/services/testing'
import { type Services, startServices } from '@proffsbutik/services'
import { createApp } from '../../server/app'
import type { ServerConfig } from '../../server/config'
import { testServerConfig } from '../../server/test-config.test-support'
import { shopBrowser } from '../../server/shop-browser.test-support'
import type { PageAssets } from '../../ui/entry-server'
import { startFaultProxy, type FaultProxy } from './fault-proxy'

/** How long the shop waits for a service in these tests (the default is 15 s). */
export const TEST_TIMEOUT_MS = 800

/** The shop's configuration in these tests: services at the proxy, short timeouts. */
export function faultConfig(proxyUrl: string, timeoutMs = TEST_TIMEOUT_MS): ServerConfig {
  return testServerConfig({
    servicesTimeoutMs: timeoutMs,
    servicesUrl: proxyUrl,
    content: { token: 'demo-content-delivery-token', environment: 'master', timeoutMs },
  })
}

const assets: PageAssets = { scripts: [], css: [], preloads: [], routePreloads: {} }

/** An RPC's answer. */
export interface RpcAnswer {
  readonly status: number
  readonly body: Record<string, unknown>
}

/** A running world of one test file. */
export interface FaultWorld {
  readonly proxy: FaultProxy
  readonly services: Services
  /** A new browser: its own session cookie. */
  browser(): { rpc(name: string, input: unknown): Promise<RpcAnswer>; login(username: string): Promise<void> }
  stop(): Promise<void>
}

/**
 * Starts services, proxy and shop; the database is PGlite in memory, or a new one on the
 * PostgreSQL server at TEST_DATABASE_URL. `timeoutMs` is how long the shop waits for a service.
 */
export async function startFaultWorld(timeoutMs = TEST_TIMEOUT_MS): Promise<FaultWorld> {
  const database: TestDatabase = await testDatabase()
  const services = await startServices(database.config)
  const loopback: Loopback = await serveOnLoopback(services.app)
  const proxy = await startFaultProxy(loopback.url)
  const app = createApp({
    config: faultConfig(proxy.url, timeoutMs),
    assets,
    render: async () => new Response('page'),
  })
  // A browser posts as the shop's page does: its Origin and the session's CSRF token.
  const browser = () => {
    const shop = shopBrowser(app)
    const rpc = (name: string, input: unknown): Promise<RpcAnswer> => shop.rpc(name, input)
    const login = async (username: string) => {
      const answer = await rpc('login', { logonId: username, logonPassword: DEMO_PASSWORD })
      if (answer.status !== 200) throw new Error(`Login of ${username}: ${JSON.stringify(answer)}`)
    }
    return { rpc, login }
  }
  return {
    proxy,
    services,
    browser,
    async stop() {
      await proxy.close()
      await loopback.close()
      await services.close()
      await database.drop()
    },
  }
}
