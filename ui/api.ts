/**
 * The UI's one port to the application. The type comes from the server's RPC table (type-only
 * import: no server code reaches the bundle); in the browser it is implemented by POST /rpc/<name>.
 */
import type { RpcName, ShopApi } from '../server/rpc/shop-api.rpc'
import { ShopApiError } from './api-error'

export type { ShopApi }
export { ShopApiError }

interface ErrorBody {
  error?: { key?: unknown; issues?: unknown; tag?: unknown; details?: unknown; sessionEnded?: unknown }
}

/** What the browser does when the session ends under it (shop-core §4: a 401 aborts and reloads). */
export interface RpcClientOptions {
  readonly onSessionEnded?: () => void
}

async function call(
  name: RpcName,
  input: unknown,
  fetchImpl: typeof fetch,
  pending: { controller: AbortController },
  options: RpcClientOptions,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetchImpl(`/rpc/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'same-origin',
      signal: pending.controller.signal,
    })
  } catch {
    throw new ShopApiError(0, 'errors.unknown_error_occurred')
  }
  const body: unknown = await response.json().catch(() => undefined)
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
  const methods = new Map<string, (input: unknown) => Promise<unknown>>()
  const pending = { controller: new AbortController() }
  return new Proxy({} as ShopApi, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined
      let method = methods.get(name)
      if (!method) {
        method = (input: unknown) => call(name as RpcName, input, fetchImpl, pending, options)
        methods.set(name, method)
      }
      return method
    },
  })
}
