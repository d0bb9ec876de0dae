/**
 * The requests the services are answering, so that stopping them waits for those under way before
 * the database closes. Closing it first answered them 500 ("driver has already been destroyed"):
 * a request whose client went away (a page's connection cut, a load test's end) is no longer held
 * by the HTTP server's close, but its handler still runs to its end in the embedded services.
 */
import type { MiddlewareHandler } from 'hono'

export interface RequestsUnderWay {
  /** Counts a request from its start until its handler has answered or failed. */
  readonly middleware: MiddlewareHandler
  /** How many requests are under way now. */
  readonly count: () => number
  /** Resolves when none is under way, or after `graceMs` whatever is left. */
  readonly settled: (graceMs: number) => Promise<void>
}

export function requestsUnderWay(): RequestsUnderWay {
  let count = 0
  let waiting: (() => void)[] = []
  const middleware: MiddlewareHandler = async (_c, next) => {
    count += 1
    try {
      await next()
    } finally {
      count -= 1
      if (count === 0) {
        const resolved = waiting
        waiting = []
        for (const resolve of resolved) resolve()
      }
    }
  }
  const settled = (graceMs: number) =>
    count === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs)
          waiting.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
  return { middleware, count: () => count, settled }
}
