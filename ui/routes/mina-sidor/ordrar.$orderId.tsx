import { createFileRoute } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import {
  formatPercentage,
  formatSek,
  fromMinorUnits,
  orderProgress,
  orderStatuses,
} from '@proffsbutik/core/domain'
import { BackToList } from '../../components/my-pages/back-to-list'
import { OrderLines } from '../../components/orders/order-lines'
import { OrderInquiryForm, OrderMailForm } from '../../components/orders/order-mail-forms'
import { deliveryStateName, statusName } from '../../components/orders/order-texts'
import { formatDay } from '../../format'
import { pageTitle } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

const sek = (units: number) => formatSek(fromMinorUnits(units))
const time = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Stockholm',
})
const when = (iso: string) => time.format(new Date(iso))

/**
 * One order of the history: its facts, status over time, deliveries, addresses, lines (to order
 * again), totals and invoices where the buyer may see them, its documents, a mail of them and an
 * inquiry to customer service.
 */
const OrderPage = observer(function OrderPage() {
  const t = useT()
  const { session } = useStores()
  const order = Route.useLoaderData()
  const pricesShown = session.allows('EJ_SE_PRISER')
  const passed = new Map(order.statusHistory.map((step) => [step.status, step.at]))
  const base = `/api/orders/${encodeURIComponent(order.orderId)}`
  return (
    <main className="page order-page">
      <p className="order-page__back">
        <BackToList list="/mina-sidor/ordrar">{t('orders.back')}</BackToList>
      </p>
      <h1>{t('orders.order_title', { number: order.orderNumber })}</h1>
      <dl className="order-facts">
        <dt>{t('orders.status_heading')}</dt>
        <dd>{statusName(t, order.orderStatus)}</dd>
        <dt>{t('orders.date')}</dt>
        <dd>{order.orderDate}</dd>
        <dt>{t('orders.customer')}</dt>
        <dd>{order.projectName ? `${order.customerName} / ${order.projectName}` : order.customerName}</dd>
        <dt>{t('orders.placed_by')}</dt>
        <dd>{order.placedBy.name}</dd>
        {order.reference && (
          <>
            <dt>{t('orders.reference')}</dt>
            <dd>{order.reference}</dd>
          </>
        )}
        {order.contactName && (
          <>
            <dt>{t('orders.contact')}</dt>
            <dd>{[order.contactName, order.contactPhone].filter(Boolean).join(', ')}</dd>
          </>
        )}
        {order.message && (
          <>
            <dt>{t('orders.message')}</dt>
            <dd>{order.message}</dd>
          </>
        )}
      </dl>

      <section className="order-section" aria-labelledby="order-documents-title">
        <h2 id="order-documents-title">{t('orders.documents.title')}</h2>
        <p className="order-documents">
          <a className="button" href={`${base}/order.xlsx`} download>
            {t('orders.documents.excel')}
          </a>
          <a className="button" href={`${base}/orderbekraftelse.pdf`} target="_blank" rel="noopener">
            {t('orders.documents.pdf')}
          </a>
        </p>
      </section>

      <section className="order-section" aria-labelledby="order-status-title">
        <h2 id="order-status-title">{t('orders.history.title')}</h2>
        <ol
          className="order-progress"
          aria-label={t('orders.history.progress', {
            step: orderProgress(order.orderStatus),
            steps: orderStatuses.length,
          })}
        >
          {orderStatuses.map((status) => {
            const at = passed.get(status)
            return (
              <li
                key={status}
                className={at ? 'order-progress__step order-progress__step--done' : 'order-progress__step'}
              >
                <span className="order-progress__name">{statusName(t, status)}</span>
                <span className="order-progress__at">{at ? when(at) : t('orders.history.not_yet')}</span>
              </li>
            )
          })}
        </ol>
      </section>

      <div className="order-columns">
        <section className="order-section" aria-labelledby="order-deliveries-title">
          <h2 id="order-deliveries-title">{t('orders.deliveries.title')}</h2>
          {order.deliveries.map((delivery) => (
            <dl key={delivery.deliveryId} className="order-facts">
              <dt>{t('orders.delivery')}</dt>
              <dd>
                {delivery.storeName
                  ? `${delivery.deliveryName}, ${delivery.storeName}`
                  : delivery.deliveryName}
              </dd>
              {delivery.requestedDeliveryDate && (
                <>
                  <dt>{t('orders.deliveries.requested')}</dt>
                  <dd>{formatDay(delivery.requestedDeliveryDate)}</dd>
                </>
              )}
              <dt>{t('orders.deliveries.planned')}</dt>
              <dd>{formatDay(delivery.plannedDeliveryDate)}</dd>
              <dt>{t('orders.deliveries.state')}</dt>
              <dd>
                {deliveryStateName(t, delivery.status)}
                {delivery.deliveredAt
                  ? ` ${when(delivery.deliveredAt)}`
                  : delivery.shippedAt
                    ? ` ${when(delivery.shippedAt)}`
                    : ''}
              </dd>
            </dl>
          ))}
        </section>
        {order.addresses.map((address) => (
          <section
            key={address.kind}
            className="order-section"
            aria-labelledby={`order-address-${address.kind}`}
          >
            <h2 id={`order-address-${address.kind}`}>
              {address.kind === 'delivery' ? t('orders.addresses.delivery') : t('orders.addresses.invoice')}
            </h2>
            <address className="order-address">
              {address.lines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          </section>
        ))}
      </div>

      <OrderLines detail={order} pricesShown={pricesShown} />

      {pricesShown && order.totals && (
        <dl className="order-facts order-totals">
          <dt>{t('orders.totals.net')}</dt>
          <dd>{sek(order.totals.net)}</dd>
          <dt>{t('orders.totals.vat', { percentage: formatPercentage(order.totals.vatPercentage) })}</dt>
          <dd>{sek(order.totals.vat)}</dd>
          <dt>{t('orders.totals.gross')}</dt>
          <dd>
            <strong>{sek(order.totals.gross)}</strong>
          </dd>
        </dl>
      )}

      {/* Financial follow-up: invoices, only where the buyer may see them (EJ_SE_EKONOMISK_UPPFÖLJNING, EJ_SE_PRISER). */}
      {order.invoicesShown && pricesShown && session.allows('EJ_SE_EKONOMISK_UPPFÖLJNING') && (
        <section className="order-section" aria-labelledby="order-invoices-title">
          <h2 id="order-invoices-title">{t('orders.invoices.title')}</h2>
          {order.invoices.length === 0 ? (
            <p>{t('orders.invoices.none')}</p>
          ) : (
            <table className="orders-table">
              <thead>
                <tr>
                  <th scope="col">{t('orders.invoices.number')}</th>
                  <th scope="col">{t('orders.invoices.date')}</th>
                  <th scope="col">{t('orders.invoices.due')}</th>
                  <th scope="col">{t('orders.invoices.ocr')}</th>
                  <th scope="col" className="orders-table__amount">
                    {t('orders.invoices.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.invoices.map((invoice) => (
                  <tr key={invoice.invoiceNumber}>
                    <th scope="row" data-label={t('orders.invoices.number')}>
                      <a
                        href={`${base}/fakturor/${encodeURIComponent(invoice.invoiceNumber)}.pdf`}
                        target="_blank"
                        rel="noopener"
                      >
                        {invoice.invoiceNumber}
                      </a>
                    </th>
                    <td data-label={t('orders.invoices.date')}>{invoice.invoiceDate}</td>
                    <td
                      data-label={t('orders.invoices.due')}
                    >{`${invoice.dueDate} (${invoice.paymentTerms})`}</td>
                    <td data-label={t('orders.invoices.ocr')}>{invoice.ocr}</td>
                    <td data-label={t('orders.invoices.amount')} className="orders-table__amount">
                      {sek(invoice.amountIncludingVat)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}

      <div className="order-columns">
        <OrderMailForm orderId={order.orderId} />
        <OrderInquiryForm orderId={order.orderId} />
      </div>
    </main>
  )
})

/** One order of the history: login required; switched off by EJ_ORDERHISTORIK. */
export const Route = createFileRoute('/mina-sidor/ordrar/$orderId')({
  staticData: { requiresAuth: true, deniedBy: 'EJ_ORDERHISTORIK' },
  loader: ({ context, params }) => context.api.orderDetail({ orderId: params.orderId }),
  head: ({ match, loaderData }) => ({
    meta: [
      {
        title: pageTitle(match, 'orders.order_title', { number: loaderData?.orderNumber ?? '' }),
      },
    ],
  }),
  component: OrderPage,
})
