import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'

/** One step of the breadcrumbs: its text and, but for the current page, its path. */
export interface Crumb {
  readonly label: string
  readonly href?: string | undefined
}

/** Where the page sits: the start page, the steps above, then the page itself (not a link). */
export function Breadcrumbs({ crumbs }: { readonly crumbs: readonly Crumb[] }) {
  const t = useT()
  return (
    <nav className="breadcrumbs" aria-label={t('content.breadcrumbs')}>
      <ol>
        <li>
          <Link to="/">{t('content.home')}</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
