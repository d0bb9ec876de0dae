/**
 * Customer prices (shop-core §3 Price): list price, less the customer's price-list discount on the
 * article's top category, or the customer's contract price; a bracket price from a quantity on; a
 * running campaign's price when lower (with preCampaignPrice); the alloying (metal) surcharge on
 * top; VAT 25 %. Money is computed in whole 1/10,000 SEK (core/domain/money) and answered as JSON
 * numbers rounded to öre.
 */
import type { Kysely } from 'kysely'
import {
  addMoney,
  money,
  multiplyMoney,
  roundMoney,
  subtractMoney,
  zeroMoney,
  type Money,
} from '../../core/domain/money'
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

/** A bracket as answered: the customer's price from a quantity on. */
export interface BracketView {
  readonly minQuantity: number
  readonly netPrice: number
  readonly listPrice: number
}

/** What the caller may see of prices in a customer (the EJ_SE_PRISER and EJ_SE_RABATTER denies). */
export interface PriceVisibility {
  readonly prices: boolean
  readonly discounts: boolean
}

const toNumber = (amount: Money) => amount / 10_000
const ore = (amount: Money) => roundMoney(amount, 2)

/** The amount less a percentage, rounded to öre. */
function lessPercent(amount: Money, percentage: number): Money {
  return ore(multiplyMoney(amount, (100 - percentage) / 100))
}

function percentOf(part: Money, whole: Money): number {
  return whole <= 0 ? 0 : Math.round((part / whole) * 10_000) / 100
}

/** The facts a price is computed from, loaded in one go for many articles. */
interface PriceFacts {
  readonly variants: Map<
    string,
    { listPrice: Money; alloyingPrice: Money | null; askForPrice: boolean; vat: number; top: string }
  >
  readonly discounts: Map<string, { percentage: number; name: string; type: string }>
  readonly contract: Map<string, Money>
  readonly brackets: Map<string, { minQuantity: number; listPrice: Money }[]>
  readonly campaigns: Map<string, { price: Money; name: string }>
}

