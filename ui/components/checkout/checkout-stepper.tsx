import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'

/** The four steps of checkout (shop-core §2): cart, delivery, summary, confirmation. */
const steps = [
  { step: 1, key: 'checkout.step.cart', to: '/cart' },
  { step: 2, key: 'checkout.step.delivery', to: '/delivery' },
  { step: 3, key: 'checkout.step.summary', to: '/summary' },
  { step: 4, key: 'checkout.step.confirmation', to: undefined },
] as const

/** Which step of checkout a page is. */
export type CheckoutStep = 1 | 2 | 3 | 4

/**
 * The checkout stepper: the four steps in order, the current one marked (aria-current="step"),
 * earlier ones as links back — except once the order is placed (step 4), when there is no way back.
 */
export function CheckoutStepper({ current }: { current: CheckoutStep }) {
  const t = useT()
  return (
    <nav className="checkout-stepper" aria-label={t('checkout.steps')}>
      <ol>
        {steps.map(({ step, key, to }) => {
          const state = step === current ? 'current' : step < current ? 'done' : 'ahead'
          const label = (
            <>
              <span className="checkout-stepper__number" aria-hidden="true">
                {step}
              </span>
              <span className="checkout-stepper__label">{t(key)}</span>
            </>
          )
          return (
            <li
              key={step}
              className={`checkout-stepper__step checkout-stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && to && current < 4 ? <Link to={to}>{label}</Link> : label}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/**
 * Said on the delivery and summary steps while a line of the cart still needs something done
 * (shop-core §4): the cart page shows what, line by line.
 */
export function CartNeedsActionNotice() {
  const t = useT()
  return (
    <p className="form-problem checkout-needs-action" role="alert">
      {t('cart.needs_action_short')} <Link to="/cart">{t('checkout.back_to_cart')}</Link>
    </p>
  )
}
