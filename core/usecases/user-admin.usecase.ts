/**
 * User administration (shop-core §6): buyer admins and up list, invite and change the users of the
 * customers they administer, never granting a role above their own there. The services enforce
 * the same rules; checking here too gives the admin the reason before a call is made.
 */
import { Data, Effect } from 'effect'
import { personProblems } from '../domain/account-fields'
import { messageForFailure, type MessageKey } from '../domain/messages'
import {
  adminCustomers,
  administers,
  canGrantRole,
  mayChangeIdentity,
  roles,
  type Role,
} from '../domain/roles'
import type { User } from '../domain/user'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { CustomersPort } from '../ports/customers.port'
import { UsersPort, type PermissionGrant, type UserChange, type UserSearch } from '../ports/users.port'
import { currentUser } from './session.usecase'
import { failureDetails, inputAnswer, type FailureAnswer, type FailureStatus } from '../domain/failures'

/** The user is not an admin of what they tried to administer. */
export class NotAnAdmin extends Data.TaggedError('NotAnAdmin')<{ readonly message: MessageKey }> {
  get answer(): FailureAnswer {
    return { status: 403, key: 'errors.forbidden_action', details: failureDetails(this) }
  }
}

/** The input does not fit: the message id of each field's problem. */
export class InvalidUserInput extends Data.TaggedError('InvalidUserInput')<{
  readonly fields: Readonly<Record<string, string>>
}> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

/** The user service's refusal statuses a failure passes on: another company's user is 403, a taken address 409. */
const adminStatuses = [400, 403, 404, 409, 422, 429] as const satisfies readonly FailureStatus[]

/** The user service refused or failed. */
export class UserAdminFailed extends Data.TaggedError('UserAdminFailed')<{
  readonly status: number | undefined
  readonly message: MessageKey
}> {
  get answer(): FailureAnswer {
    return {
      status: adminStatuses.find((known) => known === this.status) ?? 502,
      key: this.message,
      details: failureDetails(this),
    }
  }
}

/** The message of a refusal the user service names by its code, else the usual one for the status. */
function adminMessage(failure: ServiceCallFailed['failure']): MessageKey {
  if (failure.kind !== 'http') return messageForFailure(failure)
  // An invitation is sent again at most once a minute; an activated user is not invited.
  if (failure.code === 'invitation_too_soon') return 'errors.invitation_too_soon'
  if (failure.code === 'not_invited') return 'errors.not_invited'
  // The user also works for customers the admin does not administer: their identity is not the admin's.
  if (failure.code === 'identity_shared') return 'errors.identity_shared'
  // An e-mail address or username belongs to one user only (the service answers 409 user_exists).
  if (failure.status === 409) return 'errors.user_exists'
  return messageForFailure(failure)
}

