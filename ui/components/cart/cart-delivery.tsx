import { observer } from 'mobx-react-lite'
import { formatSek, fromMinorUnits } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { CartView } from '../../stores/cart.store'
import { useStores } from '../../stores/stores-context'
import { formatDay } from '../../format'
import { useDrawnCount } from '../layout/use-drawn-count'
import { CartLine } from './cart-line'
import type { CartActions } from './use-cart-actions'

type Delivery = CartView['deliveries'][number]

/**
 * One delivery of the cart: how it goes out (method, store, the day asked for), whether it is part
 * of this order (a delivery can be left for later), its lines and its subtotal.
 */
export const CartDelivery = observer(function CartDelivery({
  delivery,
  methods,
  actions,
}: {
  delivery: Delivery
  methods: CartView['methods']
  actions: CartActions
}) {
  const t = useT()
  const { cart, checkout } = useStores()
  const headingId = `delivery-${delivery.deliveryId}`
  const refusal = checkout.refusalOf(delivery.deliveryId)
  const drawn = useDrawnCount(delivery.lines.length)
  return (
    <section
      className={`cart-delivery${delivery.included ? '' : ' cart-delivery--excluded'}${refusal ? ' cart-delivery--refused' : ''}`}
      aria-labelledby={headingId}
      data-testid="cart-delivery"
      data-delivery={delivery.deliveryId}
    >
      <header className="cart-delivery__head">
        <h2 id={headingId}>
          {delivery.name}
          <span className="cart-delivery__count">
            {' '}
            {t('cart.line_count', { count: delivery.lines.length })}
          </span>
        </h2>
        <p className="cart-delivery__facts">
          {delivery.store && <span>{t('cart.delivery_store', { store: delivery.store.name })}</span>}
          {delivery.requestedDeliveryDate && (
            <span>{t('cart.delivery_date', { date: formatDay(delivery.requestedDeliveryDate) })}</span>
          )}
          {!delivery.available && (
            <span className="cart-delivery__warning">{t('cart.delivery_not_available')}</span>
          )}
        </p>
        <label className="cart-delivery__include">
          <input
            type="checkbox"
            checked={delivery.included}
            disabled={cart.status === 'mutating'}
            onChange={(event) =>
              actions
                .include(delivery.deliveryId, event.target.checked)
                .catch(actions.failed('errors.try_again_later'))
            }
          />{' '}
          {t('cart.include_in_order')}
        </label>
      </header>
      {!delivery.included && <p className="cart-delivery__note">{t('cart.delivery_left_out')}</p>}
      {refusal && (
        <p className="cart-delivery__refused" role="alert">
          <strong>{t('cart.delivery_refused')}</strong>{' '}
          {refusal.reasons.map((reason) => t(reason.key, reason.values)).join(' ')}
        </p>
      )}
      <ul className="cart-lines" aria-busy={drawn < delivery.lines.length}>
        {delivery.lines.slice(0, drawn).map((line) => (
          <CartLine
            key={line.cartItemId}
            line={line}
            refused={
              refusal ? (refusal.articleNumbers.includes(line.articleNumber) ? 'article' : 'delivery') : null
            }
            delivery={delivery}
            methods={methods}
            actions={actions}
          />
        ))}
      </ul>
      {delivery.subtotal !== undefined && (
        <p className="cart-delivery__subtotal">
          {t('cart.delivery_subtotal', { delivery: delivery.name })}{' '}
          <strong>{formatSek(fromMinorUnits(delivery.subtotal))}</strong>
        </p>
      )}
    </section>
  )
})
