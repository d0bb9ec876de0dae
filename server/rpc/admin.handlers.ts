/** The use cases behind the user-administration RPCs (admin.rpc.ts). */
import { Effect } from 'effect'
import type { Role } from '@proffsbutik/core/domain'
import type { PermissionGrant } from '@proffsbutik/core/ports'
import {
  administeredCustomers,
  changeUser,
  inviteUser,
  listUsers,
  reinviteUser,
  userAdministration,
} from '@proffsbutik/core/usecases'
import type { adminRpcs } from './admin.rpc'
import { userView } from './my-pages.handlers'
import type { Handlers } from './rpc-handlers'

/** A grant as the user service takes it: no empty project, no empty denies. */
const grant = (input: {
  readonly customerId: string
  readonly projectId?: string
  readonly role: Role
  readonly permissionDenies: readonly string[]
}): PermissionGrant => ({
  customerId: input.customerId,
  ...(input.projectId ? { projectId: input.projectId } : {}),
  role: input.role,
  permissionDenies: input.permissionDenies,
})

/** Which use case answers each admin RPC. */
export const adminHandlers: Handlers<typeof adminRpcs> = {
  users: ({ search, offset, active }) =>
    Effect.map(
      listUsers({
        ...(search?.trim() ? { search: search.trim() } : {}),
        offset: offset ?? 0,
        active: active ?? true,
      }),
      (page) => ({
        total: page.total,
        offset: offset ?? 0,
        users: page.data.map((user) => ({
          userId: user.userId,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          active: user.active,
          activated: user.activated,
        })),
      }),
    ),
  userAdminSetup: () =>
    Effect.map(administeredCustomers, (customers) => ({
      customers: customers.map((c) => ({ ...c, grantableRoles: [...c.grantableRoles] })),
    })),
  adminUser: ({ userId }) =>
    Effect.map(userAdministration(userId), ({ user, ...may }) => ({ user: userView(user), ...may })),
  inviteUser: ({ customerPermissions, mobileNumber, ...details }) =>
    Effect.map(
      inviteUser({
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        email: details.email.trim(),
        ...(mobileNumber.trim() ? { mobileNumber: mobileNumber.trim() } : {}),
        customerPermissions: customerPermissions.map(grant),
      }),
      (user) => ({ userId: user.userId }),
    ),
  changeUser: ({ userId, customerPermissions, mobileNumber, ...details }) =>
    Effect.map(
      changeUser(userId, {
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        email: details.email.trim(),
        mobileNumber: mobileNumber.trim() || null,
        // The rights within the admin's reach are replaced: an empty list takes every one away.
        customerPermissions: customerPermissions.map(grant),
      }),
      userView,
    ),
  setUserActive: ({ userId, active }) => Effect.map(changeUser(userId, { active }), userView),
  reinviteUser: ({ userId }) => Effect.as(reinviteUser(userId), {}),
}
