import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import {
  checkoutFormFieldNames,
  checkoutFormRules,
  formatPostcode,
  formatQuantity,
  unitLabel,
} from '@proffsbutik/core/domain'
import { AddressPicker, type NewAddressInput } from '../components/checkout/address-picker'
import { CartNeedsActionNotice, CheckoutStepper } from '../components/checkout/checkout-stepper'
import type { CheckoutDelivery, CheckoutView, SavedAddress } from '../components/checkout/checkout-types'
import { DatePicker } from '../components/checkout/date-picker'
import { useFormSubmission } from '../components/forms/form-submission'
import { deliveryProblem, fieldProblemText } from '../components/checkout/delivery-problems'
import { StorePicker } from '../components/checkout/store-picker'
import { pageTitle } from '../i18n/i18n'
import { useT } from '../i18n/use-t'
import { trackedVariant } from '../tracking/tracked'
import { useCheckoutStep } from '../tracking/use-tracking'
import { useStores } from '../stores/stores-context'
import { cartToolsOf } from '../stores/cart-tools-actions'

/**
 * One delivery of the order: its lines, where it goes (a store, a zip code, an address) and the day
 * asked for — the day as a line with a button that opens its calendar; the page keeps one calendar
 * open at a time.
 */
const DeliverySection = observer(function DeliverySection({
  view,
  delivery,
  addresses,
  showProblems,
  calendarOpen,
  onCalendar,
  onAddressSaved,
}: {
  view: CheckoutView
  delivery: CheckoutDelivery
  addresses: readonly SavedAddress[] | undefined
  showProblems: boolean
  /** Whether this delivery's calendar is the one open. */
  calendarOpen: boolean
  /** Opens (true) or closes this delivery's calendar. */
  onCalendar: (open: boolean) => void
  onAddressSaved: (address: SavedAddress) => void
}) {
  const t = useT()
  const stores = useStores()
  const { delivery: choice } = stores
  const cartActions = cartToolsOf(stores)
  const [date, setDate] = useState(delivery.requestedDeliveryDate)
  const { failure: dateFailure, busy, submit } = useFormSubmission()
  const [zip, setZip] = useState<string | undefined>()
  const chosen = choice.choicesFor(delivery.deliveryId, addresses)
  const problem = showProblems ? deliveryProblem(delivery, choice, addresses) : undefined
  const headingId = `delivery-${delivery.deliveryId}`
  const calendarId = `calendar-${delivery.deliveryId}`

  // The spec's text for a date the cart did not take: "Ett fel uppstod. …".
  const pick = (day: string) =>
    submit(undefined, {
      send: async () => {
        const answer = await cartActions.setDeliveryDate({ deliveryId: delivery.deliveryId, date: day })
        setDate(answer.requestedDeliveryDate)
      },
      fieldsOf: () => ({}),
      messageOf: () => 'errors.update_delivery_date',
    })

  async function saveAddress(input: NewAddressInput): Promise<void> {
    const saved = await cartActions.saveDeliveryAddress(input)
    onAddressSaved(saved)
    choice.chooseAddress(delivery.deliveryId, saved.addressId)
  }

  return (
    <section className="checkout-delivery" aria-labelledby={headingId}>
      <h2 id={headingId}>{delivery.name}</h2>
      <p className="checkout-delivery__lines">
        {t('checkout.delivery.lines', { count: delivery.lines.length })}
        {': '}
        {delivery.lines
          .map((line) => `${line.name} (${formatQuantity(line.quantity)} ${unitLabel(line.unit)})`)
          .join(', ')}
      </p>
      {delivery.window && (
        <p className="checkout-delivery__window">
          {t('checkout.delivery.window', {
            start: String(delivery.window.start).padStart(2, '0'),
            end: String(delivery.window.end).padStart(2, '0'),
          })}
        </p>
      )}
      {!delivery.available && (
        <p className="form-problem" role="alert">
          {t('checkout.delivery.unavailable')}
        </p>
      )}
      {delivery.needs === 'store' && (
        <StorePicker
          delivery={delivery}
          stores={view.stores}
          selected={chosen.storeId}
          problem={problem === 'store' ? t('checkout.store.missing') : undefined}
          onPick={(storeId) => {
            if (delivery.deliveryId === 'EXH' || delivery.deliveryId === 'EXB')
              choice.selectLocation(delivery.deliveryId, storeId)
          }}
        />
      )}
      {delivery.needs === 'zipCode' && (
        <div className={`checkout-field${problem === 'zipCode' ? ' checkout-field--invalid' : ''}`}>
          <label htmlFor={`zip-${delivery.deliveryId}`}>{t('checkout.zip.label')}</label>
          <input
            id={`zip-${delivery.deliveryId}`}
            inputMode="numeric"
            autoComplete="postal-code"
            value={zip ?? formatPostcode(choice.zipCodeFor(delivery.deliveryId) ?? '')}
            aria-invalid={problem === 'zipCode' ? true : undefined}
            aria-describedby={problem === 'zipCode' ? `zip-${delivery.deliveryId}-problem` : undefined}
            onChange={(event) => {
              setZip(event.target.value)
              if (delivery.deliveryId === 'XXX' || delivery.deliveryId === '24-12')
                choice.setZipCode(delivery.deliveryId, event.target.value)
            }}
          />
          {problem === 'zipCode' && (
            <p id={`zip-${delivery.deliveryId}-problem`} className="checkout-field__problem">
              {t('checkout.zip.missing')}
            </p>
          )}
        </div>
      )}
      {delivery.needs !== 'store' && (
        <AddressPicker
          delivery={delivery}
          addresses={addresses}
          selected={chosen.addressId}
          problem={problem === 'address' ? t('checkout.address.missing') : undefined}
          onPick={(addressId) => choice.chooseAddress(delivery.deliveryId, addressId)}
          onSave={saveAddress}
        />
      )}
      <div className="checkout-date">
        <p className="checkout-delivery__date" aria-live="polite">
          {date
            ? t('checkout.date.chosen', { date: formatChosen(date) })
            : t('checkout.date.earliest', { date: formatChosen(view.earliestDeliveryDate) })}
        </p>
        <button
          type="button"
          className="button checkout-date__toggle"
          aria-expanded={calendarOpen}
          aria-controls={calendarId}
          onClick={() => onCalendar(!calendarOpen)}
        >
          {t('checkout.date.change')}
          <span className="visually-hidden"> {t('checkout.date.change_for', { name: delivery.name })}</span>
        </button>
      </div>
      <div id={calendarId} className="checkout-date__calendar">
        {calendarOpen && (
          <DatePicker
            label={t('checkout.date.label', { name: delivery.name })}
            today={view.today}
            openDays={view.openDays}
            holidays={view.holidays}
            selected={date}
            busy={busy}
            onPick={(day) => void pick(day)}
          />
        )}
      </div>
      {dateFailure && (
        <p className="form-problem" role="alert">
          {`${t('errors.occured')} ${t(dateFailure)}`}
        </p>
      )}
    </section>
  )
})

