import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import {
  cartQuantity,
  formatQuantity,
  QUANTITY_MAX,
  quantityRules,
  readQuantity,
  roundedUp,
  steppedQuantity,
  type QuantityRules,
} from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { quantityProblemText } from '../quantity-problem'

/** A typed quantity the cart takes under `rules`, or undefined. */
const typedQuantity = (text: string, rules: QuantityRules) => {
  const read = readQuantity(text, rules)
  return read.ok ? read.quantity : undefined
}

/** A quantity as the field shows it: as Swedes write it, without grouping (readQuantity reads it back). */
export const inputText = (quantity: number) => String(quantity).replace('.', ',')

/**
 * A line's quantity in its web sales unit: minus and plus step by the order multiple, and a typed
 * quantity is rounded up to a multiple above 1 — said so only when it was (core/domain/quantity
 * `roundedUp`). What is typed stays in the field until it is valid; a valid one goes to `onChange`
 * at once (the cart store batches the edits).
 */
export const QuantityEditor = observer(function QuantityEditor({
  value,
  orderMultiple,
  unit,
  label,
  onChange,
}: {
  value: number
  orderMultiple: number
  unit: string
  /** What the field is for, read by screen readers ('Antal för Pressmuff 22 mm'). */
  label: string
  onChange: (quantity: number) => void
}) {
  const t = useT()
  const id = useId()
  // Punching out, a quantity has at most 3 decimals: refused here, never rounded (core/domain/quantity).
  const punchOut = useStores().punchout.active
  const rules = quantityRules(punchOut)
  const [text, setText] = useState(inputText(value))
  const [note, setNote] = useState<string | null>(null)
  // The cart answered another quantity (or another tab changed it): show that, unless being typed.
  useEffect(() => {
    setText((current) => (typedQuantity(current, rules) === value ? current : inputText(value)))
  }, [value, punchOut])
  const step = Math.max(1, orderMultiple)
  const take = (typed: number) => {
    // As the cart takes it: only a multiple above 1 rounds, so 2,5 m stays 2,5 m.
    const taken = cartQuantity(typed, orderMultiple)
    setText(inputText(taken))
    // Over the largest quantity once rounded up: the field says so, and the line keeps its quantity.
    if (taken > QUANTITY_MAX) return setNote(null)
    const rounded = roundedUp(typed, orderMultiple)
    setNote(
      rounded
        ? t('cart.rounded_to_multiple', {
            quantity: formatQuantity(rounded.quantity),
            multiple: formatQuantity(rounded.multiple),
            unit,
          })
        : null,
    )
    if (taken !== value) onChange(taken)
  }
  const read = readQuantity(text, rules)
  const typed = read.ok ? read.quantity : undefined
  return (
    <div className="quantity-editor">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="quantity-editor__controls">
        <button
          type="button"
          className="quantity-editor__step"
          aria-label={t('cart.decrease', { step: formatQuantity(step) })}
          disabled={value - step < step}
          onClick={() => take(steppedQuantity(typed ?? value, orderMultiple, 'down'))}
        >
          −
        </button>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={typed === undefined}
          aria-describedby={`${id}-unit${note || typed === undefined ? ` ${id}-note` : ''}`}
          onChange={(event) => {
            setText(event.target.value)
            setNote(null)
          }}
          onBlur={() => {
            if (typed !== undefined) take(typed)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && typed !== undefined) take(typed)
          }}
        />
        <button
          type="button"
          className="quantity-editor__step"
          aria-label={t('cart.increase', { step: formatQuantity(step) })}
          onClick={() => take(steppedQuantity(typed ?? value, orderMultiple, 'up'))}
        >
          +
        </button>
        <span id={`${id}-unit`} className="quantity-editor__unit">
          {unit}
        </span>
      </div>
      {typed === undefined ? (
        <p id={`${id}-note`} className="form-problem" role="alert">
          {read.ok ? null : quantityProblemText(t, read.problem, 'cart.quantity_invalid')}
        </p>
      ) : (
        note && (
          <p id={`${id}-note`} className="quantity-editor__note" role="status">
            {note}
          </p>
        )
      )}
    </div>
  )
})
