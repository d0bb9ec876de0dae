/**
 * The catalogue generator: a believable Swedish wholesaler built deterministically from
 * `catalogue-vocabulary.ts`. Scale 1 gives at least 1,500 products and 5,000 variants over the
 * eight special categories, 27 stores, a central warehouse and a supplier location; `SEED_SCALE`
 * multiplies the products (20 reaches 100,000 variants). Stock is spread over the locations by a
 * hash of article and location in SQL, so that even the largest catalogue seeds in minutes.
 */
import { sql, type Insertable, type Transaction } from 'kysely'
import { addIsoDays, stockholmDay } from '@proffsbutik/core/domain'
import { CENTRAL_WAREHOUSE_ID, SUPPLIER_LOCATION_ID } from '../../catalogue/location-ids'
import { refreshPriceSortKeys } from '../../catalogue/price-sort'
import { refreshFacetValues } from '../../catalogue/search'
import type { Database, LocationTable, StoredAttribute, VariantTable } from '../schema'
import { hazards, topCategories, towns, type Family, type TopCategory } from './catalogue-vocabulary'

/** Products and variants per unit of `SEED_SCALE`. */
export const PRODUCTS_PER_SCALE = 1_500
export const VARIANTS_PER_SCALE = 5_000

/** A small, fast deterministic random source (mulberry32). */
export function randomSource(seed: number) {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** A whole number from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  }
}

