/**
 * One HTTP client per service base (ky): the session token as Authorization, every response decoded
 * with an effect/Schema, and every failure classified as the domain's CallFailure — no response
 * (network, timeout), aborted, an HTTP status with the error's message, or a body that does not
 * decode. Failures worth reporting go to the ErrorReporter (core/domain/messages.ts decides which).
 */
import { Effect, Schema } from 'effect'
import ky, { type KyInstance } from 'ky'
import { type CallFailure, type CallOptions, type ServiceBase, shouldReport } from '@proffsbutik/core/domain'
import { callTimeout, type ErrorReporter, PageWait, ServiceCallFailed } from '@proffsbutik/core/ports'

/** Where the services are and how long a call may take. */
export interface ServicesEndpoint {
  /** The origin the service bases live under: `${baseUrl}/services/<base>/…`. */
  readonly baseUrl: string
  readonly timeoutMs: number
  /**
   * How requests go out: the global fetch, or (embedded services) straight into their app.
   */
  readonly fetch?: typeof globalThis.fetch
  /**
   * The service runs in the shop's own process (the embedded services): a page does not shorten
   * its calls to its wait (PageWait), their time being the shop's own work.
   */
  readonly inProcess?: true
  /** Headers every call carries, e.g. the browser's address as X-Forwarded-For (login throttling). */
  readonly headers?: Readonly<Record<string, string>>
}

/** One call: what, where, with what. */
export interface CallSpec {
  readonly operation: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The path under the base, e.g. `v2/users/U1001`. */
  readonly path: string
  readonly searchParams?: Readonly<Record<string, string | number | boolean | undefined>>
  readonly json?: unknown
  /** A multipart body (an upload) instead of JSON. */
  readonly form?: FormData
  readonly headers?: Readonly<Record<string, string>>
  readonly token?: string | undefined
  readonly options?: CallOptions
}

/** A file a service answered. */
export interface DownloadedFile {
  readonly bytes: Uint8Array
  readonly contentType: string
  /** From Content-Disposition, else undefined. */
  readonly fileName: string | undefined
}

