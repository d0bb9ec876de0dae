import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { SearchHit } from '../domain/catalog'
import type { Cart } from '../domain/cart'
import { money } from '../domain/money'
import type { Variant } from '../domain/variant'
import { CommerceGraphPort, type CartQuery, type VariantsQuery } from '../ports/commerce-graph.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { SearchPort, type SearchRequest } from '../ports/search.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { UsersPort } from '../ports/users.port'
import { previewQuickOrder, sourceCart, transferSources } from './cart-tools.usecase'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import { SESSION_KEY } from './session.usecase'

const variant = (articleNumber: string, orderMultiple = 1): Variant => ({
  articleNumber,
  name: `Artikel ${articleNumber}`,
  variantSlug: `artikel-${articleNumber}`,
  price: { articleNumber, netPrice: money('12.50') },
  stock: { articleNumber, locations: [{ locationId: '9000', quantity: 7, orderMultiple }] },
})

/** The catalogue: 1001 in tens, 1002 by the piece; EAN 7350000000016 is 1002. */
const catalogue = new Map([
  ['1001', variant('1001', 10)],
  ['1002', variant('1002')],
])
const eanHit = { articleNumber: '1002', ean: '7350000000016' } as SearchHit

const anna = aUser(
  'U1',
  [
    { customerId: 'C100', role: 'USER', permissionDenies: [] },
    { customerId: 'C200', projectId: 'P201', role: 'USER', permissionDenies: [] },
  ],
  {
    customers: [
      {
        customerId: 'C100',
        customerName: 'Rörbolaget',
        projects: [{ projectId: 'P101', projectName: 'Linden' }],
      },
      {
        customerId: 'C200',
        customerName: 'Nordic',
        projects: [{ projectId: 'P201', projectName: 'Sjukhuset' }],
      },
    ],
  },
)

function run<A, E>(
  effect: Effect.Effect<A, E, CommerceGraphPort | SearchPort | KeyValueStore | ShopSettings | UsersPort>,
) {
  const world = { variants: [] as VariantsQuery[], searches: [] as SearchRequest[], carts: [] as CartQuery[] }
  const session = {
    sessionId: 's',
    userId: 'U1',
    accessToken: 'a',
    refreshToken: 'r',
    currentCustomerId: 'C200',
    currentProjectId: 'P201',
  }
  const layer = Layer.mergeAll(
    fakeLayer(CommerceGraphPort, {
      getVariants: (query) =>
        Effect.sync(() => {
          world.variants.push(query)
          return query.articleNumbers.flatMap((n) => catalogue.get(n) ?? [])
        }),
      getCart: (query) =>
        Effect.sync(() => {
          world.carts.push(query)
          return {
            cartId: `K-${query.customerId}`,
            cartItems: [{}, {}],
            deliveryIdsInOrder: [],
          } as unknown as Cart
        }),
    }),
    fakeLayer(SearchPort, {
      search: (request) =>
        Effect.sync(() => {
          world.searches.push(request)
          const hits = request.query === eanHit.ean ? [eanHit] : []
          return { total: hits.length, offset: 0, limit: 5, hits, facets: [] }
        }),
    }),
    Layer.succeed(KeyValueStore, memoryStore({ [SESSION_KEY]: JSON.stringify(session) })),
    Layer.succeed(ShopSettings, { brand: 'dahl', cutoffHour: 15 }),
    fakeLayer(UsersPort, { getUser: () => Effect.succeed(anna) }),
  )
  return Effect.runPromiseExit(effect.pipe(Effect.provide(layer))).then((exit) => ({ exit, world }))
}

describe('previewQuickOrder', () => {
  it('finds article numbers directly and EANs through the search, priced for the acting context', async () => {
    const { exit, world } = await run(previewQuickOrder('1001\t7\n7350000000016;2,5\nOKÄND 1', false))
    expect(exit).toEqual(
      Exit.succeed([
        expect.objectContaining({ kind: 'matched', line: 1, quantity: 10, rounded: true }),
        expect.objectContaining({
          kind: 'matched',
          line: 2,
          input: '7350000000016',
          article: expect.objectContaining({
            articleNumber: '1002',
            price: expect.objectContaining({ kind: 'price' }),
          }),
          quantity: 2.5,
        }),
        { kind: 'refused', line: 3, input: 'OKÄND', reason: 'unknownArticle' },
      ]),
    )
    // Only the EAN-shaped cell that is no article number was searched for.
    expect(world.searches.map((request) => request.query)).toEqual(['7350000000016'])
    expect(world.variants[0]).toMatchObject({ customerId: 'C200', projectId: 'P201' })
    expect(world.variants.map((query) => query.articleNumbers)).toEqual([
      ['1001', '7350000000016', 'OKÄND'],
      ['1002'],
    ])
  })
})

describe('transfer sources', () => {
  it('are every context of the user but the current one; only projects where the user has only those', async () => {
    const { exit } = await run(transferSources)
    // Nordic as a whole is not Anna's: her permission there names the project she is in now.
    expect(Exit.isSuccess(exit) && exit.value.map((c) => c.name)).toEqual([
      'Rörbolaget',
      'Rörbolaget / Linden',
    ])
  })

  it('read the cart of another context, and refuse the current one or a stranger’s with errors.transfer_cart', async () => {
    const { exit, world } = await run(sourceCart('C100', undefined))
    expect(exit).toEqual(Exit.succeed({ cartId: 'K-C100', lineCount: 2, name: 'Rörbolaget' }))
    expect(world.carts[0]).toMatchObject({ customerId: 'C100' })
    for (const [customer, project] of [
      ['C200', 'P201'],
      ['C900', undefined],
    ] as const) {
      const refused = await run(sourceCart(customer, project))
      expect(refused.exit).toEqual(
        Exit.fail(
          expect.objectContaining({
            _tag: 'TransferSourceNotAllowed',
            message: { key: 'errors.transfer_cart' },
          }),
        ),
      )
      expect(refused.world.carts).toEqual([])
    }
  })
})
