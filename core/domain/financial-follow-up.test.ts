import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addIsoDays } from './calendar'
import { creditUsedPercent, invoiceDueState, lastDayOf, lastMonths } from './financial-follow-up'
import { money } from './money'

describe('invoiceDueState', () => {
  it('counts the days left before the due date, and the days past it', () => {
    expect(invoiceDueState('2026-12-01', '2026-11-23')).toEqual({ kind: 'notDue', daysLeft: 8 })
    expect(invoiceDueState('2026-11-23', '2026-11-23')).toEqual({ kind: 'dueToday' })
    expect(invoiceDueState('2026-11-22', '2026-11-23')).toEqual({ kind: 'overdue', daysOverdue: 1 })
    // Over the change to winter time and a year's end, days are calendar days.
    expect(invoiceDueState('2026-10-26', '2026-10-24')).toEqual({ kind: 'notDue', daysLeft: 2 })
    expect(invoiceDueState('2025-12-31', '2026-01-30')).toEqual({ kind: 'overdue', daysOverdue: 30 })
  })

  it('agrees with adding days, for any day and any distance', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: -400, max: 400 }),
        (moment, days) => {
          const today = moment.toISOString().slice(0, 10)
          const state = invoiceDueState(addIsoDays(today, days), today)
          if (days > 0) expect(state).toEqual({ kind: 'notDue', daysLeft: days })
          else if (days === 0) expect(state).toEqual({ kind: 'dueToday' })
          else expect(state).toEqual({ kind: 'overdue', daysOverdue: -days })
        },
      ),
    )
  })

  it('refuses what is not a day', () => {
    expect(() => invoiceDueState('2026-02-30', '2026-02-01')).toThrow(RangeError)
  })
})

describe('lastMonths', () => {
  it('answers twelve calendar months up to this one, oldest first, over a year’s end', () => {
    const months = lastMonths('2026-02-14')
    expect(months.map((m) => m.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
    expect(months[9]).toEqual({ month: '2025-12', firstDay: '2025-12-01', nextFirstDay: '2026-01-01' })
    expect(lastDayOf(months[11]!)).toBe('2026-02-28')
    expect(lastDayOf(lastMonths('2028-02-01', 1)[0]!)).toBe('2028-02-29')
  })

  it('covers every day from the first month’s first day to today without gaps', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 36 }),
        (moment, count) => {
          const today = moment.toISOString().slice(0, 10)
          const months = lastMonths(today, count)
          expect(months).toHaveLength(count)
          months.forEach((month, index) => {
            expect(month.firstDay.endsWith('-01')).toBe(true)
            if (index > 0) expect(month.firstDay).toBe(months[index - 1]!.nextFirstDay)
          })
          expect(months[count - 1]!.firstDay <= today && today < months[count - 1]!.nextFirstDay).toBe(true)
        },
      ),
    )
  })
})

describe('creditUsedPercent', () => {
  it('answers the share used in whole percent, from 0 to 100', () => {
    expect(creditUsedPercent(money(600_000), money(150_000))).toBe(25)
    expect(creditUsedPercent(money(600_000), money(0))).toBe(0)
    expect(creditUsedPercent(money(600_000), money(700_000))).toBe(100)
    expect(creditUsedPercent(money(0), money(1))).toBe(100)
    expect(creditUsedPercent(money(0), money(0))).toBe(0)
  })
})
