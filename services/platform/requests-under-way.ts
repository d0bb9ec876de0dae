/**
 * The requests an app is answering, so that stopping it waits for those under way before what they
 * use closes. Closing the database first answered them 500 ("driver has already been destroyed"):
 * a request whose client went away (a page's connection cut, a load test's end) is no longer held by
 * the HTTP server's close, but its handler still runs to its end. The services count their requests
 * with the middleware; the shop counts its pages with `counted`, until the page's streamed body has
 * been read or cancelled, since a page goes on calling the embedded services between their requests.
 */
import type { MiddlewareHandler } from 'hono'

export interface RequestsUnderWay {
  /** Counts a request from its start until its handler has answered or failed. */
  readonly middleware: MiddlewareHandler
  /** A fetch whose every request counts until its answer's body has ended or was cancelled. */
  readonly counted: <A extends unknown[]>(
    fetch: (request: Request, ...rest: A) => Response | Promise<Response>,
  ) => (request: Request, ...rest: A) => Promise<Response>
  /** How many requests are under way now. */
  readonly count: () => number
  /** Resolves when none is under way, or after `graceMs` whatever is left. */
  readonly settled: (graceMs: number) => Promise<void>
}

export function requestsUnderWay(): RequestsUnderWay {
  let count = 0
  let waiting: (() => void)[] = []
  /** Counts one request; the function it answers ends it, once however often it is called. */
  const begin = () => {
    count += 1
    let ended = false
    return () => {
      if (ended) return
      ended = true
      count -= 1
      if (count === 0) {
        const resolved = waiting
        waiting = []
        for (const resolve of resolved) resolve()
      }
    }
  }
  const middleware: MiddlewareHandler = async (_c, next) => {
    const end = begin()
    try {
      await next()
    } finally {
      end()
    }
  }
  const counted: RequestsUnderWay['counted'] =
    (fetch) =>
    async (request, ...rest) => {
      const end = begin()
      try {
        const response = await fetch(request, ...rest)
        if (!response.body) {
          end()
          return response
        }
        return new Response(countedBody(response.body, end), response)
      } catch (error) {
        end()
        throw error
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
  return { middleware, counted, count: () => count, settled }
}

/** The body as it is read, calling `end` when it has been read to its end, failed or was cancelled. */
function countedBody(body: ReadableStream<Uint8Array>, end: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          end()
          controller.close()
        } else controller.enqueue(value)
      } catch (error) {
        end()
        controller.error(error)
      }
    },
    cancel(reason) {
      end()
      return reader.cancel(reason)
    },
  })
}
