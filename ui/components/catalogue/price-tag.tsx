import { formatPercentage, formatSek, fromMinorUnits, unitLabel } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { CardView } from './card-view'

/**
 * A card's price as the buyer may see it: their price per unit excluding VAT, the metal surcharge
 * it includes, the price before a campaign, their discount, a note on bracket prices — or why there
 * is no price (log in, on request, not shown to this user).
 */
export function PriceTag({ price, unit }: { price: CardView['price']; unit: string }) {
  const t = useT()
  switch (price.kind) {
    case 'loginForPrice':
      return <p className="price price--muted">{t('price.login_for_price')}</p>
    case 'hidden':
      return null
    case 'askForPrice':
      return <p className="price price--muted">{t('price.ask_for_price')}</p>
    case 'price':
      return (
        <div className="price">
          <p className="price__amount">
            <strong>{formatSek(fromMinorUnits(price.amount))}</strong>
            <span className="price__unit"> / {unitLabel(unit)}</span>
            {price.before !== undefined && (
              <s
                className="price__before"
                aria-label={t('price.before', { amount: formatSek(fromMinorUnits(price.before)) })}
              >
                {formatSek(fromMinorUnits(price.before))}
              </s>
            )}
          </p>
          <p className="price__notes">
            {t('price.excluding_vat')}
            {price.alloying !== undefined && (
              <> · {t('price.alloying_included', { amount: formatSek(fromMinorUnits(price.alloying)) })}</>
            )}
            {price.discountPercentage !== undefined && (
              <>
                {' '}
                ·{' '}
                <span className="price__discount">
                  {t('price.discount', { percentage: formatPercentage(price.discountPercentage) })}
                </span>
              </>
            )}
            {price.hasBracketPrices && <> · {t('price.bracket_prices')}</>}
          </p>
        </div>
      )
  }
}
