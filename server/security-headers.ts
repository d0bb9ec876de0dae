/**
 * Security headers of every answer, and the Content-Security-Policy of pages: scripts only from the
 * shop itself or carrying this response's nonce (the router's inline state), styles and pictures
 * from the shop, no plugins, no framing but by the origins allowed (punch-out systems show the shop
 * in an iframe), forms posted only to the shop — and, for the punch-out hand-back, to https.
 */
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'

/** A fresh nonce for one page. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The page policy for a nonce; `frameAncestors` are the origins that may frame the shop. */
export function contentSecurityPolicy(nonce: string, frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ')
}

/** The headers every answer carries. */
export function baseSecurityHeaders(c: Context): void {
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  c.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=()')
  c.header('Cross-Origin-Opener-Policy', 'same-origin')
}
