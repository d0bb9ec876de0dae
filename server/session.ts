/**
 * The session cookie (docs/adr/0001, 0020): the session's values sealed into one httpOnly,
 * SameSite=Lax cookie — Secure under https — that page scripts cannot read. It is written back only
 * when the request changed the session or it was sealed with a previous key, and cleared when the
 * services end it. A punch-out session under https is SameSite=None (docs/adr/0014): the
 * procurement system shows the shop in its iframe, a third-party context where a Lax cookie is
 * never sent.
 */
import { getCookie } from 'hono/cookie'
import type { Context } from 'hono'
import { PUNCHOUT_SETTINGS_KEY } from '@proffsbutik/core/domain'
import {
  openSessionCookie,
  sessionKeys,
  type OpenedSession,
} from '../adapters/storage/session-cookie.storage'
import { isHttpsRequest } from './request-scheme'

/** The cookie's name. */
export const SESSION_COOKIE = 'pb_session'

/** A session cookie lives as long as a refresh token can (30 days); the tokens inside end it sooner. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** Opens and writes session cookies with the configured secrets. */
export interface SessionCookies {
  /** The session of the request's cookie (empty when there is none, or it does not open). */
  open(c: Context): Promise<OpenedSession>
  /**
   * Writes the session back when it changed or was sealed with a previous key: sealed with the
   * current key, or an expired cookie when empty. Awaited before the response's headers are sent.
   */
  write(c: Context, session: OpenedSession): Promise<void>
  /** Expires the cookie. */
  clear(c: Context): void
}

const cookie = (c: Context, value: string, maxAge: number, punchOut = false) =>
  [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    // Browsers take SameSite=None only with Secure: over plain http a punch-out session stays Lax.
    punchOut && isHttpsRequest(c) ? 'SameSite=None' : 'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(isHttpsRequest(c) ? ['Secure'] : []),
  ].join('; ')

/** The session cookies sealed with `secret`, which also open those sealed with `previousSecrets`. */
export function sessionCookies(secret: string, previousSecrets: readonly string[] = []): SessionCookies {
  const keys = sessionKeys(secret, previousSecrets)
  const clear = (c: Context) => c.header('Set-Cookie', cookie(c, '', 0), { append: true })
  return {
    open: (c) => openSessionCookie(getCookie(c, SESSION_COOKIE), keys),
    async write(c, session) {
      if (!session.changed() && !session.stale()) return
      if (session.isEmpty()) return clear(c)
      const value = await session.seal()
      c.header('Set-Cookie', cookie(c, value, MAX_AGE_SECONDS, session.has(PUNCHOUT_SETTINGS_KEY)), {
        append: true,
      })
    },
    clear,
  }
}
