import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import {
  checkoutFormFieldNames,
  formatPostcode,
  formatSek,
  fromMinorUnits,
  orderDetailsFor,
} from '@proffsbutik/core/domain'
import { useHydrated } from '../components/account-forms/use-hydrated'
import { addressText } from '../components/checkout/address-text'
import { CartNeedsActionNotice, CheckoutStepper } from '../components/checkout/checkout-stepper'
import type { CheckoutDelivery, CheckoutView } from '../components/checkout/checkout-types'
import { deliveryProblem } from '../components/checkout/delivery-problems'
import { DeliveryLines } from '../components/checkout/delivery-totals'
import { formatDay } from '../format'
import { pageTitle } from '../i18n/i18n'
import { useT } from '../i18n/use-t'
import { trackedVariant } from '../tracking/tracked'
import { useCheckoutStep } from '../tracking/use-tracking'
import { useStores } from '../stores/stores-context'

/** Where a delivery goes, as chosen on the delivery page (read from this browser's storage). */
const Destination = observer(function Destination({
  view,
  delivery,
}: {
  view: CheckoutView
  delivery: CheckoutDelivery
}) {
  const t = useT()
  const { delivery: choice } = useStores()
  const chosen = choice.choicesFor(delivery.deliveryId, view.addresses)
  if (delivery.needs === 'store') {
    const store = view.stores.find((s) => s.storeId === chosen.storeId)
    return <>{store ? `${store.name}, ${store.address}` : t('checkout.summary.not_chosen')}</>
  }
  const address = view.addresses?.find((a) => a.addressId === chosen.addressId)
  const zip = delivery.needs === 'zipCode' ? choice.zipCodeFor(delivery.deliveryId) : undefined
  return (
    <>
      {address ? addressText(address) : t('checkout.summary.not_chosen')}
      {zip && ` (${t('checkout.zip.label')} ${formatPostcode(zip)})`}
    </>
  )
})

const SummaryPage = observer(function SummaryPage() {
  const t = useT()
  const view = Route.useLoaderData()
  const stores = useStores()
  const { delivery: choice, checkout, flash } = stores
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const deliveries = view.deliveries.filter((delivery) => delivery.included && delivery.lines.length > 0)
  useCheckoutStep(
    'summary-page',
    deliveries.flatMap((delivery) => delivery.lines.map(trackedVariant)),
  )
  const incomplete =
    !hydrated ||
    deliveries.some((delivery) => deliveryProblem(delivery, choice, view.addresses)) ||
    Object.keys(choice.formErrors).length > 0
  const notes = choice.notes
  const total = deliveries.reduce((sum, delivery) => sum + (delivery.totals?.excludingVat ?? 0), 0)

  async function place() {
    const answer = await stores.placeOrder(
      orderDetailsFor(deliveries, (id) => choice.choicesFor(id, view.addresses), notes),
    )
    if (answer === undefined) return
    if (answer.goTo === 'index') {
      // shop-core §4 Checkout: nothing placed — state cleared, errors.invalid_order, the start page.
      checkout.clear()
      flash.show('errors.invalid_order', 'error')
      await navigate({ to: '/' })
      return
    }
    await navigate({ to: '/checkout-success-page' })
  }

  return (
    <main className="page checkout-page">
      <CheckoutStepper current={3} />
      <h1>{t('checkout.summary.title')}</h1>
      {view.needsAction && <CartNeedsActionNotice />}
      {!view.canOrder && (
        <p className="form-problem checkout-denied" role="alert">
          {t('checkout.summary.not_allowed')}
        </p>
      )}
      {deliveries.length === 0 ? (
        <p className="lead">
          {t('cart.empty')} <Link to="/cart">{t('checkout.back_to_cart')}</Link>
        </p>
      ) : (
        <>
          {deliveries.map((delivery) => (
            <section
              key={delivery.deliveryId}
              className="checkout-delivery"
              aria-labelledby={`summary-${delivery.deliveryId}`}
            >
              <h2 id={`summary-${delivery.deliveryId}`}>{delivery.name}</h2>
              <dl className="checkout-facts">
                <dt>{t('checkout.summary.method')}</dt>
                <dd>{delivery.name}</dd>
                <dt>
                  {delivery.needs === 'store' ? t('checkout.summary.store') : t('checkout.summary.address')}
                </dt>
                <dd>{hydrated ? <Destination view={view} delivery={delivery} /> : '…'}</dd>
                <dt>{t('checkout.summary.date')}</dt>
                <dd>
                  {delivery.requestedDeliveryDate
                    ? formatDay(delivery.requestedDeliveryDate)
                    : t('checkout.date.earliest', { date: formatDay(view.earliestDeliveryDate) })}
                </dd>
              </dl>
              <DeliveryLines delivery={delivery} />
            </section>
          ))}
          <section className="checkout-delivery" aria-labelledby="summary-notes">
            <h2 id="summary-notes">{t('checkout.form.title')}</h2>
            <dl className="checkout-facts">
              {checkoutFormFieldNames.map((name) => (
                <div key={name} className="checkout-facts__row">
                  <dt>{t(`checkout.form.${name}`)}</dt>
                  <dd>{hydrated && notes[name] ? notes[name] : '–'}</dd>
                </div>
              ))}
            </dl>
          </section>
          {total > 0 && (
            <p className="checkout-grand-total">
              {t('cart.total_excluding_vat')} <strong>{formatSek(fromMinorUnits(total))}</strong>
            </p>
          )}
          {incomplete && hydrated && (
            <p className="form-problem" role="alert">
              {t('checkout.summary.incomplete')}{' '}
              <Link to="/delivery">{t('checkout.summary.to_delivery')}</Link>
            </p>
          )}
          <label className="checkout-receipt">
            <input
              type="checkbox"
              checked={checkout.sendOrderReceipt}
              onChange={(event) => checkout.setSendOrderReceipt(event.target.checked)}
            />
            {t('checkout.summary.send_receipt')}
          </label>
          <div className="checkout-actions">
            <Link to="/delivery" className="button">
              {t('checkout.summary.to_delivery')}
            </Link>
            {view.canOrder && (
              <button
                type="button"
                className="button button--primary"
                disabled={incomplete || view.needsAction || checkout.placing}
                aria-busy={checkout.placing}
                onClick={() => void place()}
              >
                {checkout.placing ? t('checkout.summary.placing') : t('checkout.summary.place')}
              </button>
            )}
          </div>
        </>
      )}
    </main>
  )
})

/** Checkout step 3 (shop-core §2): the order as it will be placed, and placing it. */
export const Route = createFileRoute('/summary')({
  staticData: { requiresAuth: true, isCheckoutPage: true, layout: 'minimal' },
  // In PUNCHOUT mode the cart goes back to the procurement system: no checkout (shop-core §4).
  beforeLoad: ({ context }) => {
    if (context.stores.punchout.active) throw redirect({ to: '/cart' })
  },
  loader: ({ context }) => context.api.checkoutPage({}),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'checkout.summary.title') }] }),
  component: SummaryPage,
})
