/**
 * The UI's one port to the application. The type comes from the server's RPC table (type-only
 * import: no server code reaches the bundle); in the browser it is implemented by POST /rpc/<name>.
 */
import type { RpcCallOptions, RpcName, ShopApi } from '../server/rpc/shop-api.rpc'
import { ShopApiError } from './api-error'

export type { ShopApi }
export { ShopApiError }

interface ErrorBody {
  error?: { key?: unknown; issues?: unknown; tag?: unknown; details?: unknown; sessionEnded?: unknown }
}

/** The header the session's CSRF token goes in, both ways (docs/adr/0016). */
const CSRF_HEADER = 'x-csrf-token'

/** What the browser does when the session ends under it (shop-core §4: a 401 aborts and reloads). */
export interface RpcClientOptions {
  readonly onSessionEnded?: () => void
  /** The CSRF token the page was rendered with (its settings); later answers hand on newer ones. */
  readonly csrfToken?: () => string | null | undefined
  /** Makes the request of a call that reports upload progress (a test gives its own). */
  readonly makeXhr?: () => XMLHttpRequest
  /**
   * Runs on every answer before the caller sees it: the browser loads the texts of message keys the
   * answer names that its catalog does not hold yet (ui/i18n/late.ts).
   */
  readonly beforeAnswer?: (body: unknown) => Promise<void>
}

/** An RPC's HTTP answer: its status, its JSON body (undefined when it had none) and the CSRF token it handed on. */
interface Answer {
  readonly status: number
  readonly body: unknown
  readonly csrfToken: string | null
}

/** The header that marks a page's read (server/rpc/rpc.route.ts PAGE_READ_HEADER). */
const PAGE_READ_HEADER = 'x-page-read'

/**
 * The request headers of a call: JSON, the session's CSRF token when the page has one, and the
 * mark of a page's read.
 */
const requestHeaders = (csrfToken: string | undefined, pageRead = false): Record<string, string> => ({
  'content-type': 'application/json',
  ...(csrfToken ? { [CSRF_HEADER]: csrfToken } : {}),
  ...(pageRead ? { [PAGE_READ_HEADER]: '1' } : {}),
})

/** Posts with fetch: the usual way. */
async function postWithFetch(
  url: string,
  json: string,
  csrfToken: string | undefined,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
  { keepalive, pageRead }: RpcCallOptions,
): Promise<Answer> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: requestHeaders(csrfToken, pageRead),
    body: json,
    credentials: 'same-origin',
    signal,
    ...(keepalive === true ? { keepalive: true } : {}),
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => undefined)) as unknown,
    csrfToken: response.headers.get(CSRF_HEADER),
  }
}

/**
 * Posts with XMLHttpRequest, for a call that wants upload progress: fetch cannot report how much
 * of a request body has gone out (a streamed body would need HTTP/2 and Chromium only), XHR's
 * `upload.onprogress` can, in every browser.
 */
function postWithProgress(
  url: string,
  json: string,
  csrfToken: string | undefined,
  xhr: XMLHttpRequest,
  signal: AbortSignal,
  onProgress: (sent: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    xhr.open('POST', url)
    for (const [name, value] of Object.entries(requestHeaders(csrfToken))) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.upload.onload = () => onProgress(1)
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText) as unknown
      } catch {
        body = undefined
      }
      resolve({ status: xhr.status, body, csrfToken: xhr.getResponseHeader(CSRF_HEADER) })
    }
    xhr.onerror = () => reject(new Error('network'))
    xhr.onabort = () => reject(new Error('aborted'))
    signal.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(json)
  })
}

/** What one client keeps between calls: the controller of pending calls and the newest CSRF token. */
interface ClientState {
  controller: AbortController
  csrfToken: string | undefined
}

