import { useState, type FormEvent } from 'react'
import { ShopApiError } from '../../api-error'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { FormProblem } from '../account-forms/form-problem'
import { useFormSubmission } from '../forms/form-submission'
import { TextField } from '../account-forms/text-field'
import { myPagesOf } from '../../stores/my-pages-actions'

/** The longest message mailed with the documents, the longest inquiry and its subject (the services' limits). */
const DOCUMENT_MESSAGE_MAX = 2000
const INQUIRY_MAX = 4000
const INQUIRY_SUBJECT_MAX = 200

const failureKey = (error: unknown) =>
  error instanceof ShopApiError ? error.key : 'errors.unknown_error_occurred'

/** A labelled text area with its problem tied to it, like the account forms' inputs. */
function TextArea({
  name,
  label,
  value,
  problem,
  onChange,
}: {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly problem?: string | undefined
  readonly onChange: (value: string) => void
}) {
  const id = `order-${name}`
  return (
    <div className={`account-field${problem ? ' account-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={4}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="account-field__problem">
          {problem}
        </p>
      )}
    </div>
  )
}

/** Mails the order's documents to the buyer's own address with a message. */
export function OrderMailForm({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const myPages = myPagesOf(useStores())
  const { form, problems, failure, busy, submit } = useFormSubmission()
  const [message, setMessage] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)

  const send = (event: FormEvent<HTMLFormElement>) => {
    setSentTo(null)
    return submit(event, {
      check: (): Record<string, string> =>
        message.trim().length > DOCUMENT_MESSAGE_MAX
          ? { 'mail-message': 'orders.mail.message_too_long' }
          : {},
      send: async () => {
        const answer = await myPages.emailOrderDocuments({ orderId, message: message.trim() })
        setSentTo(answer.to)
        setMessage('')
      },
      fieldsOf: () => ({}),
      messageOf: failureKey,
    })
  }

  return (
    <form ref={form} className="order-form" onSubmit={(event) => void send(event)} noValidate>
      <h2>{t('orders.mail.title')}</h2>
      <p className="order-form__intro">{t('orders.mail.intro')}</p>
      <TextArea
        name="mail-message"
        label={t('orders.mail.message')}
        value={message}
        problem={
          problems['mail-message'] ? t(problems['mail-message'], { max: DOCUMENT_MESSAGE_MAX }) : undefined
        }
        onChange={setMessage}
      />
      {failure && <FormProblem messageKey={failure} />}
      {sentTo && (
        <p role="status" className="order-form__done">
          {t('orders.mail.sent', { to: sentTo })}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t('orders.mail.submit')}
      </button>
    </form>
  )
}

/** Sends customer service a question about the order. */
export function OrderInquiryForm({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const myPages = myPagesOf(useStores())
  const { form, problems, failure, busy, submit } = useFormSubmission()
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [sent, setSent] = useState(false)

  const send = (event: FormEvent<HTMLFormElement>) => {
    setSent(false)
    const text = message.trim()
    return submit(event, {
      check: () => ({
        ...(subject.trim().length > INQUIRY_SUBJECT_MAX
          ? { 'inquiry-subject': 'orders.inquiry.subject_too_long' }
          : {}),
        ...(text === ''
          ? { 'inquiry-message': 'orders.inquiry.message_required' }
          : text.length > INQUIRY_MAX
            ? { 'inquiry-message': 'orders.inquiry.message_too_long' }
            : {}),
      }),
      send: async () => {
        await myPages.sendOrderInquiry({
          orderId,
          message: text,
          ...(subject.trim() ? { subject: subject.trim() } : {}),
        })
        setSent(true)
        setSubject('')
        setMessage('')
      },
      fieldsOf: () => ({}),
      messageOf: failureKey,
    })
  }
  const subjectProblem = problems['inquiry-subject']
  const messageProblem = problems['inquiry-message']

  return (
    <form ref={form} className="order-form" onSubmit={(event) => void send(event)} noValidate>
      <h2>{t('orders.inquiry.title')}</h2>
      <TextField
        name="inquiry-subject"
        label={t('orders.inquiry.subject')}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        problem={subjectProblem ? t(subjectProblem, { max: INQUIRY_SUBJECT_MAX }) : undefined}
      />
      <TextArea
        name="inquiry-message"
        label={t('orders.inquiry.message')}
        value={message}
        problem={messageProblem ? t(messageProblem, { max: INQUIRY_MAX }) : undefined}
        onChange={setMessage}
      />
      {failure && <FormProblem messageKey={failure} />}
      {sent && (
        <p role="status" className="order-form__done">
          {t('orders.inquiry.sent')}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t('orders.inquiry.submit')}
      </button>
    </form>
  )
}
