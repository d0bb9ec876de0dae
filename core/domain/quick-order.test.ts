import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  eanCandidates,
  matchQuickOrder,
  parseQuickOrder,
  QUICK_ORDER_MAX_LINES,
  readPastedQuantity,
  type QuickOrderArticle,
} from './quick-order'
import { quantityRules } from './quantity'

describe('readPastedQuantity', () => {
  it('reads Swedish and English decimals and spaced thousands', () => {
    expect(readPastedQuantity('2,5')).toBe(2.5)
    expect(readPastedQuantity('2.5')).toBe(2.5)
    expect(readPastedQuantity('1 000')).toBe(1000)
    expect(readPastedQuantity('1\u00a0000')).toBe(1000)
    expect(readPastedQuantity(' 10 ')).toBe(10)
  })

  it('refuses what is no positive quantity within the limit', () => {
    for (const text of ['', '0', '-2', 'tio', '2,5,1', '1e3', '1000001', '2 st']) {
      expect(readPastedQuantity(text), text).toBeUndefined()
    }
  })
})

describe('parseQuickOrder', () => {
  it('refuses a quantity with more than 3 decimals in punch-out mode, by its own reason', () => {
    expect(parseQuickOrder('1000225;1,2345\n1000226;1,234', quantityRules(true))).toEqual([
      { kind: 'refused', line: 1, text: '1000225;1,2345', reason: 'tooManyDecimals' },
      { kind: 'line', line: 2, article: '1000226', quantity: 1.234 },
    ])
    expect(parseQuickOrder('1000225;1,2345')).toEqual([
      { kind: 'line', line: 1, article: '1000225', quantity: 1.2345 },
    ])
  })

  it('reads tab, semicolon, comma and space separated lines, numbered as pasted', () => {
    const text = ['1001234\t10', '', '1001235;2,5', '1001236,3', '1001237 4', '7300000000017'].join('\n')
    expect(parseQuickOrder(text)).toEqual([
      { kind: 'line', line: 1, article: '1001234', quantity: 10 },
      { kind: 'line', line: 3, article: '1001235', quantity: 2.5 },
      { kind: 'line', line: 4, article: '1001236', quantity: 3 },
      { kind: 'line', line: 5, article: '1001237', quantity: 4 },
      { kind: 'line', line: 6, article: '7300000000017', quantity: 1 },
    ])
  })

  it('reads a decimal comma after a comma separator, and the last cell of a wider Excel row', () => {
    expect(parseQuickOrder('1001235,2,5\r\n1001236\tKulventil DN15\t6')).toEqual([
      { kind: 'line', line: 1, article: '1001235', quantity: 2.5 },
      { kind: 'line', line: 2, article: '1001236', quantity: 6 },
    ])
  })

  it('skips a heading row copied along, and refuses a bad quantity with the line as written', () => {
    expect(parseQuickOrder('Artikelnummer\tAntal\n1001234\ttio\n1001235\t0')).toEqual([
      { kind: 'refused', line: 2, text: '1001234\ttio', reason: 'badQuantity' },
      { kind: 'refused', line: 3, text: '1001235\t0', reason: 'badQuantity' },
    ])
  })

  it('refuses the lines past the limit', () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 2 }, (_, i) => `A${i}\t1`).join('\n')
    const lines = parseQuickOrder(text)
    expect(lines.filter((line) => line.kind === 'line')).toHaveLength(QUICK_ORDER_MAX_LINES)
    expect(lines.filter((line) => line.kind === 'refused' && line.reason === 'tooManyLines')).toHaveLength(2)
  })

  it('reads back any article and quantity written with any separator', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9-]{1,20}$/),
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('\t', ';', ',', ' ', '  '),
        (article, whole, hundredths, separator) => {
          const decimals = String(hundredths).padStart(2, '0')
          const quantity = Number(`${whole}.${decimals}`)
          const written = `${whole},${decimals}`
          const [line] = parseQuickOrder(`${article}${separator}${written}`)
          expect(line).toEqual({ kind: 'line', line: 1, article, quantity })
        },
      ),
    )
  })
})

