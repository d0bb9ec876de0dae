/**
 * The seeded stores' special opening hours agree with the calendar and with what the seeded alert
 * banner tells buyers: every holiday the banner says the stores are closed on is a closed day in
 * every store's details (Juldagen and Nyårsdagen were missing once).
 */
import { describe, expect, it } from 'vitest'
import {
  openingHoursOn,
  swedishHolidays,
  type SpecialOpeningHours,
  type StoreHours,
} from '@proffsbutik/core/domain'
import { contentSeed } from './index'

const entries = contentSeed.entries
const details = entries.filter((entry) => entry.type === 'storeDetails')
const hoursOf = (fields: Record<string, unknown>): StoreHours => ({
  openingHours: [],
  specialOpeningHoursWeekdays: fields['specialOpeningHoursWeekdays'] as SpecialOpeningHours[],
  specialOpeningHoursWeekends: fields['specialOpeningHoursWeekends'] as SpecialOpeningHours[],
})
const closedDays = (fields: Record<string, unknown>) =>
  [...hoursOf(fields).specialOpeningHoursWeekdays, ...hoursOf(fields).specialOpeningHoursWeekends]
    .filter((day) => openingHoursOn(hoursOf(fields), day.date).kind === 'closed')
    .map((day) => day.name)

describe('the stores’ special opening hours', () => {
  it('close every day the active alert banner says the stores are closed', () => {
    const holidays = [2026, 2027].flatMap((year) => swedishHolidays(year))
    const banners = entries.filter(
      (entry) =>
        entry.type === 'alertBanner' &&
        entry.fields['active'] === true &&
        /stängt/i.test(String(entry.fields['message'])),
    )
    expect(banners.length).toBeGreaterThan(0)
    for (const banner of banners) {
      const message = String(banner.fields['message']).toLowerCase()
      const named = [
        ...new Set(holidays.map((h) => h.name).filter((name) => message.includes(name.toLowerCase()))),
      ]
      expect([...named].sort(), banner.id).toEqual(['Julafton', 'Juldagen', 'Nyårsdagen'])
      expect(details.length).toBeGreaterThan(0)
      for (const store of details)
        expect(closedDays(store.fields), store.id).toEqual(expect.arrayContaining(named))
    }
  })

  it('are the calendar’s holidays of the season, named as the delivery calendar names them', () => {
    const [store] = details
    const days = [
      ...hoursOf(store!.fields).specialOpeningHoursWeekdays,
      ...hoursOf(store!.fields).specialOpeningHoursWeekends,
    ]
    const season = [2026, 2027]
      .flatMap((year) => swedishHolidays(year))
      .filter((holiday) => holiday.date >= '2026-12-19' && holiday.date <= '2027-01-06')
    for (const holiday of season)
      expect(days.find((day) => day.date === holiday.date)?.name, holiday.date).toBe(holiday.name)
    expect(closedDays(store!.fields)).toEqual([
      'Julafton',
      'Juldagen',
      'Nyårsdagen',
      'Trettondedag jul',
      'Annandag jul',
    ])
  })
})
