/** The use cases behind the user-administration RPCs (admin.rpc.ts). */
import { Effect } from 'effect'
import { listUsers } from '../../core/usecases/user-admin.usecase'
import type { adminRpcs } from './admin.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each admin RPC. */
export const adminHandlers: Handlers<typeof adminRpcs> = {
  users: ({ search, offset }) =>
    Effect.map(
      listUsers({ ...(search?.trim() ? { search: search.trim() } : {}), offset: offset ?? 0 }),
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
        })),
      }),
    ),
}
