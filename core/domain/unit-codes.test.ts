import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rec20Unit, REC20_UNIT_CODES, SALES_UNITS, UNIT_LABELS, unitLabel } from './unit-codes'

describe('unitLabel', () => {
  it('writes each of the shop’s units in its one short Swedish form', () => {
    expect(unitLabel('ST')).toBe('st')
    expect(unitLabel('STK')).toBe('st')
    expect(unitLabel('FRP')).toBe('fp')
    expect(unitLabel('M')).toBe('m')
    expect(unitLabel('M2')).toBe('m²')
    expect(unitLabel('RLE')).toBe('rle')
    expect(unitLabel('PAR')).toBe('par')
    expect(unitLabel('SET')).toBe('sats')
    expect(unitLabel('KG')).toBe('kg')
    expect(unitLabel('L')).toBe('l')
  })

  it('reads a code in any case and with spaces around it', () => {
    expect(unitLabel(' frp ')).toBe('fp')
    expect(unitLabel('st')).toBe('st')
  })

  it('writes a code the table does not know as it came, trimmed and in lower case', () => {
    expect(unitLabel('ASK')).toBe('ask')
    expect(unitLabel(' Hink ')).toBe('hink')
    expect(unitLabel('')).toBe('')
  })

  it('answers, for any code, the table’s label or the code in lower case, never depending on case', () => {
    const codes = fc.oneof(
      fc.constantFrom(...Object.keys(SALES_UNITS)),
      fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ0123456789'), maxLength: 6 }),
    )
    fc.assert(
      fc.property(codes, fc.boolean(), (code, lower) => {
        const label = unitLabel(lower ? code.toLowerCase() : code)
        expect(label).toBe(SALES_UNITS[code]?.label ?? code.toLowerCase())
        expect(label).toBe(label.toLowerCase())
      }),
    )
  })

  it('is the label the language config answers for every unit, from the same table as the Rec. 20 codes', () => {
    expect(Object.keys(UNIT_LABELS)).toEqual(Object.keys(REC20_UNIT_CODES))
    for (const code of Object.keys(SALES_UNITS)) {
      expect(UNIT_LABELS[code]).toBe(unitLabel(code))
      expect(REC20_UNIT_CODES[code]).toBe(rec20Unit(code))
    }
  })
})
