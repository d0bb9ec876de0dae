/**
 * My page and profile: the logged-in user reads and changes their own details (name, e-mail by the
 * format rule, mobile number, preferred store and delivery method, default customer and project)
 * and changes their password with the current one. Bad input is refused field by field before any
 * call, with the catalog id of the message for each field.
 */
import { Data, Effect } from 'effect'
import { personProblems } from '../domain/account-fields'
import { isDeliveryMethodCode } from '../domain/delivery-methods'
import { failureCause, messageForFailure, type UserMessage } from '../domain/messages'
import { passwordProblems } from '../domain/password-rule'
import type { User } from '../domain/user'
import type { ServiceCallFailed } from '../ports/service-call.errors'
import { UsersPort, type UserChange } from '../ports/users.port'
import { PasswordRejected } from './account.usecase'
import { pickupStores } from './catalog.usecase'
import { actingContext, currentUser } from './session.usecase'
import { failureDetails, inputAnswer, messageAnswer, type FailureAnswer } from '../domain/failures'

/** The profile input does not fit: the message id of each field's problem. */
export class ProfileInvalid extends Data.TaggedError('ProfileInvalid')<{
  readonly fields: Readonly<Record<string, string>>
}> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

/** The user service refused or failed; the message says why. */
export class ProfileFailed extends Data.TaggedError('ProfileFailed')<{
  readonly field?: string
  readonly message: UserMessage
}> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

/** The profile fields a user changes of themselves. */
export type ProfileChange = Omit<UserChange, 'active' | 'customerPermissions'>

/** The profile form as sent: a user always has a default customer, so none chosen (null, '') keeps theirs. */
export type ProfileForm = Omit<ProfileChange, 'defaultCustomerId'> & {
  readonly defaultCustomerId?: string | null | undefined
}

/** A refusal of the user service: a taken e-mail address (409) belongs to the e-mail field. */
const refusal = (error: ServiceCallFailed): ProfileFailed => {
  const failure = error.failure
  if (failure.kind === 'http' && failure.status === 409)
    return new ProfileFailed({ field: 'email', message: { key: 'errors.user_exists' } })
  return new ProfileFailed({ message: { key: messageForFailure(failure), cause: failureCause(failure) } })
}

/** The logged-in user with everything the profile shows. */
export const myProfile: typeof currentUser = currentUser

/**
 * My page's profile: the user, whom they act for, and the stores to prefer one of. The stores only
 * fill that choice: when they cannot be read the page still works, without them.
 */
export const profilePage = Effect.gen(function* () {
  const { customer, project } = yield* actingContext
  const user = yield* myProfile
  const stores = yield* pickupStores.pipe(
    Effect.map((all): readonly { storeId: string; name: string }[] | undefined =>
      all.map((store) => ({ storeId: store.id, name: store.name })),
    ),
    Effect.catchTag('ServiceCallFailed', () => Effect.succeed(undefined)),
  )
  return {
    user,
    context: customer && { customerName: customer.customerName, projectName: project?.projectName },
    stores,
  }
})

/** The customers and projects a change may name as defaults: only the user's own. */
function contextProblems(user: User, change: ProfileChange): Record<string, string> {
  const problems: Record<string, string> = {}
  const customerId = change.defaultCustomerId ?? user.defaultCustomerId
  const customer = user.customers.find((c) => c.customerId === customerId)
  if (change.defaultCustomerId !== undefined && !customer)
    problems['defaultCustomerId'] = 'forms.customer_not_yours'
  if (change.defaultProjectId && !customer?.projects.some((p) => p.projectId === change.defaultProjectId))
    problems['defaultProjectId'] = 'forms.project_not_in_customer'
  if (change.preferredDeliveryMethod && !isDeliveryMethodCode(change.preferredDeliveryMethod))
    problems['preferredDeliveryMethod'] = 'forms.delivery_method_unknown'
  return problems
}

/** Changes the user's own profile; answers the user as the service has them now. */
export const changeProfile = ({ defaultCustomerId, ...change }: ProfileForm) =>
  Effect.gen(function* () {
    const user = yield* currentUser
    const trimmed: ProfileChange = {
      ...change,
      ...(defaultCustomerId ? { defaultCustomerId } : {}),
      ...(change.firstName !== undefined ? { firstName: change.firstName.trim() } : {}),
      ...(change.lastName !== undefined ? { lastName: change.lastName.trim() } : {}),
      ...(change.email !== undefined ? { email: change.email.trim() } : {}),
      ...(change.mobileNumber !== undefined
        ? { mobileNumber: change.mobileNumber?.trim() ? change.mobileNumber.trim() : null }
        : {}),
    }
    const fields = { ...personProblems(trimmed), ...contextProblems(user, trimmed) }
    if (Object.keys(fields).length > 0) return yield* new ProfileInvalid({ fields })
    return yield* (yield* UsersPort)
      .updateUser(user.userId, trimmed)
      .pipe(Effect.catchTag('ServiceCallFailed', (error) => Effect.fail(refusal(error))))
  })

/**
 * Changes the user's own password: the new one meets the rule (without the username) before any
 * call; a wrong current password is the current-password field's problem.
 */
export const changePassword = (currentPassword: string, newPassword: string) =>
  Effect.gen(function* () {
    if (currentPassword === '')
      return yield* new ProfileInvalid({ fields: { currentPassword: 'forms.current_password_required' } })
    const user = yield* currentUser
    const unmet = passwordProblems(newPassword, user.username)
    if (unmet.length > 0)
      return yield* new PasswordRejected({ unmet, message: { key: 'errors.password_requirements_not_met' } })
    yield* (yield* UsersPort).changePassword(user.userId, currentPassword, newPassword).pipe(
      Effect.catchTag(
        'ServiceCallFailed',
        (error): Effect.Effect<never, ProfileFailed | PasswordRejected> => {
          const failure = error.failure
          if (failure.kind === 'http' && failure.status === 400 && failure.code === 'wrong_password')
            return Effect.fail(
              new ProfileFailed({ field: 'currentPassword', message: { key: 'errors.wrong_password' } }),
            )
          if (failure.kind === 'http' && failure.status === 400 && failure.code === 'weak_password')
            return Effect.fail(
              new PasswordRejected({ unmet: [], message: { key: 'errors.password_requirements_not_met' } }),
            )
          if (failure.kind === 'http' && failure.status === 429)
            return Effect.fail(new ProfileFailed({ message: { key: 'errors.too_many_attempts' } }))
          return Effect.fail(
            new ProfileFailed({ message: { key: messageForFailure(failure), cause: failureCause(failure) } }),
          )
        },
      ),
    )
  })
