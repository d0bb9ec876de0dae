import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { preloadHeaderPanels, useHeaderPanels } from './lazy-panels'
import type { MenuArea } from './menu-panels'

/**
 * A menu button and the panel it opens; opening one menu closes the others (shop-core §4). The
 * panel's contents (menu-panels.tsx) load on first use.
 */
const MenuButton = observer(function MenuButton(props: { area: MenuArea; label: string }) {
  const { overlays } = useStores()
  const open = overlays.isOpen(props.area)
  const panels = useHeaderPanels(open)
  const panel = `menu-${props.area}`
  return (
    <div className="main-menu">
      <button
        type="button"
        className="main-menu__button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => overlays.toggle(props.area)}
        onPointerEnter={preloadHeaderPanels}
        onFocus={preloadHeaderPanels}
      >
        {props.label}
      </button>
      <div id={panel} className="main-menu__panel" hidden={!open || !panels}>
        {panels && <panels.MenuPanel area={props.area} />}
      </div>
    </div>
  )
})

/**
 * The main navigation: the product menu ('Vårt erbjudande', the categories), the services menu
 * (stores, delivery days) and the extra menu (campaigns and assortments).
 */
export function MainMenus() {
  const t = useT()
  return (
    <nav className="main-menus" aria-label={t('menu.main')}>
      <MenuButton area="productMenu" label={t('menu.products')} />
      <MenuButton area="servicesMenu" label={t('menu.services')} />
      <MenuButton area="extraMenu" label={t('menu.more')} />
    </nav>
  )
}
