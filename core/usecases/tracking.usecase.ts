/**
 * Behaviour tracking (content §7, §Analytics): click, add-to-cart and purchase events to the search
 * service with the browser's tracking id (`_l54a`). The browser sends them through the
 * trackBehaviour RPC; its data-layer events never reach the server (ui/tracking). Tracking never
 * fails the action it follows: a refused event is skipped, a failed call is dropped — all but the
 * 401 that ended the buyer's session, which the page must hear of to reload and ask for a login.
 */
import { Effect } from 'effect'
import { forcesLogout } from '../domain/messages'
import { behaviourEvent, type BehaviourEventType } from '../domain/tracking'
import type { NotLoggedIn } from '../ports/credentials.port'
import { SearchPort } from '../ports/search.port'
import { ServiceCallFailed } from '../ports/service-call.errors'

/** A line as a behaviour event needs it (purchases also need the order id). */
export interface BehaviourLine {
  readonly articleNumber: string
  readonly quantity?: number
  readonly orderId?: string
}

/** A failure tracking drops: any but a 401, which has ended the session (a refresh refused). */
const droppable = (error: ServiceCallFailed | NotLoggedIn) =>
  !(error instanceof ServiceCallFailed && forcesLogout(error.failure))

/**
 * Sends behaviour events of one type for lines with the browser's tracking id (content §7: only with
 * a tracking id; purchases need quantity and order id). Lines that may not be sent are skipped, a
 * failed call is dropped unless it ended the session: tracking never fails what it follows.
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
      .pipe(Effect.catchIf(droppable, () => Effect.void))
  })
