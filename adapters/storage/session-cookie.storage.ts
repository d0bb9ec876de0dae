/**
 * The server's session store (ARCHITECTURE: Sessions and security, docs/adr/0020): the session's
 * values live in one cookie, a JWE in compact serialization (`dir` + `A256GCM`, sealed and opened by
 * jose), so that service tokens never reach page scripts and any number of shop instances can serve
 * the same buyer. The key is derived from SESSION_SECRET; keys of earlier secrets still open the
 * cookies they sealed, which are then sealed again with the current key. A cookie that was tampered
 * with, sealed with a key not (or no longer) configured, in another format or unreadable opens as an
 * empty session.
 */
import { Effect } from 'effect'
import { CompactEncrypt, compactDecrypt, decodeProtectedHeader, type DecryptOptions } from 'jose'
import { createHash, hkdfSync } from 'node:crypto'
import type { KeyValueStoreShape } from '@proffsbutik/core/ports'

/** The most a sealed cookie may take (browsers keep about 4 KB per cookie, name included). */
export const MAX_SEALED_LENGTH = 3_800

/** The only JWE a session cookie may be: direct encryption with AES-256-GCM, never compressed. */
const DECRYPT_OPTIONS: DecryptOptions = {
  keyManagementAlgorithms: ['dir'],
  contentEncryptionAlgorithms: ['A256GCM'],
  maxDecompressedLength: 0,
}

/** A key the session cookie is sealed with, and its `kid`: a fingerprint that names it, not the key. */
export interface SessionKey {
  readonly kid: string
  readonly key: Uint8Array
}

/** The keys of the configured secrets: the current one seals, previous ones still open. */
export interface SessionKeys {
  readonly current: SessionKey
  readonly previous: readonly SessionKey[]
}

/** The session values of one request, and the cookie value to send back when they changed. */
export interface OpenedSession {
  readonly store: KeyValueStoreShape
  /** Whether a value was set or removed since the cookie was opened. */
  changed(): boolean
  /** Whether the cookie was sealed with a previous key: it is sealed again with the current one. */
  stale(): boolean
  /** Whether no value is left (the session was cleared). */
  isEmpty(): boolean
  /** Whether a value is kept under `name` (the cookie's attributes depend on the punch-out settings). */
  has(name: string): boolean
  /** The cookie value of the current values, sealed with the current key. */
  seal(): Promise<string>
}

/**
 * The 32-byte key derived from a secret of at least 32 characters (HKDF-SHA-256), and its `kid`:
 * base64url of the first 8 bytes of the key's SHA-256.
 */
export function sessionKey(secret: string): SessionKey {
  if (secret.length < 32) throw new RangeError('The session secret needs at least 32 characters')
  const key = new Uint8Array(hkdfSync('sha256', secret, 'proffsbutik-session', 'session-cookie jwe', 32))
  const kid = createHash('sha256').update(key).digest().subarray(0, 8).toString('base64url')
  return { kid, key }
}

/** The keys of the current secret and of the previous ones (SESSION_SECRET, SESSION_SECRET_PREVIOUS). */
export function sessionKeys(secret: string, previousSecrets: readonly string[] = []): SessionKeys {
  const current = sessionKey(secret)
  const previous = previousSecrets.map(sessionKey).filter((key) => key.kid !== current.kid)
  return { current, previous }
}

/** Seals values into a cookie value: a compact JWE (`dir`, `A256GCM`, the key's `kid`) of their JSON. */
export async function sealValues(values: Readonly<Record<string, string>>, key: SessionKey): Promise<string> {
  const sealed = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(values)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: key.kid })
    .encrypt(key.key)
  if (sealed.length > MAX_SEALED_LENGTH) {
    throw new RangeError(`The session is too large for a cookie (${sealed.length} characters)`)
  }
  return sealed
}

/** What a cookie held, and whether it was sealed with a previous key. */
interface Unsealed {
  readonly values: Record<string, string>
  readonly stale: boolean
}

const nothing: Unsealed = { values: {}, stale: false }

/** Opens a cookie value with the key its `kid` names; anything that does not open cleanly is nothing. */
async function unseal(cookie: string | undefined, keys: SessionKeys): Promise<Unsealed> {
  if (!cookie || cookie.length > MAX_SEALED_LENGTH) return nothing
  try {
    const { kid } = decodeProtectedHeader(cookie)
    const key = [keys.current, ...keys.previous].find((candidate) => candidate.kid === kid)
    if (!key) return nothing
    const { plaintext } = await compactDecrypt(cookie, key.key, DECRYPT_OPTIONS)
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return nothing
    const values = Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    return { values, stale: key !== keys.current }
  } catch {
    return nothing
  }
}

/** Opens a cookie value to its values; anything that does not open cleanly is no session at all. */
export async function openValues(
  cookie: string | undefined,
  keys: SessionKeys,
): Promise<Record<string, string>> {
  return (await unseal(cookie, keys)).values
}

/** Opens the session of one request from its cookie value. */
export async function openSessionCookie(
  cookie: string | undefined,
  keys: SessionKeys,
): Promise<OpenedSession> {
  const opened = await unseal(cookie, keys)
  const values = new Map(Object.entries(opened.values))
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
    stale: () => opened.stale,
    isEmpty: () => values.size === 0,
    has: (name) => values.has(name),
    seal: () => sealValues(Object.fromEntries(values), keys.current),
  }
}
