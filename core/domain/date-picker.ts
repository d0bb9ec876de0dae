/**
 * The month grid of the delivery date picker: weeks from Monday to Sunday, each day open (it can be
 * chosen) or closed with the reason. Plain date arithmetic on 'YYYY-MM-DD' (no date library: the
 * picker runs in the browser).
 */
import type { IsoDate } from './calendar'

/** The weekday abbreviations of the spec (shop-core §9), Monday first, as catalog ids. */
export const weekdayKeys = [
  'calendar.weekday.mon',
  'calendar.weekday.tue',
  'calendar.weekday.wed',
  'calendar.weekday.thu',
  'calendar.weekday.fri',
  'calendar.weekday.sat',
  'calendar.weekday.sun',
] as const

/** One day of the grid. */
export type PickerDay =
  | { readonly date: IsoDate; readonly kind: 'open' }
  /** Closed for the buyer: a holiday (named), a weekend, or a day not offered (past, cutoff, not a customer day). */
  | {
      readonly date: IsoDate
      readonly kind: 'closed'
      readonly reason: 'holiday' | 'weekend' | 'unavailable'
      readonly holiday?: string
    }

/** One month of the grid: its first day, and weeks of seven cells (null outside the month). */
export interface PickerMonth {
  readonly month: IsoDate
  readonly weeks: readonly (readonly (PickerDay | null)[])[]
}

const toIso = (date: Date): IsoDate => date.toISOString().slice(0, 10)
const utc = (day: IsoDate) => new Date(`${day}T00:00:00Z`)

/** The months from the one of `from` to the one of the last open day, as weeks of days. */
export function pickerMonths(
  from: IsoDate,
  openDays: readonly IsoDate[],
  holidays: readonly { readonly date: IsoDate; readonly name: string }[],
): PickerMonth[] {
  const open = new Set(openDays)
  const named = new Map(holidays.map((holiday) => [holiday.date, holiday.name]))
  const last = openDays.at(-1) ?? from
  const months: PickerMonth[] = []
  const cursor = utc(`${from.slice(0, 7)}-01`)
  while (toIso(cursor).slice(0, 7) <= last.slice(0, 7)) {
    const month = toIso(cursor)
    const weeks: (PickerDay | null)[][] = []
    let week: (PickerDay | null)[] = Array.from({ length: (cursor.getUTCDay() + 6) % 7 }, () => null)
    const day = new Date(cursor)
    while (day.getUTCMonth() === cursor.getUTCMonth()) {
      const date = toIso(day)
      const weekday = day.getUTCDay()
      const holiday = named.get(date)
      week.push(
        open.has(date)
          ? { date, kind: 'open' }
          : holiday
            ? { date, kind: 'closed', reason: 'holiday', holiday }
            : { date, kind: 'closed', reason: weekday === 0 || weekday === 6 ? 'weekend' : 'unavailable' },
      )
      if (week.length === 7) {
        weeks.push(week)
        week = []
      }
      day.setUTCDate(day.getUTCDate() + 1)
    }
    if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)])
    months.push({ month, weeks })
    cursor.setUTCMonth(cursor.getUTCMonth() + 1)
  }
  return months
}
