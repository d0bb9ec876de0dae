import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { RouteError } from '../route-error'

/**
 * A lists screen whose lists could not be read (shop-core §8: errors.try_again_later_or_contact),
 * with a way to try again; a list that is not there is the 404 page, anything else the route error.
 */
export function ListsError(props: ErrorComponentProps) {
  const t = useT()
  const router = useRouter()
  const status = (props.error as { status?: unknown } | null)?.status
  if (status !== 422 && status !== 502 && status !== 503) return <RouteError {...props} />
  return (
    <main className="page lists-page">
      <h1>{t('lists.title')}</h1>
      <div className="form-problem" role="alert">
        <p>{t('errors.try_again_later_or_contact')}</p>
        <button type="button" className="button" onClick={() => void router.invalidate()}>
          {t('cart.retry')}
        </button>
      </div>
    </main>
  )
}
