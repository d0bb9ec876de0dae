import { describe, expect, it } from 'vitest'
import { openingWeek, swedishHours, upcomingSpecialHours, weekdayOf } from './opening-hours'

describe('swedishHours', () => {
  it('writes times with a full stop and an en dash', () => {
    expect(swedishHours('06:30-17:00')).toBe('06.30–17.00')
    expect(swedishHours('7:00 – 12:00')).toBe('07.00–12.00')
    expect(swedishHours('Stängt')).toBe('Stängt')
  })
})

describe('openingWeek', () => {
  it('lists Monday to Sunday with today marked', () => {
    const week = openingWeek(
      {
        openingHours: [
          { day: 'monday', hours: '06:30–17:00' },
          { day: 'sunday', hours: 'Stängt' },
        ],
      },
      '2026-11-25',
    )
    expect(week.map((row) => row.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ])
    expect(week.filter((row) => row.today).map((row) => row.day)).toEqual(['wednesday'])
    expect(week[0]?.hours).toBe('06.30–17.00')
    expect(week[1]?.hours).toBeUndefined()
    expect(weekdayOf('2026-11-29')).toBe('sunday')
  })
})

describe('upcomingSpecialHours', () => {
  it('keeps the days from today on, soonest first, weekends and weekdays together', () => {
    const special = upcomingSpecialHours(
      {
        specialOpeningHoursWeekdays: [
          { date: '2026-12-24', name: 'Julafton' },
          { date: '2026-12-23', name: 'Dagen före julafton', hours: '06:30–15:00' },
          { date: '2026-01-05', name: 'Trettondagsafton', hours: '06:30–15:00' },
        ],
        specialOpeningHoursWeekends: [{ date: '2026-12-19', name: 'Lördag före jul', hours: '09:00–13:00' }],
      },
      '2026-12-19',
    )
    expect(special).toEqual([
      { date: '2026-12-19', name: 'Lördag före jul', hours: '09.00–13.00' },
      { date: '2026-12-23', name: 'Dagen före julafton', hours: '06.30–15.00' },
      { date: '2026-12-24', name: 'Julafton' },
    ])
  })
})
