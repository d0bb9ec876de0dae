import { Link } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import type { MenuEntry } from '../../../core/domain/catalog'
import { useT } from '../../i18n/use-t'
import type { OverlayArea } from '../../stores/overlay.store'
import { useStores } from '../../stores/stores-context'

/** A menu button and the panel it opens; opening one menu closes the others (shop-core §4). */
const MenuButton = observer(function MenuButton(props: {
  area: OverlayArea
  label: string
  children: React.ReactNode
}) {
  const { overlays } = useStores()
  const open = overlays.isOpen(props.area)
  const panel = `menu-${props.area}`
  return (
    <div className="main-menu">
      <button
        type="button"
        className="main-menu__button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => overlays.toggle(props.area)}
      >
        {props.label}
      </button>
      <div id={panel} className="main-menu__panel" hidden={!open}>
        {props.children}
      </div>
    </div>
  )
})

/** The category tree: main categories with their sub-categories. */
function ProductMenuPanel({ menu }: { menu: readonly MenuEntry[] | null }) {
  const t = useT()
  const { overlays } = useStores()
  if (menu === null) return <p className="main-menu__problem">{t('menu.unavailable')}</p>
  return (
    <ul className="product-menu">
      {menu.map((entry) => (
        <li key={entry.slug} className="product-menu__group">
          <Link
            to="/kategorier/$"
            params={{ _splat: entry.slug }}
            className="product-menu__title"
            onClick={() => overlays.close()}
          >
            {entry.icon && (
              <span className={`category-icon category-icon--${entry.icon}`} aria-hidden="true" />
            )}
            {entry.title}
          </Link>
          {entry.children.length > 0 && (
            <ul>
              {entry.children.map((child) => (
                <li key={child.slug}>
                  <Link
                    to="/kategorier/$"
                    params={{ _splat: `${entry.slug}/${child.slug}` }}
                    onClick={() => overlays.close()}
                  >
                    {child.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * The main navigation: the product menu ('Vårt erbjudande', the categories), the services menu
 * (stores, delivery days) and the extra menu (campaigns and assortments).
 */
export const MainMenus = observer(function MainMenus() {
  const t = useT()
  const { frame, overlays } = useStores()
  return (
    <nav className="main-menus" aria-label={t('menu.main')}>
      <MenuButton area="productMenu" label={t('menu.products')}>
        <ProductMenuPanel menu={frame.frame?.menu ?? null} />
      </MenuButton>
      <MenuButton area="servicesMenu" label={t('menu.services')}>
        <ul className="link-menu">
          <li>
            <a href="/hitta-butik" onClick={() => overlays.close()}>
              {t('menu.find_store')}
            </a>
          </li>
          <li>
            <Link to="/leveransdagar" onClick={() => overlays.close()}>
              {t('nav.delivery_days')}
            </Link>
          </li>
        </ul>
      </MenuButton>
      <MenuButton area="extraMenu" label={t('menu.more')}>
        <ul className="link-menu">
          <li>
            <Link to="/kampanjer" onClick={() => overlays.close()}>
              {t('menu.campaigns')}
            </Link>
          </li>
          <li>
            <Link to="/sortiment" onClick={() => overlays.close()}>
              {t('menu.assortments')}
            </Link>
          </li>
        </ul>
      </MenuButton>
    </nav>
  )
})
