/**
 * Tracking what buyers do (content §7, §Analytics): data-layer events through the Tracker and
 * behaviour events (click, add to cart) to the search service with the tracking id. Tracking never
 * fails the action it follows: a refused event is skipped, a failed call is dropped.
 */
import { Effect } from 'effect'
import {
  addToCartEvent,
  behaviourEvent,
  TRACKING_ID_KEY,
  type BehaviourEventType,
  type TrackedVariant,
} from '../domain/tracking'
import { KeyValueStore } from '../ports/key-value-store.port'
import { SearchPort } from '../ports/search.port'
import { Tracker } from '../ports/tracker.port'

/** A line as a behaviour event needs it (purchases also need the order id). */
export interface BehaviourLine {
  readonly articleNumber: string
  readonly quantity?: number
  readonly orderId?: string
}

/**
 * Sends behaviour events of one type for lines with the browser's tracking id (content §7: only with
 * a tracking id; purchases need quantity and order id). Lines that may not be sent are skipped, a
 * failed call is dropped: tracking never fails what it follows.
 */
export const sendBehaviourEvents = (
  type: BehaviourEventType,
  trackingId: string | undefined,
  lines: readonly BehaviourLine[],
) =>
  Effect.gen(function* () {
    const events = lines.flatMap((line) => {
      const built = behaviourEvent(type, trackingId, line)
      return built.ok ? [built.event] : []
    })
    if (events.length === 0) return
    yield* (yield* SearchPort)
      .createEvents(
        events.map(({ trackingId: _id, ...event }) => event),
        trackingId,
      )
      .pipe(Effect.catch(() => Effect.void))
  })

/** Sends behaviour events of one type for variants, with the tracking id kept in the store. */
const sendBehaviour = (type: 'click' | 'addtocart', variants: readonly BehaviourLine[]) =>
  Effect.gen(function* () {
    const trackingId = yield* (yield* KeyValueStore).get(TRACKING_ID_KEY)
    yield* sendBehaviourEvents(type, trackingId, variants)
  })

/** A buyer opened a product from a list. */
export const trackClick = (articleNumber: string) => sendBehaviour('click', [{ articleNumber }])

/** Lines went into the cart: add_to_cart for the data layer and addtocart behaviour events. */
export const trackAddToCart = (variants: readonly TrackedVariant[], listName?: string) =>
  Effect.gen(function* () {
    const event = addToCartEvent(variants, listName)
    if (event.ok) yield* (yield* Tracker).track(event.event)
    yield* sendBehaviour('addtocart', variants)
  })
