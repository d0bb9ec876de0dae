import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import {
  formatQuantity,
  formatSek,
  fromMinorUnits,
  listNames,
  methodForNewLines,
  unitLabel,
} from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { useStores } from '../../stores/stores-context'
import { FormProblem } from '../account-forms/form-problem'
import { useFormSubmission } from '../forms/form-submission'
import { reorderReasonText } from './order-texts'
import { cartToolsOf } from '../../stores/cart-tools-actions'

type Detail = RpcOutput<'orderDetail'>
type Reordered = Omit<RpcOutput<'reorderLines'>, 'cart'>

const sek = (units: number | undefined) => (units === undefined ? '–' : formatSek(fromMinorUnits(units)))

/**
 * The order's lines, priced as ordered where the buyer may see prices; each line that can be
 * ordered again has a tick box, the others say why not. All lines or the ticked ones go into the
 * cart with a delivery method.
 */
export const OrderLines = observer(function OrderLines({
  detail,
  pricesShown,
}: {
  readonly detail: Detail
  readonly pricesShown: boolean
}) {
  const t = useT()
  const stores = useStores()
  const cartActions = cartToolsOf(stores)
  const [ticked, setTicked] = useState<readonly number[]>([])
  const [method, setMethod] = useState(
    () => methodForNewLines(detail.methods, detail.preferredMethod, stores.delivery.method) ?? '',
  )
  const { problems, failure, busy, submit } = useFormSubmission()
  const [result, setResult] = useState<Reordered | null>(null)
  const offered = detail.mayReorder && detail.methods.length > 0
  const purchasable = detail.lines.filter((line) => line.reorder?.purchasable)
  const problem = problems['lines']

  const reorder = (which: 'all' | 'ticked') =>
    submit(undefined, {
      check: (): Record<string, string> =>
        which === 'ticked' && ticked.length === 0 ? { lines: 'orders.reorder.choose_lines' } : {},
      send: async () => {
        setResult(null)
        const answer = await cartActions.reorder(
          {
            orderId: detail.orderId,
            deliveryId: method,
            ...(which === 'ticked' ? { lineNumbers: ticked } : {}),
          },
          listNames.historicOrder,
        )
        setResult(answer)
        setTicked([])
      },
      fieldsOf: () => ({}),
    })

  return (
    <section className="order-section" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('orders.lines.title')}</h2>
      <table className="orders-table order-lines">
        <thead>
          <tr>
            {offered && (
              <th scope="col">
                <span className="visually-hidden">{t('orders.reorder.choose')}</span>
              </th>
            )}
            <th scope="col">{t('orders.lines.article')}</th>
            <th scope="col">{t('orders.lines.quantity')}</th>
            {pricesShown && (
              <>
                <th scope="col" className="orders-table__amount">
                  {t('orders.lines.unit_price')}
                </th>
                <th scope="col" className="orders-table__amount">
                  {t('orders.lines.amount')}
                </th>
              </>
            )}
            {detail.mayReorder && <th scope="col">{t('orders.lines.reorder')}</th>}
          </tr>
        </thead>
        <tbody>
          {detail.lines.map((line) => {
            const id = `order-line-${line.lineNumber}`
            return (
              <tr key={line.lineNumber}>
                {offered && (
                  <td className="order-lines__pick">
                    {line.reorder?.purchasable && (
                      <input
                        type="checkbox"
                        aria-labelledby={`${id}-name`}
                        checked={ticked.includes(line.lineNumber)}
                        onChange={(event) =>
                          setTicked((current) =>
                            event.target.checked
                              ? [...current, line.lineNumber]
                              : current.filter((n) => n !== line.lineNumber),
                          )
                        }
                      />
                    )}
                  </td>
                )}
                <td data-label={t('orders.lines.article')}>
                  <span id={`${id}-name`} className="order-lines__name">
                    {line.name}
                  </span>
                  <span className="order-lines__meta">
                    {t('product.article_number', { articleNumber: line.articleNumber })}
                    {line.brand ? ` · ${line.brand}` : ''}
                    {line.label ? ` · ${line.label}` : ''}
                  </span>
                </td>
                <td
                  data-label={t('orders.lines.quantity')}
                >{`${formatQuantity(line.quantity)} ${unitLabel(line.unit)}`}</td>
                {pricesShown && (
                  <>
                    <td data-label={t('orders.lines.unit_price')} className="orders-table__amount">
                      {/* Where prices are shown, a line without one was priced on request. */}
                      {line.unitPrice === undefined ? t('price.ask_for_price') : sek(line.unitPrice)}
                    </td>
                    <td data-label={t('orders.lines.amount')} className="orders-table__amount">
                      {line.amount === undefined ? t('price.ask_for_price') : sek(line.amount)}
                    </td>
                  </>
                )}
                {detail.mayReorder && (
                  <td data-label={t('orders.lines.reorder')}>
                    {!line.reorder ? (
                      '–'
                    ) : line.reorder.purchasable ? (
                      <span>
                        {t('orders.reorder.can', {
                          quantity: formatQuantity(line.reorder.suggestedQuantity),
                        })}
                        {line.reorder.priceChanged && pricesShown && ` ${t('orders.reorder.price_changed')}`}
                      </span>
                    ) : (
                      <span className="order-lines__blocked">
                        {reorderReasonText(t, line.reorder.reason)}
                        {line.reorder.replacementArticleNumber &&
                          ` ${t('orders.reorder.replacement', { articleNumber: line.reorder.replacementArticleNumber })}`}
                      </span>
                    )}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
      {offered && purchasable.length > 0 && (
        <div className="order-reorder">
          <div className="account-field">
            <label htmlFor="reorder-method">{t('orders.reorder.method')}</label>
            <select id="reorder-method" value={method} onChange={(event) => setMethod(event.target.value)}>
              {detail.methods.map((m) => (
                <option key={m.code} value={m.code}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          {problem && (
            <p className="account-field__problem" id="reorder-problem">
              {t(problem)}
            </p>
          )}
          <div className="order-reorder__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              aria-describedby={problem ? 'reorder-problem' : undefined}
              onClick={() => void reorder('ticked')}
            >
              {t('orders.reorder.ticked', { count: ticked.length })}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void reorder('all')}>
              {t('orders.reorder.all')}
            </button>
          </div>
        </div>
      )}
      {!detail.mayReorder && <p className="order-form__intro">{t('orders.reorder.not_allowed')}</p>}
      {failure && <FormProblem messageKey={failure} />}
      {result?.message && (
        <FormProblem
          messageKey={result.message.key}
          {...(result.message.values ? { values: result.message.values } : {})}
        />
      )}
      {result && (
        <div role="status" className="order-form__done">
          <p>{t('orders.reorder.added', { count: result.addedCount })}</p>
          {result.skipped.length > 0 && (
            <ul>
              {result.skipped.map((line) => (
                <li key={line.lineNumber}>{`${line.name}: ${reorderReasonText(t, line.reason)}`}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  )
})
