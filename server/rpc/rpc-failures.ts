/**
 * How a use case's failure answers an RPC: an HTTP status and `{error: {key, tag, values?, …}}`
 * where `key` is the spec's message key the UI translates and `tag` the failure's name, so that a
 * screen can tell a refused login from a full cart. A 401 from the services ends the session.
 */
import {
  failureCause,
  messageForFailure,
  type FailureCause,
  isMessageKey,
  type MessageKey,
  type UserMessage,
} from '../../core/domain/messages'
import { ServiceCallFailed } from '../../core/ports/service-call.errors'

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
  readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503
  readonly body: RpcErrorBody
  readonly endsSession: boolean
}

const isTagged = (error: unknown): error is { readonly _tag: string } & Record<string, unknown> =>
  typeof error === 'object' && error !== null && typeof (error as { _tag?: unknown })._tag === 'string'

const isUserMessage = (value: unknown): value is UserMessage =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string'

const failure = (
  status: RpcFailure['status'],
  key: RpcErrorBody['error']['key'],
  tag: string,
  extra: Omit<RpcErrorBody['error'], 'key' | 'tag'> = {},
  endsSession = false,
): RpcFailure => ({
  status,
  body: { error: { key, tag, ...extra, ...(endsSession ? { sessionEnded: true as const } : {}) } },
  endsSession,
})

/** The answer when the session ended while a call went on (its refresh refused), though the call itself went well. */
export const sessionEndedFailure: RpcFailure = failure(401, 'errors.invalid_token', 'SessionEnded', {}, true)

/**
 * The status of a failed call by its cause (core/domain/messages failureCause), whether it reached
 * here bare or inside a use case's failure; a refusal without a call behind it is 422.
 */
const causeStatus = {
  notFound: 404,
  forbidden: 403,
  throttled: 429,
  unavailable: 503,
  serviceFailed: 502,
  refused: 422,
} as const satisfies Record<Exclude<FailureCause, 'sessionEnded'>, RpcFailure['status']>

/** A service's own refusal statuses a bare call passes on: a field it refused, a conflict. */
const passedOn = (status: number): status is 400 | 409 | 422 =>
  status === 400 || status === 409 || status === 422

/** The answer to a failed use case. */
export function rpcFailure(error: unknown): RpcFailure {
  if (error instanceof ServiceCallFailed) {
    const cause = failureCause(error.failure)
    if (cause === 'sessionEnded') return failure(401, 'errors.invalid_token', error._tag, {}, true)
    const own =
      error.failure.kind === 'http' && passedOn(error.failure.status) ? error.failure.status : undefined
    return failure(own ?? causeStatus[cause], messageForFailure(error.failure), error._tag)
  }
  if (!isTagged(error)) return failure(500, 'errors.internal_server_error', 'Defect')
  const { _tag: tag, message, ...rest } = error
  switch (tag) {
    case 'NotLoggedIn':
      return failure(401, 'guards.login_required', tag, {}, true)
    case 'LoginFailed': {
      const reason = rest['reason']
      const status =
        reason === 'invalidCredentials'
          ? 401
          : reason === 'notAllowed'
            ? 403
            : reason === 'throttled'
              ? 429
              : 503
      return failure(status, isMessageKey(message) ? message : 'errors.unknown_error_occurred', tag, {
        details: { reason },
      })
    }
    case 'CurrentUserFailed':
      return failure(403, isMessageKey(message) ? message : 'errors.forbidden_action', tag, {}, true)
    case 'NoStores':
      // The use case has logged the user out; the browser shows the message and goes home.
      return failure(503, 'errors.technical_issues', tag, { details: { goTo: 'home' } })
    case 'CatalogueNotFound':
      return failure(404, 'errors.not_found', tag, { details: rest })
    case 'FavouriteListNotFound':
    case 'ListLinesNotFound':
      return failure(404, 'errors.not_found', tag, { details: rest })
    case 'ContentNotFound':
      return failure(
        404,
        'errors.not_found',
        tag,
        typeof message === 'string' ? { details: { message } } : {},
      )
    case 'FormAnswersRefused':
      return failure(400, 'errors.bad_request', tag, { details: rest })
    case 'UserAdminFailed': {
      // The user service's refusal, with its status: another company's user is 403, a taken address 409.
      const status = rest['status']
      const known: readonly RpcFailure['status'][] = [400, 403, 404, 409, 422, 429]
      return failure(
        known.includes(status as RpcFailure['status']) ? (status as RpcFailure['status']) : 502,
        isMessageKey(message) ? message : 'errors.unknown_error_occurred',
        tag,
        { details: rest },
      )
    }
    case 'QuoteRefused': {
      // Quotes denied or prices denied (403), no such quote (404), nothing to quote (409).
      const status = rest['status']
      const known: readonly RpcFailure['status'][] = [403, 404, 409]
      return failure(
        known.includes(status as RpcFailure['status']) ? (status as RpcFailure['status']) : 502,
        isUserMessage(message) ? message.key : 'errors.forbidden_action',
        tag,
      )
    }
    case 'PunchoutReturnFailed':
      // Lines without a price cannot be handed back ('price', naming them); the rest is the spec's key.
      return failure(
        message === 'errors.internal_server_error' ? 502 : 422,
        isMessageKey(message) ? message : 'errors.internal_server_error',
        tag,
        { details: { ...rest, reason: message } },
      )
    case 'DeliveryMethodMissing':
      // No method, or one the buyer may not choose now: the spec's "choose a delivery method".
      return failure(422, 'cart.choose_delivery_method', tag)
    case 'ContextNotAllowed':
    case 'NotAnAdmin':
      return failure(403, 'errors.forbidden_action', tag, { details: rest })
  }
  if (isUserMessage(message)) {
    // A failed call's cause decides the status (an ended session ends it here too); a message
    // without one is the use case's own refusal.
    const { cause } = message
    if (cause === 'sessionEnded') return failure(401, 'errors.invalid_token', tag, {}, true)
    return failure(cause ? causeStatus[cause] : 422, message.key, tag, {
      ...(message.values ? { values: message.values } : {}),
      details: rest,
    })
  }
  // The remaining failures are input the use case refused before any call (fields, reasons).
  return failure(400, 'errors.bad_request', tag, {
    details: { ...rest, ...(typeof message === 'string' ? { message } : {}) },
  })
}
