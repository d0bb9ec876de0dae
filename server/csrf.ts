/**
 * Cross-site request forgery defence of `POST /rpc/<name>` (docs/adr/0016): a request must come
 * from a page of the shop's own origin (Origin, else Referer) and carry the session's CSRF token in
 * `x-csrf-token`. The token is random, kept in the sealed session cookie, bound to the login it was
 * made for — a login, a punch-out entry or a logout gets a new one — and handed to the page with
 * its settings and to every answer in the same header.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { Effect } from 'effect'
import type { Context } from 'hono'
import { KeyValueStore } from '@proffsbutik/core/ports'
import { readSession } from '@proffsbutik/core/usecases'
import type { OpenedSession } from '../adapters/storage/session-cookie.storage'
import { isHttpsRequest } from './request-scheme'

/** The header the browser sends the token in, and every answer hands the current token back in. */
export const CSRF_HEADER = 'x-csrf-token'

/** The session value the token is kept under. */
export const CSRF_SESSION_KEY = 'csrf'

/** What a request says about where it comes from, and where it arrived. */
export interface RequestOrigin {
  /** The Origin header, if any. */
  readonly origin: string | undefined
  /** The Referer header, if any (read only when Origin is missing). */
  readonly referer: string | undefined
  /** The host (and port) the request was sent to, as the browser named it. */
  readonly host: string
  /** Whether the request arrived over https (directly or through a TLS-ending proxy). */
  readonly https: boolean
}

/** Whether a request may go on: its page is the shop's own, or it names no page at all. */
export type OriginVerdict =
  | { readonly ok: true; readonly by: 'origin' | 'referer' | 'none' }
  | { readonly ok: false; readonly reason: string }

const originOf = (text: string): URL | undefined => {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether `page` (an Origin or a Referer) is the shop itself: the host the request was sent to, or a
 * host of BRAND_HOSTS. An https page always counts (a TLS-ending proxy may hide the scheme); an
 * http page only when the request came over http.
 */
function isOwnPage(
  page: URL,
  request: RequestOrigin,
  brandHosts: Readonly<Record<string, unknown>>,
): boolean {
  if (page.protocol === 'http:' && request.https) return false
  return page.host.toLowerCase() === request.host.toLowerCase() || Object.hasOwn(brandHosts, page.hostname)
}

/**
 * Judges where a state-changing request comes from. Origin decides when present ("null", an opaque
 * origin, is refused); without Origin the Referer's origin decides; with neither the request is no
 * browser page's (every current browser sends Origin on a POST) and the CSRF token alone decides.
 */
export function judgeOrigin(
  request: RequestOrigin,
  brandHosts: Readonly<Record<string, unknown>>,
): OriginVerdict {
  const { origin, referer } = request
  if (origin !== undefined) {
    const page = originOf(origin)
    if (!page) return { ok: false, reason: `Origin ${origin} is not a web page's origin` }
    return isOwnPage(page, request, brandHosts)
      ? { ok: true, by: 'origin' }
      : { ok: false, reason: `Origin ${page.origin} is not the shop's` }
  }
  if (referer !== undefined && referer !== '') {
    const page = originOf(referer)
    if (!page) return { ok: false, reason: 'The Referer is not a web page' }
    return isOwnPage(page, request, brandHosts)
      ? { ok: true, by: 'referer' }
      : { ok: false, reason: `Referer ${page.origin} is not the shop's` }
  }
  return { ok: true, by: 'none' }
}

/** What a Hono request says about its origin. */
export function requestOriginOf(c: Context): RequestOrigin {
  return {
    origin: c.req.header('origin'),
    referer: c.req.header('referer'),
    host: new URL(c.req.url).host,
    https: isHttpsRequest(c),
  }
}

/** The stored token and the login (session id, '' for a visitor) it was made for. */
interface StoredToken {
  readonly login: string
  readonly token: string
}

const run = <A>(session: OpenedSession, program: Effect.Effect<A, never, KeyValueStore>): A =>
  Effect.runSync(Effect.provideService(program, KeyValueStore, session.store))

const loginOf = (session: OpenedSession): string =>
  run(
    session,
    Effect.map(readSession, (stored) => stored?.sessionId ?? ''),
  )

const storedToken = (session: OpenedSession): StoredToken | undefined => {
  const text = run(
    session,
    Effect.flatMap(KeyValueStore, (store) => store.get(CSRF_SESSION_KEY)),
  )
  const [login, token] = text?.split(' ') ?? []
  return login !== undefined && token ? { login, token } : undefined
}

/** The session's token when it was made for the session's current login, else undefined. */
export function currentCsrfToken(session: OpenedSession): string | undefined {
  const stored = storedToken(session)
  return stored && stored.login === loginOf(session) ? stored.token : undefined
}

/**
 * The session's token for its current login; a session without one — a new visitor, or a login,
 * punch-out entry or logout since the token was made — gets a new random one (kept in the cookie).
 */
export function ensureCsrfToken(session: OpenedSession): string {
  const current = currentCsrfToken(session)
  if (current) return current
  const token = randomBytes(32).toString('base64url')
  const login = loginOf(session)
  run(
    session,
    Effect.flatMap(KeyValueStore, (store) => store.set(CSRF_SESSION_KEY, `${login} ${token}`)),
  )
  return token
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether `presented` is the session's current token, compared in constant time. */
export function isCsrfTokenOf(session: OpenedSession, presented: string | undefined): boolean {
  const expected = currentCsrfToken(session)
  if (!expected || !presented) return false
  return timingSafeEqual(digest(expected), digest(presented))
}
