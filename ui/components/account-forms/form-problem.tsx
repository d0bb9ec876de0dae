import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'

/** A problem with the whole form (a refused code, a failing service), announced as it appears. */
export function FormProblem({
  messageKey,
  values,
  children,
}: {
  readonly messageKey: string
  /** The values the message names (the articles a refusal concerns, …). */
  readonly values?: Record<string, unknown>
  readonly children?: ReactNode
}) {
  const t = useT()
  return (
    <div className="account-form__problem" role="alert">
      <p>{t(messageKey, values)}</p>
      {children}
    </div>
  )
}
