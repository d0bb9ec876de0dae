/**
 * Customer prices (shop-core §3 Price): the facts of the price base — list price, the customer's
 * price-list discount on the article's top category or contract price, bracket prices, running
 * campaigns, the alloying (metal) surcharge, VAT — loaded in one go and priced by the one price model
 * (core/domain/pricing, ADR 0022). Money is computed in whole 1/10,000 SEK and answered as JSON
 * numbers.
 */
import type { Kysely } from 'kysely'
import {
  articlePrice,
  type ArticlePrice,
  bracketTable,
  money,
  type Money,
  type PriceFacts,
  type PriceVisibility,
  visiblePrice,
} from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'

/** One discount as answered. */
export interface DiscountView {
  readonly amount: number
  readonly name: string
  readonly percentage: number
  readonly type: string
}

/** A price as answered (shop-core §3 Price). */
export interface PriceView {
  readonly articleNumber: string
  readonly netPrice: number
  readonly alloyingPrice: number | null
  readonly salesPrice: number
  readonly salesPriceIncludingVat: number
  readonly salesPriceUnit: number
  readonly discountAmount: number
  readonly discountPercentage: number
  readonly discounts: readonly DiscountView[]
  readonly priceType: 'LIST' | 'CUSTOMER' | 'CONTRACT' | 'BRACKET' | 'CAMPAIGN' | 'ASK_FOR_PRICE'
  readonly preCampaignPrice: number | null
  readonly askForPrice: boolean
  readonly hasBracketPrices: boolean
}

/** A row of the bracket table as answered: from a quantity on, the unit price charged (surcharge included). */
export interface BracketView {
  readonly minQuantity: number
  readonly unitPrice: number
  readonly netPrice: number
  readonly listPrice: number
}

/** What the caller may see of prices in a customer (the EJ_SE_PRISER and EJ_SE_RABATTER denies). */
export type { PriceVisibility }

const toNumber = (amount: Money) => amount / 10_000

/** What an article's price is computed from that its variant row holds. */
export interface VariantPriceBasis {
  readonly listPrice: Money
  readonly alloyingPrice: Money | null
  readonly askForPrice: boolean
  readonly vat: number
  /** The top category, which a price-list discount is given on. */
  readonly top: string
}

/** A price-list discount on a top category. */
export interface PriceListDiscount {
  readonly percentage: number
  readonly name: string
  readonly type: string
}

/** The price basis of a variant row (variants joined with its category). */
export function variantPriceBasis(row: {
  readonly listPrice: string | number
  readonly alloyingPrice: string | number | null
  readonly askForPrice: boolean
  readonly vatPercentage: number
  readonly categoryId: string
  readonly parentId: string | null
}): VariantPriceBasis {
  return {
    listPrice: money(row.listPrice),
    alloyingPrice: row.alloyingPrice === null ? null : money(row.alloyingPrice),
    askForPrice: row.askForPrice,
    vat: row.vatPercentage,
    top: row.parentId ?? row.categoryId,
  }
}

/** A price-list discount row as a discount of the price model. */
export const priceListDiscount = (row: {
  readonly percentage: string | number
  readonly name: string
  readonly type: string
}): PriceListDiscount => ({ percentage: Number(row.percentage), name: row.name, type: row.type })

/**
 * What a caller has read already and need not be read again: the price basis of the articles
 * (variantsWithPriceBasis: then every article not in it is unknown), and the customer's price-list
 * discounts by top category (catalogueContext).
 */
export interface KnownPriceFacts {
  readonly basis?: ReadonlyMap<string, VariantPriceBasis> | undefined
  readonly discounts?: ReadonlyMap<string, PriceListDiscount> | undefined
}

/** The facts a price is computed from, loaded in one go for many articles. */
interface LoadedFacts {
  readonly variants: ReadonlyMap<string, VariantPriceBasis>
  readonly discounts: ReadonlyMap<string, PriceListDiscount>
  readonly contract: Map<string, Money>
  readonly brackets: Map<string, { minQuantity: number; listPrice: Money }[]>
  readonly campaigns: Map<string, { price: Money; name: string }>
}

