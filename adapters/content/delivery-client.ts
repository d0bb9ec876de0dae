/**
 * The Content Delivery API (content §7 plain entry fetches) over ky, on the content client's terms:
 * bearer authorization with the delivery token (the preview token when preview is asked), a 30 s
 * timeout, up to 5 attempts with exponential backoff on 5xx, 429, timeouts and connection errors,
 * at most 30 request starts a second, and every answer decoded with an effect/Schema. Links the
 * answer could not resolve are handed to `onUnresolvable`.
 */
import { Effect, Schema } from 'effect'
import ky, { isHTTPError, type KyInstance } from 'ky'
import type { CallFailure } from '@proffsbutik/core/domain'
import { callTimeout, PageWait, ServiceCallFailed } from '@proffsbutik/core/ports'
import type { Breaker } from './breaker'
import { BACKOFF_BASE_MS, notAsked } from './content-client'
import { unresolvableIds, type OnUnresolvable } from './unresolvable'

/** Where the delivery API of one space and environment is, and how to ask it. */
export interface DeliveryEndpoint {
  /** `…/spaces/{space}/environments/{environment}`. */
  readonly url: string
  readonly accessToken: string
  readonly previewAccessToken?: string | undefined
  readonly timeoutMs?: number
  readonly maxAttempts?: number
  readonly requestsPerSecond?: number
  /** The first backoff; each retry waits twice as long. */
  readonly backoffBaseMs?: number
  readonly fetch?: typeof globalThis.fetch
  /**
   * The service runs in the shop's own process (the embedded services): a page does not shorten
   * its calls to its wait (PageWait), their time being the shop's own work.
   */
  readonly inProcess?: true
  /** Shared by the clients of one service: while it is down, calls try once (./breaker.ts). */
  readonly breaker?: Breaker
  /** Told the ids of the links an answer could not resolve (reported outside development). */
  readonly onUnresolvable?: OnUnresolvable
}

/** One GET of the delivery API. */
export interface DeliveryRequest<S extends Schema.Top> {
  readonly operation: string
  /** Under the environment, e.g. `entries`. */
  readonly path: string
  readonly searchParams: Readonly<Record<string, string | number>>
  /** Read drafts with the preview token. */
  readonly preview: boolean
  readonly response: S
}

/** Contentful's error body: `{sys: {type: "Error", id}, message}`. */
const ErrorBody = Schema.Struct({ message: Schema.String })
const messageOf = (text: string): string => {
  try {
    const decoded = Schema.decodeUnknownOption(ErrorBody)(JSON.parse(text))
    return decoded._tag === 'Some' ? decoded.value.message : text
  } catch {
    return text
  }
}

/** A gate that lets at most `perSecond` requests start in any second; later ones wait their turn. */
function startGate(perSecond: number): () => Promise<void> {
  const starts: number[] = []
  const pass = async (): Promise<void> => {
    const now = Date.now()
    while (starts.length > 0 && now - starts[0]! >= 1000) starts.shift()
    if (starts.length < perSecond) {
      starts.push(now)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, starts[0]! + 1000 - now))
    return pass()
  }
  return pass
}

