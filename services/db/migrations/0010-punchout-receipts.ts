import { sql, type Kysely } from 'kysely'

/** What the demo procurement page received from the shop's punch-out hand-backs (demo mode only). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('punchout_receipts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('charset', 'text', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}
