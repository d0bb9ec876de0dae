/**
 * User administration (shop-core §6): buyer admins and up list, invite and change the users of the
 * customers they administer, never granting a role above their own there. The services enforce
 * the same rules; checking here too gives the admin the reason before a call is made.
 */
import { Data, Effect } from 'effect'
import { isValidEmail } from '../domain/email'
import { messageForFailure, type MessageKey } from '../domain/messages'
import { adminCustomers, canGrantRole } from '../domain/roles'
import type { User } from '../domain/user'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { UsersPort, type PermissionGrant, type UserChange, type UserSearch } from '../ports/users.port'
import { currentUser } from './session.usecase'

/** The user is not an admin of what they tried to administer. */
export class NotAnAdmin extends Data.TaggedError('NotAnAdmin')<{ readonly message: MessageKey }> {}

/** The input does not fit, field by field. */
export class InvalidUserInput extends Data.TaggedError('InvalidUserInput')<{
  readonly fields: readonly { readonly field: string; readonly problem: string }[]
}> {}

/** The user service refused or failed. */
export class UserAdminFailed extends Data.TaggedError('UserAdminFailed')<{
  readonly status: number | undefined
  readonly message: MessageKey
}> {}

const serviceFailure = (error: ServiceCallFailed) =>
  new UserAdminFailed({
    status: error.failure.kind === 'http' ? error.failure.status : undefined,
    message: messageForFailure(error.failure),
  })

/** A service's refusal or failure as the use case's failure; NotLoggedIn passes through. */
const asAdminFailure = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (error): error is E & ServiceCallFailed => error instanceof ServiceCallFailed,
    (error) => Effect.fail(serviceFailure(error)),
  )

/** The admin's role in a customer, if they administer it. */
function adminRoleIn(admin: User, customerId: string) {
  if (admin.roles.includes('SITE_ADMIN')) return 'SITE_ADMIN' as const
  return adminCustomers(admin.customerPermissions).find((p) => p.customerId === customerId)?.role
}

/** Refuses grants the admin may not give. */
function checkGrants(admin: User, grants: readonly PermissionGrant[]) {
  const refused = grants.find((grant) => {
    const own = adminRoleIn(admin, grant.customerId)
    return own === undefined || !canGrantRole(own, grant.role)
  })
  return refused ? Effect.fail(new NotAnAdmin({ message: 'guards.forbidden' })) : Effect.void
}

/** The admin (the current user), or NotAnAdmin when they administer nothing. */
const currentAdmin = Effect.flatMap(currentUser, (user) =>
  user.roles.includes('SITE_ADMIN') || adminCustomers(user.customerPermissions).length > 0
    ? Effect.succeed(user)
    : Effect.fail(new NotAnAdmin({ message: 'guards.forbidden' })),
)

/** A page of the users the admin administers: 15 by first name unless asked otherwise. */
export const listUsers = (search: UserSearch = {}) =>
  Effect.gen(function* () {
    yield* currentAdmin
    return yield* (yield* UsersPort)
      .listUsers({ limit: 15, orderBy: 'firstName', direction: 'asc', active: true, ...search })
      .pipe(asAdminFailure)
  })

/** Creates a user with their permissions; the service mails the invitation. */
export const inviteUser = (input: {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly customerPermissions: readonly PermissionGrant[]
}) =>
  Effect.gen(function* () {
    const fields = [
      ...(input.firstName.trim() ? [] : [{ field: 'firstName', problem: 'required' }]),
      ...(input.lastName.trim() ? [] : [{ field: 'lastName', problem: 'required' }]),
      ...(isValidEmail(input.email) ? [] : [{ field: 'email', problem: 'not an e-mail address' }]),
      ...(input.customerPermissions.length > 0
        ? []
        : [{ field: 'customerPermissions', problem: 'at least one' }]),
    ]
    if (fields.length > 0) return yield* Effect.fail(new InvalidUserInput({ fields }))
    yield* checkGrants(yield* currentAdmin, input.customerPermissions)
    return yield* (yield* UsersPort).createUser(input).pipe(asAdminFailure)
  })

/** Changes another user's details, activity or permissions. */
export const changeUser = (userId: string, change: UserChange) =>
  Effect.gen(function* () {
    if (change.email !== undefined && !isValidEmail(change.email)) {
      return yield* Effect.fail(
        new InvalidUserInput({ fields: [{ field: 'email', problem: 'not an e-mail address' }] }),
      )
    }
    const admin = yield* currentAdmin
    if (
      admin.userId === userId &&
      (change.active !== undefined || change.customerPermissions !== undefined)
    ) {
      return yield* Effect.fail(new NotAnAdmin({ message: 'guards.forbidden' }))
    }
    yield* checkGrants(admin, change.customerPermissions ?? [])
    return yield* (yield* UsersPort).updateUser(userId, change).pipe(asAdminFailure)
  })

/** Deactivates a user: their sessions end at once. */
export const deactivateUser = (userId: string) => changeUser(userId, { active: false })

/** Mails a new invitation to a user who has not chosen a password yet. */
export const reinviteUser = (userId: string) =>
  Effect.gen(function* () {
    yield* currentAdmin
    yield* (yield* UsersPort).invite(userId).pipe(asAdminFailure)
  })
