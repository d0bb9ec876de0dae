/**
 * One way every form is sent: its own checks first (a field problem stops it, and the first field in
 * trouble gets the focus), then the call; a failure's field problems go under their fields, else its
 * message goes above the form. While a call is out the form is busy, and a second submit is ignored.
 * `submitForm` is the rule without React; `useFormSubmission` keeps its state for a component.
 * A field's problem is a catalog id unless the form says otherwise (`P`: a dynamic form's issue).
 * A form that says its failure somewhere else (a toast, the page's flash) takes it from the outcome.
 */
import { type FormEvent, useCallback, useRef, useState } from 'react'
import { focusFirstProblem } from '../account-forms/focus'
import { fieldProblemsOf, formProblemOf } from '../my-pages/field-problems'

/** The problems of a form's fields, by field name. */
type Problems<P> = Readonly<Record<string, P>>

/** What sending one form does. */
export interface Submission<P = string> {
  /** The form's own checks, before any call: the problems by field name (none: go on). */
  readonly check?: () => Problems<P>
  /** The call, and whatever follows a success. */
  readonly send: () => Promise<unknown>
  /** The field problems of a failed call (by default those it names: fieldProblemsOf). */
  readonly fieldsOf?: (error: unknown) => Problems<P>
  /** The message of a failed call for the whole form (by default formProblemOf). */
  readonly messageOf?: (error: unknown) => string
}

/** How a submission ended: stopped by field problems, failed with the form's message, or sent. */
export type SubmitOutcome =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'sent' }

/** Where a submission reports: field problems (replacing the last ones), the form's message, busy. */
export interface SubmissionReport<P = string> {
  problems(found: Problems<P>): void
  failure(key: string | null): void
  busy(busy: boolean): void
}

const some = (problems: Problems<unknown>) => Object.keys(problems).length > 0

/** Sends a form as `submission` says, reporting to `report`. */
export async function submitForm<P = string>(
  submission: Submission<P>,
  report: SubmissionReport<P>,
): Promise<SubmitOutcome> {
  report.failure(null)
  const found = submission.check?.() ?? {}
  report.problems(found)
  if (some(found)) return { kind: 'invalid' }
  report.busy(true)
  try {
    await submission.send()
    return { kind: 'sent' }
  } catch (error) {
    // Without fieldsOf, a problem is the catalog id the failure names for the field.
    const fields = submission.fieldsOf ? submission.fieldsOf(error) : (fieldProblemsOf(error) as Problems<P>)
    if (some(fields)) {
      report.problems(fields)
      return { kind: 'invalid' }
    }
    const message = (submission.messageOf ?? formProblemOf)(error)
    report.failure(message)
    return { kind: 'failed', message }
  } finally {
    report.busy(false)
  }
}

/**
 * A form's submission state: the form element (for the focus), the field problems and the form's
 * message, whether it is busy, `clear` for a field the user changes, and `submit` for onSubmit (or,
 * without an event, for a button of the form's that is no submit button). `initial`: the problems
 * the form opens with (a search read from the address that is already wrong).
 */
export function useFormSubmission<P = string>(initial: () => Problems<P> = () => ({})) {
  const form = useRef<HTMLFormElement>(null)
  const [problems, setProblems] = useState<Problems<P>>(initial)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Read at once by a second submit, before React has rendered the first one's busy state.
  const sending = useRef(false)
  const clear = useCallback((field: string) => setProblems(({ [field]: _fixed, ...rest }) => rest), [])
  const submit = useCallback(
    async (
      event: FormEvent | undefined,
      submission: Submission<P>,
    ): Promise<SubmitOutcome | { readonly kind: 'busy' }> => {
      event?.preventDefault()
      if (sending.current) return { kind: 'busy' }
      return submitForm(submission, {
        problems: (found) => {
          setProblems(found)
          if (some(found)) focusFirstProblem(form.current, found)
        },
        failure: setFailure,
        busy: (now) => {
          sending.current = now
          setBusy(now)
        },
      })
    },
    [],
  )
  return { form, problems, failure, busy, clear, submit, setProblems, setFailure }
}
