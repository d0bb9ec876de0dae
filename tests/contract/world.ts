/**
 * The application's one composition (adapters/composition) against services at a URL, with a
 * session store in memory and a recording error reporter.
 */
import { Effect, Exit, Layer } from 'effect'
import { applicationLayer, type ApplicationServices } from '../../adapters/composition'
import { defaultBrand } from '../../core/domain/brand'
import { DEFAULT_CUTOFF_HOUR } from '../../server/config'
import type { AddressesPort } from '../../core/ports/addresses.port'
import type { AuthPort } from '../../core/ports/auth.port'
import type { CampaignsPort } from '../../core/ports/campaigns.port'
import type { CartPort } from '../../core/ports/cart.port'
import type { CatalogPort } from '../../core/ports/catalog.port'
import type { Clock } from '../../core/ports/clock.port'
import type { CommerceGraphPort } from '../../core/ports/commerce-graph.port'
import type { CustomersPort } from '../../core/ports/customers.port'
import { ErrorReporter } from '../../core/ports/error-reporter.port'
import type { FavouritesPort } from '../../core/ports/favourites.port'
import type { GatewayPort } from '../../core/ports/gateway.port'
import type { KeyValueStore } from '../../core/ports/key-value-store.port'
import type { LocationsPort } from '../../core/ports/locations.port'
import type { OrdersPort } from '../../core/ports/orders.port'
import type { QuotesPort } from '../../core/ports/quotes.port'
import type { SearchPort } from '../../core/ports/search.port'
import type { UsersPort } from '../../core/ports/users.port'
import { memoryStore } from '../../core/usecases/fakes.test-support'

/** Every port the contract tests drive. */
export type Ports =
  | AuthPort
  | UsersPort
  | CommerceGraphPort
  | CartPort
  | CatalogPort
  | SearchPort
  | LocationsPort
  | CampaignsPort
  | CustomersPort
  | AddressesPort
  | FavouritesPort
  | OrdersPort
  | QuotesPort
  | GatewayPort
  | KeyValueStore
  | Clock

/** The adapters for services at `baseUrl`; `fetch` sees every request they make. */
export function world(
  baseUrl: string,
  initial: Record<string, string> = {},
  options: { readonly fetch?: typeof globalThis.fetch } = {},
) {
  const store = memoryStore(initial)
  const reports: { message: string; context: Record<string, unknown> }[] = []
  const endpoint = { baseUrl, timeoutMs: 5_000, ...(options.fetch ? { fetch: options.fetch } : {}) }
  const layer = applicationLayer({
    endpoint,
    settings: { brand: defaultBrand, cutoffHour: DEFAULT_CUTOFF_HOUR },
    store,
    reporter: Layer.succeed(ErrorReporter, {
      report: (error) => Effect.sync(() => void reports.push(error)),
    }),
    tokenRefreshMarginSeconds: 60,
  })
  const run = <A, E>(program: Effect.Effect<A, E, ApplicationServices>) =>
    Effect.runPromiseExit(program.pipe(Effect.provide(layer)))
  return { run, store, reports }
}

/** The value of a successful exit; anything else fails the test with the cause. */
export function valueOf<A, E>(exit: Exit.Exit<A, E>): A {
  if (Exit.isSuccess(exit)) return exit.value
  throw new Error(`Expected success, got ${String(exit.cause)}`)
}

/** The typed failure of an exit; a success or a defect fails the test. */
export function failureOf<A, E>(exit: Exit.Exit<A, E>): E {
  if (Exit.isSuccess(exit)) throw new Error('Expected a failure')
  const reason = exit.cause.reasons.find((r) => r._tag === 'Fail')
  if (!reason || reason._tag !== 'Fail')
    throw new Error(`Expected a typed failure, got ${String(exit.cause)}`)
  return reason.error
}
