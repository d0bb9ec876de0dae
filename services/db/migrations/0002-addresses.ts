import { sql, type Kysely } from 'kysely'

/** Saved delivery addresses of customers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('label', 'text')
    .addColumn('name', 'text')
    .addColumn('recipient_name', 'text')
    .addColumn('address1', 'text')
    .addColumn('address2', 'text')
    .addColumn('address3', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('postal_address', 'text')
    .addColumn('country_code', 'text', (c) => c.notNull().check(sql`country_code in ('SE', 'AX')`))
    .addColumn('phone', 'text')
    .addColumn('preselected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('addresses_customer').on('addresses').column('customer_id').execute()
}
