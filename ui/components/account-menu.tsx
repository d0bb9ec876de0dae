import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/use-t'
import { useStores } from '../stores/stores-context'
import { preloadHeaderPanels, useHeaderPanels } from './header/lazy-panels'

/**
 * The account corner of the header: the button that opens the account flyout — a login form for a
 * visitor; for a buyer, under their name, their admin pages and logout (whom they act for is the
 * project flyout's). The flyout's contents load on first use (header/account-flyout.tsx).
 */
export const AccountMenu = observer(function AccountMenu() {
  const t = useT()
  const { session, overlays } = useStores()
  const open = overlays.isOpen('accountFlyout')
  const panels = useHeaderPanels(open)
  const user = session.status === 'authenticated' ? session.user : null
  return (
    <div className="account-menu">
      <button
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls="account-flyout"
        onClick={() => overlays.toggle('accountFlyout')}
        onPointerEnter={preloadHeaderPanels}
        onFocus={preloadHeaderPanels}
      >
        {user ? (
          <>
            {/* On a phone the buyer's name gives way to an icon; it stays the button's name. */}
            <svg className="account-menu__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className="account-menu__name account-menu__user">{`${user.firstName} ${user.lastName}`}</span>
          </>
        ) : (
          t('account.log_in')
        )}
      </button>
      <div id="account-flyout" className="account-menu__flyout" hidden={!open || !panels}>
        {panels && <panels.AccountFlyout />}
      </div>
    </div>
  )
})
