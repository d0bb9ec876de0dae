import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useT } from '../i18n/use-t'
import { START_MESSAGE_KEY } from '../stores/flash.store'
import { useStores } from '../stores/stores-context'

/**
 * The flash message under the header. On the first page after a reload it shows the start message
 * kept in sessionStorage (after the session ended: 'Vänligen logga in') once, then forgets it. An
 * error is announced at once (role alert), anything else politely (role status).
 */
export const FlashMessage = observer(function FlashMessage() {
  const t = useT()
  const { flash } = useStores()
  useEffect(() => {
    const start = window.sessionStorage.getItem(START_MESSAGE_KEY)
    if (!start) return
    window.sessionStorage.removeItem(START_MESSAGE_KEY)
    flash.show(start, 'warning')
  }, [flash])
  if (!flash.current) return null
  return (
    <div
      className={`flash flash--${flash.current.severity}`}
      // An error interrupts (an order that could not be placed); anything else waits its turn.
      role={flash.current.severity === 'error' ? 'alert' : 'status'}
    >
      <p>{t(flash.current.key)}</p>
      <button
        type="button"
        className="flash__close"
        aria-label={t('flash.close')}
        onClick={() => flash.close()}
      >
        ×
      </button>
    </div>
  )
})
