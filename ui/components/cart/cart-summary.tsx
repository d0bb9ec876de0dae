import { Link } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { formatSek, fromMinorUnits } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { CartView } from '../../stores/cart.store'
import { useStores } from '../../stores/stores-context'
import { QuoteButton } from './quote-button'
import type { CartActions } from './use-cart-actions'

/** The issue codes of shop-core §4 in the order the buyer best fixes them. */
const ISSUE_ORDER = [
  'activate_delivery',
  'missing_order_information',
  'not_confirmed',
  'update_quantity',
] as const

/** What an issue code says, with how many lines have it. */
function issueText(t: ReturnType<typeof useT>, code: (typeof ISSUE_ORDER)[number], count: number): string {
  switch (code) {
    case 'activate_delivery':
      return t('cart.issue.activate_delivery', { count })
    case 'missing_order_information':
      return t('cart.issue.missing_order_information', { count })
    case 'not_confirmed':
      return t('cart.issue.not_confirmed', { count })
    case 'update_quantity':
      return t('cart.issue.update_quantity', { count })
  }
}

/** Why the buyer cannot go on to delivery (or, punching out, hand the cart back) yet. */
type Blocked =
  | 'mayNotOrder'
  | 'nothingInOrder'
  | 'priceOnRequest'
  | 'noPrice'
  | 'quantityDecimals'
  | 'needsAction'
  | 'saving'

/**
 * Why the buyer cannot go on yet, or null when they can. Punching out, lines of the order without a
 * price to send, or with a quantity of more than 3 decimals, stop the hand-back (the view's
 * handBackBlockers, decided in core/domain/oci-export.ts); a missing price is said first.
 */
export function blockedReason(
  view: CartView,
  unsaved: boolean,
  included: number,
  punchOut = false,
): Blocked | null {
  if (!view.mayOrder) return 'mayNotOrder'
  if (included === 0) return 'nothingInOrder'
  const priceBlockers = view.handBackBlockers.filter((line) => line.reason !== 'quantityDecimals')
  if (punchOut && priceBlockers.length > 0)
    return priceBlockers.every((line) => line.reason === 'onRequest') ? 'priceOnRequest' : 'noPrice'
  if (punchOut && view.handBackBlockers.length > 0) return 'quantityDecimals'
  if (view.needsAction) return 'needsAction'
  if (unsaved) return 'saving'
  return null
}

/** What a reason says. */
function blockedText(t: ReturnType<typeof useT>, reason: Blocked, view: CartView): string {
  const lines = view.handBackBlockers.filter(
    (line) => (line.reason === 'quantityDecimals') === (reason === 'quantityDecimals'),
  )
  const blocking = { count: lines.length, articles: lines.map((line) => line.articleNumber).join(', ') }
  switch (reason) {
    case 'priceOnRequest':
      return t('cart.punchout_price_on_request', blocking)
    case 'noPrice':
      return t('cart.punchout_no_price', blocking)
    case 'quantityDecimals':
      return t('cart.punchout_quantity_decimals', blocking)
    case 'mayNotOrder':
      return t('cart.may_not_order')
    case 'nothingInOrder':
      return t('cart.nothing_in_order')
    case 'needsAction':
      return t('cart.needs_action')
    case 'saving':
      return t('cart.saving')
  }
}

/**
 * The cart's totals and the way on: the sum of the deliveries in this order, what still needs
 * doing before the order can go (by kind), the quantity edits that did not save with a retry, the
 * button to delivery (step 2), a quote for the installer's own customer ("Skapa offert") — and
 * emptying the cart, asked twice.
 */
export const CartSummary = observer(function CartSummary({
  view,
  actions,
}: {
  view: CartView
  actions: CartActions
}) {
  const t = useT()
  const { cart, session, punchout } = useStores()
  // A quote needs prices: it is offered where neither quotes nor prices are denied.
  const mayQuote = view.lineCount > 0 && session.allows('EJ_SKAPA_OFFERT') && session.allows('EJ_SE_PRISER')
  // In PUNCHOUT mode the cart goes back to the procurement system instead of on to delivery.
  const punchOut = punchout.active
  const goText = punchOut ? t('cart.transfer_to_procurement') : t('cart.to_delivery')
  const [confirmEmpty, setConfirmEmpty] = useState(false)
  const included = view.deliveries.filter((delivery) => delivery.included && delivery.lines.length > 0).length
  const reason = blockedReason(view, cart.hasUnsavedEdits, included, punchOut)
  const issues = ISSUE_ORDER.filter((code) => (view.issues[code] ?? 0) > 0)
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('cart.summary')}</h2>
      {view.total !== undefined && (
        <p className="cart-summary__total">
          {t('cart.total_excluding_vat')}{' '}
          <strong data-testid="cart-total">{formatSek(fromMinorUnits(view.total))}</strong>
        </p>
      )}
      {cart.editProblem && (
        <div className="cart-summary__problem" role="alert">
          <p>{t(cart.editProblem)}</p>
          <button type="button" className="button" onClick={() => void actions.retryEdits()}>
            {t('cart.retry')}
          </button>
        </div>
      )}
      {issues.length > 0 && (
        <div className="cart-summary__issues" role="status">
          <p>{t('cart.needs_action')}</p>
          <ul>
            {issues.map((code) => (
              <li key={code}>{issueText(t, code, view.issues[code] ?? 0)}</li>
            ))}
          </ul>
        </div>
      )}
      {reason === null ? (
        <Link to={punchOut ? '/overforing' : '/delivery'} className="button button--primary cart-summary__go">
          {goText}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary cart-summary__go"
            disabled
            aria-describedby="cart-blocked-reason"
          >
            {goText}
          </button>
          <p
            id="cart-blocked-reason"
            className={reason === 'needsAction' ? 'visually-hidden' : 'cart-summary__reason'}
          >
            {blockedText(t, reason, view)}
          </p>
        </>
      )}
      {mayQuote && <QuoteButton view={view} />}
      <div className="cart-summary__empty">
        {confirmEmpty ? (
          <p role="group" aria-label={t('cart.empty_confirm')}>
            {t('cart.empty_confirm')}{' '}
            <button
              type="button"
              className="button"
              disabled={cart.status === 'mutating'}
              onClick={() =>
                actions
                  .empty()
                  .then(() => setConfirmEmpty(false))
                  .catch(actions.failed('errors.cart_remove_products'))
              }
            >
              {t('cart.empty_yes')}
            </button>{' '}
            <button type="button" className="link-button" onClick={() => setConfirmEmpty(false)}>
              {t('cart.empty_no')}
            </button>
          </p>
        ) : (
          <button type="button" className="link-button" onClick={() => setConfirmEmpty(true)}>
            {t('cart.empty_cart')}
          </button>
        )}
      </div>
    </aside>
  )
})