/** A URL-safe slug: lower case, Swedish letters folded, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/é/g, 'e')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** An EAN-13 with a valid check digit, in the Swedish GS1 range (73). */
export function ean13(sequence: number): string {
  const body = `735${String(sequence).padStart(9, '0')}`
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** A price in SEK rounded the way a wholesaler prints it: whole kronor below 100, else ending in 0 or 9. */
function listPrice(sek: number): number {
  if (sek < 100) return Math.round(sek * 10) / 10
  const whole = Math.round(sek)
  return whole - (whole % 10) + 9
}

const decimal = (sek: number) => sek.toFixed(4)

/** What the generator builds before it writes. */
interface Built {
  readonly products: Insertable<Database['products']>[]
  readonly variants: Insertable<VariantTable>[]
  /** Articles by family, for replacement articles. */
  readonly families: Map<Family, string[]>
}

function identityCode(top: TopCategory, sequence: number): StoredAttribute | undefined {
  if (top.id === 'el') {
    const digits = String(1_800_000 + sequence).padStart(7, '0')
    return {
      attributeName: 'E-nummer',
      attributeValue: `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    }
  }
  if (top.id === 'vvs-industri' || top.id === 'fastighet' || top.id === 'kyla') {
    const digits = String(1_000_000 + sequence).padStart(7, '0')
    return {
      attributeName: 'RSK-nummer',
      attributeValue: `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
    }
  }
  return undefined
}

/** Traits that read well in a product name ("Kulventil … mässing press"); the others stay attributes. */
const namedTraits = new Set([
  'Material',
  'Ytbehandling',
  'Färg',
  'Anslutning',
  'Utförande',
  'Hållfasthetsklass',
])

const origins = ['Sverige', 'Sverige', 'Sverige', 'Tyskland', 'Italien', 'Finland', 'Polen', 'Danmark']
const environmentalRatings = ['Rekommenderas', 'Accepteras', 'Accepteras med risk']

/** Builds the products and variants: round-robin over the families until both targets are met. */
export function buildCatalogue(scale: number): Built {
  const random = randomSource(20_260_101)
  const products: Built['products'] = []
  const variants: Built['variants'] = []
  const families = new Map<Family, string[]>()
  const slots = topCategories.flatMap((top) =>
    top.subCategories.flatMap((sub) => sub.families.map((family) => ({ top, sub, family }))),
  )
  const targetProducts = PRODUCTS_PER_SCALE * scale
  const targetVariants = VARIANTS_PER_SCALE * scale
  for (let round = 0; products.length < targetProducts || variants.length < targetVariants; round++) {
    const { top, sub, family } = slots[round % slots.length]!
    const productNumber = products.length + 1
    const productId = `P${String(productNumber).padStart(6, '0')}`
    const manufacturer = top.manufacturers[Math.floor(round / slots.length) % top.manufacturers.length]!
    const series = `${manufacturer.slice(0, 2).toUpperCase()} ${random.int(10, 99) * 10 + Math.floor(round / slots.length / top.manufacturers.length)}`
    const traits: StoredAttribute[] = Object.entries(family.traits ?? {}).map(([name, values]) => ({
      attributeName: name,
      attributeValue: random.pick(values),
    }))
    const traitText = traits
      .filter((t) => namedTraits.has(t.attributeName))
      .map((t) => t.attributeValue)
      .map((value) => (/^.[a-zåäö]/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value))
      .join(' ')
    const name = [family.noun, manufacturer, series, traitText].filter(Boolean).join(' ')
    products.push({
      id: productId,
      name,
      description: `${family.noun} från ${manufacturer} för proffs inom ${top.name.toLowerCase()}. ${
        traits.length > 0 ? `${traits.map((t) => `${t.attributeName}: ${t.attributeValue}`).join(', ')}.` : ''
      }`.trim(),
      categoryId: sub.slug,
      manufacturer,
      slug: `${slugify(name)}-${productNumber}`,
    })
    const [axisName, axisValues] = family.axis
    const count = Math.min(axisValues.length, random.int(Math.min(2, axisValues.length), axisValues.length))
    const first = random.int(0, axisValues.length - count)
    const basePrice = random.int(family.price[0], family.price[1])
    const origin = random.pick(origins)
    const rating = random.chance(0.4) ? random.pick(environmentalRatings) : undefined
    const hazard = family.hazard ? hazards[family.hazard] : undefined
    for (let step = 0; step < count; step++) {
      const sequence = variants.length + 1
      const articleNumber = String(1_000_000 + sequence * 3)
      const value = axisValues[first + step]!
      const variantName = `${name} ${value}`
      const price = listPrice(basePrice * (1 + 0.35 * step))
      const code = identityCode(top, sequence)
      const attributes: StoredAttribute[] = [
        { attributeName: axisName, attributeValue: value },
        ...traits,
        { attributeName: 'Fabrikat', attributeValue: manufacturer },
        { attributeName: 'Ursprungsland', attributeValue: origin },
        ...(rating ? [{ attributeName: 'Miljöbedömning', attributeValue: rating }] : []),
        ...(code ? [code] : []),
        { attributeName: 'SSG', attributeValue: String(4_000_000 + sequence) },
      ]
      const discontinued = random.chance(0.03)
      const cheapPiece = family.unit === 'ST' && price < 120 && !family.pack
      // Filter tags: what tells the product's variants apart ("Dimension:M8x75"), then labels.
      const tags = [
        `${axisName}:${value}`,
        ...(random.chance(0.05) ? ['NYHET'] : []),
        ...(rating === 'Rekommenderas' ? ['MILJOVAL'] : []),
      ]
      variants.push({
        articleNumber,
        productId,
        name: variantName,
        slug: `${slugify(variantName)}-${articleNumber}`,
        ean: ean13(sequence),
        unit: family.unit,
        conversionFactor: family.pack ? String(family.pack[0]) : null,
        conversionUnit: family.pack ? family.pack[1] : null,
        orderMultiple: cheapPiece && random.chance(0.2) ? random.pick([5, 10]) : 1,
        discontinued,
        replacementArticleNumber: null,
        onlyStore: family.onlyStore ?? false,
        mustBeInStockedAt: !family.onlyStore && random.chance(0.06),
        listPrice: decimal(price),
        alloyingPrice: family.metal ? decimal(Math.round(price * random.int(4, 12)) / 100) : null,
        askForPrice: family.askForPrice ?? false,
        vatPercentage: 25,
        filterTags: tags,
        attributes: JSON.stringify(attributes),
        warnings: JSON.stringify(hazard ? [hazard] : []),
        searchName: `${variantName} ${manufacturer}`,
        searchText: [
          articleNumber,
          ean13(sequence),
          family.noun,
          sub.name,
          top.name,
          ...attributes.map((a) => a.attributeValue),
        ].join(' '),
      })
      families.set(family, [...(families.get(family) ?? []), articleNumber])
    }
  }
  // A discontinued article is replaced by a live one of the same family, when there is one.
  const live = new Set(variants.filter((v) => !v.discontinued).map((v) => v.articleNumber))
  const familyOf = new Map(
    [...families.values()].flatMap((articles) => articles.map((article) => [article, articles] as const)),
  )
  for (const variant of variants) {
    if (!variant.discontinued || !random.chance(0.7)) continue
    const siblings = familyOf.get(variant.articleNumber) ?? []
    const from = siblings.indexOf(variant.articleNumber)
    const replacement = [...siblings.slice(from + 1), ...siblings.slice(0, from)].find((a) => live.has(a))
    if (replacement) variant.replacementArticleNumber = replacement
  }
  return { products, variants, families }
}

const weekdayHours = (close: string, saturday: string | null) => ({
  '1': `06:30-${close}`,
  '2': `06:30-${close}`,
  '3': `06:30-${close}`,
  '4': `06:30-${close}`,
  '5': '06:30-16:00',
  '6': saturday,
  '7': null,
})

/** The stores (sorted ids 1001…), the central warehouse and the supplier location. */
export function buildLocations(): Insertable<LocationTable>[] {
  const stores: Insertable<LocationTable>[] = []
  for (const town of towns) {
    for (let n = 0; n < town.stores; n++) {
      const id = String(1001 + stores.length)
      const suffix = town.stores > 1 ? (n === 0 ? ' Syd' : ' Nord') : ''
      stores.push({
        id,
        name: `Proffsbutik ${town.name}${suffix}`,
        kind: 'store',
        address1: `${town.street} ${3 + ((stores.length * 7) % 40)}`,
        postalCode: String(town.postcode + n * 11),
        city: town.name,
        lat: town.lat + n * 0.03,
        lon: town.lon + n * 0.04,
        phone: `0${10 + stores.length}-${String(400_000 + stores.length * 1_357).slice(0, 6)}`,
        email: `${slugify(town.name)}${suffix ? `-${slugify(suffix)}` : ''}@proffsbutik.se`,
        // Every store but one takes standard pickups; that one is a counter for express only.
        services:
          stores.length === 7 ? ['express-pickup'] : ['standard-pickup', 'express-pickup', 'tool-rental'],
        openingHours: JSON.stringify(
          weekdayHours(n === 0 ? '17:00' : '18:00', stores.length % 3 === 0 ? '09:00-13:00' : null),
        ),
      })
    }
  }
  return [
    ...stores,
    {
      id: CENTRAL_WAREHOUSE_ID,
      name: 'Centrallager Jönköping',
      kind: 'central',
      address1: 'Logistikvägen 1',
      postalCode: '55593',
      city: 'Jönköping',
      lat: 57.76,
      lon: 14.1,
      phone: '036-100 000',
      email: 'centrallager@proffsbutik.se',
      services: ['central-warehouse'],
      openingHours: JSON.stringify(weekdayHours('16:00', null)),
    },
    {
      id: SUPPLIER_LOCATION_ID,
      name: 'Leverantörslager',
      kind: 'virtual',
      address1: '–',
      postalCode: '00000',
      city: '–',
      lat: 0,
      lon: 0,
      phone: null,
      email: null,
      services: [],
      openingHours: JSON.stringify({}),
    },
  ]
}

async function insertChunked<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  size = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot narrow a generic table's row type; the rows were typed by the caller.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute()
  }
}

