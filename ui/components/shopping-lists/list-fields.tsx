/** The fields of the shopping-list forms, and the texts of their problems. */
import { LIST_NAME_MAX, type QuantityProblem } from '@proffsbutik/core/domain'
import type { useT } from '../../i18n/use-t'
import { quantityProblemText } from '../quantity-problem'

/** What a refused list name shows next to its field. */
export function nameProblemText(
  t: ReturnType<typeof useT>,
  problem: 'empty' | 'tooLong' | null,
): string | undefined {
  if (problem === 'empty') return t('lists.name_missing')
  if (problem === 'tooLong') return t('lists.name_too_long', { max: LIST_NAME_MAX })
  return undefined
}

/** What a refused quantity of a list line shows next to its field. */
export function listQuantityProblemText(
  t: ReturnType<typeof useT>,
  problem: QuantityProblem | undefined,
): string | undefined {
  return problem && quantityProblemText(t, problem, 'lists.quantity_invalid')
}

/** A labelled text input with its problem under it, tied to it. */
export function Field({
  id,
  label,
  value,
  onChange,
  problem,
  inputMode,
  maxLength,
}: {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (text: string) => void
  readonly problem?: string | undefined
  readonly inputMode?: 'decimal'
  readonly maxLength?: number
}) {
  return (
    <div className={`list-field${problem ? ' list-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="list-field__problem">
          {problem}
        </p>
      )}
    </div>
  )
}
