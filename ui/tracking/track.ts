/**
 * The tracking the pages and stores call: data-layer events, and behaviour and search events for the
 * search service. What builds and sends them (events.ts, behaviour.ts, core/domain/tracking.ts) is
 * loaded on first use, which is after hydration (events go out from effects and actions), in a chunk
 * of its own: no part of a page's JavaScript before interaction. Calls keep their order; tracking
 * that cannot load is left out and never fails what the buyer did. On the server nothing is tracked.
 */
import type { TrackingSenders } from './behaviour'
import type * as EventsModule from './events'

type Events = typeof EventsModule

let senders: TrackingSenders | undefined
let loading: Promise<Events> | undefined

/** Where behaviour and search events go (the browser's ShopApi); set once when the app starts. */
export function setTrackingSenders(given: TrackingSenders): void {
  senders = given
  void loading?.then((events) => events.setTrackingSenders(given))
}

/** The tracking code, loaded once. */
function events(): Promise<Events> {
  loading ??= import('./events').then((events) => {
    if (senders) events.setTrackingSenders(senders)
    return events
  })
  return loading
}

/** A call of `name` that runs once the tracking code is there. */
function later<
  K extends
    | 'trackItems'
    | 'trackLines'
    | 'trackCartChange'
    | 'trackCheckoutStep'
    | 'trackPurchase'
    | 'trackPromotion'
    | 'sendSearch',
>(name: K): (...args: Parameters<Events[K]>) => void {
  return (...args) => {
    if (typeof window === 'undefined') return
    events()
      .then((loaded) => (loaded[name] as (...args: Parameters<Events[K]>) => void)(...args))
      .catch(() => undefined)
  }
}

/** A list, a product or a cart shown or chosen (events.ts). */
export const trackItems = later('trackItems')
/** Cart lines shown (events.ts). */
export const trackLines = later('trackLines')
/** A cart change: what it added and took away (events.ts). */
export const trackCartChange = later('trackCartChange')
/** A checkout page shown (events.ts). */
export const trackCheckoutStep = later('trackCheckoutStep')
/** An order placed (events.ts). */
export const trackPurchase = later('trackPurchase')
/** A banner seen or chosen (events.ts). */
export const trackPromotion = later('trackPromotion')
/** A results page's search event (behaviour.ts). */
export const sendSearch = later('sendSearch')
