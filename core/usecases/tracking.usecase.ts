/**
 * Behaviour tracking (content §7, §Analytics): click, add-to-cart and purchase events to the search
 * service with the browser's tracking id (`_l54a`). The browser sends them through the
 * trackBehaviour RPC; its data-layer events never reach the server (ui/tracking). Tracking never
 * fails the action it follows: a refused event is skipped, a failed call is dropped.
 */
import { Effect } from 'effect'
import { behaviourEvent, type BehaviourEventType } from '../domain/tracking'
import { SearchPort } from '../ports/search.port'

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
