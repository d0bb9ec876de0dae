import { Link } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { listNames } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { trackItems } from '../../tracking/track'
import { trackedVariant } from '../../tracking/tracked'

/**
 * The favourites flyout's contents: the buyer's favourite articles (at most 50), each removable.
 * Loaded on first use (see lazy-panels.ts); the button, which also reads the list, is the
 * favourites menu's. Each name leads to its product page, and the buyer's shopping lists are a link
 * away. In analytics each opening that shows favourites is a view of the favourites flyout's list
 * (the flyout stays mounted, hidden, once loaded), and a name followed is an item chosen from it.
 */
export const FavouritesFlyout = observer(function FavouritesFlyout() {
  const t = useT()
  const { favourites, overlays } = useStores()
  const open = overlays.isOpen('favoritesFlyout')
  const items = favourites.items
  const tracked = useRef(false)
  useEffect(() => {
    if (!open) tracked.current = false
    if (!open || tracked.current || !items || items.length === 0) return
    tracked.current = true
    trackItems(
      'view_item_list',
      items.map((item, index) => trackedVariant({ ...item, listPosition: index + 1 })),
      listNames.favoritesFlyout,
    )
  }, [open, items])
  return (
    <>
      <h2 className="cart-flyout__title">{t('favourites.title')}</h2>
      {favourites.failed && (
        <p className="form-problem" role="alert">
          {t('errors.try_again_later_or_contact')}
        </p>
      )}
      {favourites.loading && favourites.items === null && <p>{t('favourites.loading')}</p>}
      {favourites.items?.length === 0 && <p>{t('favourites.empty')}</p>}
      {favourites.items && favourites.items.length > 0 && (
        <ul className="cart-flyout__lines">
          {favourites.items.map((item, index) => (
            <li key={item.favouriteId} className="favourites-menu__item">
              <span>
                {item.variantSlug ? (
                  <Link
                    to="/produkt/$slug"
                    params={{ slug: item.variantSlug }}
                    className="cart-lines__name"
                    onClick={() => {
                      trackItems(
                        'select_item',
                        [trackedVariant({ ...item, listPosition: index + 1 })],
                        listNames.favoritesFlyout,
                      )
                      overlays.close()
                    }}
                  >
                    {item.name}
                  </Link>
                ) : (
                  <span className="cart-lines__name">{item.name}</span>
                )}
                <span className="cart-lines__meta">
                  {t('product.article_number', { articleNumber: item.articleNumber })}
                </span>
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={t('favourites.remove', { name: item.name })}
                onClick={() => void favourites.remove(item.favouriteId).catch(() => undefined)}
              >
                {t('favourites.remove_short')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/mina-sidor/inkopslistor"
        search={{ offset: 0 }}
        className="account-menu__link"
        onClick={() => overlays.close()}
      >
        {t('lists.title')}
      </Link>
    </>
  )
})
