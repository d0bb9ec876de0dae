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

const variant = (articleNumber: string, orderMultiple = 1, askForPrice = false): Variant => ({
  articleNumber,
  name: `Artikel ${articleNumber}`,
  variantSlug: `artikel-${articleNumber}`,
  price: { articleNumber, netPrice: money('12.50'), ...(askForPrice ? { askForPrice } : {}) },
  stock: { articleNumber, locations: [{ locationId: '9000', quantity: 7, orderMultiple }] },
})

/** The catalogue: 1001 in tens, 1002 by the piece, 1003 priced on request; EAN 7350000000016 is 1002. */
const catalogue = new Map([
  ['1001', variant('1001', 10)],
  ['1002', variant('1002')],
  ['1003', variant('1003', 1, true)],
])

/** The price base's brackets: 1001 costs 10.00 + 0.40 surcharge from 100 on, 12.50 below. */
function priced(found: Variant, query: VariantsQuery): Variant {
  const quantity = query.completeOrderPrice
    ? (query.stockInput?.articles?.find((a) => a.articleNumber === found.articleNumber)?.quantity ?? 1)
    : 1
  if (found.articleNumber !== '1001' || quantity < 100) return found
  return {
    ...found,
    price: { articleNumber: '1001', netPrice: money('10.00'), alloyingPrice: money('0.40') },
  }
}

/** The cart: 95 of 1001 for home delivery (in the order), 50 more in a store delivery left out. */
const cartOf = (customerId: string | undefined): Cart => ({
  cartId: `K-${customerId}`,
  deliveryIdsInOrder: ['DBI', 'EXH'],
  deliveries: [
    { deliveryId: 'DBI', isIncludedInOrder: true },
    { deliveryId: 'EXH', isIncludedInOrder: false },
  ],
  cartItems: [
    { cartId: 'K', cartItemId: 'L1', articleNumber: '1001', quantity: 95, deliveryId: 'DBI' },
    { cartId: 'K', cartItemId: 'L2', articleNumber: '1001', quantity: 50, deliveryId: 'EXH' },
  ],
})
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
          return query.articleNumbers.flatMap((n) => {
            const found = catalogue.get(n)
            return found ? [priced(found, query)] : []
          })
        }),
      getCart: (query) =>
        Effect.sync(() => {
          world.carts.push(query)
          return cartOf(query.customerId)
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
    const { exit, world } = await run(previewQuickOrder('1001\t7\n7350000000016;2,5\nOKÄND 1', 'DBI'))
    expect(exit).toEqual(
      Exit.succeed([
        expect.objectContaining({ kind: 'matched', line: 1, quantity: 10, rounded: true }),
        expect.objectContaining({
          kind: 'matched',
          line: 2,
          input: '7350000000016',
          article: expect.objectContaining({ articleNumber: '1002' }),
          price: expect.objectContaining({ kind: 'price' }),
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
      ['1001', '1002'],
    ])
  })

  it('prices each row as the cart will charge it once added: the bracket of the article’s sum in the order', async () => {
    const { exit, world } = await run(previewQuickOrder('1001\t7\n1002 3\n1001 1', 'DBI'))
    if (!Exit.isSuccess(exit)) throw new Error('the preview failed')
    const [first, second, merged] = exit.value
    // 7 + 1 rounded up to 10, plus the 95 the cart holds for delivery in the order (not the 50 left out).
    expect(first).toMatchObject({
      kind: 'matched',
      quantity: 10,
      bracketQuantity: 105,
      price: { kind: 'price', amount: money('10.40') },
      amount: money('104.00'),
    })
    expect(second).toMatchObject({
      kind: 'matched',
      quantity: 3,
      bracketQuantity: 3,
      price: { kind: 'price', amount: money('12.50') },
      amount: money('37.50'),
    })
    expect(merged).toMatchObject({ kind: 'refused', reason: 'merged', mergedInto: 1 })
    // Priced the way the cart prices: the graph's price at the quantities, for the acting context.
    expect(world.variants.at(-1)).toMatchObject({
      articleNumbers: ['1001', '1002'],
      completeOrderPrice: true,
      stockInput: {
        articles: [
          { articleNumber: '1001', quantity: 105 },
          { articleNumber: '1002', quantity: 3 },
        ],
      },
      customerId: 'C200',
      projectId: 'P201',
    })
    expect(world.carts).toEqual([expect.objectContaining({ customerId: 'C200', projectId: 'P201' })])
  })

  it('takes the cart’s lines into the bracket only where they are bought together with the row', async () => {
    // To the store delivery left out of the order: the article is in the order already (95), so
    // that is what the cart charges it at; the row's 10 go with the 50 left out.
    const { exit } = await run(previewQuickOrder('1001 10', 'EXH'))
    expect(Exit.isSuccess(exit) && exit.value[0]).toMatchObject({
      bracketQuantity: 95,
      price: { kind: 'price', amount: money('12.50') },
      amount: money('125.00'),
    })
  })

  it('says a price on request, with no amount, never 0', async () => {
    const { exit } = await run(previewQuickOrder('1003 4', 'DBI'))
    expect(Exit.isSuccess(exit) && exit.value[0]).toMatchObject({
      kind: 'matched',
      price: { kind: 'askForPrice' },
      amount: undefined,
    })
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
