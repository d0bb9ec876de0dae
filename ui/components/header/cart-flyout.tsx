import { Link } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { formatQuantity, formatSek, fromMinorUnits, unitLabel } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/** How many lines the flyout lists before it points to the cart. */
const FLYOUT_LINES = 5

/**
 * The cart flyout's contents: the first lines, the total and the way to the cart. Loaded on first
 * use (see lazy-panels.ts); the button with the line count, which reads the cart, is cart-button.tsx.
 */
export const CartFlyout = observer(function CartFlyout() {
  const t = useT()
  const { cart, overlays } = useStores()
  const lines = cart.lines
  return (
    <>
      <h2 className="cart-flyout__title">{t('cart.title')}</h2>
      {cart.status === 'error' && (
        <p className="form-problem" role="alert">
          {t('errors.cart_service_not_available')}
        </p>
      )}
      {cart.view?.needsAction && <p className="cart-flyout__needs-action">{t('cart.needs_action_short')}</p>}
      {lines.length === 0 ? (
        <p>{t('cart.empty_short')}</p>
      ) : (
        <ul className="cart-flyout__lines">
          {lines.slice(0, FLYOUT_LINES).map((line) => (
            <li key={line.cartItemId}>
              <span className="cart-lines__name">{line.name}</span>
              <span className="cart-lines__meta">
                {`${formatQuantity(line.quantity)} ${unitLabel(line.unit)}`}
                {line.amount !== undefined
                  ? ` · ${formatSek(fromMinorUnits(line.amount))}`
                  : line.card?.price.kind === 'askForPrice' && ` · ${t('price.ask_for_price')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {lines.length > FLYOUT_LINES && <p>{t('cart.more_lines', { count: lines.length - FLYOUT_LINES })}</p>}
      {cart.view?.total != null && (
        <p className="cart-flyout__total">
          {t('cart.total_excluding_vat')} <strong>{formatSek(fromMinorUnits(cart.view.total))}</strong>
        </p>
      )}
      <Link to="/cart" className="button button--primary" onClick={() => overlays.close()}>
        {t('cart.go_to_cart')}
      </Link>
    </>
  )
})
