/** Users a test adds to the seeded ones: active, with the demo password and the permissions given. */
import type { CustomerPermission } from '@proffsbutik/core/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { DEMO_PASSWORD } from '../db/seed/identity.seed'
import { hashPassword } from '../platform/passwords'

/** A user for a test: an id, a username, and permissions (the first names the default customer). */
export interface TestUser {
  readonly id: string
  readonly username: string
  readonly permissions: readonly CustomerPermission[]
}

/** Adds the users, each with the demo password, acting first for the customer of their first permission. */
export async function insertTestUsers(db: Kysely<Database>, users: readonly TestUser[]): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction().execute(async (trx) => {
    for (const user of users) {
      await trx
        .insertInto('users')
        .values({
          id: user.id,
          username: user.username,
          email: `${user.username}@example.se`,
          firstName: 'Test',
          lastName: user.username,
          mobileNumber: null,
          passwordHash,
          active: true,
          isEmailVerified: true,
          isPhoneNumberVerified: false,
          preferredStore: null,
          preferredDeliveryMethod: null,
          defaultDeliveryMethod: 'DBI',
          defaultCustomerId: user.permissions[0]?.customerId ?? null,
          defaultProjectId: null,
          tokenVersion: 1,
          ociEnabled: false,
        })
        .execute()
      await trx
        .insertInto('userPermissions')
        .values(
          user.permissions.map((p) => ({
            userId: user.id,
            customerId: p.customerId,
            projectId: p.projectId ?? null,
            role: p.role,
            permissionDenies: [...p.permissionDenies],
          })),
        )
        .execute()
    }
  })
}
