/**
 * The shop's configuration and page assets for tests that run the app in-process: production
 * mode, the default brand, a fixed session secret and the embedded content. A test names only what
 * it changes.
 */
import type { PageAssets } from '../ui/entry-server'
import type { ServerConfig } from './config'

/** The configuration a test shop starts with, with `changes` applied. */
export function testServerConfig(changes: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 3000,
    host: '127.0.0.1',
    brand: 'dahl',
    cutoffHour: 15,
    deliveryWindows: {},
    production: true,
    sessionSecret: 'a-test-secret-of-at-least-32-characters',
    tokenRefreshMarginSeconds: 60,
    pageWaitMs: 1_200,
    frameAncestors: [],
    brandHosts: {},
    content: { token: 'demo-content-delivery-token', environment: 'master' },
    ...changes,
  }
}

/** A page without scripts or styles: the tests read the server's answers, not a built client. */
export const noAssets: PageAssets = { scripts: [], css: [], preloads: [], routePreloads: {} }
