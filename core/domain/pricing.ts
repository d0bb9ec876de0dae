/**
 * The one price model (issue 26, docs/adr/0022-one-price-model.md): what a buyer is charged, decided
 * here and taken by every surface — the cart and its totals, the summary page, orders and their
 * documents, exports and the punch-out hand-back.
 *
 * - The unit price charged is the net price plus the alloying (metal) surcharge, per sales price unit.
 * - A line's amount is unit price × quantity ÷ sales price unit, rounded to öre (half away from zero).
 * - An order's (a delivery's) net is the sum of its lines' amounts; its VAT is 25 % of that net,
 *   rounded to öre once; the total including VAT is net plus VAT. VAT is never summed per line.
 */
import {
  addMoney,
  fromMinorUnits,
  multiplyMoney,
  roundMoney,
  subtractMoney,
  sumMoney,
  zeroMoney,
  type Money,
} from './money'

/** What stands where the price of an article priced on request would be, on every page and document. */
export const PRICE_ON_REQUEST = 'Pris på förfrågan'

/** The VAT rate on everything the shop sells. */
export const VAT_PERCENTAGE = 25

/** The price of one sales price unit as charged: the net price plus the surcharge, if any. */
export function chargedUnitPrice(netPrice: Money, alloyingPrice?: Money | null): Money {
  return addMoney(netPrice, alloyingPrice ?? zeroMoney)
}

/** A line's amount to öre: unit price × quantity ÷ sales price unit. */
export function lineAmount(unitPrice: Money, quantity: number, salesPriceUnit = 1): Money {
  const forQuantity = multiplyMoney(unitPrice, quantity)
  return roundMoney(fromMinorUnits(Math.round(forQuantity / Math.max(1, salesPriceUnit))), 2)
}

/**
 * The charged price of one unit when the price is per `salesPriceUnit` units (an order line's price
 * each, as its page shows it), kept to the minor unit: shown to öre, never summed.
 */
export function pricePerUnit(
  netPrice: Money,
  alloyingPrice: Money | null | undefined,
  salesPriceUnit = 1,
): Money {
  return fromMinorUnits(Math.round(chargedUnitPrice(netPrice, alloyingPrice) / Math.max(1, salesPriceUnit)))
}

/** VAT on a net amount, to öre (the rule is applied once per order, on its net). */
export function vatOn(net: Money): Money {
  return roundMoney(multiplyMoney(net, VAT_PERCENTAGE / 100), 2)
}

/** An order's or a delivery's money: net (the sum of its lines), VAT and the total including VAT. */
export interface Amounts {
  readonly net: Money
  readonly vat: Money
  readonly gross: Money
}

/** The amounts of lines already priced to öre (lines without a price count nothing). */
export function amountsOf(lineAmounts: readonly (Money | null | undefined)[]): Amounts {
  const net = sumMoney(lineAmounts.map((amount) => amount ?? zeroMoney))
  const vat = vatOn(net)
  return { net, vat, gross: addMoney(net, vat) }
}

/**
 * The quantity that sets each article's bracket in a cart: its sum over the deliveries that go into
 * the order (what is bought together, and what checkout charges); an article only in deliveries left
 * out is priced at its sum over those. One quantity per article, so that every line of an article,
 * on every surface (cart, summary, order, quote, export, punch-out), has the same unit price.
 */
export function bracketQuantities(
  lines: readonly {
    readonly articleNumber: string
    readonly quantity: number | string
    readonly deliveryId: string
  }[],
  inOrder: (deliveryId: string) => boolean,
): Map<string, number> {
  const ordered = new Map<string, number>()
  const left = new Map<string, number>()
  for (const line of lines) {
    const sums = inOrder(line.deliveryId) ? ordered : left
    sums.set(line.articleNumber, (sums.get(line.articleNumber) ?? 0) + Number(line.quantity))
  }
  for (const [articleNumber, quantity] of left)
    if (!ordered.has(articleNumber)) ordered.set(articleNumber, quantity)
  return ordered
}

