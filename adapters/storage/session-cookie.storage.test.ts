import { Effect } from 'effect'
import fc from 'fast-check'
import { CompactEncrypt, CompactSign, base64url, compactDecrypt, decodeProtectedHeader } from 'jose'
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  MAX_SEALED_LENGTH,
  openSessionCookie,
  openValues,
  sealValues,
  sessionKey,
  sessionKeys,
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

  it('refuses a session too large for a cookie rather than losing it silently, a short secret, and opens no oversize cookie', async () => {
    await expect(sealValues({ big: 'x'.repeat(MAX_SEALED_LENGTH) }, key)).rejects.toThrow(RangeError)
    expect(() => sessionKey('short')).toThrow(RangeError)
    expect(() => sessionKeys(secret, ['short'])).toThrow(RangeError)
    const oversize = await jweOf({ big: 'x'.repeat(MAX_SEALED_LENGTH) }, { kid: key.kid }, key.key)
    expect(await openValues(oversize, keys)).toEqual({})
    // Just under the limit still seals and opens.
    const large = { big: 'x'.repeat(2_600) }
    expect(await openValues(await sealValues(large, key), keys)).toEqual(large)
  })
})
