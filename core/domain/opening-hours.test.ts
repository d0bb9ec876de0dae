import { describe, expect, it } from 'vitest'
import { weekdays } from './content'
import {
  openingHoursOn,
  openingHoursToday,
  openingWeek,
  readHours,
  seasonSpecialHours,
  swedishHours,
  upcomingSpecialHours,
  weekdayOf,
  type StoreHours,
} from './opening-hours'

const store: StoreHours = {
  openingHours: weekdays.map((day) => ({
    day,
    hours:
      day === 'saturday'
        ? '09:00-13:00'
        : day === 'sunday'
          ? 'Stängt'
          : day === 'friday'
            ? '7-16'
            : '07.00–17.00',
  })),
  specialOpeningHoursWeekdays: [
    { date: '2026-12-23', name: 'Dagen före julafton', hours: '06.30–15.00' },
    { date: '2026-12-24', name: 'Julafton' },
  ],
  specialOpeningHoursWeekends: [{ date: '2026-12-19', name: 'Lördag före jul', hours: '9.00-14.00' }],
}

describe('openingHoursOn', () => {
  it('gives the week’s hours on a normal day, with an en dash', () => {
    // 2026-11-23 is a Monday, 2026-11-28 a Saturday.
    expect(openingHoursOn(store, '2026-11-23')).toEqual({ kind: 'open', hours: '07.00–17.00' })
    expect(openingHoursOn(store, '2026-11-28')).toEqual({ kind: 'open', hours: '09.00–13.00' })
  })

  it('says closed on a day the week closes', () => {
    expect(openingHoursOn(store, '2026-11-29')).toEqual({ kind: 'closed' })
  })

  it('lets a special day win over the week, closed when it has no hours', () => {
    expect(openingHoursOn(store, '2026-12-23')).toEqual({
      kind: 'open',
      hours: '06.30–15.00',
      occasion: 'Dagen före julafton',
    })
    expect(openingHoursOn(store, '2026-12-24')).toEqual({ kind: 'closed', occasion: 'Julafton' })
    expect(openingHoursOn(store, '2026-12-19')).toEqual({
      kind: 'open',
      hours: '09.00–14.00',
      occasion: 'Lördag före jul',
    })
  })

  it('knows nothing of a day the content leaves empty, or of a date that is not one', () => {
    expect(openingHoursOn({ ...store, openingHours: [] }, '2026-11-23')).toEqual({ kind: 'unknown' })
    expect(openingHoursOn(store, '2026-02-30')).toEqual({ kind: 'unknown' })
  })
})

describe('readHours', () => {
  it('reads spans written in several ways and keeps other text as a note', () => {
    expect(readHours('7-16')).toEqual({ kind: 'open', hours: '07.00–16.00' })
    expect(readHours('7.00 – 16.30')).toEqual({ kind: 'open', hours: '07.00–16.30' })
    expect(readHours(' stängt ')).toEqual({ kind: 'closed' })
    expect(readHours('Enligt överenskommelse')).toEqual({ kind: 'note', text: 'Enligt överenskommelse' })
  })
})

describe('openingHoursToday', () => {
  it('counts today in Stockholm, not in UTC, around midnight', () => {
    // 22:30 UTC on Sunday 29 November is 23:30 on Sunday in Stockholm (winter time): closed.
    expect(openingHoursToday(store, new Date('2026-11-29T22:30:00Z'))).toEqual({ kind: 'closed' })
    // 23:30 UTC the same evening is 00:30 on Monday in Stockholm: Monday's hours.
    expect(openingHoursToday(store, new Date('2026-11-29T23:30:00Z'))).toEqual({
      kind: 'open',
      hours: '07.00–17.00',
    })
  })

  it('turns to the special day at Stockholm midnight in summer time too', () => {
    const summer: StoreHours = {
      ...store,
      specialOpeningHoursWeekdays: [{ date: '2026-06-19', name: 'Midsommarafton' }],
    }
    // 21:59 UTC on 18 June is 23:59 in Stockholm (UTC+2): still Thursday's hours.
    expect(openingHoursToday(summer, new Date('2026-06-18T21:59:00Z'))).toEqual({
      kind: 'open',
      hours: '07.00–17.00',
    })
    expect(openingHoursToday(summer, new Date('2026-06-18T22:00:00Z'))).toEqual({
      kind: 'closed',
      occasion: 'Midsommarafton',
    })
  })
})

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

describe('seasonSpecialHours', () => {
  const christmas = seasonSpecialHours('2026-12-19', '2027-01-06', {
    open: { Nyårsafton: '07:00–12:00' },
    own: [
      { date: '2026-12-23', name: 'Dagen före julafton', hours: '06:30–15:00' },
      { date: '2026-12-19', name: 'Lördag före jul', hours: '09:00–13:00' },
    ],
  })

  it('closes every holiday of the calendar in the season, Juldagen and Nyårsdagen among them', () => {
    expect(christmas.weekdays).toEqual([
      { date: '2026-12-23', name: 'Dagen före julafton', hours: '06:30–15:00' },
      { date: '2026-12-24', name: 'Julafton' },
      { date: '2026-12-25', name: 'Juldagen' },
      { date: '2026-12-31', name: 'Nyårsafton', hours: '07:00–12:00' },
      { date: '2027-01-01', name: 'Nyårsdagen' },
      { date: '2027-01-06', name: 'Trettondedag jul' },
    ])
    expect(christmas.weekends).toEqual([
      { date: '2026-12-19', name: 'Lördag före jul', hours: '09:00–13:00' },
      { date: '2026-12-26', name: 'Annandag jul' },
    ])
    const hours = {
      openingHours: [],
      specialOpeningHoursWeekdays: christmas.weekdays,
      specialOpeningHoursWeekends: christmas.weekends,
    }
    expect(openingHoursOn(hours, '2026-12-25')).toEqual({ kind: 'closed', occasion: 'Juldagen' })
    expect(openingHoursOn(hours, '2027-01-01')).toEqual({ kind: 'closed', occasion: 'Nyårsdagen' })
  })

  it('names the days as the delivery calendar does, and lets the shop’s own day win on a holiday', () => {
    const { weekdays: days } = seasonSpecialHours('2027-05-01', '2027-05-31', {
      own: [{ date: '2027-05-06', name: 'Kristi himmelsfärd, öppet för hämtning', hours: '08:00–12:00' }],
    })
    expect(days.map((day) => day.name)).toEqual(['Kristi himmelsfärd, öppet för hämtning'])
    // Första maj 2027 is a Saturday: it is a weekend's special day.
    expect(seasonSpecialHours('2027-05-01', '2027-05-01').weekends).toEqual([
      { date: '2027-05-01', name: 'Första maj' },
    ])
  })

  it('refuses a season that runs backwards or a day of the shop’s outside it', () => {
    expect(() => seasonSpecialHours('2027-01-06', '2026-12-19')).toThrow(RangeError)
    expect(() =>
      seasonSpecialHours('2026-12-19', '2027-01-06', { own: [{ date: '2027-02-01', name: 'Sportlov' }] }),
    ).toThrow(/Sportlov/)
  })
})
