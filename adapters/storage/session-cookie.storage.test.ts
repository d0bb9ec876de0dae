import { Effect } from 'effect'
import fc from 'fast-check'
import { CompactEncrypt, CompactSign, base64url, compactDecrypt, decodeProtectedHeader } from 'jose'
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  HOOK_URL_MAX,
  KEPT_VALUE_MAX,
  OCI_PARAMETER_MAX,
  PUNCHOUT_SETTINGS_KEY,
  readPunchoutEntry,
} from '@proffsbutik/core/domain'
import {
  MAX_SEALED_LENGTH,
  MAX_SESSION_CHUNKS,
  MAX_SESSION_LENGTH,
  openSessionCookie,
  openValues,
  sealValues,
  SessionTooLarge,
  sessionKey,
  sessionKeys,
  splitSealed,
} from './session-cookie.storage'

const secret = 'a-session-secret-of-at-least-32-characters'
const oldSecret = 'the-secret-of-last-year-of-32-characters!'
const keys = sessionKeys(secret)
const key = keys.current
const otherKey = sessionKey('another-secret-of-at-least-32-characters!')

/** The cookie format before JWE: `v1.` and base64url of IV, ciphertext and tag (AES-256-GCM). */
function handBuiltV1(values: Record<string, string>, fromSecret: string): string {
  const v1Key = Buffer.from(hkdfSync('sha256', fromSecret, 'proffsbutik-session', 'session-cookie v1', 32))
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', v1Key, iv)
  cipher.setAAD(Buffer.from('v1'))
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()])
  return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
}

