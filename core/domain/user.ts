/** Users and their customers (shop-core §3 User, Customer context). */
import type { CustomerPermission, Role } from './roles'

/** A customer the user acts for, with the projects open to them. */
export interface UserCustomer {
  readonly customerId: string
  readonly customerName: string
  readonly projects: readonly { readonly projectId: string; readonly projectName: string }[]
}

/** A user of the shop. */
export interface User {
  readonly userId: string
  readonly username: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly mobileNumber?: string
  readonly isEmailVerified: boolean
  /** A new e-mail address waiting for its owner's confirmation; until then `email` is the user's. */
  readonly pendingEmail?: string
  readonly isPhoneNumberVerified: boolean
  readonly active: boolean
  /** The user has chosen a password; an invited user who has not yet is not activated. */
  readonly activated: boolean
  readonly preferredStore?: string
  readonly preferredDeliveryMethod?: string
  /** DBI unless the user chose otherwise. */
  readonly defaultDeliveryMethod: string
  readonly defaultCustomerId?: string
  readonly defaultProjectId?: string
  readonly roles: readonly Role[]
  readonly customerPermissions: readonly CustomerPermission[]
  readonly customers: readonly UserCustomer[]
}

/** One row of the user list of the user administration. */
export interface UserRow {
  readonly userId: string
  readonly username: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly active: boolean
  /** The user has chosen a password (an invited user who has not yet: false). */
  readonly activated: boolean
}
