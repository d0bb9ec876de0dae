/** The type of the use cases that answer a group of RPCs. */
import type { Effect, Schema } from 'effect'
import type { Answerable } from '@proffsbutik/core/domain'
import type { RequestServices } from '../context'
import type { RpcDefinition } from './rpc-definition'

/**
 * For each RPC of a group, the use case that answers it with its decoded input. Its failures are
 * the core's typed failures, each with its answer: one without does not typecheck here.
 */
export type Handlers<G extends Record<string, RpcDefinition<Schema.Top, Schema.Top>>> = {
  readonly [N in keyof G]: (
    input: G[N]['input']['Type'],
  ) => Effect.Effect<G[N]['output']['Type'], Answerable, RequestServices>
}
