/**
 * The content client (content §7): GraphQL against a Contentful-style endpoint with bearer
 * authorization, the preview token and `preview: true` when the content environment asks for it, a
 * 30 s timeout, up to 5 attempts with exponential backoff on 5xx, 429 and connection errors, at most
 * 30 requests a second, and errors about links that cannot be resolved ignored (the rest of the
 * answer is still good) and handed to `onUnresolvable`.
 */
import { Duration, Effect, Schedule, Schema } from 'effect'
import { ClientError, GraphQLClient } from 'graphql-request'
import type { CallFailure } from '@proffsbutik/core/domain'
import { callTimeout, PageWait, ServiceCallFailed } from '@proffsbutik/core/ports'
import type { Breaker } from './breaker'
import { isUnresolvableLink, unresolvableIds, type OnUnresolvable } from './unresolvable'

/** Where the content is and how to ask for it. */
export interface ContentEndpoint {
  readonly url: string
  readonly accessToken: string
  /** With a preview token, drafts are read (the content environment's preview mode). */
  readonly previewAccessToken?: string | undefined
  readonly timeoutMs?: number
  readonly maxAttempts?: number
  readonly requestsPerSecond?: number
  /** The first backoff; each retry waits twice as long. */
  readonly backoffBaseMs?: number
  /** How requests are sent; the embedded content service is reached in-process. */
  readonly fetch?: typeof globalThis.fetch
  /**
   * The service runs in the shop's own process (the embedded services): a page does not shorten
   * its calls to its wait (PageWait), their time being the shop's own work.
   */
  readonly inProcess?: true
  /** Shared by the clients of one service: while it is down, calls are not retried (./breaker.ts). */
  readonly breaker?: Breaker
  /** Told the ids of the links an answer could not resolve (reported outside development). */
  readonly onUnresolvable?: OnUnresolvable
}

/** A content query. */
export interface ContentQuery<S extends Schema.Top> {
  readonly operation: string
  readonly query: string
  readonly variables?: Record<string, unknown>
  readonly response: S
}

/** Content §9: 5xx, 429 and connection errors are tried again; an answer not given in time is not. */
export const isRetryable = (failure: CallFailure) =>
  (failure.kind === 'noResponse' && failure.timedOut !== true) ||
  (failure.kind === 'http' && (failure.status >= 500 || failure.status === 429))

/** Whether a failure means the service gave no usable answer: no answer at all, 5xx or 429. */
const givesUp = (failure: CallFailure) =>
  failure.kind === 'noResponse' ||
  (failure.kind === 'http' && (failure.status >= 500 || failure.status === 429))

/** The failure of a call not made because the service counts as down. */
export const notAsked = (operation: string) =>
  new ServiceCallFailed({
    service: 'content',
    operation,
    failure: { kind: 'noResponse', service: 'content' },
    detail: 'Not asked: the content service gave no answer lately',
  })

/** Tells the breaker how a call ended: answered, or given up on a failure worth retrying. */
export const toldBreaker =
  (told: Breaker | undefined) =>
  <A, R>(effect: Effect.Effect<A, ServiceCallFailed, R>) =>
    told === undefined
      ? effect
      : effect.pipe(
          Effect.tap(() => Effect.sync(told.answered)),
          Effect.tapError((error) =>
            Effect.sync(() =>
              givesUp(error.failure)
                ? told.gaveUp(error.failure.kind === 'noResponse' && error.failure.timedOut === true)
                : told.answered(),
            ),
          ),
        )

/**
 * Keeps request starts to `perSecond` in any second: a start waits until the start `perSecond`
 * places before it is a second old. Starts are booked in order, so concurrent callers queue.
 */
function throttle(perSecond: number) {
  const booked: number[] = []
  return Effect.suspend(() => {
    const now = Date.now()
    const earliest = booked.length >= perSecond ? booked[booked.length - perSecond]! + 1000 : now
    const at = Math.max(now, earliest)
    booked.push(at)
    if (booked.length > perSecond) booked.shift()
    return at > now ? Effect.sleep(Duration.millis(at - now)) : Effect.void
  })
}

/**
 * The first wait before a retry; each next one is twice as long: 50 + 100 + 200 + 400 ms for five
 * attempts, so a service that fails every attempt costs a page under a second, not three.
 */
export const BACKOFF_BASE_MS = 50

