import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  QUOTE_LIMITS,
  QUOTE_VALIDITY_DAYS,
  type QuoteFormFields,
  type QuoteProblems,
  readQuoteForm,
} from '@proffsbutik/core/domain'
import { formatDay } from '../../format'
import { useT } from '../../i18n/use-t'
import type { CartView } from '../../stores/cart.store'
import { useStores } from '../../stores/stores-context'
import { FormProblem } from '../account-forms/form-problem'
import type { FieldProblems } from '../account-forms/validation'
import { useFormSubmission } from '../forms/form-submission'
import { fieldProblemsOf } from '../my-pages/field-problems'
import { fieldId, TextField } from '../account-forms/text-field'
import { cartToolsOf } from '../../stores/cart-tools-actions'

type Fields = Omit<QuoteFormFields, 'deliveryIds'>
type FieldName = keyof QuoteFormFields

/** The form's name for the input of each field a problem can be about. */
const inputName = (field: FieldName) => (field === 'deliveryIds' ? 'quote-delivery' : `quote-${field}`)

/** Quote problems by field, as the form's problems by input name. */
const byInput = (found: QuoteProblems | Readonly<Record<string, string>>): FieldProblems =>
  Object.fromEntries(
    Object.entries(found).flatMap(([field, key]) => (key ? [[inputName(field as FieldName), key]] : [])),
  )

const blank: Fields = {
  recipientName: '',
  reference: '',
  markupPercent: '',
  validityDays: String(QUOTE_VALIDITY_DAYS),
  message: '',
}

/** The last quote made, with its PDF. */
interface Made {
  readonly quoteNumber: string
  readonly validUntil: string
  readonly url: string
}

/** Starts the quote's PDF downloading in this page (a new window after a wait would be blocked). */
function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * The form of "Skapa offert" (EJ_SKAPA_OFFERT; its button is quote-button.tsx, which loads this when
 * first pressed): a modal — the end customer's name and reference, the markup, how many days the
 * quote holds, a message and which deliveries go in. It opens each time `openings` grows. Each bad
 * value is named next to its field and what was typed stays; a good quote is made on the server and
 * its PDF downloads, with a link to open it again. The native modal dialog keeps focus inside it and
 * closes on Escape.
 */
