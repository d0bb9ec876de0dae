/**
 * The price sort's SQL key is the one price model (core/domain/pricing `articlePrice` at one unit) to
 * the öre: over generated price facts written into the database, over the whole seeded catalogue for
 * every customer, and as the search orders its hits through HTTP.
 */
import fc from 'fast-check'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { money, stockholmDay } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { startHarness, type Harness } from '../testing/harness'
import { customerPriceKey, refreshPriceSortKeys } from './price-sort'
import { customerPrices } from './prices'
import { search } from './search'

const NOW = new Date('2026-11-24T09:00:00Z')
const TODAY = stockholmDay(NOW)

let harness: Harness
beforeAll(async () => {
  harness = await startHarness(() => NOW)
}, 60_000)
afterAll(() => harness.stop())

/** The key of each article for a customer, as the search orders by it (null: on request). */
async function sortKeys(db: Kysely<Database>, customerId: string, articleNumbers?: readonly string[]) {
  const { joins, key } = customerPriceKey({ customerId, today: TODAY })
  const { rows } = await sql<{ articleNumber: string; key: string | null }>`
    select v.article_number as "articleNumber", ${key} as key
    from variants v
    join products p on p.id = v.product_id
    join categories sub on sub.id = p.category_id
    left join categories top on top.id = sub.parent_id
    ${joins}
    ${articleNumbers ? sql`where v.article_number = any(${sql.val([...articleNumbers])}::text[])` : sql``}`.execute(
    db,
  )
  return new Map(rows.map((row) => [row.articleNumber, row.key]))
}

/** What the price model charges for one unit of each article (null: on request), through the price base. */
async function modelPrices(db: Kysely<Database>, customerId: string, articleNumbers: readonly string[]) {
  const prices = await customerPrices(
    db,
    customerId,
    articleNumbers.map((articleNumber) => ({ articleNumber })),
    TODAY,
    { prices: true, discounts: true },
  )
  return new Map(
    [...prices].map(([articleNumber, price]) => [
      articleNumber,
      price === null || price.askForPrice ? null : money(price.salesPrice),
    ]),
  )
}

/**
 * Every article in the order a price sort must give, from the price model (the price base's
 * one-unit prices): priced on request last, ties by article number in the sort's direction.
 */
async function modelOrder(db: Kysely<Database>, customerId: string, direction: 'asc' | 'desc') {
  const articles = (await db.selectFrom('variants').select('articleNumber').execute()).map(
    (row) => row.articleNumber,
  )
  const prices = await modelPrices(db, customerId, articles)
  const sign = direction === 'asc' ? 1 : -1
  return articles
    .map((articleNumber) => ({ articleNumber, key: prices.get(articleNumber) ?? null }))
    .sort((a, b) => {
      if (a.key === null || b.key === null)
        return a.key === b.key
          ? sign * a.articleNumber.localeCompare(b.articleNumber)
          : a.key === null
            ? 1
            : -1
      return sign * (a.key - b.key || a.articleNumber.localeCompare(b.articleNumber))
    })
    .map((row) => row.articleNumber)
}

/** A page of the browsing search sorted by price, as the service reads it (the price list's keys through their index). */
async function browsed(
  db: Kysely<Database>,
  customerId: string,
  sort: 'price' | 'price-desc',
  offset: number,
  limit: number,
) {
  const result = await search(db, { sort, offset, limit, priceFor: { customerId, today: TODAY } })
  return result.hits.map((hit) => hit.articleNumber)
}

const amount = (min: number, max: number) =>
  fc.integer({ min: min * 10_000, max: max * 10_000 }).map((units) => (units / 10_000).toFixed(4))

/** One generated article's price facts for the customer. */
const articleFacts = fc.record({
  listPrice: amount(0.01, 50_000),
  alloyingPrice: fc.option(amount(0, 500), { nil: null }),
  askForPrice: fc.oneof(
    { arbitrary: fc.constant(false), weight: 7 },
    { arbitrary: fc.constant(true), weight: 1 },
  ),
  brackets: fc.array(
    fc.record({ minQuantity: fc.integer({ min: 0, max: 6 }), listPrice: amount(0.01, 50_000) }),
    {
      maxLength: 3,
    },
  ),
  contractPrice: fc.option(amount(0.01, 50_000), { freq: 4, nil: null }),
  campaigns: fc.array(
    fc.record({
      campaign: fc.constantFrom('running', 'mine', 'others', 'ended'),
      price: amount(0.01, 50_000),
    }),
    { maxLength: 3 },
  ),
})

