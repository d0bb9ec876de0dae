/**
 * Money as exact integers of ten-thousandths of a krona (1/10,000 SEK), so wholesale unit prices
 * such as 0.0345 SEK are exact. Floats never take part in arithmetic: amounts convert once at the
 * adapter edge (`parseMoney`) and format once for display (`formatSek`). See docs/adr/0002.
 */

declare const moneyBrand: unique symbol

/** An exact amount of SEK in minor units of 1/10,000 SEK. */
export type Money = number & { readonly [moneyBrand]: true }

/** How many minor units make one krona. */
export const MONEY_SCALE = 10_000

/** Number of decimals the scale holds. */
export const MONEY_DECIMALS = 4

const scaleBig = BigInt(MONEY_SCALE)
const decimalPattern = /^([+-]?)(\d+)(?:\.(\d*))?$/

/** Zero kronor. */
export const zeroMoney = fromMinorUnits(0)

/** Wraps a safe integer count of minor units; throws a RangeError for anything else. */
export function fromMinorUnits(units: number | bigint): Money {
  const value = typeof units === 'bigint' ? Number(units) : units
  if (!Number.isSafeInteger(value)) throw new RangeError(`Money out of range: ${String(units)} minor units`)
  return (value === 0 ? 0 : value) as Money
}

/** Result of reading an amount from outside. */
export type MoneyParse = { ok: true; value: Money } | { ok: false; reason: string }

/**
 * Reads a decimal amount ("0.0345", "1234.5", 12.5) exactly. Digits beyond the fourth decimal are
 * rounded half away from zero; numbers go through their shortest decimal text, never arithmetic.
 */
export function parseMoney(input: string | number): MoneyParse {
  const text = typeof input === 'number' ? numberToDecimalText(input) : input.trim()
  if (text === undefined) return { ok: false, reason: `not a finite amount: ${String(input)}` }
  const match = decimalPattern.exec(text)
  if (!match) return { ok: false, reason: `not a decimal amount: "${text}"` }
  const [, sign = '', whole = '0', fraction = ''] = match
  const kept = (fraction + '0000').slice(0, MONEY_DECIMALS)
  const rest = fraction.slice(MONEY_DECIMALS)
  let units = BigInt(whole) * scaleBig + BigInt(kept)
  if (rest !== '' && rest.charCodeAt(0) >= 53 /* '5' */) units += 1n
  if (sign === '-') units = -units
  const value = Number(units)
  if (!Number.isSafeInteger(value)) return { ok: false, reason: `amount too large: "${text}"` }
  return { ok: true, value: fromMinorUnits(value) }
}

/** Reads an amount that is known to be well formed (constants, tests); throws on bad input. */
export function money(input: string | number): Money {
  const parsed = parseMoney(input)
  if (!parsed.ok) throw new RangeError(parsed.reason)
  return parsed.value
}

/** Sum of two amounts. */
export function addMoney(a: Money, b: Money): Money {
  return fromMinorUnits(a + b)
}

/** Difference of two amounts. */
export function subtractMoney(a: Money, b: Money): Money {
  return fromMinorUnits(a - b)
}

/** Sum of any number of amounts. */
export function sumMoney(amounts: readonly Money[]): Money {
  return amounts.reduce(addMoney, zeroMoney)
}

/**
 * Price times a quantity (which may have up to 10 decimals, e.g. 2.5 m of pipe), computed exactly
 * and rounded half away from zero to the minor unit.
 */
export function multiplyMoney(price: Money, quantity: number): Money {
  const text = numberToDecimalText(quantity)
  const match = text === undefined ? null : decimalPattern.exec(text)
  if (!match) throw new RangeError(`Not a finite quantity: ${String(quantity)}`)
  const [, sign = '', whole = '0', fraction = ''] = match
  const divisor = 10n ** BigInt(fraction.length)
  const product = BigInt(price) * BigInt(whole + fraction)
  const negative = (sign === '-') !== product < 0n
  const magnitude = product < 0n ? -product : product
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n)
  return fromMinorUnits(negative ? -rounded : rounded)
}

/** Rounds an amount half away from zero to the given number of decimals (0–4). */
export function roundMoney(amount: Money, decimals: number): Money {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MONEY_DECIMALS) {
    throw new RangeError(`decimals must be 0–${MONEY_DECIMALS}, got ${decimals}`)
  }
  const step = 10 ** (MONEY_DECIMALS - decimals)
  const magnitude = Math.abs(amount)
  const rounded = Math.floor((magnitude + step / 2) / step) * step
  return fromMinorUnits(amount < 0 ? -rounded : rounded)
}

/**
 * The amount as plain decimal text: dot separator, no thousands separator, at least `minDecimals`
 * decimals and no trailing zeros beyond them ("12.50", "0.0345"). Used by OCI export and tracking.
 */
export function moneyToDecimalText(amount: Money, minDecimals = 2): string {
  const magnitude = Math.abs(amount)
  const whole = Math.floor(magnitude / MONEY_SCALE)
  let fraction = String(magnitude % MONEY_SCALE).padStart(MONEY_DECIMALS, '0')
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  const sign = amount < 0 ? '-' : ''
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`
}

const sekFormats = new Map<number, Intl.NumberFormat>()

/**
 * The one SEK formatter: Swedish grouping and decimal comma, two decimals, or up to four when the
 * amount has them (a screw at 0,0345 kr).
 */
export function formatSek(amount: Money): string {
  const decimals = Math.max(2, moneyToDecimalText(amount, 0).split('.')[1]?.length ?? 0)
  let format = sekFormats.get(decimals)
  if (!format) {
    format = new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency: 'SEK',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    sekFormats.set(decimals, format)
  }
  return format.format(moneyToDecimalText(amount) as Intl.StringNumericLiteral)
}

/** Shortest decimal text of a finite number without exponent notation, or undefined. */
function numberToDecimalText(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined
  const text = String(value)
  if (!/e/i.test(text)) return text
  return value.toFixed(20).replace(/\.?0+$/, '')
}