/** The file name of a Content-Disposition header (`attachment; filename="order.xlsx"`). */
export function fileNameOf(disposition: string | null): string | undefined {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

/** The JSON error the services answer with; its message is what the spec's rules read ('Invalid token'). */
const ErrorBody = Schema.Struct({ error: Schema.Struct({ message: Schema.String }) })

/** The message of an error answer: the JSON error's message, else the text itself. */
export function errorMessageOf(text: string): string {
  try {
    const decoded = Schema.decodeUnknownOption(ErrorBody)(JSON.parse(text))
    return decoded._tag === 'Some' ? decoded.value.error.message : text
  } catch {
    return text
  }
}

const ErrorCode = Schema.Struct({ error: Schema.Struct({ code: Schema.String }) })

/** The stable code of a JSON error answer (`invalid_code`, `weak_password` …), if it has one. */
export function errorCodeOf(text: string): string | undefined {
  try {
    const decoded = Schema.decodeUnknownOption(ErrorCode)(JSON.parse(text))
    return decoded._tag === 'Some' ? decoded.value.error.code : undefined
  } catch {
    return undefined
  }
}

/** How a thrown request failed: ky's timeout and network errors get no response; an abort is an abort. */
export function classifyThrown(error: unknown, service: ServiceBase): CallFailure {
  if (error instanceof Error && error.name === 'AbortError') return { kind: 'aborted' }
  return { kind: 'noResponse', service }
}

type Reporter = (typeof ErrorReporter)['Service']

/** A client for one service base. */
export interface ServiceClient {
  /** A call whose answer is decoded with `response`. */
  readonly call: <S extends Schema.Top & { readonly DecodingServices: never }>(
    spec: CallSpec & { readonly response: S },
  ) => Effect.Effect<S['Type'], ServiceCallFailed>
  /** A call whose answer has no body worth reading (204, 202). */
  readonly send: (spec: CallSpec) => Effect.Effect<void, ServiceCallFailed>
  /** A call answering a file: its bytes, type and the name the service gave it. */
  readonly download: (spec: CallSpec) => Effect.Effect<DownloadedFile, ServiceCallFailed>
}

/** Builds the client of a service base. */
export function serviceClient(
  service: ServiceBase,
  endpoint: ServicesEndpoint,
  reporter: Reporter,
): ServiceClient {
  const api: KyInstance = ky.create({
    prefixUrl: `${endpoint.baseUrl.replace(/\/+$/, '')}/services/${service}`,
    timeout: endpoint.timeoutMs,
    retry: 0,
    throwHttpErrors: false,
    ...(endpoint.fetch ? { fetch: endpoint.fetch } : {}),
    ...(endpoint.headers ? { headers: { ...endpoint.headers } } : {}),
  })
  const fail = (operation: string, failure: CallFailure, detail: string) =>
    new ServiceCallFailed({ service, operation, failure, detail })
  const prefix = `${endpoint.baseUrl.replace(/\/+$/, '')}/services/${service}/`
  /**
   * The embedded services are called straight through their app's fetch: one Request, no client
   * library in between, no timeout (their time is the shop's own work, and a wait cannot shorten
   * it). The request is the one ky would send: the same URL, method, headers and body.
   */
  const inProcess =
    endpoint.inProcess === true && endpoint.fetch
      ? (path: string, spec: CallSpec, headers: Record<string, string>, signal: AbortSignal) => {
          const query = spec.searchParams
            ? new URLSearchParams(searchParams(spec.searchParams)).toString()
            : ''
          return endpoint.fetch!(`${prefix}${path}${query ? `?${query}` : ''}`, {
            method: spec.method,
            signal,
            headers: {
              ...endpoint.headers,
              ...(spec.json === undefined ? {} : { 'content-type': 'application/json' }),
              ...headers,
            },
            ...(spec.json === undefined ? {} : { body: JSON.stringify(spec.json) }),
            ...(spec.form === undefined ? {} : { body: spec.form }),
          })
        }
      : undefined
  const searchParams = (params: CallSpec['searchParams']) =>
    params
      ? Object.fromEntries(
          Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
        )
      : undefined
  /** The answer read by `read` when the status is a success, else its text; every failure classified. */
  const exchangeWith = <A>(
    spec: CallSpec,
    read: (response: Response) => Promise<A>,
  ): Effect.Effect<A, ServiceCallFailed> =>
    Effect.flatMap(PageWait, (pageWait) =>
      Effect.tryPromise({
        try: async (signal) => {
          const path = spec.path.replace(/^\/+/, '')
          const headers = {
            ...spec.headers,
            ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
          }
          const response = inProcess
            ? await inProcess(path, spec, headers, signal)
            : await api(path, {
                method: spec.method,
                signal,
                ...(pageWait !== undefined ? { timeout: callTimeout(endpoint.timeoutMs, pageWait) } : {}),
                ...(spec.json === undefined ? {} : { json: spec.json }),
                ...(spec.form === undefined ? {} : { body: spec.form }),
                ...(spec.searchParams ? { searchParams: searchParams(spec.searchParams) } : {}),
                headers,
              })
          return response.ok
            ? { status: response.status, ok: true as const, value: await read(response) }
            : { status: response.status, ok: false as const, text: await response.text() }
        },
        catch: (error) =>
          fail(
            spec.operation,
            classifyThrown(error, service),
            error instanceof Error ? error.message : String(error),
          ),
      }),
    ).pipe(
      Effect.flatMap((answer) => {
        if (answer.ok) return Effect.succeed(answer.value)
        const message = errorMessageOf(answer.text)
        const code = errorCodeOf(answer.text)
        return Effect.fail(
          fail(
            spec.operation,
            { kind: 'http', status: answer.status, body: message, ...(code === undefined ? {} : { code }) },
            `${answer.status} ${message}`,
          ),
        )
      }),
      Effect.tapError((error) =>
        shouldReport(error.failure, spec.options)
          ? reporter.report({
              message: error.detail,
              context: { service, operation: spec.operation, failure: error.failure },
            })
          : Effect.void,
      ),
    )
  const exchange = (spec: CallSpec) => exchangeWith(spec, (response) => response.text())
  return {
    call: (spec) =>
      exchange(spec).pipe(
        Effect.flatMap((text) =>
          parseJson(text).pipe(
            Effect.flatMap((json) =>
              Schema.decodeUnknownEffect(spec.response)(json, { onExcessProperty: 'ignore' }),
            ),
            Effect.mapError((error) =>
              fail(
                spec.operation,
                { kind: 'decode' },
                `The answer of ${service} ${spec.operation} does not fit: ${error.message}`,
              ),
            ),
            Effect.tapError((error) =>
              shouldReport(error.failure, spec.options)
                ? reporter.report({ message: error.detail, context: { service, operation: spec.operation } })
                : Effect.void,
            ),
          ),
        ),
      ),
    send: (spec) => Effect.asVoid(exchange(spec)),
    download: (spec) =>
      exchangeWith(spec, async (response) => ({
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        fileName: fileNameOf(response.headers.get('content-disposition')),
      })),
  }
}

/** JSON text to a value, or a decode failure naming the problem. */
function parseJson(text: string): Effect.Effect<unknown, { readonly message: string }> {
  return Effect.try({
    try: () => JSON.parse(text) as unknown,
    catch: () => ({ message: `not JSON: ${text.slice(0, 80)}` }),
  })
}