async function loadFacts(
  db: Kysely<Database>,
  customerId: string,
  articleNumbers: readonly string[],
  today: string,
  known: KnownPriceFacts = {},
): Promise<LoadedFacts> {
  const articles = [...new Set(articleNumbers)]
  if (articles.length === 0) {
    return {
      variants: new Map(),
      discounts: new Map(),
      contract: new Map(),
      brackets: new Map(),
      campaigns: new Map(),
    }
  }
  const [variants, discounts, contractRows, bracketRows, campaignRows] = await Promise.all([
    known.basis ??
      db
        .selectFrom('variants')
        .innerJoin('products', 'products.id', 'variants.productId')
        .innerJoin('categories', 'categories.id', 'products.categoryId')
        .select([
          'variants.articleNumber',
          'variants.listPrice',
          'variants.alloyingPrice',
          'variants.askForPrice',
          'variants.vatPercentage',
          'categories.parentId',
          'categories.id as categoryId',
        ])
        .where('variants.articleNumber', 'in', articles)
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.articleNumber, variantPriceBasis(row)]))),
    known.discounts ?? customerDiscounts(db, customerId),
    db
      .selectFrom('customerPrices')
      .select(['articleNumber', 'netPrice'])
      .where('customerId', '=', customerId)
      .where('articleNumber', 'in', articles)
      .execute(),
    db
      .selectFrom('priceBrackets')
      .select(['articleNumber', 'minQuantity', 'listPrice'])
      .where('articleNumber', 'in', articles)
      .orderBy('minQuantity')
      .execute(),
    db
      .selectFrom('campaignPrices')
      .innerJoin('campaigns', 'campaigns.id', 'campaignPrices.campaignId')
      .select(['campaignPrices.articleNumber', 'campaignPrices.netPrice', 'campaigns.name'])
      .where('campaignPrices.articleNumber', 'in', articles)
      .where('campaigns.startsOn', '<=', today)
      .where('campaigns.endsOn', '>=', today)
      .where((eb) =>
        eb.or([eb('campaigns.customerId', 'is', null), eb('campaigns.customerId', '=', customerId)]),
      )
      .execute(),
  ])
  const brackets = new Map<string, { minQuantity: number; listPrice: Money }[]>()
  for (const row of bracketRows) {
    brackets.set(row.articleNumber, [
      ...(brackets.get(row.articleNumber) ?? []),
      { minQuantity: row.minQuantity, listPrice: money(row.listPrice) },
    ])
  }
  const campaigns = new Map<string, { price: Money; name: string }>()
  for (const row of campaignRows) {
    const price = money(row.netPrice)
    const known = campaigns.get(row.articleNumber)
    if (!known || price < known.price) campaigns.set(row.articleNumber, { price, name: row.name })
  }
  return {
    variants,
    discounts,
    contract: new Map(contractRows.map((row) => [row.articleNumber, money(row.netPrice)])),
    brackets,
    campaigns,
  }
}

/** A customer's price-list discounts by top category. */
async function customerDiscounts(
  db: Kysely<Database>,
  customerId: string,
): Promise<ReadonlyMap<string, PriceListDiscount>> {
  const rows = await db
    .selectFrom('customers')
    .innerJoin('priceListDiscounts', 'priceListDiscounts.priceListId', 'customers.priceListId')
    .select([
      'priceListDiscounts.categoryId',
      'priceListDiscounts.percentage',
      'priceListDiscounts.name',
      'priceListDiscounts.type',
    ])
    .where('customers.id', '=', customerId)
    .execute()
  return new Map(rows.map((row) => [row.categoryId, priceListDiscount(row)]))
}

