/** Tracking's RPCs bound to their use cases. */
import { Effect } from 'effect'
import { sendBehaviourEvents, sendSearchEvent } from '@proffsbutik/core/usecases'
import type { Handlers } from './rpc-handlers'
import type { trackingRpcs } from './tracking.rpc'

/** Tracking's use cases. */
export const trackingHandlers: Handlers<typeof trackingRpcs> = {
  trackBehaviour: ({ trackingId, kind, lines }) =>
    sendBehaviourEvents(kind, trackingId, lines).pipe(Effect.as({})),
  trackSearch: ({ trackingId, query, resultCount }) =>
    sendSearchEvent(trackingId, query, resultCount).pipe(Effect.as({})),
}
