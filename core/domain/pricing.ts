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
import { addMoney, fromMinorUnits, multiplyMoney, roundMoney, sumMoney, zeroMoney, type Money } from './money'

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
