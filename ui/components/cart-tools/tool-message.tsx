import { useT } from '../../i18n/use-t'
import type { ToolMessage } from './cart-tools-setup'

/**
 * What a tool has to say after a call: an error is announced at once (alert), the rest politely
 * (status). The region is always there, so a screen reader hears the text that arrives in it.
 */
export function ToolMessages({ messages }: { messages: readonly ToolMessage[] }) {
  const t = useT()
  const errors = messages.filter((message) => message.severity === 'error')
  const notes = messages.filter((message) => message.severity !== 'error')
  return (
    <>
      <div role="alert" className="cart-tool__alerts">
        {errors.map((message) => (
          <p key={message.key} className="cart-tool__message cart-tool__message--error">
            {t(message.key, message.values)}
          </p>
        ))}
      </div>
      <div role="status" className="cart-tool__notes">
        {notes.map((message) => (
          <p key={message.key} className={`cart-tool__message cart-tool__message--${message.severity}`}>
            {t(message.key, message.values)}
          </p>
        ))}
      </div>
    </>
  )
}
