/** A variant's category is its product's: the database keeps the copy the search reads. */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../testing/harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 120_000)
afterAll(() => harness.stop())

const strays = async () => {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from variants v join products p on p.id = v.product_id
    where v.category_id <> p.category_id`.execute(harness.db)
  return rows[0]!.count
}

const searchHits = async (body: object) => {
  const response = await harness.call('anna.berg', 'POST', '/services/search/search', {
    offset: 0,
    limit: 100,
    ...body,
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { hits: { articleNumber: string; categoryPath: string }[] }).hits
}

describe('a variant’s category', () => {
  it('is its product’s for every seeded variant', async () => {
    expect(await strays()).toBe(0)
  })

  it('follows its product to another category, and the search finds it there', async () => {
    const variant = await harness.db
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.productId')
      .innerJoin('categories', 'categories.id', 'products.categoryId')
      .select(['variants.articleNumber', 'variants.productId', 'products.categoryId', 'categories.slug'])
      .where('categories.parentId', 'is not', null)
      .orderBy('variants.articleNumber')
      .executeTakeFirstOrThrow()
    const other = await harness.db
      .selectFrom('categories')
      .select(['id', 'slug'])
      .where('parentId', 'is not', null)
      .where('id', '<>', variant.categoryId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const query = variant.articleNumber
    expect((await searchHits({ query, category: variant.slug })).map((hit) => hit.articleNumber)).toEqual([
      variant.articleNumber,
    ])

    await harness.db
      .updateTable('products')
      .set({ categoryId: other.id })
      .where('id', '=', variant.productId)
      .execute()

    expect(await strays()).toBe(0)
    expect(await searchHits({ query, category: variant.slug })).toEqual([])
    const moved = await searchHits({ query, category: other.slug })
    expect(moved.map((hit) => hit.articleNumber)).toEqual([variant.articleNumber])
    expect(moved[0]!.categoryPath.endsWith(`/${other.slug}`)).toBe(true)
  })

  it('cannot be written past its product', async () => {
    await sql`update variants set category_id = (select id from categories order by id limit 1)`.execute(
      harness.db,
    )
    expect(await strays()).toBe(0)
  })
})
