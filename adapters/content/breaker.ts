/**
 * A service that stopped answering is not asked again and again (a circuit breaker). After a call
 * has given up on it — its attempts used on 5xx, 429 or no answer, or no answer in time — the
 * service counts as down for a cool-off: calls in it are tried once, without retries, so a dead
 * service costs a page one quick failure per call and the first answer ends the cool-off at once.
 * A service that gave no answer in time is not asked at all in its cool-off: one page waits for
 * the timeout, not every page. Giving up again doubles the cool-off, up to a minute (issue 28:
 * retries never multiply a dead service's wait).
 */
export interface Breaker {
  /** Whether to ask the service now: not in the cool-off after a timeout. */
  readonly asks: () => boolean
  /** Whether a call may be retried now: not while the service counts as down. */
  readonly retries: () => boolean
  /** A call gave up on the service (`timedOut`: no answer in time): it counts as down for the cool-off. */
  readonly gaveUp: (timedOut: boolean) => void
  /** The service answered (whatever it said). */
  readonly answered: () => void
}

/** The first cool-off after a call gave up; each next one in a row is twice as long. */
export const COOL_OFF_MS = 5_000

/** The longest cool-off. */
export const COOL_OFF_MAX_MS = 60_000

/** A breaker for one service; `now` is the clock (tests move it). */
export function breaker(now: () => number = Date.now): Breaker {
  let downUntil = 0
  let hanging = false
  let coolOff = COOL_OFF_MS
  const down = () => now() < downUntil
  return {
    asks: () => !(hanging && down()),
    retries: () => !down(),
    gaveUp: (timedOut) => {
      downUntil = now() + coolOff
      hanging = timedOut
      coolOff = Math.min(coolOff * 2, COOL_OFF_MAX_MS)
    },
    answered: () => {
      downUntil = 0
      hanging = false
      coolOff = COOL_OFF_MS
    },
  }
}
