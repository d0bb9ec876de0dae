/**
 * The shop's hand-back as a browser posts it, read by the strict receiver (tests/oci): random carts
 * through ociFormFields, encoded the way Chromium encodes a form — a form with accept-charset
 * ISO-8859-1 in windows-1252, a character it lacks as `&#NNNN;` — and checked byte for byte.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromMinorUnits, ociFormFields, type OciLine } from '@proffsbutik/core/domain'
import { receiveOciHandBack } from '../oci/strict-receiver'

/** The characters windows-1252 writes at 0x80–0x9F (WHATWG Encoding, index windows-1252). */
const WINDOWS_1252 = new Map(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((char, index) => [
    char.codePointAt(0)!,
    0x80 + index,
  ]),
)

/** A value's bytes as Chromium writes them for a form in `charset`. */
function browserBytes(text: string, charset: 'UTF-8' | 'ISO-8859-1'): number[] {
  // A form posts line breaks as CR LF.
  const normalized = text.replace(/\r\n|\r|\n/g, '\r\n')
  if (charset === 'UTF-8') return [...new TextEncoder().encode(normalized)]
  return [...normalized].flatMap((char) => {
    const code = char.codePointAt(0)!
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return [code]
    const mapped = WINDOWS_1252.get(code)
    return mapped === undefined ? [...new TextEncoder().encode(`&#${code};`)] : [mapped]
  })
}

/** application/x-www-form-urlencoded, byte by byte. */
function urlEncoded(bytes: number[]): string {
  return bytes
    .map((byte) =>
      byte === 0x20
        ? '+'
        : /[*\-.0-9A-Z_a-z]/.test(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
}

function posted(fields: readonly (readonly [string, string])[], charset: 'UTF-8' | 'ISO-8859-1'): Uint8Array {
  const body = fields
    .map(
      ([name, value]) =>
        `${urlEncoded(browserBytes(name, charset))}=${urlEncoded(browserBytes(value, charset))}`,
    )
    .join('&')
  return new TextEncoder().encode(body)
}

const text = (max: number) => fc.string({ unit: 'grapheme', maxLength: max })
const line: fc.Arbitrary<OciLine> = fc.record({
  description: fc.oneof(
    text(80).filter((name) => name.trim() !== ''),
    fc.constantFrom(
      'Röravskärare Stålkraft ST 890 3–30 mm',
      'Träskruv Fästa FÄ 330 rostfritt stål A4 4,0x40',
      '“Kök” – ≥ 3 € … ⌀15',
    ),
  ),
  vendorMaterial: fc.stringMatching(/^[0-9]{7}$/),
  quantity: fc.integer({ min: 1, max: 1_000_000_000 }).map((n) => n / 1000),
  unit: fc.constantFrom('ST', 'STK', 'FRP', 'M', 'RLE', 'PAR', 'SET', 'KG', 'L'),
  price: fc.integer({ min: 0, max: 100_000_000_000 }).map((units) => fromMinorUnits(units)),
  priceUnit: fc.constantFrom(1, 10, 100),
  leadTimeDays: fc.integer({ min: 0, max: 365 }),
  breadcrumbParentNames: fc.array(text(30), { maxLength: 3 }),
  label: text(60),
})

describe('the hand-back as the browser posts it, read by a strict OCI receiver', () => {
  for (const charset of ['UTF-8', 'ISO-8859-1'] as const) {
    it(`is accepted in ${charset} for any cart (property)`, () => {
      fc.assert(
        fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (lines) => {
          const fields = ociFormFields(lines, { charset })
          const received = receiveOciHandBack(posted(fields, charset), charset)
          expect(received.problems).toEqual([])
          expect(received.lines).toHaveLength(lines.length)
        }),
        { numRuns: 300 },
      )
    })
  }

  it('would refuse what a browser writes for a dash in ISO-8859-1 without the replacements', () => {
    const raw: [string, string][] = [
      ['NEW_ITEM-DESCRIPTION[1]', 'Röravskärare 3–30 mm'],
      ['NEW_ITEM-QUANTITY[1]', '1'],
      ['NEW_ITEM-UNIT[1]', 'PCE'],
      ['NEW_ITEM-PRICE[1]', '10.00'],
      ['NEW_ITEM-CURRENCY[1]', 'SEK'],
    ]
    expect(receiveOciHandBack(posted(raw, 'ISO-8859-1'), 'ISO-8859-1').problems).toEqual([
      expect.stringContaining('0x96'),
    ])
  })
})