/** A JWE of `values` with `header` as its protected header, encrypted with `withKey`. */
const jweOf = (values: object, header: Record<string, unknown>, withKey: Uint8Array) =>
  new CompactEncrypt(new TextEncoder().encode(JSON.stringify(values)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', ...header })
    .encrypt(withKey)

describe('the session cookie', () => {
  it('is a compact JWE (dir, A256GCM, the key’s kid) that jose itself opens with the derived key', async () => {
    const sealed = await sealValues({ session: 'x', csrf: 't' }, key)
    const parts = sealed.split('.')
    expect(parts).toHaveLength(5)
    // Direct encryption: no encrypted key.
    expect(parts[1]).toBe('')
    expect(decodeProtectedHeader(sealed)).toEqual({ alg: 'dir', enc: 'A256GCM', kid: key.kid })
    const { plaintext, protectedHeader } = await compactDecrypt(sealed, key.key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    })
    expect(protectedHeader.kid).toBe(key.kid)
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({ session: 'x', csrf: 't' })
  })

  it('names its key by a short fingerprint, never the key or the secret', () => {
    expect(key.kid).toMatch(/^[\w-]{11}$/)
    expect(key.key).toHaveLength(32)
    expect(otherKey.kid).not.toBe(key.kid)
    expect(sessionKey(secret)).toEqual(key)
    expect(key.kid).not.toContain(base64url.encode(key.key).slice(0, 11))
    expect(key.kid).not.toContain(secret.slice(0, 8))
  })

  it('round-trips any text values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 100 }), { maxKeys: 5 }),
        async (values) => {
          expect(await openValues(await sealValues(values, key), keys)).toEqual({ ...values })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('seals differently every time (a fresh IV), and never shows the values', async () => {
    const values = { session: '{"accessToken":"secret-token"}' }
    const first = await sealValues(values, key)
    expect(await sealValues(values, key)).not.toBe(first)
    expect(first).not.toContain('secret-token')
    for (const part of first.split('.').slice(1))
      expect(Buffer.from(part, 'base64url').toString('latin1')).not.toContain('secret')
  })

  it('opens as empty when tampered with, sealed with another secret, of another format, or garbage', async () => {
    const sealed = await sealValues({ session: 'x' }, key)
    const [header = '', , iv = '', ciphertext = '', tag = ''] = sealed.split('.')
    const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`
    for (const cookie of [
      flip(sealed),
      [header, '', iv, flip(ciphertext), tag].join('.'),
      [header, '', flip(iv), ciphertext, tag].join('.'),
      sealed.slice(0, -10),
      await sealValues({ session: 'x' }, otherKey),
      // Another key under this key's kid.
      await jweOf({ session: 'x' }, { kid: key.kid }, otherKey.key),
      // The hand-built format before JWE, with this very secret: buyers log in once more (docs/adr/0020).
      handBuiltV1({ session: 'x' }, secret),
      'v1.',
      'junk',
      'a.b.c.d.e',
      '....',
      '',
      undefined,
    ]) {
      expect(await openValues(cookie, keys), String(cookie)).toEqual({})
    }
  })

  it('opens only dir + A256GCM with a known kid: another alg or enc, a JWS, alg none, compression, no kid', async () => {
    const payload = new TextEncoder().encode(JSON.stringify({ session: 'x' }))
    const header = (fields: Record<string, unknown>) =>
      base64url.encode(JSON.stringify({ alg: 'dir', enc: 'A256GCM', kid: key.kid, ...fields }))
    const sealed = await sealValues({ session: 'x' }, key)
    const rest = sealed.slice(sealed.indexOf('.'))
    for (const [name, cookie] of Object.entries({
      'enc A128GCM': await jweOf({ session: 'x' }, { enc: 'A128GCM', kid: key.kid }, key.key.subarray(0, 16)),
      'enc A256CBC-HS512': await new CompactEncrypt(payload)
        .setProtectedHeader({ alg: 'dir', enc: 'A256CBC-HS512', kid: key.kid })
        .encrypt(new Uint8Array([...key.key, ...key.key])),
      'alg A256KW': await new CompactEncrypt(payload)
        .setProtectedHeader({ alg: 'A256KW', enc: 'A256GCM', kid: key.kid })
        .encrypt(key.key),
      'alg PBES2': await new CompactEncrypt(payload)
        .setProtectedHeader({ alg: 'PBES2-HS256+A128KW', enc: 'A256GCM', kid: key.kid })
        .encrypt(new TextEncoder().encode(secret)),
      // The same header fields forged onto a cookie that opens: the header is authenticated.
      'forged alg': `${header({ alg: 'A256KW' })}${rest}`,
      'forged enc': `${header({ enc: 'A128GCM' })}${rest}`,
      'forged kid': `${header({ kid: otherKey.kid })}${rest}`,
      compressed: await jweOf({ session: 'x' }, { kid: key.kid, zip: 'DEF' }, key.key),
      'JWS HS256 with the key': await new CompactSign(payload)
        .setProtectedHeader({ alg: 'HS256', kid: key.kid })
        .sign(key.key),
      'alg none': `${base64url.encode(JSON.stringify({ alg: 'none', kid: key.kid }))}.${base64url.encode(payload)}.`,
      'alg none as a JWE': `${header({ alg: 'none' })}${rest}`,
      'no kid': await new CompactEncrypt(payload)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .encrypt(key.key),
      'an array': await jweOf(['x'], { kid: key.kid }, key.key),
    })) {
      expect(await openValues(cookie, keys), name).toEqual({})
    }
  })

  it('opens with a previous secret only while it is listed, and says so, so that it is sealed again', async () => {
    const old = sessionKey(oldSecret)
    const sealedBefore = await sealValues({ session: 'a' }, old)
    const rotated = sessionKeys(secret, [oldSecret])
    const opened = await openSessionCookie(sealedBefore, rotated)
    expect(await openValues(sealedBefore, rotated)).toEqual({ session: 'a' })
    expect(opened.stale()).toBe(true)
    expect(opened.changed()).toBe(false)
    const resealed = await opened.seal()
    expect(decodeProtectedHeader(resealed).kid).toBe(key.kid)
    const reopened = await openSessionCookie(resealed, rotated)
    expect(reopened.stale()).toBe(false)
    expect(await openValues(resealed, keys)).toEqual({ session: 'a' })
    // Once the old secret is no longer listed, its cookies open as nothing.
    expect(await openValues(sealedBefore, keys)).toEqual({})
    expect((await openSessionCookie(sealedBefore, keys)).stale()).toBe(false)
    // The current secret listed as a previous one too is just the current one.
    expect(sessionKeys(secret, [secret, oldSecret]).previous).toEqual([old])
  })

  it('tracks whether the session changed, so unchanged requests send no cookie', async () => {
    const opened = await openSessionCookie(await sealValues({ session: 'a' }, key), keys)
    Effect.runSync(opened.store.set('session', 'a'))
    Effect.runSync(opened.store.remove('absent'))
    expect(opened.changed()).toBe(false)
    expect(opened.stale()).toBe(false)
    Effect.runSync(opened.store.set('session', 'b'))
    expect(opened.changed()).toBe(true)
    expect(await openValues(await opened.seal(), keys)).toEqual({ session: 'b' })
  })

  it('refuses a session too large for its cookies rather than losing it silently, a short secret, and opens no oversize cookie', async () => {
    expect(MAX_SESSION_LENGTH).toBe(MAX_SEALED_LENGTH * MAX_SESSION_CHUNKS)
    const refused = sealValues({ big: 'x'.repeat(MAX_SESSION_LENGTH) }, key)
    await expect(refused).rejects.toThrow(SessionTooLarge)
    await expect(refused).rejects.toThrow(RangeError)
    expect(() => sessionKey('short')).toThrow(RangeError)
    expect(() => sessionKeys(secret, ['short'])).toThrow(RangeError)
    // One cookie over MAX_SEALED_LENGTH is not opened, nor is a session over MAX_SESSION_CHUNKS cookies.
    const oversize = await jweOf({ big: 'x'.repeat(MAX_SEALED_LENGTH) }, { kid: key.kid }, key.key)
    expect(await openValues(oversize, keys)).toEqual({})
    const tooMany = splitSealed(
      await jweOf({ big: 'x'.repeat(MAX_SESSION_LENGTH) }, { kid: key.kid }, key.key),
    )
    expect(tooMany.length).toBeGreaterThan(MAX_SESSION_CHUNKS)
    expect(await openValues(tooMany, keys)).toEqual({})
    // Just under one cookie's limit still seals to one cookie and opens.
    const large = { big: 'x'.repeat(2_600) }
    const sealed = await sealValues(large, key)
    expect(splitSealed(sealed)).toEqual([sealed])
    expect(await openValues(sealed, keys)).toEqual(large)
  })
})

describe('a session over several cookies (docs/adr/0024)', () => {
  /** Values as large as a sealed session of `length` characters, give or take a few. */
  const valuesSealedTo = (length: number) => ({ big: 'x'.repeat(Math.floor(((length - 100) * 3) / 4) - 12) })

  it('splits a long seal into full chunks of MAX_SEALED_LENGTH and a shorter last one, opened joined', async () => {
    const values = valuesSealedTo(2.5 * MAX_SEALED_LENGTH)
    const sealed = await sealValues(values, key)
    const chunks = splitSealed(sealed)
    expect(chunks).toHaveLength(3)
    expect(chunks.slice(0, -1).map((chunk) => chunk.length)).toEqual([MAX_SEALED_LENGTH, MAX_SEALED_LENGTH])
    expect(chunks.at(-1)!.length).toBeLessThanOrEqual(MAX_SEALED_LENGTH)
    expect(chunks.join('')).toBe(sealed)
    expect(await openValues(chunks, keys)).toEqual(values)
    // A chunk alone, the chunks in another order or one missing open as nothing.
    for (const broken of [
      chunks[0],
      [chunks[0], chunks[1]],
      [chunks[1], chunks[0], chunks[2]],
      [chunks[0], undefined, chunks[2]],
      [
        chunks[0],
        chunks[1],
        `${chunks[2]!.slice(0, -2)}${chunks[2]!.at(-2) === 'A' ? 'B' : 'A'}${chunks[2]!.at(-1)}`,
      ],
    ])
      expect(await openValues(broken, keys), String(broken?.length)).toEqual({})
  })

  it('opens a first cookie written alone beside chunks a longer session left behind', async () => {
    const long = splitSealed(await sealValues(valuesSealedTo(2.5 * MAX_SEALED_LENGTH), key))
    const short = await sealValues({ session: 'new' }, key)
    expect(await openValues([short, long[1], long[2]], keys)).toEqual({ session: 'new' })
    // Also when the lone first cookie is exactly MAX_SEALED_LENGTH long, like a full chunk.
    let exact: { values: Record<string, string>; sealed: string } | undefined
    for (let size = 2_700; !exact && size < 2_800; size++) {
      const values = { big: 'x'.repeat(size) }
      const sealed = await sealValues(values, key)
      if (sealed.length === MAX_SEALED_LENGTH) exact = { values, sealed }
    }
    expect(exact).toBeDefined()
    expect(await openValues([exact!.sealed, long[1], long[2]], keys)).toEqual(exact!.values)
  })

  it('round-trips sessions of any size up to MAX_SESSION_LENGTH through their chunks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: MAX_SESSION_LENGTH - 200 }), async (length) => {
        const values = { big: 'x'.repeat(Math.max(0, Math.floor((length * 3) / 4) - 100)) }
        const chunks = splitSealed(await sealValues(values, key))
        expect(chunks.length).toBeLessThanOrEqual(MAX_SESSION_CHUNKS)
        expect(await openValues(chunks, keys)).toEqual(values)
      }),
      { numRuns: 50 },
    )
  })

  it('keeps a logged-in punch-out session at its largest: a 2,048-character HOOK_URL and 255-character fields', async () => {
    const hook = `https://srm.example.se/sap/bc/oci/receive?sap-client=100&${'q'.repeat(HOOK_URL_MAX)}`.slice(
      0,
      HOOK_URL_MAX,
    )
    const entry = readPunchoutEntry(
      {
        HOOK_URL: hook,
        USERNAME: 'u'.repeat(KEPT_VALUE_MAX),
        PASSWORD: 'hemligt',
        email: `${'e'.repeat(KEPT_VALUE_MAX - 10)}@bygg.se`.slice(0, KEPT_VALUE_MAX),
        Bolag: 'b'.repeat(KEPT_VALUE_MAX),
        companyName: 'c'.repeat(KEPT_VALUE_MAX),
        '~TARGET': 't'.repeat(OCI_PARAMETER_MAX),
        '~OkCode': 'o'.repeat(OCI_PARAMETER_MAX),
        '~CALLER': 'k'.repeat(OCI_PARAMETER_MAX),
        OCI_VERSION: '5'.repeat(OCI_PARAMETER_MAX),
        http_content_charset: 'i'.repeat(OCI_PARAMETER_MAX),
      },
      1_795_000_000_000,
    )
    if (!entry.ok) throw new Error(entry.error)
    expect(entry.settings.HOOK_URL).toHaveLength(HOOK_URL_MAX)
    // The session of a login as the embedded services make it (about 600 characters for the demo
    // punch-out user, tokens included) and the page's CSRF token.
    const jwt = (claims: object) =>
      `${base64url.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url.encode(JSON.stringify(claims))}.${base64url.encode(randomBytes(32))}`
    const sessionId = '03bc1c60-f20f-4c99-bf5d-455c69a66df9'
    const session = JSON.stringify({
      sessionId,
      userId: 'U1020',
      accessToken: jwt({
        userId: 'U1020',
        sid: sessionId,
        tokenVersion: 1,
        customerPermissions: [{ customerId: 'C400', permissions: ['order', 'quote', 'prices'] }],
        sub: 'U1020',
        iss: 'proffsbutik-services',
        iat: 1_795_000_000,
        exp: 1_795_000_900,
      }),
      refreshToken: base64url.encode(randomBytes(32)),
      currentCustomerId: 'C400',
    })
    expect(session.length).toBeGreaterThan(550)
    const values = {
      session,
      [PUNCHOUT_SETTINGS_KEY]: JSON.stringify(entry.settings),
      csrf: `${sessionId} ${base64url.encode(randomBytes(32))}`,
    }
    const sealed = await sealValues(values, key)
    // About 10,000 characters: three cookies, with room to spare for what the session gains later.
    expect(sealed.length).toBeGreaterThan(2 * MAX_SEALED_LENGTH)
    expect(sealed.length).toBeLessThan(MAX_SESSION_LENGTH - 600)
    const chunks = splitSealed(sealed)
    expect(chunks).toHaveLength(3)
    const opened = await openSessionCookie(chunks, keys)
    expect(Effect.runSync(opened.store.get(PUNCHOUT_SETTINGS_KEY))).toBe(values[PUNCHOUT_SETTINGS_KEY])
    expect(await openValues(splitSealed(await opened.seal()), keys)).toEqual(values)
  })
})
