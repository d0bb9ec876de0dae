import type { InputHTMLAttributes, ReactNode } from 'react'

/** A labelled input of an account form, with an optional hint and its problem, both tied to it. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  readonly name: string
  readonly label: string
  readonly hint?: string | undefined
  /** The problem's text, shown under the input and read with it. */
  readonly problem?: string | undefined
  /** Ids of more elements that describe the input (the password requirements). */
  readonly describedBy?: readonly string[]
  /** Shown between the input and its problem. */
  readonly children?: ReactNode
}

/** The id of a field of an account form. */
export const fieldId = (name: string) => `account-${name}`

/** A labelled input; its hint, extra descriptions and problem are announced with it (aria-describedby). */
export function TextField({
  name,
  label,
  hint,
  problem,
  describedBy = [],
  children,
  ...input
}: TextFieldProps) {
  const id = fieldId(name)
  const hintId = hint ? `${id}-hint` : undefined
  const problemId = problem ? `${id}-problem` : undefined
  const described = [hintId, ...describedBy, problemId].filter((part) => part !== undefined).join(' ')
  return (
    <div className={`account-field${problem ? ' account-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {children}
      {problem && (
        <p id={problemId} className="account-field__problem">
          {problem}
        </p>
      )}
    </div>
  )
}
