import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { listNames } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { trackLines } from '../../tracking/track'
import { useStores } from '../../stores/stores-context'
import { preloadHeaderPanels, useHeaderPanels } from './lazy-panels'

/**
 * The cart in the header: a button with the line count that opens the cart flyout — the first
 * lines, the total and the way to the cart (cart-flyout.tsx, loaded on first use). A logged-in buyer's cart is read once the page is
 * interactive (the server render does not wait for it, unless the page itself needs the cart), and
 * again for a new context.
 */
export const CartButton = observer(function CartButton() {
  const t = useT()
  const stores = useStores()
  const { session, cart, overlays } = stores
  const contextKey = session.contextKey
  const loggedIn = session.status === 'authenticated'
  useEffect(() => {
    if (!loggedIn) {
      cart.dispatch('LOGOUT')
      return
    }
    // Read already (by the cart page's loader, handed over with the page)? Then nothing to do.
    if (cart.loadedFor === contextKey) return
    // A failed read leaves the cart in the error status; the flyout and the cart page say so.
    stores.reloadCart().catch(() => undefined)
  }, [loggedIn, contextKey, stores, cart])
  const open = overlays.isOpen('cartFlyout')
  const panels = useHeaderPanels(open)
  useEffect(() => {
    if (open && cart.loaded) trackLines('view_cart', cart.lines, listNames.cartFlyout)
  }, [open, cart])
  if (!loggedIn) return null
  // The lines just added, named for RECENTLY_ADDED_MS (shop-core §4).
  const added = cart.lines
    .filter((line) => cart.recentlyAdded.includes(line.cartItemId))
    .map((line) => line.name)
  return (
    <div className="cart-menu">
      <button
        type="button"
        className="cart-button"
        aria-expanded={open}
        aria-controls="cart-flyout"
        aria-label={t('cart.link', { count: cart.lineCount })}
        onClick={() => overlays.toggle('cartFlyout')}
        onPointerEnter={preloadHeaderPanels}
        onFocus={preloadHeaderPanels}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="10" cy="20" r="1.5" fill="currentColor" />
          <circle cx="17" cy="20" r="1.5" fill="currentColor" />
        </svg>
        <span className="cart-button__count" data-testid="cart-count">
          {cart.lineCount}
        </span>
      </button>
      <p className="cart-added" role="status">
        {!open && added.length > 0 && t('cart.added_notice', { names: added.join(', ') })}
      </p>
      <div id="cart-flyout" className="account-menu__flyout cart-flyout" hidden={!open || !panels}>
        {panels && <panels.CartFlyout />}
      </div>
    </div>
  )
})
