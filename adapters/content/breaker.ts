/**
 * A service that stopped answering is not asked again and again: after a call has used all its
 * attempts on failures worth retrying, the service counts as down for a cool-off, and calls in it
 * try once, without retries. The first answer it gives ends the cool-off. So a dead content service
 * costs a page one attempt per call, not five with their backoff (issue 28: retries never multiply a
 * dead service's wait).
 */
export interface Breaker {
  /** Whether calls should retry now (the service is not known to be down). */
  readonly retries: () => boolean
  /** A call used all its attempts on retryable failures: the service is down for the cool-off. */
  readonly gaveUp: () => void
  /** The service answered. */
  readonly answered: () => void
}

/** How long a service counts as down after a call gave up on it. */
export const COOL_OFF_MS = 15_000

/** A breaker for one service; `now` is the clock (tests move it). */
export function breaker(coolOffMs = COOL_OFF_MS, now: () => number = Date.now): Breaker {
  let downUntil = 0
  return {
    retries: () => now() >= downUntil,
    gaveUp: () => {
      downUntil = now() + coolOffMs
    },
    answered: () => {
      downUntil = 0
    },
  }
}
