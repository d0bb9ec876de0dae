/**
 * A card's price as rendered on cards, the product page and cart lines: the discount in the shop's
 * one Swedish form of a percentage (core/domain/pricing `formatPercentage`), the unit as the core's
 * label (core/domain/unit-codes `unitLabel`).
 */
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/i18n'
import type { CardView } from './card-view'
import { PriceTag } from './price-tag'

/** The price tag's text, tags and React's comment markers left out. */
function text(price: CardView['price'], unit: string): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n()}>
      <PriceTag price={price} unit={unit} />
    </I18nProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
}

const price = (discountPercentage: number | undefined): CardView['price'] => ({
  kind: 'price',
  amount: 385_600,
  salesPriceUnit: 1,
  hasBracketPrices: false,
  ...(discountPercentage === undefined ? {} : { discountPercentage }),
})

describe('PriceTag', () => {
  it('writes the discount with a decimal comma and a non-breaking space before %', () => {
    expect(text(price(31.99), 'ST')).toContain('31,99\u00a0% rabatt')
    expect(text(price(15), 'ST')).toContain('15\u00a0% rabatt')
    expect(text(price(31.99), 'ST')).not.toMatch(/\d\.\d/)
  })

  it('shows no discount when there is none', () => {
    expect(text(price(undefined), 'ST')).not.toContain('rabatt')
  })

  it('writes the price per unit with the core’s Swedish label, an unknown code in lower case', () => {
    expect(text(price(undefined), 'FRP')).toMatch(/kr \/ fp /)
    expect(text(price(undefined), 'ST')).toMatch(/kr \/ st /)
    expect(text(price(undefined), 'HINK')).toMatch(/kr \/ hink /)
  })
})
