/** Domain values for use case tests. */
import type { Location } from '../domain/catalog'
import type { CustomerPermission } from '../domain/roles'
import type { User } from '../domain/user'

/** A user with the given permissions (their roles follow from them) and any other fields changed. */
export function aUser(
  userId: string,
  permissions: readonly CustomerPermission[] = [],
  changes: Partial<User> = {},
): User {
  return {
    userId,
    username: userId.toLowerCase(),
    firstName: 'För',
    lastName: 'Efter',
    email: `${userId.toLowerCase()}@example.se`,
    isEmailVerified: true,
    isPhoneNumberVerified: false,
    active: true,
    activated: true,
    defaultDeliveryMethod: 'DBI',
    ...(permissions[0] ? { defaultCustomerId: permissions[0].customerId } : {}),
    roles: [...new Set(permissions.map((p) => p.role))],
    customerPermissions: permissions,
    customers: [],
    ...changes,
  }
}

/** A store buyers pick up from, in Stockholm unless changed. */
export function aStore(id: string, changes: Partial<Location> = {}): Location {
  return {
    id,
    name: `Proffsbutik ${id}`,
    type: 'store',
    address: { address1: 'Gatan 1', postalCode: '11122', city: 'Stockholm' },
    location: { lat: 59, lon: 18 },
    phone: null,
    email: null,
    services: ['standard-pickup'],
    openingHours: {},
    ...changes,
  }
}
