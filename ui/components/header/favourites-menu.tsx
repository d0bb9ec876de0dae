import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { preloadHeaderPanels, useHeaderPanels } from './lazy-panels'

/**
 * The favourites menu: the button that opens the favourites flyout (favourites-flyout.tsx, loaded
 * on first use) and reads the buyer's favourites when it first opens. Only for a logged-in buyer.
 */
export const FavouritesMenu = observer(function FavouritesMenu() {
  const t = useT()
  const { session, overlays, favourites } = useStores()
  const open = overlays.isOpen('favoritesFlyout')
  const panels = useHeaderPanels(open)
  const loggedIn = session.status === 'authenticated'
  useEffect(() => {
    if (!loggedIn) favourites.clear()
    else if (open && favourites.items === null && !favourites.loading) void favourites.refresh()
  }, [loggedIn, open, favourites])
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
        onPointerEnter={preloadHeaderPanels}
        onFocus={preloadHeaderPanels}
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
      <div id="favourites-flyout" className="account-menu__flyout cart-flyout" hidden={!open || !panels}>
        {panels && <panels.FavouritesFlyout />}
      </div>
    </div>
  )
})