/** A discount of the customer's price list on a top category, in hundredths, or none. */
const discount = fc.option(
  fc.integer({ min: -500, max: 9_999 }).map((hundredths) => (hundredths / 100).toFixed(2)),
  { nil: null },
)

class RolledBack extends Error {}

describe('the price sort key', () => {
  it('is the price model’s unit price for one unit, over generated facts written into the database', async () => {
    const db = harness.db
    const customers = await db.selectFrom('customers').select('id').orderBy('id').limit(2).execute()
    const [customer, other] = customers.map((c) => c.id)
    if (!customer || !other) throw new Error('The seed has fewer than two customers')
    const tops = await db
      .selectFrom('categories')
      .select('id')
      .where('parentId', 'is', null)
      .orderBy('id')
      .execute()
    // Seeded variants to write the generated facts onto, spread over the top categories.
    const { rows: pool } = await sql<{ articleNumber: string }>`
      select "articleNumber" from (
        select v.article_number as "articleNumber",
               row_number() over (partition by coalesce(c.parent_id, c.id) order by v.article_number) as n
        from variants v join products p on p.id = v.product_id join categories c on c.id = p.category_id) spread
      where n <= 4 order by n, "articleNumber"`.execute(db)
    // Every fourth case also orders the whole catalogue (slow: every key is derived again).
    let cases = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(articleFacts, { minLength: 1, maxLength: Math.min(30, pool.length) }),
        fc.array(discount, { minLength: tops.length, maxLength: tops.length }),
        async (articles, discounts) => {
          const chosen = pool.slice(0, articles.length).map((row) => row.articleNumber)
          const ordersToo = cases++ % 4 === 0
          let keys = new Map<string, string | null>()
          let model = new Map<string, ReturnType<typeof money> | null>()
          await db
            .transaction()
            .execute(async (trx) => {
              await trx.insertInto('priceLists').values({ id: 'PL-PROP', name: 'Genererad' }).execute()
              await trx
                .updateTable('customers')
                .set({ priceListId: 'PL-PROP' })
                .where('id', '=', customer)
                .execute()
              const given = tops.flatMap((top, n) =>
                discounts[n] == null
                  ? []
                  : [
                      {
                        priceListId: 'PL-PROP',
                        categoryId: top.id,
                        percentage: discounts[n],
                        name: 'Rabatt',
                        type: 'CUSTOMER',
                      },
                    ],
              )
              if (given.length > 0) await trx.insertInto('priceListDiscounts').values(given).execute()
              const campaign = (id: string, customerId: string | null, endsOn: string) => ({
                id,
                name: id,
                slug: id.toLowerCase(),
                isAssortment: false,
                customerId,
                startsOn: '2026-11-01',
                endsOn,
              })
              await trx
                .insertInto('campaigns')
                .values([
                  campaign('PROP-RUNNING', null, '2026-12-31'),
                  campaign('PROP-MINE', customer, TODAY),
                  campaign('PROP-OTHERS', other, '2026-12-31'),
                  campaign('PROP-ENDED', null, '2026-11-23'),
                ])
                .execute()
              await trx.deleteFrom('priceBrackets').where('articleNumber', 'in', chosen).execute()
              await trx.deleteFrom('campaignPrices').where('articleNumber', 'in', chosen).execute()
              await trx
                .deleteFrom('customerPrices')
                .where('customerId', '=', customer)
                .where('articleNumber', 'in', chosen)
                .execute()
              for (const [n, facts] of articles.entries()) {
                const articleNumber = chosen[n]!
                await trx
                  .updateTable('variants')
                  .set({
                    listPrice: facts.listPrice,
                    alloyingPrice: facts.alloyingPrice,
                    askForPrice: facts.askForPrice,
                  })
                  .where('articleNumber', '=', articleNumber)
                  .execute()
                const brackets = [...new Map(facts.brackets.map((b) => [b.minQuantity, b])).values()]
                if (brackets.length > 0)
                  await trx
                    .insertInto('priceBrackets')
                    .values(brackets.map((b) => ({ articleNumber, ...b })))
                    .execute()
                if (facts.contractPrice !== null)
                  await trx
                    .insertInto('customerPrices')
                    .values({ customerId: customer, articleNumber, netPrice: facts.contractPrice })
                    .execute()
                const campaigns = [...new Map(facts.campaigns.map((c) => [c.campaign, c])).values()]
                if (campaigns.length > 0)
                  await trx
                    .insertInto('campaignPrices')
                    .values(
                      campaigns.map((c) => ({
                        campaignId: `PROP-${c.campaign.toUpperCase()}`,
                        articleNumber,
                        netPrice: c.price,
                      })),
                    )
                    .execute()
              }
              // The price lists' keys derived again, as the seed does after writing prices (for the
              // written articles only, unless the whole catalogue is ordered: the customer's
              // generated price list has no keys for the rest).
              await refreshPriceSortKeys(trx, ordersToo ? undefined : chosen)
              keys = await sortKeys(trx, customer, chosen)
              model = await modelPrices(trx, customer, chosen)
              for (const direction of ordersToo ? (['asc', 'desc'] as const) : []) {
                const expected = await modelOrder(trx, customer, direction)
                const sort = direction === 'asc' ? 'price' : 'price-desc'
                expect(await browsed(trx, customer, sort, 0, 30)).toEqual(expected.slice(0, 30))
                expect(await browsed(trx, customer, sort, 4_990, 30)).toEqual(expected.slice(4_990, 5_020))
              }
              throw new RolledBack()
            })
            .catch((error: unknown) => {
              if (!(error instanceof RolledBack)) throw error
            })
          for (const articleNumber of chosen) {
            const key = keys.get(articleNumber)
            expect(key === null ? null : money(key!), articleNumber).toBe(model.get(articleNumber))
          }
        },
      ),
      { numRuns: 32 },
    )
  }, 120_000)

  it('is the price model’s unit price for every seeded article and every customer', async () => {
    const customers = await harness.db.selectFrom('customers').select('id').orderBy('id').execute()
    const articles = (await harness.db.selectFrom('variants').select('articleNumber').execute()).map(
      (row) => row.articleNumber,
    )
    let compared = 0
    for (const { id } of customers) {
      const [keys, model] = await Promise.all([
        sortKeys(harness.db, id),
        modelPrices(harness.db, id, articles),
      ])
      for (const articleNumber of articles) {
        const key = keys.get(articleNumber)
        expect(key === null || key === undefined ? null : money(key), `${id} ${articleNumber}`).toBe(
          model.get(articleNumber),
        )
        compared++
      }
    }
    expect(compared).toBe(customers.length * articles.length)
  }, 120_000)

  it('orders the browsing search through the price lists’ keys as the price model does, for every customer', async () => {
    const customers = await harness.db.selectFrom('customers').select('id').orderBy('id').execute()
    for (const { id } of customers) {
      for (const direction of ['asc', 'desc'] as const) {
        const expected = await modelOrder(harness.db, id, direction)
        const sort = direction === 'asc' ? 'price' : 'price-desc'
        for (const offset of [0, 24, 2_500, expected.length - 10])
          expect(await browsed(harness.db, id, sort, offset, 24), `${id} ${sort} ${offset}`).toEqual(
            expected.slice(offset, offset + 24),
          )
      }
    }
  }, 120_000)
})

