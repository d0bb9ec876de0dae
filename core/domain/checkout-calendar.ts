/**
 * The days a checkout delivery can be asked for (shop-core §5): the customer's delivery dates from
 * the service, never a weekend, holiday or brand-closed day, never before the earliest delivery day
 * (which the cutoff moves on). Without the customer's dates the shop's own open days are used.
 */
import type { BrandCode } from './brand'
import { isClosedDay, type IsoDate } from './calendar'

/**
 * The offered days: `customerDays` (the service's, when it answered) limited by the shop's
 * calendar, from the first of `shopDays` (the schedule's open days, earliest first) on.
 */
export function deliveryDays(
  shopDays: readonly IsoDate[],
  customerDays: readonly IsoDate[] | undefined,
  brand: BrandCode,
): IsoDate[] {
  const earliest = shopDays[0]
  if (customerDays === undefined || earliest === undefined) return [...shopDays]
  return [...new Set(customerDays)].filter((day) => day >= earliest && !isClosedDay(day, brand)).sort()
}
