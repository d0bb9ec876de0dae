/** The use cases behind the user-administration RPCs (admin.rpc.ts). */
import { Effect } from 'effect'
import {
  administeredCustomers,
  changeUser,
  inviteUser,
  listUsers,
  reinviteUser,
  userAdministration,
} from '@proffsbutik/core/usecases'
import type { adminRpcs } from './admin.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each admin RPC. */
export const adminHandlers: Handlers<typeof adminRpcs> = {
  users: ({ search, offset, active }) =>
    Effect.map(
      listUsers({
        ...(search ? { search } : {}),
        offset: offset ?? 0,
        ...(active === undefined ? {} : { active }),
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
  userAdminSetup: () => Effect.map(administeredCustomers, (customers) => ({ customers })),
  adminUser: ({ userId }) => userAdministration(userId),
  inviteUser: (details) => Effect.map(inviteUser(details), (user) => ({ userId: user.userId })),
  changeUser: ({ userId, ...details }) => changeUser(userId, details),
  setUserActive: ({ userId, active }) => changeUser(userId, { active }),
  reinviteUser: ({ userId }) => Effect.as(reinviteUser(userId), {}),
}
