import { AssortmentsPort } from '../ports/assortments.port'
import { CustomersPort } from '../ports/customers.port'
import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Breadcrumb, Campaign, SearchHit, SearchResult } from '../domain/catalog'
import { money } from '../domain/money'
import type { Variant } from '../domain/variant'
import { CampaignsPort } from '../ports/campaigns.port'
import { CatalogPort } from '../ports/catalog.port'
import { CommerceGraphPort, type VariantsQuery } from '../ports/commerce-graph.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { SearchPort, type SearchRequest } from '../ports/search.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { ShopSettings } from '../ports/shop-settings.port'
import { UsersPort } from '../ports/users.port'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import { campaignListing, categoryListing, LISTING_PAGE_SIZE, searchListing } from './listing.usecase'
import { SESSION_KEY } from './session.usecase'

const hit = (articleNumber: string): SearchHit => ({
  articleNumber,
  name: `Artikel ${articleNumber}`,
  variantSlug: `artikel-${articleNumber}`,
  productId: 'P1',
  productName: 'Artikel',
  productSlug: 'artikel',
  brand: 'Fästa',
  ean: '',
  image: '',
  categoryPath: 'fastenings/skruv',
  discontinued: false,
  filterTags: [],
})

const variant = (articleNumber: string): Variant => ({
  articleNumber,
  name: `Artikel ${articleNumber}`,
  variantSlug: `artikel-${articleNumber}`,
  price: { articleNumber, netPrice: money('10') },
  stock: { articleNumber, locations: [{ locationId: '9000', quantity: 7 }] },
})

const session = JSON.stringify({
  sessionId: 's',
  userId: 'u1',
  accessToken: 'a',
  refreshToken: 'r',
  currentCustomerId: 'C1',
  currentProjectId: 'PR1',
})

interface World {
  readonly searched: SearchRequest[]
  readonly asked: VariantsQuery[]
  readonly breadcrumbOptions: unknown[]
}

function run<A, E>(
  effect: Effect.Effect<
    A,
    E,
    | SearchPort
    | CommerceGraphPort
    | CatalogPort
    | CampaignsPort
    | KeyValueStore
    | ShopSettings
    | AssortmentsPort
    | CustomersPort
    | UsersPort
  >,
  options: {
    readonly loggedIn?: boolean
    /** The permission denies of the logged-in user in C1. */
    readonly denies?: readonly string[]
    readonly result?: Partial<SearchResult>
    readonly breadcrumb?: Effect.Effect<Breadcrumb, ServiceCallFailed>
    readonly campaigns?: readonly Campaign[]
    /** The customer's assortment (id and name) with the assortment service on. */
    readonly assortment?: { readonly id: string; readonly name: string }
  } = {},
) {
  const world: World = { searched: [], asked: [], breadcrumbOptions: [] }
  const layer = Layer.mergeAll(
    fakeLayer(SearchPort, {
      search: (request) =>
        Effect.sync(() => {
          world.searched.push(request)
          return {
            total: 50,
            offset: request.offset ?? 0,
            limit: 24,
            hits: [hit('1'), hit('2'), hit('3')],
            facets: [],
            ...options.result,
          }
        }),
    }),
    fakeLayer(CommerceGraphPort, {
      getVariants: (query) =>
        Effect.sync(() => {
          world.asked.push(query)
          // The service leaves out what it does not know: article 2 here.
          return query.articleNumbers.filter((n) => n !== '2').map(variant)
        }),
    }),
    fakeLayer(CatalogPort, {
      breadcrumb: (_, asked) => {
        world.breadcrumbOptions.push(asked)
        return options.breadcrumb ?? Effect.die('no breadcrumb expected')
      },
    }),
    fakeLayer(CampaignsPort, {
      active: () => Effect.succeed(options.campaigns ?? []),
      activeForCustomer: () => Effect.succeed([]),
    }),
    Layer.succeed(KeyValueStore, memoryStore(options.loggedIn ? { [SESSION_KEY]: session } : {})),
    Layer.succeed(ShopSettings, {
      brand: 'dahl',
      cutoffHour: 15,
      ...(options.assortment ? { assortmentService: 'http://services.test/services/assortment' } : {}),
    }),
    fakeLayer(CustomersPort, {
      assortment: (customerId) =>
        Effect.succeed(customerId === 'C1' && options.assortment ? options.assortment.id : null),
    }),
    fakeLayer(UsersPort, {
      getUser: (userId) =>
        Effect.succeed(
          aUser(userId, [{ role: 'USER', customerId: 'C1', permissionDenies: [...(options.denies ?? [])] }]),
        ),
    }),
    fakeLayer(AssortmentsPort, {
      assortment: (id) => Effect.succeed({ id, name: options.assortment?.name ?? '', categoryIds: [] }),
    }),
  )
  return Effect.runPromiseExit(effect.pipe(Effect.provide(layer))).then((exit) => ({ exit, world }))
}

