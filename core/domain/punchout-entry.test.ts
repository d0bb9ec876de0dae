import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  handBackCharset,
  HOOK_URL_MAX,
  isPunchoutRequest,
  KEPT_VALUE_MAX,
  OCI_PARAMETER_MAX,
  punchoutStorageValue,
  readPunchoutEntry,
} from './punchout-entry'

const now = 1_795_000_000_000

describe('readPunchoutEntry', () => {
  it('logs in with the aliases and keeps the settings of the spec', () => {
    const entry = readPunchoutEntry(
      {
        hook_url: 'https://sap.example.com/oci/return?sap-client=100',
        USERNAME: 'inkop1',
        PASSWORD: 'hemligt',
        SENDER_ID: 'inkop@bygg.se',
        '~TARGET': '_top',
        '~OkCode': 'ADDI',
        '~caller': 'CTLG',
        OCI_VERSION: '4.0',
        http_content_charset: 'ISO-8859-1',
        Bolag: '100',
        companyName: 'Byggbolaget Öst AB',
      },
      now,
    )
    expect(entry).toEqual({
      ok: true,
      login: { username: 'inkop1', password: 'hemligt', email: 'inkop@bygg.se' },
      settings: {
        callback_url: 'https://sap.example.com/oci/return?sap-client=100',
        HOOK_URL: 'https://sap.example.com/oci/return?sap-client=100',
        companyName: 'Byggbolaget Öst AB',
        Bolag: '100',
        email: 'inkop@bygg.se',
        logonId: 'inkop1',
        oci: { target: '_top', okCode: 'ADDI', caller: 'CTLG', version: '4.0', charset: 'ISO-8859-1' },
        last_used: now,
      },
    })
  })

  it('falls back with the spec message when HOOK_URL is missing', () => {
    expect(readPunchoutEntry({ USERNAME: 'a', PASSWORD: 'b' }, now)).toEqual({
      ok: false,
      error: 'errors.punchout.missing_callback_url',
    })
    expect(isPunchoutRequest({ USERNAME: 'a' })).toBe(false)
    expect(isPunchoutRequest({ Hook_Url: 'https://x.se' })).toBe(true)
  })

  it('refuses a hook URL that is not http(s)', () => {
    for (const hook of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.se/',
      'relative/path',
      'file:///etc/passwd',
    ]) {
      expect(readPunchoutEntry({ HOOK_URL: hook, USERNAME: 'a', PASSWORD: 'b' }, now)).toEqual({
        ok: false,
        error: 'errors.punchout.invalid_callback_url',
      })
    }
  })

  it('needs a username and a password', () => {
    expect(readPunchoutEntry({ HOOK_URL: 'https://x.se', USERNAME: 'a' }, now)).toEqual({
      ok: false,
      error: 'errors.punchout.missing_credentials',
    })
  })

  describe('the limits of what is kept (issue 29)', () => {
    const login = { USERNAME: 'inkop', PASSWORD: 'hemligt' }
    /** An http(s) URL of exactly `length` characters. */
    const hookOf = (length: number) => {
      const start = 'https://srm.example.se/sap/bc/oci/receive?sap-client=100&pad='
      return `${start}${'x'.repeat(length - start.length)}`
    }

    it('takes a HOOK_URL of HOOK_URL_MAX (2,048) characters and refuses one of 2,049 as too long', () => {
      expect(HOOK_URL_MAX).toBe(2048)
      const longest = readPunchoutEntry({ HOOK_URL: hookOf(2048), ...login }, now)
      expect(longest.ok && longest.settings.HOOK_URL).toBe(hookOf(2048))
      expect(longest.ok && punchoutStorageValue(longest.settings).punchout.callback_url).toBe(hookOf(2048))
      expect(readPunchoutEntry({ HOOK_URL: hookOf(2049), ...login }, now)).toEqual({
        ok: false,
        error: 'errors.punchout.too_long',
      })
      // Far too long too, whatever else is wrong with it.
      expect(readPunchoutEntry({ HOOK_URL: `javascript:${'x'.repeat(5000)}` }, now)).toEqual({
        ok: false,
        error: 'errors.punchout.too_long',
      })
    })

    it.each(['~TARGET', '~OkCode', '~CALLER', 'OCI_VERSION', 'http_content_charset', '~target'])(
      'takes %s of OCI_PARAMETER_MAX (255) characters and refuses 256',
      (name) => {
        expect(OCI_PARAMETER_MAX).toBe(255)
        const entry = (length: number) =>
          readPunchoutEntry({ HOOK_URL: hookOf(100), ...login, [name]: 'a'.repeat(length) }, now)
        const longest = entry(255)
        expect(longest.ok && Object.values(longest.settings.oci)).toEqual(['a'.repeat(255)])
        expect(entry(256)).toEqual({ ok: false, error: 'errors.punchout.too_long' })
      },
    )

    it.each([
      ['logonId', 'USERNAME'],
      ['email', 'SENDER_ID'],
      ['Bolag', 'Bolag'],
      ['companyName', 'punchout.companyName'],
    ])('takes %s (as %s) of KEPT_VALUE_MAX (255) characters and refuses 256', (kept, name) => {
      expect(KEPT_VALUE_MAX).toBe(255)
      const entry = (length: number) =>
        readPunchoutEntry({ HOOK_URL: hookOf(100), ...login, [name]: 'a'.repeat(length) }, now)
      const longest = entry(255)
      expect(longest.ok && (longest.settings as unknown as Record<string, unknown>)[kept]).toBe(
        'a'.repeat(255),
      )
      expect(entry(256)).toEqual({ ok: false, error: 'errors.punchout.too_long' })
    })

    it('counts characters, not UTF-16 units: 255 emoji are 255', () => {
      const entry = (length: number) =>
        readPunchoutEntry({ HOOK_URL: hookOf(100), ...login, companyName: '🔧'.repeat(length) }, now)
      expect(entry(255).ok).toBe(true)
      expect(entry(256)).toEqual({ ok: false, error: 'errors.punchout.too_long' })
    })

    it('takes everything at its limit at once', () => {
      const entry = readPunchoutEntry(
        {
          HOOK_URL: hookOf(HOOK_URL_MAX),
          USERNAME: 'u'.repeat(KEPT_VALUE_MAX),
          PASSWORD: 'p'.repeat(5000),
          email: 'e'.repeat(KEPT_VALUE_MAX),
          Bolag: 'b'.repeat(KEPT_VALUE_MAX),
          companyName: 'c'.repeat(KEPT_VALUE_MAX),
          '~TARGET': 't'.repeat(OCI_PARAMETER_MAX),
          '~OkCode': 'o'.repeat(OCI_PARAMETER_MAX),
          '~CALLER': 'k'.repeat(OCI_PARAMETER_MAX),
          OCI_VERSION: 'v'.repeat(OCI_PARAMETER_MAX),
          http_content_charset: 'i'.repeat(OCI_PARAMETER_MAX),
        },
        now,
      )
      expect(entry.ok).toBe(true)
    })
  })

  it('never keeps the password in the settings', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8 }).filter((p) => p.trim() === p && p.length > 0),
        (password) => {
          const entry = readPunchoutEntry(
            { HOOK_URL: 'https://x.se/r', logonId: 'anna', logonPassword: password },
            now,
          )
          expect(entry.ok).toBe(true)
          if (entry.ok)
            expect(JSON.stringify(entry.settings)).not.toContain(JSON.stringify(password).slice(1, -1))
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('punch-out requests, storage and charset', () => {
  it('counts a password or an OCI parameter as a punch-out entry, in any case', () => {
    expect(isPunchoutRequest({ PassWord: 'x' })).toBe(true)
    expect(isPunchoutRequest({ logonpassword: 'x' })).toBe(true)
    expect(isPunchoutRequest({ '~okcode': 'ADDI' })).toBe(true)
    expect(isPunchoutRequest({ oci_version: '5.0' })).toBe(true)
    expect(isPunchoutRequest({ q: 'kulventil', username: 'a' })).toBe(false)
    expect(isPunchoutRequest({ HOOK_URL: '' })).toBe(false)
  })

  it('keeps the spec keys in browser storage: punchout.callback_url, punchout.companyName, HOOK_URL …', () => {
    const entry = readPunchoutEntry(
      {
        HOOK_URL: 'https://srm.example.se/r',
        username: 'inkop',
        password: 'p',
        email: 'inkop@x.se',
        Bolag: 'Öst',
        companyName: 'Byggbolaget Öst AB',
      },
      now,
    )
    if (!entry.ok) throw new Error(entry.error)
    expect(punchoutStorageValue(entry.settings)).toEqual({
      punchout: { callback_url: 'https://srm.example.se/r', companyName: 'Byggbolaget Öst AB' },
      HOOK_URL: 'https://srm.example.se/r',
      Bolag: 'Öst',
      email: 'inkop@x.se',
      logonId: 'inkop',
      oci: {},
      last_used: now,
    })
  })

  it('posts the hand-back in ISO-8859-1 only when the system asked for Latin-1', () => {
    expect(['ISO-8859-1', 'iso-8859-1', 'ISO8859-1', 'latin1', ' Latin-1 '].map(handBackCharset)).toEqual(
      Array(5).fill('ISO-8859-1'),
    )
    expect([undefined, '', 'UTF-8', 'utf8', 'koi8-r'].map(handBackCharset)).toEqual(Array(5).fill('UTF-8'))
  })
})
