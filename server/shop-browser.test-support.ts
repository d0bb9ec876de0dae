/**
 * A browser for tests that drive the shop's app in-process: it keeps the session cookie like a
 * cookie jar, reads the CSRF token a page hands out and sends it, with the shop's own Origin, on
 * every RPC — as the page's RPC client does (docs/adr/0016).
 */
import type { Hono } from 'hono'
import { CSRF_HEADER } from './csrf'
import { SESSION_COOKIE } from './session'

/** The origin the app sees in tests (`app.request('/path')` is http://localhost/path). */
export const TEST_ORIGIN = 'http://localhost'

/** One browser's cookie jar and token against `app`. */
export function shopBrowser(app: Hono, options: { readonly headers?: Record<string, string> } = {}) {
  // Behind a TLS-ending proxy the page the browser shows is an https one.
  const origin = options.headers?.['x-forwarded-proto'] === 'https' ? 'https://localhost' : TEST_ORIGIN
  let cookie: string | undefined
  let csrfToken: string | undefined
  const setCookies: string[] = []
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(options.headers)
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value)
    if (cookie) headers.set('cookie', `${SESSION_COOKIE}=${cookie}`)
    const response = await app.request(path, { ...init, headers, redirect: 'manual' })
    for (const header of response.headers.getSetCookie()) {
      if (!header.startsWith(`${SESSION_COOKIE}=`)) continue
      setCookies.push(header)
      const value = /^pb_session=([^;]*)/.exec(header)?.[1]
      cookie = header.includes('Max-Age=0') ? undefined : value
    }
    csrfToken = response.headers.get(CSRF_HEADER) ?? csrfToken
    return response
  }
  /**
   * Opens a page first when the browser has no token yet, or its session ended (a 401 clears the
   * cookie and the page reloads), as a visitor's first page would.
   */
  const token = async () => {
    if (!csrfToken || !cookie) await send('/')
    return csrfToken
  }
  return {
    setCookies,
    send,
    get cookie() {
      return cookie
    },
    set cookie(value: string | undefined) {
      cookie = value
    },
    get csrfToken() {
      return csrfToken
    },
    /** Posts an RPC as the shop's page would: its own Origin and the session's token. */
    async rpc(name: string, body: unknown) {
      const response = await send(`/rpc/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          [CSRF_HEADER]: (await token()) ?? '',
        },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
  }
}
