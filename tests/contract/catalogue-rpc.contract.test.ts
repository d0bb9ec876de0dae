/**
 * The stock dialog's RPC (stockInStores) through the shop's app with the embedded services and the
 * availability colours on (STOCK_AVAILABILITY_COLOURS=on): each store's line follows the card's
 * rules, so a discontinued article with nothing in a store says it is not stocked there.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopBrowser } from '../../server/shop-browser.test-support'
import { testServerConfig } from '../../server/test-config.test-support'
import { startTestShop, type TestShop } from './test-shop'

let shop: TestShop
beforeAll(async () => {
  shop = await startTestShop({ ...testServerConfig(), stockAvailabilityColours: true })
}, 120_000)
afterAll(() => shop.stop())

interface StoreLine {
  readonly storeId: string
  readonly stock: { readonly kind: string }
}

/** An article of the seed, discontinued or not, with nothing on hand in a pickup store. */
async function articleWithAnEmptyStore(discontinued: boolean) {
  const rows = await shop.services.database.db
    .selectFrom('stock')
    .innerJoin('variants', 'variants.articleNumber', 'stock.articleNumber')
    .innerJoin('locations', 'locations.id', 'stock.locationId')
    .select(['stock.articleNumber', 'stock.locationId'])
    .where('variants.discontinued', '=', discontinued)
    .where('stock.quantity', '<=', 0)
    .where('locations.kind', '=', 'store')
    // A pickup store: the dialog lists those.
    .where(sql<boolean>`'standard-pickup' = any(${sql.ref('locations.services')})`)
    .orderBy('stock.articleNumber')
    .orderBy('stock.locationId')
    .limit(1)
    .execute()
  expect(rows, `a seeded ${discontinued ? 'discontinued' : 'current'} article empty in a store`).toHaveLength(
    1,
  )
  return rows[0]!
}

describe('stock in every store', () => {
  it('says a discontinued article without stock in a store is not stocked there', async () => {
    const { articleNumber, locationId } = await articleWithAnEmptyStore(true)
    const answer = await shopBrowser(shop.app).rpc('stockInStores', { articleNumber })
    expect(answer.status).toBe(200)
    const stores = answer.body as unknown as readonly StoreLine[]
    expect(stores.find((store) => store.storeId === locationId)?.stock.kind).toBe('notStockedInStore')
  })

  it('shows a current article without stock in a store by its availability, never as not stocked', async () => {
    const { articleNumber, locationId } = await articleWithAnEmptyStore(false)
    const answer = await shopBrowser(shop.app).rpc('stockInStores', { articleNumber })
    const stores = answer.body as unknown as readonly StoreLine[]
    expect(stores.find((store) => store.storeId === locationId)?.stock.kind).not.toBe('notStockedInStore')
  })
})
