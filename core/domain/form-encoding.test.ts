import { describe, expect, it } from 'vitest'
import { decodeFormBody, isUtf8FormBody } from './form-encoding'

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

  it('takes a field without = as empty, and skips empty pairs', () => {
    expect(decodeFormBody('a&&b=1&', 'UTF-8')).toEqual([
      ['a', ''],
      ['b', '1'],
    ])
  })
})
