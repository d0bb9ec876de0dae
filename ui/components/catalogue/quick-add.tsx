import { observer } from 'mobx-react-lite'
import { useId, useState, type FormEvent } from 'react'
import {
  formatQuantity,
  isDeliveryMethodCode,
  methodBlock,
  type MethodBlock,
  methodForNewLines,
  quantityRules,
  readCartQuantity,
  unitLabel,
} from '@proffsbutik/core/domain'
import { ShopApiError } from '../../api-error'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { useFormSubmission } from '../forms/form-submission'
import type { CardView, QuickAddView } from './card-view'
import { quantityProblemText } from '../quantity-problem'

/** What a card says when its article cannot go to the method chosen. */
const blockText: Record<MethodBlock, string> = {
  discontinued: 'quick_add.discontinued',
  onlyInStore: 'quick_add.only_in_store',
  notStockedInStore: 'quick_add.not_stocked_in_store',
}

/**
 * Where quick add puts lines: one choice of delivery method for every card on the page, remembered
 * for the tab. A visitor sees nothing here (cards ask them to log in).
 */
export const AddMethodPicker = observer(function AddMethodPicker({ quickAdd }: { quickAdd: QuickAddView }) {
  const t = useT()
  const { delivery } = useStores()
  const id = useId()
  if (!quickAdd || quickAdd.methods.length === 0) return null
  const method = methodForNewLines(quickAdd.methods, quickAdd.preferred, delivery.method)
  return (
    <div className="add-method">
      <label htmlFor={id}>{t('quick_add.method')}</label>
      <select
        id={id}
        value={method ?? ''}
        onChange={(event) => {
          const code = event.target.value
          if (isDeliveryMethodCode(code)) delivery.choose(code)
        }}
      >
        {quickAdd.methods.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  )
})

/**
 * A quantity and an add button for one card. The quantity goes in the web sales unit and is rounded
 * up to the order multiple (the multiple said next to the field, and the quantity it will be once a
 * typed one is rounded); what was typed stays when the add fails.
 */
export const QuickAdd = observer(function QuickAdd({
  card,
  quickAdd,
  listName,
}: {
  card: CardView
  quickAdd: QuickAddView
  /** The list the card is in (tracking); none on the product page. */
  listName?: string
}) {
  const t = useT()
  const stores = useStores()
  const { toasts, delivery } = stores
  const [text, setText] = useState(String(card.orderMultiple))
  const { form, problems, failure, busy, clear, submit } = useFormSubmission()
  const id = useId()
  // A visitor orders after logging in (the header's login; the card's price says so).
  if (!quickAdd) return null
  const method = methodForNewLines(quickAdd.methods, quickAdd.preferred, delivery.method)
  const blocked = methodBlock(card, method)
  const unit = unitLabel(card.unit)
  // Punching out, a quantity has at most 3 decimals: refused here, never rounded.
  const read = readCartQuantity(text, card.orderMultiple, quantityRules(stores.punchout.active))

  const add = (event: FormEvent) =>
    submit(event, {
      check: () => ({
        ...(read.ok ? {} : { quantity: quantityProblemText(t, read.problem, 'quick_add.quantity_invalid') }),
        ...(method === undefined ? { method: t('cart.choose_delivery_method') } : {}),
      }),
      send: async () => {
        if (!read.ok || method === undefined) return
        const answer = await stores.addToCart(
          {
            deliveryId: method,
            lines: [
              {
                articleNumber: card.articleNumber,
                quantity: read.quantity,
                orderMultiple: card.orderMultiple,
              },
            ],
          },
          listName,
        )
        if (answer.message) {
          const { key, values } = answer.message
          toasts.show(key, { severity: 'error', ...(values ? { values } : {}) })
          return
        }
        setText(String(card.orderMultiple))
        toasts.show('quick_add.added', {
          values: { quantity: formatQuantity(read.quantity), unit, name: card.name },
        })
      },
      fieldsOf: () => ({}),
      messageOf: (error) => (error instanceof ShopApiError ? error.key : 'errors.try_again_later'),
    })

  // The form's problems are texts already; a failed call's is a catalog id.
  const problem = problems['quantity'] ?? problems['method'] ?? (failure && t(failure))

  return (
    <form ref={form} className="quick-add" onSubmit={(event) => void add(event)} noValidate>
      <label className="visually-hidden" htmlFor={id}>
        {t('quick_add.quantity', { name: card.name })}
      </label>
      <div className="quick-add__row">
        <input
          id={id}
          className="quick-add__quantity"
          inputMode="decimal"
          name="quantity"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            clear('quantity')
          }}
          aria-invalid={problems['quantity'] !== undefined}
          aria-describedby={`${id}-hint`}
        />
        <span className="quick-add__unit">{unit}</span>
        <button
          type="submit"
          className="button button--primary quick-add__button"
          disabled={busy || blocked !== undefined}
        >
          {t('quick_add.add')}
        </button>
      </div>
      <p
        id={`${id}-hint`}
        className={problem ? 'quick-add__problem' : 'quick-add__hint'}
        role={problem ? 'alert' : undefined}
      >
        {problem ??
          (blocked !== undefined
            ? t(blockText[blocked])
            : read.ok && read.rounded
              ? t('quick_add.rounded_to_multiple', {
                  quantity: formatQuantity(read.quantity),
                  multiple: formatQuantity(card.orderMultiple),
                  unit,
                })
              : card.orderMultiple > 1
                ? t('quick_add.order_multiple', { multiple: formatQuantity(card.orderMultiple), unit })
                : '\u00a0')}
      </p>
    </form>
  )
})
