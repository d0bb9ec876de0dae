/**
 * The one composition of the application's ports: the shop's settings, the clock, where the session
 * is kept, where failures go, and the HTTP adapters of the services with the session's token
 * (refreshed within the margin). The web server builds it per request, the command line per run,
 * the contract tests per world: every channel runs the core's use cases on the same wiring.
 */
import { Layer } from 'effect'
import {
  type AuthPort,
  Clock,
  type ErrorReporter,
  KeyValueStore,
  type KeyValueStoreShape,
  ShopSettings,
  type ShopSettingsShape,
} from '@proffsbutik/core/ports'
import { sessionCredentials } from '@proffsbutik/core/usecases'
import { authHttp, sessionPortsHttp, type ServicesEndpoint } from './http'

/** What a channel gives the composition. */
export interface ApplicationWiring {
  /** Where the commerce services answer. */
  readonly endpoint: ServicesEndpoint
  /** The shop's settings; without `assortmentService`, the services' own assortment base. */
  readonly settings: ShopSettingsShape
  /** Where the session is kept: the request's cookie, a file, memory. */
  readonly store: KeyValueStoreShape
  readonly reporter: Layer.Layer<ErrorReporter>
  /** A service token this close to expiry is refreshed before the call (seconds). */
  readonly tokenRefreshMarginSeconds: number
  readonly clock?: Clock['Service']
}

/** The ports every use case but content's may ask for. */
export type ApplicationServices =
  | Clock
  | ShopSettings
  | KeyValueStore
  | ErrorReporter
  | AuthPort
  | Layer.Success<ReturnType<typeof sessionPortsHttp>>

/** The services' own assortment base, under the services' origin. */
export const servicesAssortment = (endpoint: ServicesEndpoint) =>
  `${endpoint.baseUrl.replace(/\/+$/, '')}/services/assortment`

/** The application's ports wired as `wiring` says. */
export function applicationLayer(wiring: ApplicationWiring): Layer.Layer<ApplicationServices> {
  const base = Layer.mergeAll(
    Layer.succeed(Clock, wiring.clock ?? { now: () => new Date() }),
    Layer.succeed(ShopSettings, {
      ...wiring.settings,
      // Unset: the services' own assortment base, so that customer assortments apply by default.
      assortmentService: wiring.settings.assortmentService ?? servicesAssortment(wiring.endpoint),
    }),
    Layer.succeed(KeyValueStore, wiring.store),
    wiring.reporter,
  )
  const auth = authHttp(wiring.endpoint).pipe(Layer.provide(base))
  const credentials = sessionCredentials(wiring.tokenRefreshMarginSeconds).pipe(
    Layer.provide(Layer.merge(auth, base)),
  )
  const ports = sessionPortsHttp(wiring.endpoint).pipe(Layer.provide(Layer.merge(base, credentials)))
  return Layer.mergeAll(base, auth, ports)
}
