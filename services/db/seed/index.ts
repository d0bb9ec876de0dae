/** Seeds an empty database with the demo data; a database that has users is left as it is. */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../schema'
import { seedAddresses } from './addresses.seed'
import { seedCatalogue } from './catalogue.seed'
import { seedFavourites } from './favourites.seed'
import { seedIdentity } from './identity.seed'
import { seedOrders } from './orders.seed'

/** Seeds when the database is empty (the catalogue at `scale`, see SEED_SCALE); answers whether it did. */
export async function seedIfEmpty(db: Kysely<Database>, now: Date, scale = 1): Promise<boolean> {
  const seeded = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('customers').select('id').limit(1).executeTakeFirst()
    if (existing) return false
    await seedIdentity(trx, now)
    await seedAddresses(trx)
    await seedCatalogue(trx, now, scale)
    await seedOrders(trx, now)
    await seedFavourites(trx, now)
    return true
  })
  if (seeded) {
    // The seed writes every variant twice (its derived facet numbers, refreshFacetValues), the
    // second time in no particular order: the table is rewritten once in article order, or it keeps
    // twice its size, a broad search reads twice the pages, and a category's variants lie scattered
    // so that the planner reads all 100,000 of them instead (6 s here at that size). Then every table
    // vacuumed (pages marked visible for index-only reads) and analysed, so that the first searches
    // are planned and read as later ones.
    await sql`cluster variants using variants_pkey`.execute(db)
    await sql`vacuum analyze`.execute(db)
  }
  return seeded
}
