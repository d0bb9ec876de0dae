/**
 * Reading an access token's claims without verifying it (the services verify; the shop only needs
 * to know when to refresh) and the validity rules of shop-core §4.
 */
import { isRole, type CustomerPermission } from './roles'

/** The claims the shop reads from an access token. */
export interface TokenClaims {
  /** Expiry, seconds since the epoch. */
  readonly exp: number
  readonly userId: string
  /** Version of the token format; version 1 tokens force a fresh login with the refresh token. */
  readonly tokenVersion: number
  readonly customerPermissions: readonly CustomerPermission[]
}

/** Either the token's claims, or why it cannot be read. */
export type TokenDecode = { ok: true; claims: TokenClaims } | { ok: false; reason: string }

const base64UrlPattern = /^[A-Za-z0-9_-]*$/

const utf8 = new TextDecoder('utf-8', { fatal: true })

function decodeBase64Url(text: string): string | undefined {
  if (!base64UrlPattern.test(text)) return undefined
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  try {
    const binary = atob(padded)
    // A plain loop: the token is decoded at every service call, and Uint8Array.from with a mapping
    // function was a visible part of a page's cost (docs/performance.md, HTTP load).
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return utf8.decode(bytes)
  } catch {
    return undefined
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readPermission(value: unknown): CustomerPermission | undefined {
  if (!isRecord(value)) return undefined
  const { role, customerId, projectId, permissionDenies } = value
  if (typeof role !== 'string' || !isRole(role) || typeof customerId !== 'string') return undefined
  const denies = Array.isArray(permissionDenies)
    ? permissionDenies.filter((d): d is string => typeof d === 'string')
    : []
  return typeof projectId === 'string'
    ? { role, customerId, projectId, permissionDenies: denies }
    : { role, customerId, permissionDenies: denies }
}

/** Reads the claims of a JWT's payload; anything malformed is invalid, never a throw. */
export function decodeTokenClaims(token: string): TokenDecode {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'not a JWT' }
  const json = decodeBase64Url(parts[1] ?? '')
  if (json === undefined) return { ok: false, reason: 'payload is not base64url UTF-8' }
  let payload: unknown
  try {
    payload = JSON.parse(json)
  } catch {
    return { ok: false, reason: 'payload is not JSON' }
  }
  if (!isRecord(payload)) return { ok: false, reason: 'payload is not an object' }
  const { exp, userId, sub, tokenVersion, customerPermissions } = payload
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return { ok: false, reason: 'no expiry' }
  const user = typeof userId === 'string' ? userId : typeof sub === 'string' ? sub : undefined
  if (user === undefined) return { ok: false, reason: 'no user id' }
  const permissions = Array.isArray(customerPermissions) ? customerPermissions.map(readPermission) : []
  if (permissions.some((p) => p === undefined)) return { ok: false, reason: 'malformed customerPermissions' }
  return {
    ok: true,
    claims: {
      exp,
      userId: user,
      tokenVersion: typeof tokenVersion === 'number' ? tokenVersion : 1,
      customerPermissions: permissions.filter((p): p is CustomerPermission => p !== undefined),
    },
  }
}

/** A token is valid when its expiry minus the margin is still in the future; undecodable is invalid. */
export function isTokenValid(token: string, nowMs: number, marginSeconds: number): boolean {
  const decoded = decodeTokenClaims(token)
  return decoded.ok && decoded.claims.exp * 1000 - marginSeconds * 1000 > nowMs
}

/** Whether the stored token must be refreshed before the next call, given a refresh token exists. */
export function needsRefresh(token: string, nowMs: number, marginSeconds: number): boolean {
  const decoded = decodeTokenClaims(token)
  return !decoded.ok || requiresFreshLogin(decoded.claims) || !isTokenValid(token, nowMs, marginSeconds)
}

/** Version 1 tokens force a fresh login with the refresh token (shop-core §4). */
export function requiresFreshLogin(claims: Pick<TokenClaims, 'tokenVersion'>): boolean {
  return claims.tokenVersion === 1
}
