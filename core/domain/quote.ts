/**
 * Quotes ("offert", the EJ_SKAPA_OFFERT feature of shop-core §6): an installer prints, from the
 * cart, a quote for their own end customer — the lines at the installer's prices raised by a
 * markup, the totals with 25 % VAT and a validity. The markup is held as whole tenths of a percent
 * (12,5 % is 125) so that it multiplies exactly; money follows docs/adr/0002.
 */
import { addIsoDays, type IsoDate } from './calendar'
import { fromMinorUnits, MONEY_DECIMALS, moneyToDecimalText, type Money } from './money'
import { amountsOf, lineAmount, VAT_PERCENTAGE, type Amounts } from './pricing'

/** The limits of a quote's fields (the order service checks them again). */
export const QUOTE_LIMITS = {
  recipientMax: 100,
  referenceMax: 50,
  messageMax: 500,
  /** Markup in percent, at most one decimal. */
  markupMax: 100,
  validityMinDays: 1,
  validityMaxDays: 90,
} as const

/** How many days a quote holds unless the installer says otherwise. */
export const QUOTE_VALIDITY_DAYS = 30

/** The VAT rate a quote is printed with. */
export const QUOTE_VAT_PERCENTAGE = VAT_PERCENTAGE

/** The quote's fields as the buyer typed them. */
export interface QuoteFormFields {
  readonly recipientName: string
  readonly reference: string
  readonly markupPercent: string
  readonly validityDays: string
  readonly message: string
  /** The deliveries of the cart whose lines the quote holds. */
  readonly deliveryIds: readonly string[]
}

/** A quote to make, read from the form. */
export interface QuoteRequest {
  readonly recipientName: string
  readonly reference: string
  /** Markup in percent, 0–100 with at most one decimal (12.5). */
  readonly markupPercent: number
  readonly validityDays: number
  readonly message: string
  readonly deliveryIds: readonly string[]
}

/** Problems by field, each a catalog id of the Swedish text shown next to the field. */
export type QuoteProblems = Readonly<Partial<Record<keyof QuoteFormFields, string>>>

const markupPattern = /^\d{1,3}(?:[.,]\d)?$/
const daysPattern = /^\d{1,3}$/

/** A markup typed in Swedish or English notation ("12,5", "12.5", " 8 ") as tenths of a percent; undefined when not 0–100 with at most one decimal. */
export function parseMarkupTenths(text: string): number | undefined {
  const trimmed = text.trim()
  if (!markupPattern.test(trimmed)) return undefined
  const [whole = '0', tenth = '0'] = trimmed.split(/[.,]/)
  const tenths = Number(whole) * 10 + Number(tenth)
  return tenths <= QUOTE_LIMITS.markupMax * 10 ? tenths : undefined
}

/** A markup in percent (12.5) as tenths of a percent (125); undefined when it has more than one decimal or is out of range. */
export function markupTenthsOf(percent: number): number | undefined {
  if (!Number.isFinite(percent)) return undefined
  const tenths = Math.round(percent * 10)
  if (Math.abs(tenths - percent * 10) > 1e-6) return undefined
  return tenths >= 0 && tenths <= QUOTE_LIMITS.markupMax * 10 ? tenths : undefined
}

/** The problems of a typed quote, or its request when there are none. */
export function readQuoteForm(
  fields: QuoteFormFields,
):
  | { readonly ok: true; readonly request: QuoteRequest }
  | { readonly ok: false; readonly problems: QuoteProblems } {
  const problems: Partial<Record<keyof QuoteFormFields, string>> = {}
  const recipientName = fields.recipientName.trim()
  if (recipientName === '') problems.recipientName = 'quote.recipient_required'
  else if (recipientName.length > QUOTE_LIMITS.recipientMax)
    problems.recipientName = 'quote.recipient_too_long'
  const reference = fields.reference.trim()
  if (reference.length > QUOTE_LIMITS.referenceMax) problems.reference = 'quote.reference_too_long'
  const markup = fields.markupPercent.trim() === '' ? 0 : parseMarkupTenths(fields.markupPercent)
  if (markup === undefined) problems.markupPercent = 'quote.markup_invalid'
  const daysText = fields.validityDays.trim()
  const days = daysPattern.test(daysText) ? Number(daysText) : Number.NaN
  if (!(days >= QUOTE_LIMITS.validityMinDays && days <= QUOTE_LIMITS.validityMaxDays))
    problems.validityDays = 'quote.validity_invalid'
  const message = fields.message.trim()
  if (message.length > QUOTE_LIMITS.messageMax) problems.message = 'quote.message_too_long'
  if (fields.deliveryIds.length === 0) problems.deliveryIds = 'quote.deliveries_required'
  if (Object.keys(problems).length > 0 || markup === undefined) return { ok: false, problems }
  return {
    ok: true,
    request: {
      recipientName,
      reference,
      markupPercent: markup / 10,
      validityDays: days,
      message,
      deliveryIds: [...fields.deliveryIds],
    },
  }
}

/** The problems of a quote request that did not come through the form (an RPC's input). */
export function quoteRequestProblems(request: QuoteRequest): QuoteProblems {
  const read = readQuoteForm({
    recipientName: request.recipientName,
    reference: request.reference,
    markupPercent: markupTenthsOf(request.markupPercent) === undefined ? 'x' : String(request.markupPercent),
    validityDays: Number.isInteger(request.validityDays) ? String(request.validityDays) : 'x',
    message: request.message,
    deliveryIds: request.deliveryIds,
  })
  return read.ok ? {} : read.problems
}

/**
 * A unit price raised by a markup of `tenths` tenths of a percent, rounded half away from zero to
 * the decimals the price has, at least öre: the markup adds no precision (298,69 kr + 12,5 % is
 * 336,03 kr), while a screw at 0,0345 kr keeps its four decimals (+ 10 % is 0,0380 kr).
 */
export function markedUpPrice(unitPrice: Money, tenths: number): Money {
  if (!Number.isInteger(tenths) || tenths < 0) throw new RangeError(`Not a markup in tenths: ${tenths}`)
  const decimals = Math.max(2, moneyToDecimalText(unitPrice, 0).split('.')[1]?.length ?? 0)
  const step = 10n ** BigInt(MONEY_DECIMALS - decimals)
  // One rounding, straight to the step: price × (1000 + tenths) ÷ (1000 × step), half away from zero.
  const product = BigInt(unitPrice) * BigInt(1000 + tenths)
  const divisor = 1000n * step
  const magnitude = product < 0n ? -product : product
  const rounded = ((magnitude * 2n + divisor) / (divisor * 2n)) * step
  return fromMinorUnits(product < 0n ? -rounded : rounded)
}

/** A quote line's amount: the marked-up price as any line's (core/domain/pricing `lineAmount`). */
export const quoteLineAmount = lineAmount

/** A quote's totals. */
export type QuoteTotals = Amounts

/** Net (the sum of the lines), VAT on it and the total including VAT, by the one rule of core/domain/pricing. */
export const quoteTotals = (amounts: readonly Money[]): QuoteTotals => amountsOf(amounts)

/** The last day a quote made on `today` (a Stockholm day) holds: `days` days later. */
export function quoteValidUntil(today: IsoDate, days: number): IsoDate {
  return addIsoDays(today, days)
}