const chosenFormat = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const formatChosen = (date: string) => chosenFormat.format(new Date(`${date}T00:00:00Z`))

const DeliveryPage = observer(function DeliveryPage() {
  const t = useT()
  const view = Route.useLoaderData()
  const { delivery: choice } = useStores()
  const navigate = useNavigate()
  const [addresses, setAddresses] = useState(view.addresses)
  const [showProblems, setShowProblems] = useState(false)
  const deliveries = view.deliveries.filter((delivery) => delivery.included && delivery.lines.length > 0)
  // One calendar open at a time (a phone has room for one), the first delivery's to begin with.
  const [openCalendar, setOpenCalendar] = useState(deliveries[0]?.deliveryId)
  const formErrors = choice.formErrors
  useCheckoutStep(
    'delivery-page',
    deliveries.flatMap((delivery) => delivery.lines.map(trackedVariant)),
  )

  function next() {
    const missing = deliveries.find((delivery) => deliveryProblem(delivery, choice, addresses))
    const wrongField = checkoutFormFieldNames.find((name) => formErrors[name])
    if (missing || wrongField) {
      setShowProblems(true)
      // The summary of the problems gets the focus once it is on screen; each field says its own.
      requestAnimationFrame(() => document.getElementById('checkout-problems')?.focus())
      return
    }
    void navigate({ to: '/summary' })
  }

  return (
    <main className="page checkout-page">
      <CheckoutStepper current={2} />
      <h1>{t('checkout.delivery.title')}</h1>
      {view.needsAction && <CartNeedsActionNotice />}
      {deliveries.length === 0 ? (
        <p className="lead">
          {t('cart.empty')} <Link to="/cart">{t('checkout.back_to_cart')}</Link>
        </p>
      ) : (
        <>
          <p className="lead">
            {view.pastCutoff
              ? t('checkout.cutoff_passed', { hour: view.cutoffHour })
              : t('checkout.cutoff', { hour: view.cutoffHour })}
          </p>
          {showProblems && (
            <p id="checkout-problems" className="form-problem" role="alert" tabIndex={-1}>
              {t('checkout.delivery.problems')}
            </p>
          )}
          {deliveries.map((delivery) => (
            <DeliverySection
              key={delivery.deliveryId}
              view={view}
              delivery={delivery}
              addresses={addresses}
              showProblems={showProblems}
              calendarOpen={openCalendar === delivery.deliveryId}
              onCalendar={(open) => setOpenCalendar(open ? delivery.deliveryId : undefined)}
              onAddressSaved={(saved) => setAddresses([...(addresses ?? []), saved])}
            />
          ))}
          <section className="checkout-delivery" aria-labelledby="checkout-form-heading">
            <h2 id="checkout-form-heading">{t('checkout.form.title')}</h2>
            <div className="checkout-form">
              {checkoutFormFieldNames.map((name) => {
                const rules = checkoutFormRules[name]
                const problem = showProblems ? formErrors[name] : undefined
                const id = `checkout-form-${name}`
                const Input = name === 'message' ? 'textarea' : 'input'
                return (
                  <div key={name} className={`checkout-field${problem ? ' checkout-field--invalid' : ''}`}>
                    <label htmlFor={id}>
                      {t(`checkout.form.${name}`)}
                      {!rules.required && (
                        <span className="checkout-field__optional"> {t('checkout.optional')}</span>
                      )}
                    </label>
                    <Input
                      id={id}
                      value={choice.form[name] ?? ''}
                      required={rules.required}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
                      onChange={(event) => choice.setFormField(name, event.target.value)}
                      {...(name === 'contactPhone' ? { type: 'tel', autoComplete: 'tel' } : {})}
                      {...(name === 'contactName' ? { autoComplete: 'name' } : {})}
                    />
                    <p id={`${id}-hint`} className="checkout-field__hint">
                      {t('checkout.form.max', { max: rules.maxlength })}
                    </p>
                    {problem && (
                      <p id={`${id}-problem`} className="checkout-field__problem">
                        {fieldProblemText(problem, t)}
                      </p>
                    )}
                  </div>
                )
              })}
            </div>
          </section>
          <div className="checkout-actions">
            <Link to="/cart" className="button">
              {t('checkout.back_to_cart')}
            </Link>
            <button type="button" className="button button--primary" onClick={next}>
              {t('checkout.to_summary')}
            </button>
          </div>
        </>
      )}
    </main>
  )
})

/** Checkout step 2 (shop-core §2): where and when each delivery goes, and the order's notes. */
export const Route = createFileRoute('/delivery')({
  staticData: { requiresAuth: true, isCheckoutPage: true, layout: 'minimal' },
  // In PUNCHOUT mode the cart goes back to the procurement system: no checkout (shop-core §4).
  beforeLoad: ({ context }) => {
    if (context.stores.punchout.active) throw redirect({ to: '/cart' })
  },
  loader: ({ context }) => context.api.checkoutPage({}),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'checkout.delivery.title') }] }),
  component: DeliveryPage,
})
