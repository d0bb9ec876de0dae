/**
 * What the shop shows for an article's stock at one location (shop-core §4). The UI only renders
 * the returned union; the words ("I lager", "Beställningsvara", …) live in the catalog.
 */
import type { StockLocation, SupplyGroup } from './variant'

/** Delivery window of transit-plus stock, in days. */
export const TRANSIT_PLUS_DAYS = { from: 10, to: 15 } as const

/** Delivery window of virtual stock, in days. */
export const VIRTUAL_DAYS = { from: 5, to: 10 } as const

/** What to show for stock at one location. */
export type StockDisplay =
  | { readonly kind: 'inStock'; readonly quantity: number }
  | { readonly kind: 'deliveryIn'; readonly fromDays: number; readonly toDays: number }
  | { readonly kind: 'orderProduct' }
  | { readonly kind: 'notStockedInStore' }
  | { readonly kind: 'outOfStock' }
  | { readonly kind: 'empty'; readonly quantity: -1; readonly text: '-' }

/** What the display depends on besides the location itself. */
export interface StockDisplayContext {
  /** The brand's central warehouse (brand config centralStorageId). */
  readonly centralStorageId: string
  /** The stock-availability-colours setting. */
  readonly availabilityColours: boolean
  readonly discontinued: boolean
}

/** The display for empty stock: quantity -1 and the text '-'. */
export const EMPTY_STOCK: StockDisplay = { kind: 'empty', quantity: -1, text: '-' }

const supplyGroups: readonly string[] = ['LAG', 'TRA', 'TRA_PLUS', 'VIR'] satisfies SupplyGroup[]

const isSupplyGroup = (text: string | undefined): text is SupplyGroup =>
  text !== undefined && supplyGroups.includes(text)

function window(location: StockLocation, fallback: { from: number; to: number }): StockDisplay {
  return {
    kind: 'deliveryIn',
    fromDays: location.availableFromDays ?? fallback.from,
    toDays: location.availableToDays ?? fallback.to,
  }
}

/**
 * Central stock: whatever is on hand shows as in stock; without quantity the supply group decides —
 * transit-plus and virtual deliver in days, transit is ordered, anything else is out of stock.
 */
function centralDisplay(location: StockLocation): StockDisplay {
  if (location.quantity > 0) return { kind: 'inStock', quantity: location.quantity }
  const group = isSupplyGroup(location.status) ? location.status : undefined
  switch (group) {
    case 'TRA_PLUS':
      return window(location, TRANSIT_PLUS_DAYS)
    case 'VIR':
      return window(location, VIRTUAL_DAYS)
    case 'TRA':
      return { kind: 'orderProduct' }
    default:
      return { kind: 'outOfStock' }
  }
}

/**
 * A store: with the colours setting, a discontinued article with nothing on hand is not stocked in
 * the store, gray without stock is ordered, yellow delivers in days (the location's window, else
 * the virtual window); otherwise quantity on hand decides.
 */
function storeDisplay(location: StockLocation, context: StockDisplayContext): StockDisplay {
  if (context.availabilityColours) {
    if (context.discontinued && location.quantity <= 0) return { kind: 'notStockedInStore' }
    if (location.availability === 'gray' && location.quantity <= 0) return { kind: 'orderProduct' }
    if (location.availability === 'yellow') return window(location, VIRTUAL_DAYS)
  }
  return location.quantity > 0 ? { kind: 'inStock', quantity: location.quantity } : { kind: 'outOfStock' }
}

/** What to show for stock at one location; no location (empty stock) shows quantity -1 and '-'. */
export function stockDisplay(
  location: StockLocation | undefined,
  context: StockDisplayContext,
): StockDisplay {
  if (!location) return EMPTY_STOCK
  return location.locationId === context.centralStorageId
    ? centralDisplay(location)
    : storeDisplay(location, context)
}
