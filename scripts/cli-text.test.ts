/** The command line's prices and lines: as the web shop writes them. */
import { describe, expect, it } from 'vitest'
import { type CartItem, money } from '@proffsbutik/core/domain'
import { cartLineText, variantPriceText } from './cli-text'

const units = { FRP: 'förp', ST: 'st' }
const price = { articleNumber: '1000219', netPrice: money('45'), alloyingPrice: money('4.40') }

describe('variantPriceText', () => {
  it('gives the price the product page shows: the metal surcharge included', () => {
    expect(variantPriceText({ price, webSalesUnit: { unit: 'FRP' } }, units)).toBe('49,40\u00a0kr/förp')
  })

  it('says "Pris på förfrågan" for a price on request, and that no price is shown without one', () => {
    expect(variantPriceText({ price: { ...price, askForPrice: true } }, units)).toBe('Pris på förfrågan')
    expect(variantPriceText({}, units)).toBe('pris visas ej')
  })
})

describe('cartLineText', () => {
  const item: CartItem = {
    cartId: 'K1',
    cartItemId: 'L1',
    articleNumber: '1000219',
    quantity: 2.5,
    deliveryId: 'DBI',
    price,
    variant: { articleNumber: '1000219', name: 'Kopparrör 42 mm', webSalesUnit: { unit: 'ST' } },
  }

  it('writes the quantity with a decimal comma and the amount charged', () => {
    expect(cartLineText(item, units)).toBe('  1000219  Kopparrör 42 mm  2,5 st  123,50\u00a0kr')
  })

  it('says a line priced on request is, rather than leaving the amount out', () => {
    const onRequest = { ...item, quantity: 1, price: { ...price, askForPrice: true } }
    expect(cartLineText(onRequest, units)).toBe('  1000219  Kopparrör 42 mm  1 st  Pris på förfrågan')
  })
})
