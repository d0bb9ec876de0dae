/**
 * Stock per location (shop-core §3 Stock): quantity on hand, whether the location stocks the
 * article, the supply group at the central warehouse, the availability colour in stores, the
 * delivery window in days, and incoming deliveries as dated sub-availabilities. Dates count open
 * days of the shop's calendar from today.
 */
import { TZDate } from '@date-fns/tz'
import type { Kysely } from 'kysely'
import { type IsoDate, nextOpenDay } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { CENTRAL_WAREHOUSE_ID, SUPPLIER_LOCATION_ID } from './location-ids'
import { referenceData } from './reference-data'
import { badRequest } from '../platform/service-error'

/** Stock of one article at one location, as answered. */
export interface StockLocationView {
  readonly locationId: string
  readonly quantity: number
  readonly stocked: boolean
  readonly status: string | null
  readonly availability: string | null
  readonly availabilityDate: IsoDate | null
  readonly availabilityDateISO: string | null
  readonly availableFromDays: number | null
  readonly availableToDays: number | null
  readonly orderMultiple: number
  readonly subAvailabilities: readonly { readonly date: IsoDate; readonly quantity: number }[]
}

/** Stock of one article over the locations asked for. */
export interface StockView {
  readonly articleNumber: string
  /** STOCK when the central warehouse stocks the article, ORDER when it is ordered in. */
  readonly stockType: 'STOCK' | 'ORDER'
  readonly locations: readonly StockLocationView[]
}

/**
 * A function of a few days, kept once worked out: every article at every location asks for the same
 * handful. Reading a 1,000-line cart asked 2,000 times, and working each out again was about 7 % of
 * the shop's CPU for the read (PGlite, 2026-11-28).
 */
function remembered<T>(): (key: string, compute: () => T) => T {
  const known = new Map<string, T>()
  return (key, compute) => {
    const kept = known.get(key)
    if (kept !== undefined) return kept
    const value = compute()
    if (known.size >= 1024) known.clear()
    known.set(key, value)
    return value
  }
}
const daysAhead = remembered<IsoDate>()
const midnights = remembered<string>()

/** The open day `days` open days after today (today itself for 0). */
export function openDaysAhead(today: IsoDate, days: number): IsoDate {
  return daysAhead(`${today}+${days}`, () => {
    let day = today
    for (let n = 0; n < days; n++) day = nextOpenDay(day)
    return day
  })
}

/** Midnight of a day in Stockholm as an ISO timestamp with its offset. */
export function stockholmMidnight(day: IsoDate): string {
  return midnights(day, () => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number]
    return new TZDate(year, month - 1, date, 'Europe/Stockholm').toISOString()
  })
}

type StockRow = Database['stock'] extends infer T ? { [K in keyof T]: T[K] } : never

function locationView(
  row: Omit<StockRow, 'articleNumber'>,
  orderMultiple: number,
  today: IsoDate,
): StockLocationView {
  const incoming =
    row.incomingInDays !== null && row.incomingQuantity !== null
      ? [{ date: openDaysAhead(today, row.incomingInDays), quantity: row.incomingQuantity }]
      : []
  const availableOn =
    row.quantity > 0
      ? today
      : (incoming[0]?.date ??
        (row.availableFromDays !== null ? openDaysAhead(today, row.availableFromDays) : null))
  return {
    locationId: row.locationId,
    quantity: row.quantity,
    stocked: row.stocked,
    status: row.status,
    availability: row.availability,
    availabilityDate: availableOn,
    availabilityDateISO: availableOn === null ? null : stockholmMidnight(availableOn),
    availableFromDays: row.availableFromDays,
    availableToDays: row.availableToDays,
    orderMultiple,
    subAvailabilities: incoming,
  }
}

/** A location with no stock row: a store that does not stock the article, or the supplier. */
function emptyRow(locationId: string): Omit<StockRow, 'articleNumber'> {
  const supplier = locationId === SUPPLIER_LOCATION_ID
  return {
    locationId,
    quantity: 0,
    stocked: false,
    status: supplier ? 'VIR' : null,
    availability: supplier ? null : 'gray',
    availableFromDays: supplier ? 5 : null,
    availableToDays: supplier ? 10 : null,
    incomingInDays: null,
    incomingQuantity: null,
  }
}

/**
 * Stock of articles at the locations asked for, in the order asked; without locations, the central
 * warehouse and every store that stocks the article. Unknown articles are answered in `unknown`.
 * A caller that has read the variants already passes their order multiples (`orderMultiples`):
 * every article not in it is unknown.
 */
export async function stockOf(
  db: Kysely<Database>,
  articleNumbers: readonly string[],
  locationIds: readonly string[] | undefined,
  today: IsoDate,
  orderMultiples?: ReadonlyMap<string, number>,
): Promise<{ stock: StockView[]; unknown: string[] }> {
  const articles = [...new Set(articleNumbers)]
  if (articles.length === 0) return { stock: [], unknown: [] }
  const known =
    orderMultiples ??
    new Map(
      (
        await db
          .selectFrom('variants')
          .select(['articleNumber', 'orderMultiple'])
          .where('articleNumber', 'in', articles)
          .execute()
      ).map((v) => [v.articleNumber, v.orderMultiple]),
    )
  const found = articles.filter((a) => known.has(a))
  if (locationIds && locationIds.length > 0) {
    const { locationById } = await referenceData(db)
    const issues = locationIds.flatMap((id, index) =>
      locationById.has(id) ? [] : [{ field: `locationIds.${index}`, message: `No location ${id}` }],
    )
    if (issues.length > 0) throw badRequest(issues)
  }
  let query = db
    .selectFrom('stock')
    .selectAll()
    .where('articleNumber', 'in', found.length > 0 ? found : [''])
  // The central warehouse is always read: it tells whether the article is stocked or ordered in.
  if (locationIds) query = query.where('locationId', 'in', [...locationIds, CENTRAL_WAREHOUSE_ID])
  const rows = found.length > 0 ? await query.orderBy('locationId').execute() : []
  const byArticle = new Map<string, StockRow[]>()
  for (const row of rows) byArticle.set(row.articleNumber, [...(byArticle.get(row.articleNumber) ?? []), row])
  const stock = found.map((articleNumber): StockView => {
    const own = byArticle.get(articleNumber) ?? []
    const central = own.find((row) => row.locationId === CENTRAL_WAREHOUSE_ID)
    const wanted = locationIds
      ? locationIds.map((id) => own.find((row) => row.locationId === id) ?? emptyRow(id))
      : [...(central ? [central] : []), ...own.filter((row) => row.locationId !== CENTRAL_WAREHOUSE_ID)]
    return {
      articleNumber,
      stockType: central?.stocked === false ? 'ORDER' : 'STOCK',
      locations: wanted.map((row) => locationView(row, known.get(articleNumber) ?? 1, today)),
    }
  })
  return { stock, unknown: articles.filter((a) => !known.has(a)) }
}
