import { Effect, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Variant } from '../domain/variant'
import { CommerceGraphPort, type VariantsQuery } from '../ports/commerce-graph.port'
import { FavouritesPort } from '../ports/favourites.port'
import { fakeLayer } from './fakes.test-support'
import { favouriteArticles } from './favourites.usecase'

const variant = (articleNumber: string, name: string) =>
  ({
    articleNumber,
    name,
    variantSlug: `${name.toLowerCase().replace(/\s+/g, '-')}-${articleNumber}`,
    brands: [{ brand: 'Tour & Andersson' }],
    product: {
      id: 'P1',
      name,
      breadcrumbParents: [
        { name: 'VVS', slug: 'vvs-industri' },
        { name: 'Ventiler', slug: 'ventiler' },
      ],
    },
    images: [
      {
        assetUrl: `/img/${articleNumber}.svg`,
        assetLabel: '',
        assetMimeType: 'image/svg+xml',
        assetType: 'image',
      },
    ],
  }) as unknown as Variant

const run = (favourites: Partial<FavouritesPort['Service']>, graph: Partial<CommerceGraphPort['Service']>) =>
  Effect.runPromise(
    favouriteArticles.pipe(
      Effect.provide(Layer.merge(fakeLayer(FavouritesPort, favourites), fakeLayer(CommerceGraphPort, graph))),
    ),
  )

describe('favouriteArticles', () => {
  it('names each favourite, with its brand and category, from one variants call without prices or stock', async () => {
    const asked: VariantsQuery[] = []
    const found = await run(
      {
        favourites: () =>
          Effect.succeed([
            { favouriteId: 'F1', articleNumber: '1000003' },
            { favouriteId: 'F2', articleNumber: '9999999' },
          ]),
      },
      {
        getVariants: (query) =>
          Effect.sync(() => {
            asked.push(query)
            return [variant('1000003', 'Kulventil 15')]
          }),
      },
    )
    expect(asked).toEqual([{ articleNumbers: ['1000003', '9999999'], skipPrice: true, skipStock: true }])
    expect(found).toEqual([
      {
        favouriteId: 'F1',
        articleNumber: '1000003',
        name: 'Kulventil 15',
        variantSlug: 'kulventil-15-1000003',
        image: '/img/1000003.svg',
        brand: 'Tour & Andersson',
        category: 'VVS / Ventiler',
      },
      {
        favouriteId: 'F2',
        articleNumber: '9999999',
        name: '9999999',
        variantSlug: undefined,
        image: undefined,
        brand: undefined,
        category: undefined,
      },
    ])
  })

  it('asks for no variants when there are no favourites', async () => {
    expect(await run({ favourites: () => Effect.succeed([]) }, {})).toEqual([])
  })
})
