/** The use cases behind the session's RPCs (session.rpc.ts). */
import { Effect } from 'effect'
import { actsForWholeCustomer, type User } from '@proffsbutik/core/domain'
import {
  actFor,
  getDeliveryCalendar,
  logout,
  restoreSession,
  sessionContext,
  signIn,
} from '@proffsbutik/core/usecases'
import type { Handlers } from './rpc-handlers'
import type { sessionRpcs } from './session.rpc'

/** The user as the shell shows them. */
const sessionUser = (user: User) => ({
  userId: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  roles: user.roles,
  defaultDeliveryMethod: user.defaultDeliveryMethod,
  preferredStore: user.preferredStore,
  customers: user.customers.map((customer) => ({
    ...customer,
    wholeCustomer: actsForWholeCustomer(user.customerPermissions, customer.customerId),
  })),
})

/** Which use case answers each session RPC. */
export const sessionHandlers: Handlers<typeof sessionRpcs> = {
  deliveryCalendar: getDeliveryCalendar,
  login: (fields) =>
    Effect.gen(function* () {
      const outcome = yield* signIn(fields)
      if (outcome.result === 'challenge')
        return { result: 'challenge', challengeName: outcome.challengeName } as const
      return {
        result: 1,
        user: sessionUser(outcome.user),
        context: yield* sessionContext(outcome.user),
      } as const
    }),
  session: () =>
    Effect.gen(function* () {
      const restored = yield* restoreSession
      if (restored.result === 3) return { result: 3 } as const
      return {
        result: 1,
        user: sessionUser(restored.user),
        context: yield* sessionContext(restored.user),
      } as const
    }),
  switchContext: ({ customerId, projectId }) => actFor(customerId, projectId),
  logout: () => Effect.as(logout, {}),
}
