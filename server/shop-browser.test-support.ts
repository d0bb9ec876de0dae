/**
 * A browser for tests that drive the shop's app in-process: it keeps the session cookie — and its
 * chunks pb_session.1 … when the session is split (docs/adr/0024) — like a cookie jar, reads the
 * CSRF token a page hands out and sends it, with the shop's own Origin, on every RPC — as the
 * page's RPC client does (docs/adr/0016).
 */
import type { Hono } from 'hono'
import { CSRF_HEADER } from './csrf'
import { MAX_SESSION_CHUNKS } from '../adapters/storage/session-cookie.storage'
import { SESSION_COOKIE, sessionCookieName } from './session'

/** A session cookie's name: pb_session or one of its chunks, pb_session.1 …, and its value. */
const SESSION_SET_COOKIE = new RegExp(`^(${SESSION_COOKIE}(?:\\.\\d+)?)=([^;]*)`)

/** The origin the app sees in tests (`app.request('/path')` is http://localhost/path). */
export const TEST_ORIGIN = 'http://localhost'

/** One browser's cookie jar and token against `app`. */
export function shopBrowser(app: Hono, options: { readonly headers?: Record<string, string> } = {}) {
  // Behind a TLS-ending proxy the page the browser shows is an https one.
  const origin = options.headers?.['x-forwarded-proto'] === 'https' ? 'https://localhost' : TEST_ORIGIN
  // The session's cookies by name, pb_session first.
  const jar = new Map<string, string>()
  let csrfToken: string | undefined
  const setCookies: string[] = []
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(options.headers)
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value)
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await app.request(path, { ...init, headers, redirect: 'manual' })
    for (const header of response.headers.getSetCookie()) {
      const [, name, value] = SESSION_SET_COOKIE.exec(header) ?? []
      if (name === undefined || value === undefined) continue
      setCookies.push(header)
      if (header.includes('Max-Age=0')) jar.delete(name)
      else jar.set(name, value)
    }
    csrfToken = response.headers.get(CSRF_HEADER) ?? csrfToken
    return response
  }
  /**
   * Opens a page first when the browser has no token yet, or its session ended (a 401 clears the
   * cookie and the page reloads), as a visitor's first page would.
   */
  const token = async () => {
    if (!csrfToken || !jar.has(SESSION_COOKIE)) await send('/')
    return csrfToken
  }
  return {
    setCookies,
    send,
    /** The value of pb_session (the whole session while it fits one cookie). */
    get cookie() {
      return jar.get(SESSION_COOKIE)
    },
    /** Sets pb_session alone (its chunks are dropped), or no session cookie at all. */
    set cookie(value: string | undefined) {
      jar.clear()
      if (value !== undefined) jar.set(SESSION_COOKIE, value)
    },
    /** The session's cookies by name, pb_session first, as the browser holds them. */
    get sessionCookies(): ReadonlyMap<string, string> {
      return new Map(jar)
    },
    /** The session's cookie values in chunk order, as `openValues` takes them. */
    get sessionChunks(): (string | undefined)[] {
      return Array.from({ length: MAX_SESSION_CHUNKS }, (_, index) => jar.get(sessionCookieName(index)))
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