/**
 * Stock in SQL from a hash of article and location: the central warehouse holds every article
 * (stocked ones mostly on hand, the rest in a supply group: transit, transit-plus or virtual), each
 * store stocks about a third of the articles, and the supplier location answers the rest.
 */
async function seedStock(trx: Transaction<Database>): Promise<void> {
  await sql`
    insert into stock (article_number, location_id, quantity, stocked, status, availability,
                       available_from_days, available_to_days, incoming_in_days, incoming_quantity)
    select v.article_number, ${CENTRAL_WAREHOUSE_ID},
           case when h % 10 < 8 and h % 7 <> 0 then (h / 7) % 800 + 1
                when v.discontinued and h % 3 = 0 then (h / 3) % 20 + 1
                else 0 end,
           h % 10 < 8,
           case when h % 10 < 8 then 'LAG' when h % 3 = 0 then 'TRA' when h % 3 = 1 then 'TRA_PLUS' else 'VIR' end,
           null,
           case when h % 10 >= 8 and h % 3 = 1 then 10 when h % 10 >= 8 and h % 3 = 2 then 5 end,
           case when h % 10 >= 8 and h % 3 = 1 then 15 when h % 10 >= 8 and h % 3 = 2 then 10 end,
           case when h % 10 < 8 and h % 7 = 0 and not v.discontinued then 3 + h % 12 end,
           case when h % 10 < 8 and h % 7 = 0 and not v.discontinued then 20 + (h / 11) % 180 end
    from (select article_number, discontinued, abs(hashtext(article_number || ':central')) as h from variants) v
  `.execute(trx)
  await sql`
    insert into stock (article_number, location_id, quantity, stocked, status, availability,
                       available_from_days, available_to_days, incoming_in_days, incoming_quantity)
    select v.article_number, l.id,
           case when v.discontinued or h % 9 = 0 then 0 else (h / 9) % 60 + 1 end,
           true, null,
           case when not v.discontinued and h % 9 <> 0 then 'green' when h % 2 = 0 then 'yellow' else 'gray' end,
           case when (v.discontinued or h % 9 = 0) and h % 2 = 0 then 2 end,
           case when (v.discontinued or h % 9 = 0) and h % 2 = 0 then 4 end,
           case when not v.discontinued and h % 9 = 0 then 2 + h % 5 end,
           case when not v.discontinued and h % 9 = 0 then 5 + (h / 13) % 30 end
    from locations l
    cross join lateral (
      select article_number, discontinued, must_be_in_stocked_at,
             abs(hashtext(article_number || ':' || l.id)) as h
      from variants
    ) v
    where l.kind = 'store' and (v.h % 100 < 33 or (v.must_be_in_stocked_at and v.h % 100 < 50))
  `.execute(trx)
}

