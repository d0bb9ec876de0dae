/**
 * The server's session store (ARCHITECTURE: Sessions and security): the session's values live in
 * one cookie, encrypted and authenticated with AES-256-GCM, so that service tokens never reach page
 * scripts and any number of shop instances can serve the same buyer. A cookie that was tampered
 * with, sealed with another secret or is unreadable opens as an empty session.
 */
import { Effect } from 'effect'
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { KeyValueStoreShape } from '../../core/ports/key-value-store.port'

/** The cookie's format version, so that a later format can tell old cookies apart. */
const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/** The most a sealed cookie may take (browsers keep about 4 KB per cookie, name included). */
export const MAX_SEALED_LENGTH = 3_800

/** The session values of one request, and the cookie value to send back when they changed. */
export interface OpenedSession {
  readonly store: KeyValueStoreShape
  /** Whether a value was set or removed since the cookie was opened. */
  changed(): boolean
  /** Whether no value is left (the session was cleared). */
  isEmpty(): boolean
  /** Whether a value is kept under `name` (the cookie's attributes depend on the punch-out settings). */
  has(name: string): boolean
  /** The encrypted cookie value of the current values. */
  seal(): string
}

/** A 32-byte key derived from the configured secret (at least 32 characters). */
export function sessionKey(secret: string): Buffer {
  if (secret.length < 32) throw new RangeError('The session secret needs at least 32 characters')
  return Buffer.from(hkdfSync('sha256', secret, 'proffsbutik-session', 'session-cookie v1', 32))
}

/** Encrypts values into a cookie value: version, IV, ciphertext and tag, base64url. */
export function sealValues(values: Readonly<Record<string, string>>, key: Buffer): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(VERSION))
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()])
  const sealed = `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
  if (sealed.length > MAX_SEALED_LENGTH) {
    throw new RangeError(`The session is too large for a cookie (${sealed.length} characters)`)
  }
  return sealed
}

/** Decrypts a cookie value; anything that does not open cleanly is no session at all. */
export function openValues(cookie: string | undefined, key: Buffer): Record<string, string> {
  if (!cookie?.startsWith(`${VERSION}.`)) return {}
  try {
    const raw = Buffer.from(cookie.slice(VERSION.length + 1), 'base64url')
    if (raw.length < IV_BYTES + TAG_BYTES) return {}
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
    decipher.setAAD(Buffer.from(VERSION))
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES))
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ])
    const parsed: unknown = JSON.parse(text.toString('utf8'))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

/** Opens the session of one request from its cookie value. */
export function openSessionCookie(cookie: string | undefined, key: Buffer): OpenedSession {
  const values = new Map(Object.entries(openValues(cookie, key)))
  let changed = false
  return {
    store: {
      get: (name) => Effect.sync(() => values.get(name)),
      set: (name, value) =>
        Effect.sync(() => {
          if (values.get(name) === value) return
          values.set(name, value)
          changed = true
        }),
      remove: (name) =>
        Effect.sync(() => {
          changed = values.delete(name) || changed
        }),
    },
    changed: () => changed,
    isEmpty: () => values.size === 0,
    has: (name) => values.has(name),
    seal: () => sealValues(Object.fromEntries(values), key),
  }
}
