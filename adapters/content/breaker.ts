/**
 * A service that stopped answering is not asked again and again (a circuit breaker): after a call
 * has given up on it — its attempts used on 5xx, 429 or no answer, or no answer in time — the
 * service counts as down for a cool-off, and calls in it fail at once without asking. After the
 * cool-off the next call asks again; giving up again doubles the cool-off (up to a minute), an
 * answer ends it. So a dead or hanging content service costs one page its wait, not every page
 * five attempts (issue 28: retries never multiply a dead service's wait).
 */
export interface Breaker {
  /** Whether to ask the service now: not while it counts as down. */
  readonly asks: () => boolean
  /** A call gave up on the service: it counts as down for the cool-off. */
  readonly gaveUp: () => void
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
  let coolOff = COOL_OFF_MS
  return {
    asks: () => now() >= downUntil,
    gaveUp: () => {
      downUntil = now() + coolOff
      coolOff = Math.min(coolOff * 2, COOL_OFF_MAX_MS)
    },
    answered: () => {
      downUntil = 0
      coolOff = COOL_OFF_MS
    },
  }
}
