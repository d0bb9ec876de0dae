import { sql, type Kysely } from 'kysely'
import { refreshPriceSortKeys } from '../../catalogue/price-sort'
import type { Database } from '../schema'

/**
 * Each price list's unit price for one unit of every variant, and each contract price's, so that
 * the search sorts by price through an index (issue 26): the price model's key without running
 * campaigns, which the search adds at query time. The empty price list is that of
 * customers without one. Derived data: the seed (and this migration, for a database seeded before
 * it) fills it with `refreshPriceSortKeys`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_sort_keys')
    .addColumn('price_list_id', 'text', (c) => c.notNull())
    .addColumn('article_number', 'text', (c) => c.notNull().references('variants.article_number'))
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('key', 'numeric(14, 4)')
    .addPrimaryKeyConstraint('price_sort_keys_pk', ['price_list_id', 'article_number'])
    .execute()
  await sql`create index price_sort_keys_ascending on price_sort_keys (price_list_id, key asc nulls last, article_number asc)`.execute(
    db,
  )
  await sql`create index price_sort_keys_descending on price_sort_keys (price_list_id, key desc nulls last, article_number desc)`.execute(
    db,
  )
  await db.schema
    .createTable('contract_sort_keys')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('article_number', 'text', (c) => c.notNull().references('variants.article_number'))
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('key', 'numeric(14, 4)')
    .addPrimaryKeyConstraint('contract_sort_keys_pk', ['customer_id', 'article_number'])
    .execute()
  await sql`create index contract_sort_keys_ascending on contract_sort_keys (customer_id, key asc nulls last, article_number asc)`.execute(
    db,
  )
  await sql`create index contract_sort_keys_descending on contract_sort_keys (customer_id, key desc nulls last, article_number desc)`.execute(
    db,
  )
  // A database seeded before this migration gets its keys now (a fresh one is still empty here).
  await refreshPriceSortKeys(db as unknown as Kysely<Database>)
}
