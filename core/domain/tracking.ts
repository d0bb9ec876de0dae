/**
 * Tracking payloads (content-and-surroundings §5, §7, §9): the tag-manager e-commerce events, the
 * behaviour events with the tracking id, and the rules on what may be sent at all.
 */
import { addMoney, moneyToDecimalText, multiplyMoney, roundMoney, zeroMoney, type Money } from './money'
import { roundQuantity } from './quantity'
import type { Price } from './variant'

/** The browser storage key of the tracking id. */
export const TRACKING_ID_KEY = '_l54a'

/** Length of a tracking id. */
export const TRACKING_ID_LENGTH = 21

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'

/** A tracking id from 21 random bytes (the caller supplies them: crypto.getRandomValues). */
export function trackingIdFromBytes(bytes: Uint8Array): string {
  if (bytes.length < TRACKING_ID_LENGTH)
    throw new RangeError(`A tracking id needs ${TRACKING_ID_LENGTH} random bytes`)
  return Array.from(bytes.subarray(0, TRACKING_ID_LENGTH), (byte) => alphabet[byte & 63]).join('')
}

/** Whether a stored text is a tracking id. */
export function isTrackingId(text: string): boolean {
  return new RegExp(`^[A-Za-z0-9_-]{${TRACKING_ID_LENGTH}}$`).test(text)
}

/** Analytics event names sent to the tag-manager data layer. */
export const analyticsEvents = [
  'view_cart',
  'add_to_cart',
  'remove_from_cart',
  'view_promotion',
  'select_promotion',
  'select_item',
  'view_item',
  'checkout',
  'purchase',
  'view_item_list',
  'web-vitals',
] as const

/** An analytics event name. */
export type AnalyticsEvent = (typeof analyticsEvents)[number]

/** Names of the lists items are shown in. */
export const listNames = {
  product: 'product_list',
  searchResult: 'search_result_list',
  cart: 'cart_list',
  cartFlyout: 'cart_flyout_list',
  favoritesFlyout: 'favorites_flyout_list',
  historicOrder: 'historic_order_list',
  quickOrder: 'quick_order_list',
  shopping: 'shopping_list',
} as const

/** The tracked checkout steps. */
export const checkoutSteps = {
  'cart-page': 1,
  'delivery-page': 2,
  'summary-page': 3,
  'checkout-success-page': 4,
} as const

/** A variant as tracked. */
export interface TrackedVariant {
  readonly articleNumber: string
  readonly name: string
  /** Defaults to 1 when absent. */
  readonly quantity?: number
  readonly price?: Pick<Price, 'netPrice' | 'alloyingPrice'>
  readonly brand?: string
  readonly category?: string
  readonly listPosition?: number
}

/** One item of an e-commerce event. */
export interface TrackedItem {
  readonly item_id: string
  readonly item_name: string
  readonly item_brand?: string
  readonly item_category?: string
  readonly price: number
  readonly quantity: number
  readonly index?: number
}

/** Net plus alloying (metal surcharge), rounded to 2 decimals. */
export function trackedLinePrice(price: Pick<Price, 'netPrice' | 'alloyingPrice'> | undefined): Money {
  if (!price) return zeroMoney
  return roundMoney(addMoney(price.netPrice, price.alloyingPrice ?? zeroMoney), 2)
}

/** A money amount as the number analytics expects: 2 decimals, converted here at the edge only. */
function amount(value: Money): number {
  return Number(moneyToDecimalText(roundMoney(value, 2)))
}

function trackedItem(variant: TrackedVariant): TrackedItem {
  return {
    item_id: variant.articleNumber,
    item_name: variant.name,
    ...(variant.brand === undefined ? {} : { item_brand: variant.brand }),
    ...(variant.category === undefined ? {} : { item_category: variant.category }),
    price: amount(trackedLinePrice(variant.price)),
    quantity: roundQuantity(variant.quantity ?? 1),
    ...(variant.listPosition === undefined ? {} : { index: variant.listPosition }),
  }
}

