import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addMoney,
  formatSek,
  fromMinorUnits,
  money,
  moneyToDecimalText,
  multiplyMoney,
  parseMoney,
  roundMoney,
  sumMoney,
} from './money'

const anyMoney = fc.integer({ min: -1e12, max: 1e12 }).map((units) => fromMinorUnits(units))

describe('parseMoney', () => {
  it('reads wholesale unit prices exactly', () => {
    expect(money('0.0345')).toBe(345)
    expect(money(0.0345)).toBe(345)
    expect(money('1234.5')).toBe(12_345_000)
    expect(money('-2')).toBe(-20_000)
    expect(money(0.1 + 0.2)).toBe(3000)
  })

  it('rounds digits beyond the fourth decimal half away from zero', () => {
    expect(money('0.00005')).toBe(1)
    expect(money('0.00004999')).toBe(0)
    expect(money('-0.00005')).toBe(-1)
  })

  it('refuses what is not an amount', () => {
    expect(parseMoney('12,50')).toEqual({ ok: false, reason: 'not a decimal amount: "12,50"' })
    expect(parseMoney(Number.NaN).ok).toBe(false)
    expect(parseMoney('').ok).toBe(false)
    expect(parseMoney('1e400').ok).toBe(false)
    expect(parseMoney('99999999999999999999').ok).toBe(false)
  })

  it('round-trips through decimal text', () => {
    fc.assert(
      fc.property(anyMoney, (amount) => {
        expect(money(moneyToDecimalText(amount))).toBe(amount)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('arithmetic', () => {
  it('adds and sums exactly where floats do not', () => {
    expect(addMoney(money('0.1'), money('0.2'))).toBe(money('0.3'))
    expect(sumMoney([money('0.0345'), money('0.0345'), money('0.0345')])).toBe(money('0.1035'))
    expect(sumMoney([])).toBe(0)
  })

  it('multiplies a price by a fractional quantity exactly', () => {
    expect(multiplyMoney(money('0.0345'), 1000)).toBe(money('34.5'))
    expect(multiplyMoney(money('19.99'), 3)).toBe(money('59.97'))
    expect(multiplyMoney(money('0.0003'), 0.5)).toBe(money('0.0002'))
    expect(multiplyMoney(money('-0.0003'), 0.5)).toBe(money('-0.0002'))
    expect(multiplyMoney(money('100'), 0.1234567891)).toBe(money('12.3457'))
  })

  it('multiplying by an integer quantity equals repeated addition', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 500 }),
        (units, quantity) => {
          const price = fromMinorUnits(units)
          expect(multiplyMoney(price, quantity)).toBe(sumMoney(Array.from({ length: quantity }, () => price)))
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('refuses amounts beyond the safe range', () => {
    expect(() => fromMinorUnits(2 ** 53)).toThrow(RangeError)
    expect(() => multiplyMoney(money('1'), Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('rounds to fewer decimals half away from zero', () => {
    expect(roundMoney(money('12.345'), 2)).toBe(money('12.35'))
    expect(roundMoney(money('-12.345'), 2)).toBe(money('-12.35'))
    expect(roundMoney(money('12.3449'), 2)).toBe(money('12.34'))
    expect(() => roundMoney(money('1'), 5)).toThrow(RangeError)
    fc.assert(
      fc.property(anyMoney, fc.integer({ min: 0, max: 4 }), (amount, decimals) => {
        const rounded = roundMoney(amount, decimals)
        expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(10 ** (4 - decimals) / 2)
        expect(Math.abs(rounded) % 10 ** (4 - decimals)).toBe(0)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('text and display', () => {
  it('writes plain decimal text with a dot and no grouping', () => {
    expect(moneyToDecimalText(money('1234567.5'))).toBe('1234567.50')
    expect(moneyToDecimalText(money('0.0345'))).toBe('0.0345')
    expect(moneyToDecimalText(money('-3'))).toBe('-3.00')
    expect(moneyToDecimalText(money('3'), 0)).toBe('3')
  })

  it('formats SEK the Swedish way', () => {
    const nbsp = /[\u00a0\u202f]/g
    expect(formatSek(money('1234.5')).replace(nbsp, ' ')).toBe('1 234,50 kr')
    expect(formatSek(money('0.0345')).replace(nbsp, ' ')).toBe('0,0345 kr')
    expect(formatSek(money('-12')).replace(nbsp, ' ')).toBe('−12,00 kr')
  })
})
