/**
 * A dynamic form of the content (account application, contact): every input type of the form's
 * definition, checked in the browser by the shop's rule (core/domain/dynamic-form.ts) and again on
 * the server, each problem in Swedish beside its field, and what was typed kept whatever happens.
 */
import { useState, type FormEvent } from 'react'
import {
  answerLimit,
  type DynamicForm,
  type FormAnswer,
  type FormInput,
  type FormIssue,
  validateFormAnswers,
} from '@proffsbutik/core/domain'
import { ShopApiError } from '../../api-error'
import { useT } from '../../i18n/use-t'
import { sendContentForm } from '../../stores/content-form-actions'
import { useStores } from '../../stores/stores-context'
import { FormProblem } from '../account-forms/form-problem'
import { useFormSubmission } from '../forms/form-submission'
import { useHydrated } from '../account-forms/use-hydrated'
import { RichTextView } from './rich-text'

/** The Swedish text of a refused answer (a choice left empty asks to choose). */
function useIssueText(): (issue: FormIssue, input: FormInput | undefined) => string {
  const t = useT()
  return (issue, input) => {
    switch (issue.reason) {
      case 'required':
        return input?.type === 'select' || input?.type === 'radio'
          ? t('forms.choose_one')
          : t('forms.required')
      case 'mustAccept':
        return t('forms.must_accept')
      case 'email':
        return t('forms.invalid_email')
      case 'phone':
        return t('forms.invalid_phone')
      case 'organisationNumber':
        return t('forms.invalid_organisation_number')
      case 'choice':
        return t('forms.invalid_choice')
      case 'tooLong':
        return t('forms.too_long', { max: issue.max ?? 0 })
    }
  }
}

/** The issues a refused submission came back with (FormAnswersRefused), if that is what it was. */
/** Issues by the field they are about: the first of each field's. */
const byField = (issues: readonly FormIssue[]): Readonly<Record<string, FormIssue>> =>
  Object.fromEntries([...issues].reverse().map((issue) => [issue.field, issue]))

function refusedIssues(error: unknown): FormIssue[] | undefined {
  if (!(error instanceof ShopApiError) || error.tag !== 'FormAnswersRefused') return undefined
  const issues = error.details['issues']
  return Array.isArray(issues) ? (issues as FormIssue[]) : undefined
}

const knownFailures = new Set([
  'errors.too_many_attempts',
  'errors.internal_server_error',
  'errors.not_found',
])

const fieldId = (form: DynamicForm, input: FormInput) => `form-${form.id}-${input.id}`

/** One input with its label and its problem. */
function Field({
  form,
  input,
  value,
  problem,
  onChange,
}: {
  readonly form: DynamicForm
  readonly input: FormInput
  readonly value: FormAnswer | undefined
  readonly problem: string | undefined
  readonly onChange: (value: FormAnswer) => void
}) {
  const t = useT()
  const id = fieldId(form, input)
  const problemId = problem ? `${id}-problem` : undefined
  const label = (
    <>
      {input.title ?? input.id}
      {input.required ? (
        <span className="dynamic-form__required" aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className="dynamic-form__optional">{` (${t('forms.optional')})`}</span>
      )}
    </>
  )
  const common = {
    id,
    name: input.id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problemId,
    'aria-required': input.required || undefined,
  } as const
  const text = typeof value === 'string' ? value : ''
  const problemText = problem && (
    <p id={problemId} className="account-field__problem">
      {problem}
    </p>
  )
  if (input.type === 'checkbox')
    return (
      <div className={`account-field dynamic-form__check${problem ? ' account-field--invalid' : ''}`}>
        <label htmlFor={id}>
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span>{label}</span>
        </label>
        {problemText}
      </div>
    )
  if (input.type === 'radio')
    return (
      <fieldset
        className={`account-field dynamic-form__choices${problem ? ' account-field--invalid' : ''}`}
        aria-describedby={problemId}
      >
        <legend>{label}</legend>
        {input.options.map((option, index) => (
          <label key={option} className="dynamic-form__choice">
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={input.id}
              value={option}
              checked={text === option}
              aria-invalid={problem ? true : undefined}
              onChange={() => onChange(option)}
            />
            <span>{option}</span>
          </label>
        ))}
        {problemText}
      </fieldset>
    )
  return (
    <div className={`account-field${problem ? ' account-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {input.type === 'textarea' ? (
        <textarea
          {...common}
          rows={4}
          maxLength={answerLimit(input)}
          placeholder={input.placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : input.type === 'select' ? (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('forms.choose')}</option>
          {input.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={input.type === 'organisationNumber' ? 'text' : input.type}
          inputMode={input.type === 'tel' ? 'tel' : undefined}
          autoComplete={input.type === 'email' ? 'email' : input.type === 'tel' ? 'tel' : undefined}
          maxLength={answerLimit(input)}
          placeholder={input.placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {problemText}
    </div>
  )
}

/** A dynamic form: its title, description, inputs and submit button; a thank-you once sent. */
export function DynamicFormView({ form }: { readonly form: DynamicForm }) {
  const t = useT()
  const issueText = useIssueText()
  const stores = useStores()
  const hydrated = useHydrated()
  const [answers, setAnswers] = useState<Record<string, FormAnswer>>({})
  const { form: element, problems: issues, failure, busy, clear, submit } = useFormSubmission<FormIssue>()
  const [sent, setSent] = useState(false)
  const fields = Object.keys(issues)
  const problemOf = (input: FormInput) => {
    const issue = issues[input.id]
    return issue && issueText(issue, input)
  }

  const send = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      check: () => byField(validateFormAnswers(form, answers)),
      send: async () => {
        await sendContentForm(stores, { formId: form.id, answers })
        setSent(true)
      },
      fieldsOf: (error) => byField(refusedIssues(error) ?? []),
      messageOf: (error) => {
        const key = error instanceof ShopApiError ? error.key : ''
        return knownFailures.has(key) ? key : 'errors.unknown_error_occurred'
      },
    })

  if (sent)
    return (
      <div className="account-card__done dynamic-form__sent" role="status">
        <p>{t('forms.sent')}</p>
      </div>
    )
  return (
    <form ref={element} className="account-form dynamic-form" noValidate onSubmit={(e) => void send(e)}>
      {form.formTitle && <h3 className="dynamic-form__title">{form.formTitle}</h3>}
      <RichTextView text={form.formDescription} className="dynamic-form__description" />
      <p className="dynamic-form__legend">{t('forms.required_legend')}</p>
      {fields.length > 0 && (
        <p className="account-form__problem" role="alert">
          {t('forms.has_problems', { count: fields.length })}
        </p>
      )}
      {form.inputs.map((input) => (
        <Field
          key={input.id}
          form={form}
          input={input}
          value={answers[input.id]}
          problem={problemOf(input)}
          onChange={(value) => {
            setAnswers((now) => ({ ...now, [input.id]: value }))
            // A corrected field loses its problem at once; the rest wait for the next try.
            clear(input.id)
          }}
        />
      ))}
      {failure && <FormProblem messageKey={failure} />}
      <button type="submit" className="button button--primary" disabled={!hydrated || busy}>
        {busy ? t('forms.sending') : (form.submitText ?? t('forms.send'))}
      </button>
    </form>
  )
}
