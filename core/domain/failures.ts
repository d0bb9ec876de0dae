/**
 * How every failure is answered, on every channel (issue 27, typed failures): each tagged error a
 * use case can end with carries its answer — a status with HTTP's meaning, the spec's message key,
 * and what a screen may need besides (values, the fields refused, whether the session is over). The
 * RPC layer answers with it as it is; the command line says the key's text; nothing maps failures by
 * their names elsewhere, and a failure without an answer does not typecheck as a use case's.
 */
import {
  failureCause,
  messageForFailure,
  type CallFailure,
  type FailureCause,
  type MessageKey,
  type UserMessage,
} from './messages'

/** The statuses a failure is answered with. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503

/** A failure's answer. */
export interface FailureAnswer {
  readonly status: FailureStatus
  readonly key: MessageKey
  readonly values?: Readonly<Record<string, string | number>>
  readonly details?: Readonly<Record<string, unknown>>
  /** The session is over: the user must log in again. */
  readonly endsSession?: true
}

/** A failure a use case may end with: tagged, with its answer. */
export interface Answerable {
  readonly _tag: string
  readonly answer: FailureAnswer
}

/** Whether a value is a failure with its answer (anything else reaching a channel is a defect). */
export function isAnswerable(value: unknown): value is Answerable {
  if (typeof value !== 'object' || value === null) return false
  const { _tag: tag, answer } = value as { _tag?: unknown; answer?: unknown }
  return typeof tag === 'string' && typeof answer === 'object' && answer !== null
}

/** The status of a failed call by its cause; a refusal without a call behind it is 422. */
const causeStatus = {
  notFound: 404,
  forbidden: 403,
  throttled: 429,
  unavailable: 503,
  serviceFailed: 502,
  refused: 422,
} as const satisfies Record<Exclude<FailureCause, 'sessionEnded'>, FailureStatus>

/** A service's own refusal statuses a bare call passes on: a field it refused, a conflict. */
const passedOn = (status: number): status is 400 | 409 | 422 =>
  status === 400 || status === 409 || status === 422

/** The session ended (the services refused its token): 401 errors.invalid_token. */
export const sessionEndedAnswer: FailureAnswer = {
  status: 401,
  key: 'errors.invalid_token',
  endsSession: true,
}

/** A failed service call as it stands: its cause's status (or the service's own refusal status) and key. */
export function callAnswer(failure: CallFailure): FailureAnswer {
  const cause = failureCause(failure)
  if (cause === 'sessionEnded') return sessionEndedAnswer
  const own = failure.kind === 'http' && passedOn(failure.status) ? failure.status : undefined
  return { status: own ?? causeStatus[cause], key: messageForFailure(failure) }
}

/**
 * A use case's message as its answer: the cause of the call behind it decides the status (an ended
 * session ends it here too); a message without one is the use case's own refusal, 422.
 */
export function messageAnswer(
  message: UserMessage,
  details: Readonly<Record<string, unknown>> = {},
): FailureAnswer {
  if (message.cause === 'sessionEnded') return sessionEndedAnswer
  return {
    status: message.cause ? causeStatus[message.cause] : 422,
    key: message.key,
    ...(message.values ? { values: message.values } : {}),
    details,
  }
}

/** Input the use case refused before any call: 400 errors.bad_request with what was wrong. */
export function inputAnswer(details: Readonly<Record<string, unknown>>): FailureAnswer {
  return { status: 400, key: 'errors.bad_request', details }
}

/** The fields a failure carries besides its tag and message: what a screen may need (a field, a reason). */
export function failureDetails(failure: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(failure).filter(([name]) => name !== '_tag' && name !== 'message'))
}
