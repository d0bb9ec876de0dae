/**
 * How a use case's failure answers an RPC: an HTTP status and `{error: {key, tag, values?, …}}`
 * where `key` is the spec's message key the UI translates and `tag` the failure's name, so that a
 * screen can tell a refused login from a full cart. Each failure carries its answer
 * (core/domain/failures.ts); this only writes it as the wire has it. Anything else is a defect.
 */
import {
  type FailureAnswer,
  type FailureStatus,
  isAnswerable,
  type MessageKey,
  sessionEndedAnswer,
} from '@proffsbutik/core/domain'

/** The error body every failed RPC answers with. */
export interface RpcErrorBody {
  readonly error: {
    readonly key: MessageKey
    readonly tag?: string
    readonly values?: Readonly<Record<string, string | number>>
    readonly issues?: readonly { readonly path: string; readonly message: string }[]
    readonly details?: Readonly<Record<string, unknown>>
    /** The session is over: the browser shows the start message asking to log in, and reloads. */
    readonly sessionEnded?: true
  }
}

/** An RPC failure: status, body, and whether the session is over. */
export interface RpcFailure {
  readonly status: FailureStatus
  readonly body: RpcErrorBody
  readonly endsSession: boolean
}

/** A failure's answer as the RPC writes it. */
function written(answer: FailureAnswer, tag: string): RpcFailure {
  const { status, key, values, details, endsSession } = answer
  return {
    status,
    body: {
      error: {
        key,
        tag,
        ...(values ? { values } : {}),
        ...(details && Object.keys(details).length > 0 ? { details } : {}),
        ...(endsSession ? { sessionEnded: true as const } : {}),
      },
    },
    endsSession: endsSession === true,
  }
}

/** The answer when the session ended while a call went on (its refresh refused), though the call itself went well. */
export const sessionEndedFailure: RpcFailure = written(sessionEndedAnswer, 'SessionEnded')

/** The answer to a failed use case: its failure's own answer; a defect is an internal server error. */
export function rpcFailure(error: unknown): RpcFailure {
  return isAnswerable(error)
    ? written(error.answer, error._tag)
    : written({ status: 500, key: 'errors.internal_server_error' }, 'Defect')
}
