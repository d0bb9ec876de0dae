import { brandProfiles } from '@proffsbutik/core/domain'
import { Link } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { BrandLogo } from '../brands/brand-logo'
import { useT } from '../i18n/use-t'
import { useStores } from '../stores/stores-context'
import { AccountMenu } from './account-menu'
import { CartButton } from './header/cart-button'
import { FavouritesMenu } from './header/favourites-menu'
import { MainMenus } from './header/main-menus'
import { ProjectMenu } from './header/project-menu'
import { SearchBox } from './header/search-box'
import { SiteBanners } from './header/site-banners'

/**
 * The header of the default layout: the site banners, then the logo, the search box and the
 * account corner, then the main menus — folded into a drawer behind a menu button on phones. On a
 * phone the bar is two rows: the logo and the buttons, then the search box (base.css).
 */
export const SiteHeader = observer(function SiteHeader() {
  const t = useT()
  const stores = useStores()
  const { overlays } = stores
  const drawer = overlays.isOpen('mobileNav')
  // A buyer's phone header has more buttons in its first row: the logo shows its mark only there.
  const buyer = stores.session.status === 'authenticated'
  return (
    <>
      <SiteBanners />
      <header className="site-header" data-buyer={buyer}>
        <div className="site-header__bar">
          <Link
            to="/"
            className="site-header__logo"
            aria-label={t('nav.home_brand', { brand: brandProfiles[stores.brand].name })}
            onClick={() => overlays.close()}
          >
            <BrandLogo brand={stores.brand} picture={stores.frame.frame?.logo?.lightLogo} />
          </Link>
          <SearchBox />
          <ProjectMenu />
          <AccountMenu />
          <FavouritesMenu />
          <CartButton />
          <button
            type="button"
            className="site-header__menu-button"
            aria-expanded={drawer}
            aria-controls="main-nav"
            onClick={() => overlays.toggle('mobileNav')}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d={drawer ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className="site-header__menu-label">{drawer ? t('nav.close_menu') : t('nav.menu')}</span>
          </button>
        </div>
        <div id="main-nav" className="site-header__nav" data-open={drawer}>
          <MainMenus />
        </div>
      </header>
    </>
  )
})
