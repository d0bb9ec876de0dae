/**
 * Validation of a dynamic form's answers (content §5 leaves the rules open; these are ours, the same
 * in the browser, the shop server and the content service): a required input must be answered (a
 * required checkbox ticked), an e-mail input holds an e-mail address (email.ts), a telephone input
 * 6 to 15 digits, an organisation-number input a Swedish organisation number (organisation-number.ts),
 * a select or radio input one of its choices, and no answer is longer than its input's limit. Answers to inputs the form does not have are dropped.
 */
import type { DynamicForm, FormInput } from './content'
import { isValidEmail } from './email'
import { isOrganisationNumber } from './organisation-number'

/** The answer to one input: text, the chosen option, or whether a checkbox is ticked. */
export type FormAnswer = string | boolean

/** The answers of a form by input id. */
export type FormAnswers = Readonly<Record<string, FormAnswer>>

/** The longest answer an input takes: 2 000 characters in a textarea, 254 in e-mail, else 200. */
export function answerLimit(input: Pick<FormInput, 'type'>): number {
  if (input.type === 'textarea') return 2000
  if (input.type === 'email') return 254
  return 200
}

/** The most inputs a form may have (a bound on what a submission may carry). */
export const MAX_FORM_INPUTS = 50

/** Why an answer is refused. */
export type FormIssueReason =
  'required' | 'mustAccept' | 'email' | 'phone' | 'organisationNumber' | 'choice' | 'tooLong'

/** A refused answer: the input's id, why, and the limit for `tooLong`. */
export interface FormIssue {
  readonly field: string
  readonly reason: FormIssueReason
  readonly max?: number
}

const phoneCharacters = /^\+?[\d\s\-()]+$/

/** Whether a text is a telephone number: digits, spaces, dashes and brackets, 6 to 15 digits. */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length
  return phoneCharacters.test(text) && digits >= 6 && digits <= 15
}

/** What is wrong with one answer, if anything. */
export function checkAnswer(input: FormInput, answer: FormAnswer | undefined): FormIssueReason | undefined {
  if (input.type === 'checkbox') {
    if (answer !== undefined && typeof answer !== 'boolean') return 'choice'
    return input.required && answer !== true ? 'mustAccept' : undefined
  }
  if (typeof answer === 'boolean') return 'choice'
  const text = (answer ?? '').trim()
  if (text === '') return input.required ? 'required' : undefined
  if (text.length > answerLimit(input)) return 'tooLong'
  if (input.type === 'email' && !isValidEmail(text)) return 'email'
  if (input.type === 'tel' && !isPhoneNumber(text)) return 'phone'
  if (input.type === 'organisationNumber' && !isOrganisationNumber(text)) return 'organisationNumber'
  if ((input.type === 'select' || input.type === 'radio') && !input.options.includes(text)) return 'choice'
  return undefined
}

/** Every refused answer of a form, in the order of its inputs. */
export function validateFormAnswers(form: Pick<DynamicForm, 'inputs'>, answers: FormAnswers): FormIssue[] {
  return form.inputs.flatMap((input) => {
    const reason = checkAnswer(input, answers[input.id])
    if (reason === undefined) return []
    return [{ field: input.id, reason, ...(reason === 'tooLong' ? { max: answerLimit(input) } : {}) }]
  })
}

/** The answers kept for a form: its own inputs only, texts trimmed, unticked checkboxes false. */
export function formAnswersOf(
  form: Pick<DynamicForm, 'inputs'>,
  answers: FormAnswers,
): Record<string, FormAnswer> {
  return Object.fromEntries(
    form.inputs.map((input) => {
      const answer = answers[input.id]
      if (input.type === 'checkbox') return [input.id, answer === true]
      return [input.id, typeof answer === 'string' ? answer.trim() : '']
    }),
  )
}
