/** Seeds an empty database with the demo data; a database that has users is left as it is. */
import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import { seedAddresses } from './addresses.seed'
import { seedCatalogue } from './catalogue.seed'
import { seedFavourites } from './favourites.seed'
import { seedIdentity } from './identity.seed'
import { seedOrders } from './orders.seed'

/** Seeds when the database is empty (the catalogue at `scale`, see SEED_SCALE); answers whether it did. */
export async function seedIfEmpty(db: Kysely<Database>, now: Date, scale = 1): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('customers').select('id').limit(1).executeTakeFirst()
    if (existing) return false
    await seedIdentity(trx, now)
    await seedAddresses(trx)
    await seedCatalogue(trx, now, scale)
    await seedOrders(trx, now)
    await seedFavourites(trx, now)
    return true
  })
}
