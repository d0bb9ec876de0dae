/** The command line's prices and lines: as the web shop writes them. */
import { describe, expect, it } from 'vitest'
import { type CartItem, money, priceDisplay } from '@proffsbutik/core/domain'
import { cardPriceText, cartLineText, stockText } from './cli-text'

const price = { articleNumber: '1000219', netPrice: money('45'), alloyingPrice: money('4.40') }

describe('cardPriceText', () => {
  it('gives the price the product page shows: the metal surcharge included', () => {
    expect(cardPriceText({ price: priceDisplay(price, true), unit: 'FRP' })).toBe('49,40\u00a0kr/fp')
  })

  it('says "Pris på förfrågan" for a price on request, and that no price is shown without one', () => {
    const onRequest = priceDisplay({ ...price, askForPrice: true }, true)
    expect(cardPriceText({ price: onRequest, unit: 'ST' })).toBe('Pris på förfrågan')
    expect(cardPriceText({ price: priceDisplay(undefined, true), unit: 'ST' })).toBe('pris visas ej')
  })
})

describe('stockText', () => {
  it('says the stock in words, as many as there are or when more come', () => {
    expect(stockText({ kind: 'inStock', quantity: 12 })).toBe('12 i lager')
    expect(stockText({ kind: 'deliveryIn', fromDays: 2, toDays: 4 })).toBe('leverans om 2–4 dagar')
    expect(stockText({ kind: 'outOfStock' })).toBe('slut i lager')
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
    expect(cartLineText(item)).toBe('  1000219  Kopparrör 42 mm  2,5 st  123,50\u00a0kr')
  })

  it('says a line priced on request is, rather than leaving the amount out', () => {
    const onRequest = { ...item, quantity: 1, price: { ...price, askForPrice: true } }
    expect(cartLineText(onRequest)).toBe('  1000219  Kopparrör 42 mm  1 st  Pris på förfrågan')
  })
})
