/** The use cases behind the session's RPCs (session.rpc.ts). */
import { Data, Effect } from 'effect'
import {
  actsForWholeCustomer,
  type FailureAnswer,
  inputAnswer,
  permissionDeniesIn,
  readLoginInput,
  type User,
} from '@proffsbutik/core/domain'
import {
  actingRights,
  currentAssortment,
  getDeliveryCalendar,
  login,
  logout,
  readSession,
  restoreSession,
  storesAfterLogin,
  switchContext,
} from '@proffsbutik/core/usecases'
import type { Handlers } from './rpc-handlers'
import type { sessionRpcs } from './session.rpc'

/** A login without a username or password among its fields. */
export class LoginInputMissing extends Data.TaggedError('LoginInputMissing')<{
  readonly fields: readonly ('username' | 'password')[]
}> {
  get answer(): FailureAnswer {
    return inputAnswer({ fields: this.fields })
  }
}

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
      permissionDenies: permissionDeniesIn(user.customerPermissions, customer.customerId, project?.projectId),
    }
  })

/** Which use case answers each session RPC. */
export const sessionHandlers: Handlers<typeof sessionRpcs> = {
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
      // No stores after login: the user is logged out again (shop-core §4).
      yield* storesAfterLogin
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
    Effect.gen(function* () {
      const context = yield* switchContext(customerId, projectId)
      const assortment = yield* currentAssortment
      const { denies } = yield* actingRights
      return {
        customerId: context.customerId,
        customerName: context.customerName,
        projectId: context.projectId ?? null,
        projectName: context.projectName ?? null,
        assortmentName: assortment?.name ?? null,
        permissionDenies: denies,
      }
    }),
  logout: () => Effect.as(logout, {}),
}
