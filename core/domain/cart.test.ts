import { describe, expect, it } from 'vitest'
import { cartTotal, itemAmount } from './cart'
import { money, moneyToDecimalText } from './money'

const price = (
  netPrice: string,
  extra: { alloyingPrice?: string; salesPriceUnit?: number; askForPrice?: boolean } = {},
) => ({
  articleNumber: '1000003',
  netPrice: money(netPrice),
  ...(extra.alloyingPrice ? { alloyingPrice: money(extra.alloyingPrice) } : {}),
  ...(extra.salesPriceUnit ? { salesPriceUnit: extra.salesPriceUnit } : {}),
  ...(extra.askForPrice ? { askForPrice: true } : {}),
})
const text = (amount: ReturnType<typeof itemAmount>) =>
  amount === undefined ? undefined : moneyToDecimalText(amount)

describe('line amounts', () => {
  it('multiplies net plus alloying price by the quantity, per sales price unit, to öre', () => {
    expect(text(itemAmount({ quantity: 3, price: price('12.50') }))).toBe('37.50')
    expect(text(itemAmount({ quantity: 2.5, price: price('100', { alloyingPrice: '7.3' }) }))).toBe('268.25')
    // A screw priced per 100: 250 of them at 34.50 kr / 100.
    expect(text(itemAmount({ quantity: 250, price: price('34.50', { salesPriceUnit: 100 }) }))).toBe('86.25')
    expect(text(itemAmount({ quantity: 3, price: price('0.0345') }))).toBe('0.10')
  })

  it('has no amount without a price or for a price on request, and the total skips such lines', () => {
    expect(itemAmount({ quantity: 1 })).toBeUndefined()
    expect(itemAmount({ quantity: 1, price: price('0', { askForPrice: true }) })).toBeUndefined()
    expect(
      moneyToDecimalText(
        cartTotal([
          { quantity: 1 },
          { quantity: 3, price: price('0.1') },
          { quantity: 1, price: price('0.2') },
        ]),
      ),
    ).toBe('0.50')
  })
})