const article = (articleNumber: string, overrides: Partial<QuickOrderArticle> = {}): QuickOrderArticle => ({
  articleNumber,
  name: `Artikel ${articleNumber}`,
  unit: 'ST',
  orderMultiple: 1,
  onlineBlock: undefined,
  ...overrides,
})

describe('matchQuickOrder', () => {
  const catalogue = new Map<string, QuickOrderArticle>([
    ['1001234', article('1001234', { orderMultiple: 10 })],
    ['7300000000017', article('1001234', { orderMultiple: 10 })],
    ['1001235', article('1001235', { unit: 'M' })],
    ['2000001', article('2000001', { onlineBlock: 'onlyStore' })],
    ['2000002', article('2000002', { onlineBlock: 'discontinued' })],
  ])
  const find = (input: string) => catalogue.get(input)

  it('rounds up to the order multiple and says so; a multiple of 1 keeps decimals', () => {
    const rows = matchQuickOrder(parseQuickOrder('1001234\t7\n1001235\t2,5'), find, { toStore: false })
    expect(rows).toMatchObject([
      { kind: 'matched', line: 1, requested: 7, quantity: 10, rounded: true },
      { kind: 'matched', line: 2, requested: 2.5, quantity: 2.5, rounded: false },
    ])
  })

  it('merges a second line of the same article (by EAN too) into the first, then rounds', () => {
    const rows = matchQuickOrder(parseQuickOrder('1001234\t7\n7300000000017\t6'), find, { toStore: false })
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'matched', line: 1, requested: 13, quantity: 20, rounded: true }),
      { kind: 'refused', line: 2, input: '7300000000017', reason: 'merged', mergedInto: 1 },
    ])
  })

  it('refuses unknown, store-only (unless to a store) and discontinued articles with the reason', () => {
    const lines = parseQuickOrder('9999999\t1\n2000001\t1\n2000002\t1\n1001234\tx')
    expect(
      matchQuickOrder(lines, find, { toStore: false }).map((row) => row.kind === 'refused' && row.reason),
    ).toEqual(['unknownArticle', 'notForSaleOnline', 'discontinued', 'badQuantity'])
    expect(matchQuickOrder(lines, find, { toStore: true })[1]).toMatchObject({ kind: 'matched' })
  })

  it('always gives a whole number of multiples at or above what was asked, one row per line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('1001234', '7300000000017', '1001235', 'X'),
            fc.integer({ min: 1, max: 500 }),
          ),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (pairs) => {
          const lines = parseQuickOrder(pairs.map(([a, q]) => `${a}\t${q}`).join('\n'))
          const rows = matchQuickOrder(lines, find, { toStore: false })
          expect(rows).toHaveLength(pairs.length)
          const asked = pairs.filter(([a]) => a !== 'X' && a !== '1001235').reduce((sum, [, q]) => sum + q, 0)
          const matched = rows.find(
            (row) => row.kind === 'matched' && row.article.articleNumber === '1001234',
          )
          if (asked === 0) expect(matched).toBeUndefined()
          else {
            expect(matched).toMatchObject({ requested: asked })
            const quantity = matched?.kind === 'matched' ? matched.quantity : 0
            expect(quantity % 10).toBe(0)
            expect(quantity).toBeGreaterThanOrEqual(asked)
            expect(quantity - asked).toBeLessThan(10)
          }
        },
      ),
    )
  })
})

describe('eanCandidates', () => {
  it('keeps 8 to 14 digit cells once', () => {
    expect(eanCandidates(['7300000000017', '1001234', '7300000000017', '12345678', 'AB12345678'])).toEqual([
      '7300000000017',
      '12345678',
    ])
  })
})
