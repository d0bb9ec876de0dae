/**
 * The data-layer events of the pages (content-and-surroundings §Analytics), built by the rules of
 * core/domain/tracking.ts from what the pages show and pushed to the data layer.
 */
import {
  cartQuantityChanges,
  checkoutEvent,
  type checkoutSteps,
  itemsEvent,
  type ItemsEventName,
  promotionEvent,
  purchaseEvent,
  type TrackedBanner,
  type TrackedVariant,
} from '@proffsbutik/core/domain'
import { sendBehaviour } from './behaviour'
import { pushEvent } from './data-layer'
import { trackedLine, type TrackedLineSource } from './tracked'

/**
 * A list, a product or a cart shown or chosen (view_item_list, select_item, view_item, view_cart);
 * a product chosen from a list is also a click behaviour event.
 */
export function trackItems(event: ItemsEventName, variants: readonly TrackedVariant[], listName?: string) {
  pushEvent(itemsEvent(event, variants, listName))
  if (event === 'select_item')
    sendBehaviour(
      'click',
      variants.map(({ articleNumber }) => ({ articleNumber })),
    )
}

/** Cart lines shown (view_cart), as the cart showed them: tracking's code turns them into variants. */
export function trackLines(event: ItemsEventName, lines: readonly TrackedLineSource[], listName?: string) {
  trackItems(event, lines.map(trackedLine), listName)
}

const behaviourLine = ({ articleNumber, quantity }: TrackedVariant) =>
  quantity === undefined ? { articleNumber } : { articleNumber, quantity }

/**
 * A cart change: add_to_cart for what it added, remove_from_cart for what it took away. The lines
 * come as the cart showed them, so that turning them into tracked variants is tracking's code too,
 * loaded after hydration.
 */
export function trackCartChange(
  before: readonly TrackedLineSource[],
  after: readonly TrackedLineSource[],
  listName?: string,
) {
  const { added, removed } = cartQuantityChanges(before.map(trackedLine), after.map(trackedLine))
  if (added.length > 0) {
    pushEvent(itemsEvent('add_to_cart', added, listName))
    sendBehaviour('addtocart', added.map(behaviourLine))
  }
  if (removed.length > 0) pushEvent(itemsEvent('remove_from_cart', removed, listName))
}

/** A checkout page was shown, with the cart's items. */
export function trackCheckoutStep(page: keyof typeof checkoutSteps, variants: readonly TrackedVariant[]) {
  pushEvent(checkoutEvent(page, variants))
}

/** An order was placed. */
export function trackPurchase(orderId: string, variants: readonly TrackedVariant[]) {
  pushEvent(purchaseEvent(orderId, variants))
  sendBehaviour(
    'purchase',
    variants.map((variant) => ({ ...behaviourLine(variant), orderId })),
  )
}

/** A banner was seen (80 % in view) or chosen. */
export function trackPromotion(event: 'view_promotion' | 'select_promotion', banner: TrackedBanner) {
  pushEvent(promotionEvent(event, banner))
}

export { sendSearch, setTrackingSenders } from './behaviour'
