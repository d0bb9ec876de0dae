import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isClosedDay } from './calendar'
import { deliverySchedule } from './delivery-schedule'

const options = { brand: 'dahl', cutoffHour: 15, days: 5 } as const

describe('deliverySchedule', () => {
  it('delivers the next open day when ordered before the cutoff', () => {
    // Tuesday 2026-11-24 10:00 in Stockholm (UTC+1).
    const schedule = deliverySchedule(new Date('2026-11-24T09:00:00Z'), options)
    expect(schedule).toEqual({
      today: '2026-11-24',
      pastCutoff: false,
      earliestDeliveryDate: '2026-11-25',
      upcoming: ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01'],
    })
  })

  it('moves one open day later at and after the cutoff hour', () => {
    // Friday 2026-11-27 15:00 in Stockholm: Monday is taken by the cutoff, Tuesday is the earliest.
    const schedule = deliverySchedule(new Date('2026-11-27T14:00:00Z'), options)
    expect(schedule.pastCutoff).toBe(true)
    expect(schedule.earliestDeliveryDate).toBe('2026-12-01')
  })

  it('has no cutoff on a closed day', () => {
    // Sunday 2026-11-22 20:00 in Stockholm: Monday is still the earliest.
    const schedule = deliverySchedule(new Date('2026-11-22T19:00:00Z'), options)
    expect(schedule.pastCutoff).toBe(false)
    expect(schedule.earliestDeliveryDate).toBe('2026-11-23')
  })

  it('skips Christmas and the brand-closed days of dahl', () => {
    const schedule = deliverySchedule(new Date('2024-12-20T08:00:00Z'), { ...options, days: 3 })
    expect(schedule.upcoming).toEqual(['2024-12-30', '2025-01-02', '2025-01-03'])
    const konr = deliverySchedule(new Date('2024-12-20T08:00:00Z'), { ...options, brand: 'konr', days: 2 })
    expect(konr.upcoming).toEqual(['2024-12-23', '2024-12-27'])
  })

  it('lists strictly increasing open days after today', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2150-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 1, max: 10 }),
        (now, cutoffHour, days) => {
          const schedule = deliverySchedule(now, { brand: 'dahl', cutoffHour, days })
          expect(schedule.upcoming).toHaveLength(days)
          let previous = schedule.today
          for (const day of schedule.upcoming) {
            expect(day > previous).toBe(true)
            expect(isClosedDay(day, 'dahl')).toBe(false)
            previous = day
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})
