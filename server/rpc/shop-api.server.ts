/**
 * The in-process ShopApi: each RPC of the table bound to its use case. SSR loaders call it directly;
 * `/rpc/<name>` calls it after decoding the browser's input.
 */
import { Effect, Exit, Schema } from 'effect'
import { requestServices, type RequestContext, type RequestServices } from '../context'
import type { Answerable } from '@proffsbutik/core/domain'
import { KeyValueStore, NotLoggedIn, PageWait } from '@proffsbutik/core/ports'
import { readSession } from '@proffsbutik/core/usecases'
import { accountHandlers } from './account.handlers'
import { rpcFailure, type RpcErrorBody } from './rpc-failures'
import { adminHandlers } from './admin.handlers'
import { cartHandlers } from './cart.handlers'
import { cartToolsHandlers } from './cart-tools.handlers'
import { catalogHandlers } from './catalog.handlers'
import { checkoutHandlers } from './checkout.handlers'
import { contentHandlers } from './content.handlers'
import { favouritesHandlers } from './favourites.handlers'
import { financeHandlers } from './finance.handlers'
import { ordersHandlers } from './orders.handlers'
import { punchoutHandlers } from './punchout.handlers'
import { myPagesHandlers } from './my-pages.handlers'
import { quotesHandlers } from './quotes.handlers'
import { sessionHandlers } from './session.handlers'
import { shellHandlers } from './shell.handlers'
import { shoppingListsHandlers } from './shopping-lists.handlers'
import { storesHandlers } from './stores.handlers'
import { trackingHandlers } from './tracking.handlers'
import { shopApiDefinitions, type RpcInput, type RpcName, type RpcOutput, type ShopApi } from './shop-api.rpc'

type UseCases = {
  readonly [N in RpcName]: (input: RpcInput<N>) => Effect.Effect<RpcOutput<N>, unknown, RequestServices>
}

/** Which use case answers each RPC. */
export const useCases: UseCases = {
  ...sessionHandlers,
  ...shellHandlers,
  ...catalogHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...cartToolsHandlers,
  ...favouritesHandlers,
  ...shoppingListsHandlers,
  ...ordersHandlers,
  ...quotesHandlers,
  ...financeHandlers,
  ...adminHandlers,
  ...accountHandlers,
  ...myPagesHandlers,
  ...storesHandlers,
  ...contentHandlers,
  ...trackingHandlers,
  ...punchoutHandlers,
}

/**
 * A failed RPC: its HTTP answer, thrown to the caller of the in-process API. The message ends with
 * the status in brackets, as a ShopApiError's does: a page's loader error reaches the browser with
 * its message only (the router's SSR serializer keeps nothing else of an Error).
 */
export class RpcFailed extends Error {
  constructor(
    readonly status: number,
    readonly body: RpcErrorBody,
    readonly endsSession: boolean,
  ) {
    super(`${body.error.tag ?? 'RPC'} failed: ${body.error.key} (${status})`)
  }
}

/** What an RPC came to: its output, or its failure as an HTTP answer. */
export type RpcResult<N extends RpcName> =
  { readonly ok: true; readonly value: RpcOutput<N> } | { readonly ok: false; readonly failure: RpcFailed }

/** Whether the request's session holds a login. */
async function isLoggedIn(context: RequestContext): Promise<boolean> {
  const store = context.session?.store
  if (!store) return false
  const stored = await Effect.runPromise(readSession.pipe(Effect.provideService(KeyValueStore, store)))
  return stored !== undefined
}

/**
 * How many times the page's wait a read of the buyer's lines gets (RpcDefinition.readsLines): a
 * cart of 500 lines takes about 1 s to read on a small machine, and a buyer is better served by a
 * big cart a little late than by a page saying the services do not answer.
 */
export const LINE_READS_FACTOR = 4

