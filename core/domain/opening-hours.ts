/**
 * A store's opening hours as a Swedish buyer reads them (content §3 store details): times with a
 * full stop ("07.00–17.00", Språkrådet's rule), today's row marked, and the special opening hours
 * still to come, soonest first.
 */
import { isoWeekday, type IsoDate } from './calendar'
import { weekdays, type SpecialOpeningHours, type StoreDetails, type Weekday } from './content'

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
