import { sql, type Kysely } from 'kysely'

/** Answers sent with the content's dynamic forms (the account application, contact forms). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('form_submissions_address')
    .on('form_submissions')
    .columns(['client_address', 'created_at'])
    .execute()
}