/** How long an RPC's calls over the network may wait on a page whose wait is `pageWaitMs` (PageWait). */
export const pageWaitFor = (name: RpcName, pageWaitMs: number): number =>
  shopApiDefinitions[name].readsLines ? LINE_READS_FACTOR * pageWaitMs : pageWaitMs

/**
 * Runs one RPC's use case with the request's layers. A page's read passes the page's wait: its
 * calls over the network give up after it (PageWait), so the page shows what it has.
 */
export async function runRpc<N extends RpcName>(
  name: N,
  input: RpcInput<N>,
  context: RequestContext,
  pageWaitMs?: number,
): Promise<RpcResult<N>> {
  // An RPC for a logged-in user answers a visitor 401 before its use case runs, and ends the visit's
  // session like a 401 from the services (the page reloads; a visitor's session holds only its token).
  if (shopApiDefinitions[name].session === 'user' && !(await isLoggedIn(context))) {
    const failure = rpcFailure(new NotLoggedIn())
    return { ok: false, failure: new RpcFailed(failure.status, failure.body, failure.endsSession) }
  }
  // The table and the use cases are keyed alike; TypeScript cannot follow the key through the union.
  const useCase = useCases[name] as (
    input: RpcInput<N>,
  ) => Effect.Effect<RpcOutput<N>, Answerable, RequestServices>
  const run = useCase(input)
  const exit = await Effect.runPromiseExit(
    (pageWaitMs === undefined
      ? run
      : Effect.provideService(run, PageWait, pageWaitFor(name, pageWaitMs))
    ).pipe(Effect.provideContext(requestServices(context))),
  )
  if (Exit.isSuccess(exit)) return { ok: true, value: exit.value }
  const reason = exit.cause.reasons.find((r) => r._tag === 'Fail')
  if (!reason || reason._tag !== 'Fail') console.error(`rpc ${name} failed`, exit.cause)
  const failure = rpcFailure(reason && reason._tag === 'Fail' ? reason.error : undefined)
  return { ok: false, failure: new RpcFailed(failure.status, failure.body, failure.endsSession) }
}

/**
 * An RPC's output as its Schema shapes it, without the wire's encoding: the fields the Schema names
 * and no others. A page rendered on the server thus holds what the browser's call would answer.
 */
const asAnswered = new Map(
  (Object.keys(shopApiDefinitions) as RpcName[]).map((name) => [
    name,
    Schema.encodeSync(
      Schema.toType(shopApiDefinitions[name].output) as Schema.Top & { readonly EncodingServices: never },
    ),
  ]),
)

/**
 * A value as the wire carries it: a key whose value is undefined is left out, as JSON leaves it out
 * of an RPC's answer. The page's dehydrated state then holds what the browser's call would answer,
 * without every absent field written out (a product card has ten).
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T
  if (value === null || typeof value !== 'object') return value
  const prototype = Object.getPrototypeOf(value) as unknown
  if (prototype !== Object.prototype && prototype !== null) return value
  // Built from entries, so that a key such as "__proto__" stays a key, as JSON.parse keeps it.
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, withoutUndefined(field)]),
  ) as T
}

/**
 * The ShopApi for one request, running use cases in this process; a failure throws RpcFailed. A
 * page rendered on the server passes its wait (runRpc).
 */
export function createServerApi(context: RequestContext, pageWaitMs?: number): ShopApi {
  const call =
    <N extends RpcName>(name: N) =>
    async (input: RpcInput<N>): Promise<RpcOutput<N>> => {
      const result = await runRpc(name, input, context, pageWaitMs)
      // The table and the projections are keyed alike.
      if (result.ok) return withoutUndefined(asAnswered.get(name)!(result.value)) as RpcOutput<N>
      throw result.failure
    }
  // Every name of the table gets its method; the mapped type cannot be built key by key.
  return Object.fromEntries(
    (Object.keys(shopApiDefinitions) as RpcName[]).map((name) => [name, call(name)]),
  ) as unknown as ShopApi
}