/** Posts one call with the newest CSRF token, and keeps the token its answer hands on. */
async function send(
  name: RpcName,
  json: string,
  fetchImpl: typeof fetch,
  state: ClientState,
  options: RpcClientOptions,
  callOptions: RpcCallOptions | undefined,
): Promise<Answer> {
  const url = `/rpc/${name}`
  const csrfToken = state.csrfToken ?? options.csrfToken?.() ?? undefined
  const onProgress = callOptions?.onUploadProgress
  let answer: Answer
  try {
    answer =
      onProgress && (options.makeXhr || typeof XMLHttpRequest !== 'undefined')
        ? await postWithProgress(
            url,
            json,
            csrfToken,
            options.makeXhr?.() ?? new XMLHttpRequest(),
            state.controller.signal,
            onProgress,
          )
        : await postWithFetch(url, json, csrfToken, fetchImpl, state.controller.signal, callOptions ?? {})
  } catch {
    await options.beforeAnswer?.(undefined)
    throw new ShopApiError(0, 'errors.unknown_error_occurred')
  }
  if (answer.csrfToken) state.csrfToken = answer.csrfToken
  return answer
}

/** Whether the server refused a call for a CSRF token that is not the session's (any more). */
const isStaleTokenRefusal = (answer: Answer) =>
  answer.status === 403 && (answer.body as ErrorBody | undefined)?.error?.tag === 'CsrfTokenMismatch'

async function call(
  name: RpcName,
  input: unknown,
  fetchImpl: typeof fetch,
  pending: ClientState,
  options: RpcClientOptions,
  callOptions: RpcCallOptions | undefined,
): Promise<unknown> {
  const json = JSON.stringify(input)
  let answer = await send(name, json, fetchImpl, pending, options, callOptions)
  // The session changed under the page (a login or logout in another tab, an expired cookie): the
  // refusal handed on the session's token, and nothing was done, so the call goes once more.
  if (isStaleTokenRefusal(answer) && answer.csrfToken)
    answer = await send(name, json, fetchImpl, pending, options, callOptions)
  const response = { ok: answer.status >= 200 && answer.status < 300, status: answer.status }
  const body = answer.body
  await options.beforeAnswer?.(body)
  if (response.ok) return body
  const error = (body as ErrorBody | undefined)?.error
  // A refused login is a 401 too, but no session ended with it.
  if (error?.sessionEnded === true || (response.status === 401 && error?.tag !== 'LoginFailed')) {
    pending.controller.abort()
    pending.controller = new AbortController()
    options.onSessionEnded?.()
  }
  const key = typeof error?.key === 'string' ? error.key : 'errors.unknown_error_occurred'
  const issues = Array.isArray(error?.issues) ? error.issues : []
  const tag = typeof error?.tag === 'string' ? error.tag : undefined
  const details =
    typeof error?.details === 'object' && error.details !== null
      ? (error.details as Record<string, unknown>)
      : {}
  throw new ShopApiError(response.status, key, issues, tag, details)
}

/**
 * The browser's ShopApi: every method posts its input to /rpc/<name>. The server encodes each output
 * with the RPC's Schema, so the answer is trusted here as the table's output type.
 */
export function createRpcClient(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  options: RpcClientOptions = {},
): ShopApi {
  const methods = new Map<string, (input: unknown, callOptions?: RpcCallOptions) => Promise<unknown>>()
  const pending: ClientState = { controller: new AbortController(), csrfToken: undefined }
  return new Proxy({} as ShopApi, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined
      let method = methods.get(name)
      if (!method) {
        method = (input: unknown, callOptions?: RpcCallOptions) =>
          call(name as RpcName, input, fetchImpl, pending, options, callOptions)
        methods.set(name, method)
      }
      return method
    },
  })
}

/**
 * The ShopApi the router's loaders read with: every call marked as a page's read, so that the server
 * waits for the services only as long as for a page (PAGE_WAIT_MS, issue 28), and the page shows
 * what it has instead of waiting for a service that does not answer.
 */
export function pageReads(api: ShopApi): ShopApi {
  return new Proxy(api, {
    get(target, name) {
      const method = Reflect.get(target, name) as unknown
      if (typeof method !== 'function') return method
      return (input: unknown, options?: RpcCallOptions) =>
        (method as (input: unknown, options: RpcCallOptions) => Promise<unknown>)(input, {
          ...options,
          pageRead: true,
        })
    },
  })
}
