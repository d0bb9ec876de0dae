import { useEffect, useRef, useState } from 'react'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { ShopApiError } from '../../api-error'
import { useT } from '../../i18n/use-t'
import { catalogueActionsOf } from '../../stores/catalogue-actions'
import { useStores } from '../../stores/stores-context'
import { stockText } from './stock-line'

type StoresStockView = RpcOutput<'stockInStores'>

type Reading =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly stores: StoresStockView; readonly for: string }
  | { readonly kind: 'failed'; readonly key: string }

/**
 * The stores stock dialog: the article's stock in every pickup store, read each time it opens for
 * another article. Loaded on demand by the product page's button (stores-stock.tsx); `opened`
 * counts the button's presses, and each one shows the dialog.
 */
export function StoresStockDialog({
  articleNumber,
  name,
  opened,
}: {
  articleNumber: string
  name: string
  opened: number
}) {
  const t = useT()
  const stores = useStores()
  const dialog = useRef<HTMLDialogElement>(null)
  const [reading, setReading] = useState<Reading>({ kind: 'loading' })

  // Each press of the button (`opened`) shows the dialog; the stock is read again only for another
  // article. Choosing another variant while it is closed neither opens nor reads it, and the chunk
  // loaded ahead (a hover over the button) mounts it closed.
  useEffect(() => {
    if (opened === 0) return
    dialog.current?.showModal()
    if (reading.kind === 'loaded' && reading.for === articleNumber) return
    setReading({ kind: 'loading' })
    let current = true
    catalogueActionsOf(stores)
      .stockInStores(articleNumber)
      .then(
        (found) => current && setReading({ kind: 'loaded', stores: found, for: articleNumber }),
        (error: unknown) =>
          current &&
          setReading({
            kind: 'failed',
            key: error instanceof ShopApiError ? error.key : 'errors.try_again_later',
          }),
      )
    return () => {
      current = false
    }
  }, [opened])

  return (
    <dialog ref={dialog} className="dialog stores-stock" aria-labelledby="stores-stock-title">
      <div className="dialog__head">
        <h2 id="stores-stock-title">{t('stock.all_stores_title', { name })}</h2>
        <button
          type="button"
          className="dialog__close"
          onClick={() => dialog.current?.close()}
          aria-label={t('dialog.close')}
        >
          ×
        </button>
      </div>
      {reading.kind === 'loading' && <p role="status">{t('stock.loading')}</p>}
      {reading.kind === 'failed' && <p role="alert">{t(reading.key)}</p>}
      {reading.kind === 'loaded' && (
        <table className="stores-stock__table">
          <thead>
            <tr>
              <th scope="col">{t('stock.store')}</th>
              <th scope="col">{t('stock.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {reading.stores.map((store) => {
              const { tone, text } = stockText(t, store.stock)
              return (
                <tr key={store.storeId}>
                  <td>
                    {store.storeName}
                    {store.city && store.city !== store.storeName && (
                      <span className="stores-stock__city"> · {store.city}</span>
                    )}
                  </td>
                  <td className={`stock-line stock-line--${tone}`}>{text}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </dialog>
  )
}
