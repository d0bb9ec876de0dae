import Holidays from 'date-holidays'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addIsoDays,
  easterSunday,
  isClosedDay,
  isIsoDate,
  isPastCutoff,
  isoWeekday,
  nextDeliveryDate,
  nextOpenDay,
  stockholmDay,
  swedishHolidays,
} from './calendar'

describe('swedishHolidays', () => {
  it('lists the closed holidays of 2024 in date order with Swedish names', () => {
    expect(swedishHolidays(2024)).toEqual([
      { date: '2024-01-01', name: 'Nyårsdagen' },
      { date: '2024-01-06', name: 'Trettondedag jul' },
      { date: '2024-03-29', name: 'Långfredagen' },
      { date: '2024-03-30', name: 'Påskafton' },
      { date: '2024-03-31', name: 'Påskdagen' },
      { date: '2024-04-01', name: 'Annandag påsk' },
      { date: '2024-05-01', name: 'Första maj' },
      { date: '2024-05-09', name: 'Kristi himmelsfärdsdag' },
      { date: '2024-06-06', name: 'Sveriges nationaldag' },
      { date: '2024-06-21', name: 'Midsommarafton' },
      { date: '2024-12-24', name: 'Julafton' },
      { date: '2024-12-25', name: 'Juldagen' },
      { date: '2024-12-26', name: 'Annandag jul' },
      { date: '2024-12-31', name: 'Nyårsafton' },
    ])
  })

  it('computes Easter, including the years the algorithm gets wrong most easily', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(1818)).toBe('1818-03-22') // earliest possible
    expect(easterSunday(1943)).toBe('1943-04-25') // latest possible
    expect(easterSunday(2285)).toBe('2285-03-22')
  })

  it('refuses years outside the Gregorian calendar', () => {
    expect(() => swedishHolidays(1500)).toThrow(RangeError)
    expect(() => swedishHolidays(2024.5)).toThrow(RangeError)
  })

  it('agrees with the date-holidays package on every year from 1900 to 2200', () => {
    const reference = new Holidays('SE')
    const ours = new Map([
      ['nyårsdagen', 'Nyårsdagen'],
      ['trettondedag jul', 'Trettondedag jul'],
      ['långfredagen', 'Långfredagen'],
      ['påskafton', 'Påskafton'],
      ['påskdagen', 'Påskdagen'],
      ['annandag påsk', 'Annandag påsk'],
      ['första maj', 'Första maj'],
      ['Kristi himmelsfärdsdag', 'Kristi himmelsfärdsdag'],
      ['nationaldagen', 'Sveriges nationaldag'],
      ['midsommarafton', 'Midsommarafton'],
      ['julafton', 'Julafton'],
      ['juldagen', 'Juldagen'],
      ['annandag jul', 'Annandag jul'],
      ['nyårsafton', 'Nyårsafton'],
    ])
    const mismatches: string[] = []
    let nationalDayListedFrom: number | undefined
    for (let year = 1900; year <= 2200; year++) {
      const theirs = reference
        .getHolidays(year)
        .filter((holiday) => ours.has(holiday.name))
        .map((holiday) => ({ date: holiday.date.slice(0, 10), name: ours.get(holiday.name) ?? '' }))
      if (nationalDayListedFrom === undefined && theirs.some((h) => h.name === 'Sveriges nationaldag')) {
        nationalDayListedFrom = year
      }
      // The spec's closed days are today's calendar applied to every year; date-holidays knows
      // that 6 June only became a holiday later, so before that year it is the one difference.
      const expected = swedishHolidays(year).filter(
        (holiday) => nationalDayListedFrom !== undefined || holiday.name !== 'Sveriges nationaldag',
      )
      const key = (list: { date: string; name: string }[]) =>
        list
          .map((h) => `${h.date} ${h.name}`)
          .sort()
          .join(', ')
      if (key(theirs) !== key(expected))
        mismatches.push(`${year}: ours ${key(expected)} | theirs ${key(theirs)}`)
    }
    expect(mismatches).toEqual([])
    expect(nationalDayListedFrom).toBeGreaterThan(1900)
    // 301 years through a rules engine: seconds on a busy machine.
  }, 60_000)

  it('keeps both names when Ascension Day falls on the first of May (2008)', () => {
    const may1 = swedishHolidays(2008).filter((holiday) => holiday.date === '2008-05-01')
    expect(may1.map((holiday) => holiday.name).sort()).toEqual(['Första maj', 'Kristi himmelsfärdsdag'])
  })

  it('always gives the 14 holidays, sorted, in the year asked for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const holidays = swedishHolidays(year)
        expect(holidays).toHaveLength(14)
        const dates = holidays.map((h) => h.date)
        expect([...dates].sort()).toEqual(dates)
        // Only Ascension Day can coincide with another holiday (the first of May).
        expect(new Set(dates).size).toBeGreaterThanOrEqual(13)
        for (const date of dates) expect(date.startsWith(String(year).padStart(4, '0'))).toBe(true)
        expect(isoWeekday(holidays.find((h) => h.name === 'Midsommarafton')?.date ?? '')).toBe(5)
        expect(isoWeekday(holidays.find((h) => h.name === 'Påskdagen')?.date ?? '')).toBe(0)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('isClosedDay', () => {
  it('closes weekends, holidays and the brand-closed days of dahl', () => {
    expect(isClosedDay('2024-12-21')).toBe(true) // Saturday
    expect(isClosedDay('2024-12-22')).toBe(true) // Sunday
    expect(isClosedDay('2024-06-21')).toBe(true) // Midsommarafton
    expect(isClosedDay('2024-12-23')).toBe(true) // dahl, the default brand
    expect(isClosedDay('2024-12-23', 'dahl')).toBe(true)
    expect(isClosedDay('2024-12-27', 'dahl')).toBe(true)
    expect(isClosedDay('2024-12-23', 'konr')).toBe(false)
    expect(isClosedDay('2024-12-27', 'opti')).toBe(false)
    expect(isClosedDay('2025-12-23', 'dahl')).toBe(false)
    expect(isClosedDay('2024-12-20')).toBe(false)
  })

  it('refuses what is not a calendar day', () => {
    expect(() => isClosedDay('2024-02-30')).toThrow(RangeError)
    expect(() => isClosedDay('24-12-24')).toThrow(RangeError)
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
  })

  it('is true for every Saturday and Sunday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * 366 }), (offset) => {
        const day = addIsoDays('1900-01-01', offset)
        const weekday = isoWeekday(day)
        if (weekday === 0 || weekday === 6) expect(isClosedDay(day)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('nextDeliveryDate', () => {
  it('skips today, the weekend and holidays', () => {
    // Thursday 28 March 2024, 10:00 in Stockholm: Easter closes Friday to Monday.
    expect(nextDeliveryDate(new Date('2024-03-28T09:00:00Z'))).toBe('2024-04-02')
    // Friday 20 December 2024 for dahl: 23 Dec closed, Christmas, 27 Dec closed, weekend.
    expect(nextDeliveryDate(new Date('2024-12-20T09:00:00Z'), { brand: 'dahl' })).toBe('2024-12-30')
    expect(nextDeliveryDate(new Date('2024-12-20T09:00:00Z'), { brand: 'konr' })).toBe('2024-12-23')
  })

  it('counts today in Stockholm, not in UTC', () => {
    // Friday 23:30 UTC is already Saturday 00:30 in Stockholm (winter time).
    expect(stockholmDay(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28')
    expect(nextDeliveryDate(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-30')
    // Summer time: 22:30 UTC on Thursday is Friday 00:30 in Stockholm.
    expect(nextDeliveryDate(new Date('2026-07-02T22:30:00Z'))).toBe('2026-07-06')
  })

  it('is the first open day after today, with no open day between', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (now) => {
          const today = stockholmDay(now)
          const next = nextDeliveryDate(now)
          expect(next > today).toBe(true)
          expect(isClosedDay(next)).toBe(false)
          for (let day = addIsoDays(today, 1); day < next; day = addIsoDays(day, 1))
            expect(isClosedDay(day)).toBe(true)
          expect(nextOpenDay(today)).toBe(next)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('isPastCutoff', () => {
  it('counts the cutoff hour itself as past', () => {
    // 15:00 and 14:59 in Stockholm, winter (UTC+1) and summer (UTC+2).
    expect(isPastCutoff(new Date('2026-11-24T14:00:00Z'), 15)).toBe(true)
    expect(isPastCutoff(new Date('2026-11-24T13:59:59Z'), 15)).toBe(false)
    expect(isPastCutoff(new Date('2026-06-24T13:00:00Z'), 15)).toBe(true)
    expect(isPastCutoff(new Date('2026-06-24T12:59:59Z'), 15)).toBe(false)
  })

  it('reads the Stockholm clock across the switch to summer time', () => {
    // 29 March 2026: 02:00 jumps to 03:00. 01:30 UTC is 03:30 local.
    expect(isPastCutoff(new Date('2026-03-29T01:30:00Z'), 3)).toBe(true)
    expect(isPastCutoff(new Date('2026-03-29T00:30:00Z'), 2)).toBe(false)
  })

  it('agrees with the hour of the Stockholm clock for any moment and cutoff', () => {
    const hour = new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'Europe/Stockholm',
    })
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 24 }),
        (now, cutoff) => {
          expect(isPastCutoff(now, cutoff)).toBe(Number(hour.format(now)) >= cutoff)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
