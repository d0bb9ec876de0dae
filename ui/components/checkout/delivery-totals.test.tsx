/**
 * The delivery and summary pages' lines as rendered: a quantity with a decimal comma, an amount in
 * kronor, a line priced on request as "Pris på förfrågan" (never a bare dash), and a line whose price
 * the buyer may not see as a dash.
 */
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/i18n'
import type { CheckoutDelivery } from './checkout-types'
import { DeliveryLines } from './delivery-totals'

const line = (cartItemId: string, changes: Partial<CheckoutDelivery['lines'][number]>) => ({
  cartItemId,
  articleNumber: cartItemId,
  name: `Artikel ${cartItemId}`,
  quantity: 1,
  unit: 'm',
  amount: undefined,
  onRequest: false,
  ...changes,
})

const delivery = {
  deliveryId: 'DBI',
  name: 'Utkörning',
  needs: 'address',
  available: true,
  window: undefined,
  included: true,
  requestedDeliveryDate: undefined,
  lines: [
    line('1000219', { quantity: 2.5, amount: 12_345_000 }),
    line('1000405', { onRequest: true }),
    line('1000406', {}),
  ],
  totals: undefined,
} as unknown as CheckoutDelivery

/** The rendered rows' cells, as text. */
function rows(): string[][] {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={createI18n()}>
      <DeliveryLines delivery={delivery} />
    </I18nProvider>,
  )
  return [...html.matchAll(/<tr>(.*?)<\/tr>/g)].slice(1).map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) =>
      cell[1]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/[ \t\n]+/g, ' ')
        .trim(),
    ),
  )
}

describe('DeliveryLines', () => {
  it('writes quantities and amounts the Swedish way, and a price on request in words', () => {
    const [priced, onRequest, hidden] = rows()
    expect(priced!.slice(1)).toEqual(['2,5 m', '1\u00a0234,50\u00a0kr'])
    expect(onRequest![2]).toBe('Pris på förfrågan')
    expect(hidden![2]).toBe('–')
  })
})
