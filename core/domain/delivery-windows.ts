/**
 * When a delivery option is offered (shop-core §5): a window of hours on Stockholm's clock, on open
 * days. Kept apart from the method table (delivery-methods.ts) because it needs the calendar and its
 * date library, which the browser's pages do not.
 */
import { TZDate } from '@date-fns/tz'
import type { BrandCode } from './brand'
import { isClosedDay, STOCKHOLM, stockholmDay } from './calendar'

/** Whole hours from `start` (inclusive) to `end` (exclusive), 0–24. */
export interface HourWindow {
  readonly start: number
  readonly end: number
}

/** A delivery option as the services offer it, with an optional window of hours. */
export interface DeliveryOption {
  readonly id: string
  readonly availableBetweenHours?: HourWindow
}

/**
 * Whether an option is offered at `now`: inside its window of hours on Stockholm's clock (start
 * inclusive, end exclusive), and, for a windowed option, only on an open day — a same-day service
 * cannot run on a weekend or holiday. Options without a window are always offered.
 */
export function isDeliveryOptionAvailable(option: DeliveryOption, now: Date, brand?: BrandCode): boolean {
  const window = option.availableBetweenHours
  if (!window) return true
  if (isClosedDay(stockholmDay(now), brand)) return false
  const hour = new TZDate(now, STOCKHOLM).getHours()
  return hour >= window.start && hour < window.end
}
