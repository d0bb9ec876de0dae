/**
 * What the shop shows for an article's price (shop-core §3 Price, §6 permission denies). The
 * services already leave out what a user may not see — no price for a visitor or under
 * EJ_SE_PRISER, no discounts under EJ_SE_RABATTER — so the rule here only decides how a price that
 * did come is shown. The UI renders the union; the words live in the catalog.
 */
import type { Money } from './money'
import { chargedUnitPrice } from './pricing'
import type { Price } from './variant'

/** A price as shown on a card, a product page or a cart line. */
export type PriceDisplay =
  /** A visitor: prices are the customer's own, so they show after login. */
  | { readonly kind: 'loginForPrice' }
  /** Logged in, but no price came (EJ_SE_PRISER, or the service had none). */
  | { readonly kind: 'hidden' }
  /** The article is priced on request ('Pris på förfrågan'). */
  | { readonly kind: 'askForPrice' }
  | {
      readonly kind: 'price'
      /** What the buyer pays per unit, excluding VAT: net price plus the metal surcharge. */
      readonly amount: Money
      /** How many units `amount` is for (the sales price unit; 1 for almost every article). */
      readonly salesPriceUnit: number
      /** The metal surcharge included in `amount`, when there is one. */
      readonly alloying: Money | undefined
      /** The price before a running campaign (surcharge included, as `amount`), when the campaign lowered it. */
      readonly before: Money | undefined
      /** The customer's discount in percent, when one applies and may be shown. */
      readonly discountPercentage: number | undefined
      /** The amount including 25 % VAT, when the service gave it. */
      readonly includingVat: Money | undefined
      /** Lower prices apply from larger quantities (bracket prices). */
      readonly hasBracketPrices: boolean
    }

const positive = (amount: Money | undefined): Money | undefined =>
  amount !== undefined && amount > 0 ? amount : undefined

/** How `price` is shown to a user who is (or is not) logged in. */
export function priceDisplay(price: Price | undefined, loggedIn: boolean): PriceDisplay {
  if (!loggedIn) return { kind: 'loginForPrice' }
  if (!price) return { kind: 'hidden' }
  if (price.askForPrice) return { kind: 'askForPrice' }
  const alloying = positive(price.alloyingPrice)
  const amount = price.salesPrice ?? chargedUnitPrice(price.netPrice, alloying)
  // The before-campaign price on the same basis as the price: with the surcharge (issue 26).
  const preCampaign = positive(price.preCampaignPrice)
  const before = preCampaign === undefined ? undefined : chargedUnitPrice(preCampaign, alloying)
  return {
    kind: 'price',
    amount,
    salesPriceUnit: price.salesPriceUnit ?? 1,
    alloying,
    before: before !== undefined && before > amount ? before : undefined,
    discountPercentage:
      price.discountPercentage !== undefined && price.discountPercentage > 0
        ? price.discountPercentage
        : undefined,
    includingVat: positive(price.salesPriceIncludingVat),
    hasBracketPrices: price.hasBracketPrices ?? false,
  }
}
