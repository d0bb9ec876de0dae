import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { preloadHeaderPanels, useHeaderPanels } from './lazy-panels'

/**
 * The project menu: whom the buyer acts for, shown as 'customer / project' (shop-core §1), on the
 * button that opens the switcher to another customer or project of theirs (project-flyout.tsx,
 * loaded on first use). Only for a logged-in buyer.
 */
export const ProjectMenu = observer(function ProjectMenu() {
  const t = useT()
  const { session, overlays } = useStores()
  const open = overlays.isOpen('projectFlyout')
  const panels = useHeaderPanels(open)
  if (session.status !== 'authenticated' || !session.user) return null
  return (
    <div className="account-menu project-menu">
      <button
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls="project-flyout"
        onClick={() => overlays.toggle('projectFlyout')}
        onPointerEnter={preloadHeaderPanels}
        onFocus={preloadHeaderPanels}
      >
        <span className="account-menu__context-label">{t('account.acting_for')}</span>
        <span className="account-menu__name" data-testid="acting-context">
          {session.contextName ?? t('account.no_context')}
        </span>
      </button>
      <div id="project-flyout" className="account-menu__flyout" hidden={!open || !panels}>
        {panels && <panels.ProjectFlyout />}
      </div>
    </div>
  )
})
