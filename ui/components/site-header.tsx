import { Link } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/use-t'
import { BrandLogo } from '../brands/brand-logo'
import { AccountMenu } from './account-menu'
import { useStores } from '../stores/stores-context'

/** The top bar: the shop's name and the main navigation, folded behind a menu button on phones. */
export const SiteHeader = observer(function SiteHeader() {
  const t = useT()
  const stores = useStores()
  const { overlays } = stores
  const open = overlays.isOpen('mobileNav')
  return (
    <header className="site-header">
      <Link to="/" className="site-header__logo" aria-label={t('nav.home')}>
        <BrandLogo brand={stores.brand} />
      </Link>
      <button
        type="button"
        className="site-header__menu-button"
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => overlays.toggle('mobileNav')}
      >
        {open ? t('nav.close_menu') : t('nav.menu')}
      </button>
      <nav id="main-nav" className="site-header__nav" data-open={open}>
        <Link to="/" activeOptions={{ exact: true }} onClick={() => overlays.close()}>
          {t('nav.home')}
        </Link>
        <Link to="/leveransdagar" onClick={() => overlays.close()}>
          {t('nav.delivery_days')}
        </Link>
      </nav>
      <AccountMenu />
    </header>
  )
})
