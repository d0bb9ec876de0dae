/**
 * Behaviour and search tracking (content §5, §7, §Analytics): click, add-to-cart, purchase and
 * search events to the search service with the browser's tracking id (`_l54a`). The browser sends
 * them through the trackBehaviour and trackSearch RPCs, so that an event goes out only where the id
 * is (content §5) and a search counts once per results page shown, not per page of it fetched. The
 * browser's data-layer events never reach the server (ui/tracking). Tracking never fails the action
 * it follows: a refused event is skipped, a failed call is dropped — all but the 401 that ended the
 * buyer's session, which the page must hear of to reload and ask for a login.
 */
import { Effect } from 'effect'
import { forcesLogout } from '../domain/messages'
import { behaviourEvent, EVENTS_PER_CALL_MAX, searchEvent, type BehaviourEventType } from '../domain/tracking'
import type { NotLoggedIn } from '../ports/credentials.port'
import { SearchPort } from '../ports/search.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { readSession } from './session.usecase'

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
    const search = yield* SearchPort
    // A big upload adds hundreds of lines at once: the service takes a bounded number per call.
    for (let start = 0; start < events.length; start += EVENTS_PER_CALL_MAX)
      yield* search
        .createEvents(
          events.slice(start, start + EVENTS_PER_CALL_MAX).map(({ trackingId: _id, ...event }) => event),
          trackingId,
        )
        .pipe(Effect.catchIf(droppable, () => Effect.void))
  })

/**
 * Sends the search event of a results page the buyer was shown: the query and how many variants
 * it found, with the browser's tracking id, and the user id when someone is logged in. Nothing goes
 * out without a tracking id or for an empty query; a failed call is dropped unless it ended the session.
 */
export const sendSearchEvent = (trackingId: string | undefined, query: string, resultCount: number) =>
  Effect.gen(function* () {
    const built = searchEvent(trackingId, query, resultCount)
    if (!built.ok) return
    const session = yield* readSession
    yield* (yield* SearchPort)
      .createEvents([built.event], trackingId, session?.userId)
      .pipe(Effect.catchIf(droppable, () => Effect.void))
  })
