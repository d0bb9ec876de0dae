import { Context, type Effect } from 'effect'
import type { CustomerPermission, Role } from '../domain/roles'
import type { User, UserRow } from '../domain/user'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>
type Anonymous<A> = Effect.Effect<A, ServiceCallFailed>

/** The user list search (shop-core §3): 15 a page by first name unless asked otherwise. */
export interface UserSearch {
  readonly limit?: number
  readonly offset?: number
  readonly orderBy?: 'firstName' | 'lastName' | 'email' | 'username'
  readonly direction?: 'asc' | 'desc'
  readonly search?: string
  readonly active?: boolean
  readonly virtualContext?: boolean
}

/** A permission as an admin gives it. */
export interface PermissionGrant {
  readonly customerId: string
  readonly projectId?: string
  readonly role: Role
  readonly permissionDenies?: readonly string[]
}

/** The profile fields of the user data (PUT /v2/users/{id}). */
export interface UserChange {
  readonly firstName?: string
  readonly lastName?: string
  readonly email?: string
  readonly mobileNumber?: string | null
  readonly preferredStore?: string | null
  readonly preferredDeliveryMethod?: string | null
  readonly defaultCustomerId?: string
  readonly defaultProjectId?: string | null
  /** Admins only, on other users. */
  readonly active?: boolean
  readonly customerPermissions?: readonly PermissionGrant[]
}

/** A company asking for an account (the sign-up e-mail). */
export interface CredentialsRequest {
  readonly companyName: string
  readonly organisationNumber: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly phone?: string
  readonly customerNumber?: string
  readonly message?: string
}

/** The user service: users, permissions and account flows. */
export class UsersPort extends Context.Service<
  UsersPort,
  {
    readonly getUser: (userId: string) => Call<User>
    readonly userName: (userId: string) => Call<{ readonly fullName: string }>
    readonly listUsers: (
      search: UserSearch,
    ) => Call<{ readonly data: readonly UserRow[]; readonly total: number }>
    readonly updateUser: (userId: string, change: UserChange) => Call<User>
    readonly createUser: (user: {
      firstName: string
      lastName: string
      email: string
      username?: string
      mobileNumber?: string
      customerPermissions: readonly PermissionGrant[]
    }) => Call<User>
    readonly invite: (userId: string) => Call<void>
    /** The user changes their own password; the service checks the current one and the rule. */
    readonly changePassword: (userId: string, currentPassword: string, newPassword: string) => Call<void>
    readonly permissions: (userId: string) => Call<readonly CustomerPermission[]>
    readonly roleNames: () => Call<readonly Role[]>
    readonly permissionNames: () => Call<readonly { readonly code: string; readonly feature: string }[]>
    readonly forgotPassword: (username: string) => Anonymous<void>
    readonly resetPassword: (code: string, newPassword: string) => Anonymous<void>
    /** Verifies the user's e-mail address with the code of the activation mail. */
    readonly activateEmail: (code: string) => Anonymous<void>
    readonly requestCredentials: (request: CredentialsRequest) => Anonymous<{ readonly requestId: number }>
  }
>()('proffsbutik/UsersPort') {}
