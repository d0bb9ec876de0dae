import type { ReactNode, SelectHTMLAttributes } from 'react'
import { fieldId } from '../account-forms/text-field'

/** A labelled select of an account form, with its problem tied to it. */
export function SelectField({
  name,
  label,
  problem,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
  readonly name: string
  readonly label: string
  readonly problem?: string | undefined
  readonly children: ReactNode
}) {
  const id = fieldId(name)
  const problemId = problem ? `${id}-problem` : undefined
  return (
    <div className={`account-field${problem ? ' account-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problemId}
        {...select}
      >
        {children}
      </select>
      {problem && (
        <p id={problemId} className="account-field__problem">
          {problem}
        </p>
      )}
    </div>
  )
}