/** The price lists: discounts in percent per top category. */
export const priceLists: Readonly<
  Record<string, { readonly name: string; readonly discounts: Partial<Record<string, number>> }>
> = {
  'PL-STANDARD': { name: 'Standardpris', discounts: {} },
  'PL-VVS': {
    name: 'VVS-installatör',
    discounts: { 'vvs-industri': 32, fastighet: 25, verktyg: 18, fastenings: 22, 'mark-va': 15 },
  },
  'PL-ENTREPRENAD': {
    name: 'Entreprenad',
    discounts: { 'vvs-industri': 38, sprinkler: 30, 'mark-va': 28, fastighet: 30, fastenings: 25 },
  },
  'PL-EL': { name: 'Elinstallatör', discounts: { el: 35, verktyg: 20, fastenings: 18 } },
  'PL-KYLA': { name: 'Kyltekniker', discounts: { kyla: 30, el: 12, verktyg: 15 } },
}

/** Each demo customer's price list. */
export const customerPriceLists: Readonly<Record<string, string>> = {
  C100: 'PL-VVS',
  C200: 'PL-ENTREPRENAD',
  C300: 'PL-EL',
  C400: 'PL-ENTREPRENAD',
  C500: 'PL-KYLA',
  C900: 'PL-STANDARD',
}