/** A client of one delivery endpoint. */
export function deliveryClient(endpoint: DeliveryEndpoint) {
  const gate = startGate(endpoint.requestsPerSecond ?? 30)
  const base = endpoint.backoffBaseMs ?? BACKOFF_BASE_MS
  const told = endpoint.breaker
  const api: KyInstance = ky.create({
    prefixUrl: endpoint.url.replace(/\/+$/, ''),
    timeout: endpoint.timeoutMs ?? 30_000,
    retry: {
      limit: (endpoint.maxAttempts ?? 5) - 1,
      methods: ['get'],
      statusCodes: [429, 500, 502, 503, 504],
      // Content §9: 5xx, 429 and connection errors are tried again; an answer not given in time is not.
      retryOnTimeout: false,
      delay: (attempt) => base * 2 ** (attempt - 1),
      // While the service counts as down, one attempt (the default rules otherwise).
      shouldRetry: () => (told === undefined || told.retries() ? undefined : false),
    },
    hooks: { beforeRequest: [() => gate()] },
    ...(endpoint.fetch ? { fetch: endpoint.fetch } : {}),
  })
  const fail = (operation: string, failure: CallFailure, detail: string) =>
    new ServiceCallFailed({ service: 'content', operation, failure, detail })
  const unresolved = (operation: string, json: unknown) => {
    const ids = unresolvableIds(
      typeof json === 'object' && json !== null && 'errors' in json ? json.errors : [],
    )
    return ids.length > 0 && endpoint.onUnresolvable ? endpoint.onUnresolvable(operation, ids) : Effect.void
  }

  /** Tells the breaker how a request ended: answered, or given up (no answer, 5xx, 429). */
  const toldBreakerOf = <
    A extends { readonly ok: true } | { readonly ok: false; readonly status: number },
    R,
  >(
    effect: Effect.Effect<A, ServiceCallFailed, R>,
  ) =>
    told === undefined
      ? effect
      : effect.pipe(
          Effect.tap((answer) =>
            Effect.sync(() =>
              answer.ok || (answer.status < 500 && answer.status !== 429)
                ? told.answered()
                : told.gaveUp(false),
            ),
          ),
          Effect.tapError((error) =>
            Effect.sync(
              () => error.failure.kind === 'noResponse' && told.gaveUp(error.failure.timedOut === true),
            ),
          ),
        )

  const text = (request: DeliveryRequest<Schema.Top>) =>
    Effect.suspend(() => (told?.asks() === false ? Effect.fail(notAsked(request.operation)) : asked(request)))

  const overNetwork = endpoint.inProcess !== true
  const asked = (request: DeliveryRequest<Schema.Top>) =>
    Effect.flatMap(PageWait, (pageWait) =>
      Effect.tryPromise({
        try: async (signal) => {
          const token =
            request.preview && endpoint.previewAccessToken
              ? endpoint.previewAccessToken
              : endpoint.accessToken
          try {
            const response = await api.get(request.path.replace(/^\/+/, ''), {
              signal,
              ...(overNetwork && pageWait !== undefined
                ? { timeout: callTimeout(endpoint.timeoutMs ?? 30_000, pageWait) }
                : {}),
              searchParams: Object.fromEntries(
                Object.entries(request.searchParams).map(([k, v]) => [k, String(v)]),
              ),
              headers: { authorization: `Bearer ${token}` },
            })
            return { ok: true as const, text: await response.text() }
          } catch (error) {
            if (!isHTTPError(error)) throw error
            return { ok: false as const, status: error.response.status, text: await error.response.text() }
          }
        },
        catch: (error) =>
          error instanceof Error && error.name === 'AbortError'
            ? fail(request.operation, { kind: 'aborted' }, error.message)
            : fail(
                request.operation,
                {
                  kind: 'noResponse',
                  service: 'content',
                  ...(error instanceof Error && error.name === 'TimeoutError' ? { timedOut: true } : {}),
                },
                error instanceof Error ? error.message : String(error),
              ),
      }),
    ).pipe(
      toldBreakerOf,
      Effect.flatMap((answer) => {
        if (answer.ok) return Effect.succeed(answer.text)
        const message = messageOf(answer.text)
        return Effect.fail(
          fail(
            request.operation,
            { kind: 'http', status: answer.status, body: message },
            `${answer.status} ${message}`,
          ),
        )
      }),
    )

  return {
    /** A GET whose answer is decoded with `request.response`. */
    get: <S extends Schema.Top & { readonly DecodingServices: never }>(
      request: DeliveryRequest<S>,
    ): Effect.Effect<S['Type'], ServiceCallFailed> =>
      text(request).pipe(
        Effect.flatMap((body) =>
          Effect.try({
            try: (): unknown => JSON.parse(body),
            catch: () => ({ message: `not JSON: ${body.slice(0, 80)}` }),
          }).pipe(
            Effect.tap((json) => unresolved(request.operation, json)),
            Effect.flatMap((json) =>
              Schema.decodeUnknownEffect(request.response)(json, { onExcessProperty: 'ignore' }),
            ),
            Effect.mapError((error) =>
              fail(
                request.operation,
                { kind: 'decode' },
                `The answer of content ${request.operation} does not fit: ${error.message}`,
              ),
            ),
          ),
        ),
      ),
  }
}
