import { Link } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  formatQuantity,
  formatSek,
  fromMinorUnits,
  listNames,
  QUANTITY_MAX,
  unitLabel,
} from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { useFormSubmission } from '../forms/form-submission'
import {
  failureKey,
  formMessages,
  methodName,
  type CartToolsSetup,
  type ToolMessage,
} from './cart-tools-setup'
import { ToolMessages } from './tool-message'
import { cartToolsOf } from '../../stores/cart-tools-actions'

type Row = RpcOutput<'quickOrderPreview'>['rows'][number]

/**
 * Why a row is not taken, by its reason. The ids are written whole, so their texts come with this
 * panel rather than with every page's entry catalog (scripts/catalog-split.ts).
 */
const refusals = {
  unknownArticle: 'cart_tools.refused.unknownArticle',
  notForSaleOnline: 'cart_tools.refused.notForSaleOnline',
  discontinued: 'cart_tools.refused.discontinued',
  badQuantity: 'cart_tools.refused.badQuantity',
  tooManyDecimals: 'cart_tools.refused.tooManyDecimals',
  tooManyLines: 'cart_tools.refused.tooManyLines',
  merged: 'cart_tools.refused.merged',
} as const satisfies Record<Extract<Row, { kind: 'refused' }>['reason'], string>

/** The result column of one row: what goes in (rounded, said so), or why it does not. */
function RowResult({ row }: { row: Row }) {
  const t = useT()
  if (row.kind === 'refused')
    return (
      <span className="quick-order__refused">
        {t(refusals[row.reason], {
          max: formatQuantity(QUANTITY_MAX),
          ...(row.mergedInto === undefined ? {} : { line: row.mergedInto }),
        })}
      </span>
    )
  const unit = unitLabel(row.unit)
  return (
    <span className="quick-order__matched">
      {t('cart_tools.matched')}
      {row.rounded && (
        <span className="quick-order__note">
          {t('cart_tools.rounded', {
            requested: formatQuantity(row.requested),
            multiple: formatQuantity(row.orderMultiple),
            unit,
          })}
        </span>
      )}
    </span>
  )
}

/**
 * The unit price cell of a matched row: the price the cart will charge at the row's bracket, with the
 * quantity that sets the bracket when the cart's own lines of the article add to the row's.
 */
function UnitPrice({ row }: { row: Extract<Row, { kind: 'matched' }> }) {
  const t = useT()
  if (row.price.kind === 'askForPrice') return <>{t('price.ask_for_price')}</>
  if (row.price.kind !== 'price') return <>–</>
  return (
    <>
      {formatSek(fromMinorUnits(row.price.amount))}
      {row.bracketQuantity !== row.quantity && (
        <span className="quick-order__meta">
          {t('cart_tools.bracket_quantity', {
            quantity: formatQuantity(row.bracketQuantity),
            unit: unitLabel(row.unit),
          })}
        </span>
      )}
    </>
  )
}

