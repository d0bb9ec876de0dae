import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { ShopApiError } from '../../api-error'
import { useT } from '../../i18n/use-t'
import { FormProblem } from '../account-forms/form-problem'
import { TextField } from '../account-forms/text-field'

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
  const { api } = useRouter().options.context
  const [message, setMessage] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSentTo(null)
    setFailure(null)
    if (message.trim().length > DOCUMENT_MESSAGE_MAX) {
      setProblem(t('orders.mail.message_too_long', { max: DOCUMENT_MESSAGE_MAX }))
      return
    }
    setProblem(null)
    setBusy(true)
    try {
      const answer = await api.emailOrderDocuments({ orderId, message: message.trim() })
      setSentTo(answer.to)
      setMessage('')
    } catch (error) {
      setFailure(failureKey(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="order-form" onSubmit={(event) => void send(event)} noValidate>
      <h2>{t('orders.mail.title')}</h2>
      <p className="order-form__intro">{t('orders.mail.intro')}</p>
      <TextArea
        name="mail-message"
        label={t('orders.mail.message')}
        value={message}
        problem={problem ?? undefined}
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
  const { api } = useRouter().options.context
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [problems, setProblems] = useState<{ subject?: string; message?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSent(false)
    setFailure(null)
    const text = message.trim()
    const found = {
      ...(subject.trim().length > INQUIRY_SUBJECT_MAX
        ? { subject: t('orders.inquiry.subject_too_long', { max: INQUIRY_SUBJECT_MAX }) }
        : {}),
      ...(text === ''
        ? { message: t('orders.inquiry.message_required') }
        : text.length > INQUIRY_MAX
          ? { message: t('orders.inquiry.message_too_long', { max: INQUIRY_MAX }) }
          : {}),
    }
    setProblems(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await api.sendOrderInquiry({
        orderId,
        message: text,
        ...(subject.trim() ? { subject: subject.trim() } : {}),
      })
      setSent(true)
      setSubject('')
      setMessage('')
    } catch (error) {
      setFailure(failureKey(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="order-form" onSubmit={(event) => void send(event)} noValidate>
      <h2>{t('orders.inquiry.title')}</h2>
      <TextField
        name="inquiry-subject"
        label={t('orders.inquiry.subject')}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        problem={problems.subject}
      />
      <TextArea
        name="inquiry-message"
        label={t('orders.inquiry.message')}
        value={message}
        problem={problems.message}
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
