/**
 * Tracking payloads (content-and-surroundings §5, §7, §9): the tag-manager e-commerce events, the
 * behaviour events with the tracking id, and the rules on what may be sent at all.
 */
import { moneyToDecimalText, type Money } from './money'
import { amountsOf, lineAmount } from './pricing'
import { roundQuantity } from './quantity'

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

/** The tracked checkout steps. */
export const checkoutSteps = {
  'cart-page': 1,
  'delivery-page': 2,
  'summary-page': 3,
  'checkout-success-page': 4,
} as const

/**
 * A price as tracked: the unit price the buyer is charged (core/domain/pricing: net price plus the
 * surcharge, at the bracket the cart charges), per sales price unit.
 */
export interface TrackedPrice {
  readonly unitPrice: Money
  /** How many units `unitPrice` is for; 1 when absent. */
  readonly salesPriceUnit?: number
}

/** A variant as tracked. */
export interface TrackedVariant {
  readonly articleNumber: string
  readonly name: string
  /** Defaults to 1 when absent. */
  readonly quantity?: number
  /** Only where the buyer is shown a price: none under EJ_SE_PRISER, none for a price on request. */
  readonly price?: TrackedPrice
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
  /** Left out where the buyer is shown no price (EJ_SE_PRISER, a price on request): never a made-up 0. */
  readonly price?: number
  readonly quantity: number
  readonly index?: number
}

/**
 * A variant's amount as the cart and checkout charge it (core/domain/pricing lineAmount): the unit
 * price × quantity ÷ sales price unit, to öre; nothing without a price.
 */
export function trackedAmount(variant: Pick<TrackedVariant, 'price' | 'quantity'>): Money | undefined {
  if (!variant.price) return undefined
  return lineAmount(
    variant.price.unitPrice,
    roundQuantity(variant.quantity ?? 1),
    variant.price.salesPriceUnit,
  )
}

/**
 * A money amount as the number analytics (GA4) takes, converted here at the edge only, and not
 * rounded. An item's price goes exactly as charged, with up to 4 decimals (the money scale): a screw
 * at 0.0345 kr goes as 0.0345, not 0.03, so that its price × quantity (÷ its sales price unit, which
 * is 1 for all but a few articles), rounded to öre, is the line's amount — 1000 screws are 34.50,
 * not 30.00 — and the items add up to the value. The value is the sum of the lines' amounts, which
 * the price model has already rounded to öre, so it has at most 2 decimals.
 */
function amount(value: Money): number {
  return Number(moneyToDecimalText(value))
}

function trackedItem(variant: TrackedVariant): TrackedItem {
  return {
    item_id: variant.articleNumber,
    item_name: variant.name,
    ...(variant.brand === undefined ? {} : { item_brand: variant.brand }),
    ...(variant.category === undefined ? {} : { item_category: variant.category }),
    ...(variant.price ? { price: amount(variant.price.unitPrice) } : {}),
    quantity: roundQuantity(variant.quantity ?? 1),
    ...(variant.listPosition === undefined ? {} : { index: variant.listPosition }),
  }
}

const hasArticleAndQuantity = (variant: TrackedVariant) =>
  variant.articleNumber.trim() !== '' && (variant.quantity === undefined || variant.quantity > 0)

/** Either an event to send, or why it must not be sent. */
export type TrackingResult<E> = { ok: true; event: E } | { ok: false; reason: string }

/**
 * The value of lines: the sum of their amounts exactly as the cart and checkout compute them
 * (`trackedAmount`), so a cart's value is its net total for those lines. Lines without a price count
 * nothing.
 */
