import { Link } from '@tanstack/react-router'
import { brandProfiles } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/** The footer: the brand, the shop's service pages and the delivery calendar. */
export function SiteFooter() {
  const t = useT()
  const { brand } = useStores()
  const profile = brandProfiles[brand]
  return (
    <footer className="site-footer">
      <div className="site-footer__brand">
        <strong>{profile.name}</strong>
        <span>{profile.tagline}</span>
      </div>
      <nav className="site-footer__links" aria-label={t('footer.links')}>
        <Link to="/leveransdagar">{t('nav.delivery_days')}</Link>
      </nav>
      <p className="site-footer__note">{t('footer.prices_excluding_vat')}</p>
    </footer>
  )
}
