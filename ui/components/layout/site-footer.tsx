import { Link } from '@tanstack/react-router'
import { brandProfiles } from '@proffsbutik/core/domain'
import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/**
 * The footer: the brand, the content's listing pages with their pages (so every published page is
 * a click away from any page), the shop's service pages and the delivery calendar. Its links are
 * plain anchors: the page frame turns their clicks into in-app navigation.
 */
export const SiteFooter = observer(function SiteFooter() {
  const t = useT()
  const { brand, frame } = useStores()
  const profile = brandProfiles[brand]
  const groups = frame.frame?.links ?? []
  return (
    <footer className="site-footer">
      <div className="site-footer__brand">
        <strong>{profile.name}</strong>
        <span>{profile.tagline}</span>
      </div>
      {groups.length > 0 && (
        <nav className="site-footer__content" aria-label={t('footer.content_links')}>
          {groups.map((group) => (
            <section key={group.link} className="site-footer__group">
              <h2 className="site-footer__heading">
                <a href={group.link}>{group.title}</a>
              </h2>
              <ul>
                {group.pages.map((page) => (
                  <li key={page.link}>
                    <a href={page.link}>{page.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
      <nav className="site-footer__links" aria-label={t('footer.links')}>
        <a href="/hitta-butik">{t('menu.find_store')}</a>
        <Link to="/leveransdagar">{t('nav.delivery_days')}</Link>
      </nav>
      <p className="site-footer__note">{t('footer.prices_excluding_vat')}</p>
    </footer>
  )
})