function revenue(variants: readonly TrackedVariant[]): number {
  return amount(amountsOf(variants.map(trackedAmount)).net)
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

/** The e-commerce events that carry a list of items (all but purchase, promotions and web-vitals). */
export type ItemsEventName =
  'view_item_list' | 'select_item' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart'

/** An e-commerce event with items, as the data layer takes it. */
export interface ItemsEvent {
  readonly event: ItemsEventName
  readonly ecommerce: {
    readonly currency: 'SEK'
    readonly value: number
    readonly item_list_name?: string
    readonly items: readonly TrackedItem[]
  }
}

/**
 * An e-commerce event about items: their tracked prices, the value their amounts. Items without an
 * article number (or with a quantity of 0 or less) are left out; with none left there is no event.
 */
export function itemsEvent(
  event: ItemsEventName,
  variants: readonly TrackedVariant[],
  listName?: string,
): TrackingResult<ItemsEvent> {
  const valid = variants.filter(hasArticleAndQuantity)
  if (valid.length === 0)
    return { ok: false, reason: `${event} needs at least one item with an article number` }
  return {
    ok: true,
    event: {
      event,
      ecommerce: {
        currency: 'SEK',
        value: revenue(valid),
        ...(listName ? { item_list_name: listName } : {}),
        items: valid.map(trackedItem),
      },
    },
  }
}

/** A checkout step: the cart's items with the step number of the page (1–4). */
export function checkoutEvent(
  page: keyof typeof checkoutSteps,
  variants: readonly TrackedVariant[],
): TrackingResult<{
  event: 'checkout'
  ecommerce: { currency: 'SEK'; value: number; checkout_step: number; items: TrackedItem[] }
}> {
  const valid = variants.filter(hasArticleAndQuantity)
  return {
    ok: true,
    event: {
      event: 'checkout',
      ecommerce: {
        currency: 'SEK',
        value: revenue(valid),
        checkout_step: checkoutSteps[page],
        items: valid.map(trackedItem),
      },
    },
  }
}

/** A banner as tracked: its marketing id, title and creative. */
export interface TrackedBanner {
  readonly marketingId: string
  readonly metaTitle: string
  readonly creative: string
}

/** A banner seen (view_promotion) or chosen (select_promotion); only banners with a marketing id. */
export function promotionEvent(
  event: 'view_promotion' | 'select_promotion',
  banner: TrackedBanner,
): TrackingResult<{
  event: 'view_promotion' | 'select_promotion'
  marketingId: string
  metaTitle: string
  creative: string
  ecommerce: { items: { promotion_id: string; promotion_name: string; creative_name: string }[] }
}> {
  if (banner.marketingId.trim() === '') return { ok: false, reason: `${event} needs a marketing id` }
  return {
    ok: true,
    event: {
      event,
      marketingId: banner.marketingId,
      metaTitle: banner.metaTitle,
      creative: banner.creative,
      ecommerce: {
        items: [
          {
            promotion_id: banner.marketingId,
            promotion_name: banner.metaTitle,
            creative_name: banner.creative,
          },
        ],
      },
    },
  }
}

/**
 * What a cart change added and removed, per article: the quantities of the lines before and after
 * summed by article number (a line moved to another delivery changes nothing). Added and removed
 * items carry the quantity that changed and the article as it is now (or was, when it is gone).
 */
export function cartQuantityChanges(
  before: readonly TrackedVariant[],
  after: readonly TrackedVariant[],
): { readonly added: TrackedVariant[]; readonly removed: TrackedVariant[] } {
  const byArticle = (lines: readonly TrackedVariant[]) => {
    const sums = new Map<string, { variant: TrackedVariant; quantity: number }>()
    for (const line of lines) {
      const known = sums.get(line.articleNumber)
      sums.set(line.articleNumber, {
        variant: known?.variant ?? line,
        quantity: (known?.quantity ?? 0) + (line.quantity ?? 1),
      })
    }
    return sums
  }
  const was = byArticle(before)
  const is = byArticle(after)
  const added: TrackedVariant[] = []
  const removed: TrackedVariant[] = []
  for (const [articleNumber, now] of is) {
    const change = now.quantity - (was.get(articleNumber)?.quantity ?? 0)
    if (change > 0) added.push({ ...now.variant, quantity: roundQuantity(change) })
  }
  for (const [articleNumber, then] of was) {
    const change = then.quantity - (is.get(articleNumber)?.quantity ?? 0)
    if (change > 0)
      removed.push({ ...(is.get(articleNumber)?.variant ?? then.variant), quantity: roundQuantity(change) })
  }
  return { added, removed }
}

/** Behaviour event types of the behaviour tracking call. */
export type BehaviourEventType = 'click' | 'addtocart' | 'purchase'

/** The most events one createEvents call carries; more go in several calls. */
export const EVENTS_PER_CALL_MAX = 100

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

/** A search event for the search service's createEvents call: what was searched and how much it found. */
export interface SearchEvent {
  readonly type: 'search'
  readonly query: string
  readonly resultCount: number
}

/**
 * Builds a search event; only with a tracking id (like every event to the search service), for a
 * query with text, and a whole, non-negative result count.
 */
export function searchEvent(
  trackingId: string | undefined,
  query: string,
  resultCount: number,
): TrackingResult<SearchEvent> {
  if (!trackingId) return { ok: false, reason: 'No trackingId available.' }
  const text = query.trim()
  if (text === '') return { ok: false, reason: 'a search event needs the query' }
  if (!Number.isInteger(resultCount) || resultCount < 0)
    return { ok: false, reason: 'a search event needs a whole result count' }
  return { ok: true, event: { type: 'search', query: text, resultCount } }
}
