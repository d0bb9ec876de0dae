import { Effect } from 'effect'
import { deliverySchedule } from '../domain/delivery-schedule'
import { swedishHolidays } from '../domain/calendar'
import { Clock } from '../ports/clock.port'
import { ShopSettings } from '../ports/shop-settings.port'

/** The delivery calendar shown to buyers: the schedule from now and this year's closed holidays. */
export const getDeliveryCalendar = (input: { readonly days: number }) =>
  Effect.gen(function* () {
    const now = (yield* Clock).now()
    const { brand, cutoffHour } = yield* ShopSettings
    const schedule = deliverySchedule(now, { brand, cutoffHour, days: input.days })
    const year = Number(schedule.today.slice(0, 4))
    return {
      today: schedule.today,
      nextDeliveryDate: schedule.earliestDeliveryDate,
      pastCutoff: schedule.pastCutoff,
      cutoffHour,
      upcoming: schedule.upcoming,
      holidays: swedishHolidays(year),
    }
  })
