/**
 * Slows down password guessing: failed logins are counted per account and per client address over
 * 15 minutes. From the fifth failure on, each key must wait 2^(n−5) seconds (at most 15 minutes)
 * after its last failure before the next attempt is even checked.
 */
import type { Kysely } from 'kysely'
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
export async function assertNotThrottled(
  db: Kysely<Database>,
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

/** Records a failed attempt under every key. */
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
