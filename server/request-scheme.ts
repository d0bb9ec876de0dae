/**
 * Whether a request reached the shop over https: its own URL says so, or the proxy in front of the
 * shop that ended TLS says so in X-Forwarded-Proto. What depends on it (the cookie's Secure flag,
 * SameSite=None for punch-out, HSTS) only ever makes the answer stricter for the one who sent it.
 */
import type { Context } from 'hono'

/** Whether the request came in over https, directly or through a TLS-ending proxy. */
export function isHttpsRequest(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'
}