const serviceFailure = (error: ServiceCallFailed) =>
  new UserAdminFailed({
    status: error.failure.kind === 'http' ? error.failure.status : undefined,
    message: adminMessage(error.failure),
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
export const listUsers = ({ search, ...query }: UserSearch = {}) =>
  Effect.gen(function* () {
    yield* currentAdmin
    const text = search?.trim()
    return yield* (yield* UsersPort)
      .listUsers({
        limit: 15,
        orderBy: 'firstName',
        direction: 'asc',
        active: true,
        ...query,
        ...(text ? { search: text } : {}),
      })
      .pipe(asAdminFailure)
  })

/** A page of the customer's users as the admin page lists them: the total, where the page starts, its users. */
export const usersPage = (query: Pick<UserSearch, 'search' | 'offset' | 'active'>) =>
  Effect.map(listUsers(query), (page) => ({ total: page.total, offset: query.offset ?? 0, users: page.data }))

/** A grant as the user service takes it: an empty project is none. */
const grantAsGiven = ({ projectId, ...grant }: PermissionGrant): PermissionGrant => ({
  ...grant,
  ...(projectId ? { projectId } : {}),
})

/** A person's details as a form gives them: names and e-mail trimmed, a blank mobile number none. */
function trimmedPerson<Details extends UserChange>(
  details: Details,
): Omit<Details, 'mobileNumber'> & Pick<UserChange, 'mobileNumber'> {
  return {
    ...details,
    ...(details.firstName === undefined ? {} : { firstName: details.firstName.trim() }),
    ...(details.lastName === undefined ? {} : { lastName: details.lastName.trim() }),
    ...(details.email === undefined ? {} : { email: details.email.trim() }),
    ...(typeof details.mobileNumber === 'string'
      ? { mobileNumber: details.mobileNumber.trim() || null }
      : {}),
  }
}

/**
 * Creates a user with their permissions; the service mails the invitation. The details are taken as
 * a form gives them (trimmed, a blank mobile number left out).
 */
export const inviteUser = (given: {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly mobileNumber?: string
  readonly customerPermissions: readonly PermissionGrant[]
}) =>
  Effect.gen(function* () {
    const { mobileNumber, ...person } = trimmedPerson(given)
    const input = {
      ...person,
      ...(mobileNumber ? { mobileNumber } : {}),
      customerPermissions: given.customerPermissions.map(grantAsGiven),
    }
    const fields = {
      ...personProblems(input),
      ...(input.customerPermissions.length > 0 ? {} : { customerPermissions: 'forms.permission_required' }),
    }
    if (Object.keys(fields).length > 0) return yield* Effect.fail(new InvalidUserInput({ fields }))
    yield* checkGrants(yield* currentAdmin, input.customerPermissions)
    return yield* (yield* UsersPort).createUser(input).pipe(asAdminFailure)
  })

/**
 * Changes another user's details, activity or permissions, the details taken as a form gives them.
 * Permissions given replace those within the admin's reach: an empty list takes every one away.
 */
export const changeUser = (userId: string, given: UserChange) =>
  Effect.gen(function* () {
    const change = {
      ...trimmedPerson(given),
      ...(given.customerPermissions
        ? { customerPermissions: given.customerPermissions.map(grantAsGiven) }
        : {}),
    }
    const fields = personProblems(change)
    if (Object.keys(fields).length > 0) return yield* Effect.fail(new InvalidUserInput({ fields }))
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

/** A customer the admin administers, and the roles they may give there (never above their own). */
export interface AdministeredCustomer {
  readonly customerId: string
  readonly customerName: string
  readonly projects: readonly { readonly projectId: string; readonly projectName: string }[]
  readonly grantableRoles: readonly Role[]
}

/** The roles an admin with `own` may give: from USER up to their own role. */
export const grantableRoles = (own: Role): Role[] => roles.filter((role) => canGrantRole(own, role))

/**
 * What the admin administers: each active, real customer they are an admin of (a site admin:
 * every one) with the roles they may give there. The user forms offer only these.
 */
export const administeredCustomers = Effect.gen(function* () {
  const admin = yield* currentAdmin
  const customers = yield* (yield* CustomersPort)
    .list({ active: true, virtualContext: false })
    .pipe(asAdminFailure)
  return customers.flatMap((customer): AdministeredCustomer[] => {
    const own = adminRoleIn(admin, customer.customerId)
    return own
      ? [
          {
            customerId: customer.customerId,
            customerName: customer.customerName,
            projects: customer.projects,
            grantableRoles: grantableRoles(own),
          },
        ]
      : []
  })
})

/** A user the admin administers, with everything the edit form shows; the service refuses others (403). */
export const administeredUser = (userId: string) =>
  Effect.gen(function* () {
    yield* currentAdmin
    return yield* (yield* UsersPort).getUser(userId).pipe(asAdminFailure)
  })

/**
 * A user as their admin sees them, with what the admin may do (the services' rules, core/domain/roles):
 * `editable` — change the user's rights in a customer where the admin may give the user's role, never
 * their own; `identityEditable` — also their name, e-mail address, mobile number and whether they
 * are active, only when the admin administers every customer the user works for.
 */
export const userAdministration = (userId: string) =>
  Effect.gen(function* () {
    const user = yield* administeredUser(userId)
    const admin = yield* currentUser
    const ownRoleIn = (customerId: string) => adminRoleIn(admin, customerId)
    const editable =
      admin.userId !== user.userId &&
      user.customerPermissions.some((permission) => administers(ownRoleIn, permission))
    return {
      user,
      editable,
      identityEditable: editable && mayChangeIdentity(ownRoleIn, user.customerPermissions),
    }
  })
