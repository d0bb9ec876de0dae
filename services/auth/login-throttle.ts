/**
 * Slows down password guessing: failed logins are counted per account and per client address over
 * 15 minutes. From the fifth failure on, each key must wait 2^(n−5) seconds (at most 15 minutes)
 * after its last failure before the next attempt is even checked.
 *
 * An attempt is counted as a failure before it is checked, in one transaction with the check and
 * under a lock per key (`claimAttempt`), and forgiven once it succeeds: so many attempts at once
 * are checked no more often than the same attempts one after another (issue 25: 16 parallel wrong
 * logins were 10–16 password checks, against 5).
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { ServiceError } from '../platform/service-error'

/** How far back failures count. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000

/** Failures allowed before waiting starts. */
export const FREE_FAILURES = 4

/** The longest wait, in seconds. */
export const MAX_WAIT_SECONDS = 15 * 60

/** The keys a login attempt is counted under. */
export function throttleKeys(username: string, address: string): string[] {
  return [`account:${username.trim().toLowerCase()}`, `address:${address}`]
}

/** Seconds to wait after `failures` failures (0 while under the free allowance). */
export function waitSeconds(failures: number): number {
  return failures <= FREE_FAILURES ? 0 : Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES - 1))
}

/** Throws 429 with Retry-After when any key must still wait. */
async function assertNotThrottled(
  db: Kysely<Database> | Transaction<Database>,
  keys: readonly string[],
  now: Date,
): Promise<void> {
  const rows = await db
    .selectFrom('loginFailures')
    .select([
      'key',
      (eb) => eb.fn.countAll<number>().as('failures'),
      (eb) => eb.fn.max('failedAt').as('last'),
    ])
    .where('key', 'in', [...keys])
    .where('failedAt', '>', new Date(now.getTime() - FAILURE_WINDOW_MS))
    .groupBy('key')
    .execute()
  for (const row of rows) {
    const wait = waitSeconds(Number(row.failures))
    const waited = (now.getTime() - new Date(row.last).getTime()) / 1000
    if (wait > waited) {
      throw new ServiceError(
        429,
        'too_many_attempts',
        'Too many failed logins; try again later',
        undefined,
        Math.ceil(wait - waited),
      )
    }
  }
}

/** An attempt counted as a failure until it is forgiven. */
export interface ClaimedAttempt {
  readonly failureIds: readonly number[]
}

/**
 * Lets an attempt be checked, or throws 429 when any key must still wait; the attempt is counted
 * as a failure under every key in the same step, under each key's lock, so that attempts made at
 * once see each other. Forgive it (`forgiveAttempt`) when it succeeds.
 */
export async function claimAttempt(
  db: Kysely<Database>,
  keys: readonly string[],
  now: Date,
): Promise<ClaimedAttempt> {
  return db.transaction().execute(async (trx) => {
    // Always in the same order, so two attempts never wait for each other's second lock.
    for (const key of [...keys].sort())
      await sql`select pg_advisory_xact_lock(hashtext(${`login-throttle:${key}`}))`.execute(trx)
    await assertNotThrottled(trx, keys, now)
    const rows = await trx
      .insertInto('loginFailures')
      .values(keys.map((key) => ({ key, failedAt: now })))
      .returning('id')
      .execute()
    return { failureIds: rows.map((row) => row.id) }
  })
}

/** Takes back what an attempt that succeeded was counted as. */
export async function forgiveAttempt(db: Kysely<Database>, attempt: ClaimedAttempt): Promise<void> {
  if (attempt.failureIds.length > 0)
    await db
      .deleteFrom('loginFailures')
      .where('id', 'in', [...attempt.failureIds])
      .execute()
}

/** Records an event under `keys` without a check (an invitation resent: the next waits a minute). */
export async function recordFailure(db: Kysely<Database>, keys: readonly string[], now: Date): Promise<void> {
  await db
    .insertInto('loginFailures')
    .values(keys.map((key) => ({ key, failedAt: now })))
    .execute()
}

/** Forgets an account's failures after a successful login (the address keeps its record). */
export async function clearAccountFailures(db: Kysely<Database>, keys: readonly string[]): Promise<void> {
  const accountKeys = keys.filter((key) => key.startsWith('account:'))
  if (accountKeys.length > 0) await db.deleteFrom('loginFailures').where('key', 'in', accountKeys).execute()
}