/** A price-list discount's name, as the price model names the reduction. */
export function discountName(categoryId: string): string {
  return `Rabatt ${topCategories.find((t) => t.id === categoryId)?.name ?? categoryId}`
}

/** Contract prices: C100 has agreed prices on the first articles of every twentieth product. */
export function contractPrices(built: Built) {
  return built.variants
    .filter((v, index) => index % 60 === 0 && !v.askForPrice)
    .map((v) => ({
      customerId: 'C100',
      articleNumber: v.articleNumber,
      netPrice: decimal(Math.round(Number(v.listPrice) * 55) / 100),
    }))
}

/** Bracket prices on consumables sold in packs: -5 % from 10, -10 % from 50, -15 % from 100. */
export function bracketPrices(built: Built) {
  return built.variants
    .filter((v) => v.unit === 'FRP' || (v.unit === 'M' && Number(v.listPrice) < 100))
    .flatMap((v) =>
      [
        [10, 0.95],
        [50, 0.9],
        [100, 0.85],
      ].map(([minQuantity, factor]) => ({
        articleNumber: v.articleNumber,
        minQuantity: minQuantity!,
        listPrice: decimal(Math.round(Number(v.listPrice) * factor! * 100) / 100),
      })),
    )
}

/** Price lists (discounts per top category), contract prices, bracket prices. */
async function seedPrices(trx: Transaction<Database>, built: Built): Promise<void> {
  await trx
    .insertInto('priceLists')
    .values(Object.entries(priceLists).map(([id, list]) => ({ id, name: list.name })))
    .execute()
  const discounts = Object.entries(priceLists).flatMap(([priceListId, list]) =>
    Object.entries(list.discounts).map(([categoryId, percentage]) => ({
      priceListId,
      categoryId: categoryId,
      percentage: String(percentage),
      name: discountName(categoryId),
      type: 'CUSTOMER_DISCOUNT',
    })),
  )
  if (discounts.length > 0) await trx.insertInto('priceListDiscounts').values(discounts).execute()
  for (const [customerId, priceListId] of Object.entries(customerPriceLists)) {
    await trx.updateTable('customers').set({ priceListId }).where('id', '=', customerId).execute()
  }
  await trx.updateTable('customers').set({ assortmentId: 'ASSORT-EL' }).where('id', '=', 'C300').execute()
  await insertChunked(trx, 'customerPrices', contractPrices(built))
  await insertChunked(trx, 'priceBrackets', bracketPrices(built))
}

/** The campaigns, their days relative to the seed day, and the top category each prices. */
export const campaignDefinitions = [
  {
    id: 'K-VVS',
    name: 'VVS-veckor',
    slug: 'vvs-veckor',
    isAssortment: false,
    customerId: null,
    from: -7,
    to: 60,
    top: 'vvs-industri',
  },
  {
    id: 'K-VERKTYG',
    name: 'Verktygskampanj',
    slug: 'verktygskampanj',
    isAssortment: true,
    customerId: null,
    from: -3,
    to: 30,
    top: 'verktyg',
  },
  {
    id: 'K-C100',
    name: 'Kundkampanj Rörbolaget',
    slug: 'kundkampanj-rorbolaget',
    isAssortment: false,
    customerId: 'C100',
    from: -1,
    to: 45,
    top: 'fastighet',
  },
  {
    id: 'K-VINTER',
    name: 'Vinterkampanj (avslutad)',
    slug: 'vinterkampanj',
    isAssortment: false,
    customerId: null,
    from: -120,
    to: -60,
    top: 'el',
  },
] as const

