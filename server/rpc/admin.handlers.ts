/** The use cases behind the user-administration RPCs (admin.rpc.ts). */
import { Effect } from 'effect'
import {
  administeredCustomers,
  changeUser,
  inviteUser,
  reinviteUser,
  userAdministration,
  usersPage,
} from '@proffsbutik/core/usecases'
import type { adminRpcs } from './admin.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each admin RPC. */
export const adminHandlers: Handlers<typeof adminRpcs> = {
  users: (query) => usersPage(query),
  userAdminSetup: () => Effect.map(administeredCustomers, (customers) => ({ customers })),
  adminUser: ({ userId }) => userAdministration(userId),
  inviteUser: (details) => Effect.map(inviteUser(details), (user) => ({ userId: user.userId })),
  changeUser: ({ userId, ...details }) => changeUser(userId, details),
  setUserActive: ({ userId, active }) => changeUser(userId, { active }),
  reinviteUser: ({ userId }) => Effect.as(reinviteUser(userId), {}),
}
