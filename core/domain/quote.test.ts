import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromMinorUnits, money } from './money'
import {
  markedUpPrice,
  markupTenthsOf,
  parseMarkupTenths,
  quoteLineAmount,
  quoteRequestProblems,
  quoteTotals,
  quoteValidUntil,
  readQuoteForm,
} from './quote'

const form = {
  recipientName: 'Brf Solgården',
  reference: 'Stambyte hus B',
  markupPercent: '12,5',
  validityDays: '30',
  message: '',
  deliveryIds: ['DBI'],
}

describe('the markup', () => {
  it('is read in Swedish or English notation, 0–100 with at most one decimal', () => {
    expect(parseMarkupTenths('12,5')).toBe(125)
    expect(parseMarkupTenths(' 12.5 ')).toBe(125)
    expect(parseMarkupTenths('0')).toBe(0)
    expect(parseMarkupTenths('100')).toBe(1000)
    expect(parseMarkupTenths('100,1')).toBeUndefined()
    expect(parseMarkupTenths('12,55')).toBeUndefined()
    expect(parseMarkupTenths('-5')).toBeUndefined()
    expect(parseMarkupTenths('tio')).toBeUndefined()
    expect(markupTenthsOf(12.5)).toBe(125)
    expect(markupTenthsOf(0.1)).toBe(1)
    expect(markupTenthsOf(12.55)).toBeUndefined()
    expect(markupTenthsOf(101)).toBeUndefined()
  })

  it('raises a price half away from zero to the decimals it has, at least öre', () => {
    expect(markedUpPrice(money('100'), 125)).toBe(money('112.5'))
    // 298.69 × 1.125 = 336.02625 → 336.03: no third decimal appears.
    expect(markedUpPrice(money('298.69'), 125)).toBe(money('336.03'))
    // A screw at 0,0345 kr keeps its four decimals: 0.0345 × 1.1 = 0.03795 → 0.0380.
    expect(markedUpPrice(money('0.0345'), 100)).toBe(money('0.038'))
    expect(markedUpPrice(money('19.99'), 0)).toBe(money('19.99'))
    // 0.0001 × 1.005 = 0.0001005 → 0.0001
    expect(markedUpPrice(fromMinorUnits(1), 5)).toBe(fromMinorUnits(1))
    // Rounded once: 0.99 × 1.005 = 0.99495 → 0.99, never first to 0.9950 and then, as a tie, to 1.00.
    expect(markedUpPrice(money('0.99'), 5)).toBe(money('0.99'))
    expect(markedUpPrice(money('19.99'), 1)).toBe(money('20.01'))
    expect(markedUpPrice(money('10.01'), 1)).toBe(money('10.02'))
    expect(markedUpPrice(money('33.30'), 1)).toBe(money('33.33'))
    // 1.2345 × 1.2 = 1.4814
    expect(markedUpPrice(money('1.2345'), 200)).toBe(money('1.4814'))
  })

  it('never lowers a price and at 100 % doubles it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 1000 }), (units, tenths) => {
        const price = fromMinorUnits(units)
        const raised = markedUpPrice(price, tenths)
        expect(raised).toBeGreaterThanOrEqual(price)
        // Within half an öre of the exact product (half a minor unit for prices with four decimals).
        expect(Math.abs(raised - (units * (1000 + tenths)) / 1000)).toBeLessThanOrEqual(50 + 1e-6)
      }),
    )
    expect(markedUpPrice(money('37.1234'), 1000)).toBe(money('74.2468'))
  })
})

describe('the lines and totals', () => {
  it('sums lines to öre and adds 25 % VAT', () => {
    const unit = markedUpPrice(money('48.90'), 150) // 56.235 → 56.24
    expect(unit).toBe(money('56.24'))
    const first = quoteLineAmount(unit, 3) // 168.72
    expect(first).toBe(money('168.72'))
    const second = quoteLineAmount(markedUpPrice(money('0.0345'), 100), 250) // 0.038 × 250 = 9.50
    expect(second).toBe(money('9.5'))
    const metres = quoteLineAmount(money('12.34'), 2.5) // 30.85
    expect(metres).toBe(money('30.85'))
    expect(quoteTotals([first, second, metres])).toEqual({
      net: money('209.07'),
      vat: money('52.27'), // 52.2675 → 52.27
      gross: money('261.34'),
    })
  })

  it('prices per sales price unit (a price per 100 pieces)', () => {
    expect(quoteLineAmount(money('250'), 40, 100)).toBe(money('100'))
  })

  it('has a net equal to the sum of its lines and a gross of net plus VAT', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { maxLength: 50 }), (units) => {
        const amounts = units.map((u) => fromMinorUnits(u * 100))
        const totals = quoteTotals(amounts)
        expect(totals.net).toBe(units.reduce((sum, u) => sum + u * 100, 0))
        expect(totals.gross).toBe(totals.net + totals.vat)
        expect(totals.vat % 100).toBe(0)
      }),
    )
  })

  it('holds a number of days from a Stockholm day', () => {
    expect(quoteValidUntil('2026-11-23', 30)).toBe('2026-12-23')
    expect(quoteValidUntil('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('the form', () => {
  it('reads good values into a request', () => {
    expect(readQuoteForm(form)).toEqual({
      ok: true,
      request: {
        recipientName: 'Brf Solgården',
        reference: 'Stambyte hus B',
        markupPercent: 12.5,
        validityDays: 30,
        message: '',
        deliveryIds: ['DBI'],
      },
    })
    expect(readQuoteForm({ ...form, markupPercent: '' })).toMatchObject({ request: { markupPercent: 0 } })
  })

  it('names each bad field with its message', () => {
    expect(
      readQuoteForm({
        recipientName: '  ',
        reference: 'x'.repeat(51),
        markupPercent: '12,55',
        validityDays: '91',
        message: 'y'.repeat(501),
        deliveryIds: [],
      }),
    ).toEqual({
      ok: false,
      problems: {
        recipientName: 'quote.recipient_required',
        reference: 'quote.reference_too_long',
        markupPercent: 'quote.markup_invalid',
        validityDays: 'quote.validity_invalid',
        message: 'quote.message_too_long',
        deliveryIds: 'quote.deliveries_required',
      },
    })
    expect(readQuoteForm({ ...form, validityDays: '0' })).toMatchObject({
      problems: { validityDays: 'quote.validity_invalid' },
    })
    expect(readQuoteForm({ ...form, validityDays: '7,5' })).toMatchObject({
      problems: { validityDays: 'quote.validity_invalid' },
    })
    expect(readQuoteForm({ ...form, recipientName: 'z'.repeat(101) })).toMatchObject({
      problems: { recipientName: 'quote.recipient_too_long' },
    })
  })

  it('checks a request as the form does', () => {
    const request = { ...form, markupPercent: 12.5, validityDays: 30 }
    expect(quoteRequestProblems(request)).toEqual({})
    expect(quoteRequestProblems({ ...request, markupPercent: 12.25, validityDays: 1.5 })).toEqual({
      markupPercent: 'quote.markup_invalid',
      validityDays: 'quote.validity_invalid',
    })
  })
})
