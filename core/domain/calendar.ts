/**
 * The delivery calendar (shop-core §5): Swedish closed holidays, weekends and brand-closed days, the
 * next delivery date and the order cutoff, all counted in Stockholm time.
 */
import { TZDate } from '@date-fns/tz'
import { addDays, format, getDay, parseISO } from 'date-fns'
import { defaultBrand, type BrandCode } from './brand'

/** 'YYYY-MM-DD', a calendar day in Sweden. */
export type IsoDate = string

/** The zone every shop day is counted in. */
export const STOCKHOLM = 'Europe/Stockholm'

/** Days a brand keeps closed beyond weekends and holidays. */
export const brandClosedDays: Readonly<Record<BrandCode, readonly IsoDate[]>> = {
  dahl: ['2024-12-23', '2024-12-27'],
  konr: [],
  kasp: [],
  opti: [],
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether a text is a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(text: string): boolean {
  const match = isoPattern.exec(text)
  if (!match) return false
  const [, year, month, day] = match.map(Number)
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0))
  return date.getUTCMonth() === (month ?? 0) - 1 && date.getUTCDate() === day
}

function assertIsoDate(text: string): void {
  if (!isIsoDate(text)) throw new RangeError(`Not a calendar day 'YYYY-MM-DD': "${text}"`)
}

/** The day `days` after an ISO day (negative goes back). */
export function addIsoDays(date: IsoDate, days: number): IsoDate {
  assertIsoDate(date)
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd')
}

/** Day of the week of an ISO day: 0 Sunday … 6 Saturday. */
export function isoWeekday(date: IsoDate): number {
  assertIsoDate(date)
  return getDay(parseISO(date))
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return isoDay(year, month, day)
}

function isoDay(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Midsummer Eve: the Friday from 19 to 25 June. */
function midsummerEve(year: number): IsoDate {
  const june19 = isoDay(year, 6, 19)
  return addIsoDays(june19, (5 - isoWeekday(june19) + 7) % 7)
}

/** The closed holidays of the spec for a year, sorted by date, with their Swedish names. */
export function swedishHolidays(year: number): { date: IsoDate; name: string }[] {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`swedishHolidays needs a Gregorian year 1583–9999, got ${year}`)
  }
  const easter = easterSunday(year)
  const holidays = [
    { date: isoDay(year, 1, 1), name: 'Nyårsdagen' },
    { date: isoDay(year, 1, 6), name: 'Trettondedag jul' },
    { date: addIsoDays(easter, -2), name: 'Långfredagen' },
    { date: addIsoDays(easter, -1), name: 'Påskafton' },
    { date: easter, name: 'Påskdagen' },
    { date: addIsoDays(easter, 1), name: 'Annandag påsk' },
    { date: isoDay(year, 5, 1), name: 'Första maj' },
    { date: addIsoDays(easter, 39), name: 'Kristi himmelsfärdsdag' },
    { date: isoDay(year, 6, 6), name: 'Sveriges nationaldag' },
    { date: midsummerEve(year), name: 'Midsommarafton' },
    { date: isoDay(year, 12, 24), name: 'Julafton' },
    { date: isoDay(year, 12, 25), name: 'Juldagen' },
    { date: isoDay(year, 12, 26), name: 'Annandag jul' },
    { date: isoDay(year, 12, 31), name: 'Nyårsafton' },
  ]
  return holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0))
}

const holidayCache = new Map<number, ReadonlySet<IsoDate>>()

function holidayDates(year: number): ReadonlySet<IsoDate> {
  let dates = holidayCache.get(year)
  if (!dates) {
    dates = new Set(swedishHolidays(year).map((holiday) => holiday.date))
    holidayCache.set(year, dates)
  }
  return dates
}

/** Whether nothing is delivered on a day: a weekend, a closed holiday or a day the brand keeps closed. */
export function isClosedDay(date: IsoDate, brand: BrandCode = defaultBrand): boolean {
  const weekday = isoWeekday(date)
  if (weekday === 0 || weekday === 6) return true
  if (holidayDates(Number(date.slice(0, 4))).has(date)) return true
  return brandClosedDays[brand].includes(date)
}

/** The calendar day of a moment in Stockholm. */
export function stockholmDay(moment: Date): IsoDate {
  if (Number.isNaN(moment.getTime())) throw new RangeError('Invalid Date')
  return format(new TZDate(moment, STOCKHOLM), 'yyyy-MM-dd')
}

/** The first open day strictly after a given day. */
export function nextOpenDay(date: IsoDate, brand: BrandCode = defaultBrand): IsoDate {
  let day = addIsoDays(date, 1)
  while (isClosedDay(day, brand)) day = addIsoDays(day, 1)
  return day
}

/** The first open day after today, where today is `now`'s calendar day in Stockholm. */
export function nextDeliveryDate(now: Date, options?: { brand?: BrandCode }): IsoDate {
  return nextOpenDay(stockholmDay(now), options?.brand ?? defaultBrand)
}

/** Whether `now` is at or after the cutoff hour on Stockholm's clock. */
export function isPastCutoff(now: Date, cutoffHour: number): boolean {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid Date')
  return new TZDate(now, STOCKHOLM).getHours() >= cutoffHour
}
