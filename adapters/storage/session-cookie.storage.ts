/**
 * The server's session store (ARCHITECTURE: Sessions and security, docs/adr/0020, 0024): the
 * session's values live in a cookie, a JWE in compact serialization (`dir` + `A256GCM`, sealed and
 * opened by jose), so that service tokens never reach page scripts and any number of shop instances
 * can serve the same buyer. A JWE longer than one cookie takes is split over up to
 * MAX_SESSION_CHUNKS cookies (`splitSealed`) and opened from them joined again. The key is derived from SESSION_SECRET; keys of earlier secrets still open the
 * cookies they sealed, which are then sealed again with the current key. A cookie that was tampered
 * with, sealed with a key not (or no longer) configured, in another format or unreadable opens as an
 * empty session.
 */
import { Effect } from 'effect'
import { CompactEncrypt, compactDecrypt, decodeProtectedHeader, type DecryptOptions } from 'jose'
import { createHash, hkdfSync } from 'node:crypto'
import type { KeyValueStoreShape } from '@proffsbutik/core/ports'

/** The most one cookie of the session may take (browsers keep about 4 KB per cookie, name included). */
export const MAX_SEALED_LENGTH = 3_800

/**
 * The most cookies one session is split over (docs/adr/0024): a punch-out session at its largest
 * (a 2,048-character HOOK_URL, ~ fields of 255) seals to about 10,000 characters. Three keep the
 * Cookie header far enough under Node's 16 KB limit on a request's headers.
 */
export const MAX_SESSION_CHUNKS = 3

/** The most a sealed session may take, over all its cookies. */
export const MAX_SESSION_LENGTH = MAX_SEALED_LENGTH * MAX_SESSION_CHUNKS

/** The session's values seal to more than MAX_SESSION_LENGTH characters (or more than a caller's limit). */
export class SessionTooLarge extends RangeError {
  constructor(readonly length: number) {
    super(`The session is too large for its cookies (${length} characters)`)
    this.name = 'SessionTooLarge'
  }
}

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
  /** The sealed value of the current values, with the current key (split it with `splitSealed`). */
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

/**
 * Seals values: a compact JWE (`dir`, `A256GCM`, the key's `kid`) of their JSON. Over
 * MAX_SESSION_LENGTH characters it is SessionTooLarge: refused rather than lost silently.
 */
export async function sealValues(values: Readonly<Record<string, string>>, key: SessionKey): Promise<string> {
  const sealed = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(values)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: key.kid })
    .encrypt(key.key)
  if (sealed.length > MAX_SESSION_LENGTH) throw new SessionTooLarge(sealed.length)
  return sealed
}

/**
 * The cookie values a sealed session is kept in, in order: all but the last exactly
 * MAX_SEALED_LENGTH characters long (so that a shorter first one is known to stand alone).
 */
export function splitSealed(sealed: string): string[] {
  const chunks: string[] = []
  for (let start = 0; start < sealed.length; start += MAX_SEALED_LENGTH)
    chunks.push(sealed.slice(start, start + MAX_SEALED_LENGTH))
  return chunks.length > 0 ? chunks : ['']
}

/** The cookie values of a session: one (the first cookie) or its chunks in order. */
export type SessionCookieValues = string | readonly (string | undefined)[] | undefined

/** What a cookie held, and whether it was sealed with a previous key. */
interface Unsealed {
  readonly values: Record<string, string>
  readonly stale: boolean
}

const nothing: Unsealed = { values: {}, stale: false }

/** Opens a sealed value with the key its `kid` names; anything that does not open cleanly is undefined. */
async function unsealOne(sealed: string, keys: SessionKeys): Promise<Unsealed | undefined> {
  try {
    const { kid } = decodeProtectedHeader(sealed)
    const key = [keys.current, ...keys.previous].find((candidate) => candidate.kid === kid)
    if (!key) return undefined
    const { plaintext } = await compactDecrypt(sealed, key.key, DECRYPT_OPTIONS)
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
    const values = Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    return { values, stale: key !== keys.current }
  } catch {
    return undefined
  }
}

/**
 * Opens the cookie values of a session. The first cookie alone, then joined with the next while
 * the one before is a full chunk: the first of these that opens is the session. So a first cookie
 * written alone opens even beside chunks a concurrent response left behind, and a chunk never opens
 * on its own (its JWE is cut short). No cookie over MAX_SEALED_LENGTH, and no more than
 * MAX_SESSION_CHUNKS, are read; anything that does not open cleanly is nothing.
 */
async function unseal(cookies: SessionCookieValues, keys: SessionKeys): Promise<Unsealed> {
  const chunks = typeof cookies === 'string' ? [cookies] : (cookies ?? [])
  let joined = ''
  for (const [index, chunk] of chunks.slice(0, MAX_SESSION_CHUNKS).entries()) {
    if (!chunk || chunk.length > MAX_SEALED_LENGTH) return nothing
    if (index > 0 && joined.length !== index * MAX_SEALED_LENGTH) return nothing
    joined += chunk
    const opened = await unsealOne(joined, keys)
    if (opened) return opened
  }
  return nothing
}

/** Opens a session's cookie values to its values; anything that does not open cleanly is no session at all. */
export async function openValues(
  cookies: SessionCookieValues,
  keys: SessionKeys,
): Promise<Record<string, string>> {
  return (await unseal(cookies, keys)).values
}

/** Opens the session of one request from its cookie values (the first cookie's, then its chunks'). */
export async function openSessionCookie(
  cookies: SessionCookieValues,
  keys: SessionKeys,
): Promise<OpenedSession> {
  const opened = await unseal(cookies, keys)
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
