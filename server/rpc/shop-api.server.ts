/**
 * The in-process ShopApi: each RPC of the table bound to its use case. SSR loaders call it directly;
 * `/rpc/<name>` calls it after decoding the browser's input.
 */
import { Data, Effect, Exit } from 'effect'
import { readLoginInput } from '../../core/domain/login-input'
import type { User } from '../../core/domain/user'
import { getDeliveryCalendar } from '../../core/usecases/delivery-calendar.usecase'
import {
  login,
  logout,
  readSession,
  restoreSession,
  switchContext,
} from '../../core/usecases/session.usecase'
import { requestLayer, type RequestContext, type RequestServices } from '../context'
import { rpcFailure, type RpcErrorBody } from './rpc-failures'
import type { RpcInput, RpcName, RpcOutput, ShopApi } from './shop-api.rpc'

type UseCases = {
  readonly [N in RpcName]: (input: RpcInput<N>) => Effect.Effect<RpcOutput<N>, unknown, RequestServices>
}

/** A login without a username or password among its fields. */
export class LoginInputMissing extends Data.TaggedError('LoginInputMissing')<{
  readonly fields: readonly ('username' | 'password')[]
}> {}

/** The user as the shell shows them. */
const sessionUser = (user: User) => ({
  userId: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  roles: user.roles,
  defaultDeliveryMethod: user.defaultDeliveryMethod,
  preferredStore: user.preferredStore,
  customers: user.customers,
})

/** The context the session acts in, named from the user's customers. */
const contextOf = (user: User) =>
  Effect.map(readSession, (session) => {
    const customer = user.customers.find((c) => c.customerId === session?.currentCustomerId)
    if (!customer) return null
    const project = customer.projects.find((p) => p.projectId === session?.currentProjectId)
    return {
      customerId: customer.customerId,
      customerName: customer.customerName,
      projectId: project?.projectId ?? null,
      projectName: project?.projectName ?? null,
    }
  })

/** Which use case answers each RPC. */
export const useCases: UseCases = {
  deliveryCalendar: getDeliveryCalendar,
  login: (params) =>
    Effect.gen(function* () {
      const { username, password, email } = readLoginInput(params)
      if (!username || !password) {
        return yield* new LoginInputMissing({
          fields: [...(username ? [] : ['username' as const]), ...(password ? [] : ['password' as const])],
        })
      }
      const outcome = yield* login({ username, password, ...(email ? { email } : {}) })
      if (outcome.result === 'challenge')
        return { result: 'challenge', challengeName: outcome.challengeName } as const
      return { result: 1, user: sessionUser(outcome.user), context: yield* contextOf(outcome.user) } as const
    }),
  session: () =>
    Effect.gen(function* () {
      const restored = yield* restoreSession
      if (restored.result === 3) return { result: 3 } as const
      return {
        result: 1,
        user: sessionUser(restored.user),
        context: yield* contextOf(restored.user),
      } as const
    }),
  switchContext: ({ customerId, projectId }) =>
    Effect.map(switchContext(customerId, projectId), (context) => ({
      customerId: context.customerId,
      customerName: context.customerName,
      projectId: context.projectId ?? null,
      projectName: context.projectName ?? null,
    })),
  logout: () => Effect.as(logout, {}),
}

/** A failed RPC: its HTTP answer, thrown to the caller of the in-process API. */
export class RpcFailed extends Error {
  constructor(
    readonly status: number,
    readonly body: RpcErrorBody,
    readonly endsSession: boolean,
  ) {
    super(`${body.error.tag ?? 'RPC'} failed: ${body.error.key}`)
  }
}

/** What an RPC came to: its output, or its failure as an HTTP answer. */
export type RpcResult<N extends RpcName> =
  { readonly ok: true; readonly value: RpcOutput<N> } | { readonly ok: false; readonly failure: RpcFailed }

/** Runs one RPC's use case with the request's layers. */
export async function runRpc<N extends RpcName>(
  name: N,
  input: RpcInput<N>,
  context: RequestContext,
): Promise<RpcResult<N>> {
  // The table and the use cases are keyed alike; TypeScript cannot follow the key through the union.
  const useCase = useCases[name] as (
    input: RpcInput<N>,
  ) => Effect.Effect<RpcOutput<N>, unknown, RequestServices>
  const exit = await Effect.runPromiseExit(useCase(input).pipe(Effect.provide(requestLayer(context))))
  if (Exit.isSuccess(exit)) return { ok: true, value: exit.value }
  const reason = exit.cause.reasons.find((r) => r._tag === 'Fail')
  if (!reason || reason._tag !== 'Fail') console.error(`rpc ${name} failed`, exit.cause)
  const failure = rpcFailure(reason && reason._tag === 'Fail' ? reason.error : undefined)
  return { ok: false, failure: new RpcFailed(failure.status, failure.body, failure.endsSession) }
}

/** The ShopApi for one request, running use cases in this process; a failure throws RpcFailed. */
export function createServerApi(context: RequestContext): ShopApi {
  const call =
    <N extends RpcName>(name: N) =>
    async (input: RpcInput<N>): Promise<RpcOutput<N>> => {
      const result = await runRpc(name, input, context)
      if (result.ok) return result.value
      throw result.failure
    }
  return {
    deliveryCalendar: call('deliveryCalendar'),
    login: call('login'),
    session: call('session'),
    switchContext: call('switchContext'),
    logout: call('logout'),
  }
}
