/** The fields of the shopping-list forms, and the texts of their problems. */
import { LIST_NAME_MAX, listNameProblem } from '@proffsbutik/core/domain'
import type { FieldProblems } from '../account-forms/validation'
import type { useT } from '../../i18n/use-t'
import { quantityProblemText } from '../quantity-problem'

/** A list name's problem as the form's field problems: under `name`, the rule's 'empty' or 'tooLong'. */
export function listNameProblems(name: string): FieldProblems {
  const problem = listNameProblem(name)
  return problem ? { name: problem } : {}
}

/** What a refused list name ('empty', 'tooLong') shows next to its field. */
export function nameProblemText(
  t: ReturnType<typeof useT>,
  problem: string | null | undefined,
): string | undefined {
  if (problem === 'empty') return t('lists.name_missing')
  if (problem === 'tooLong') return t('lists.name_too_long', { max: LIST_NAME_MAX })
  return undefined
}

/** What a refused quantity of a list line ('invalid', 'tooLarge') shows next to its field. */
export function listQuantityProblemText(
  t: ReturnType<typeof useT>,
  problem: string | undefined,
): string | undefined {
  if (problem === 'invalid' || problem === 'tooLarge')
    return quantityProblemText(t, problem, 'lists.quantity_invalid')
  return problem === undefined ? undefined : t(problem)
}

/** A labelled text input with its problem under it, tied to it; `name` is the form's name for it. */
export function Field({
  id,
  name,
  label,
  value,
  onChange,
  problem,
  inputMode,
  maxLength,
}: {
  readonly id: string
  readonly name?: string
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
        name={name}
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
