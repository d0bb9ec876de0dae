import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { useFormSubmission } from '../forms/form-submission'
import { failureKey, formMessages, type CartToolsSetup, type ToolMessage } from './cart-tools-setup'
import { ToolMessages } from './tool-message'
import { cartToolsOf } from '../../stores/cart-tools-actions'

type Source = CartToolsSetup['sources'][number]

const sourceKey = (source: Source) => `${source.customerId}/${source.projectId ?? ''}`

/**
 * Moves the lines of the buyer's cart in another customer or project into this one: choose where
 * from, see how many lines would come, confirm.
 */
export const TransferPanel = observer(function TransferPanel({
  setup,
}: {
  setup: CartToolsSetup | undefined
}) {
  const t = useT()
  const stores = useStores()
  const { session } = stores
  const cartActions = cartToolsOf(stores)
  const id = useId()
  const sources = setup?.sources ?? []
  const [chosenKey, setChosenKey] = useState('')
  const [confirm, setConfirm] = useState<{ source: Source; name: string; lineCount: number } | null>(null)
  const { problems, failure, busy, submit } = useFormSubmission()
  const [messages, setMessages] = useState<ToolMessage[]>([])
  const confirmRef = useRef<HTMLParagraphElement>(null)
  // The question takes focus when it appears, so the buyer hears how many lines would come.
  useEffect(() => {
    if (confirm) confirmRef.current?.focus()
  }, [confirm])
  const source = sources.find((candidate) => sourceKey(candidate) === chosenKey) ?? sources[0]
  const target = session.contextName ?? ''

  // What the other context's cart holds: none (said so), or lines the buyer confirms moving.
  const ask = (event: FormEvent) => {
    setMessages([])
    return submit(event, {
      send: async () => {
        if (!source) return
        const answer = await cartActions.transferSource(source)
        if (answer.lineCount === 0) {
          setConfirm(null)
          setMessages([
            { key: 'cart_tools.transfer_empty', values: { source: answer.name }, severity: 'info' },
          ])
        } else {
          setConfirm({ source, name: answer.name, lineCount: answer.lineCount })
        }
      },
      fieldsOf: () => ({}),
      messageOf: failureKey,
    })
  }

  // The confirmed move, sent by its own button through the same submission.
  const transfer = () => {
    setMessages([])
    return submit(undefined, {
      send: async () => {
        if (!confirm) return
        const answer = await cartActions.transferFrom(confirm.source)
        setMessages([
          { key: 'cart_tools.transferred', values: { count: answer.movedCount }, severity: 'info' },
          ...(answer.leftCount > 0
            ? [
                {
                  key: 'cart_tools.transfer_left',
                  values: { count: answer.leftCount, source: confirm.name },
                  severity: 'warning' as const,
                },
              ]
            : []),
        ])
        setConfirm(null)
      },
      fieldsOf: () => ({}),
      messageOf: failureKey,
    })
  }

  if (setup && sources.length === 0) return <p className="cart-tool__hint">{t('cart_tools.no_sources')}</p>
  return (
    <div className="cart-tool cart-transfer">
      <p className="cart-tool__hint">{t('cart_tools.transfer_hint')}</p>
      <form onSubmit={(event) => void ask(event)} noValidate>
        <label htmlFor={`${id}-source`} className="cart-tool__label">
          {t('cart_tools.transfer_from')}
        </label>
        <div className="cart-tool__inline">
          <select
            id={`${id}-source`}
            value={source ? sourceKey(source) : ''}
            onChange={(event) => {
              setChosenKey(event.target.value)
              setConfirm(null)
            }}
          >
            {sources.map((candidate) => (
              <option key={sourceKey(candidate)} value={sourceKey(candidate)}>
                {candidate.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={busy || !source}>
            {t('cart_tools.transfer_next')}
          </button>
        </div>
      </form>
      {confirm && (
        <div className="cart-transfer__confirm">
          <p ref={confirmRef} tabIndex={-1}>
            {t('cart_tools.transfer_confirm', { count: confirm.lineCount, source: confirm.name, target })}
          </p>
          <div className="cart-tool__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void transfer()}
            >
              {t('cart_tools.transfer_do', { count: confirm.lineCount })}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirm(null)}>
              {t('cart_tools.cancel')}
            </button>
          </div>
        </div>
      )}
      <ToolMessages messages={formMessages(problems, failure, messages)} />
    </div>
  )
})
