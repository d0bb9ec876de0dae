import { useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { ShopApiError } from '../../api-error'
import { useT } from '../../i18n/use-t'
import { stockText } from './stock-line'

type StoresStockView = RpcOutput<'stockInStores'>

/**
 * The stores stock modal: a button that opens a dialog listing the article's stock in every pickup
 * store, read when it opens (the page itself does not wait for it).
 */
export function StoresStock({ articleNumber, name }: { articleNumber: string; name: string }) {
  const t = useT()
  const { api } = useRouter().options.context
  const dialog = useRef<HTMLDialogElement>(null)
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'loading' }
    | { kind: 'loaded'; stores: StoresStockView; for: string }
    | { kind: 'failed'; key: string }
  >({ kind: 'idle' })

  const open = () => {
    dialog.current?.showModal()
    if (state.kind === 'loaded' && state.for === articleNumber) return
    setState({ kind: 'loading' })
    api
      .stockInStores({ articleNumber })
      .then((stores) => setState({ kind: 'loaded', stores, for: articleNumber }))
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          key: error instanceof ShopApiError ? error.key : 'errors.try_again_later',
        }),
      )
  }

  return (
    <>
      <button type="button" className="link-button stores-stock__open" onClick={open}>
        {t('stock.all_stores')}
      </button>
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
        {state.kind === 'loading' && <p role="status">{t('stock.loading')}</p>}
        {state.kind === 'failed' && <p role="alert">{t(state.key)}</p>}
        {state.kind === 'loaded' && (
          <table className="stores-stock__table">
            <thead>
              <tr>
                <th scope="col">{t('stock.store')}</th>
                <th scope="col">{t('stock.stock')}</th>
              </tr>
            </thead>
            <tbody>
              {state.stores.map((store) => {
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
    </>
  )
}
