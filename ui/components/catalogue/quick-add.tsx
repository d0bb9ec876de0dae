import { observer } from 'mobx-react-lite'
import { useId, useState, type FormEvent } from 'react'
import {
  deliveryMethods,
  formatQuantity,
  isDeliveryMethodCode,
  QUANTITY_MAX,
  readQuantity,
  roundUpToMultiple,
} from '@proffsbutik/core/domain'
import { ShopApiError } from '../../api-error'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import type { CardView, QuickAddView } from './card-view'
import { unitName } from './price-tag'
import { quantityProblemText } from '../quantity-problem'

/** The method new lines go to: the buyer's choice when it is on offer, else their preferred one. */
function addMethod(chosen: string, quickAdd: NonNullable<QuickAddView>): string | null {
  const offered = quickAdd.methods.map((method) => method.code)
  return offered.includes(chosen) ? chosen : (quickAdd.preferred ?? offered[0] ?? null)
}

/**
 * Why lines of `card` cannot go to delivery method `code` now, as a catalog id, or null when they
 * can: an article sold only in stores needs a store method, one sold in a store only where it is
 * stocked cannot go to a store that does not stock it, and one that is gone cannot be ordered.
 */
function blockedBy(card: CardView, code: string | null): string | null {
  if (card.onlineBlock === 'discontinued') return 'quick_add.discontinued'
  const toStore = code !== null && isDeliveryMethodCode(code) && deliveryMethods[code].needs === 'store'
  if (card.onlineBlock === 'onlyStore' && !toStore) return 'quick_add.only_in_store'
  if (card.storeBlock && toStore) return 'quick_add.not_stocked_in_store'
  return null
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
  const method = addMethod(delivery.method, quickAdd)
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
 * up to the order multiple (said next to the field); what was typed stays when the add fails.
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
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  // A visitor orders after logging in (the header's login; the card's price says so).
  if (!quickAdd) return null
  const method = addMethod(delivery.method, quickAdd)
  const blocked = blockedBy(card, method)
  const unit = unitName(t, card.unit)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const read = readQuantity(text)
    if (!read.ok) {
      setProblem(quantityProblemText(t, read.problem, 'quick_add.quantity_invalid'))
      return
    }
    if (method === null) {
      setProblem(t('quick_add.choose_method'))
      return
    }
    const quantity = roundUpToMultiple(read.quantity, card.orderMultiple)
    if (quantity > QUANTITY_MAX) {
      setProblem(quantityProblemText(t, 'tooLarge', 'quick_add.quantity_invalid'))
      return
    }
    setProblem(null)
    setBusy(true)
    try {
      const answer = await stores.addToCart(
        {
          deliveryId: method,
          lines: [{ articleNumber: card.articleNumber, quantity, orderMultiple: card.orderMultiple }],
        },
        listName,
      )
      if (answer.message)
        toasts.show(answer.message.key, {
          severity: 'error',
          ...(answer.message.values ? { values: answer.message.values } : {}),
        })
      else {
        setText(String(card.orderMultiple))
        toasts.show('quick_add.added', {
          values: { quantity: formatQuantity(quantity), unit, name: card.name },
        })
      }
    } catch (error) {
      setProblem(
        error instanceof ShopApiError && error.tag === 'DeliveryMethodMissing'
          ? t('quick_add.choose_method')
          : t(error instanceof ShopApiError ? error.key : 'errors.try_again_later'),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="quick-add" onSubmit={(event) => void submit(event)} noValidate>
      <label className="visually-hidden" htmlFor={id}>
        {t('quick_add.quantity', { name: card.name })}
      </label>
      <div className="quick-add__row">
        <input
          id={id}
          className="quick-add__quantity"
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint`}
        />
        <span className="quick-add__unit">{unit}</span>
        <button
          type="submit"
          className="button button--primary quick-add__button"
          disabled={busy || blocked !== null}
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
          (blocked !== null
            ? t(blocked)
            : card.orderMultiple > 1
              ? t('quick_add.order_multiple', { multiple: formatQuantity(card.orderMultiple), unit })
              : '\u00a0')}
      </p>
    </form>
  )
})
