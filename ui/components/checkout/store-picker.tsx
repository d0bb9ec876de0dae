import { useT } from '../../i18n/use-t'
import type { CheckoutDelivery, PickupStore } from './checkout-types'

/**
 * The store a store delivery (EXH, EXB) is collected at: every pickup store, each with how many of
 * the delivery's lines it has in stock, so the buyer can pick one that has everything.
 */
export function StorePicker({
  delivery,
  stores,
  selected,
  problem,
  onPick,
}: {
  delivery: CheckoutDelivery
  stores: readonly PickupStore[]
  selected: string | undefined
  problem: string | undefined
  onPick: (storeId: string) => void
}) {
  const t = useT()
  const id = `store-${delivery.deliveryId}`
  const chosen = stores.find((store) => store.storeId === selected)
  const stockText = (store: PickupStore) => {
    const inStock = store.linesInStock?.[delivery.deliveryId]
    return inStock === undefined
      ? t('checkout.store.stock_unknown')
      : t('checkout.store.lines_in_stock', { inStock, lines: delivery.lines.length })
  }
  return (
    <div className={`checkout-field${problem ? ' checkout-field--invalid' : ''}`}>
      <label htmlFor={id}>{t('checkout.store.label')}</label>
      <select
        id={id}
        value={selected ?? ''}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : chosen ? `${id}-address` : undefined}
        onChange={(event) => event.target.value && onPick(event.target.value)}
      >
        <option value="">{t('checkout.store.choose')}</option>
        {stores.map((store) => (
          <option key={store.storeId} value={store.storeId}>
            {`${store.name} – ${stockText(store)}`}
          </option>
        ))}
      </select>
      {chosen && (
        <p id={`${id}-address`} className="checkout-field__hint">
          {chosen.address}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="checkout-field__problem">
          {problem}
        </p>
      )}
    </div>
  )
}
