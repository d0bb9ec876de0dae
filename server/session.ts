/**
 * The session cookie (docs/adr/0001): the session's values sealed into one httpOnly, SameSite=Lax
 * cookie — Secure under https — that page scripts cannot read. It is written back only when the
 * request changed the session, and cleared when the services end it. A punch-out session under
 * https is SameSite=None (docs/adr/0014): the procurement system shows the shop in its iframe, a
 * third-party context where a Lax cookie is never sent.
 */
import { getCookie } from 'hono/cookie'
import type { Context } from 'hono'
import { PUNCHOUT_SETTINGS_KEY } from '../core/domain/punchout-entry'
import { openSessionCookie, sessionKey, type OpenedSession } from '../adapters/storage/session-cookie.storage'
import { isHttpsRequest } from './request-scheme'

/** The cookie's name. */
export const SESSION_COOKIE = 'pb_session'

/** A session cookie lives as long as a refresh token can (30 days); the tokens inside end it sooner. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** Opens and writes session cookies with one secret. */
export interface SessionCookies {
  open(c: Context): OpenedSession
  /** Writes the session back when it changed: sealed values, or an expired cookie when empty. */
  write(c: Context, session: OpenedSession): void
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

/** The session cookies sealed with `secret`. */
export function sessionCookies(secret: string): SessionCookies {
  const key = sessionKey(secret)
  const clear = (c: Context) => c.header('Set-Cookie', cookie(c, '', 0), { append: true })
  return {
    open: (c) => openSessionCookie(getCookie(c, SESSION_COOKIE), key),
    write(c, session) {
      if (!session.changed()) return
      if (session.isEmpty()) clear(c)
      else
        c.header(
          'Set-Cookie',
          cookie(c, session.seal(), MAX_AGE_SECONDS, session.has(PUNCHOUT_SETTINGS_KEY)),
          {
            append: true,
          },
        )
    },
    clear,
  }
}