/** What an article's price for one customer is computed from; amounts per sales price unit. */
export interface PriceFacts {
  readonly listPrice: Money
  /** The metal surcharge, when the article has one. */
  readonly alloyingPrice?: Money | undefined
  readonly vatPercentage: number
  /** Priced on request ("Pris på förfrågan"): no price is given. */
  readonly askForPrice: boolean
  /** Lower list prices from a quantity on. */
  readonly brackets: readonly { readonly minQuantity: number; readonly listPrice: Money }[]
  /** The customer's contract price: it replaces the list price, discounts and brackets. */
  readonly contractPrice?: Money | undefined
  /** The customer's price-list discount on the article's top category. */
  readonly discount?:
    { readonly percentage: number; readonly name: string; readonly type: string } | undefined
  /** The lowest running campaign price: charged when it is lower than the customer's price. */
  readonly campaign?: { readonly price: Money; readonly name: string } | undefined
}

/** One reduction from the list price, and why. */
export interface PriceReduction {
  readonly amount: Money
  readonly name: string
  readonly percentage: number
  readonly type: string
}

/** How the net price came about. */
export type PriceType = 'LIST' | 'CUSTOMER' | 'CONTRACT' | 'BRACKET' | 'CAMPAIGN'

/** An article's price for a buyer at a quantity: on request, or what is charged and how it came about. */
export type ArticlePrice =
  | { readonly kind: 'onRequest'; readonly hasBracketPrices: false }
  | {
      readonly kind: 'priced'
      readonly listPrice: Money
      /** The price before the surcharge. */
      readonly netPrice: Money
      readonly alloyingPrice: Money | undefined
      /** What is charged per sales price unit: net plus surcharge. */
      readonly unitPrice: Money
      readonly unitPriceIncludingVat: Money
      readonly priceType: PriceType
      /** The reductions from the list price, in the order they apply. */
      readonly reductions: readonly PriceReduction[]
      /** List price less net price, and that in percent of the list price. */
      readonly discountAmount: Money
      readonly discountPercentage: number
      /** The net price a running campaign lowered. */
      readonly preCampaignPrice: Money | undefined
      readonly hasBracketPrices: boolean
    }

/** A part of a whole in percent, to hundredths. */
function percentOf(part: Money, whole: Money): number {
  return whole <= 0 ? 0 : Math.round((part / whole) * 10_000) / 100
}

/**
 * The amount less a percentage (to hundredths of a percent, as the price list holds it), to öre:
 * computed exactly in hundredths, never through a float factor (100 − 33,33 is not 66,67 in binary),
 * rounded half away from zero to the minor unit and then to öre — the rule the price sort's SQL key
 * mirrors (services/catalogue/price-sort.ts).
 */
export function lessPercent(amount: Money, percentage: number): Money {
  const kept = 10_000 - Math.round(percentage * 100)
  return roundMoney(multiplyMoney(multiplyMoney(amount, kept), 0.0001), 2)
}

/**
 * The price of an article for a customer at a quantity (the quantity that sets the bracket: a
 * line's, or the article's sum over the cart's deliveries). A contract price replaces the list
 * price; otherwise the bracket's list price from its quantity on, less the customer's discount; a
 * campaign's price when lower; the surcharge on top.
 */
export function articlePrice(facts: PriceFacts, quantity: number): ArticlePrice {
  if (facts.askForPrice) return { kind: 'onRequest', hasBracketPrices: false }
  return { ...priceAt(facts, quantity), hasBracketPrices: bracketTable(facts).length > 0 }
}

