import { Link } from '@tanstack/react-router'
import { useT } from '../i18n/use-t'

/** The error page: the status, a headline and a reason, and the way back to the start page. */
export function ErrorPage({ status, path }: { status: number; path?: string }) {
  const t = useT()
  const headline =
    status === 404 ? t('errors.page_not_found', { path: path ?? '' }) : t('errors.internal_server_error')
  return (
    <main className="error-page">
      <p className="error-page__status">{status}</p>
      <h1>{headline}</h1>
      <Link to="/">{t('error_page.go_home')}</Link>
    </main>
  )
}
