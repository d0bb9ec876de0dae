/**
 * Answers to the content's dynamic forms (the account application, the contact form): the form is
 * read from the published content, the answers are checked by the shop's own rule
 * (core/domain/dynamic-form.ts), kept in `form_submissions`, and mailed to the form's recipient
 * (customer service unless the form names another). A logged-in buyer gets a copy of the answers
 * at the account's address; a visitor a receipt (no answers in it) at the e-mail address the form
 * asks for, if it asks. Anyone may send a form — an account application comes from someone without
 * an account — so one address may send at most five an hour.
 */
import {
  formInputTypes,
  type DynamicForm,
  type FormAnswers,
  formAnswersOf,
  type FormInputType,
  validateFormAnswers,
} from '@proffsbutik/core/domain'
import { formCopyMail, formReceiptMail, formSubmissionMail, type MailShop } from '../mail/messages'
import type { ServiceDeps } from '../platform/deps'
import { badRequest, notFound, ServiceError } from '../platform/service-error'
import type { Snapshot } from './content-store'

/** The most forms one client address may send in an hour. */
export const SUBMISSIONS_PER_HOUR = 5

const inputTypes: readonly string[] = formInputTypes

/** A form as the submission path needs it: its inputs, title and recipient. */
export interface SubmittableForm extends Pick<DynamicForm, 'id' | 'inputs'> {
  readonly title: string
  readonly recipient?: string | undefined
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** The published form with this id and its inputs, or undefined. */
export function submittableForm(snapshot: Snapshot, id: string): SubmittableForm | undefined {
  const entry = snapshot.entry(id)
  if (entry?.contentType.id !== 'dynamicForm') return undefined
  const inputIds = Array.isArray(entry.fields['inputs']) ? entry.fields['inputs'] : []
  const inputs = inputIds.flatMap((inputId) => {
    const input = typeof inputId === 'string' ? snapshot.entry(inputId) : undefined
    const type = text(input?.fields['type']) as FormInputType | undefined
    const fieldId = text(input?.fields['id'])
    if (!input || !fieldId || !type || !inputTypes.includes(type)) return []
    const options = input.fields['inputList']
    return [
      {
        id: fieldId,
        title: text(input.fields['title']),
        type,
        options: Array.isArray(options) ? options.filter((o): o is string => typeof o === 'string') : [],
        required: input.fields['requiredField'] === true,
      },
    ]
  })
  return {
    id,
    title: text(entry.fields['formTitle']) ?? text(entry.fields['title']) ?? id,
    recipient: text(entry.fields['recipient']),
    inputs,
  }
}

const reasons = {
  required: 'An answer is required',
  mustAccept: 'Must be ticked',
  email: 'Not an e-mail address',
  phone: 'Not a telephone number (6 to 15 digits)',
  organisationNumber: 'Not an organisation number (NNNNNN-NNNN with a valid check digit)',
  choice: 'Not one of the choices',
  tooLong: 'Too long',
} as const

/** Who sent a form: the client address it is throttled by, and the logged-in buyer, if one did. */
export interface FormSender {
  readonly address: string
  readonly userId?: string | undefined
  /** The shop the form was sent from: its name and address in the mails. */
  readonly shop: MailShop
}

/** Checks, keeps and mails one submission; answers its id. */
export async function submitForm(
  deps: ServiceDeps,
  form: SubmittableForm | undefined,
  formId: string,
  answers: FormAnswers,
  sender: FormSender,
): Promise<number> {
  const { address } = sender
  if (!form) throw notFound(`Form ${formId}`)
  const issues = validateFormAnswers(form, answers)
  if (issues.length > 0)
    throw badRequest(
      issues.map((issue) => ({
        field: `answers.${issue.field}`,
        message: `${issue.reason}: ${reasons[issue.reason]}${issue.max === undefined ? '' : ` (at most ${issue.max} characters)`}`,
      })),
    )
  const now = deps.now()
  const recent = await deps.db
    .selectFrom('formSubmissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clientAddress', '=', address)
    .where('createdAt', '>', new Date(now.getTime() - 3_600_000))
    .executeTakeFirstOrThrow()
  if (Number(recent.n) >= SUBMISSIONS_PER_HOUR)
    throw new ServiceError(429, 'too_many_attempts', 'Too many forms sent; try again later', undefined, 3600)
  const kept = formAnswersOf(form, answers)
  const row = await deps.db
    .insertInto('formSubmissions')
    .values({ formId: form.id, answers: JSON.stringify(kept), clientAddress: address, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  const lines = form.inputs.map((input) => {
    const answer = kept[input.id]
    return {
      title: input.title ?? input.id,
      answer: typeof answer === 'boolean' ? (answer ? 'Ja' : 'Nej') : answer || '–',
    }
  })
  await deps.mailer.send({
    to: form.recipient ?? deps.config.customerServiceEmail,
    ...formSubmissionMail({ shop: sender.shop, submissionId: row.id, formTitle: form.title, answers: lines }),
  })
  const buyer =
    sender.userId === undefined
      ? undefined
      : await deps.db
          .selectFrom('users')
          .select(['firstName', 'email'])
          .where('id', '=', sender.userId)
          .executeTakeFirst()
  if (buyer) {
    await deps.mailer.send({
      to: buyer.email,
      ...formCopyMail({
        shop: sender.shop,
        firstName: buyer.firstName,
        submissionId: row.id,
        formTitle: form.title,
        answers: lines,
      }),
    })
    return row.id
  }
  const email = form.inputs.find((input) => input.type === 'email' && kept[input.id])
  const receiptTo = email ? kept[email.id] : undefined
  if (typeof receiptTo === 'string')
    await deps.mailer.send({
      to: receiptTo,
      ...formReceiptMail({ shop: sender.shop, formTitle: form.title }),
    })
  return row.id
}
