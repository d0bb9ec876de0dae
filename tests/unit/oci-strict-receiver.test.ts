/**
 * The strict OCI receiver, on bodies built here by hand: each byte is percent-encoded by the helpers
 * below, written for these tests, so that no encoder of the shop's takes part.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeFormStrict,
  iso4217Codes,
  legacyIsoUnitCodes,
  ociFieldLengths,
  rec20DeletedUnitCodes,
  rec20UnitCodes,
  receiveOciHandBack,
  type DeclaredCharset,
} from '../oci/strict-receiver'

/** application/x-www-form-urlencoded bytes as a browser writes them: alphanumerics and *-._ as they are. */
function formEncode(bytes: Iterable<number>): string {
  let out = ''
  for (const b of bytes) {
    const c = String.fromCharCode(b)
    if (/^[A-Za-z0-9*\-._]$/.test(c)) out += c
    else if (b === 0x20) out += '+'
    else out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

const utf8Bytes = (text: string): number[] => [...new TextEncoder().encode(text)]

function latin1Bytes(text: string): number[] {
  return [...text].map((ch) => {
    const code = ch.codePointAt(0) ?? 0
    if (code > 0xff) throw new Error(`${ch} is not in ISO-8859-1`)
    return code
  })
}

const encoders: Record<DeclaredCharset, (text: string) => string> = {
  'UTF-8': (text) => formEncode(utf8Bytes(text)),
  'ISO-8859-1': (text) => formEncode(latin1Bytes(text)),
}

/** The wire text of the pairs, every name and value encoded in the charset. */
function wire(pairs: [string, string][], charset: DeclaredCharset = 'UTF-8'): string {
  const encode = encoders[charset]
  return pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')
}

const body = (pairs: [string, string][], charset: DeclaredCharset = 'UTF-8'): Uint8Array =>
  ascii(wire(pairs, charset))

/** A body written out as percent-encoded text, as it goes on the wire. */
function ascii(text: string): Uint8Array {
  if (/[^\x21-\x7e]/.test(text)) throw new Error('the wire text must be printable ASCII')
  return new TextEncoder().encode(text)
}

/** The fields of one valid line, with some replaced or (undefined) left out. */
function line(n: number, change: Record<string, string | undefined> = {}): [string, string][] {
  const fields: Record<string, string | undefined> = {
    DESCRIPTION: `Skruv ${n}`,
    QUANTITY: '1',
    UNIT: 'PCE',
    PRICE: '10.00',
    CURRENCY: 'SEK',
    ...change,
  }
  return Object.entries(fields).flatMap(([field, value]): [string, string][] =>
    value === undefined ? [] : [[`NEW_ITEM-${field}[${n}]`, value]],
  )
}

const hook: [string, string][] = [
  ['~OkCode', 'ADDI'],
  ['~TARGET', '_top'],
  ['~CALLER', 'CTLG'],
]

function problemsOf(pairs: [string, string][], charset: DeclaredCharset = 'UTF-8'): string[] {
  return receiveOciHandBack(body(pairs, charset), charset).problems
}

describe('decoding in the declared charset', () => {
  /** Line 1 but its description, on the wire. */
  const rest = wire(line(1, { DESCRIPTION: undefined }))

  it('accepts a clean UTF-8 body with å, ä, ö and €', () => {
    const description = 'Blå väska, öl & €5'
    const received = receiveOciHandBack(body([...line(1, { DESCRIPTION: description }), ...hook]), 'UTF-8')
    expect(received.problems).toEqual([])
    expect(received.lines).toEqual([
      {
        line: 1,
        fields: { DESCRIPTION: description, QUANTITY: '1', UNIT: 'PCE', PRICE: '10.00', CURRENCY: 'SEK' },
      },
    ])
    expect(received.other).toEqual(hook)
    expect(received.fields).toHaveLength(8)
  })

  it('reads an ISO-8859-1 %E5 as å', () => {
    const wire =
      'NEW_ITEM-DESCRIPTION%5B1%5D=Bl%E5+v%E4ska+%F6l&NEW_ITEM-QUANTITY%5B1%5D=2&NEW_ITEM-UNIT%5B1%5D=H87' +
      '&NEW_ITEM-PRICE%5B1%5D=99.5&NEW_ITEM-CURRENCY%5B1%5D=SEK'
    const received = receiveOciHandBack(ascii(wire), 'ISO-8859-1')
    expect(received.problems).toEqual([])
    expect(received.lines[0]?.fields.DESCRIPTION).toBe('Blå väska öl')
  })

  it('refuses ISO-8859-1 with a windows-1252 byte (%96, the en dash)', () => {
    const text = `NEW_ITEM-DESCRIPTION%5B1%5D=Kabel+10%9620+m&${rest}`
    const received = receiveOciHandBack(ascii(text), 'ISO-8859-1')
    expect(received.problems).toEqual([
      'C1 control byte 0x96 in NEW_ITEM-DESCRIPTION[1]: windows-1252, not ISO-8859-1',
    ])
  })

  it("refuses a browser's &#8805; for a character the charset lacks", () => {
    const text = `NEW_ITEM-DESCRIPTION%5B1%5D=Tryck+%26%238805%3B+10+bar&${rest}`
    const latin1 = receiveOciHandBack(ascii(text), 'ISO-8859-1').problems
    expect(latin1).toHaveLength(1)
    expect(latin1[0]).toMatch(/^NEW_ITEM-DESCRIPTION\[1\] contains &#8805; \(≥\): a browser's escape/)
    expect(receiveOciHandBack(ascii(text), 'UTF-8').problems).toHaveLength(1)
    expect(problemsOf(line(1, { DESCRIPTION: 'Pil &#x2192; höger' }))[0]).toMatch(/&#x2192; \(→\)/)
  })

  it('refuses UTF-8 declared with bytes that are not UTF-8', () => {
    const text = `NEW_ITEM-DESCRIPTION%5B1%5D=Bl%E5+v%E4ska&${rest}`
    const received = receiveOciHandBack(ascii(text), 'UTF-8')
    expect(received.problems).toEqual(['NEW_ITEM-DESCRIPTION[1] is not valid UTF-8 (byte 0xE5 at offset 2)'])
  })

  it('refuses bytes above 0x7F that are not percent-encoded', () => {
    const bytes = new Uint8Array([...ascii('NEW_ITEM-DESCRIPTION%5B1%5D=Bl'), 0xe5, ...ascii('&x=1')])
    const { pairs, problems } = decodeFormStrict(bytes, 'ISO-8859-1')
    expect(pairs[0]).toEqual(['NEW_ITEM-DESCRIPTION[1]', 'Blå'])
    expect(problems).toEqual(['NEW_ITEM-DESCRIPTION[1]: raw byte 0xE5 not percent-encoded'])
  })

  it('refuses UTF-8 read as ISO-8859-1 (mojibake) and control characters outside the long text', () => {
    const mojibake = `NEW_ITEM-DESCRIPTION%5B1%5D=Bl%C3%A5&${rest}`
    expect(receiveOciHandBack(ascii(mojibake), 'ISO-8859-1').problems).toEqual([
      'NEW_ITEM-DESCRIPTION[1]: "Ã¥" looks like UTF-8 bytes read as ISO-8859-1 (mojibake for "å")',
    ])
    expect(problemsOf(line(1, { DESCRIPTION: 'Skruv\tM6' }))[0]).toMatch(/control character U\+0009/)
    expect(problemsOf(line(1, { DESCRIPTION: 'Skruv &amp; mutter' }))).toEqual([
      'NEW_ITEM-DESCRIPTION[1] contains &amp; as text: HTML-escaped twice',
    ])
  })

  it('writes each problem on one line, whatever the body holds', () => {
    const text = `a%0Ab%0D=1&NEW_ITEM-X%0A=2&c=%26%2310%3B%26%23xD800%3B&${rest}&NEW_ITEM-DESCRIPTION%5B1%5D=%0A`
    const problems = receiveOciHandBack(ascii(text), 'UTF-8').problems
    expect(problems).toHaveLength(6)
    const unsafe = (code: number) =>
      code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff)
    for (const problem of problems) {
      expect(
        [...problem].filter((ch) => unsafe(ch.charCodeAt(0))),
        problem,
      ).toEqual([])
    }
    expect(problems).toContain(
      'c contains &#10; (U+000A) as text: an HTML character reference, not the character',
    )
  })

  it('decodes a GET query, with or without its "?"', () => {
    expect(decodeFormStrict('?sap-client=100&HOOK_URL=x%3Fy', 'UTF-8')).toEqual({
      pairs: [
        ['sap-client', '100'],
        ['HOOK_URL', 'x?y'],
      ],
      problems: [],
    })
    expect(decodeFormStrict('a=%G1', 'UTF-8').problems).toEqual(['a: malformed percent escape "%G1"'])
  })

  it('round-trips any printable ISO-8859-1 text exactly', () => {
    const printable = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
    const latin1Text = fc.array(printable, { maxLength: 80 }).map((codes) => String.fromCharCode(...codes))
    fc.assert(
      fc.property(latin1Text, latin1Text, (name, value) => {
        const decoded = decodeFormStrict(body([[name, value]], 'ISO-8859-1'), 'ISO-8859-1')
        expect(decoded.problems).toEqual([])
        expect(decoded.pairs).toEqual([[name, value]])
      }),
    )
  })
})

describe('field names and lines', () => {
  it('refuses a gap in the line numbers', () => {
    expect(problemsOf([...line(1), ...line(3)])).toEqual([
      'line 2 missing: NEW_ITEM lines must be numbered 1, 2, 3, … without gaps',
    ])
    expect(problemsOf([...line(2)])[0]).toMatch(/^line 1 missing/)
  })

  it('takes the long text of an existing line and refuses one for a missing line', () => {
    const text = 'Rostfri, A4.\r\nFörpackad\t100 st.'
    const received = receiveOciHandBack(body([...line(1), ['NEW_ITEM-LONGTEXT_1:132[]', text]]), 'UTF-8')
    expect(received.problems).toEqual([])
    expect(received.lines[0]?.longText).toBe(text)
    expect(problemsOf([...line(1), ['NEW_ITEM-LONGTEXT_2:132[]', 'x']])).toEqual([
      'NEW_ITEM-LONGTEXT_2:132[] is for line 2, which has no fields',
    ])
    expect(
      problemsOf([...line(1), ['NEW_ITEM-LONGTEXT_1:132[]', 'a'], ['NEW_ITEM-LONGTEXT_1:132[]', 'b']]),
    ).toEqual(['NEW_ITEM-LONGTEXT_1:132[] sent more than once; send the long text in one field'])
  })

  it('refuses names that are NEW_ITEM-ish but not OCI, and fields sent twice', () => {
    for (const name of [
      'NEW_ITEM-LONGTEXT[1]',
      'NEW_ITEM-LONGTEXT_1:132',
      'NEW_ITEM-LONGTEXT_1:132[1]',
      'NEW_ITEM_CERT[1]',
      'new_item-description[1]',
      'NEW_ITEM-COLOUR[1]',
      'NEW_ITEM-DESCRIPTION[01]',
      'NEW_ITEM-DESCRIPTION[0]',
    ]) {
      const problems = problemsOf([...line(1), [name, 'x']])
      expect(problems, name).toHaveLength(1)
      expect(problems[0], name).toContain(name)
    }
    expect(problemsOf([...line(1), ['NEW_ITEM-QUANTITY[1]', '2']])).toEqual([
      'NEW_ITEM-QUANTITY[1] sent more than once',
    ])
    expect(problemsOf(hook)).toEqual(['no NEW_ITEM fields: the hand-back carries no items'])
  })

  it('takes the OCI 5.0 hierarchy fields and checks PARENT_ID names another line', () => {
    expect(
      problemsOf([...line(1, { ITEM_TYPE: 'R' }), ...line(2, { ITEM_TYPE: 'F', PARENT_ID: '1' })]),
    ).toEqual([])
    expect(problemsOf([...line(1, { PARENT_ID: '7' })])).toEqual([
      'NEW_ITEM-PARENT_ID[1] "7" names no other line of this hand-back',
    ])
  })
})

describe('required fields and lengths', () => {
  it('needs DESCRIPTION, QUANTITY, UNIT, PRICE and CURRENCY on every line', () => {
    expect(problemsOf([...line(1, { PRICE: undefined, CURRENCY: undefined })])).toEqual([
      'line 1: NEW_ITEM-PRICE[1] missing',
      'line 1: NEW_ITEM-CURRENCY[1] missing',
    ])
    expect(problemsOf([...line(1, { DESCRIPTION: '  ' })])).toEqual(['NEW_ITEM-DESCRIPTION[1] is empty'])
  })

  it("needs what the spec's conditions need", () => {
    expect(problemsOf(line(1, { EXT_CATEGORY_ID: '31161500' }))).toEqual([
      'line 1: NEW_ITEM-EXT_SCHEMA_TYPE[1] is required when NEW_ITEM-EXT_CATEGORY_ID[1] is filled',
    ])
    expect(problemsOf(line(1, { EXT_CATEGORY_ID: '31161500', EXT_SCHEMA_TYPE: 'UNSPSC' }))).toEqual([])
    expect(problemsOf(line(1, { CONTRACT_ITEM: '10' }))[0]).toMatch(/NEW_ITEM-CONTRACT\[1\] is required/)
  })

  it('refuses a description of 41 characters and takes one of 40', () => {
    expect(problemsOf(line(1, { DESCRIPTION: 'å'.repeat(41) }))).toEqual([
      'NEW_ITEM-DESCRIPTION[1] is 41 characters long; OCI allows 40',
    ])
    expect(problemsOf(line(1, { DESCRIPTION: 'å'.repeat(40) }))).toEqual([])
  })

  it('holds every free-text field to its OCI length', () => {
    const formatted = [
      'QUANTITY',
      'PRICE',
      'PRICEUNIT',
      'LEADTIME',
      'UNIT',
      'CURRENCY',
      'PARENT_ID',
      'SERVICE',
    ]
    for (const [field, max] of ociFieldLengths) {
      if (formatted.includes(field)) continue
      const needed = { EXT_SCHEMA_TYPE: 'S', CONTRACT: 'C', EXT_QUOTE_ID: 'Q' }
      const ok = problemsOf(line(1, { ...needed, [field]: 'A'.repeat(max) }))
      const long = problemsOf(line(1, { ...needed, [field]: 'A'.repeat(max + 1) }))
      expect(ok, field).toEqual([])
      expect(long, field).toEqual([`NEW_ITEM-${field}[1] is ${max + 1} characters long; OCI allows ${max}`])
    }
  })
})

describe('numbers, units and currencies', () => {
  it('takes a QUANTITY of up to 11 digits and 3 decimals, with a point, above 0', () => {
    expect(problemsOf(line(1, { QUANTITY: '1.234' }))).toEqual([])
    expect(problemsOf(line(1, { QUANTITY: '12345678901.125' }))).toEqual([])
    expect(problemsOf(line(1, { QUANTITY: '1.2345' }))).toEqual([
      'NEW_ITEM-QUANTITY[1] "1.2345" has 4 decimals; OCI allows at most 3',
    ])
    expect(problemsOf(line(1, { QUANTITY: '123456789012' }))).toEqual([
      'NEW_ITEM-QUANTITY[1] "123456789012" has 12 digits before the decimal point; OCI allows at most 11',
    ])
    for (const bad of ['1,5', '-1', '+1', '1e3', '1 000', '.5', '5.', '0', '0.000', ' 1']) {
      expect(problemsOf(line(1, { QUANTITY: bad })), bad).toHaveLength(1)
    }
  })

  it('takes a PRICE like a quantity but 0 too, and PRICEUNIT and LEADTIME in whole numbers', () => {
    expect(problemsOf(line(1, { PRICE: '0', PRICEUNIT: '100', LEADTIME: '14' }))).toEqual([])
    expect(problemsOf(line(1, { PRICE: '0.125', PRICEUNIT: '', LEADTIME: '' }))).toEqual([])
    expect(problemsOf(line(1, { PRICE: '12.3456' }))[0]).toMatch(/has 4 decimals/)
    expect(problemsOf(line(1, { PRICE: '1 234,50' }))[0]).toMatch(/has a comma/)
    expect(problemsOf(line(1, { PRICEUNIT: '1.5' }))[0]).toMatch(/is not a whole number/)
    expect(problemsOf(line(1, { PRICEUNIT: '0' }))[0]).toMatch(/must be greater than 0/)
    expect(problemsOf(line(1, { LEADTIME: '2.5' }))[0]).toMatch(/is not a whole number/)
    expect(problemsOf(line(1, { SERVICE: 'Y' }))[0]).toMatch(/'X' or empty/)
  })

  it('refuses unit ST and takes PCE, and Rec. 20 codes', () => {
    expect(problemsOf(line(1, { UNIT: 'ST' }))).toEqual([
      "NEW_ITEM-UNIT[1]: UNIT ST is no UN/ECE Rec. 20 code for what it seems (SAP's internal code for piece (Stück); " +
        "Rec. 20 ST is 'sheet', marked as deleted): send H87, C62 or PCE for piece",
    ])
    for (const unit of ['FRP', 'RLE', 'M', 'STK', 'pce', 'XXX']) {
      expect(problemsOf(line(1, { UNIT: unit }))[0], unit).toMatch(/is no UN\/ECE Rec\. 20 code/)
    }
    for (const unit of ['PCE', 'H87', 'C62', 'EA', 'MTR', 'KGM', 'RO', 'XRO']) {
      expect(problemsOf(line(1, { UNIT: unit })), unit).toEqual([])
    }
  })

  it('refuses PCE when only Rec. 20 codes are accepted', () => {
    expect(legacyIsoUnitCodes.has('PCE') && !rec20UnitCodes.has('PCE')).toBe(true)
    const active = new Set([...rec20UnitCodes].filter((code) => !rec20DeletedUnitCodes.has(code)))
    const refuse = (unit: string) =>
      receiveOciHandBack(body(line(1, { UNIT: unit })), 'UTF-8', { unitCodes: active }).problems
    expect(refuse('PCE')).toHaveLength(1)
    expect(refuse('RO')).toHaveLength(1)
    expect(refuse('H87')).toEqual([])
  })

  it('takes ISO 4217 codes it knows', () => {
    expect([...iso4217Codes]).toEqual(expect.arrayContaining(['SEK', 'EUR', 'NOK', 'DKK', 'USD', 'GBP']))
    expect(problemsOf(line(1, { CURRENCY: 'EUR' }))).toEqual([])
    expect(problemsOf(line(1, { CURRENCY: 'sek' }))[0]).toMatch(/no ISO 4217 code/)
    expect(problemsOf(line(1, { CURRENCY: 'KR' }))[0]).toMatch(/no ISO 4217 code/)
    expect(problemsOf(line(1, { CURRENCY: 'XYZ' }))[0]).toMatch(/not among the ISO 4217 codes/)
  })
})

describe("the HOOK_URL's own query", () => {
  const expectedQuery = { 'sap-client': '100' }
  const items = line(1)

  it('wants it in the URL posted to, by default', () => {
    const url = 'https://srm.example.com/sap/bc/bsp/sap/bbpsc01/main.do?sap-client=100'
    const received = receiveOciHandBack(body(items), 'UTF-8', { expectedQuery, url })
    expect(received.problems).toEqual([])
    expect(received.query).toEqual([['sap-client', '100']])
    const both = receiveOciHandBack(body([...items, ['sap-client', '100']]), 'UTF-8', { expectedQuery, url })
    expect(both.problems).toEqual([])
  })

  it('refuses it as a body field only, or with another value', () => {
    const url = 'https://srm.example.com/sap/bc/bsp/sap/bbpsc01/main.do'
    expect(
      receiveOciHandBack(body([...items, ['sap-client', '100']]), 'UTF-8', { expectedQuery, url }).problems,
    ).toEqual([
      'sap-client was sent as a body field only; the form must post to the HOOK_URL as given, query and all',
    ])
    expect(receiveOciHandBack(body(items), 'UTF-8', { expectedQuery, url }).problems).toEqual([
      'sap-client is missing from the URL posted to; the form must post to the HOOK_URL as given',
    ])
    expect(
      receiveOciHandBack(body(items), 'UTF-8', { expectedQuery, url: `${url}?sap-client=200` }).problems,
    ).toEqual(['the URL posted to has sap-client="200"; the HOOK_URL has sap-client="100"'])
  })

  it("takes it as hidden fields when asked to read the OCI spec's way", () => {
    const url = 'https://srm.example.com/sap/bc/bsp/sap/bbpsc01/main.do'
    const inBody = receiveOciHandBack(body([...items, ['sap-client', '100']]), 'UTF-8', {
      expectedQuery,
      url,
      hookParams: 'body',
    })
    expect(inBody.problems).toEqual([])
    expect(inBody.other).toEqual([['sap-client', '100']])
    const inUrl = receiveOciHandBack(body(items), 'UTF-8', {
      expectedQuery,
      url: `${url}?sap-client=100`,
      hookParams: 'body',
    })
    expect(inUrl.problems).toEqual([
      "sap-client is only in the URL's query; OCI puts the HOOK_URL's parameters in hidden fields",
    ])
    const either = { expectedQuery, url, hookParams: 'either' } as const
    expect(receiveOciHandBack(body([...items, ['sap-client', '100']]), 'UTF-8', either).problems).toEqual([])
    expect(receiveOciHandBack(body(items), 'UTF-8', either).problems).toHaveLength(1)
  })

  it('needs the URL to check it against', () => {
    expect(() => receiveOciHandBack(body(items), 'UTF-8', { expectedQuery })).toThrow(/options\.url/)
  })
})
