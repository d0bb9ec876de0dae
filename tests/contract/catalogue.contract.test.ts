/** The catalogue's HTTP adapters against the embedded services: real answers decoded into the domain. */
import { Effect, Schema } from 'effect'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSek, multiplyMoney, purchasability } from '@proffsbutik/core/domain'
import {
  CampaignsPort,
  CatalogPort,
  CommerceGraphPort,
  GatewayPort,
  LocationsPort,
  SearchPort,
} from '@proffsbutik/core/ports'
import { login } from '@proffsbutik/core/usecases'
import { DEMO_PASSWORD, type Harness, startHarness } from '@proffsbutik/services/testing'
import { failureOf, valueOf, world, type Ports } from './world'

let harness: Harness
let buyer: ReturnType<typeof world>
beforeAll(async () => {
  harness = await startHarness()
  buyer = world(harness.url)
  valueOf(await buyer.run(login({ username: 'anna.berg', password: DEMO_PASSWORD })))
}, 60_000)
afterAll(() => harness.stop())

describe('commerce graph', () => {
  it('decodes variants with prices as Money and stock as the domain’s Stock', async () => {
    const variants = valueOf(
      await buyer.run(
        Effect.flatMap(CommerceGraphPort, (graph) =>
          graph.getVariants({ articleNumbers: ['1000003', '1000006', 'okänd'], locationId: '1001' }),
        ),
      ),
    )
    expect(variants.map((v) => v.articleNumber)).toEqual(['1000003', '1000006'])
    const [first] = variants
    expect(Number.isSafeInteger(first?.price?.netPrice)).toBe(true)
    expect(formatSek(multiplyMoney(first!.price!.netPrice, 3))).toMatch(/kr$/)
    expect(first?.stock?.locations.map((l) => l.locationId)).toEqual(['1001', '9000'])
    // Absent values are absent, not null: the domain's rules read them directly.
    expect(Object.values(first!.stock!.locations[0]!)).not.toContain(null)
    expect(purchasability(first!, { kind: 'online' })).toEqual({ purchasable: true })
  })

  it('carries the replacement article of a discontinued variant', async () => {
    const { rows } = await sql<{ articleNumber: string; replacement: string }>`
      select article_number as "articleNumber", replacement_article_number as replacement
      from variants where replacement_article_number is not null order by 1 limit 1`.execute(harness.db)
    const [variant] = valueOf(
      await buyer.run(
        Effect.flatMap(CommerceGraphPort, (graph) =>
          graph.getVariants({ articleNumbers: [rows[0]!.articleNumber] }),
        ),
      ),
    )
    expect(variant).toMatchObject({ discontinued: true, replacementArticleNumber: rows[0]!.replacement })
  })

  it('a customer the user does not act for is a 403 failure', async () => {
    const failure = failureOf(
      await buyer.run(
        Effect.flatMap(CommerceGraphPort, (graph) =>
          graph.getVariants({ articleNumbers: ['1000003'], customerId: 'C300' }),
        ),
      ),
    )
    expect(failure).toMatchObject({ _tag: 'ServiceCallFailed', failure: { kind: 'http', status: 403 } })
  })
})