describe('a text search sorted by price', () => {
  /** Every match of a text, as the search finds them. */
  const matchesOf = async (query: string) =>
    (await search(harness.db, { query, sort: 'articleNumber', offset: 0, limit: 100_000 })).hits.map(
      (hit) => hit.articleNumber,
    )

  it('orders the hits as the price model does, whether the page is found by walking the keys (many matches) or by each match’s key (few)', async () => {
    const { rows } = await sql<{ variants: number }>`
      select greatest(reltuples, 0)::float8 as variants from pg_class where oid = 'variants'::regclass`.execute(
      harness.db,
    )
    const variants = Number(rows[0]!.variants)
    const customers = await harness.db.selectFrom('customers').select('id').orderBy('id').execute()
    const walked = new Set<boolean>()
    for (const query of ['rör', 'kulventil']) {
      const matches = new Set(await matchesOf(query))
      for (const { id } of customers) {
        for (const direction of ['asc', 'desc'] as const) {
          const expected = (await modelOrder(harness.db, id, direction)).filter((a) => matches.has(a))
          const sort = direction === 'asc' ? 'price' : 'price-desc'
          for (const offset of [0, 24, Math.max(0, expected.length - 10)]) {
            // The search walks the keys when matches² > reach × variants (search.ts).
            walked.add(matches.size ** 2 > (offset + 24) * variants)
            const page = await search(harness.db, {
              query,
              sort,
              offset,
              limit: 24,
              priceFor: { customerId: id, today: TODAY },
            })
            expect(
              page.hits.map((hit) => hit.articleNumber),
              `${query} ${id} ${sort} ${offset}`,
            ).toEqual(expected.slice(offset, offset + 24))
          }
        }
      }
    }
    expect([...walked].sort(), 'both ways of finding the page').toEqual([false, true])
  }, 120_000)
})

