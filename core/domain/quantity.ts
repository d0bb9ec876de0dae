/** Quantities, order multiples, the favourites cap and the add-to-cart guard (shop-core §5, §9). */
import type { Stock } from './variant'

/** Decimals quantities are rounded to. */
export const QUANTITY_DECIMALS = 10

/**
 * The largest quantity of one line, wherever a buyer writes one: a product page, the cart, a quick
 * order, a shopping list or an uploaded sheet. The services refuse more as well (docs/services.md).
 */
export const QUANTITY_MAX = 1_000_000

/**
 * What is wrong with a written quantity: not a positive number, over QUANTITY_MAX, or with more
 * decimals than the rules allow (punch-out: PUNCHOUT_QUANTITY_DECIMALS).
 */
export type QuantityProblem = 'invalid' | 'tooLarge' | 'tooManyDecimals'

/**
 * The most decimals of a quantity in punch-out mode: an OCI hand-back's NEW_ITEM-QUANTITY carries at
 * most 3 (11 digits, the point, 3 decimals), and a quantity is never rounded on its way back.
 */
export const PUNCHOUT_QUANTITY_DECIMALS = 3

/** What a written quantity must meet beyond being a positive number up to QUANTITY_MAX. */
export interface QuantityRules {
  /** At most this many decimals (none: the cart's 10). */
  readonly maxDecimals?: number
}

/** The rules of the mode the buyer shops in: punch-out allows PUNCHOUT_QUANTITY_DECIMALS decimals. */
export function quantityRules(punchOut: boolean): QuantityRules {
  return punchOut ? { maxDecimals: PUNCHOUT_QUANTITY_DECIMALS } : {}
}

/** Whether a quantity has at most `decimals` decimals (exact at the cart's 10). */
export function hasAtMostDecimals(quantity: number, decimals: number): boolean {
  const rounded = roundQuantity(quantity)
  return Number(rounded.toFixed(decimals)) === rounded
}

/** Whether a quantity meets the rules' decimals. */
export function meetsQuantityRules(quantity: number, rules: QuantityRules): boolean {
  return rules.maxDecimals === undefined || hasAtMostDecimals(quantity, rules.maxDecimals)
}

/** How long the recently-added notice shows, in milliseconds. */
export const RECENTLY_ADDED_MS = 3000

/** Debounce of cart item updates, in milliseconds. */
export const CART_UPDATE_DEBOUNCE_MS = 500

/** At most this many favourites per user. */
export const FAVOURITES_CAP = 50

/**
 * A quantity as the cart takes it: the absolute value rounded to 10 decimals (an added quantity is
 * always taken as an absolute number). Not-a-number and infinities are refused with a RangeError.
 */
export function roundQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) throw new RangeError(`Not a quantity: ${quantity}`)
  const rounded = Number(Math.abs(quantity).toFixed(QUANTITY_DECIMALS))
  return rounded === 0 ? 0 : rounded
}

/**
 * A quantity as a buyer writes it, the Swedish or the English way ("2,5", "2.5", "1 000"): a positive
 * number that stays above 0 at 10 decimals, is at most QUANTITY_MAX and has no more decimals than
 * the rules allow (never rounded to fit them), or what is wrong with it.
 */
export function readQuantity(
  text: string,
  rules: QuantityRules = {},
):
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly problem: QuantityProblem } {
  const normalized = text.replace(/[\s\u00a0]/g, '').replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(normalized)) return { ok: false, problem: 'invalid' }
  const quantity = roundQuantity(Number(normalized))
  if (quantity <= 0) return { ok: false, problem: 'invalid' }
  if (quantity > QUANTITY_MAX) return { ok: false, problem: 'tooLarge' }
  if (!meetsQuantityRules(quantity, rules)) return { ok: false, problem: 'tooManyDecimals' }
  return { ok: true, quantity }
}

const quantityFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: QUANTITY_DECIMALS })

/**
 * A quantity as Swedish text for reading (not for an input field): decimal comma, thousands
 * grouped, no trailing zeros — "2,5", "12 000". Every page that shows a quantity writes it so.
 */
export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity)
}

/**
 * The order multiple of an article: 1 without stock or locations; with one location, its value;
 * otherwise the selected location's value (1 when that location has none).
 */
export function orderMultiple(stock: Stock | undefined, selectedLocationId?: string): number {
  const locations = stock?.locations ?? []
  const location =
    locations.length === 1
      ? locations[0]
      : locations.find((candidate) => candidate.locationId === selectedLocationId)
  const multiple = location?.orderMultiple
  return multiple !== undefined && multiple > 0 ? multiple : 1
}

