/**
 * A store's opening hours as a Swedish buyer reads them (content §3 store details): times with a
 * full stop and an en dash ("07.00–17.00", Språkrådet's rule); a special day's hours
 * (specialOpeningHoursWeekdays / …Weekends, a holiday eve; no hours means closed) win over the
 * week's hours for that weekday; the week with today marked; the special hours still to come.
 * Days are Stockholm calendar days.
 */
import { isIsoDate, isoWeekday, stockholmDay, swedishHolidays, type IsoDate } from './calendar'
import { weekdays, type SpecialOpeningHours, type StoreDetails, type Weekday } from './content'

/** What a store's hours on one day come to. */
export type DayHours =
  /** Open; `hours` as shown ("07.00–17.00"); `occasion` names a special day. */
  | { readonly kind: 'open'; readonly hours: string; readonly occasion?: string | undefined }
  | { readonly kind: 'closed'; readonly occasion?: string | undefined }
  /** The content gives a text that is not a time span ("Enligt överenskommelse"): shown as it is. */
  | { readonly kind: 'note'; readonly text: string; readonly occasion?: string | undefined }
  /** The content gives no hours for the day. */
  | { readonly kind: 'unknown' }

/** The parts of the store details the hours are read from. */
export type StoreHours = Pick<
  StoreDetails,
  'openingHours' | 'specialOpeningHoursWeekdays' | 'specialOpeningHoursWeekends'
>

const SPAN = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:-|–|—|till)\s*(\d{1,2})(?:[:.](\d{2}))?$/i
const CLOSED = /^(stängt|stangt|closed)$/i

const pad = (text: string | undefined) => (text ?? '').padStart(2, '0')

/** Reads one hours text: a time span ("7:00-17" → "07.00–17.00"), closed ("Stängt"), or a note. */
export function readHours(text: string | undefined, occasion?: string): DayHours {
  const trimmed = text?.trim() ?? ''
  const named = occasion === undefined ? {} : { occasion }
  if (trimmed === '') return occasion === undefined ? { kind: 'unknown' } : { kind: 'closed', ...named }
  if (CLOSED.test(trimmed)) return { kind: 'closed', ...named }
  const span = SPAN.exec(trimmed)
  if (span)
    return {
      kind: 'open',
      hours: `${pad(span[1])}.${span[2] ?? '00'}–${pad(span[3])}.${span[4] ?? '00'}`,
      ...named,
    }
  return { kind: 'note', text: trimmed, ...named }
}

/** The special day entry for a date, if the store has one. */
function specialDay(store: StoreHours, date: IsoDate): SpecialOpeningHours | undefined {
  return [...store.specialOpeningHoursWeekdays, ...store.specialOpeningHoursWeekends].find(
    (day) => day.date === date,
  )
}

/** A store's hours on a calendar day: its special hours that day, else the week's hours. */
export function openingHoursOn(store: StoreHours, date: IsoDate): DayHours {
  if (!isIsoDate(date)) return { kind: 'unknown' }
  const special = specialDay(store, date)
  if (special) return readHours(special.hours, special.name)
  const weekday = weekdayOf(date)
  return readHours(store.openingHours.find((day) => day.day === weekday)?.hours)
}

/** A store's hours today, where today is `now`'s calendar day in Stockholm. */
export function openingHoursToday(store: StoreHours, now: Date): DayHours {
  return openingHoursOn(store, stockholmDay(now))
}

/** "07:00-17:00" as "07.00–17.00": hh.mm and an en dash; other text (Stängt) as it is. */
export function swedishHours(hours: string): string {
  return hours
    .replace(/\b(\d{1,2}):(\d{2})\b/g, (_, h: string, m: string) => `${h.padStart(2, '0')}.${m}`)
    .replace(/\s*[-–]\s*/g, '–')
}

/** The day of the week of a calendar day. */
export function weekdayOf(date: IsoDate): Weekday {
  // isoWeekday counts 0 Sunday … 6 Saturday; the week here starts on Monday.
  return weekdays[(isoWeekday(date) + 6) % 7] ?? 'monday'
}

/** One row of the week: the day, its hours ("Stängt" stays as the content writes it), and whether it is today. */
export interface OpeningRow {
  readonly day: Weekday
  readonly hours: string | undefined
  readonly today: boolean
}

/** The week's opening hours, Monday first, today marked. */
export function openingWeek(store: Pick<StoreDetails, 'openingHours'>, today: IsoDate): OpeningRow[] {
  const current = weekdayOf(today)
  return weekdays.map((day) => {
    const hours = store.openingHours.find((row) => row.day === day)?.hours
    return { day, hours: hours === undefined ? undefined : swedishHours(hours), today: day === current }
  })
}

/** The special opening hours from today on (weekdays and weekends together), soonest first. */
export function upcomingSpecialHours(
  store: Pick<StoreDetails, 'specialOpeningHoursWeekdays' | 'specialOpeningHoursWeekends'>,
  today: IsoDate,
): SpecialOpeningHours[] {
  return [...store.specialOpeningHoursWeekdays, ...store.specialOpeningHoursWeekends]
    .filter((special) => special.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((special) => (special.hours ? { ...special, hours: swedishHours(special.hours) } : special))
}

/** The special opening days of a season, kept as a store's details keep them: weekdays and weekends. */
export interface SeasonHours {
  readonly weekdays: readonly SpecialOpeningHours[]
  readonly weekends: readonly SpecialOpeningHours[]
}

/**
 * The special opening days of a holiday season, `from` to `to` (both included), soonest first: every
 * closed holiday of the Swedish calendar in it (calendar.ts, the same days delivery dates skip), by
 * its name there and closed — unless `open` gives that name hours (Nyårsafton: a morning) — and the
 * shop's own days beside them (`own`: an eve with short hours, a Saturday open longer), which win
 * over a holiday on the same date. Saturdays and Sundays go to the weekends' list.
 */
export function seasonSpecialHours(
  from: IsoDate,
  to: IsoDate,
  options: {
    readonly open?: Readonly<Record<string, string>>
    readonly own?: readonly SpecialOpeningHours[]
  } = {},
): SeasonHours {
  if (!isIsoDate(from) || !isIsoDate(to) || to < from)
    throw new RangeError(`A season runs from one day to a later one: ${from}–${to}`)
  const own = options.own ?? []
  const outside = own.find((day) => !isIsoDate(day.date) || day.date < from || day.date > to)
  if (outside) throw new RangeError(`${outside.name} (${outside.date}) is not in the season ${from}–${to}`)
  const years = Array.from(
    { length: Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1 },
    (_, i) => Number(from.slice(0, 4)) + i,
  )
  const holidays = years
    .flatMap((year) => swedishHolidays(year))
    .filter((holiday) => holiday.date >= from && holiday.date <= to)
    .filter((holiday) => !own.some((day) => day.date === holiday.date))
    .map(({ date, name }): SpecialOpeningHours => {
      const hours = options.open?.[name]
      return hours === undefined ? { date, name } : { date, name, hours }
    })
  const days = [...holidays, ...own].sort((a, b) => a.date.localeCompare(b.date))
  const weekend = (day: SpecialOpeningHours) => [0, 6].includes(isoWeekday(day.date))
  return { weekdays: days.filter((day) => !weekend(day)), weekends: days.filter(weekend) }
}