describe('catalog, search, locations and campaigns', () => {
  it('read the menu, breadcrumbs, attribute sequence, language config, brackets and stock', async () => {
    const result = valueOf(
      await buyer.run(
        Effect.gen(function* () {
          const catalog = yield* CatalogPort
          return {
            menu: yield* catalog.menu(),
            breadcrumb: yield* catalog.breadcrumb('ventiler'),
            batch: yield* catalog.breadcrumbs(['el', 'saknas'], { images: true }),
            sequence: yield* catalog.attributeSequence('ventiler'),
            language: yield* catalog.languageConfig(),
            // Rörbolaget has a contract price on 1000003, Nordic VVS buys it cheaper by the pack.
            contract: yield* catalog.priceBrackets('1000003', 'C100'),
            brackets: yield* catalog.priceBrackets('1000003', 'C200'),
            stock: yield* catalog.stock(['1000003', 'X'], ['9000']),
          }
        }),
      ),
    )
    expect(result.menu).toHaveLength(8)
    expect(result.breadcrumb.parents).toEqual([{ name: 'VVS & Industri', slug: 'vvs-industri' }])
    expect(result.batch.errors).toEqual([{ id: 'saknas', message: expect.any(String) }])
    expect(result.sequence[0]).toBe('Dimension')
    expect(result.language.units['FRP']).toBe('fp')
    expect(result.contract).toEqual([])
    expect(result.brackets.map((b) => b.minQuantity)).toEqual([1, 10, 50, 100])
    expect(Number.isSafeInteger(result.brackets[0]!.unitPrice)).toBe(true)
    expect(result.stock.unknown).toEqual(['X'])
    expect(result.stock.stock[0]?.locations[0]?.locationId).toBe('9000')
  })

  it('search with the api-version and user-id headers, and store events', async () => {
    const before = (await harness.db.selectFrom('catalogueEvents').selectAll().execute()).length
    const result = valueOf(
      await buyer.run(
        Effect.gen(function* () {
          const search = yield* SearchPort
          const found = yield* search.search({ query: 'kulvetnil', limit: 3 }, 'U1001')
          yield* search.createEvents(
            [{ type: 'search', query: 'kulvetnil', resultCount: found.total }],
            'track-1',
            'U1001',
          )
          const ssg = yield* search.entitiesByAttribute('SSG', ['4000001'])
          return { found, ssg }
        }),
      ),
    )
    expect(result.found).toMatchObject({ correctedQuery: 'kulventil', limit: 3 })
    expect(result.found.hits).toHaveLength(3)
    expect(result.ssg).toEqual([{ id: '1000003', attributeValue: '4000001' }])
    const events = await harness.db.selectFrom('catalogueEvents').selectAll().orderBy('id').execute()
    expect(events.length - before).toBe(1)
    expect(events.at(-1)).toMatchObject({ userId: 'U1001', trackingId: 'track-1', kind: 'search' })
  })

  it('list pickup stores sorted by name and search addresses', async () => {
    const { stores, places } = valueOf(
      await buyer.run(
        Effect.gen(function* () {
          const locations = yield* LocationsPort
          return {
            stores: yield* locations.list({ services: 'standard-pickup' }),
            places: yield* locations.searchAddresses('Mariehamn'),
          }
        }),
      ),
    )
    expect(stores.length).toBeGreaterThanOrEqual(25)
    expect(stores.map((s) => s.name)).toEqual(
      [...stores.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'sv')),
    )
    expect(places[0]).toMatchObject({ city: 'Mariehamn', countryCode: 'AX' })
  })

  it('read campaigns silently: a failure is neither shown nor reported', async () => {
    const campaigns = valueOf(await buyer.run(Effect.flatMap(CampaignsPort, (port) => port.active())))
    expect(campaigns.map((c) => c.slug).sort()).toEqual(['verktygskampanj', 'vvs-veckor'])
    const before = buyer.reports.length
    const failure = failureOf(
      await buyer.run(Effect.flatMap(CampaignsPort, (port) => port.activeForCustomer('C300'))),
    )
    expect(failure).toMatchObject({ failure: { kind: 'http', status: 403 } })
    expect(buyer.reports.length).toBe(before)
  })
})

describe('gateway', () => {
  it('passes a POST on to a service path with the session, and refuses what is no service path', async () => {
    const answer = valueOf(
      await buyer.run(
        Effect.flatMap(GatewayPort, (gateway) =>
          gateway.post(
            'search/search',
            { query: 'kulventil', limit: 2 },
            Schema.Struct({ total: Schema.Number }),
          ),
        ),
      ),
    )
    expect(answer.total).toBeGreaterThan(0)
    const refusal = async (path: string) =>
      failureOf(
        await buyer.run(Effect.flatMap(GatewayPort, (gateway) => gateway.post(path, {}, Schema.Struct({})))),
      )
    // The gateway itself is no service path (400); a path no service answers is 404.
    expect(await refusal('gateway/search/search')).toMatchObject({ failure: { kind: 'http', status: 400 } })
    expect(await refusal('nowhere/at/all')).toMatchObject({ failure: { kind: 'http', status: 404 } })
  })
})

