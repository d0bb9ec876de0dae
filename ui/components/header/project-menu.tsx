import { useRouter } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { ShopApiError } from '../../api-error'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/**
 * The project flyout: whom the buyer acts for, shown as 'customer / project' (shop-core §1), and
 * the switcher to another customer or project of theirs. Only for a logged-in buyer.
 */
export const ProjectMenu = observer(function ProjectMenu() {
  const t = useT()
  const { session, overlays, frame } = useStores()
  const router = useRouter()
  const { api } = router.options.context
  const [problem, setProblem] = useState<string | null>(null)
  const open = overlays.isOpen('projectFlyout')
  if (session.status !== 'authenticated' || !session.user) return null
  const { user, context } = session
  const current = context ? `${context.customerId}${context.projectId ? `/${context.projectId}` : ''}` : ''

  async function switchTo(value: string) {
    const [customerId = '', projectId] = value.split('/')
    setProblem(null)
    try {
      const { assortmentName, ...context } = await api.switchContext({
        customerId,
        ...(projectId ? { projectId } : {}),
      })
      session.actFor(context)
      overlays.close()
      // Prices, stock and campaigns on the page were the old customer's: read the page again, and
      // the menu when the new customer's assortment is another.
      await Promise.all([
        router.invalidate(),
        frame.refreshFor(assortmentName, () => api.siteFrame({})).catch(() => undefined),
      ])
    } catch (error) {
      setProblem(error instanceof ShopApiError ? error.key : 'errors.unknown_error_occurred')
    }
  }

  return (
    <div className="account-menu project-menu">
      <button
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls="project-flyout"
        onClick={() => overlays.toggle('projectFlyout')}
      >
        <span className="account-menu__context-label">{t('account.acting_for')}</span>
        <span className="account-menu__name" data-testid="acting-context">
          {session.contextName ?? t('account.no_context')}
        </span>
      </button>
      <div id="project-flyout" className="account-menu__flyout" hidden={!open}>
        <label className="context-switcher">
          {t('account.acting_for')}
          <select value={current} onChange={(event) => void switchTo(event.target.value)}>
            {user.customers.flatMap((customer) => [
              <option key={customer.customerId} value={customer.customerId}>
                {customer.customerName}
              </option>,
              ...customer.projects.map((project) => (
                <option
                  key={`${customer.customerId}/${project.projectId}`}
                  value={`${customer.customerId}/${project.projectId}`}
                >
                  {`${customer.customerName} / ${project.projectName}`}
                </option>
              )),
            ])}
          </select>
        </label>
        {problem && (
          <p className="form-problem" role="alert">
            {t(problem)}
          </p>
        )}
      </div>
    </div>
  )
})
