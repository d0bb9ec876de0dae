import { Link } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { ContentIcon } from '../content/icons'
import { useStores } from '../../stores/stores-context'

/** The menus whose panels are here. */
export type MenuArea = 'productMenu' | 'servicesMenu' | 'extraMenu'

/** The category tree: main categories with their sub-categories. */
const ProductMenuPanel = observer(function ProductMenuPanel() {
  const t = useT()
  const { frame, overlays } = useStores()
  const menu = frame.frame?.menu
  if (menu === undefined) return <p className="main-menu__problem">{t('menu.unavailable')}</p>
  const assortment = frame.frame?.assortmentName
  return (
    <>
      {assortment && (
        <p className="product-menu__assortment" data-testid="menu-assortment">
          {t('assortment.showing', { name: assortment })}
        </p>
      )}
      <ul className="product-menu">
        {menu.map((entry) => (
          <li key={entry.slug} className="product-menu__group">
            <Link
              to="/kategorier/$"
              params={{ _splat: entry.slug }}
              className="product-menu__title"
              onClick={() => overlays.close()}
            >
              <ContentIcon name={entry.icon ?? undefined} size={20} />
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
    </>
  )
})

/** Campaigns, assortments and the content's listing pages (guides, help and terms). */
const ExtraMenuPanel = observer(function ExtraMenuPanel() {
  const t = useT()
  const { frame, overlays } = useStores()
  return (
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
      {(frame.frame?.links ?? []).map((group) => (
        <li key={group.link}>
          <a href={group.link} onClick={() => overlays.close()}>
            {group.title}
          </a>
        </li>
      ))}
    </ul>
  )
})

/**
 * A main menu's panel: the product menu ('Vårt erbjudande', the categories), the services menu
 * (stores, delivery days) or the extra menu (campaigns, assortments and the content's listing pages). Loaded on first use (see
 * lazy-panels.ts); the buttons are main-menus.tsx.
 */
export function MenuPanel({ area }: { area: MenuArea }) {
  const t = useT()
  const { overlays } = useStores()
  switch (area) {
    case 'productMenu':
      return <ProductMenuPanel />
    case 'servicesMenu':
      return (
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
      )
    case 'extraMenu':
      return <ExtraMenuPanel />
  }
}
