import { formatSek, fromMinorUnits } from '@proffsbutik/core/domain'
import { formatMonth } from '../../format'
import { useT } from '../../i18n/use-t'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'

type Purchases = RpcOutput<'financialFollowUp'>['purchases']

const sek = (units: number) => formatSek(fromMinorUnits(units))

/**
 * Purchases per calendar month, the last twelve, as a table (what readers and phones get) with a
 * small bar per month (a meter styled in CSS, scaled to the largest month) beside each amount.
 */
export function PurchasesTable({ purchases }: { readonly purchases: Purchases }) {
  const t = useT()
  const largest = Math.max(1, ...purchases.map((month) => month.net))
  const total = purchases.reduce((sum, month) => sum + month.net, 0)
  const orders = purchases.reduce((sum, month) => sum + month.orderCount, 0)
  return (
    <section className="order-section" aria-labelledby="finance-purchases-title">
      <h2 id="finance-purchases-title">{t('finance.purchases.title')}</h2>
      <table className="orders-table finance-purchases">
        <caption className="visually-hidden">{t('finance.purchases.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('finance.purchases.month')}</th>
            <th scope="col" className="orders-table__amount">
              {t('finance.purchases.orders')}
            </th>
            <th scope="col" className="orders-table__amount">
              {t('finance.purchases.net')}
            </th>
            <th scope="col" className="finance-purchases__chart">
              <span className="visually-hidden">{t('finance.purchases.chart')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((month) => (
            <tr key={month.month}>
              <th scope="row" data-label={t('finance.purchases.month')}>
                {formatMonth(month.month)}
              </th>
              <td data-label={t('finance.purchases.orders')} className="orders-table__amount">
                {month.orderCount}
              </td>
              <td data-label={t('finance.purchases.net')} className="orders-table__amount">
                {sek(month.net)}
              </td>
              <td className="finance-purchases__chart" aria-hidden="true">
                <meter
                  className="finance-bar finance-purchases__bar"
                  min={0}
                  max={largest}
                  value={Math.max(0, month.net)}
                />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" data-label={t('finance.purchases.month')}>
              {t('finance.purchases.total')}
            </th>
            <td data-label={t('finance.purchases.orders')} className="orders-table__amount">
              {orders}
            </td>
            <td data-label={t('finance.purchases.net')} className="orders-table__amount">
              <strong>{sek(total)}</strong>
            </td>
            <td className="finance-purchases__chart" aria-hidden="true" />
          </tr>
        </tfoot>
      </table>
    </section>
  )
}
