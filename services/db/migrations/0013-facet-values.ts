import { sql, type Kysely } from 'kysely'
import { refreshFacetValues } from '../../catalogue/search'
import type { Database } from '../schema'

/**
 * The filterable attribute values under small numbers, and each variant's as an array of them, so
 * that a search counts its matches' facets without unpacking their attributes (the one-word search
 * on 100,000 variants spent a third of its time there). Derived data: the seed (and this migration,
 * for a database seeded before it) fills it with `refreshFacetValues`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('facet_values')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('attribute_name', 'text', (c) => c.notNull())
    .addColumn('attribute_value', 'text', (c) => c.notNull())
    .addUniqueConstraint('facet_values_name_value', ['attribute_name', 'attribute_value'])
    .execute()
  await db.schema
    .alterTable('variants')
    .addColumn('facet_value_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute()
  // A database seeded before this migration gets its values now (a fresh one is still empty here).
  await refreshFacetValues(db as unknown as Kysely<Database>)
}
