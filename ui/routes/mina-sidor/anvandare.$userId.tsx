import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { FormProblem } from '../../components/account-forms/form-problem'
import { formProblemOf } from '../../components/my-pages/field-problems'
import { denyMeaning, roleName } from '../../components/my-pages/permission-texts'
import { UserForm } from '../../components/my-pages/user-form'
import { useT } from '../../i18n/use-t'

/** One user as the admin sees them: their details and rights to change, and (de)activation. */
function UserPage() {
  const t = useT()
  const { api } = Route.useRouteContext()
  const router = useRouter()
  const { user, editable, customers } = Route.useLoaderData()
  const [saved, setSaved] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const name = `${user.firstName} ${user.lastName}`

  async function setActive(active: boolean) {
    setFailure(null)
    setSaved(null)
    try {
      await api.setUserActive({ userId: user.userId, active })
      setSaved(active ? 'users.activated' : 'users.deactivated')
      await router.invalidate()
    } catch (error) {
      setFailure(formProblemOf(error))
    }
  }

  return (
    <main className="page my-pages">
      <p className="my-pages__back">
        <Link to="/mina-sidor/anvandare" search={{ search: '', page: 1, inactive: false }}>
          {t('users.title')}
        </Link>
      </p>
      <h1>{name}</h1>
      <p>
        {t('account.username')}: {user.username}
        {!user.active && <strong className="address-card__badge">{t('users.inactive')}</strong>}
      </p>
      <div role="status" className="my-pages__saved">
        {saved && t(saved)}
      </div>
      {failure && <FormProblem messageKey={failure} />}
      {editable ? (
        <section className="my-pages__card">
          <UserForm
            key={user.userId}
            customers={customers}
            user={user}
            submitLabel={t('users.save')}
            onSubmit={async (details, grants) => {
              setSaved(null)
              await api.changeUser({ userId: user.userId, ...details, customerPermissions: grants })
              setSaved('users.saved')
              await router.invalidate()
            }}
          >
            <button type="button" className="button" onClick={() => void setActive(!user.active)}>
              {user.active ? t('users.deactivate') : t('users.activate')}
            </button>
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
  head: () => ({ meta: [{ title: 'Användare' }] }),
  component: UserPage,
})
