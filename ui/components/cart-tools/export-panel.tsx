import { observer } from 'mobx-react-lite'
import { useId, useState, type FormEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { useFormSubmission } from '../forms/form-submission'
import { failureKey, formMessages, type ToolMessage } from './cart-tools-setup'
import { ToolMessages } from './tool-message'
import { cartToolsOf } from '../../stores/cart-tools-actions'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Hands the browser a file to save under `fileName`. */
function download(fileName: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The cart to Excel: all lines, or the ones the buyer ticks. The file is named after the customer,
 * project and day; a file with lines lacking prices says so.
 */
export const ExportPanel = observer(function ExportPanel() {
  const t = useT()
  const stores = useStores()
  const { cart } = stores
  const cartActions = cartToolsOf(stores)
  const id = useId()
  const [which, setWhich] = useState<'all' | 'chosen'>('all')
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const { problems, failure, busy, submit } = useFormSubmission()
  const [messages, setMessages] = useState<ToolMessage[]>([])
  const lines = cart.lines

  const exportLines = (event: FormEvent) => {
    const ids =
      which === 'all'
        ? undefined
        : lines.filter((line) => chosen.has(line.cartItemId)).map((l) => l.cartItemId)
    setMessages([])
    return submit(event, {
      // No file without lines: an empty cart, or none of its lines ticked.
      check: (): Record<string, string> =>
        lines.length === 0 || (ids !== undefined && ids.length === 0)
          ? { lines: 'errors.cart_generate_file' }
          : {},
      send: async () => {
        const file = await cartActions.exportSheet(ids)
        download(file.fileName, file.content)
        setMessages([
          {
            key: 'cart_tools.exported',
            values: { fileName: file.fileName, count: file.lineCount },
            severity: 'info',
          },
          ...(file.missingPrices
            ? [{ key: 'cart_tools.export_missing_prices', severity: 'warning' as const }]
            : []),
        ])
      },
      fieldsOf: () => ({}),
      messageOf: failureKey,
    })
  }

  return (
    <form className="cart-tool cart-export" onSubmit={(event) => void exportLines(event)} noValidate>
      <fieldset className="cart-export__which">
        <legend className="cart-tool__label">{t('cart_tools.export_which')}</legend>
        <label className="cart-export__choice">
          <input
            type="radio"
            name={`${id}-which`}
            checked={which === 'all'}
            onChange={() => setWhich('all')}
          />
          {t('cart_tools.export_all', { count: lines.length })}
        </label>
        <label className="cart-export__choice">
          <input
            type="radio"
            name={`${id}-which`}
            checked={which === 'chosen'}
            onChange={() => setWhich('chosen')}
          />
          {t('cart_tools.export_chosen')}
        </label>
        {which === 'chosen' && (
          <ul className="cart-export__lines">
            {lines.map((line) => (
              <li key={line.cartItemId}>
                <label className="cart-export__choice">
                  <input
                    type="checkbox"
                    checked={chosen.has(line.cartItemId)}
                    onChange={(event) => {
                      const next = new Set(chosen)
                      if (event.target.checked) next.add(line.cartItemId)
                      else next.delete(line.cartItemId)
                      setChosen(next)
                    }}
                  />
                  <span>
                    {line.name}{' '}
                    <span className="cart-export__meta">
                      {t('product.article_number', { articleNumber: line.articleNumber })}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="cart-tool__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('cart_tools.export_button')}
        </button>
      </div>
      <ToolMessages messages={formMessages(problems, failure, messages)} />
    </form>
  )
})
