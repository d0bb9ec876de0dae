import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import type { CartView } from '../../stores/cart.store'
import { useStores } from '../../stores/stores-context'
import { AddToList } from '../shopping-lists/add-to-list'
import type { CartActions } from './use-cart-actions'

/** Tick every line, then remove the ticked ones or move them to another delivery. */
export const CartBulkBar = observer(function CartBulkBar({
  view,
  actions,
}: {
  view: CartView
  actions: CartActions
}) {
  const t = useT()
  const { cart } = useStores()
  const id = useId()
  const [target, setTarget] = useState('')
  const all = cart.lines.map((line) => line.cartItemId)
  const chosen = cart.selected
  const busy = cart.status === 'mutating'
  const moveTo = target || view.methods[0]?.code || ''
  const fail = actions.failed
  return (
    <div className="cart-bulk" role="group" aria-label={t('cart.bulk')}>
      <label className="cart-bulk__all">
        <input
          type="checkbox"
          checked={chosen.length > 0 && chosen.length === all.length}
          onChange={(event) => cart.selectAll(event.target.checked ? all : [])}
        />{' '}
        {t('cart.select_all')}
      </label>
      {chosen.length > 0 && (
        <>
          <span className="cart-bulk__count" role="status">
            {t('cart.selected_count', { count: chosen.length })}
          </span>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => actions.remove(chosen).catch(fail('errors.cart_remove_products'))}
          >
            {t('cart.remove_selected')}
          </button>
          <AddToList
            items={cart.lines
              .filter((line) => chosen.includes(line.cartItemId))
              .map((line) => ({ articleNumber: line.articleNumber, quantity: line.quantity }))}
          />
          {view.methods.length > 0 && (
            <span className="cart-bulk__move">
              <label htmlFor={id}>{t('cart.move_to')}</label>
              <select id={id} value={moveTo} onChange={(event) => setTarget(event.target.value)}>
                {view.methods.map((method) => (
                  <option key={method.code} value={method.code}>
                    {method.name}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  actions
                    .update(chosen.map((cartItemId) => ({ cartItemId, deliveryId: moveTo })))
                    .then(() => cart.selectAll([]))
                    .catch(fail('errors.cart_update_products'))
                }
              >
                {t('cart.move')}
              </button>
            </span>
          )}
        </>
      )}
    </div>
  )
})
