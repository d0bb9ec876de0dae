/**
 * Behaviour and search tracking (content §5, §7): clicks on products in lists, lines added to the
 * cart, lines bought and searches shown go to the search service with this browser's tracking id —
 * 21 random characters kept in local storage under `_l54a`, made on first need. Without storage
 * there is no id and nothing is sent ('No trackingId available.' is reported once: the console, and
 * Sentry when it runs). Sending never blocks or fails what the buyer did.
 */
import {
  isTrackingId,
  searchText,
  TRACKING_ID_KEY,
  TRACKING_ID_LENGTH,
  trackingIdFromBytes,
} from '@proffsbutik/core/domain'
import type { RpcInput } from '../../server/rpc/shop-api.rpc'
import { reportProblem } from './error-reporting'

/** What the behaviour RPC takes. */
export type BehaviourInput = RpcInput<'trackBehaviour'>
/** What the search RPC takes. */
export type SearchInput = RpcInput<'trackSearch'>

/** Where tracking events go: the browser's ShopApi calls. */
export interface TrackingSenders {
  readonly behaviour: (input: BehaviourInput) => Promise<unknown>
  readonly search: (input: SearchInput) => Promise<unknown>
}

let senders: TrackingSenders | null = null
let missingSaid = false

/** Where tracking events go; set once when the app starts. */
export function setTrackingSenders(given: TrackingSenders): void {
  senders = given
}

/** Local storage, or none (server render, blocked). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/** This browser's tracking id (the plain text under _l54a), made and kept on first need; none without storage. */
export function browserTrackingId(): string | undefined {
  try {
    const store = storage()
    if (!store) return undefined
    const known = store.getItem(TRACKING_ID_KEY)
    if (known !== null && isTrackingId(known)) return known
    const made = trackingIdFromBytes(window.crypto.getRandomValues(new Uint8Array(TRACKING_ID_LENGTH)))
    store.setItem(TRACKING_ID_KEY, made)
    return made
  } catch {
    // Storage refused it (private mode, full): an id that is not kept would count one buyer as many.
    return undefined
  }
}

/** The tracking id to send with, reporting once that there is none. */
function trackingIdToSend(): string | undefined {
  const trackingId = browserTrackingId()
  if (!trackingId && !missingSaid) {
    reportProblem('No trackingId available.')
    missingSaid = true
  }
  return trackingId
}

/** Sends behaviour events of one kind, when there is a sender, lines and a tracking id. */
export function sendBehaviour(kind: BehaviourInput['kind'], lines: BehaviourInput['lines']): void {
  if (!senders || lines.length === 0) return
  const trackingId = trackingIdToSend()
  if (!trackingId) return
  senders.behaviour({ trackingId, kind, lines: lines.slice(0, 500) }).catch(() => undefined)
}

/** Sends the search event of a results page shown, when there is a sender, a query and a tracking id. */
export function sendSearch(query: string, resultCount: number): void {
  const text = searchText(query.trim())
  if (!senders || text === '') return
  const trackingId = trackingIdToSend()
  if (!trackingId) return
  senders.search({ trackingId, query: text, resultCount }).catch(() => undefined)
}
