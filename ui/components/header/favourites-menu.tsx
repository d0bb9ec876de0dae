import { useRouter } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/**
 * The favourites flyout: the buyer's favourite articles (at most 50), read when it first opens,
 * each removable. Only for a logged-in buyer.
 */
export const FavouritesMenu = observer(function FavouritesMenu() {
  const t = useT()
  const { session, overlays, favourites } = useStores()
  const { api } = useRouter().options.context
  const open = overlays.isOpen('favoritesFlyout')
  const loggedIn = session.status === 'authenticated'
  useEffect(() => {
    if (!loggedIn) favourites.clear()
    else if (open && favourites.items === null && !favourites.loading)
      void favourites.refresh(() => api.favourites({}))
  }, [loggedIn, open, favourites, api])
  if (!loggedIn) return null
  return (
    <div className="cart-menu favourites-menu">
      <button
        type="button"
        className="cart-button"
        aria-expanded={open}
        aria-controls="favourites-flyout"
        aria-label={t('favourites.title')}
        onClick={() => overlays.toggle('favoritesFlyout')}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <div id="favourites-flyout" className="account-menu__flyout cart-flyout" hidden={!open}>
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
            {favourites.items.map((item) => (
              <li key={item.favouriteId} className="favourites-menu__item">
                <span>
                  <span className="cart-lines__name">{item.name}</span>
                  <span className="cart-lines__meta">
                    {t('product.article_number', { articleNumber: item.articleNumber })}
                  </span>
                </span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('favourites.remove', { name: item.name })}
                  onClick={() =>
                    void favourites.refresh(() => api.removeFavourites({ favouriteIds: [item.favouriteId] }))
                  }
                >
                  {t('favourites.remove_short')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
})