/** The price at a quantity, bracket table aside. */
function priceAt(
  facts: PriceFacts,
  quantity: number,
): Omit<Extract<ArticlePrice, { kind: 'priced' }>, 'hasBracketPrices'> {
  // The lowest list price the quantity reaches: buying more never costs more per unit.
  const bracket = facts.brackets
    .filter((b) => b.minQuantity <= Math.max(1, quantity) && b.listPrice < facts.listPrice)
    .reduce<PriceFacts['brackets'][number] | undefined>(
      (best, b) => (best === undefined || b.listPrice < best.listPrice ? b : best),
      undefined,
    )
  const list = bracket?.listPrice ?? facts.listPrice
  const reductions: PriceReduction[] = []
  const reduction = (from: Money, to: Money, name: string, type: string, percentage?: number) =>
    reductions.push({
      amount: subtractMoney(from, to),
      name,
      percentage: percentage ?? percentOf(subtractMoney(from, to), from),
      type,
    })
  let net: Money
  let priceType: PriceType
  if (facts.contractPrice !== undefined) {
    net = facts.contractPrice
    priceType = 'CONTRACT'
    reduction(facts.listPrice, net, 'Avtalspris', 'CONTRACT')
  } else {
    if (bracket) reduction(facts.listPrice, list, `Mängdrabatt från ${bracket.minQuantity}`, 'BRACKET')
    if (facts.discount && facts.discount.percentage > 0) {
      net = lessPercent(list, facts.discount.percentage)
      reduction(list, net, facts.discount.name, facts.discount.type, facts.discount.percentage)
      priceType = bracket ? 'BRACKET' : 'CUSTOMER'
    } else {
      net = list
      priceType = bracket ? 'BRACKET' : 'LIST'
    }
  }
  let preCampaignPrice: Money | undefined
  if (facts.campaign && facts.campaign.price < net) {
    preCampaignPrice = net
    reduction(net, facts.campaign.price, facts.campaign.name, 'CAMPAIGN')
    net = facts.campaign.price
    priceType = 'CAMPAIGN'
  }
  const unitPrice = chargedUnitPrice(net, facts.alloyingPrice)
  const discountAmount = subtractMoney(facts.listPrice, net)
  return {
    kind: 'priced',
    listPrice: facts.listPrice,
    netPrice: net,
    alloyingPrice: facts.alloyingPrice,
    unitPrice,
    unitPriceIncludingVat: roundMoney(multiplyMoney(unitPrice, 1 + facts.vatPercentage / 100), 2),
    priceType,
    reductions,
    discountAmount,
    discountPercentage: percentOf(discountAmount, facts.listPrice),
    preCampaignPrice,
  }
}

/** A row of the bracket table: from this quantity on, this unit price is charged (surcharge included). */
export interface BracketRow {
  readonly minQuantity: number
  readonly unitPrice: Money
}

/**
 * The bracket table as the buyer is charged: from one unit on, each quantity where the charged unit
 * price falls, with that price. Rows that are not cheaper than the row before are left out, so no
 * row is higher than the single-unit price; no table at all when no quantity buys cheaper (a
 * contract price, or a campaign below every bracket).
 */
export function bracketTable(facts: PriceFacts): BracketRow[] {
  if (facts.askForPrice) return []
  const quantities = [...new Set([1, ...facts.brackets.map((b) => Math.max(1, b.minQuantity))])].toSorted(
    (a, b) => a - b,
  )
  const rows: BracketRow[] = []
  for (const minQuantity of quantities) {
    const price = priceAt(facts, minQuantity)
    if (rows.length === 0 || price.unitPrice < rows.at(-1)!.unitPrice)
      rows.push({ minQuantity, unitPrice: price.unitPrice })
  }
  return rows.length > 1 ? rows : []
}

/** What a buyer may see of prices in a customer (EJ_SE_PRISER, EJ_SE_RABATTER). */
export interface PriceVisibility {
  readonly prices: boolean
  readonly discounts: boolean
}

/**
 * The price as a buyer may see it: none under EJ_SE_PRISER; under EJ_SE_RABATTER the same price
 * charged, without how it came about — no reductions, no list price above it, no before-campaign
 * price, no percentage (ADR 0022: the deny hides, it does not change what is charged).
 */
export function visiblePrice(price: ArticlePrice, visibility: PriceVisibility): ArticlePrice | undefined {
  if (!visibility.prices) return undefined
  if (visibility.discounts || price.kind === 'onRequest') return price
  return {
    ...price,
    listPrice: price.netPrice,
    reductions: [],
    discountAmount: zeroMoney,
    discountPercentage: 0,
    preCampaignPrice: undefined,
  }
}

const percentageFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 })

/**
 * A percentage as Swedish text, the one form of every surface (pages, documents, exports): decimal
 * comma, up to two decimals, thousands grouped, and a non-breaking space before the sign —
 * "31,99 %", "25 %". Texts put it whole where the percentage goes ("{percentage} rabatt").
 */
export function formatPercentage(value: number): string {
  return `${percentageFormat.format(value)}\u00a0%`
}
