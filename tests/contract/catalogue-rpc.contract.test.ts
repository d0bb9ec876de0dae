/**
 * The catalogue's RPCs through the shop's app with the embedded services and the availability
 * colours on (STOCK_AVAILABILITY_COLOURS=on): the stock dialog's lines (stockInStores) follow the
 * card's rules, so a discontinued article with nothing in a store says it is not stocked there; the
 * product page (productPage) offers the product's variants by their filter tags.
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

interface ProductPageAnswer {
  readonly kind: 'page'
  readonly card: { readonly articleNumber: string }
  readonly attributes: readonly { readonly name: string; readonly value: string }[]
  readonly choices: readonly {
    readonly name: string
    readonly options: readonly {
      readonly value: string
      readonly variantSlug: string
      readonly selected: boolean
    }[]
  }[]
}

describe('the product page', () => {
  it('offers each variant of the product by the value its filter tags give, and each leads to it', async () => {
    const [product] = await shop.services.database.db
      .selectFrom('variants')
      .select(['productId', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('productId')
      .having((eb) => eb.fn.countAll(), '>=', 3)
      .orderBy('productId')
      .limit(1)
      .execute()
    const variants = await shop.services.database.db
      .selectFrom('variants')
      .select(['articleNumber', 'slug'])
      .where('productId', '=', product!.productId)
      .orderBy('articleNumber')
      .execute()
    const browser = shopBrowser(shop.app)
    const page = async (slug: string) => {
      const answer = await browser.rpc('productPage', { slug })
      expect(answer.status).toBe(200)
      return answer.body as unknown as ProductPageAnswer
    }

    const first = await page(variants[0]!.slug)
    expect(first.choices).toHaveLength(1)
    const [choice] = first.choices
    // The seed's variants differ in one attribute, the first: the choice is by it, in its values.
    const axis = first.attributes.find((attribute) => attribute.name === choice!.name)
    expect(axis, 'the choice names an attribute of the variant').toBeDefined()
    expect(choice!.options.map((option) => option.variantSlug).toSorted()).toEqual(
      variants.map((v) => v.slug).toSorted(),
    )
    expect(choice!.options.find((option) => option.selected)?.value).toBe(axis!.value)
    for (const option of choice!.options) {
      const other = await page(option.variantSlug)
      expect(other.choices[0]?.options.find((o) => o.selected)?.value).toBe(option.value)
      expect(other.attributes).toContainEqual({ name: choice!.name, value: option.value })
    }
  })
})

describe('a search that finds nothing', () => {
  interface Found {
    readonly total: number
    readonly broader: readonly { name: string; slug: string; count: number }[]
  }
  const search = async (input: Record<string, unknown>) => {
    const answer = await shopBrowser(shop.app).rpc('searchPage', input)
    expect(answer.status).toBe(200)
    return answer.body as unknown as Found
  }

  it('leads to the categories its words find alone, the category the word finds most first', async () => {
    const alone = await search({ q: 'kulventil' })
    expect(alone.total).toBeGreaterThan(0)
    expect(alone.broader).toEqual([])
    const none = await search({ q: 'kulventil qzxwvyk' })
    expect(none.total).toBe(0)
    expect(none.broader.length).toBeGreaterThan(0)
    expect(none.broader.map((category) => category.count)).toEqual(
      none.broader.map((category) => category.count).toSorted((a, b) => b - a),
    )
    // Each category it names has the word's articles: its page lists them.
    const [first] = none.broader
    const page = await shopBrowser(shop.app).rpc('searchPage', {
      q: 'kulventil',
      filters: { category: [first!.slug] },
    })
    expect((page.body as unknown as Found).total).toBe(first!.count)
  })

  it('widens nothing when a filter is chosen: taking the filter away is what helps', async () => {
    const none = await search({ q: 'kulventil qzxwvyk', filters: { category: ['skruv'] } })
    expect(none).toMatchObject({ total: 0, broader: [] })
  })
})
