/**
 * Security headers of every answer, and the Content-Security-Policy of pages: scripts only from the
 * shop itself or carrying this response's nonce (the router's inline state), styles and pictures
 * from the shop, no plugins, no framing but by the origins allowed (punch-out systems show the shop
 * in an iframe), forms posted only to the shop — and, in a punch-out session, to its HOOK_URL's origin,
 * http or https, exactly (the hand-back form; docs/punchout.md).
 * Only when a maps key is configured (MAPS_KEY) does the policy also allow the hosts of the Google
 * Maps JavaScript API (its documented allowlist, less 'unsafe-eval' and 'unsafe-inline'); it is on
 * every page, since the store finder can be reached by navigating inside the app. Likewise the tag
 * manager's hosts only when GTM_ID is set. Films play from the shop and from exactly the hosts the
 * content's video sections name (`media-src`, core/domain/content-rules.ts videoOrigins), on every
 * page for the same reason. Every answer says nosniff and a referrer policy, and under https HSTS.
 */
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { isHttpsRequest } from './request-scheme'

/** A fresh nonce for one page. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The third parties a page may use, by configuration. */
export interface ThirdParties {
  /** A maps key is configured: the store finder loads the Google Maps JavaScript API. */
  readonly maps: boolean
  /** A tag manager container is configured (GTM_ID): every page loads it. */
  readonly tagManager?: boolean
  /** The origin errors are sent to (SENTRY_DSN's), when error reporting is configured. */
  readonly errorReporting?: string
  /** The origin of a punch-out session's HOOK_URL: the hand-back form posts there. */
  readonly handBack?: string
  /** The origins the content's films play from (videoOrigins): exactly these, no wildcard. */
  readonly media?: readonly string[]
}

/** The hosts the Google Maps JavaScript API loads from, per directive (Google's CSP guide). */
const mapsSources = {
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    'blob:',
  ],
  style: ['https://fonts.googleapis.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  frame: ['*.google.com'],
  worker: ['blob:'],
} as const

/** The hosts the tag manager and the analytics it loads use, per directive (Google's CSP guide for GA4). */
const tagManagerSources = {
  script: ['https://www.googletagmanager.com'],
  style: [],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  font: [],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  frame: [],
  worker: [],
} as const

/**
 * The page policy for a nonce; `frameAncestors` are the origins that may frame the shop, and
 * `thirdParties` what configuration turns on (nothing by default).
 */
export function contentSecurityPolicy(
  nonce: string,
  frameAncestors: readonly string[],
  thirdParties: ThirdParties = { maps: false },
): string {
  const extra = (directive: keyof typeof mapsSources) =>
    [
      ...(thirdParties.maps ? mapsSources[directive] : []),
      ...(thirdParties.tagManager ? tagManagerSources[directive] : []),
    ]
      .map((source) => ` ${source}`)
      .join('')
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra('script')}`,
    `style-src 'self' 'nonce-${nonce}'${extra('style')}`,
    `img-src 'self' data:${extra('img')}`,
    `font-src 'self'${extra('font')}`,
    ["media-src 'self'", ...(thirdParties.media ?? [])].join(' '),
    `connect-src 'self'${extra('connect')}${thirdParties.errorReporting ? ` ${thirdParties.errorReporting}` : ''}`,
    ...(thirdParties.maps
      ? [`frame-src 'self'${extra('frame')}`, `worker-src 'self'${extra('worker')}`]
      : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${thirdParties.handBack ? ` ${thirdParties.handBack}` : ''}`,
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ')
}

/** How long a browser keeps to https for the shop once it was told so (one year). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * The headers every answer carries; under https also Strict-Transport-Security (over plain http a
 * browser ignores it, and a shop run on http — development, the journeys — must not pin itself).
 */
export function baseSecurityHeaders(c: Context): void {
  if (isHttpsRequest(c)) c.header('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}`)
  c.header('X-Content-Type-Options', 'nosniff')
  // A route may ask for a stricter one (the punch-out entry's redirect: no-referrer).
  if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  c.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=()')
  c.header('Cross-Origin-Opener-Policy', 'same-origin')
}
