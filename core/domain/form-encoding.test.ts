import { describe, expect, it } from 'vitest'
import { decodeFormBody, formCharsetOfBytes, isUtf8FormBody } from './form-encoding'

/** A body as a browser writes it for a form with accept-charset Latin-1 (windows-1252 for å ä ö). */
const latin1 = (text: string) =>
  [...text]
    .map((c) => (/[\w.-]/.test(c) ? c : `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`))
    .join('')

describe('decodeFormBody', () => {
  it('reads a UTF-8 body, + as space, names and values in order', () => {
    const body = new URLSearchParams([
      ['NEW_ITEM-DESCRIPTION[1]', 'Rörböj 90° Å'],
      ['a', 'x y'],
      ['a', '2'],
    ]).toString()
    expect(isUtf8FormBody(body)).toBe(true)
    expect(decodeFormBody(body, 'UTF-8')).toEqual([
      ['NEW_ITEM-DESCRIPTION[1]', 'Rörböj 90° Å'],
      ['a', 'x y'],
      ['a', '2'],
    ])
  })

  it('reads a Latin-1 body that UTF-8 cannot (å ä ö kept)', () => {
    const body = `Bolag=${latin1('Byggbolaget Öst')}&NEW_ITEM-DESCRIPTION%5B1%5D=${latin1('Gräsklippare åk')}`
    expect(isUtf8FormBody(body)).toBe(false)
    expect(decodeFormBody(body, 'ISO-8859-1')).toEqual([
      ['Bolag', 'Byggbolaget Öst'],
      ['NEW_ITEM-DESCRIPTION[1]', 'Gräsklippare åk'],
    ])
    // Read as UTF-8 the same bytes are lost: the reason the charset matters.
    expect(decodeFormBody(body, 'UTF-8')[0]![1]).toContain('\uFFFD')
  })

  it('reads ISO-8859-1 as ISO-8859-1: every byte is U+00XX, 0x80–0x9F too (not windows-1252’s € – ”)', () => {
    const every = Array.from({ length: 256 }, (_, byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
    expect(decodeFormBody(`all=${every}`, 'ISO-8859-1')).toEqual([
      ['all', Array.from({ length: 256 }, (_, byte) => String.fromCharCode(byte)).join('')],
    ])
    expect(decodeFormBody('a=%80%96%9D%A4', 'ISO-8859-1')).toEqual([['a', '\u0080\u0096\u009d¤']])
  })

  it('tells the charset of a body or query that declares none by its bytes: UTF-8 when they are, else ISO-8859-1', () => {
    expect(formCharsetOfBytes('Bolag=Byggbolaget%20%C3%96st%20AB&x=1')).toBe('UTF-8')
    expect(formCharsetOfBytes('Bolag=Byggbolaget%20%D6st%20AB&x=1')).toBe('ISO-8859-1')
    expect(formCharsetOfBytes('HOOK_URL=https%3A%2F%2Fx.se&a=b+c')).toBe('UTF-8')
    expect(formCharsetOfBytes('')).toBe('UTF-8')
  })

  it('takes a field without = as empty, and skips empty pairs', () => {
    expect(decodeFormBody('a&&b=1&', 'UTF-8')).toEqual([
      ['a', ''],
      ['b', '1'],
    ])
  })
})
