import { Link, useCanGoBack, useLocation, useRouter } from '@tanstack/react-router'
import { useT } from '../i18n/use-t'
import { useStores } from '../stores/stores-context'

/** The headline and reason for a status (content §2 Error page). */
function wording(status: number): { headline: string; reason: string } {
  if (status === 404) return { headline: 'error_page.not_found_title', reason: 'error_page.not_found_reason' }
  if (status === 500)
    return { headline: 'error_page.server_error_title', reason: 'error_page.try_again_later' }
  return { headline: 'error_page.sorry_title', reason: 'error_page.try_again_later' }
}

/**
 * The error page: the status code, a headline and a reason ('Page Not Found: {path}' for a 404),
 * and a go-back button when the page was reached by navigating inside the shop, or a link to the
 * start page when it was not (opened directly, from a bookmark or another site).
 */
export function ErrorPage({ status, path }: { status: number; path?: string }) {
  const t = useT()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const { headline, reason } = wording(status)
  return (
    <main className="error-page" data-status={status}>
      <p className="error-page__status">{status}</p>
      <h1>{status === 404 && path !== undefined ? t('errors.page_not_found', { path }) : t(headline)}</h1>
      <p>{t(reason)}</p>
      {canGoBack ? (
        <button type="button" className="button" onClick={() => router.history.back()}>
          {t('error_page.go_back')}
        </button>
      ) : (
        <Link to="/" className="button">
          {t('error_page.go_home')}
        </Link>
      )}
    </main>
  )
}

/**
 * No page at this path: the not-found page naming it, or, for a document link the server could not
 * give (an order's PDF that is not the buyer's), that refusal's status (ShellSettings.documentStatus).
 * Every route's notFoundComponent: the router shows the deepest route that matched part of the path.
 */
export function NotFound() {
  const { pathname } = useLocation()
  const { settings } = useStores()
  return <ErrorPage status={settings.documentStatus ?? 404} path={pathname} />
}
