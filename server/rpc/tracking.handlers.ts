/** Behaviour tracking's RPC bound to its use case. */
import { Effect } from 'effect'
import { sendBehaviourEvents } from '../../core/usecases/tracking.usecase'
import type { Handlers } from './rpc-handlers'
import type { trackingRpcs } from './tracking.rpc'

/** Tracking's use cases. */
export const trackingHandlers: Handlers<typeof trackingRpcs> = {
  trackBehaviour: ({ trackingId, kind, lines }) =>
    sendBehaviourEvents(kind, trackingId, lines).pipe(Effect.as({})),
}
