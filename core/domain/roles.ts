/** Roles, the admin group and permission denies (shop-core §6). */

/** A user's role in a customer; from the token's customerPermissions.role. */
export type Role = 'USER' | 'BUYER_ADMIN' | 'SELLER_ADMIN' | 'SITE_ADMIN'

/** Every role from lowest to highest. */
export const roles: readonly Role[] = ['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN']

/** The roles that administer users. */
export const adminRoles: readonly Role[] = ['BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN']

const rank = (role: Role): number => roles.indexOf(role)

/** Whether a text names a role. */
export function isRole(text: string): text is Role {
  return (roles as readonly string[]).includes(text)
}

/** Whether `role` is `minimum` or above it in the hierarchy SITE_ADMIN > SELLER_ADMIN > BUYER_ADMIN > USER. */
export function isRoleAtLeast(role: Role, minimum: Role): boolean {
  return rank(role) >= rank(minimum)
}

/** Whether a role belongs to the admin group. */
export function isAdminRole(role: Role): boolean {
  return adminRoles.includes(role)
}

/** Whether a role is at seller-admin level or above. */
export function isAtLeastSellerAdmin(role: Role): boolean {
  return isRoleAtLeast(role, 'SELLER_ADMIN')
}

/** Whether a user with role `granter` may give someone `role`: never above their own. */
export function canGrantRole(granter: Role, role: Role): boolean {
  return isAdminRole(granter) && isRoleAtLeast(granter, role)
}

/** One entry of a token's customerPermissions. */
export interface CustomerPermission {
  readonly role: Role
  readonly customerId: string
  readonly projectId?: string
  readonly permissionDenies: readonly string[]
}

/**
 * Whether the permissions let a user act for a customer as a whole, without naming a project: a
 * permission in the customer that names no project, or a site admin's. A user whose permissions in
 * the customer all name projects acts only inside those projects.
 */
export function actsForWholeCustomer(
  permissions: readonly CustomerPermission[],
  customerId: string,
): boolean {
  return permissions.some(
    (p) => p.role === 'SITE_ADMIN' || (p.customerId === customerId && p.projectId === undefined),
  )
}

/** The permission entries with an admin role: the customers a user administers. */
export function adminCustomers<P extends CustomerPermission>(permissions: readonly P[]): P[] {
  return permissions.filter((permission) => isAdminRole(permission.role))
}

/**
 * Whether an admin whose role in a customer is `ownRoleIn(customerId)` administers a permission:
 * they are an admin there and the permission's role is not above their own.
 */
export function administers(
  ownRoleIn: (customerId: string) => Role | undefined,
  permission: Pick<CustomerPermission, 'customerId' | 'role'>,
): boolean {
  const own = ownRoleIn(permission.customerId)
  return own !== undefined && canGrantRole(own, permission.role)
}

/**
 * What a user carries into every customer they work for: their name, e-mail address (where
 * password resets go), mobile number, whether they are active, and whether they may log in by
 * punch-out. A password is the user's own: an admin never sets one.
 */
export const identityFields = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'active',
  'ociEnabled',
] as const

/** One of a user's identity fields. */
export type IdentityField = (typeof identityFields)[number]

/**
 * Whether an admin may change a user's identity (`identityFields`): only when they administer every
 * permission the user holds, in every customer (a site admin always does). An admin of one of the
 * user's customers changes only the user's rights there: the identity is also another customer's,
 * and changing the e-mail address or deactivating the user would reach into that customer.
 */
export function mayChangeIdentity(
  ownRoleIn: (customerId: string) => Role | undefined,
  userPermissions: readonly Pick<CustomerPermission, 'customerId' | 'role'>[],
): boolean {
  return userPermissions.every((permission) => administers(ownRoleIn, permission))
}

/** The permission-deny codes and the feature each switches off. */
export const permissionDenyFeatures = {
  EJ_ALLA_LEVERANSSATT: 'limitedDeliveryMethods',
  EJ_SE_PRISER: 'viewPrices',
  EJ_ANDRA_SORTIMENT: 'changeAssortment',
  EJ_ORDER: 'placeOrders',
  EJ_ORDERHISTORIK: 'orderHistory',
  EJ_SKAPA_OFFERT: 'createQuotes',
  EJ_SE_RABATTER: 'viewDiscounts',
  EJ_SE_EKONOMISK_UPPFÖLJNING: 'financialFollowUp',
} as const

/** A permission-deny code. */
export type PermissionDenyCode = keyof typeof permissionDenyFeatures

/** Every permission-deny code. */
export const permissionDenyCodes = Object.keys(permissionDenyFeatures) as PermissionDenyCode[]

/** Whether a text is a known permission-deny code. */
export function isPermissionDenyCode(text: string): text is PermissionDenyCode {
  return Object.hasOwn(permissionDenyFeatures, text)
}

/** A feature is allowed unless its code is among the denies. */
export function isFeatureAllowed(denies: readonly string[], code: string): boolean {
  return !denies.includes(code)
}

/**
 * The permission denies that apply in a customer (and project): the project's own entry, else the
 * customer-wide one, else any entry of the customer; none for site admins and for customers the
 * permissions do not name.
 */
export function permissionDeniesIn(
  permissions: readonly CustomerPermission[],
  customerId: string,
  projectId?: string,
): readonly string[] {
  if (permissions.some((p) => p.role === 'SITE_ADMIN')) return []
  const entries = permissions.filter((p) => p.customerId === customerId)
  const entry =
    entries.find((p) => projectId !== undefined && p.projectId === projectId) ??
    entries.find((p) => p.projectId === undefined) ??
    entries[0]
  return entry?.permissionDenies ?? []
}
