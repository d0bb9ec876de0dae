/** The use cases behind the account flows' RPCs (account.rpc.ts). */
import { Effect } from 'effect'
import { activateAccount, requestPasswordReset, resetPassword, verifyEmail } from '@proffsbutik/core/usecases'
import type { accountRpcs } from './account.rpc'
import type { Handlers } from './rpc-handlers'
import { sessionHandlers } from './session.handlers'

/** Which use case answers each account RPC. */
export const accountHandlers: Handlers<typeof accountRpcs> = {
  // Activated, the user is logged in: the answer is the session's, as the session RPC gives it.
  activateAccount: (activation) => Effect.andThen(activateAccount(activation), sessionHandlers.session({})),
  verifyEmail: ({ code }) => Effect.as(verifyEmail(code), {}),
  requestPasswordReset: ({ username }) => Effect.as(requestPasswordReset(username), {}),
  resetPassword: ({ code, newPassword }) => Effect.as(resetPassword(code, newPassword), {}),
}