/** The rows as read: line, article, quantity, unit price and amount (when the buyer sees prices) and the result. */
function PreviewTable({ rows, captionId }: { rows: readonly Row[]; captionId: string }) {
  const t = useT()
  const showPrices = rows.some((row) => row.kind === 'matched' && row.price.kind !== 'hidden')
  return (
    <div className="quick-order__table-wrap">
      <table className="quick-order__table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('cart_tools.col_line')}</th>
            <th scope="col">{t('cart_tools.col_article')}</th>
            <th scope="col" className="quick-order__number">
              {t('cart_tools.col_quantity')}
            </th>
            {showPrices && (
              <>
                <th scope="col" className="quick-order__number">
                  {t('cart_tools.col_price')}
                </th>
                <th scope="col" className="quick-order__number">
                  {t('cart_tools.col_amount')}
                </th>
              </>
            )}
            <th scope="col">{t('cart_tools.col_result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.line}
              className={row.kind === 'matched' ? 'quick-order__row--matched' : 'quick-order__row--refused'}
            >
              <td data-label={t('cart_tools.col_line')}>{row.line}</td>
              <td data-label={t('cart_tools.col_article')}>
                {row.kind === 'matched' ? (
                  <span>
                    <span className="quick-order__name">{row.name}</span>
                    <span className="quick-order__meta">
                      {t('product.article_number', { articleNumber: row.articleNumber })}
                      {row.input !== row.articleNumber && ` · ${t('cart_tools.ean', { ean: row.input })}`}
                    </span>
                  </span>
                ) : (
                  <span className="quick-order__input">{row.input}</span>
                )}
              </td>
              <td
                data-label={t('cart_tools.col_quantity')}
                className={`quick-order__number${row.kind === 'matched' ? '' : ' quick-order__empty'}`}
              >
                {row.kind === 'matched' ? `${formatQuantity(row.quantity)} ${unitLabel(row.unit)}` : '–'}
              </td>
              {showPrices && (
                <>
                  <td
                    data-label={t('cart_tools.col_price')}
                    className={`quick-order__number${row.kind === 'matched' && row.price.kind !== 'hidden' ? '' : ' quick-order__empty'}`}
                  >
                    {row.kind === 'matched' ? <UnitPrice row={row} /> : '–'}
                  </td>
                  <td
                    data-label={t('cart_tools.col_amount')}
                    className={`quick-order__number${row.kind === 'matched' && row.amount !== undefined ? '' : ' quick-order__empty'}`}
                  >
                    {row.kind === 'matched' && row.amount !== undefined
                      ? formatSek(fromMinorUnits(row.amount))
                      : row.kind === 'matched' && row.price.kind === 'askForPrice'
                        ? t('price.ask_for_price')
                        : '–'}
                  </td>
                </>
              )}
              <td data-label={t('cart_tools.col_result')}>
                <RowResult row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Quick order: lines of article number (or EAN) and quantity, pasted from Excel or typed, checked
 * line by line before anything is added; then the matched lines go to the chosen delivery method in
 * one add. What was typed stays until the add has succeeded.
 */
export const QuickOrderPanel = observer(function QuickOrderPanel({
  setup,
  method,
  showCartLink = false,
}: {
  setup: CartToolsSetup | undefined
  method: string | null
  /** Offer a link to the cart after adding (not on the cart page itself). */
  showCartLink?: boolean
}) {
  const t = useT()
  const cartActions = cartToolsOf(useStores())
  const id = useId()
  const [text, setText] = useState('')
  const [preview, setPreview] = useState<{ rows: readonly Row[]; method: string } | null>(null)
  const { problems, failure, busy, submit } = useFormSubmission()
  const [messages, setMessages] = useState<ToolMessage[]>([])
  const [added, setAdded] = useState(false)
  const summaryRef = useRef<HTMLHeadingElement>(null)
  // The buyer asked to check: the summary takes focus once it is on screen.
  const focusSummary = useRef(false)
  useEffect(() => {
    if (preview && focusSummary.current) summaryRef.current?.focus()
    focusSummary.current = false
  }, [preview])

  // The lines checked for `forMethod` (none: the buyer is asked to choose one); `focus`: the buyer
  // asked, so the summary takes focus. A check starts afresh: what an add said last is gone.
  const check = (event: FormEvent | undefined, forMethod: string | null, focus: boolean) => {
    setMessages([])
    setAdded(false)
    if (text.trim() === '') setPreview(null)
    return submit(event, {
      check: (): Record<string, string> =>
        forMethod === null
          ? { method: 'cart.choose_delivery_method' }
          : text.trim() === ''
            ? { lines: 'cart_tools.nothing_to_check' }
            : {},
      send: async () => {
        if (forMethod === null) return
        const answer = await cartActions.quickOrderPreview({ text, deliveryId: forMethod })
        focusSummary.current = focus
        setPreview({ rows: answer.rows, method: forMethod })
      },
      fieldsOf: () => ({}),
      messageOf: failureKey,
    })
  }

  // Store-only articles depend on the method: a new method checks the lines again.
  useEffect(() => {
    if (preview && method !== null && preview.method !== method) void check(undefined, method, false)
    // Only a changed method checks again (not every edit of the text).
  }, [method])

  const matched = preview?.rows.flatMap((row) => (row.kind === 'matched' ? [row] : [])) ?? []
  const refusedCount = (preview?.rows.length ?? 0) - matched.length

  // The matched lines into the cart, by the add button under the preview.
  const add = () => {
    setMessages([])
    return submit(undefined, {
      check: (): Record<string, string> => (method === null ? { method: 'cart.choose_delivery_method' } : {}),
      send: async () => {
        if (method === null) return
        const answer = await cartActions.add(
          {
            deliveryId: method,
            lines: matched.map((row) => ({
              articleNumber: row.articleNumber,
              quantity: row.quantity,
              orderMultiple: row.orderMultiple,
            })),
          },
          listNames.quickOrder,
        )
        if (answer.message) {
          setMessages([
            {
              key: answer.message.key,
              ...(answer.message.values ? { values: answer.message.values } : {}),
              severity: 'error',
            },
          ])
        } else {
          setText('')
          setPreview(null)
          setAdded(true)
          setMessages([
            {
              key: 'cart_tools.added',
              values: { count: matched.length, method: methodName(setup, method) },
              severity: 'info',
            },
          ])
        }
      },
      fieldsOf: () => ({}),
      messageOf: failureKey,
    })
  }

  return (
    <div className="cart-tool quick-order">
      <form onSubmit={(event) => void check(event, method, true)} noValidate>
        <label htmlFor={`${id}-lines`} className="cart-tool__label">
          {t('cart_tools.lines_label')}
        </label>
        <p id={`${id}-hint`} className="cart-tool__hint">
          {t('cart_tools.quick_order_hint')}
        </p>
        <textarea
          id={`${id}-lines`}
          className="quick-order__lines"
          rows={6}
          value={text}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          placeholder={'1001566\t10\n7350000000023;2,5'}
          onChange={(event) => {
            setText(event.target.value)
            setPreview(null)
          }}
        />
        <div className="cart-tool__actions">
          <button type="submit" className="button" disabled={busy}>
            {t('cart_tools.check')}
          </button>
        </div>
      </form>
      {preview && (
        <div className="quick-order__preview">
          <h3 id={`${id}-summary`} ref={summaryRef} tabIndex={-1} className="quick-order__summary">
            {t('cart_tools.summary', { matched: matched.length, refused: refusedCount })}
          </h3>
          <PreviewTable rows={preview.rows} captionId={`${id}-summary`} />
          <div className="cart-tool__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy || matched.length === 0 || preview.method !== method}
              onClick={() => void add()}
            >
              {t('cart_tools.add', { count: matched.length })}
            </button>
          </div>
        </div>
      )}
      <ToolMessages messages={formMessages(problems, failure, messages)} />
      {added && showCartLink && (
        <p>
          <Link to="/cart">{t('cart_tools.to_cart')}</Link>
        </p>
      )}
    </div>
  )
})