/** A client for one content endpoint. */
export function contentClient(endpoint: ContentEndpoint) {
  const preview = endpoint.previewAccessToken !== undefined
  const client = new GraphQLClient(endpoint.url, {
    headers: { authorization: `Bearer ${endpoint.previewAccessToken ?? endpoint.accessToken}` },
    errorPolicy: 'all',
    // Every document here holds one operation: the client need not parse it again at each call to name it.
    excludeOperationName: true,
    ...(endpoint.fetch ? { fetch: endpoint.fetch } : {}),
  })
  const timeoutMs = endpoint.timeoutMs ?? 30_000
  // The throttle keeps within a remote content service's rate limit. The embedded one is part of
  // this process: throttling it capped the whole shop at 15 pages a second (two content calls each).
  const gate = endpoint.inProcess === true ? Effect.void : throttle(endpoint.requestsPerSecond ?? 30)
  const fail = (operation: string, failure: CallFailure, detail: string) =>
    new ServiceCallFailed({ service: 'content', operation, failure, detail })
  const unresolved = (operation: string, ids: readonly string[]) =>
    ids.length > 0 && endpoint.onUnresolvable ? endpoint.onUnresolvable(operation, ids) : Effect.void

  const overNetwork = endpoint.inProcess !== true
  const once = <S extends Schema.Top & { readonly DecodingServices: never }>(request: ContentQuery<S>) =>
    gate.pipe(
      Effect.andThen(PageWait),
      Effect.flatMap((pageWait) => {
        const waitMs = overNetwork ? callTimeout(timeoutMs, pageWait) : timeoutMs
        // The timeout is the fiber's: interrupting the call aborts its request (a timeout signal
        // combined with AbortSignal.any is not kept alive by Node 20, and may never fire).
        return Effect.tryPromise({
          try: (signal) =>
            client.rawRequest<unknown>({
              query: request.query,
              variables: { ...request.variables, preview },
              signal,
            }),
          catch: (error) => {
            if (error instanceof ClientError) {
              // Without GraphQL errors ClientError's message holds the whole query: the status says enough.
              const message = error.response.errors?.[0]?.message ?? `HTTP ${error.response.status}`
              return fail(
                request.operation,
                { kind: 'http', status: error.response.status, body: message },
                message,
              )
            }
            const detail = error instanceof Error ? error.message : String(error)
            // An answer that is not JSON is the service's answer, not a connection error: never retried.
            if (error instanceof SyntaxError)
              return fail(request.operation, { kind: 'decode' }, `The answer is not JSON: ${detail}`)
            return fail(request.operation, { kind: 'noResponse', service: 'content' }, detail)
          },
        }).pipe(
          Effect.timeoutOrElse({
            duration: waitMs,
            orElse: () =>
              Effect.fail(
                fail(
                  request.operation,
                  { kind: 'noResponse', service: 'content', timedOut: true },
                  `No answer in ${waitMs} ms`,
                ),
              ),
          }),
        )
      }),
      Effect.flatMap((answer) => {
        const errors = (answer.errors ?? []).filter((error) => !isUnresolvableLink(error))
        if (errors.length > 0) {
          const message = errors.map((e) => e.message).join('; ')
          return Effect.fail(
            fail(request.operation, { kind: 'http', status: answer.status, body: message }, message),
          )
        }
        return unresolved(request.operation, unresolvableIds(answer.errors)).pipe(
          Effect.andThen(
            Schema.decodeUnknownEffect(request.response)(answer.data, { onExcessProperty: 'ignore' }),
          ),
          Effect.mapError((error) =>
            fail(
              request.operation,
              { kind: 'decode' },
              `The answer of content ${request.operation} does not fit: ${error.message}`,
            ),
          ),
        )
      }),
    )

  return {
    /**
     * Runs a query: retried on 5xx, 429 and connection errors, up to `maxAttempts` attempts; tried
     * once while the breaker counts the service as down, not at all after a timeout (./breaker.ts).
     */
    query: <S extends Schema.Top & { readonly DecodingServices: never }>(request: ContentQuery<S>) =>
      Effect.suspend(() =>
        endpoint.breaker?.asks() === false
          ? Effect.fail(notAsked(request.operation))
          : once(request).pipe(
              Effect.retry({
                schedule: Schedule.exponential(Duration.millis(endpoint.backoffBaseMs ?? BACKOFF_BASE_MS)),
                times: endpoint.breaker?.retries() === false ? 0 : (endpoint.maxAttempts ?? 5) - 1,
                while: (error: ServiceCallFailed) => isRetryable(error.failure),
              }),
              toldBreaker(endpoint.breaker),
            ),
      ),
  }
}
