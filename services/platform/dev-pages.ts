/**
 * The demo pages under /services/dev — the outbox (one-time codes, order documents with prices) and
 * the demo procurement system (the last punch-out hand-back) — open an account to whoever reads
 * them. So they are on only where the shop's public address is this machine or the operator turns
 * them on (DEV_PAGES), and even then answer only requests made on this machine: the socket's peer is
 * loopback and the request carries no forwarding header, so that a proxy on the machine does not
 * open them to the world. Their pages carry the shop's Content-Security-Policy and may not be framed.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { randomBytes } from 'node:crypto'
import { forbidden, notFound } from './service-error'

/** What a dev page's handler may read: the nonce its inline style carries. */
export interface DevPagesEnv {
  readonly Variables: { readonly styleNonce: string }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/** Headers a proxy adds for the client behind it; any of them means the request came through one. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'x-client-ip']

/** Whether a URL's host is this machine (localhost, 127.0.0.0/8, ::1). */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || host.endsWith('.localhost') || LOOPBACK.test(host)
}

/** Whether a request was made on this machine: a loopback peer and no proxy in between. */
export function fromThisMachine(c: Context): boolean {
  let peer: string | undefined
  try {
    peer = getConnInfo(c).remote.address
  } catch {
    // A request handed to app.fetch without a socket came from no one we can name.
    return false
  }
  return peer !== undefined && LOOPBACK.test(peer) && FORWARDING_HEADERS.every((name) => !c.req.header(name))
}

/** The shop's page policy for a dev page, with its style's nonce; nothing may frame it. */
export function devPagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Guards the dev pages, mounted once on their base: 404 when they are off, 403 for a request not
 * made on this machine; every answer carries the page policy and says it may not be framed.
 */
export function devPagesGuard(enabled: () => boolean): MiddlewareHandler<DevPagesEnv> {
  return async (c, next) => {
    const refused = !enabled()
      ? notFound('Demo pages (off: DEV_PAGES, or a PUBLIC_URL on this machine)')
      : !fromThisMachine(c)
        ? forbidden('The demo pages answer only requests made on this machine')
        : undefined
    if (refused) return c.json(refused.body(), refused.status)
    const nonce = randomBytes(16).toString('base64')
    c.set('styleNonce', nonce)
    await next()
    c.header('Content-Security-Policy', devPagePolicy(nonce))
    c.header('X-Frame-Options', 'DENY')
    c.header('Cache-Control', 'no-store')
  }
}
