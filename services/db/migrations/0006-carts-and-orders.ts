import { sql, type Kysely } from 'kysely'

/**
 * Carts (one active cart per user and customer context, lines grouped by delivery), checkouts (what
 * a checkout answered, so that a retry answers the same instead of ordering twice) and the orders
 * they make, with lines, addresses and a planned status timeline.
 */
// Calendar days are kept as 'YYYY-MM-DD' text: a Swedish day, never shifted by a driver's time zone.
const isoDay = sql`requested_delivery_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('project_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ACTIVE', 'DELETED')`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index carts_one_active on carts (user_id, customer_id, coalesce(project_id, ''))
    where status = 'ACTIVE'`.execute(db)

  await db.schema
    .createTable('cart_deliveries')
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('included_in_order', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('requested_delivery_date', 'text', (c) => c.check(isoDay))
    .addPrimaryKeyConstraint('cart_deliveries_pk', ['cart_id', 'delivery_id'])
    .execute()

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('quantity', sql`numeric(22, 10)`, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('label', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cart_items_article_delivery', ['cart_id', 'article_number', 'delivery_id'])
    .execute()

  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('cart_version_after', 'integer', (c) => c.notNull())
    .addColumn('answer', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('checkouts_cart').on('checkouts').columns(['cart_id', 'created_at']).execute()

  await sql`create sequence order_numbers start with 4100001`.execute(db)
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('temp_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('checkout_id', 'text')
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('project_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text')
    .addColumn('warehouse_id', 'text')
    .addColumn('requested_delivery_date', 'text', (c) => c.check(isoDay))
    .addColumn('reference', 'text')
    .addColumn('message', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('total_net', sql`numeric(14, 2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('SEK'))
    .addColumn('send_order_receipt', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('orders_customer_created')
    .on('orders')
    .columns(['customer_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('line_number', 'integer', (c) => c.notNull())
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('quantity', sql`numeric(22, 10)`, (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('net_price', sql`numeric(14, 4)`)
    .addColumn('alloying_price', sql`numeric(14, 4)`)
    .addColumn('sales_price_unit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('label', 'text')
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'line_number'])
    .execute()

  await db.schema
    .createTable('order_addresses')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('delivery', 'invoice')`))
    .addColumn('name', 'text')
    .addColumn('recipient_name', 'text')
    .addColumn('address1', 'text')
    .addColumn('address2', 'text')
    .addColumn('address3', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('postal_address', 'text')
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo('SE'))
    .addColumn('phone', 'text')
    .addPrimaryKeyConstraint('order_addresses_pk', ['order_id', 'kind'])
    .execute()

  // The statuses an order goes through, planned when it is placed: the current one is the latest
  // whose time has come, so history and tracking move on without a background job.
  await db.schema
    .createTable('order_status_events')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('received', 'confirmed', 'picked', 'shipped', 'delivered', 'invoiced')`),
    )
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_status_events_pk', ['order_id', 'status'])
    .execute()
  await db.schema
    .createIndex('order_status_events_at')
    .on('order_status_events')
    .columns(['order_id', 'at'])
    .execute()
}