export function QuoteDialog({ view, openings }: { readonly view: CartView; readonly openings: number }) {
  const t = useT()
  const cartActions = cartToolsOf(useStores())
  const dialog = useRef<HTMLDialogElement>(null)
  const [fields, setFields] = useState<Fields>(blank)
  const deliveries = view.deliveries.filter((delivery) => delivery.lines.length > 0)
  const [chosen, setChosen] = useState<readonly string[]>(() => deliveries.map((d) => d.deliveryId))
  const { form, problems, failure, busy, submit, setFailure } = useFormSubmission()
  const [made, setMade] = useState<Made | null>(null)
  // Deliveries that came or went since the dialog was last open are taken in, or dropped.
  const deliveryIds = chosen.filter((id) => deliveries.some((d) => d.deliveryId === id))

  const set = (name: keyof Fields) => (value: string) => setFields((now) => ({ ...now, [name]: value }))
  const problem = (name: FieldName) => {
    const key = problems[inputName(name)]
    return key ? t(key, { max: QUOTE_LIMITS[maxOf(name)] }) : undefined
  }

  const make = (event: FormEvent<HTMLFormElement>) => {
    setMade(null)
    const read = readQuoteForm({ ...fields, deliveryIds })
    return submit(event, {
      check: () => (read.ok ? {} : byInput(read.problems)),
      send: async () => {
        if (!read.ok) return
        const quote = await cartActions.createQuote(read.request)
        setMade({ quoteNumber: quote.quoteNumber, validUntil: quote.validUntil, url: quote.documentUrl })
        startDownload(quote.documentUrl, `offert-${quote.quoteNumber}.pdf`)
      },
      fieldsOf: (error) => byInput(fieldProblemsOf(error)),
    })
  }

  useEffect(() => {
    if (openings === 0 || dialog.current?.open) return
    setMade(null)
    setFailure(null)
    dialog.current?.showModal()
    // The modal would focus its close button first; the buyer starts with the customer's name.
    dialog.current?.querySelector<HTMLInputElement>(`#${fieldId('quote-recipientName')}`)?.focus()
  }, [openings])

  return (
    <>
      <dialog
        ref={dialog}
        className="dialog quote-dialog"
        aria-labelledby="quote-title"
        aria-describedby="quote-intro"
      >
        <div className="dialog__head">
          <h2 id="quote-title">{t('quote.title')}</h2>
          <button
            type="button"
            className="dialog__close"
            onClick={() => dialog.current?.close()}
            aria-label={t('dialog.close')}
          >
            ×
          </button>
        </div>
        <p id="quote-intro" className="quote-dialog__intro">
          {t('quote.intro')}
        </p>
        <form ref={form} className="quote-dialog__form" onSubmit={(event) => void make(event)} noValidate>
          <TextField
            name="quote-recipientName"
            label={t('quote.recipient')}
            value={fields.recipientName}
            onChange={(event) => set('recipientName')(event.target.value)}
            problem={problem('recipientName')}
            autoComplete="off"
          />
          <TextField
            name="quote-reference"
            label={t('quote.reference')}
            value={fields.reference}
            onChange={(event) => set('reference')(event.target.value)}
            problem={problem('reference')}
            autoComplete="off"
          />
          <div className="quote-dialog__pair">
            <TextField
              name="quote-markupPercent"
              label={t('quote.markup')}
              hint={t('quote.markup_hint')}
              inputMode="decimal"
              value={fields.markupPercent}
              onChange={(event) => set('markupPercent')(event.target.value)}
              problem={problem('markupPercent')}
            />
            <TextField
              name="quote-validityDays"
              label={t('quote.validity')}
              hint={t('quote.validity_hint')}
              inputMode="numeric"
              value={fields.validityDays}
              onChange={(event) => set('validityDays')(event.target.value)}
              problem={problem('validityDays')}
            />
          </div>
          <div className={`account-field${problem('message') ? ' account-field--invalid' : ''}`}>
            <label htmlFor={fieldId('quote-message')}>{t('quote.message')}</label>
            <p id={`${fieldId('quote-message')}-hint`} className="account-field__hint">
              {t('quote.message_hint', { count: fields.message.trim().length, max: QUOTE_LIMITS.messageMax })}
            </p>
            <textarea
              id={fieldId('quote-message')}
              name="quote-message"
              rows={3}
              value={fields.message}
              aria-invalid={problem('message') ? true : undefined}
              aria-describedby={[
                `${fieldId('quote-message')}-hint`,
                ...(problem('message') ? [`${fieldId('quote-message')}-problem`] : []),
              ].join(' ')}
              onChange={(event) => set('message')(event.target.value)}
            />
            {problem('message') && (
              <p id={`${fieldId('quote-message')}-problem`} className="account-field__problem">
                {problem('message')}
              </p>
            )}
          </div>
          {deliveries.length > 1 && (
            <fieldset
              className={`quote-dialog__deliveries${problem('deliveryIds') ? ' account-field--invalid' : ''}`}
              aria-describedby={problem('deliveryIds') ? 'quote-deliveries-problem' : undefined}
            >
              <legend>{t('quote.deliveries')}</legend>
              {deliveries.map((delivery) => (
                <label key={delivery.deliveryId} className="quote-dialog__delivery">
                  <input
                    type="checkbox"
                    name="quote-delivery"
                    value={delivery.deliveryId}
                    checked={deliveryIds.includes(delivery.deliveryId)}
                    onChange={(event) =>
                      setChosen((now) =>
                        event.target.checked
                          ? [...now, delivery.deliveryId]
                          : now.filter((id) => id !== delivery.deliveryId),
                      )
                    }
                  />
                  {t('quote.delivery_lines', { name: delivery.name, count: delivery.lines.length })}
                </label>
              ))}
              {problem('deliveryIds') && (
                <p id="quote-deliveries-problem" className="account-field__problem">
                  {problem('deliveryIds')}
                </p>
              )}
            </fieldset>
          )}
          {failure && <FormProblem messageKey={failure} />}
          {made && (
            <div role="status" className="quote-dialog__done">
              <p>{t('quote.done', { number: made.quoteNumber, date: formatDay(made.validUntil) })}</p>
              <a href={made.url} target="_blank" rel="noopener" className="quote-dialog__link">
                {t('quote.download', { number: made.quoteNumber })}
              </a>
            </div>
          )}
          <div className="dialog__actions">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {busy ? t('quote.busy') : t('quote.submit')}
            </button>
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              {made ? t('dialog.close') : t('quote.cancel')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}

/** The limit a field's message names. */
function maxOf(name: FieldName): keyof typeof QUOTE_LIMITS {
  switch (name) {
    case 'recipientName':
      return 'recipientMax'
    case 'reference':
      return 'referenceMax'
    case 'message':
      return 'messageMax'
    default:
      return 'markupMax'
  }
}
