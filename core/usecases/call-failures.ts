/** Turning a failed service call into a use case's own failure with the spec's message key. */
import { Effect } from 'effect'
import { failureCause, messageForFailure, type UserMessage } from '../domain/messages'
import { ServiceCallFailed } from '../ports/service-call.errors'

/**
 * Replaces ServiceCallFailed by `make(message)`, the message carrying the failure's cause (an ended
 * session, a missing order, a service down); every other failure stays as it is.
 */
export const failWithMessage =
  <F>(make: (message: UserMessage) => F) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    effect.pipe(
      Effect.catchIf(
        (error): error is Extract<E, ServiceCallFailed> => error instanceof ServiceCallFailed,
        (error) =>
          Effect.fail(make({ key: messageForFailure(error.failure), cause: failureCause(error.failure) })),
      ),
    )
