/** Reading users as the user base answers them (shop-core §3 User). */
import type { Kysely } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import { type CustomerPermission, isRole, isRoleAtLeast, type User } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { highestRole, type Caller } from '../platform/caller'
import { forbidden, notFound } from '../platform/service-error'

/** The values of a user the user base answers null for when the user has none (shop-core §3 User). */
type NullableField =
  | 'mobileNumber'
  | 'pendingEmail'
  | 'preferredStore'
  | 'preferredDeliveryMethod'
  | 'defaultCustomerId'
  | 'defaultProjectId'

/** A user as the user base answers it: the domain's User, with null for each value it has not got. */
export type UserView = Omit<User, NullableField> & { readonly [K in NullableField]: string | null }

/** The user with their permissions and the customers and projects they can act for. */
export async function readUser(db: Kysely<Database>, userId: string): Promise<UserView | undefined> {
  // One statement: the user, their permissions in active customers, and those customers' projects.
  const user = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('userPermissions')
          .innerJoin('customers', 'customers.id', 'userPermissions.customerId')
          .select([
            'userPermissions.role',
            'userPermissions.customerId',
            'userPermissions.projectId',
            'userPermissions.permissionDenies',
            'customers.name as customerName',
          ])
          .whereRef('userPermissions.userId', '=', 'users.id')
          .where('customers.active', '=', true)
          .orderBy('userPermissions.id'),
      ).as('permissions'),
      jsonArrayFrom(
        eb
          .selectFrom('projects')
          .select(['projects.id', 'projects.customerId', 'projects.name'])
          .where('projects.active', '=', true)
          .where((inner) =>
            inner.exists(
              inner
                .selectFrom('userPermissions as own')
                .innerJoin('customers as owner', 'owner.id', 'own.customerId')
                .select(inner.lit(1).as('one'))
                .whereRef('own.userId', '=', 'users.id')
                .whereRef('own.customerId', '=', 'projects.customerId')
                .where('owner.active', '=', true),
            ),
          )
          .orderBy('projects.name'),
      ).as('projects'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst()
  if (!user) return undefined
  const { permissions, projects } = user
  const customerIds = [...new Set(permissions.map((p) => p.customerId))]
  const customerPermissions = permissions.flatMap((p): CustomerPermission[] => {
    if (!isRole(p.role)) return []
    const base = { role: p.role, customerId: p.customerId, permissionDenies: p.permissionDenies }
    return [p.projectId === null ? base : { ...base, projectId: p.projectId }]
  })
  const customers = customerIds.map((customerId) => {
    const own = permissions.filter((p) => p.customerId === customerId)
    const wholeCustomer = own.some((p) => p.projectId === null)
    return {
      customerId,
      customerName: own[0]?.customerName ?? '',
      projects: projects
        .filter(
          (project) =>
            project.customerId === customerId &&
            (wholeCustomer || own.some((p) => p.projectId === project.id)),
        )
        .map((project) => ({ projectId: project.id, projectName: project.name })),
    }
  })
  return {
    userId: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobileNumber: user.mobileNumber,
    isEmailVerified: user.isEmailVerified,
    pendingEmail: user.pendingEmail,
    isPhoneNumberVerified: user.isPhoneNumberVerified,
    active: user.active,
    activated: user.passwordHash !== null,
    preferredStore: user.preferredStore,
    preferredDeliveryMethod: user.preferredDeliveryMethod,
    defaultDeliveryMethod: user.defaultDeliveryMethod,
    defaultCustomerId: user.defaultCustomerId,
    defaultProjectId: user.defaultProjectId,
    roles: [...new Set(customerPermissions.map((p) => p.role))],
    customerPermissions,
    customers,
  }
}

/**
 * Whether the caller may see a user: themselves; a site admin anyone; an admin (buyer admin and up)
 * anyone with a permission in a customer the caller administers.
 */
export function maySeeUser(
  caller: Caller,
  target: Pick<UserView, 'userId' | 'customerPermissions'>,
): boolean {
  if (caller.userId === target.userId || highestRole(caller) === 'SITE_ADMIN') return true
  const administered = new Set(
    caller.permissions.filter((p) => isRoleAtLeast(p.role, 'BUYER_ADMIN')).map((p) => p.customerId),
  )
  return target.customerPermissions.some((p) => administered.has(p.customerId))
}

/** The user if the caller may see them: 404 when missing, 403 when not theirs to see. */
export async function readUserFor(db: Kysely<Database>, caller: Caller, userId: string): Promise<UserView> {
  const user = await readUser(db, userId)
  if (!user) throw notFound('User')
  if (!maySeeUser(caller, user)) throw forbidden('Not allowed to see this user')
  return user
}
