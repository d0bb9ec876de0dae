import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { FormProblem } from '../../components/account-forms/form-problem'
import { BackToList } from '../../components/my-pages/back-to-list'
import { useFormSubmission } from '../../components/forms/form-submission'
import { denyMeaning, roleName } from '../../components/my-pages/permission-texts'
import { UserForm } from '../../components/my-pages/user-form'
import { pageTitle } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { myPagesOf } from '../../stores/my-pages-actions'

/** What the page says after an action: a catalog id and its values. */
interface Said {
  readonly key: string
  readonly values?: Record<string, string>
}

/**
 * One user as the admin sees them: their details and rights to change, (de)activation, and for an
 * invited user who has not chosen a password yet, the invitation sent again. After each action the
 * page says what happened in a status the keyboard's focus moves to.
 */
function UserPage() {
  const t = useT()
  const { stores } = Route.useRouteContext()
  const router = useRouter()
  const navigate = useNavigate()
  const { user, editable, identityEditable, customers } = Route.useLoaderData()
  const [saved, setSaved] = useState<Said | null>(null)
  const { failure, busy, submit, setFailure } = useFormSubmission()
  const status = useRef<HTMLDivElement>(null)
  const name = `${user.firstName} ${user.lastName}`

  // The focus follows the news: a button that vanished or was pressed leaves the user on the status.
  useEffect(() => {
    if (saved || failure) status.current?.focus()
  }, [saved, failure])

  /** One of the page's actions; a second press while one is out is ignored. */
  const act = (action: () => Promise<Said>) =>
    submit(undefined, {
      send: async () => {
        setSaved(null)
        const said = await action()
        await router.invalidate()
        setSaved(said)
      },
      fieldsOf: () => ({}),
    })

  const resend = () =>
    act(async () => {
      await myPagesOf(stores).reinviteUser(user.userId)
      return { key: 'users.invitation_resent', values: { email: user.email } }
    })

  return (
    <main className="page my-pages">
      <p className="my-pages__back">
        <BackToList list="/mina-sidor/anvandare">{t('users.title')}</BackToList>
      </p>
      <h1>{name}</h1>
      <p>
        {t('account.username')}: {user.username}
        {!user.active && <strong className="address-card__badge">{t('users.inactive')}</strong>}
        {user.active && !user.activated && (
          <strong className="address-card__badge user-invited">{t('users.not_activated')}</strong>
        )}
      </p>
      {user.active && !user.activated && editable && (
        <section className="my-pages__card user-invitation" aria-labelledby="user-invitation-title">
          <h2 id="user-invitation-title">{t('users.not_activated')}</h2>
          <p>{t('users.not_activated_help', { name })}</p>
          <button type="button" className="button" aria-disabled={busy} onClick={() => void resend()}>
            {t('users.resend_invitation')}
          </button>
        </section>
      )}
      {/* What happened, said or refused: the focus lands here, on the message it can see. */}
      <div ref={status} className="my-pages__news" tabIndex={-1}>
        <div role="status" className="my-pages__saved">
          {saved && t(saved.key, saved.values)}
        </div>
        {failure && <FormProblem messageKey={failure} />}
      </div>
      {editable ? (
        <section className="my-pages__card">
          <UserForm
            key={user.userId}
            customers={customers}
            user={user}
            identityLocked={!identityEditable}
            submitLabel={t('users.save')}
            onSubmit={async (details, grants) => {
              setSaved(null)
              setFailure(null)
              await myPagesOf(stores).changeUser({
                userId: user.userId,
                ...details,
                customerPermissions: grants,
              })
              if (grants.length === 0) {
                // No customer of this admin is left: the user is no longer theirs to see.
                stores.flash.show('users.left_your_customers', 'success')
                await navigate({ href: stores.navigation.listHref('/mina-sidor/anvandare') })
                return
              }
              await router.invalidate()
              setSaved({ key: 'users.saved' })
            }}
          >
            {identityEditable && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  void act(async () => {
                    await myPagesOf(stores).setUserActive(user.userId, !user.active)
                    return { key: user.active ? 'users.deactivated' : 'users.activated' }
                  })
                }
              >
                {user.active ? t('users.deactivate') : t('users.activate')}
              </button>
            )}
          </UserForm>
        </section>
      ) : (
        <section className="my-pages__card">
          <p>{t('users.read_only')}</p>
          <dl className="my-pages__facts">
            <dt>{t('profile.email')}</dt>
            <dd>{user.email}</dd>
            {user.customerPermissions.map((p) => (
              <div key={`${p.customerId}-${p.projectId ?? ''}`}>
                <dt>
                  {user.customers.find((c) => c.customerId === p.customerId)?.customerName ?? p.customerId}
                </dt>
                <dd>
                  {roleName(t, p.role)}
                  {p.permissionDenies.length > 0 &&
                    `: ${p.permissionDenies.map((code) => denyMeaning(t, code)).join(', ')}`}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </main>
  )
}

/** /mina-sidor/anvandare/$userId: one user of the admin's customers (admins only; others' users are refused). */
export const Route = createFileRoute('/mina-sidor/anvandare/$userId')({
  staticData: { requiresAdmin: true },
  loader: async ({ context, params }) => {
    const [found, setup] = await Promise.all([
      context.api.adminUser({ userId: params.userId }),
      context.api.userAdminSetup({}),
    ])
    return { ...found, customers: setup.customers }
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'users.title') }] }),
  component: UserPage,
})
