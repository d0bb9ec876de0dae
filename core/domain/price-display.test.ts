import { describe, expect, it } from 'vitest'
import { money } from './money'
import { priceDisplay } from './price-display'
import type { Price } from './variant'

const price = (fields: Partial<Price> = {}): Price => ({
  articleNumber: '1000003',
  netPrice: money('100'),
  ...fields,
})

describe('priceDisplay', () => {
  it('asks a visitor to log in: prices are the customer’s own', () => {
    expect(priceDisplay(price(), false)).toEqual({ kind: 'loginForPrice' })
  })

  it('shows nothing where no price came for a logged-in user (EJ_SE_PRISER)', () => {
    expect(priceDisplay(undefined, true)).toEqual({ kind: 'hidden' })
  })

  it('says the price is on request for an ask-for-price article', () => {
    expect(priceDisplay(price({ netPrice: money('0'), askForPrice: true }), true)).toEqual({
      kind: 'askForPrice',
    })
  })

  it('shows net plus the metal surcharge, and the surcharge it includes', () => {
    const shown = priceDisplay(price({ alloyingPrice: money('12.5') }), true)
    expect(shown).toMatchObject({ kind: 'price', amount: money('112.5'), alloying: money('12.5') })
  })

  it('says how many units the price is for (1 when the service leaves it out)', () => {
    expect(priceDisplay(price(), true)).toMatchObject({ salesPriceUnit: 1 })
    expect(priceDisplay(price({ salesPriceUnit: 100 }), true)).toMatchObject({ salesPriceUnit: 100 })
  })

  it('takes the service’s sales price when it gave one', () => {
    const shown = priceDisplay(price({ alloyingPrice: money('12.5'), salesPrice: money('112.5') }), true)
    expect(shown).toMatchObject({ amount: money('112.5') })
  })

  it('shows the price before a campaign only when the campaign lowered it, and a discount above 0', () => {
    expect(
      priceDisplay(price({ preCampaignPrice: money('120'), discountPercentage: 15 }), true),
    ).toMatchObject({
      before: money('120'),
      discountPercentage: 15,
    })
    expect(priceDisplay(price({ preCampaignPrice: money('90'), discountPercentage: 0 }), true)).toMatchObject(
      {
        before: undefined,
        discountPercentage: undefined,
      },
    )
  })

  it('shows the price before a campaign with the surcharge, as the price is: never lower than the price', () => {
    // 45 kr net (campaign) + 4,40 surcharge = 49,40 kr; before the campaign 42,72 + 4,40 = 47,12 is no "before".
    const lowered = price({
      netPrice: money('45'),
      alloyingPrice: money('4.4'),
      salesPrice: money('49.4'),
      preCampaignPrice: money('52.72'),
    })
    expect(priceDisplay(lowered, true)).toMatchObject({ amount: money('49.4'), before: money('57.12') })
    const notLower = price({
      netPrice: money('45'),
      alloyingPrice: money('4.4'),
      salesPrice: money('49.4'),
      preCampaignPrice: money('42.72'),
    })
    expect(priceDisplay(notLower, true)).toMatchObject({ before: undefined })
  })

  it('notes bracket prices', () => {
    expect(priceDisplay(price({ hasBracketPrices: true }), true)).toMatchObject({ hasBracketPrices: true })
    expect(priceDisplay(price(), true)).toMatchObject({ hasBracketPrices: false, alloying: undefined })
  })
})
