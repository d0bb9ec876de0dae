/** The stock words: a quantity in stock written the Swedish way (metres of pipe come in decimals). */
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/i18n'
import { stockText } from './stock-line'

const i18n = createI18n()
const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values)

describe('stockText', () => {
  it('writes the quantity in stock with a decimal comma and grouped thousands', () => {
    expect(stockText(t, { kind: 'inStock', quantity: 12.5 }).text).toBe('12,5 i lager')
    expect(stockText(t, { kind: 'inStock', quantity: 12000 }).text).toBe('12\u00a0000 i lager')
  })
})
