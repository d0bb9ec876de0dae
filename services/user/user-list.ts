/** The user list of the user administration (GET /v2/users): 15 a page by first name by default. */
import { sql, type Kysely } from 'kysely'
import { isRoleAtLeast, type UserRow } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { highestRole, type Caller } from '../platform/caller'
import { forbidden } from '../platform/service-error'

/** The search of the user list. */
export interface UserSearch {
  readonly limit: number
  readonly offset: number
  readonly orderBy: 'firstName' | 'lastName' | 'email' | 'username'
  readonly direction: 'asc' | 'desc'
  readonly search?: string | undefined
  readonly active?: boolean | undefined
  readonly virtualContext?: boolean | undefined
}

/** Users of the customers the caller administers (site admins: everyone), with the total. */
export async function listUsers(
  db: Kysely<Database>,
  caller: Caller,
  search: UserSearch,
): Promise<{ data: UserRow[]; total: number }> {
  const everything = highestRole(caller) === 'SITE_ADMIN'
  const administered = caller.permissions
    .filter((p) => isRoleAtLeast(p.role, 'BUYER_ADMIN'))
    .map((p) => p.customerId)
  if (!everything && administered.length === 0) throw forbidden('Only admins list users')
  let query = db.selectFrom('users')
  if (!everything) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('userPermissions')
          .select('userPermissions.id')
          .whereRef('userPermissions.userId', '=', 'users.id')
          .where('userPermissions.customerId', 'in', administered),
      ),
    )
  }
  if (search.virtualContext !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('userPermissions')
          .innerJoin('customers', 'customers.id', 'userPermissions.customerId')
          .select('userPermissions.id')
          .whereRef('userPermissions.userId', '=', 'users.id')
          .where('customers.virtualContext', '=', search.virtualContext ?? false),
      ),
    )
  }
  if (search.active !== undefined) query = query.where('active', '=', search.active)
  const text = search.search?.trim()
  if (text) {
    const pattern = `%${text.replace(/[%_\\]/g, '\\$&')}%`
    query = query.where((eb) =>
      eb.or([
        eb('firstName', 'ilike', pattern),
        eb('lastName', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('username', 'ilike', pattern),
        eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
      ]),
    )
  }
  const total = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const data = await query
    .select(['id as userId', 'username', 'firstName', 'lastName', 'email', 'active'])
    .select(sql<boolean>`password_hash is not null`.as('activated'))
    .orderBy(search.orderBy, search.direction)
    .orderBy('id')
    .limit(search.limit)
    .offset(search.offset)
    .execute()
  return { data, total: Number(total.total) }
}
