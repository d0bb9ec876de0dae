/**
 * The delivery schedule a buyer sees: today's date, whether today's cutoff has passed, the earliest
 * delivery date an order placed now gets, and the open delivery days after it.
 */
import type { BrandCode } from './brand'
import {
  isClosedDay,
  isPastCutoff,
  nextDeliveryDate,
  nextOpenDay,
  stockholmDay,
  type IsoDate,
} from './calendar'

/** What the schedule is computed from. */
export interface DeliveryScheduleOptions {
  readonly brand: BrandCode
  readonly cutoffHour: number
  /** How many open delivery days to list, starting with the earliest. */
  readonly days: number
}

/** The schedule for an order placed at a given moment. */
export interface DeliverySchedule {
  readonly today: IsoDate
  readonly pastCutoff: boolean
  /** The next open day, or the open day after it once an open day's cutoff has passed. */
  readonly earliestDeliveryDate: IsoDate
  readonly upcoming: readonly IsoDate[]
}

/** Computes the delivery schedule for an order placed at `now`. */
export function deliverySchedule(now: Date, options: DeliveryScheduleOptions): DeliverySchedule {
  const { brand, cutoffHour, days } = options
  const today = stockholmDay(now)
  // The cutoff is the last order hour of an open day; on a closed day nothing is cut off.
  const pastCutoff = !isClosedDay(today, brand) && isPastCutoff(now, cutoffHour)
  const next = nextDeliveryDate(now, { brand })
  const earliestDeliveryDate = pastCutoff ? nextOpenDay(next, brand) : next
  const upcoming = [earliestDeliveryDate]
  for (let day = earliestDeliveryDate; upcoming.length < days; upcoming.push(day))
    day = nextOpenDay(day, brand)
  return { today, pastCutoff, earliestDeliveryDate, upcoming }
}
