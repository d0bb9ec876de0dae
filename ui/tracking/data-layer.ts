/**
 * The tag manager's data layer (content-and-surroundings §Analytics): every event the pages produce
 * goes to `window.dataLayer`, where the tag manager picks it up when `GTM_ID` loads one. An e-commerce
 * event first clears the previous event's `ecommerce` object (GA4's rule), so payloads never mix.
 * On the server (SSR) and in unit tests there is no window and nothing is pushed.
 */
import type { TrackingResult } from '@proffsbutik/core/domain'

/** One entry of the data layer. */
export type DataLayerEntry = { readonly event?: string; readonly [key: string]: unknown }

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

/** Pushes an event (an `ecommerce` one after clearing the last); a refused event is left out. */
export function pushEvent(result: TrackingResult<{ readonly event: string }>): void {
  if (!result.ok || typeof window === 'undefined') return
  const layer = (window.dataLayer ??= [])
  if ('ecommerce' in result.event) layer.push({ ecommerce: null })
  layer.push(result.event as DataLayerEntry)
}
