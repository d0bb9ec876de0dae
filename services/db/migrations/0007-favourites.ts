import { sql, type Kysely } from 'kysely'

/**
 * Favourites (the heart on an article: at most 50 per user, each article once) and favourite lists
 * (named lists of a user in a customer, private or shared with the customer, with one line per
 * article and an exact decimal quantity).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favourites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('article_number', 'text', (c) =>
      c.notNull().references('variants.article_number').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('favourites_user_article', ['user_id', 'article_number'])
    .execute()
  await db.schema.createIndex('favourites_user').on('favourites').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('favourite_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 100`))
    .addColumn('access', 'text', (c) => c.notNull().check(sql`access in ('private', 'customer')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('favourite_lists_customer')
    .on('favourite_lists')
    .columns(['customer_id', 'access', 'updated_at'])
    .execute()
  await db.schema
    .createIndex('favourite_lists_user')
    .on('favourite_lists')
    .columns(['user_id', 'updated_at'])
    .execute()

  await db.schema
    .createTable('favourite_list_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('list_id', 'text', (c) => c.notNull().references('favourite_lists.id').onDelete('cascade'))
    .addColumn('article_number', 'text', (c) =>
      c.notNull().references('variants.article_number').onDelete('cascade'),
    )
    .addColumn('quantity', sql`numeric(22, 10)`, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('favourite_list_items_article', ['list_id', 'article_number'])
    .execute()
  await db.schema
    .createIndex('favourite_list_items_position')
    .on('favourite_list_items')
    .columns(['list_id', 'position'])
    .execute()
}
