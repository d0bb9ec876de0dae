/** Display formatting of dates for Swedish buyers. */
import type { IsoDate } from '@proffsbutik/core/domain'

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

const kmShort = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1, minimumFractionDigits: 1 })
const kmLong = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 })

/** "2,4" below 10 km, "37" or "1 204" beyond: the number of a distance in kilometres. */
export function formatKm(km: number): string {
  return (km < 10 ? kmShort : kmLong).format(km)
}

const stockholmDate = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/**
 * Today's calendar day in Stockholm ("2026-11-23") by the platform's own time zone data, so that
 * the pages need no date library.
 */
export function stockholmToday(now: Date = new Date()): IsoDate {
  return stockholmDate.format(now) as IsoDate
}

const longMonth = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "november 2026" for a calendar month written `YYYY-MM`. */
export function formatMonth(month: string): string {
  return longMonth.format(new Date(`${month}-01T00:00:00Z`))
}