const hasArticleAndQuantity = (variant: TrackedVariant) =>
  variant.articleNumber.trim() !== '' && (variant.quantity === undefined || variant.quantity > 0)

/** Either an event to send, or why it must not be sent. */
export type TrackingResult<E> = { ok: true; event: E } | { ok: false; reason: string }

/** An add_to_cart event; every item needs an article number and a quantity. */
export function addToCartEvent(
  variants: readonly TrackedVariant[],
  listName?: string,
): TrackingResult<{
  event: 'add_to_cart'
  ecommerce: { currency: 'SEK'; value: number; item_list_name?: string; items: TrackedItem[] }
}> {
  if (variants.length === 0 || !variants.every(hasArticleAndQuantity)) {
    return { ok: false, reason: 'add_to_cart needs an article number and a quantity for every item' }
  }
  const items = variants.map(trackedItem)
  return {
    ok: true,
    event: {
      event: 'add_to_cart',
      ecommerce: {
        currency: 'SEK',
        value: revenue(variants),
        ...(listName ? { item_list_name: listName } : {}),
        items,
      },
    },
  }
}

/** Revenue of lines: tracked price × quantity, summed exactly, to 2 decimals. */
function revenue(variants: readonly TrackedVariant[]): number {
  return amount(
    variants.reduce(
      (sum, variant) =>
        addMoney(sum, multiplyMoney(trackedLinePrice(variant.price), roundQuantity(variant.quantity ?? 1))),
      zeroMoney,
    ),
  )
}

/** A purchase event: needs an order id and at least one item with article and quantity; tax and shipping 0. */
export function purchaseEvent(
  orderId: string,
  variants: readonly TrackedVariant[],
): TrackingResult<{
  event: 'purchase'
  ecommerce: {
    transaction_id: string
    currency: 'SEK'
    value: number
    tax: 0
    shipping: 0
    items: TrackedItem[]
  }
}> {
  if (orderId.trim() === '') return { ok: false, reason: 'purchase needs an order id' }
  const valid = variants.filter(hasArticleAndQuantity)
  if (valid.length === 0)
    return { ok: false, reason: 'purchase needs at least one item with article and quantity' }
  return {
    ok: true,
    event: {
      event: 'purchase',
      ecommerce: {
        transaction_id: orderId,
        currency: 'SEK',
        value: revenue(valid),
        tax: 0,
        shipping: 0,
        items: valid.map(trackedItem),
      },
    },
  }
}

/** Behaviour event types of the behaviour tracking call. */
export type BehaviourEventType = 'click' | 'addtocart' | 'purchase'

/** A behaviour event for the search service's createEvents call. */
export interface BehaviourEvent {
  readonly type: BehaviourEventType
  readonly trackingId: string
  readonly entity: { readonly type: 'Variant'; readonly id: string }
  readonly quantity?: number
  readonly orderId?: string
}

/** Builds a behaviour event; only with a tracking id, and purchases need quantity and order id. */
export function behaviourEvent(
  type: BehaviourEventType,
  trackingId: string | undefined,
  variant: { readonly articleNumber: string; readonly quantity?: number; readonly orderId?: string },
): TrackingResult<BehaviourEvent> {
  if (!trackingId) return { ok: false, reason: 'No trackingId available.' }
  if (variant.articleNumber.trim() === '')
    return { ok: false, reason: 'a behaviour event needs an article number' }
  const base = { type, trackingId, entity: { type: 'Variant' as const, id: variant.articleNumber } }
  if (type === 'click') return { ok: true, event: base }
  const quantity = roundQuantity(variant.quantity ?? 1)
  if (type === 'addtocart') return { ok: true, event: { ...base, quantity } }
  if (!variant.orderId) return { ok: false, reason: 'a purchase event needs an order id' }
  return { ok: true, event: { ...base, quantity, orderId: variant.orderId } }
}
