/** The catalogue bases through real HTTP on loopback, checked against the seeded data. */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isClosedDay } from '@proffsbutik/core/domain'
import { topCategories } from '../db/seed/catalogue-vocabulary'
import { DEMO_PASSWORD } from '../db/seed/identity.seed'
import { startHarness, type Harness } from '../testing/harness'
import { insertTestUsers } from '../testing/users'
import { refreshFacetValues } from './search'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness(() => new Date('2026-11-24T09:00:00Z'))
}, 60_000)
afterAll(() => harness.stop())

const json = async <T>(response: Response, status = 200): Promise<T> => {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

interface PriceView {
  netPrice: number
  salesPrice: number
  salesPriceIncludingVat: number
  alloyingPrice: number | null
  discounts: { name: string; type: string; amount: number; percentage: number }[]
  discountAmount: number
  priceType: string
  preCampaignPrice: number | null
  askForPrice: boolean
  hasBracketPrices: boolean
}
interface GraphVariant {
  articleNumber: string
  price: PriceView | null
  stock: {
    stockType: string
    locations: { locationId: string; quantity: number; status: string | null }[]
  } | null
  [key: string]: unknown
}

const priceFields =
  'netPrice salesPrice salesPriceIncludingVat alloyingPrice discounts { name type amount percentage } discountAmount priceType preCampaignPrice askForPrice hasBracketPrices'

async function getVariants(user: string, args: string, fields = `articleNumber price { ${priceFields} }`) {
  const body = await json<{ data: { getVariants: GraphVariant[] } }>(
    await harness.call(user, 'POST', '/services/product/graphql', {
      query: `{ getVariants(${args}) { ${fields} } }`,
    }),
  )
  return body.data.getVariants
}

/** An article matching a condition in the seeded catalogue. */
async function article(where: ReturnType<typeof sql>): Promise<string> {
  const { rows } = await sql<{ articleNumber: string }>`
    select v.article_number as "articleNumber" from variants v
    join products p on p.id = v.product_id join categories c on c.id = p.category_id
    where ${where} order by v.article_number limit 1`.execute(harness.db)
  if (!rows[0]) throw new Error('No such article in the seed')
  return rows[0].articleNumber
}

describe('seeded catalogue', () => {
  it('has the promised size: 1,500 products, 5,000 variants, 25 stores, a central warehouse', async () => {
    const count = async (table: 'products' | 'variants') =>
      Number(
        (
          await harness.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count('products')).toBeGreaterThanOrEqual(1_500)
    expect(await count('variants')).toBeGreaterThanOrEqual(5_000)
    const kinds = await harness.db.selectFrom('locations').select('kind').execute()
    expect(kinds.filter((k) => k.kind === 'store').length).toBeGreaterThanOrEqual(25)
    expect(kinds.filter((k) => k.kind === 'central')).toHaveLength(1)
    const special = await harness.db
      .selectFrom('variants')
      .select((eb) => [
        eb.fn.countAll().filterWhere('discontinued', '=', true).as('discontinued'),
        eb.fn.countAll().filterWhere('replacementArticleNumber', 'is not', null).as('replaced'),
        eb.fn.countAll().filterWhere('onlyStore', '=', true).as('onlyStore'),
        eb.fn.countAll().filterWhere('mustBeInStockedAt', '=', true).as('mustBeInStockedAt'),
        eb.fn.countAll().filterWhere('askForPrice', '=', true).as('askForPrice'),
        eb.fn.countAll().filterWhere('alloyingPrice', 'is not', null).as('alloying'),
      ])
      .executeTakeFirstOrThrow()
    for (const value of Object.values(special)) expect(Number(value)).toBeGreaterThan(10)
  })
})

describe('navigation', () => {
  it('answers the menu of the eight special categories, or of an assortment', async () => {
    const { data } = await json<{ data: { slug: string; children: { slug: string }[] }[] }>(
      await harness.call('anna.berg', 'GET', '/services/product/menu'),
    )
    expect(data.map((entry) => entry.slug)).toEqual(topCategories.map((top) => top.id))
    expect(data.every((entry) => entry.children.length >= 2)).toBe(true)
    const el = await json<{ data: { slug: string }[] }>(
      await harness.call('anna.berg', 'GET', '/services/product/menu?assortment=ASSORT-EL'),
    )
    expect(el.data.map((entry) => entry.slug)).toEqual(['fastenings', 'verktyg', 'el'])
    expect((await harness.call('anna.berg', 'GET', '/services/product/menu?assortment=NOPE')).status).toBe(
      404,
    )
  })

  it('answers breadcrumbs of categories and products, alone or in a batch with errors', async () => {
    const ventiler = await json<{ name: string; parents: { slug: string }[] }>(
      await harness.call('anna.berg', 'GET', '/services/product/breadcrumbs/ventiler'),
    )
    expect(ventiler).toMatchObject({ name: 'Ventiler', parents: [{ slug: 'vvs-industri' }] })
    const batch = await json<{ result: { id: string; image?: string }[]; errors: { id: string }[] }>(
      await harness.call('anna.berg', 'POST', '/services/product/breadcrumbs/search', {
        breadcrumbs: ['P000001', 'el', 'saknas'],
        images: true,
      }),
    )
    expect(batch.result.map((b) => b.id)).toEqual(['P000001', 'el'])
    expect(batch.result[0]?.image).toBe('/services/product/images/P000001.svg')
    expect(batch.errors).toEqual([{ id: 'saknas', message: expect.any(String) }])
    const outside = await json<{ result: unknown[] }>(
      await harness.call('anna.berg', 'POST', '/services/product/breadcrumbs/search', {
        breadcrumbs: ['ventiler'],
        assortment: 'ASSORT-EL',
      }),
    )
    expect(outside.result).toEqual([])
    expect((await harness.call('anna.berg', 'GET', '/services/product/breadcrumbs/saknas')).status).toBe(404)
  })

  it('answers the attribute sequence of a category, version 1 only', async () => {
    const { attributes } = await json<{ attributes: string[] }>(
      await harness.call('anna.berg', 'GET', '/services/product/attribute-sequence/ventiler/1'),
    )
    expect(attributes.slice(0, 2)).toEqual(['Dimension', 'Material'])
    expect(attributes).toContain('RSK-nummer')
    expect(
      (await harness.call('anna.berg', 'GET', '/services/product/attribute-sequence/ventiler/2')).status,
    ).toBe(404)
    expect(
      (await harness.call('anna.berg', 'GET', '/services/product/attribute-sequence/saknas/1')).status,
    ).toBe(404)
  })

  it('answers the language config with Swedish labels and units', async () => {
    const config = await json<{
      locale: { code: string }
      units: Record<string, string>
      attributes: object
    }>(await harness.call('anna.berg', 'GET', '/services/product/language-config'))
    expect(config.locale.code).toBe('sv')
    expect(config.units['FRP']).toBe('fp')
    expect(config.attributes).toHaveProperty('Fabrikat')
  })

  it('serves generated product pictures and pictograms without a token', async () => {
    const image = await fetch(`${harness.url}/services/product/images/P000001.svg`)
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/)
    expect(await image.text()).toMatch(/^<svg[^>]+aria-label="Träskruv/)
    expect((await fetch(`${harness.url}/services/product/images/P999999.svg`)).status).toBe(404)
    expect((await fetch(`${harness.url}/services/product/pictograms/H222.svg`)).status).toBe(200)
    expect((await fetch(`${harness.url}/services/product/pictograms/evil.svg`)).status).toBe(404)
  })
})

describe('a buyer held to the customer’s assortment (EJ_ANDRA_SORTIMENT)', () => {
  // Denied changing assortment in Elinstallatören (C300, assortment ASSORT-EL, its default), free in Rörbolaget (C100).
  const held = 'sortiment.fast'
  beforeAll(() =>
    insertTestUsers(harness.db, [
      {
        id: 'U9201',
        username: held,
        permissions: [
          { customerId: 'C300', role: 'USER', permissionDenies: ['EJ_ANDRA_SORTIMENT'] },
          { customerId: 'C100', role: 'USER', permissionDenies: [] },
        ],
      },
    ]),
  )
  const menuSlugs = async (query: string) =>
    (
      await json<{ data: { slug: string }[] }>(
        await harness.call(held, 'GET', `/services/product/menu${query}`),
      )
    ).data.map((entry) => entry.slug)
  const refusal = async (response: Response) => ({
    status: response.status,
    code: ((await response.json()) as { error: { code: string } }).error.code,
  })
  const refused = { status: 403, code: 'assortment_change_denied' }

  it('answers a menu naming no assortment with the customer’s, and refuses another or the whole range', async () => {
    expect(await menuSlugs('')).toEqual(['fastenings', 'verktyg', 'el'])
    expect(await menuSlugs('?customerId=C300&assortment=ASSORT-EL')).toEqual(['fastenings', 'verktyg', 'el'])
    for (const assortment of ['default', 'ASSORT-VVS']) {
      const response = await harness.call(
        held,
        'GET',
        `/services/product/menu?customerId=C300&assortment=${assortment}`,
      )
      expect(await refusal(response)).toEqual(refused)
    }
  })

  it('lets the same buyer read the whole range where they are not denied it', async () => {
    expect(await menuSlugs('?customerId=C100')).toEqual(topCategories.map((top) => top.id))
    expect(await menuSlugs('?customerId=C100&assortment=ASSORT-VVS')).not.toContain('el')
  })

  it('holds breadcrumbs and search to the customer’s assortment too', async () => {
    expect((await harness.call(held, 'GET', '/services/product/breadcrumbs/ventiler')).status).toBe(404)
    expect(
      await refusal(await harness.call(held, 'GET', '/services/product/breadcrumbs/el?assortment=default')),
    ).toEqual(refused)
    const batch = await harness.call(held, 'POST', '/services/product/breadcrumbs/search', {
      breadcrumbs: ['el'],
      assortment: 'ASSORT-VVS',
    })
    expect(await refusal(batch)).toEqual(refused)
    const total = async (body: object) =>
      (await json<{ total: number }>(await harness.call(held, 'POST', '/services/search/search', body))).total
    const within = await total({ customerId: 'C300', assortment: 'ASSORT-EL', limit: 1 })
    expect(await total({ customerId: 'C300', limit: 1 })).toBe(within)
    expect(await total({ customerId: 'C100', limit: 1 })).toBeGreaterThan(within)
    const whole = await harness.call(held, 'POST', '/services/search/search', {
      assortment: 'default',
      limit: 1,
    })
    expect(await refusal(whole)).toEqual(refused)
  })

  it('refuses a customer the buyer does not act for, as every catalogue call does', async () => {
    expect((await harness.call(held, 'GET', '/services/product/menu?customerId=C200')).status).toBe(403)
  })
})

describe('commerce graph getVariants', () => {
  it('answers every field of the spec Variant', async () => {
    const articleNumber = await article(sql`v.replacement_article_number is not null`)
    const [variant] = await getVariants(
      'anna.berg',
      `articleNumbers: ["${articleNumber}"], locationId: "1001"`,
      `articleNumber name variantSlug discontinued filterTags stockedAt orderMultiple ean
       purchaseConstraints { onlyStore mustBeInStockedAt } webSalesUnit { unit conversionFactor conversionUnit }
       product { id name slug breadcrumbParents { name slug } categoryPaths } brands { brand }
       images { assetUrl assetLabel assetMimeType assetType } attributes { attributeName attributeValue }
       warnings { code description signalWord assetUrl detailedDescription }
       relations(locationId: "1001") { relationType articleNumber variant { articleNumber discontinued price { netPrice } } }
       price { ${priceFields} } stock { articleNumber stockType locations { locationId quantity stocked status availability availabilityDate availabilityDateISO availableFromDays availableToDays orderMultiple subAvailabilities { date quantity } } }`,
    )
    expect(variant).toMatchObject({
      articleNumber,
      discontinued: true,
      ean: expect.stringMatching(/^73\d{11}$/),
      product: { breadcrumbParents: [{}, {}], categoryPaths: [expect.stringMatching(/^[a-z-]+\/[a-z-]+$/)] },
      relations: [
        {
          relationType: 'ersattningsartikel',
          variant: { discontinued: false, price: { netPrice: expect.any(Number) } },
        },
      ],
    })
    expect((variant!['attributes'] as { attributeName: string }[]).map((a) => a.attributeName)).toContain(
      'SSG',
    )
    expect(variant!.stock?.locations.map((l) => l.locationId)).toEqual(['1001', '9000'])
  })

  it('lists every variant of the product, in article-number order, when asked', async () => {
    const articleNumber = await article(
      sql`(select count(*) from variants s where s.product_id = v.product_id) > 2`,
    )
    const [variant] = await getVariants(
      'anna.berg',
      `articleNumbers: ["${articleNumber}"]`,
      'articleNumber product { id description variants { articleNumber name variantSlug discontinued } }',
    )
    const siblings = (variant!['product'] as { variants: { articleNumber: string; variantSlug: string }[] })
      .variants
    expect(siblings.length).toBeGreaterThan(2)
    expect(siblings.map((s) => s.articleNumber)).toContain(articleNumber)
    expect(siblings.map((s) => s.articleNumber)).toEqual(siblings.map((s) => s.articleNumber).toSorted())
    for (const sibling of siblings)
      expect(sibling.variantSlug.endsWith(`-${sibling.articleNumber}`)).toBe(true)
    expect((variant!['product'] as { description: string }).description.length).toBeGreaterThan(10)
  })

  it('prices by the customer: price list discount, contract price, campaign, alloying, ask for price', async () => {
    const discounted = await article(
      sql`c.parent_id = 'verktyg' and not v.ask_for_price and v.article_number not in (select article_number from customer_prices) and v.article_number not in (select article_number from campaign_prices) and v.article_number not in (select article_number from price_brackets)`,
    )
    const [c100] = await getVariants('anna.berg', `articleNumbers: ["${discounted}"], customerId: "C100"`)
    expect(c100?.price).toMatchObject({
      priceType: 'CUSTOMER',
      discounts: [{ percentage: 18, type: 'CUSTOMER_DISCOUNT' }],
    })
    expect(c100!.price!.discountAmount).toBeGreaterThan(0)
    const [c400] = await getVariants('inkop.ost', `articleNumbers: ["${discounted}"]`)
    expect(c400?.price?.priceType).toBe('LIST')

    const contract = await article(
      sql`v.article_number in (select article_number from customer_prices where customer_id = 'C100') and v.article_number not in (select article_number from campaign_prices)`,
    )
    const [withContract] = await getVariants(
      'anna.berg',
      `articleNumbers: ["${contract}"], customerId: "C100"`,
    )
    const [without] = await getVariants('anna.berg', `articleNumbers: ["${contract}"], customerId: "C200"`)
    expect(withContract?.price?.priceType).toBe('CONTRACT')
    expect(without?.price?.priceType).not.toBe('CONTRACT')

    const campaign = await article(
      sql`v.article_number in (select article_number from campaign_prices where campaign_id = 'K-VVS')`,
    )
    const [inCampaign] = await getVariants('anna.berg', `articleNumbers: ["${campaign}"], customerId: "C200"`)
    expect(inCampaign?.price).toMatchObject({ priceType: 'CAMPAIGN', preCampaignPrice: expect.any(Number) })
    expect(inCampaign!.price!.preCampaignPrice!).toBeGreaterThan(inCampaign!.price!.netPrice)

    const metal = await article(sql`v.alloying_price is not null`)
    const [withMetal] = await getVariants('anna.berg', `articleNumbers: ["${metal}"]`)
    const price = withMetal!.price!
    expect(price.alloyingPrice).toBeGreaterThan(0)
    expect(price.salesPrice).toBeCloseTo(price.netPrice + price.alloyingPrice!, 2)
    expect(price.salesPriceIncludingVat).toBeCloseTo(price.salesPrice * 1.25, 1)

    const asked = await article(sql`v.ask_for_price`)
    const [askForPrice] = await getVariants('anna.berg', `articleNumbers: ["${asked}"]`)
    expect(askForPrice?.price).toMatchObject({ askForPrice: true, priceType: 'ASK_FOR_PRICE', netPrice: 0 })
  })

  it('applies bracket prices for the quantities of a complete order price', async () => {
    const bracketed = await article(
      sql`v.article_number in (select article_number from price_brackets) and v.article_number not in (select article_number from customer_prices) and v.article_number not in (select article_number from campaign_prices)`,
    )
    const one = await getVariants('anna.berg', `articleNumbers: ["${bracketed}"], customerId: "C200"`)
    const hundred = await getVariants(
      'anna.berg',
      `articleNumbers: ["${bracketed}"], customerId: "C200", completeOrderPrice: true, stockInput: { articles: [{ articleNumber: "${bracketed}", quantity: 100 }] }`,
    )
    expect(one[0]?.price?.hasBracketPrices).toBe(true)
    expect(hundred[0]!.price!.netPrice).toBeLessThan(one[0]!.price!.netPrice)
    expect(hundred[0]!.price!.discounts[0]).toMatchObject({ type: 'BRACKET', percentage: 15 })
    type Row = { minQuantity: number; unitPrice: number; netPrice: number }
    const brackets = await json<{ brackets: Row[] }>(
      await harness.call('anna.berg', 'GET', `/services/price/prices/${bracketed}/brackets?customerId=C200`),
    )
    // The table as charged: from one unit on, each row cheaper than the one before.
    expect(brackets.brackets.map((b) => b.minQuantity)).toEqual([1, 10, 50, 100])
    expect(brackets.brackets[0]?.unitPrice).toBe(one[0]!.price!.salesPrice)
    expect(brackets.brackets.at(-1)?.unitPrice).toBe(hundred[0]!.price!.salesPrice)
    expect(brackets.brackets.at(-1)?.netPrice).toBe(hundred[0]!.price!.netPrice)
    for (const [index, row] of brackets.brackets.entries())
      if (index > 0) expect(row.unitPrice).toBeLessThan(brackets.brackets[index - 1]!.unitPrice)
    expect((await harness.call('anna.berg', 'GET', '/services/price/prices/0000000/brackets')).status).toBe(
      404,
    )
  })

  it('charges a buyer denied discounts the customer’s price, with the same falling bracket table (issue 26)', async () => {
    const bracketed = await article(
      sql`v.article_number in (select article_number from price_brackets) and v.alloying_price > 0 and v.article_number not in (select article_number from customer_prices) and v.article_number not in (select article_number from campaign_prices)`,
    )
    type Row = { minQuantity: number; unitPrice: number; netPrice: number; listPrice: number }
    const table = async () =>
      (
        await json<{ brackets: Row[] }>(
          await harness.call(
            'olof.is',
            'GET',
            `/services/price/prices/${bracketed}/brackets?customerId=C500`,
          ),
        )
      ).brackets
    const [withDiscounts] = await getVariants(
      'olof.is',
      `articleNumbers: ["${bracketed}"], customerId: "C500"`,
    )
    const shown = await table()
    // The surcharge is in every row, as in the headline's price.
    expect(shown[0]?.unitPrice).toBe(withDiscounts!.price!.salesPrice)
    expect(shown[0]!.unitPrice).toBeGreaterThan(shown[0]!.netPrice)
    const permission = () =>
      harness.db.updateTable('userPermissions').where('userId', '=', 'U1011').where('customerId', '=', 'C500')
    await permission()
      .set({ permissionDenies: ['EJ_SE_RABATTER'] })
      .execute()
    harness.forget('olof.is')
    try {
      const [hidden] = await getVariants('olof.is', `articleNumbers: ["${bracketed}"], customerId: "C500"`)
      expect(hidden!.price!.salesPrice).toBe(withDiscounts!.price!.salesPrice)
      expect(hidden!.price).toMatchObject({ discounts: [], discountAmount: 0, preCampaignPrice: null })
      const denied = await table()
      expect(denied.map((row) => [row.minQuantity, row.unitPrice])).toEqual(
        shown.map((row) => [row.minQuantity, row.unitPrice]),
      )
      // Nothing tells the discount: the list price shown is the price charged.
      for (const row of denied) expect(row.listPrice).toBe(row.netPrice)
    } finally {
      await permission().set({ permissionDenies: [] }).execute()
      harness.forget('olof.is')
    }
  })

  it('hides prices from a user denied them (EJ_SE_PRISER) and skips what is asked to be skipped', async () => {
    const [denied] = await getVariants('nils.ohlsson', 'articleNumbers: ["1000003"]')
    expect(denied?.price).toBeNull()
    const brackets = await json<{ brackets: unknown[] }>(
      await harness.call('nils.ohlsson', 'GET', '/services/price/prices/1000003/brackets'),
    )
    expect(brackets.brackets).toEqual([])
    const [skipped] = await getVariants(
      'anna.berg',
      'articleNumbers: ["1000003"], skipPrice: true, skipStock: true',
      'articleNumber price { netPrice } stock { stockType }',
    )
    expect(skipped).toEqual({ articleNumber: '1000003', price: null, stock: null })
  })

  it('refuses another customer (403), bad queries (400) and too many articles (400)', async () => {
    const other = await harness.call('anna.berg', 'POST', '/services/product/graphql', {
      query: '{ getVariants(articleNumbers: ["1000003"], customerId: "C300") { articleNumber } }',
    })
    expect(other.status).toBe(403)
    expect(await other.json()).toMatchObject({ data: null, errors: [{ extensions: { code: 'forbidden' } }] })
    const syntax = await harness.call('anna.berg', 'POST', '/services/product/graphql', {
      query: '{ getVariants(',
    })
    expect(syntax.status).toBe(400)
    const unknownField = await harness.call('anna.berg', 'POST', '/services/product/graphql', {
      query: '{ getVariants(articleNumbers: []) { secret } }',
    })
    expect(unknownField.status).toBe(400)
    const many = JSON.stringify(Array.from({ length: 501 }, (_, n) => String(n)))
    const tooMany = await harness.call('anna.berg', 'POST', '/services/product/graphql', {
      query: `{ getVariants(articleNumbers: ${many}) { articleNumber } }`,
    })
    expect(tooMany.status).toBe(400)
  })
})

describe('stock', () => {
  it('answers stock per location asked for, with supply groups, open-day dates and unknown articles', async () => {
    const ordered = await article(
      sql`v.article_number in (select article_number from stock where location_id = '9000' and status = 'TRA_PLUS')`,
    )
    const { data, errors } = await json<{
      data: {
        articleNumber: string
        stockType: string
        locations: {
          locationId: string
          status: string | null
          availableFromDays: number | null
          availabilityDate: string | null
        }[]
      }[]
      errors: { articleNumber: string }[]
    }>(
      await harness.call('anna.berg', 'POST', '/services/stock/stock', {
        articles: [ordered, { articleNumber: 'X-1' }],
        locationIds: ['9000', '1002', 'VIRTUAL'],
      }),
    )
    expect(errors).toEqual([{ articleNumber: 'X-1', message: 'Unknown article' }])
    expect(data[0]).toMatchObject({ stockType: 'ORDER' })
    const [central, , supplier] = data[0]!.locations
    expect(central).toMatchObject({ locationId: '9000', status: 'TRA_PLUS', availableFromDays: 10 })
    expect(isClosedDay(central!.availabilityDate!)).toBe(false)
    expect(supplier).toMatchObject({ locationId: 'VIRTUAL', status: 'VIR', availableFromDays: 5 })
    expect(data[0]!.locations.map((l) => l.locationId)).toEqual(['9000', '1002', 'VIRTUAL'])
  })

  it('lists the stores that stock an article when no locations are asked for', async () => {
    const { data } = await json<{ data: { locations: { locationId: string; stocked: boolean }[] }[] }>(
      await harness.call('anna.berg', 'POST', '/services/stock/stock', { articles: ['1000003'] }),
    )
    const [first, ...stores] = data[0]!.locations
    expect(first?.locationId).toBe('9000')
    expect(stores.every((s) => s.stocked && s.locationId !== '9000')).toBe(true)
  })

  it('refuses unknown locations and empty article lists with the field named', async () => {
    const unknown = await harness.call('anna.berg', 'POST', '/services/stock/stock', {
      articles: ['1000003'],
      locationIds: ['1001', 'NOPE'],
    })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ error: { issues: [{ field: 'locationIds.1' }] } })
    expect((await harness.call('anna.berg', 'POST', '/services/stock/stock', { articles: [] })).status).toBe(
      400,
    )
  })
})

