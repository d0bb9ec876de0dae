/** Display formatting of dates for Swedish buyers. */
import type { IsoDate } from '../core/domain/calendar'

const longDay = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/** "måndag 23 november" for a calendar day. */
export function formatDay(date: IsoDate): string {
  return longDay.format(new Date(`${date}T00:00:00Z`))
}
