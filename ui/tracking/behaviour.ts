/**
 * Behaviour tracking (content §7): clicks on products in lists, lines added to the cart and lines
 * bought go to the search service with this browser's tracking id — 21 random characters kept in
 * local storage under `_l54a`, made on first need. Without storage there is no id and nothing is
 * sent ('No trackingId available.' is reported once: the console, and Sentry when it runs). Sending never blocks or fails what
 * the buyer did.
 */
import {
  isTrackingId,
  TRACKING_ID_KEY,
  TRACKING_ID_LENGTH,
  trackingIdFromBytes,
} from '../../core/domain/tracking'
import type { RpcInput } from '../../server/rpc/shop-api.rpc'
import { reportProblem } from './error-reporting'

/** What the behaviour RPC takes. */
export type BehaviourInput = RpcInput<'trackBehaviour'>

let send: ((input: BehaviourInput) => Promise<unknown>) | null = null
let missingSaid = false

/** Where behaviour events go (the browser's ShopApi); set once when the app starts. */
export function setBehaviourSender(sender: (input: BehaviourInput) => Promise<unknown>): void {
  send = sender
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

/** Sends behaviour events of one kind, when there is a sender, lines and a tracking id. */
export function sendBehaviour(kind: BehaviourInput['kind'], lines: BehaviourInput['lines']): void {
  if (!send || lines.length === 0) return
  const trackingId = browserTrackingId()
  if (!trackingId) {
    if (!missingSaid) reportProblem('No trackingId available.')
    missingSaid = true
    return
  }
  send({ trackingId, kind, lines: lines.slice(0, 500) }).catch(() => undefined)
}
