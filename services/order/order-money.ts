/**
 * The amounts of an order, exact: stored decimals become Money (1/10,000 SEK) once, each line is
 * rounded to öre, the order's net total is the sum of its lines and VAT is 25 % of that, rounded to
 * öre. Floats never accumulate: what a document shows adds up to the öre.
 */
import {
  addMoney,
  formatSek,
  fromMinorUnits,
  money,
  moneyToDecimalText,
  multiplyMoney,
  roundMoney,
  sumMoney,
  zeroMoney,
  type Money,
} from '../../core/domain/money'

/** The VAT rate on everything the shop sells. */
export const VAT_PERCENTAGE = 25

/** What a line's amount is computed from: prices per sales price unit, the quantity as exact text. */
export interface PricedLine {
  readonly netPrice: string | number | null
  readonly alloyingPrice: string | number | null
  readonly salesPriceUnit: number
  readonly quantity: string | number
}

/** An order's totals. */
export interface OrderTotals {
  readonly net: Money
  readonly vat: Money
  readonly gross: Money
}

/** The price of one sales price unit: net plus the alloying (metal) surcharge; null without a price. */
export function unitPrice(line: Pick<PricedLine, 'netPrice' | 'alloyingPrice'>): Money | null {
  if (line.netPrice === null) return null
  return addMoney(money(line.netPrice), line.alloyingPrice === null ? zeroMoney : money(line.alloyingPrice))
}

/** A line's amount to öre: unit price × quantity ÷ sales price unit; null without a price. */
export function lineAmount(line: PricedLine): Money | null {
  const price = unitPrice(line)
  if (price === null) return null
  const forQuantity = multiplyMoney(price, Number(line.quantity))
  const perUnit = fromMinorUnits(Math.round(forQuantity / Math.max(1, line.salesPriceUnit)))
  return roundMoney(perUnit, 2)
}

/** VAT on a net amount, to öre. */
export function vatOn(net: Money): Money {
  return roundMoney(multiplyMoney(net, VAT_PERCENTAGE / 100), 2)
}

/** Net total (the sum of the priced lines), VAT and the total including VAT. */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const net = sumMoney(lines.map((line) => lineAmount(line) ?? zeroMoney))
  const vat = vatOn(net)
  return { net, vat, gross: addMoney(net, vat) }
}

/** An amount as a JSON number in SEK (exact to the öre or to the 1/10,000 the amount has). */
export function moneyNumber(amount: Money): number {
  return Number(moneyToDecimalText(amount))
}

/** An amount as Swedish text with plain spaces: "1 234,50 kr" (documents need no non-breaking spaces). */
export function kronor(amount: Money): string {
  return formatSek(amount)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace('\u2212', '-')
}

/** A quantity as Swedish text: "12", "2,5". */
export function quantityText(quantity: string | number): string {
  return new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 4 })
    .format(Number(quantity))
    .replace(/[\u00a0\u202f]/g, ' ')
}
