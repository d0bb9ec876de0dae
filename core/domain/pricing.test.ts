import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addMoney, fromMinorUnits, money, multiplyMoney, roundMoney, sumMoney } from './money'
import {
  amountsOf,
  articlePrice,
  bracketTable,
  chargedUnitPrice,
  pricePerUnit,
  formatPercentage,
  lessPercent,
  lineAmount,
  vatOn,
  visiblePrice,
  type ArticlePrice,
} from './pricing'

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

  it('prices one unit of a price per 100 with its surcharge, to the minor unit', () => {
    expect(pricePerUnit(money('345'), money('5'), 100)).toBe(money('3.5'))
    expect(pricePerUnit(money('1'), undefined, 3)).toBe(money('0.3333'))
    expect(pricePerUnit(money('12.5'), null)).toBe(money('12.5'))
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

const facts = fc.record({
  listPrice: amount(10_000_000).map((m) => fromMinorUnits(m + 100)),
  alloyingPrice: fc.option(amount(500_000), { nil: undefined }),
  vatPercentage: fc.constant(25),
  askForPrice: fc.boolean(),
  brackets: fc.array(
    fc.record({ minQuantity: fc.integer({ min: 1, max: 500 }), listPrice: amount(12_000_000) }),
    { maxLength: 5 },
  ),
  contractPrice: fc.option(amount(10_000_000), { nil: undefined, freq: 5 }),
  discount: fc.option(
    fc.record({
      percentage: fc.integer({ min: 0, max: 60 }),
      name: fc.constant('Rabatt'),
      type: fc.constant('CUSTOMER'),
    }),
    { nil: undefined },
  ),
  campaign: fc.option(fc.record({ price: amount(10_000_000), name: fc.constant('Kampanj') }), {
    nil: undefined,
    freq: 4,
  }),
})

const charged = (price: ArticlePrice) => (price.kind === 'priced' ? price.unitPrice : undefined)

describe('an article’s price and its bracket table', () => {
  it('charges at every quantity the price of the table’s last row at or below it (property)', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 1000 }), (drawn, quantity) => {
        const table = bracketTable(drawn)
        const price = articlePrice(drawn, quantity)
        if (drawn.askForPrice) {
          expect(price.kind).toBe('onRequest')
          expect(table).toEqual([])
          return
        }
        expect(price.hasBracketPrices).toBe(table.length > 0)
        const single = charged(articlePrice(drawn, 1))!
        if (table.length === 0) {
          expect(charged(price)).toBe(single)
          return
        }
        expect(table[0]).toEqual({ minQuantity: 1, unitPrice: single })
        for (const [index, row] of table.entries()) {
          expect(charged(articlePrice(drawn, row.minQuantity))).toBe(row.unitPrice)
          if (index > 0) expect(row.unitPrice).toBeLessThan(table[index - 1]!.unitPrice)
        }
        expect(charged(price)).toBe(table.filter((row) => row.minQuantity <= quantity).at(-1)!.unitPrice)
      }),
    )
  })

  it('never charges more per unit for more units, and always the net plus the surcharge (property)', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 999 }), (drawn, quantity) => {
        const [fewer, more] = [articlePrice(drawn, quantity), articlePrice(drawn, quantity + 1)]
        if (fewer.kind !== 'priced' || more.kind !== 'priced') return
        expect(more.unitPrice).toBeLessThanOrEqual(fewer.unitPrice)
        expect(fewer.unitPrice).toBe(chargedUnitPrice(fewer.netPrice, drawn.alloyingPrice))
        expect(fewer.discountAmount).toBe(fewer.listPrice - fewer.netPrice)
      }),
    )
  })

  it('shows a buyer denied discounts the same price charged, without how it came about (property)', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 1000 }), (drawn, quantity) => {
        const price = articlePrice(drawn, quantity)
        expect(visiblePrice(price, { prices: false, discounts: true })).toBeUndefined()
        const hidden = visiblePrice(price, { prices: true, discounts: false })!
        expect(charged(hidden)).toBe(charged(price))
        if (hidden.kind === 'priced')
          expect(hidden).toMatchObject({
            reductions: [],
            discountAmount: 0,
            discountPercentage: 0,
            preCampaignPrice: undefined,
            listPrice: hidden.netPrice,
          })
      }),
    )
  })

  it('takes a campaign only when lower, and a contract price over brackets and discounts', () => {
    const base = {
      listPrice: money('100'),
      vatPercentage: 25,
      askForPrice: false,
      brackets: [{ minQuantity: 10, listPrice: money('90') }],
    }
    expect(articlePrice({ ...base, contractPrice: money('70') }, 50)).toMatchObject({
      netPrice: money('70'),
      priceType: 'CONTRACT',
    })
    expect(bracketTable({ ...base, contractPrice: money('70') })).toEqual([])
    const campaign = articlePrice(
      { ...base, alloyingPrice: money('5'), campaign: { price: money('80'), name: 'Vår' } },
      1,
    )
    expect(campaign).toMatchObject({
      netPrice: money('80'),
      unitPrice: money('85'),
      preCampaignPrice: money('100'),
      priceType: 'CAMPAIGN',
    })
    // A campaign below every bracket leaves no quantity cheaper: no table.
    expect(bracketTable({ ...base, campaign: { price: money('80'), name: 'Vår' } })).toEqual([])
    expect(bracketTable({ ...base, alloyingPrice: money('5') })).toEqual([
      { minQuantity: 1, unitPrice: money('105') },
      { minQuantity: 10, unitPrice: money('95') },
    ])
  })
})

describe('lessPercent', () => {
  it('takes the percentage exactly, not through a float factor, then rounds to öre', () => {
    // 50,50 kr less 0,01 % is 50,49495 kr: 50,4950 to the minor unit, 50,50 kr to öre. A float
    // factor (100 − 0,01) / 100 = 0,9998999999999999 gave 50,49 kr.
    expect(lessPercent(money('50.50'), 0.01)).toBe(money('50.50'))
    // 13,25 kr less 12,34 % is 11,61495 kr: 11,62 kr.
    expect(lessPercent(money('13.25'), 12.34)).toBe(money('11.62'))
    expect(lessPercent(money('100'), 25)).toBe(money('75'))
    expect(lessPercent(money('0.0345'), 10)).toBe(money('0.03'))
  })
})

describe('formatPercentage', () => {
  it('writes a percentage the Swedish way: decimal comma, at most two decimals, a non-breaking space before %', () => {
    expect(formatPercentage(31.99)).toBe('31,99\u00a0%')
    expect(formatPercentage(15)).toBe('15\u00a0%')
    expect(formatPercentage(12.5)).toBe('12,5\u00a0%')
    expect(formatPercentage(33.333)).toBe('33,33\u00a0%')
    expect(formatPercentage(0)).toBe('0\u00a0%')
    expect(formatPercentage(1250)).toBe('1\u00a0250\u00a0%')
  })

  it('writes every percentage in the one form, which reads back as the value to hundredths', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (value) => {
        const text = formatPercentage(value)
        // Grouped thousands, a decimal comma with one or two decimals (no trailing zero), then " %".
        expect(text).toMatch(/^\d{1,3}(\u00a0\d{3})*(,\d?[1-9])?\u00a0%$/)
        expect(text).not.toContain('.')
        const number = Number(
          text
            .replace(/\u00a0%$/, '')
            .replace(/\u00a0/g, '')
            .replace(',', '.'),
        )
        expect(number).toBe(Number(value.toFixed(2)))
      }),
    )
  })
})
