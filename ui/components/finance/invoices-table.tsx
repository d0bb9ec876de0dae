import { Link } from '@tanstack/react-router'
import { formatSek, fromMinorUnits } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'

type Invoice = RpcOutput<'financialFollowUp'>['invoices']['data'][number]
type T = ReturnType<typeof useT>

const sek = (units: number) => formatSek(fromMinorUnits(units))

/** Where an invoice stands against its due date, in Swedish. */
function dueText(t: T, invoice: Invoice): string {
  const state = invoice.dueState
  switch (state.kind) {
    case 'notDue':
      return t('finance.invoices.not_due', { days: state.daysLeft })
    case 'dueToday':
      return t('finance.invoices.due_today')
    case 'overdue':
      return t('finance.invoices.overdue', { days: state.daysOverdue })
  }
}

/**
 * The invoices of a page: the number opens the invoice PDF (through the shop's document route),
 * the order number leads to the order in order history where the buyer may see it; amounts net,
 * VAT and to pay, and where each stands against its due date. A card per invoice on a phone.
 */
export function InvoicesTable({
  invoices,
  orderLinks,
}: {
  readonly invoices: readonly Invoice[]
  /** False under EJ_ORDERHISTORIK: the order number is plain text. */
  readonly orderLinks: boolean
}) {
  const t = useT()
  return (
    <table className="orders-table finance-invoices">
      <caption className="visually-hidden">{t('finance.invoices.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('finance.invoices.number')}</th>
          <th scope="col">{t('finance.invoices.order')}</th>
          <th scope="col">{t('finance.invoices.date')}</th>
          <th scope="col">{t('finance.invoices.due')}</th>
          <th scope="col">{t('finance.invoices.state')}</th>
          <th scope="col" className="orders-table__amount">
            {t('finance.invoices.net')}
          </th>
          <th scope="col" className="orders-table__amount">
            {t('finance.invoices.vat')}
          </th>
          <th scope="col" className="orders-table__amount">
            {t('finance.invoices.gross')}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.invoiceNumber}>
            <th scope="row" data-label={t('finance.invoices.number')}>
              <a
                href={`/api/orders/${encodeURIComponent(invoice.orderId)}/fakturor/${encodeURIComponent(invoice.invoiceNumber)}.pdf`}
                target="_blank"
                rel="noopener"
                aria-label={t('finance.invoices.pdf', { number: invoice.invoiceNumber })}
              >
                {invoice.invoiceNumber}
              </a>
            </th>
            <td data-label={t('finance.invoices.order')}>
              {orderLinks ? (
                <Link to="/mina-sidor/ordrar/$orderId" params={{ orderId: invoice.orderId }}>
                  {invoice.orderNumber}
                </Link>
              ) : (
                invoice.orderNumber
              )}
            </td>
            <td data-label={t('finance.invoices.date')}>{invoice.invoiceDate}</td>
            <td data-label={t('finance.invoices.due')}>{invoice.dueDate}</td>
            <td data-label={t('finance.invoices.state')}>
              <span className={`finance-due finance-due--${invoice.dueState.kind}`}>
                {dueText(t, invoice)}
              </span>
            </td>
            <td data-label={t('finance.invoices.net')} className="orders-table__amount">
              {sek(invoice.net)}
            </td>
            <td data-label={t('finance.invoices.vat')} className="orders-table__amount">
              {sek(invoice.vat)}
            </td>
            <td data-label={t('finance.invoices.gross')} className="orders-table__amount">
              {sek(invoice.gross)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
