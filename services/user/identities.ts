/**
 * Usernames and e-mail addresses name one user each (e-mail without regard to case): logins, the
 * forgotten-password flow and invitations find users by them. The database keeps usernames unique;
 * for both, writers take one transaction-scoped advisory lock before they check and write, so that
 * two requests at once cannot both pass the check (PostgreSQL runs them in parallel, PGlite not).
 */
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { ServiceError } from '../platform/service-error'

/** The advisory lock key of user identities (any fixed number; only these writers use it). */
const IDENTITY_LOCK = 7_310_001

/** 409: a username or e-mail address that another user has. */
export const identityTaken = (what: 'username or e-mail' | 'e-mail') =>
  new ServiceError(409, 'user_exists', `Another user has this ${what}`)

/** Holds the identity lock until the transaction ends. */
export async function lockIdentities(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${IDENTITY_LOCK})`.execute(trx)
}

/** Throws 409 when another user than `exceptUserId` has the username or the e-mail address. */
export async function assertIdentityFree(
  trx: Transaction<Database>,
  identity: { readonly username?: string | undefined; readonly email?: string | undefined },
  exceptUserId?: string,
): Promise<void> {
  const { username, email } = identity
  if (username === undefined && email === undefined) return
  let query = trx
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(username === undefined ? [] : [eb('username', '=', username)]),
        ...(email === undefined ? [] : [eb(eb.fn('lower', ['email']), '=', email.toLowerCase())]),
      ]),
    )
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId)
  if (await query.executeTakeFirst())
    throw identityTaken(username === undefined ? 'e-mail' : 'username or e-mail')
}

/** Whether a database error is a unique violation (a writer that did not take the lock). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}
