/**
 * Signing in and choosing whom to act for, as every channel does it (shop-core §4 Authentication):
 * the login form's fields (or a command's), the challenge handed back, the stores that must load,
 * and the context the session then acts in.
 */
import { Data, Effect } from 'effect'
import { inputAnswer, type FailureAnswer } from '../domain/failures'
import { readLoginInput, type Params } from '../domain/login-input'
import { actsForWholeCustomer, permissionDeniesIn } from '../domain/roles'
import type { User } from '../domain/user'
import { currentAssortment } from './assortment.usecase'
import { storesAfterLogin } from './catalog.usecase'
import { actingRights } from './delivery-options.usecase'
import { login, readSession, restoreSession, switchContext } from './session.usecase'

/** A login without a username or password among its fields. */
export class LoginInputMissing extends Data.TaggedError('LoginInputMissing')<{
  readonly fields: readonly ('username' | 'password')[]
}> {
  get answer(): FailureAnswer {
    return inputAnswer({ fields: this.fields })
  }
}

/**
 * The customer (and project) the session names, with the denies the user has there; none when the
 * session names no customer of the user's.
 */
export const sessionContext = (user: User) =>
  Effect.map(readSession, (session) => {
    const customer = user.customers.find((c) => c.customerId === session?.currentCustomerId)
    if (!customer) return undefined
    const project = customer.projects.find((p) => p.projectId === session?.currentProjectId)
    return {
      customerId: customer.customerId,
      customerName: customer.customerName,
      projectId: project?.projectId,
      projectName: project?.projectName,
      permissionDenies: permissionDeniesIn(user.customerPermissions, customer.customerId, project?.projectId),
    }
  })

/**
 * Signs in with the fields given (the form's names or their aliases): both a username and a password
 * are needed; a challenge (a new password first) is handed back unfinished; a user for whom no store
 * loads is logged out again (errors.technical_issues). Answers the user and the context they act in.
 */
export const signIn = (fields: Params) =>
  Effect.gen(function* () {
    const { username, password, email } = readLoginInput(fields)
    if (!username || !password) {
      return yield* new LoginInputMissing({
        fields: [...(username ? [] : ['username' as const]), ...(password ? [] : ['password' as const])],
      })
    }
    const outcome = yield* login({ username, password, ...(email ? { email } : {}) })
    if (outcome.result === 'challenge') return outcome
    yield* storesAfterLogin
    return { result: 1, user: outcome.user, context: yield* sessionContext(outcome.user) } as const
  })

/** Acts for another customer (and project) of the user's, answering it with its assortment and denies. */
export const actFor = (customerId: string, projectId?: string) =>
  Effect.gen(function* () {
    const context = yield* switchContext(customerId, projectId)
    const assortment = yield* currentAssortment
    const { denies } = yield* actingRights
    return { ...context, assortmentName: assortment?.name, permissionDenies: denies }
  })

/**
 * The user as the shell shows them: each customer says whether the user may act for it as a whole,
 * or only in its projects (the project menu offers the customer itself only then).
 */
export const shellUser = (user: User) => ({
  ...user,
  customers: user.customers.map((customer) => ({
    ...customer,
    wholeCustomer: actsForWholeCustomer(user.customerPermissions, customer.customerId),
  })),
})

/** Logs in as the shell does: the challenge to answer, or the user as the shell shows them and their context. */
export const signInToShell = (fields: Params) =>
  Effect.map(signIn(fields), (outcome) =>
    outcome.result === 'challenge'
      ? ({ result: 'challenge', challengeName: outcome.challengeName } as const)
      : { ...outcome, user: shellUser(outcome.user) },
  )

/** Who is logged in, as the shell shows them with their context; `result: 3` for a visitor. */
export const shellSession = Effect.gen(function* () {
  const restored = yield* restoreSession
  if (restored.result === 3) return restored
  return { result: 1, user: shellUser(restored.user), context: yield* sessionContext(restored.user) } as const
})