const value = <A, E>(exit: Exit.Exit<A, E>): A => {
  if (Exit.isSuccess(exit)) return exit.value
  throw new Error(`failed: ${String(exit.cause)}`)
}

describe('searchListing', () => {
  it('makes the hits cards in their order, priced for the customer acted for, with stock in store and centrally', async () => {
    const { exit, world } = await run(searchListing('skruv', { page: 2, storeId: '1003' }), {
      loggedIn: true,
    })
    const listing = value(exit)
    expect(world.searched[0]).toMatchObject({
      query: 'skruv',
      offset: LISTING_PAGE_SIZE,
      limit: LISTING_PAGE_SIZE,
    })
    expect(world.asked[0]).toMatchObject({
      articleNumbers: ['1', '2', '3'],
      customerId: 'C1',
      projectId: 'PR1',
      stockInput: { locationIds: ['1003', '9000'] },
    })
    expect(listing.cards.map((card) => card.articleNumber)).toEqual(['1', '3'])
    expect(listing.cards[0]).toMatchObject({
      price: { kind: 'price' },
      centralStock: { kind: 'inStock', quantity: 7 },
    })
    expect(listing).toMatchObject({ total: 50, page: 2, pageCount: 3, storeId: '1003' })
    // No search event: it goes out from the browser, with its tracking id (the fake refuses createEvents).
  })

  it('prices nothing for a visitor and shows the brand’s store', async () => {
    const { exit, world } = await run(searchListing('skruv', {}))
    const listing = value(exit)
    expect(world.asked[0]?.customerId).toBeUndefined()
    expect(listing.storeId).toBe('1001')
    expect(listing.cards[0]?.price).toEqual({ kind: 'loginForPrice' })
  })

  it('narrows by the category facet and filters by the others', async () => {
    const { world } = await run(
      searchListing('skruv', { filters: { category: ['skruv'], Fabrikat: ['Fästa'] }, sort: 'name-desc' }),
    )
    expect(world.searched[0]).toMatchObject({
      category: 'skruv',
      filters: { Fabrikat: ['Fästa'] },
      sort: 'name-desc',
    })
  })

  it('sorts by price for the customer and project the buyer acts for', async () => {
    const { exit, world } = await run(searchListing('skruv', { sort: 'price-desc' }), { loggedIn: true })
    expect(world.searched[0]).toMatchObject({ sort: 'price-desc', customerId: 'C1', projectId: 'PR1' })
    expect(value(exit).sort).toBe('price-desc')
  })

  it('reads a price sort as the default for a visitor and for a buyer denied prices', async () => {
    const visitor = await run(searchListing('skruv', { sort: 'price' }))
    expect(visitor.world.searched[0]).toMatchObject({ sort: 'relevance' })
    expect(visitor.world.searched[0]?.customerId).toBeUndefined()
    expect(value(visitor.exit).sort).toBe('relevance')
    const denied = await run(searchListing('skruv', { sort: 'price' }), {
      loggedIn: true,
      denies: ['EJ_SE_PRISER'],
    })
    expect(denied.world.searched[0]).toMatchObject({ sort: 'relevance' })
    expect(value(denied.exit).sort).toBe('relevance')
  })

  it('refuses an empty query and asks nothing', async () => {
    const { exit, world } = await run(searchListing('  ', {}))
    expect(Exit.isFailure(exit) && String(exit.cause)).toContain('EmptySearch')
    expect(world.searched).toEqual([])
  })
})

