import { useRouter } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { useFormSubmission } from '../forms/form-submission'
import { useStores } from '../../stores/stores-context'
import { sessionActionsOf } from '../../stores/session-actions'

/**
 * The project flyout's contents: the switcher to another customer or project of the buyer's, and
 * between the customer's assortment and the whole range where the buyer may change assortment.
 * Loaded on first use (see lazy-panels.ts); the button is the project menu's.
 */
export const ProjectFlyout = observer(function ProjectFlyout() {
  const t = useT()
  const stores = useStores()
  const { session, frame } = stores
  const sessionActions = sessionActionsOf(stores)
  const router = useRouter()
  const { failure, submit } = useFormSubmission()
  if (session.status !== 'authenticated' || !session.user) return null
  const { user, context } = session
  const current = context ? `${context.customerId}${context.projectId ? `/${context.projectId}` : ''}` : ''

  const switchTo = (value: string) =>
    submit(undefined, {
      send: async () => {
        const [customerId = '', projectId] = value.split('/')
        const { menu } = await sessionActions.switchContext({
          customerId,
          ...(projectId ? { projectId } : {}),
        })
        // Prices, stock and campaigns on the page were the old customer's: read the page again.
        await Promise.all([router.invalidate(), menu])
      },
      fieldsOf: () => ({}),
    })

  const browse = (assortmentId: string) =>
    submit(undefined, {
      send: async () => {
        await sessionActions.chooseAssortment(assortmentId)
        // The listing on the page was of the other assortment.
        await router.invalidate()
      },
      fieldsOf: () => ({}),
    })

  const assortments = frame.assortments

  return (
    <>
      <label className="context-switcher">
        {t('account.acting_for')}
        <select value={current} onChange={(event) => void switchTo(event.target.value)}>
          {user.customers.flatMap((customer) => [
            // A user whose rights in the customer all name projects acts only inside those projects.
            ...(customer.wholeCustomer
              ? [
                  <option key={customer.customerId} value={customer.customerId}>
                    {customer.customerName}
                  </option>,
                ]
              : []),
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
      {assortments && (
        // The customer's own assortment or the whole range; not offered under EJ_ANDRA_SORTIMENT.
        <label className="context-switcher">
          {t('assortment.label')}
          <select
            value={assortments.chosenId}
            data-testid="assortment-switch"
            onChange={(event) => void browse(event.target.value)}
          >
            {assortments.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {failure && (
        <p className="form-problem" role="alert">
          {t(failure)}
        </p>
      )}
    </>
  )
})
