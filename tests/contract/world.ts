/**
 * The application's one composition (adapters/composition) against services at a URL, with a
 * session store in memory and a recording error reporter.
 */
import { Effect, Exit, Layer } from 'effect'
import { applicationLayer, type ApplicationServices } from '../../adapters/composition'
import { defaultBrand } from '@proffsbutik/core/domain'
import { DEFAULT_CUTOFF_HOUR } from '../../server/config'
import {
  type AddressesPort,
  type AuthPort,
  type CampaignsPort,
  type CartPort,
  type CatalogPort,
  type Clock,
  type CommerceGraphPort,
  type CustomersPort,
  ErrorReporter,
  type FavouritesPort,
  type GatewayPort,
  type KeyValueStore,
  type LocationsPort,
  type OrdersPort,
  type QuotesPort,
  type SearchPort,
  type UsersPort,
} from '@proffsbutik/core/ports'
import { memoryStore } from '@proffsbutik/core/testing'

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
