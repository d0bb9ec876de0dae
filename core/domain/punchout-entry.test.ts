import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { handBackCharset, isPunchoutRequest, punchoutStorageValue, readPunchoutEntry } from './punchout-entry'

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
