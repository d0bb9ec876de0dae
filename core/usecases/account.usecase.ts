/**
 * Account flows without a password at hand: an invited user activates their account (the one-time
 * code from the invitation answers the login, the new password answers the challenge), a forgotten
 * password is reset with the mailed code, and a new e-mail address is verified. Every new password
 * is checked against the password rule before any call; the services check it again.
 */
import { Data, Effect } from 'effect'
import { messageForFailure, type MessageKey, type UserMessage } from '../domain/messages'
import { passwordProblems, type PasswordProblem } from '../domain/password-rule'
import type { ServiceCallFailed } from '../ports/service-call.errors'
import { UsersPort } from '../ports/users.port'
import { answerChallenge, login, logout, type LoginFailed } from './session.usecase'
import { failureDetails, messageAnswer, type FailureAnswer } from '../domain/failures'

/** A new password that misses requirements of the rule (none named when only the service knew why). */
export class PasswordRejected extends Data.TaggedError('PasswordRejected')<{
  readonly unmet: readonly PasswordProblem[]
  readonly message: UserMessage
}> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

/**
 * An account flow that did not go through: the code is wrong, used or expired, the activation took
 * too long, the account already has a password, too many attempts, or a service failed.
 */
export class AccountFlowFailed extends Data.TaggedError('AccountFlowFailed')<{
  readonly reason: 'invalidCode' | 'expired' | 'alreadyActive' | 'throttled' | 'unavailable'
  readonly message: UserMessage
}> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

/** What an invited user gives to activate their account. */
export interface Activation {
  readonly username: string
  /** The one-time code of the invitation mail. */
  readonly code: string
  readonly newPassword: string
}

const rejected = (unmet: readonly PasswordProblem[]) =>
  new PasswordRejected({ unmet, message: { key: 'errors.password_requirements_not_met' } })

const flowFailed = (reason: AccountFlowFailed['reason'], key: MessageKey) =>
  new AccountFlowFailed({ reason, message: { key } })

/** Fails with PasswordRejected unless the password meets the rule. */
const checkPassword = (password: string, username?: string) => {
  const unmet = passwordProblems(password, username)
  return unmet.length > 0 ? Effect.fail(rejected(unmet)) : Effect.void
}

/**
 * A user service refusal as the flow's failure: 400 is the password rule (`weak_password`) or, in a
 * flow with a code, the code (`invalidCode` with its message); 429 too many attempts; anything else
 * the service's failure message.
 */
const refusal =
  (invalidCode?: MessageKey) =>
  (error: ServiceCallFailed): PasswordRejected | AccountFlowFailed => {
    const failure = error.failure
    if (failure.kind === 'http' && failure.status === 400 && failure.code === 'weak_password')
      return rejected([])
    if (failure.kind === 'http' && failure.status === 400 && invalidCode)
      return flowFailed('invalidCode', invalidCode)
    if (failure.kind === 'http' && failure.status === 429)
      return flowFailed('throttled', 'errors.too_many_attempts')
    return flowFailed('unavailable', messageForFailure(failure))
  }

/** A refused login or challenge answer as the activation's failure; `refused` names what a 401 means. */
const activationRefusal =
  (refused: 'invalidCode' | 'expired') =>
  (error: LoginFailed): AccountFlowFailed => {
    switch (error.reason) {
      case 'invalidCredentials':
        return refused === 'invalidCode'
          ? flowFailed('invalidCode', 'errors.activation_code_refused')
          : flowFailed('expired', 'errors.activation_expired')
      case 'throttled':
        return flowFailed('throttled', 'errors.too_many_attempts')
      case 'notAllowed':
      case 'unavailable':
        return flowFailed('unavailable', error.message)
    }
  }

/**
 * Activates an invited account: the password rule first (with the username), then the login with
 * the invitation code, whose challenge is answered with the new password. The session is open
 * afterwards (result 1 with the user). A code that turns out to be the account's password means the
 * account is already active: that session is closed again and the user is told to log in.
 */
export const activateAccount = (activation: Activation) =>
  Effect.gen(function* () {
    const username = activation.username.trim()
    yield* checkPassword(activation.newPassword, username)
    const outcome = yield* login({ username, password: activation.code.trim() }).pipe(
      Effect.catchTag('LoginFailed', (error) => Effect.fail(activationRefusal('invalidCode')(error))),
    )
    if (outcome.result === 1) {
      yield* logout
      return yield* flowFailed('alreadyActive', 'errors.account_already_active')
    }
    return yield* answerChallenge(outcome.session, activation.newPassword).pipe(
      Effect.catchTag('LoginFailed', (error) => Effect.fail(activationRefusal('expired')(error))),
    )
  })

/**
 * Asks for a reset code by username (or e-mail address). The service answers the same whether or
 * not the account exists, and so does this: only too many attempts or a failing service fail.
 */
export const requestPasswordReset = (identifier: string) =>
  Effect.flatMap(UsersPort, (users) =>
    users.forgotPassword(identifier.trim()).pipe(Effect.mapError(refusal())),
  )

/** Sets a new password with the code of the reset mail; the user logs in with it afterwards. */
export const resetPassword = (code: string, newPassword: string) =>
  Effect.gen(function* () {
    yield* checkPassword(newPassword)
    yield* (yield* UsersPort)
      .resetPassword(code.trim(), newPassword)
      .pipe(Effect.mapError(refusal('errors.reset_code_refused')))
  })

/** Verifies a new e-mail address with the code of the activation mail. */
export const verifyEmail = (code: string) =>
  Effect.flatMap(UsersPort, (users) =>
    users.activateEmail(code.trim()).pipe(Effect.mapError(refusal('errors.email_code_refused'))),
  )
