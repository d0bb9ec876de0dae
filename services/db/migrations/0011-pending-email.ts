import type { Kysely } from 'kysely'

/**
 * A new e-mail address waits here until its owner confirms it with the code mailed to it: until
 * then logins, password resets and mail go to the address the user has (issue 25).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute()
}