describe('locations', () => {
  it('lists pickup stores sorted by name, and searches by town or postcode', async () => {
    const all = await json<{ data: { id: string; name: string; type: string }[] }>(
      await harness.call('anna.berg', 'GET', '/services/location/locations'),
    )
    const pickup = await json<{ data: { id: string; name: string; services: string[] }[] }>(
      await harness.call('anna.berg', 'GET', '/services/location/locations?services=standard-pickup'),
    )
    const names = pickup.data.map((l) => l.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')))
    expect(pickup.data.length).toBeGreaterThanOrEqual(25)
    expect(pickup.data.length).toBeLessThan(all.data.length)
    expect(pickup.data.every((l) => l.services.includes('standard-pickup'))).toBe(true)
    const lund = await json<{ data: { name: string }[] }>(
      await harness.call('anna.berg', 'GET', '/services/location/locations?query=lund'),
    )
    expect(lund.data.map((l) => l.name)).toEqual(['Proffsbutik Lund'])
  })

  it('searches postal places by postcode or town, Åland included', async () => {
    const byTown = await json<{ data: { city: string }[] }>(
      await harness.call('anna.berg', 'POST', '/services/location/locations/addresses/search', {
        query: 'upps',
      }),
    )
    expect(new Set(byTown.data.map((p) => p.city))).toEqual(new Set(['Uppsala']))
    const byCode = await json<{ data: { postalCode: string; countryCode: string }[] }>(
      await harness.call('anna.berg', 'POST', '/services/location/locations/addresses/search', {
        query: '221 0',
      }),
    )
    expect(byCode.data[0]).toMatchObject({ postalCode: '22100', countryCode: 'AX' })
  })
})

describe('campaigns and selected product groups', () => {
  it('answers running campaigns only, and a customer’s own', async () => {
    const general = await json<{ data: { slug: string; isAssortment: boolean }[] }>(
      await harness.call('anna.berg', 'GET', '/services/campaign/campaigns/active-campaigns'),
    )
    expect(general.data.map((c) => c.slug).sort()).toEqual(['verktygskampanj', 'vvs-veckor'])
    const own = await json<{ data: { slug: string }[] }>(
      await harness.call(
        'anna.berg',
        'GET',
        '/services/campaign/campaigns/active-campaigns/customer?customerId=C100',
      ),
    )
    expect(own.data.map((c) => c.slug)).toEqual(['kundkampanj-rorbolaget'])
    const other = await harness.call(
      'nils.ohlsson',
      'GET',
      '/services/campaign/campaigns/active-campaigns/customer?customerId=C100',
    )
    expect(other.status).toBe(403)
  })

  it('answers a selected product group with real articles', async () => {
    const group = await json<{ articleNumbers: string[] }>(
      await harness.call('anna.berg', 'GET', '/services/campaign/selected-product-groups/SPG-START'),
    )
    expect(group.articleNumbers).toHaveLength(12)
    const variants = await getVariants(
      'anna.berg',
      `articleNumbers: ${JSON.stringify(group.articleNumbers)}`,
      'articleNumber',
    )
    expect(variants).toHaveLength(12)
    expect(
      (await harness.call('anna.berg', 'GET', '/services/campaign/selected-product-groups/NOPE')).status,
    ).toBe(404)
  })

  it('answers an assortment', async () => {
    const assortment = await json<{ categoryIds: string[] }>(
      await harness.call('anna.berg', 'GET', '/services/assortment/assortments/ASSORT-EL'),
    )
    expect(assortment.categoryIds).toEqual(['el', 'verktyg', 'fastenings'])
  })
})

interface SearchAnswer {
  total: number
  hits: { articleNumber: string; name: string; brand: string; categoryPath: string }[]
  facets: { name: string; items: { value: string; count: number; selected: boolean }[] }[]
  correctedQuery?: string
}
const searchFor = async (body: object, headers: Record<string, string> = {}) => {
  const response = await fetch(`${harness.url}/services/search/search`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await harness.token('anna.berg')}`,
      'content-type': 'application/json',
      'api-version': '1',
      'user-id': 'U1001',
      ...headers,
    },
    body: JSON.stringify(body),
  })
  return response
}

describe('search', () => {
  it('finds by Swedish words, word prefixes, article number and EAN', async () => {
    const words = await json<SearchAnswer>(await searchFor({ query: 'kulventiler', limit: 5 }))
    expect(words.total).toBeGreaterThan(10)
    expect(words.hits.every((hit) => /kulventil/i.test(hit.name))).toBe(true)
    const prefix = await json<SearchAnswer>(await searchFor({ query: 'jordfelsbryt' }))
    expect(prefix.hits[0]?.name).toMatch(/^Jordfelsbrytare/)
    const { ean } = await harness.db
      .selectFrom('variants')
      .select('ean')
      .where('articleNumber', '=', '1000006')
      .executeTakeFirstOrThrow()
    const byEan = await json<SearchAnswer>(await searchFor({ query: ean }))
    expect(byEan.hits.map((hit) => hit.articleNumber)).toEqual(['1000006'])
    const byArticle = await json<SearchAnswer>(await searchFor({ query: '1000006' }))
    expect(byArticle.hits[0]?.articleNumber).toBe('1000006')
  })

  it('finds a word of three letters or more inside a name, a shorter word or a number only where a word begins', async () => {
    // Seeded gas cylinders carry the valve thread "P22" in their names.
    const cylinder = await harness.db
      .selectFrom('variants')
      .select(['articleNumber', 'name'])
      .where('name', 'like', 'Gasolflaska % P22%')
      .orderBy('articleNumber')
      .executeTakeFirstOrThrow()
    const compound = await json<SearchAnswer>(await searchFor({ query: 'Flaska P22', limit: 100 }))
    expect(compound.hits.map((hit) => hit.articleNumber)).toContain(cylinder.articleNumber)
    // "22" is a dimension: it finds "22 mm", not the "22" inside "P22" or "MA 122".
    const dimension = await json<SearchAnswer>(await searchFor({ query: 'gasolflaska 22', limit: 100 }))
    expect(dimension.hits.map((hit) => hit.articleNumber)).not.toContain(cylinder.articleNumber)
    const pipes = await json<SearchAnswer>(await searchFor({ query: 'kopparrör 22', limit: 100 }))
    expect(pipes.hits.some((hit) => /^Kopparrör .* 22 mm$/.test(hit.name))).toBe(true)
    // One letter does not stand for nearly every name that has it somewhere.
    const letter = await json<SearchAnswer>(await searchFor({ query: 'a', limit: 100 }))
    const { count } = await harness.db
      .selectFrom('variants')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('name', 'ilike', '%a%')
      .executeTakeFirstOrThrow()
    expect(letter.total).toBeLessThan(Number(count))
  })

  it('tolerates typos and says which query it used', async () => {
    const close = await json<SearchAnswer>(await searchFor({ query: 'jordfelsbrytrae 16' }))
    expect(close.hits[0]?.name).toMatch(/^Jordfelsbrytare .* 16 A$/)
    const corrected = await json<SearchAnswer>(await searchFor({ query: 'kulvetnil' }))
    expect(corrected.correctedQuery).toBe('kulventil')
    expect(corrected.hits[0]?.name).toMatch(/^Kulventil/)
  })

  it('names no corrected query when the corrected words find nothing either', async () => {
    // "ventil" is no word of its own in the names (Kulventil, Backventil …), so it is corrected
    // against the whole lexicon; within the electrical assortment neither finds anything.
    const inAssortment = await json<SearchAnswer>(
      await searchFor({ query: 'ventil', assortment: 'ASSORT-EL' }),
    )
    expect(inAssortment.total).toBe(0)
    expect(inAssortment.correctedQuery).toBeUndefined()
    const nowhere = await json<SearchAnswer>(await searchFor({ query: 'qxzvbnw' }))
    expect(nowhere).toMatchObject({ total: 0, hits: [] })
    expect(nowhere.correctedQuery).toBeUndefined()
  })

  it('filters by category and facets; facet counts ignore their own selection', async () => {
    const all = await json<SearchAnswer>(await searchFor({ category: 'ventiler', limit: 100 }))
    const brands = all.facets.find((f) => f.name === 'Fabrikat')!
    const brand = brands.items[0]!
    const filtered = await json<SearchAnswer>(
      await searchFor({ category: 'ventiler', filters: { Fabrikat: [brand.value] }, limit: 100 }),
    )
    expect(filtered.total).toBe(brand.count)
    expect(
      filtered.hits.every((hit) => hit.brand === brand.value && hit.categoryPath.endsWith('/ventiler')),
    ).toBe(true)
    const ownFacet = filtered.facets.find((f) => f.name === 'Fabrikat')!
    expect(ownFacet.items.length).toBe(brands.items.length)
    expect(ownFacet.items.find((i) => i.value === brand.value)?.selected).toBe(true)
    // Browsing reads counts the seed derived; the same counts come out of a filtered search.
    const origins = all.facets.find((f) => f.name === 'Ursprungsland')!.items
    const everyOrigin = await json<SearchAnswer>(
      await searchFor({ category: 'ventiler', filters: { Ursprungsland: origins.map((i) => i.value) } }),
    )
    expect(everyOrigin.total).toBe(all.total)
    expect(
      everyOrigin.facets.find((f) => f.name === 'Ursprungsland')!.items.map((i) => [i.value, i.count]),
    ).toEqual(origins.map((i) => [i.value, i.count]))
    expect(everyOrigin.facets.find((f) => f.name === 'Fabrikat')).toEqual(brands)
    // One selection's own counts are the category's derived counts; beside a second selection that
    // keeps every variant they are counted over the matches, and come out the same.
    const counted = await json<SearchAnswer>(
      await searchFor({
        category: 'ventiler',
        filters: { Fabrikat: [brand.value], Ursprungsland: origins.map((i) => i.value) },
        limit: 100,
      }),
    )
    expect(counted.total).toBe(filtered.total)
    expect(counted.facets.find((f) => f.name === 'Fabrikat')).toEqual(ownFacet)
    // An attribute that is not a facet (an RSK number) still filters, by the variants' attributes.
    const { rsk } = (
      await sql<{ rsk: string }>`
        select a->>'attributeValue' as rsk from variants v
        cross join jsonb_array_elements(v.attributes) a
        where a->>'attributeName' = 'RSK-nummer' limit 1`.execute(harness.db)
    ).rows[0]!
    const byRsk = await json<SearchAnswer>(await searchFor({ filters: { 'RSK-nummer': [rsk] } }))
    expect(byRsk.total).toBeGreaterThan(0)
    const unknownValue = await json<SearchAnswer>(
      await searchFor({ category: 'ventiler', filters: { Fabrikat: ['Ingen sådan tillverkare'] } }),
    )
    expect(unknownValue.total).toBe(0)
    // Every variant has one country of origin: that facet's counts add up to the hits.
    const origin = filtered.facets.find((f) => f.name === 'Ursprungsland')!
    expect(origin.items.reduce((sum, i) => sum + i.count, 0)).toBe(filtered.total)
  })

  it('sorts, pages and keeps to an assortment', async () => {
    const page1 = await json<SearchAnswer>(await searchFor({ query: 'skruv', sort: 'name', limit: 10 }))
    const page2 = await json<SearchAnswer>(
      await searchFor({ query: 'skruv', sort: 'name', limit: 10, offset: 10 }),
    )
    expect(page2.total).toBe(page1.total)
    const names = [...page1.hits, ...page2.hits].map((h) => h.articleNumber)
    expect(new Set(names).size).toBe(20)
    const el = await json<SearchAnswer>(await searchFor({ query: 'ventil', assortment: 'ASSORT-EL' }))
    expect(el.hits.every((hit) => /^(el|verktyg|fastenings)\//.test(hit.categoryPath))).toBe(true)
  })

  it('searches a text within a category: what the category facet counted there', async () => {
    const everywhere = await json<SearchAnswer>(await searchFor({ query: 'ventil' }))
    const categories = everywhere.facets.find((f) => f.name === 'category')!.items
    expect(categories.length).toBeGreaterThan(1)
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(everywhere.total)
    const [first] = categories
    const within = await json<SearchAnswer>(
      await searchFor({ query: 'ventil', category: first!.value, limit: 100 }),
    )
    expect(within.total).toBe(first!.count)
    expect(within.hits.every((hit) => hit.categoryPath.endsWith(`/${first!.value}`))).toBe(true)
    expect(within.facets.find((f) => f.name === 'category')!.items).toEqual([{ ...first!, selected: true }])
  })

  it('numbers each variant’s filterable attribute values, and keeps the numbers of an unchanged catalogue', async () => {
    const decoded = sql<{ wrong: number }>`
      select count(*)::int as wrong from variants v
      where v.facet_value_ids <> coalesce((
        select array_agg(f.id order by f.id)
        from jsonb_array_elements(v.attributes) a
        join attribute_definitions d on d.name = a->>'attributeName' and d.filterable
        join facet_values f on f.attribute_name = a->>'attributeName' and f.attribute_value = a->>'attributeValue'),
        '{}')`
    expect((await decoded.execute(harness.db)).rows[0]?.wrong).toBe(0)
    const numbers = () => harness.db.selectFrom('facetValues').selectAll().orderBy('id').execute()
    const before = await numbers()
    expect(before.length).toBeGreaterThan(10)
    await refreshFacetValues(harness.db)
    expect(await numbers()).toEqual(before)
    // A variant whose attributes change takes its new values' numbers (rolled back after).
    class RolledBack extends Error {}
    await harness.db
      .transaction()
      .execute(async (trx) => {
        const [material] = before.filter((value) => value.attributeName === 'Material')
        await trx
          .updateTable('variants')
          .set({
            attributes: JSON.stringify([
              { attributeName: 'Material', attributeValue: material!.attributeValue },
            ]),
          })
          .where('articleNumber', '=', '1000006')
          .execute()
        await refreshFacetValues(trx)
        const changed = await trx
          .selectFrom('variants')
          .select('facetValueIds')
          .where('articleNumber', '=', '1000006')
          .executeTakeFirstOrThrow()
        const id = (
          await trx
            .selectFrom('facetValues')
            .select('id')
            .where('attributeName', '=', 'Material')
            .where('attributeValue', '=', material!.attributeValue)
            .executeTakeFirstOrThrow()
        ).id
        expect(changed.facetValueIds).toEqual([id])
        throw new RolledBack()
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error
      })
  })

  it('refuses an unknown api-version and bad bodies with the field named', async () => {
    expect((await searchFor({ query: 'rör' }, { 'api-version': '2' })).status).toBe(400)
    const bad = await searchFor({ limit: 1000 })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { issues: [{ field: 'limit' }] } })
  })

  it('finds entities by attribute (SSG codes for punch-out)', async () => {
    const { data } = await json<{ data: { id: string; attributeValue: string }[] }>(
      await harness.call('anna.berg', 'POST', '/services/search/getEntitiesByAttribute', {
        attributeName: 'SSG',
        attributeValues: ['4000001', '4000002'],
      }),
    )
    expect(data.map((d) => [d.id, d.attributeValue])).toEqual([
      ['1000003', '4000001'],
      ['1000006', '4000002'],
    ])
  })

  it('stores search and behaviour events', async () => {
    const before = await harness.db.selectFrom('catalogueEvents').select('id').execute()
    const answer = await json<{ stored: number }>(
      await harness.call('anna.berg', 'POST', '/services/search/createEvents', {
        trackingId: 't-1',
        events: [
          { type: 'search', query: 'kulventil', resultCount: 12 },
          { type: 'purchase', entity: { type: 'Variant', id: '1000003' }, quantity: 2, orderId: 'O-1' },
        ],
      }),
      202,
    )
    expect(answer.stored).toBe(2)
    const after = await harness.db.selectFrom('catalogueEvents').selectAll().orderBy('id').execute()
    expect(after.length - before.length).toBe(2)
    expect(after.at(-1)).toMatchObject({ kind: 'purchase', trackingId: 't-1' })
    const wrong = await harness.call('anna.berg', 'POST', '/services/search/createEvents', {
      events: [{ type: 'view', entity: { type: 'Variant', id: '1' } }],
    })
    expect(wrong.status).toBe(400)
  })
})

describe('gateway', () => {
  it('passes a POST on to the service path with the caller’s token', async () => {
    const answer = await json<SearchAnswer>(
      await harness.call('anna.berg', 'POST', '/services/gateway/search/search', {
        query: 'kulventil',
        limit: 1,
      }),
    )
    expect(answer.hits).toHaveLength(1)
    expect(
      (await harness.call('anna.berg', 'POST', '/services/gateway/gateway/search/search', {})).status,
    ).toBe(400)
    expect((await harness.call(null, 'POST', '/services/gateway/search/search', {})).status).toBe(401)
  })
})

describe('a visitor (no Authorization header)', () => {
  const visitor = (method: string, path: string, body?: unknown) => harness.call(null, method, path, body)

  it('gets variants with stock and without prices, for the replacement article as well', async () => {
    const replaced = await article(sql`v.replacement_article_number is not null`)
    const body = await json<{
      data: { getVariants: (GraphVariant & { relations: { variant: GraphVariant }[] })[] }
    }>(
      await visitor('POST', '/services/product/graphql', {
        query: `{ getVariants(articleNumbers: ["1000003", "${replaced}"], locationId: "1001") {
          articleNumber price { netPrice } stock { stockType locations { locationId quantity status } }
          relations { variant { articleNumber price { netPrice } stock { stockType } } } } }`,
      }),
    )
    const [first, second] = body.data.getVariants
    expect(first).toMatchObject({ articleNumber: '1000003', price: null })
    expect(first?.stock?.locations.map((l) => l.locationId)).toEqual(['1001', '9000'])
    expect(second?.price).toBeNull()
    expect(second?.relations[0]?.variant).toMatchObject({
      price: null,
      stock: { stockType: expect.any(String) },
    })
  })

  it('is refused (401) what names a customer, a cart, a list or prices', async () => {
    const graph = (query: string) => visitor('POST', '/services/product/graphql', { query })
    const refused = [
      await graph('{ getVariants(articleNumbers: ["1000003"], customerId: "C100") { articleNumber } }'),
      await graph('{ getVariants(articleNumbers: ["1000003"], projectId: "P101") { articleNumber } }'),
      await graph('{ getCart(stockInput: {}) { cartId } }'),
      await graph('{ getActiveDeliveryIdsInOrder { cart { cartId } } }'),
      await graph('{ getFavoriteLists { data { favoriteId } } }'),
      await visitor('GET', '/services/price/prices/1000003/brackets'),
      await visitor('GET', '/services/campaign/campaigns/active-campaigns/customer'),
      await visitor('POST', '/services/location/locations/addresses/search', { query: 'Mariehamn' }),
      await visitor('GET', '/services/assortment/assortments/ASSORT-EL'),
    ]
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 401))
  })

  it('reads the menu, stock, stores, campaigns and searches; its events are the server’s', async () => {
    const menu = await json<{ data: unknown[] }>(await visitor('GET', '/services/product/menu'))
    expect(menu.data.length).toBeGreaterThan(0)
    const stock = await json<{ data: { articleNumber: string }[] }>(
      await visitor('POST', '/services/stock/stock', { articles: ['1000003'] }),
    )
    expect(stock.data.map((s) => s.articleNumber)).toEqual(['1000003'])
    const stores = await json<{ data: unknown[] }>(
      await visitor('GET', '/services/location/locations?services=standard-pickup'),
    )
    expect(stores.data.length).toBeGreaterThanOrEqual(25)
    expect((await visitor('GET', '/services/campaign/campaigns/active-campaigns')).status).toBe(200)
    const found = await json<SearchAnswer>(
      await visitor('POST', '/services/search/search', { query: 'kulventil', limit: 2 }),
    )
    expect(found.hits).toHaveLength(2)
    const response = await fetch(`${harness.url}/services/search/createEvents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'U1001' },
      body: JSON.stringify({ trackingId: 'visitor-1', events: [{ type: 'search', query: 'kulventil' }] }),
    })
    expect(response.status).toBe(202)
    const stored = await harness.db
      .selectFrom('catalogueEvents')
      .select('userId')
      .where('trackingId', '=', 'visitor-1')
      .execute()
    expect(stored).toEqual([{ userId: 'server' }])
  })

  it('with a bad or ended token is 401 Invalid token, not a visitor', async () => {
    const menu = (authorization: string) =>
      fetch(`${harness.url}/services/product/menu`, { headers: { authorization } })
    const bad = await menu('Bearer not-a-token')
    expect([bad.status, await bad.json()]).toEqual([
      401,
      { error: { code: 'unauthorized', message: 'Invalid token' } },
    ])
    const login = await json<{ sessionId: string; accessToken: string }>(
      await fetch(`${harness.url}/services/auth/v2/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
        body: JSON.stringify({ username: 'anna.berg', password: DEMO_PASSWORD }),
      }),
    )
    const bearer = `Bearer ${login.accessToken}`
    expect((await menu(bearer)).status).toBe(200)
    const ended = await fetch(`${harness.url}/services/auth/v2/sessions/${login.sessionId}`, {
      method: 'DELETE',
      headers: { authorization: bearer },
    })
    expect(ended.status).toBe(204)
    const after = await menu(bearer)
    expect([after.status, await after.json()]).toMatchObject([401, { error: { message: 'Invalid token' } }])
    expect((await menu('Basic YWJjOmRlZg==')).status).toBe(401)
  })
})