/** Whether a quantity is a whole number of order multiples (exact to 10 decimals). */
export function isValidMultiple(quantity: number, multiple: number): boolean {
  if (multiple <= 0) return false
  const ratio = roundQuantity(quantity / multiple)
  return Number.isInteger(ratio) && ratio > 0
}

/** The smallest whole number of multiples at or above a quantity (at least one multiple). */
export function roundUpToMultiple(quantity: number, multiple: number): number {
  if (!(multiple > 0)) throw new RangeError(`Order multiple must be positive: ${multiple}`)
  const count = Math.max(1, Math.ceil(roundQuantity(roundQuantity(quantity) / multiple)))
  return roundQuantity(count * multiple)
}

/**
 * A quantity as the cart takes it: absolute, rounded to 10 decimals, and rounded up to an order
 * multiple above 1 (so 2,5 m of an article sold by the metre stays 2,5 m).
 */
export function cartQuantity(quantity: number, orderMultiple = 1): number {
  const absolute = roundQuantity(quantity)
  return orderMultiple > 1 ? roundUpToMultiple(absolute, orderMultiple) : absolute
}

/**
 * A quantity a buyer writes for a line of an article with `orderMultiple`, as the cart will take it
 * (cartQuantity), and whether it was rounded up to get there; or what is wrong with it, the limit
 * counted after the rounding. The product page's add, the cart's lines and a quick order read so.
 */
export function readCartQuantity(
  text: string,
  orderMultiple: number,
  rules: QuantityRules = {},
):
  | { readonly ok: true; readonly quantity: number; readonly rounded: boolean }
  | { readonly ok: false; readonly problem: QuantityProblem } {
  const read = readQuantity(text, rules)
  if (!read.ok) return read
  return takenQuantity(read.quantity, orderMultiple)
}

/** That the cart took more than was written: rounded up to `quantity`, a whole number of `multiple`. */
export interface RoundedUp {
  readonly quantity: number
  readonly multiple: number
}

/**
 * Whether the buyer is told that a quantity was rounded up, and to what: only when the order
 * multiple (above 1) made the cart take more than was written — never for a multiple of 1, and
 * never for a quantity that differs from what the cart takes only past the 10th decimal (a step of
 * 0,36 + 1 that a float adds up to 1,3599999999999999 is 1,36, as written).
 */
export function roundedUp(quantity: number, orderMultiple: number): RoundedUp | undefined {
  const taken = cartQuantity(quantity, orderMultiple)
  return taken === roundQuantity(quantity) ? undefined : { quantity: taken, multiple: orderMultiple }
}

/**
 * The quantity of a minus or plus: one step (the order multiple, at least 1) down or up from
 * `quantity`, exact to 10 decimals (0,36 + 1 is 1,36); minus never goes below one step.
 */
export function steppedQuantity(quantity: number, orderMultiple: number, direction: 'down' | 'up'): number {
  const step = Math.max(1, orderMultiple)
  return direction === 'up' ? roundQuantity(quantity + step) : Math.max(step, roundQuantity(quantity - step))
}

/** A positive quantity as the cart takes it (cartQuantity), or 'tooLarge' once rounded past QUANTITY_MAX. */
export function takenQuantity(
  quantity: number,
  orderMultiple: number,
):
  | { readonly ok: true; readonly quantity: number; readonly rounded: boolean }
  | { readonly ok: false; readonly problem: 'tooLarge' } {
  const taken = cartQuantity(quantity, orderMultiple)
  if (taken > QUANTITY_MAX) return { ok: false, problem: 'tooLarge' }
  return { ok: true, quantity: taken, rounded: roundedUp(quantity, orderMultiple) !== undefined }
}

/** Whether one more favourite may be added, or the confirm dialog shows instead. */
export function canAddFavourite(currentCount: number): boolean {
  return currentCount < FAVOURITES_CAP
}

/** Shown when adding to the cart without a delivery method (quoted by the spec). */
export const CHOOSE_DELIVERY_METHOD_TEXT = 'Vänligen välj ett leveranssätt.'

/** Adding to the cart needs a delivery method. */
export function checkAddToCart(
  deliveryMethod: string | undefined,
): { ok: true } | { ok: false; message: typeof CHOOSE_DELIVERY_METHOD_TEXT } {
  return deliveryMethod?.trim() ? { ok: true } : { ok: false, message: CHOOSE_DELIVERY_METHOD_TEXT }
}