async function loadFacts(
  db: Kysely<Database>,
  customerId: string,
  articleNumbers: readonly string[],
  today: string,
): Promise<PriceFacts> {
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
  const [variantRows, discountRows, contractRows, bracketRows, campaignRows] = await Promise.all([
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
      .execute(),
    db
      .selectFrom('customers')
      .innerJoin('priceListDiscounts', 'priceListDiscounts.priceListId', 'customers.priceListId')
      .select([
        'priceListDiscounts.categoryId',
        'priceListDiscounts.percentage',
        'priceListDiscounts.name',
        'priceListDiscounts.type',
      ])
      .where('customers.id', '=', customerId)
      .execute(),
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
    variants: new Map(
      variantRows.map((row) => [
        row.articleNumber,
        {
          listPrice: money(row.listPrice),
          alloyingPrice: row.alloyingPrice === null ? null : money(row.alloyingPrice),
          askForPrice: row.askForPrice,
          vat: row.vatPercentage,
          top: row.parentId ?? row.categoryId,
        },
      ]),
    ),
    discounts: new Map(
      discountRows.map((row) => [
        row.categoryId,
        { percentage: Number(row.percentage), name: row.name, type: row.type },
      ]),
    ),
    contract: new Map(contractRows.map((row) => [row.articleNumber, money(row.netPrice)])),
    brackets,
    campaigns,
  }
}

/** Computes one price from the loaded facts, for a quantity (brackets apply from their quantity on). */
function priceOf(facts: PriceFacts, articleNumber: string, quantity: number): PriceView | undefined {
  const variant = facts.variants.get(articleNumber)
  if (!variant) return undefined
  const brackets = facts.brackets.get(articleNumber) ?? []
  if (variant.askForPrice) {
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
  }
  const bracket = brackets.filter((b) => b.minQuantity <= quantity).at(-1)
  const list = bracket && bracket.listPrice < variant.listPrice ? bracket.listPrice : variant.listPrice
  const discounts: DiscountView[] = []
  let net: Money
  let priceType: PriceView['priceType']
  const contract = facts.contract.get(articleNumber)
  const discount = facts.discounts.get(variant.top)
  if (contract !== undefined) {
    net = contract
    priceType = 'CONTRACT'
    discounts.push({
      amount: toNumber(subtractMoney(variant.listPrice, contract)),
      name: 'Avtalspris',
      percentage: percentOf(subtractMoney(variant.listPrice, contract), variant.listPrice),
      type: 'CONTRACT',
    })
  } else if (discount && discount.percentage > 0) {
    net = lessPercent(list, discount.percentage)
    priceType = bracket ? 'BRACKET' : 'CUSTOMER'
    discounts.push({
      amount: toNumber(subtractMoney(list, net)),
      name: discount.name,
      percentage: discount.percentage,
      type: discount.type,
    })
  } else {
    net = list
    priceType = bracket ? 'BRACKET' : 'LIST'
  }
  if (bracket && contract === undefined && list < variant.listPrice) {
    discounts.unshift({
      amount: toNumber(subtractMoney(variant.listPrice, list)),
      name: `Mängdrabatt från ${bracket.minQuantity}`,
      percentage: percentOf(subtractMoney(variant.listPrice, list), variant.listPrice),
      type: 'BRACKET',
    })
  }
  let preCampaignPrice: Money | null = null
  const campaign = facts.campaigns.get(articleNumber)
  if (campaign && campaign.price < net) {
    preCampaignPrice = net
    discounts.push({
      amount: toNumber(subtractMoney(net, campaign.price)),
      name: campaign.name,
      percentage: percentOf(subtractMoney(net, campaign.price), net),
      type: 'CAMPAIGN',
    })
    net = campaign.price
    priceType = 'CAMPAIGN'
  }
  const sales = addMoney(net, variant.alloyingPrice ?? zeroMoney)
  const discountAmount = subtractMoney(variant.listPrice, net)
  return {
    articleNumber,
    netPrice: toNumber(net),
    alloyingPrice: variant.alloyingPrice === null ? null : toNumber(variant.alloyingPrice),
    salesPrice: toNumber(sales),
    salesPriceIncludingVat: toNumber(ore(multiplyMoney(sales, 1 + variant.vat / 100))),
    salesPriceUnit: 1,
    discountAmount: toNumber(discountAmount),
    discountPercentage: percentOf(discountAmount, variant.listPrice),
    discounts,
    priceType,
    preCampaignPrice: preCampaignPrice === null ? null : toNumber(preCampaignPrice),
    askForPrice: false,
    hasBracketPrices: brackets.length > 0,
  }
}

/** Hides what the caller may not see: no prices at all, or no discounts (the list price as net). */
function visible(price: PriceView, visibility: PriceVisibility): PriceView | null {
  if (!visibility.prices) return null
  if (visibility.discounts) return price
  return { ...price, discounts: [], discountAmount: 0, discountPercentage: 0, preCampaignPrice: null }
}

/** Prices of many articles for a customer; quantities (default 1) pick the bracket. Unknown articles are left out. */
export async function customerPrices(
  db: Kysely<Database>,
  customerId: string,
  lines: readonly { readonly articleNumber: string; readonly quantity?: number | undefined }[],
  today: string,
  visibility: PriceVisibility,
): Promise<Map<string, PriceView | null>> {
  const facts = await loadFacts(
    db,
    customerId,
    lines.map((line) => line.articleNumber),
    today,
  )
  const prices = new Map<string, PriceView | null>()
  for (const line of lines) {
    const price = priceOf(facts, line.articleNumber, Math.max(1, line.quantity ?? 1))
    if (price) prices.set(line.articleNumber, visible(price, visibility))
  }
  return prices
}

/** The bracket prices of one article for a customer: each bracket's quantity and the customer's price there. */
export async function customerBrackets(
  db: Kysely<Database>,
  customerId: string,
  articleNumber: string,
  today: string,
): Promise<BracketView[] | undefined> {
  const facts = await loadFacts(db, customerId, [articleNumber], today)
  if (!facts.variants.has(articleNumber)) return undefined
  return (facts.brackets.get(articleNumber) ?? []).map((bracket) => ({
    minQuantity: bracket.minQuantity,
    listPrice: toNumber(bracket.listPrice),
    netPrice: priceOf(facts, articleNumber, bracket.minQuantity)?.netPrice ?? toNumber(bracket.listPrice),
  }))
}