describe('the customer’s assortment', () => {
  it('narrows search and category pages to the assortment of the customer acted for', async () => {
    const el = { id: 'ASSORT-EL', name: 'El' }
    const { world } = await run(searchListing('kabel', {}), { loggedIn: true, assortment: el })
    expect(world.searched[0]).toMatchObject({ assortment: 'ASSORT-EL' })
    const category = await run(categoryListing(['el', 'kabel'], {}), {
      loggedIn: true,
      assortment: el,
      breadcrumb: Effect.succeed({
        id: 'kabel',
        name: 'Kabel',
        slug: 'kabel',
        type: 'category',
        parents: [{ name: 'El', slug: 'el' }],
      }),
    })
    // Asked for the customer (and project) acted for, in which the services decide whether it may be another.
    expect(category.world.breadcrumbOptions).toEqual([
      { assortment: 'ASSORT-EL', customerId: 'C1', projectId: 'PR1' },
    ])
    expect(category.world.searched[0]).toMatchObject({ assortment: 'ASSORT-EL', category: 'kabel' })
  })

  it('shows the whole range for an assortment named default, and to a visitor', async () => {
    const named = await run(searchListing('kabel', {}), {
      loggedIn: true,
      assortment: { id: 'A0', name: 'default' },
    })
    expect(named.world.searched[0]?.assortment).toBeUndefined()
    const visitor = await run(searchListing('kabel', {}), { assortment: { id: 'ASSORT-EL', name: 'El' } })
    expect(visitor.world.searched[0]?.assortment).toBeUndefined()
  })
})

describe('categoryListing', () => {
  const skruv: Breadcrumb = {
    id: 'skruv',
    name: 'Skruv',
    slug: 'skruv',
    type: 'category',
    parents: [{ name: 'Infästning', slug: 'fastenings' }],
  }

  it('lists the category of the full path', async () => {
    const { exit, world } = await run(categoryListing(['fastenings', 'skruv'], {}), {
      breadcrumb: Effect.succeed(skruv),
    })
    expect(value(exit)).toMatchObject({ kind: 'page', breadcrumb: skruv })
    expect(world.searched[0]).toMatchObject({ category: 'skruv' })
  })

  it('answers the full path for the category’s slug alone, and searches nothing', async () => {
    const { exit, world } = await run(categoryListing(['skruv'], {}), { breadcrumb: Effect.succeed(skruv) })
    expect(value(exit)).toEqual({ kind: 'moved', path: ['fastenings', 'skruv'] })
    expect(world.searched).toEqual([])
  })

  it('does not find a slug the catalogue answers 404 for, nor a product slug', async () => {
    const missing = new ServiceCallFailed({
      service: 'product',
      operation: 'breadcrumb',
      failure: { kind: 'http', status: 404, body: '' },
      detail: 'not found',
    })
    const unknown = await run(categoryListing(['nope'], {}), { breadcrumb: Effect.fail(missing) })
    expect(String(Exit.isFailure(unknown.exit) && unknown.exit.cause)).toContain('CatalogueNotFound')
    const product = await run(categoryListing(['kulventil'], {}), {
      breadcrumb: Effect.succeed({ ...skruv, type: 'product' }),
    })
    expect(String(Exit.isFailure(product.exit) && product.exit.cause)).toContain('CatalogueNotFound')
  })
})

describe('campaignListing', () => {
  const campaign = (slug: string, isAssortment: boolean): Campaign => ({
    id: slug,
    name: slug,
    slug,
    isAssortment,
    startsOn: '2026-11-01',
    endsOn: '2026-12-31',
  })

  it('lists a running campaign by slug, and not an assortment under the campaigns', async () => {
    const campaigns = [campaign('vvs-veckor', false), campaign('elsortiment', true)]
    const found = await run(campaignListing('vvs-veckor', false, {}), { campaigns })
    expect(value(found.exit).campaign.slug).toBe('vvs-veckor')
    expect(found.world.searched[0]).toMatchObject({ campaign: 'vvs-veckor' })
    const wrongKind = await run(campaignListing('elsortiment', false, {}), { campaigns })
    expect(String(Exit.isFailure(wrongKind.exit) && wrongKind.exit.cause)).toContain('CatalogueNotFound')
  })
})
