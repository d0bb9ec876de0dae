import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { CheckoutStepper } from '../components/checkout/checkout-stepper'
import { formatDay } from '../format'
import { pageTitle } from '../i18n/i18n'
import { formatQuantity } from '../../core/domain/quantity'
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
      <h1>{t('checkout.success.title')}</h1>
      {placed.message ? (
        <p className="form-problem checkout-partial" role="alert">
          {t(placed.message.key, placed.message.values)}
        </p>
      ) : (
        <p className="lead" role="status">
          {t('checkout.success.lead', { count: placed.orders.length })}
        </p>
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
            <ul className="checkout-order__lines">
              {order.lines.map((line) => (
                <li key={line.articleNumber}>
                  {`${formatQuantity(line.quantity)} × ${line.name} `}
                  <span className="checkout-lines__meta">
                    {t('product.article_number', { articleNumber: line.articleNumber })}
                  </span>
                </li>
              ))}
            </ul>
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
  head: () => ({ meta: [{ title: pageTitle('checkout.success.title') }] }),
  component: SuccessPage,
})
