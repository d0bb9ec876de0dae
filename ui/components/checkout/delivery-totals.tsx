import { formatQuantity, formatSek, fromMinorUnits, unitLabel } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { CheckoutDelivery } from './checkout-types'

const sek = (units: number) => formatSek(fromMinorUnits(units))

/** A delivery's lines, each with its amount, then its money (MoneyTotals). */
export function DeliveryLines({ delivery }: { delivery: CheckoutDelivery }) {
  const t = useT()
  return (
    <>
      <LinesTable
        caption={t('checkout.summary.lines_of', { name: delivery.name })}
        lines={delivery.lines.map((line) => ({ ...line, key: line.cartItemId }))}
      />
      {delivery.totals && <MoneyTotals totals={delivery.totals} />}
    </>
  )
}

/** One line of a LinesTable: what it is, how many in which unit, and what it costs (absent: no price to show). */
export interface MoneyLine {
  readonly key: string
  readonly name: string
  readonly articleNumber: string
  readonly quantity: number
  readonly unit: string
  readonly amount?: number | undefined
  readonly onRequest?: boolean
}

/** Lines of a delivery or a placed order: article, quantity with its unit, and amount. */
export function LinesTable({ caption, lines }: { caption: string; lines: readonly MoneyLine[] }) {
  const t = useT()
  return (
    <table className="checkout-lines">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.article')}</th>
          <th scope="col" className="checkout-lines__number">
            {t('cart.quantity')}
          </th>
          <th scope="col" className="checkout-lines__number">
            {t('cart.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <td>
              <span className="checkout-lines__name">{line.name}</span>
              <span className="checkout-lines__meta">
                {t('product.article_number', { articleNumber: line.articleNumber })}
              </span>
            </td>
            <td className="checkout-lines__number">{`${formatQuantity(line.quantity)} ${unitLabel(line.unit)}`}</td>
            <td className="checkout-lines__number">
              {line.amount !== undefined ? sek(line.amount) : line.onRequest ? t('price.ask_for_price') : '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The money of a delivery or a placed order: net, discounts, the alloying surcharge, the sum
 * before VAT, VAT and the sum with VAT — each only where the prices carry it — and how many lines
 * had no price to count.
 */
export function MoneyTotals({ totals }: { totals: NonNullable<CheckoutDelivery['totals']> }) {
  const t = useT()
  return (
    <>
      <dl className="checkout-totals">
        <dt>{t('checkout.totals.net')}</dt>
        <dd>{sek(totals.net)}</dd>
        {totals.discounts !== undefined && (
          <>
            <dt>{t('checkout.totals.discounts')}</dt>
            <dd>{`−${sek(totals.discounts)}`}</dd>
          </>
        )}
        {totals.alloying !== undefined && (
          <>
            <dt>{t('checkout.totals.alloying')}</dt>
            <dd>{sek(totals.alloying)}</dd>
          </>
        )}
        <dt>{t('checkout.totals.excluding_vat')}</dt>
        <dd>{sek(totals.excludingVat)}</dd>
        {totals.vat !== undefined && totals.includingVat !== undefined && (
          <>
            <dt>{t('checkout.totals.vat')}</dt>
            <dd>{sek(totals.vat)}</dd>
            <dt className="checkout-totals__sum">{t('checkout.totals.including_vat')}</dt>
            <dd className="checkout-totals__sum">{sek(totals.includingVat)}</dd>
          </>
        )}
      </dl>
      {totals.unpricedLines > 0 && (
        <p className="checkout-totals__note">
          {t('checkout.totals.unpriced', { count: totals.unpricedLines })}
        </p>
      )}
    </>
  )
}
