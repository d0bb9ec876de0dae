/**
 * The session cookie (docs/adr/0001, 0020, 0024): the session's values sealed into an httpOnly,
 * SameSite=Lax cookie — Secure under https — that page scripts cannot read. A session sealed longer
 * than one cookie takes (a punch-out session with a long HOOK_URL) goes on in `pb_session.1` and
 * `pb_session.2`, with the same attributes; chunks no longer needed are expired. It is written back
 * only when the request changed the session or it was sealed with a previous key, and cleared —
 * every chunk — when the services end it. A punch-out session under https is SameSite=None
 * (docs/adr/0014): the procurement system shows the shop in its iframe, a third-party context where
 * a Lax cookie is never sent.
 */
import { getCookie } from 'hono/cookie'
import type { Context } from 'hono'
import { PUNCHOUT_SETTINGS_KEY } from '@proffsbutik/core/domain'
import {
  MAX_SESSION_CHUNKS,
  openSessionCookie,
  SessionTooLarge,
  sessionKeys,
  splitSealed,
  type OpenedSession,
} from '../adapters/storage/session-cookie.storage'
import { isHttpsRequest } from './request-scheme'

/** The cookie's name: that of the first (often only) chunk of the session. */
export const SESSION_COOKIE = 'pb_session'

/** The name of the session's chunk `index`: pb_session, pb_session.1, pb_session.2. */
export const sessionCookieName = (index: number): string =>
  index === 0 ? SESSION_COOKIE : `${SESSION_COOKIE}.${index}`

/** A session cookie lives as long as a refresh token can (30 days); the tokens inside end it sooner. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** Opens and writes session cookies with the configured secrets. */
export interface SessionCookies {
  /** The session of the request's cookies (empty when there is none, or it does not open). */
  open(c: Context): Promise<OpenedSession>
  /**
   * Writes the session back when it changed or was sealed with a previous key: sealed with the
   * current key, or expired cookies when empty. Awaited before the response's headers are sent.
   * A session sealed to more than `maxLength` characters (at most MAX_SESSION_LENGTH) is not written
   * but SessionTooLarge.
   */
  write(c: Context, session: OpenedSession, options?: { readonly maxLength?: number }): Promise<void>
  /** Expires the cookie and its chunks. */
  clear(c: Context): void
}

const cookie = (c: Context, name: string, value: string, maxAge: number, punchOut = false) =>
  [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    // Browsers take SameSite=None only with Secure: over plain http a punch-out session stays Lax.
    punchOut && isHttpsRequest(c) ? 'SameSite=None' : 'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(isHttpsRequest(c) ? ['Secure'] : []),
  ].join('; ')

/** The values of the request's session cookies, chunk by chunk (undefined where one is missing). */
const chunksOf = (c: Context): (string | undefined)[] => {
  const all = getCookie(c)
  return Array.from({ length: MAX_SESSION_CHUNKS }, (_, index) => all[sessionCookieName(index)])
}

/** The session cookies sealed with `secret`, which also open those sealed with `previousSecrets`. */
export function sessionCookies(secret: string, previousSecrets: readonly string[] = []): SessionCookies {
  const keys = sessionKeys(secret, previousSecrets)
  const set = (c: Context, header: string) => c.header('Set-Cookie', header, { append: true })
  /** Expires the chunks from `from` on that the request brought (the first cookie always, from 0). */
  const expireFrom = (c: Context, from: number) =>
    chunksOf(c).forEach((value, index) => {
      if (index >= from && (index === 0 || value !== undefined))
        set(c, cookie(c, sessionCookieName(index), '', 0))
    })
  return {
    open: (c) => openSessionCookie(chunksOf(c), keys),
    async write(c, session, options = {}) {
      if (!session.changed() && !session.stale()) return
      if (session.isEmpty()) return expireFrom(c, 0)
      const sealed = await session.seal()
      if (options.maxLength !== undefined && sealed.length > options.maxLength)
        throw new SessionTooLarge(sealed.length)
      const chunks = splitSealed(sealed)
      const punchOut = session.has(PUNCHOUT_SETTINGS_KEY)
      chunks.forEach((value, index) =>
        set(c, cookie(c, sessionCookieName(index), value, MAX_AGE_SECONDS, punchOut)),
      )
      // Chunks of a longer session before are expired, so that none outlives the session.
      expireFrom(c, chunks.length)
    },
    clear: (c) => expireFrom(c, 0),
  }
}
