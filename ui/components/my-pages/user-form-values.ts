/** The values of the user administration's form, and the grants they give (pure, tested beside). */
import { permissionDenyCodes } from '@proffsbutik/core/domain'
import type { RpcInput, RpcOutput } from '../../../server/rpc/shop-api.rpc'

type Customer = RpcOutput<'userAdminSetup'>['customers'][number]
type UserView = RpcOutput<'adminUser'>['user']
type Grant = RpcInput<'inviteUser'>['customerPermissions'][number]

/** The form's values: details, and per administered customer a role ('' for none), a project and denies. */
export interface UserFormValues {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly mobileNumber: string
  readonly rights: Readonly<
    Record<string, { readonly role: string; readonly projectId: string; readonly denies: readonly string[] }>
  >
}

/** The form's start: the user's details and their rights in the admin's customers (empty for a new user). */
export function userFormValues(customers: readonly Customer[], user?: UserView): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    mobileNumber: user?.mobileNumber ?? '',
    rights: Object.fromEntries(
      customers.map((customer) => {
        const entry = user?.customerPermissions.find((p) => p.customerId === customer.customerId)
        return [
          customer.customerId,
          {
            role: entry?.role ?? (user ? '' : customers.length === 1 ? 'USER' : ''),
            projectId: entry?.projectId ?? '',
            denies: entry?.permissionDenies ?? [],
          },
        ]
      }),
    ),
  }
}

/** The grants the form gives: one per customer with a role the admin may give there. */
export function grantsOf(customers: readonly Customer[], values: UserFormValues): Grant[] {
  return customers.flatMap((customer) => {
    const right = values.rights[customer.customerId]
    if (!right || !customer.grantableRoles.includes(right.role)) return []
    return [
      {
        customerId: customer.customerId,
        ...(right.projectId ? { projectId: right.projectId } : {}),
        role: right.role as Grant['role'],
        permissionDenies: permissionDenyCodes.filter((code) => right.denies.includes(code)),
      },
    ]
  })
}
