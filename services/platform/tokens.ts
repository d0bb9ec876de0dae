/**
 * Access tokens (short-lived HS256 JWTs signed with jose) and the opaque random tokens used for
 * refresh, activation and password reset, which are stored only as SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { type CustomerPermission, isRole } from '@proffsbutik/core/domain'
import { unauthorized } from './service-error'

/** What an access token says about its holder. */
export interface AccessClaims {
  readonly userId: string
  readonly sessionId: string
  readonly tokenVersion: number
  readonly customerPermissions: readonly CustomerPermission[]
}

/** Signs and verifies access tokens with one secret. */
export interface AccessTokens {
  sign(claims: AccessClaims, now: Date): Promise<string>
  verify(token: string, now: Date): Promise<AccessClaims>
  readonly ttlSeconds: number
}

const ISSUER = 'proffsbutik-services'

function readPermissions(value: unknown): CustomerPermission[] | undefined {
  if (!Array.isArray(value)) return undefined
  const permissions: CustomerPermission[] = []
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return undefined
    const { role, customerId, projectId, permissionDenies } = entry as Record<string, unknown>
    if (typeof role !== 'string' || !isRole(role) || typeof customerId !== 'string') return undefined
    const denies = Array.isArray(permissionDenies)
      ? permissionDenies.filter((d): d is string => typeof d === 'string')
      : []
    permissions.push(
      typeof projectId === 'string'
        ? { role, customerId, projectId, permissionDenies: denies }
        : { role, customerId, permissionDenies: denies },
    )
  }
  return permissions
}

/** Access tokens signed with `secret`, valid for `ttlSeconds`. */
export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret)
  return {
    ttlSeconds,
    async sign(claims, now) {
      const issuedAt = Math.floor(now.getTime() / 1000)
      return new SignJWT({
        userId: claims.userId,
        sid: claims.sessionId,
        tokenVersion: claims.tokenVersion,
        customerPermissions: claims.customerPermissions,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key)
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now,
        })
        const permissions = readPermissions(payload['customerPermissions'])
        const { userId, sid, tokenVersion } = payload
        if (
          typeof userId !== 'string' ||
          typeof sid !== 'string' ||
          typeof tokenVersion !== 'number' ||
          !permissions
        ) {
          throw unauthorized()
        }
        return { userId, sessionId: sid, tokenVersion, customerPermissions: permissions }
      } catch (error) {
        if (error instanceof errors.JOSEError) throw unauthorized()
        throw error
      }
    },
  }
}

/** A new opaque random token (URL-safe, 256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The hash an opaque token is stored under. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