interface Hits {
  hits: { articleNumber: string }[]
  total: number
}

/** The charged unit price for one unit of each hit, as the buyer's getVariants answers it. */
async function shownPrices(user: string, articleNumbers: readonly string[]) {
  const response = await harness.call(user, 'POST', '/services/product/graphql', {
    query: `{ getVariants(articleNumbers: ${JSON.stringify(articleNumbers)}) { articleNumber price { salesPrice askForPrice } } }`,
  })
  const body = (await response.json()) as {
    data: {
      getVariants: { articleNumber: string; price: { salesPrice: number; askForPrice: boolean } | null }[]
    }
  }
  const byArticle = new Map(body.data.getVariants.map((v) => [v.articleNumber, v.price]))
  return articleNumbers.map((n) => {
    const price = byArticle.get(n)
    return price && !price.askForPrice ? money(price.salesPrice) : null
  })
}

describe('searching sorted by price', () => {
  const search = async (user: string | null, body: Record<string, unknown>, status = 200) => {
    const response = await harness.call(user, 'POST', '/services/search/search', body)
    const text = await response.text()
    expect(response.status, text).toBe(status)
    return JSON.parse(text) as Hits & { errors?: { field: string }[] }
  }

  it('orders the hits by the price the buyer is charged, lowest or highest first, on request last', async () => {
    for (const body of [{ category: 'ventiler' }, { query: 'rör' }]) {
      const cheapest = await search('anna.berg', { ...body, sort: 'price', limit: 100 })
      const prices = await shownPrices(
        'anna.berg',
        cheapest.hits.map((h) => h.articleNumber),
      )
      const priced = prices.filter((p) => p !== null)
      expect(priced.length).toBeGreaterThan(10)
      expect(priced).toEqual([...priced].sort((a, b) => a - b))
      expect(prices.slice(priced.length).every((p) => p === null)).toBe(true)
      const dearest = await search('anna.berg', { ...body, sort: 'price-desc', limit: 100 })
      const down = (
        await shownPrices(
          'anna.berg',
          dearest.hits.map((h) => h.articleNumber),
        )
      ).filter((p) => p !== null)
      expect(down).toEqual([...down].sort((a, b) => b - a))
    }
  })

  it('prices for the customer named, which the caller must act for', async () => {
    const own = await search('anna.berg', { sort: 'price', limit: 5 })
    expect(own.hits).toHaveLength(5)
    const response = await harness.call('anna.berg', 'POST', '/services/search/search', {
      sort: 'price',
      customerId: 'C300',
    })
    expect(response.status).toBe(403)
  })

  it('is refused, naming sort, to a visitor and to a buyer denied prices', async () => {
    const visitor = await search(null, { sort: 'price' }, 400)
    expect(JSON.stringify(visitor)).toContain('sort')
    const denied = await search('nils.ohlsson', { sort: 'price-desc' }, 400)
    expect(JSON.stringify(denied)).toContain('sort')
    // The other sorts stay open to both.
    await search(null, { sort: 'name' })
    await search('nils.ohlsson', { sort: 'articleNumber' })
  })
})