/** The top category of each product. */
function productTopCategories(built: Built): Map<string, string | undefined> {
  const categoryOf = new Map(
    topCategories.flatMap((top) => top.subCategories.map((sub) => [sub.slug, top.id] as const)),
  )
  return new Map(built.products.map((p) => [p.id, categoryOf.get(p.categoryId)]))
}

/** The campaigns' prices: up to 60 articles of each campaign's top category, at 55 or 60 % of the list price. */
export function campaignPrices(built: Built) {
  const productCategory = productTopCategories(built)
  return campaignDefinitions.flatMap((campaign, n) =>
    built.variants
      .filter((v) => productCategory.get(v.productId) === campaign.top && !v.askForPrice && !v.discontinued)
      .filter((_, index) => index % 11 === n)
      .slice(0, 60)
      .map((v) => ({
        campaignId: campaign.id,
        articleNumber: v.articleNumber,
        netPrice: decimal(Math.round(Number(v.listPrice) * (n % 2 === 0 ? 55 : 60)) / 100),
      })),
  )
}

/** Campaigns around the seed day, their prices, and the selected product groups. */
async function seedCampaigns(trx: Transaction<Database>, built: Built, now: Date): Promise<void> {
  const today = stockholmDay(now)
  await trx
    .insertInto('campaigns')
    .values(
      campaignDefinitions.map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        isAssortment: c.isAssortment,
        customerId: c.customerId,
        startsOn: addIsoDays(today, c.from),
        endsOn: addIsoDays(today, c.to),
      })),
    )
    .execute()
  const productCategory = productTopCategories(built)
  const prices = campaignPrices(built)
  await insertChunked(trx, 'campaignPrices', prices)
  const pick = (top: string, count: number) =>
    built.variants
      .filter((v) => productCategory.get(v.productId) === top && !v.discontinued && !v.onlyStore)
      .filter((_, index) => index % 7 === 0)
      .slice(0, count)
      .map((v) => v.articleNumber)
  await trx
    .insertInto('selectedProductGroups')
    .values([
      {
        id: 'SPG-START',
        name: 'Populärt just nu',
        articleNumbers: [...pick('vvs-industri', 4), ...pick('verktyg', 4), ...pick('el', 4)],
      },
      { id: 'SPG-VVS', name: 'Nyheter VVS', articleNumbers: pick('vvs-industri', 8) },
      { id: 'SPG-KYLA', name: 'Kyla inför sommaren', articleNumbers: pick('kyla', 8) },
    ])
    .execute()
}

/** Categories, assortments, attribute definitions and the sequence of attributes per category. */
async function seedNavigation(trx: Transaction<Database>): Promise<void> {
  const categories = topCategories.flatMap((top, position) => [
    {
      id: top.id,
      parentId: null,
      name: top.name,
      slug: top.id,
      icon: top.icon,
      position,
      attributeSequence: [],
    },
    ...top.subCategories.map((sub, subPosition) => {
      const axes = [...new Set(sub.families.flatMap((f) => [f.axis[0], ...Object.keys(f.traits ?? {})]))]
      const code = top.id === 'el' ? ['E-nummer'] : identityCode(top, 0) ? ['RSK-nummer'] : []
      return {
        id: sub.slug,
        parentId: top.id,
        name: sub.name,
        slug: sub.slug,
        icon: null,
        position: subPosition,
        attributeSequence: [...axes, 'Fabrikat', 'Ursprungsland', 'Miljöbedömning', ...code, 'SSG'],
      }
    }),
  ])
  const ids = new Set(categories.map((c) => c.id))
  if (ids.size !== categories.length) throw new Error('Category slugs must be unique')
  await trx
    .insertInto('categories')
    .values(categories.filter((c) => c.parentId === null))
    .execute()
  await trx
    .insertInto('categories')
    .values(categories.filter((c) => c.parentId !== null))
    .execute()
  await trx
    .insertInto('assortments')
    .values([
      { id: 'default', name: 'Hela sortimentet', categoryIds: topCategories.map((t) => t.id) },
      { id: 'ASSORT-EL', name: 'El och verktyg', categoryIds: ['el', 'verktyg', 'fastenings'] },
      {
        id: 'ASSORT-VVS',
        name: 'VVS och fastighet',
        categoryIds: ['vvs-industri', 'fastighet', 'mark-va', 'verktyg', 'fastenings', 'sprinkler'],
      },
    ])
    .execute()
  const units: Record<string, string> = { Effekt: 'W', Vikt: 'kg', Längd: 'mm' }
  const names = new Set(categories.flatMap((c) => c.attributeSequence))
  const notFilterable = new Set(['SSG', 'RSK-nummer', 'E-nummer'])
  await trx
    .insertInto('attributeDefinitions')
    .values(
      [...names].sort().map((name) => ({
        name,
        label: name,
        unit: units[name] ?? null,
        filterable: !notFilterable.has(name),
      })),
    )
    .execute()
}

