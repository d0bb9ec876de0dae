import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addMoney, fromMinorUnits, money, multiplyMoney, roundMoney, sumMoney } from './money'
import { amountsOf, chargedUnitPrice, lineAmount, vatOn } from './pricing'

const amount = (max: number) => fc.integer({ min: 0, max }).map(fromMinorUnits)

describe('the one price rule', () => {
  it('charges the net price plus the surcharge per sales price unit, each line to öre', () => {
    expect(chargedUnitPrice(money('349'), money('24.43'))).toBe(money('373.43'))
    expect(chargedUnitPrice(money('349'), null)).toBe(money('349'))
    expect(lineAmount(money('373.43'), 10)).toBe(money('3734.3'))
    // 0,0345 kr a screw, sold per 100: 250 screws cost 0,08625 → 0,09 kr.
    expect(lineAmount(money('0.0345'), 250, 100)).toBe(money('0.09'))
    expect(lineAmount(money('0.005'), 1)).toBe(money('0.01'))
  })

  it('takes VAT once on the net: 25 %, half away from zero to öre', () => {
    expect(vatOn(money('0.1'))).toBe(money('0.03'))
    expect(vatOn(money('0.2'))).toBe(money('0.05'))
    expect(amountsOf([money('0.1'), money('0.1'), null])).toEqual({
      net: money('0.2'),
      vat: money('0.05'),
      gross: money('0.25'),
    })
  })

  it('keeps every line to whole öre and the totals adding up (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: amount(50_000_000),
            quantity: fc.integer({ min: 1, max: 10_000 }),
            unit: fc.constantFrom(1, 10, 100),
          }),
          {
            maxLength: 30,
          },
        ),
        (lines) => {
          const amounts = lines.map((line) => lineAmount(line.price, line.quantity, line.unit))
          for (const [index, line] of lines.entries()) {
            expect(amounts[index]! % 100).toBe(0)
            // Never more than half an öre from the exact amount.
            const exact = multiplyMoney(line.price, line.quantity) / line.unit
            expect(Math.abs(amounts[index]! - exact)).toBeLessThanOrEqual(50.5)
          }
          const totals = amountsOf(amounts)
          expect(totals.net).toBe(sumMoney(amounts))
          expect(totals.vat).toBe(roundMoney(multiplyMoney(totals.net, 0.25), 2))
          expect(totals.gross).toBe(addMoney(totals.net, totals.vat))
        },
      ),
    )
  })
})