/** The facts of one article for the price model (core/domain/pricing), or undefined for an unknown article. */
function factsOf(loaded: LoadedFacts, articleNumber: string): PriceFacts | undefined {
  const variant = loaded.variants.get(articleNumber)
  if (!variant) return undefined
  return {
    listPrice: variant.listPrice,
    alloyingPrice: variant.alloyingPrice ?? undefined,
    vatPercentage: variant.vat,
    askForPrice: variant.askForPrice,
    brackets: loaded.brackets.get(articleNumber) ?? [],
    contractPrice: loaded.contract.get(articleNumber),
    discount: loaded.discounts.get(variant.top),
    campaign: loaded.campaigns.get(articleNumber),
  }
}

/** A price of the model as answered (shop-core §3 Price); amounts to the öre or finer. */
function priceView(articleNumber: string, price: ArticlePrice): PriceView {
  if (price.kind === 'onRequest')
    return {
      articleNumber,
      netPrice: 0,
      alloyingPrice: null,
      salesPrice: 0,
      salesPriceIncludingVat: 0,
      salesPriceUnit: 1,
      discountAmount: 0,
      discountPercentage: 0,
      discounts: [],
      priceType: 'ASK_FOR_PRICE',
      preCampaignPrice: null,
      askForPrice: true,
      hasBracketPrices: false,
    }
  return {
    articleNumber,
    netPrice: toNumber(price.netPrice),
    alloyingPrice: price.alloyingPrice === undefined ? null : toNumber(price.alloyingPrice),
    salesPrice: toNumber(price.unitPrice),
    salesPriceIncludingVat: toNumber(price.unitPriceIncludingVat),
    salesPriceUnit: 1,
    discountAmount: toNumber(price.discountAmount),
    discountPercentage: price.discountPercentage,
    discounts: price.reductions.map((r) => ({ ...r, amount: toNumber(r.amount) })),
    priceType: price.priceType,
    preCampaignPrice: price.preCampaignPrice === undefined ? null : toNumber(price.preCampaignPrice),
    askForPrice: false,
    hasBracketPrices: price.hasBracketPrices,
  }
}

/** Prices of many articles for a customer; quantities (default 1) pick the bracket. Unknown articles are left out. */
export async function customerPrices(
  db: Kysely<Database>,
  customerId: string,
  lines: readonly { readonly articleNumber: string; readonly quantity?: number | undefined }[],
  today: string,
  visibility: PriceVisibility,
  known?: KnownPriceFacts,
): Promise<Map<string, PriceView | null>> {
  const facts = await loadFacts(
    db,
    customerId,
    lines.map((line) => line.articleNumber),
    today,
    known,
  )
  const prices = new Map<string, PriceView | null>()
  for (const line of lines) {
    const article = factsOf(facts, line.articleNumber)
    if (!article) continue
    const price = visiblePrice(articlePrice(article, Math.max(1, line.quantity ?? 1)), visibility)
    prices.set(line.articleNumber, price ? priceView(line.articleNumber, price) : null)
  }
  return prices
}

/**
 * The bracket table of one article for a customer as the buyer may see it (core/domain/pricing
 * `bracketTable`): from one unit on, each quantity where the charged unit price falls. Empty when
 * no quantity buys cheaper, or the caller may not see prices; undefined for an unknown article.
 */
export async function customerBrackets(
  db: Kysely<Database>,
  customerId: string,
  articleNumber: string,
  today: string,
  visibility: PriceVisibility,
): Promise<BracketView[] | undefined> {
  const article = factsOf(await loadFacts(db, customerId, [articleNumber], today), articleNumber)
  if (!article) return undefined
  return bracketTable(article).flatMap((row) => {
    const price = visiblePrice(articlePrice(article, row.minQuantity), visibility)
    return price?.kind === 'priced'
      ? [
          {
            minQuantity: row.minQuantity,
            unitPrice: toNumber(row.unitPrice),
            netPrice: toNumber(price.netPrice),
            listPrice: toNumber(price.listPrice),
          },
        ]
      : []
  })
}
