/**
 * Quick order: lines of article number (or EAN) and quantity as a buyer pastes them from Excel or
 * types them, read into what goes into the cart and what is refused, with the reason, before
 * anything is added. Excel pastes tab-separated cells; people also type semicolons, commas or spaces,
 * and write decimals with a comma ("2,5").
 */
import { readQuantity, roundQuantity, takenQuantity, type QuantityRules } from './quantity'

/** The most lines one quick order takes (one add call). */
export const QUICK_ORDER_MAX_LINES = 500

/** One pasted line as read: an article (number or EAN) and a quantity, or why it cannot be read. */
export type PastedLine =
  | { readonly kind: 'line'; readonly line: number; readonly article: string; readonly quantity: number }
  | {
      readonly kind: 'refused'
      readonly line: number
      readonly text: string
      readonly reason: 'badQuantity' | 'tooManyDecimals' | 'tooManyLines'
    }

/** A quantity written the Swedish or the English way ("2,5", "1 000", "2.5"); undefined when it is none. */
export function readPastedQuantity(text: string): number | undefined {
  const read = readQuantity(text)
  return read.ok ? read.quantity : undefined
}

/** A line's article and quantity cells: tabs, else semicolons, else the first space or comma. */
function cells(line: string): { article: string; quantity: string | undefined } {
  const split = (fields: string[]) => {
    const filled = fields.map((field) => field.trim()).filter((field) => field !== '')
    // Excel rows may carry more columns (a name between): the quantity is the last one.
    return { article: filled[0] ?? '', quantity: filled.length > 1 ? filled.at(-1) : undefined }
  }
  if (line.includes('\t')) return split(line.split('\t'))
  if (line.includes(';')) return split(line.split(';'))
  // "12345 2,5" and "12345,2,5": the article is up to the first separator, the rest is the quantity.
  const match = /^(\S+?)(?:[\s\u00a0]+|,)(.*)$/.exec(line.trim())
  if (match) return { article: match[1] ?? '', quantity: match[2]?.trim() || undefined }
  return { article: line.trim(), quantity: undefined }
}

const HEADING = /^(artikel|art\.?\s*nr|ean|article|antal|quantity|qty)/i

/**
 * Reads pasted text into lines, numbered as pasted (blank lines keep their number). A line without a
 * quantity orders 1; a heading row copied along ("Artikelnummer  Antal") is skipped; lines past
 * QUICK_ORDER_MAX_LINES are refused, and so is a quantity with more decimals than `rules` allow
 * (punch-out mode).
 */
export function parseQuickOrder(text: string, rules: QuantityRules = {}): PastedLine[] {
  const result: PastedLine[] = []
  let read = 0
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '') return
    const { article, quantity } = cells(raw)
    if (read === 0 && HEADING.test(article) && (quantity === undefined || HEADING.test(quantity))) return
    read++
    if (read > QUICK_ORDER_MAX_LINES) {
      result.push({ kind: 'refused', line, text: raw.trim(), reason: 'tooManyLines' })
      return
    }
    const amount =
      quantity === undefined ? ({ ok: true, quantity: 1 } as const) : readQuantity(quantity, rules)
    result.push(
      amount.ok
        ? { kind: 'line', line, article, quantity: amount.quantity }
        : {
            kind: 'refused',
            line,
            text: raw.trim(),
            reason: amount.problem === 'tooManyDecimals' ? 'tooManyDecimals' : 'badQuantity',
          },
    )
  })
  return result
}

/** What the catalogue knows of an article a line named. */
export interface QuickOrderArticle {
  readonly articleNumber: string
  readonly name: string
  readonly unit: string
  readonly orderMultiple: number
  /** Why it cannot be ordered for delivery: sold only in stores, or gone; undefined when it can. */
  readonly onlineBlock: 'onlyStore' | 'discontinued' | undefined
}

/** Why a line does not go into the cart. */
export type QuickOrderRefusal =
  | 'unknownArticle'
  | 'notForSaleOnline'
  | 'discontinued'
  | 'badQuantity'
  | 'tooManyDecimals'
  | 'tooManyLines'
  | 'merged'

/** One row of the quick order as the buyer checks it before adding. */
export type QuickOrderRow<A extends QuickOrderArticle = QuickOrderArticle> =
  | {
      readonly kind: 'matched'
      readonly line: number
      /** What the buyer wrote: the article number or the EAN. */
      readonly input: string
      readonly article: A
      /** The quantity asked for, with the lines merged into this one. */
      readonly requested: number
      /** What goes into the cart: `requested` rounded up to the order multiple. */
      readonly quantity: number
      readonly rounded: boolean
    }
  | {
      readonly kind: 'refused'
      readonly line: number
      readonly input: string
      readonly reason: QuickOrderRefusal
      /** For 'merged': the line this one's quantity was added to. */
      readonly mergedInto?: number
    }

/**
 * Matches read lines with the articles they name (`find` takes the article number or EAN as
 * written). A second line of the same article is merged into the first (its quantity added); an
 * article sold only in stores is refused unless the lines go to a store (`toStore`).
 */
export function matchQuickOrder<A extends QuickOrderArticle>(
  lines: readonly PastedLine[],
  find: (input: string) => A | undefined,
  options: { readonly toStore: boolean },
): QuickOrderRow<A>[] {
  const firstLineOf = new Map<string, number>()
  const requested = new Map<number, number>()
  const rows = lines.map((pasted): QuickOrderRow<A> => {
    if (pasted.kind === 'refused')
      return { kind: 'refused', line: pasted.line, input: pasted.text, reason: pasted.reason }
    const base = { line: pasted.line, input: pasted.article }
    const article = find(pasted.article)
    if (!article) return { kind: 'refused', ...base, reason: 'unknownArticle' }
    if (article.onlineBlock === 'discontinued') return { kind: 'refused', ...base, reason: 'discontinued' }
    if (article.onlineBlock === 'onlyStore' && !options.toStore)
      return { kind: 'refused', ...base, reason: 'notForSaleOnline' }
    const first = firstLineOf.get(article.articleNumber)
    if (first !== undefined) {
      requested.set(first, roundQuantity((requested.get(first) ?? 0) + pasted.quantity))
      return { kind: 'refused', ...base, reason: 'merged', mergedInto: first }
    }
    firstLineOf.set(article.articleNumber, pasted.line)
    requested.set(pasted.line, pasted.quantity)
    return {
      kind: 'matched',
      ...base,
      article,
      requested: pasted.quantity,
      quantity: pasted.quantity,
      rounded: false,
    }
  })
  return rows.map((row) => {
    if (row.kind !== 'matched') return row
    const asked = requested.get(row.line) ?? row.requested
    const taken = takenQuantity(asked, row.article.orderMultiple)
    if (!taken.ok) return { kind: 'refused', line: row.line, input: row.input, reason: 'badQuantity' }
    return { ...row, requested: asked, quantity: taken.quantity, rounded: taken.rounded }
  })
}

/** The article cells of read lines that may be EANs (8 to 14 digits), each once. */
export function eanCandidates(inputs: readonly string[]): string[] {
  return [...new Set(inputs.filter((input) => /^\d{8,14}$/.test(input)))]
}
