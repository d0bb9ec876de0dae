import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { CheckoutStepper } from '../components/checkout/checkout-stepper'
import { LinesTable, MoneyTotals } from '../components/checkout/delivery-totals'
import { formatDay } from '../format'
import { pageTitle } from '../i18n/i18n'
import { useT } from '../i18n/use-t'
import { useCheckoutStep } from '../tracking/use-tracking'
import { useStores } from '../stores/stores-context'

const SuccessPage = observer(function SuccessPage() {
  const t = useT()
  const { checkout } = useStores()
  const placed = checkout.placed
  useCheckoutStep('checkout-success-page', placed?.items ?? [], placed !== null)
  if (!placed) return null
  return (
    <main className="page checkout-page">
      <CheckoutStepper current={4} />
      <h1>{t(placed.refused.length > 0 ? 'checkout.success.title_partial' : 'checkout.success.title')}</h1>
      <p className="lead" role="status">
        {t('checkout.success.lead', { count: placed.orders.length })}
      </p>
      {placed.refused.length > 0 && (
        <section className="checkout-partial" role="alert" aria-labelledby="checkout-refused">
          <h2 id="checkout-refused">{t('checkout.success.refused_title')}</h2>
          {placed.message && <p>{t(placed.message.key, placed.message.values)}</p>}
          <ul>
            {placed.refused.map((delivery) => (
              <li key={delivery.deliveryId}>
                <strong>{delivery.deliveryName}</strong>
                {': '}
                {delivery.reasons.map((reason) => t(reason.key, reason.values)).join(' ')}
              </li>
            ))}
          </ul>
          <p>
            {t('checkout.success.refused_left')} <Link to="/cart">{t('checkout.back_to_cart')}</Link>
          </p>
        </section>
      )}
      <ul className="checkout-orders">
        {placed.orders.map((order) => (
          <li key={order.orderId ?? order.deliveryId} className="checkout-delivery checkout-order">
            <h2>{t('checkout.success.order', { number: order.orderNumber ?? '–' })}</h2>
            <dl className="checkout-facts">
              <dt>{t('checkout.summary.method')}</dt>
              <dd>{order.deliveryName}</dd>
              <dt>{t('checkout.summary.date')}</dt>
              <dd>{formatDay(order.requestedDeliveryDate)}</dd>
            </dl>
            <LinesTable
              caption={t('checkout.success.order', { number: order.orderNumber ?? '–' })}
              lines={order.lines.map((line) => ({ ...line, key: line.articleNumber }))}
            />
            {order.totals && <MoneyTotals totals={order.totals} />}
            {order.orderId && (
              <a
                className="button"
                href={`/api/orders/${encodeURIComponent(order.orderId)}/orderbekraftelse.pdf`}
                target="_blank"
                rel="noopener"
              >
                {t('checkout.success.confirmation', { number: order.orderNumber ?? '' })}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/">{t('checkout.success.continue')}</Link>
      </p>
    </main>
  )
})

/**
 * Checkout step 4 (shop-core §2): the orders just placed. Guarded (the checkout-success-page
 * middleware): without an order placed in this browser the buyer goes to the start page.
 */
export const Route = createFileRoute('/checkout-success-page')({
  staticData: { requiresAuth: true, isCheckoutPage: true },
  beforeLoad: ({ context }) => {
    if (!context.stores.checkout.mayShowSuccess) throw redirect({ to: '/' })
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'checkout.success.title') }] }),
  component: SuccessPage,
})
