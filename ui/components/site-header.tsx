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
 * account corner, then the main menus — folded into a drawer behind a menu button on phones.
 */
export const SiteHeader = observer(function SiteHeader() {
  const t = useT()
  const stores = useStores()
  const { overlays } = stores
  const drawer = overlays.isOpen('mobileNav')
  return (
    <>
      <SiteBanners />
      <header className="site-header">
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
            {drawer ? t('nav.close_menu') : t('nav.menu')}
          </button>
        </div>
        <div id="main-nav" className="site-header__nav" data-open={drawer}>
          <MainMenus />
        </div>
      </header>
    </>
  )
})