describe('a visitor without a session', () => {
  // No session: the adapters send no Authorization header at all.
  const authorizations: (string | null)[] = []
  const recording: typeof fetch = (input, init) => {
    const headers = input instanceof Request ? input.headers : new Headers(init?.headers)
    authorizations.push(headers.get('authorization'))
    return fetch(input, init)
  }
  let visitor: ReturnType<typeof world>
  beforeAll(() => {
    visitor = world(harness.url, {}, { fetch: recording })
  })
  afterAll(() => {
    expect(authorizations.length).toBeGreaterThan(10)
    expect(authorizations.filter((header) => header !== null)).toEqual([])
  })

  it('reads the menu, breadcrumbs, attribute sequence, language config and stock', async () => {
    const result = valueOf(
      await visitor.run(
        Effect.gen(function* () {
          const catalog = yield* CatalogPort
          return {
            menu: yield* catalog.menu(),
            breadcrumb: yield* catalog.breadcrumb('ventiler'),
            batch: yield* catalog.breadcrumbs(['el']),
            sequence: yield* catalog.attributeSequence('ventiler'),
            language: yield* catalog.languageConfig(),
            stock: yield* catalog.stock(['1000003'], ['9000']),
          }
        }),
      ),
    )
    expect(result.menu).toHaveLength(8)
    expect(result.breadcrumb.parents).toEqual([{ name: 'VVS & Industri', slug: 'vvs-industri' }])
    expect(result.batch.result.map((b) => b.slug)).toEqual(['el'])
    expect(result.sequence[0]).toBe('Dimension')
    expect(result.language.units['FRP']).toBe('fp')
    expect(result.stock.stock[0]?.locations[0]?.locationId).toBe('9000')
    expect(visitor.store.values.size).toBe(0)
  })

  it('searches as you type and its events are stored as the server’s', async () => {
    const result = valueOf(
      await visitor.run(
        Effect.gen(function* () {
          const search = yield* SearchPort
          const typed = yield* search.search({ query: 'kulv', limit: 5 })
          yield* search.createEvents(
            [{ type: 'search', query: 'kulv', resultCount: typed.total }],
            'visitor-c1',
          )
          return typed
        }),
      ),
    )
    expect(result.hits.length).toBeGreaterThan(0)
    const events = await harness.db
      .selectFrom('catalogueEvents')
      .select('userId')
      .where('trackingId', '=', 'visitor-c1')
      .execute()
    expect(events).toEqual([{ userId: 'server' }])
  })

  it('gets variants with stock and without prices, where a logged-in buyer gets prices', async () => {
    const query = { articleNumbers: ['1000003', '1000006'], locationId: '1001' }
    const getVariants = Effect.flatMap(CommerceGraphPort, (graph) => graph.getVariants(query))
    const seen = valueOf(await visitor.run(getVariants))
    expect(seen.map((v) => v.articleNumber)).toEqual(['1000003', '1000006'])
    for (const variant of seen) {
      expect(variant.price).toBeUndefined()
      expect(variant.stock?.locations.map((l) => l.locationId)).toEqual(['1001', '9000'])
    }
    const bought = valueOf(await buyer.run(getVariants))
    expect(bought.every((v) => Number.isSafeInteger(v.price?.netPrice))).toBe(true)
  })

  it('lists pickup stores and reads the running campaigns and a selected product group', async () => {
    const result = valueOf(
      await visitor.run(
        Effect.gen(function* () {
          const campaigns = yield* CampaignsPort
          return {
            stores: yield* (yield* LocationsPort).list({ services: 'standard-pickup' }),
            active: yield* campaigns.active(),
            group: yield* campaigns.selectedProductGroup('SPG-START'),
          }
        }),
      ),
    )
    expect(result.stores.length).toBeGreaterThanOrEqual(25)
    expect(result.active.map((c) => c.slug).sort()).toEqual(['verktygskampanj', 'vvs-veckor'])
    expect(result.group.articleNumbers.length).toBeGreaterThan(0)
  })

  it('is NotLoggedIn, without a call, for what needs a session', async () => {
    const needSession: Effect.Effect<unknown, unknown, Ports>[] = [
      Effect.flatMap(CatalogPort, (catalog) => catalog.priceBrackets('1000003')),
      Effect.flatMap(CampaignsPort, (campaigns) => campaigns.activeForCustomer()),
      Effect.flatMap(LocationsPort, (locations) => locations.searchAddresses('Mariehamn')),
      Effect.flatMap(CommerceGraphPort, (graph) => graph.getCart({ stockInput: {} })),
    ]
    for (const program of needSession) {
      expect(failureOf(await visitor.run(program))).toMatchObject({ _tag: 'NotLoggedIn' })
    }
    expect(visitor.reports).toEqual([])
  })
})