/** Postal places for address search: the towns, with a few postcodes each. */
async function seedPostalPlaces(trx: Transaction<Database>): Promise<void> {
  const rows = towns.flatMap((town) =>
    [0, 1, 2, 5, 8].map((offset) => ({
      postalCode: String(town.postcode + offset),
      city: town.name,
      municipality: town.municipality,
      countryCode: (town.postcode >= 22100 && town.postcode < 23000 && town.name === 'Mariehamn'
        ? 'AX'
        : 'SE') as 'SE' | 'AX',
      lat: town.lat,
      lon: town.lon,
    })),
  )
  await trx.insertInto('postalPlaces').values(rows).execute()
}

/**
 * Rebuilds what search derives from the variants: the numbered facet values its counts read, the
 * lexicon of name words that typo-tolerant search corrects against, and the variant and facet
 * counts per category that browsing reads (counted from the numbered values, so a category's counts
 * and a search's are one derivation). Run after every change to the catalogue.
 */
export async function refreshSearchIndexes(trx: Transaction<Database>): Promise<void> {
  await refreshFacetValues(trx)
  await sql`delete from search_words`.execute(trx)
  await sql`
    insert into search_words (word)
    select distinct lower(w) from variants, regexp_split_to_table(search_name, '[^[:alnum:]]+') w
    where length(w) >= 3 and w !~ '^[0-9]+$'
  `.execute(trx)
  await sql`delete from category_facets`.execute(trx)
  await sql`
    insert into category_facets (category_id, attribute_name, attribute_value, variants)
    select p.category_id, '', '', count(*) from variants v join products p on p.id = v.product_id
    group by 1
    union all
    select p.category_id, f.attribute_name, f.attribute_value, count(*)
    from variants v join products p on p.id = v.product_id
    cross join unnest(v.facet_value_ids) numbered(id)
    join facet_values f on f.id = numbered.id
    group by 1, 2, 3
  `.execute(trx)
}

/** Writes the whole catalogue. Answers how many products and variants were made. */
export async function seedCatalogue(
  trx: Transaction<Database>,
  now: Date,
  scale: number,
): Promise<{ products: number; variants: number }> {
  await seedNavigation(trx)
  await trx.insertInto('locations').values(buildLocations()).execute()
  await seedPostalPlaces(trx)
  const built = buildCatalogue(scale)
  await insertChunked(trx, 'products', built.products)
  await insertChunked(trx, 'variants', built.variants, 400)
  await seedStock(trx)
  await seedPrices(trx, built)
  await seedCampaigns(trx, built, now)
  await refreshSearchIndexes(trx)
  await refreshPriceSortKeys(trx)
  // Fresh statistics, so that the planner uses the search indexes from the first query on.
  await sql`analyze`.execute(trx)
  return { products: built.products.length, variants: built.variants.length }
}
