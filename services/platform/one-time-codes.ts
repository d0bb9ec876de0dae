/**
 * One-time codes (invitations, password resets, e-mail activation, login challenges): random,
 * stored only as their SHA-256 hash with a purpose and an expiry, and used at most once.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { randomToken, tokenHash } from './tokens'

/** What a code is for. */
export type CodePurpose = 'invite' | 'reset' | 'activation' | 'email-change' | 'challenge'

type Db = Kysely<Database> | Transaction<Database>

/** Stores a new code for a user and answers it; the code itself is never stored. */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  expiresAt: Date,
): Promise<string> {
  const code = randomToken()
  await db
    .insertInto('oneTimeTokens')
    .values({ tokenHash: tokenHash(code), userId, purpose, expiresAt, usedAt: null })
    .execute()
  return code
}

/** Uses a code up: answers its user when it is right, of this purpose, unused and unexpired. */
export async function useCode(
  db: Db,
  code: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string | undefined> {
  const used = await db
    .updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash(code))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst()
  return used?.userId
}

/** Uses up a user's open codes of the given purposes (a new password ends open invitations and resets). */
export async function useUpCodes(
  db: Db,
  userId: string,
  purposes: readonly CodePurpose[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('purpose', 'in', [...purposes])
    .where('usedAt', 'is', null)
    .execute()
}
