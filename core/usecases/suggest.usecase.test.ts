import { AssortmentsPort } from '../ports/assortments.port'
import { CustomersPort } from '../ports/customers.port'
import { UsersPort } from '../ports/users.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { Effect, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { SearchHit } from '../domain/catalog'
import { ContentPort } from '../ports/content.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { SearchPort } from '../ports/search.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { suggest, SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from './catalog.usecase'
import { fakeLayer, memoryStore } from './fakes.test-support'

const hit: SearchHit = {
  articleNumber: '1000003',
  name: 'Kulventil Tour & Andersson 15 mm',
  variantSlug: 'kulventil-15-1000003',
  productId: 'P1',
  productName: 'Kulventil',
  productSlug: 'kulventil',
  brand: 'Tour & Andersson',
  ean: '7310000000031',
  image: '/services/product/images/1000003.svg',
  categoryPath: 'vvs/ventiler',
  discontinued: false,
  filterTags: [],
}

const run = (search: Partial<SearchPort['Service']>, content: Partial<ContentPort['Service']>, q: string) =>
  Effect.runPromise(
    suggest(q).pipe(
      Effect.provide(
        Layer.mergeAll(
          fakeLayer(SearchPort, search),
          fakeLayer(ContentPort, content),
          Layer.succeed(KeyValueStore, memoryStore()),
          fakeLayer(AssortmentsPort, {}),
          fakeLayer(UsersPort, {}),
          fakeLayer(CustomersPort, {}),
          Layer.succeed(ShopSettings, { brand: 'dahl', cutoffHour: 15 }),
        ),
      ),
    ),
  )

describe('suggest', () => {
  it('suggests nothing, and asks nothing, for nothing typed', async () => {
    expect(await run({}, {}, '   ')).toEqual({ products: [], categories: [], total: 0, pages: [] })
  })

  it('suggests a few products, the categories with most hits, and the matching content pages', async () => {
    const asked: unknown[] = []
    const found = await run(
      {
        search: (request) =>
          Effect.sync(() => {
            asked.push(request)
            return {
              total: 41,
              offset: 0,
              limit: SUGGESTED_PRODUCTS,
              hits: [hit],
              facets: [
                {
                  name: 'category',
                  label: 'Kategori',
                  items: ['a', 'b', 'c', 'd', 'e'].map((slug, index) => ({
                    value: slug,
                    label: slug.toUpperCase(),
                    count: index === 2 ? 30 : 5 - index,
                    selected: false,
                  })),
                },
              ],
            }
          }),
      },
      {
        searchPages: (text) =>
          Effect.succeed([
            {
              id: 'p1',
              title: `Ventiler – ${text}`,
              slug: 'ventiler',
              parentSlug: 'guider',
              link: '/guider/ventiler',
            },
          ]),
      },
      ' kulventil ',
    )
    expect(asked).toEqual([{ query: 'kulventil', limit: SUGGESTED_PRODUCTS }])
    expect(found).toEqual({
      products: [hit],
      categories: [
        { name: 'C', slug: 'c', count: 30 },
        { name: 'A', slug: 'a', count: 5 },
        { name: 'B', slug: 'b', count: 4 },
        { name: 'D', slug: 'd', count: 2 },
      ].slice(0, SUGGESTED_CATEGORIES),
      total: 41,
      pages: [
        {
          id: 'p1',
          title: 'Ventiler – kulventil',
          slug: 'ventiler',
          parentSlug: 'guider',
          link: '/guider/ventiler',
        },
      ],
    })
  })

  it('still suggests products when page search fails', async () => {
    const found = await run(
      {
        search: () =>
          Effect.succeed({ total: 1, offset: 0, limit: SUGGESTED_PRODUCTS, hits: [hit], facets: [] }),
      },
      {
        searchPages: () =>
          Effect.fail(
            new ServiceCallFailed({
              service: 'content',
              operation: 'searchPages',
              failure: { kind: 'http', status: 503, body: 'down' },
              detail: '503',
            }),
          ),
      },
      'kulventil',
    )
    expect(found).toEqual({ products: [hit], categories: [], total: 1, pages: [] })
  })
})
