import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BackToList } from '../../components/my-pages/back-to-list'
import { UserForm } from '../../components/my-pages/user-form'
import { pageTitle } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { myPagesOf } from '../../stores/my-pages-actions'

/** A new user: their details and rights; the user service mails the invitation with a one-time code. */
function NewUserPage() {
  const t = useT()
  const { stores } = Route.useRouteContext()
  const navigate = useNavigate()
  const setup = Route.useLoaderData()
  return (
    <main className="page my-pages">
      <p className="my-pages__back">
        <BackToList list="/mina-sidor/anvandare">{t('users.title')}</BackToList>
      </p>
      <h1>{t('users.new_title')}</h1>
      <p>{t('users.new_intro')}</p>
      <section className="my-pages__card">
        <UserForm
          customers={setup.customers}
          submitLabel={t('users.invite')}
          onSubmit={async (details, grants) => {
            const userId = await myPagesOf(stores).inviteUser({ ...details, customerPermissions: grants })
            stores.flash.show('users.invited', 'success')
            await navigate({ to: '/mina-sidor/anvandare/$userId', params: { userId } })
          }}
        />
      </section>
    </main>
  )
}

/** /mina-sidor/anvandare/ny: creating and inviting a user (admins only). */
export const Route = createFileRoute('/mina-sidor/anvandare/ny')({
  staticData: { requiresAdmin: true },
  loader: ({ context }) => context.api.userAdminSetup({}),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'users.new_title') }] }),
  component: NewUserPage,
})
