/**
 * The amounts of an order, exact: stored decimals become Money (1/10,000 SEK) once and are priced by
 * the one rule of core/domain/pricing — each line rounded to öre, the net the sum of the lines, VAT
 * 25 % of the net rounded once. Floats never accumulate: what a document shows adds up to the öre.
 */
import {
  type Amounts,
  amountsOf,
  chargedUnitPrice,
  formatPercentage,
  formatQuantity,
  formatSek,
  lineAmount as amountOfLine,
  money,
  type Money,
  moneyToDecimalText,
} from '@proffsbutik/core/domain'

/** The VAT rate on everything the shop sells (core/domain/pricing). */
export { VAT_PERCENTAGE, vatOn } from '@proffsbutik/core/domain'

/** What a line's amount is computed from: prices per sales price unit, the quantity as exact text. */
export interface PricedLine {
  readonly netPrice: string | number | null
  readonly alloyingPrice: string | number | null
  readonly salesPriceUnit: number
  readonly quantity: string | number
}

/** An order's totals. */
export type OrderTotals = Amounts

/** The price of one sales price unit as charged (core/domain/pricing); null without a price. */
export function unitPrice(line: Pick<PricedLine, 'netPrice' | 'alloyingPrice'>): Money | null {
  if (line.netPrice === null) return null
  return chargedUnitPrice(
    money(line.netPrice),
    line.alloyingPrice === null ? null : money(line.alloyingPrice),
  )
}

/** A line's amount to öre (core/domain/pricing `lineAmount`); null without a price. */
export function lineAmount(line: PricedLine): Money | null {
  const price = unitPrice(line)
  return price === null ? null : amountOfLine(price, Number(line.quantity), line.salesPriceUnit)
}

/** Net total (the sum of the priced lines), VAT and the total including VAT, by the one rule. */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  return amountsOf(lines.map(lineAmount))
}

/** An amount as a JSON number in SEK (exact to the öre or to the 1/10,000 the amount has). */
export function moneyNumber(amount: Money): number {
  return Number(moneyToDecimalText(amount))
}

/** Text of the shop's one form with plain spaces: documents need no non-breaking ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** An amount as Swedish text with plain spaces: "1 234,50 kr". */
export function kronor(amount: Money): string {
  return plainSpaces(formatSek(amount)).replace('\u2212', '-')
}

/** A percentage as the shop writes it (core/domain/pricing `formatPercentage`), with plain spaces: "25 %". */
export function percentText(value: number): string {
  return plainSpaces(formatPercentage(value))
}

/** A quantity as the shop writes it (core/domain/quantity `formatQuantity`), with plain spaces: "1 200", "2,5". */
export function quantityText(quantity: string | number): string {
  return plainSpaces(formatQuantity(Number(quantity)))
}
