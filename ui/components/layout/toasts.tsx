import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/** The toasts of the page, each for 3 seconds, read out politely by screen readers. */
export const Toasts = observer(function Toasts() {
  const t = useT()
  const { toasts } = useStores()
  return (
    <div className="toasts" aria-live="polite">
      {toasts.toasts.map((toast) => (
        <p key={toast.id} className={`toast toast--${toast.severity}`}>
          {t(toast.key, toast.values)}
          <button
            type="button"
            className="toast__close"
            aria-label={t('flash.close')}
            onClick={() => toasts.dismiss(toast.id)}
          >
            ×
          </button>
        </p>
      ))}
    </div>
  )
})
