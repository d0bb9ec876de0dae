import { sql, type Kysely } from 'kysely'

/**
 * Quotes ("offert"): what an installer printed from their cart for their own end customer — the
 * lines at the installer's prices and the marked-up prices quoted, kept so that the quote can be
 * printed again exactly as it was, under a number of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence quote_numbers start with 7000001`.execute(db)
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_number', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('project_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('message', 'text')
    // Tenths of a percent: 12,5 % is 125.
    .addColumn('markup_tenths', 'integer', (c) => c.notNull().check(sql`markup_tenths between 0 and 1000`))
    .addColumn('validity_days', 'integer', (c) => c.notNull().check(sql`validity_days between 1 and 90`))
    .addColumn('valid_until', 'text', (c) =>
      c.notNull().check(sql`valid_until ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    )
    .addColumn('total_net', sql`numeric(14, 2)`, (c) => c.notNull())
    .addColumn('total_vat', sql`numeric(14, 2)`, (c) => c.notNull())
    .addColumn('total_gross', sql`numeric(14, 2)`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('quotes_user_created').on('quotes').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('quote_lines')
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('line_number', 'integer', (c) => c.notNull())
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('quantity', sql`numeric(22, 10)`, (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    // The installer's own price of one sales price unit (net plus metal surcharge), and the price quoted.
    .addColumn('cost_price', sql`numeric(14, 4)`)
    .addColumn('quoted_price', sql`numeric(14, 4)`)
    .addColumn('sales_price_unit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('amount', sql`numeric(14, 2)`)
    .addPrimaryKeyConstraint('quote_lines_pk', ['quote_id', 'line_number'])
    .execute()
}
