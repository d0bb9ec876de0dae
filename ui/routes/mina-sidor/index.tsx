import { createFileRoute, Link } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { pageTitle } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/** My page: who is logged in, whom they act for, and the way to each account page. */
const MyPage = observer(function MyPage() {
  const t = useT()
  const { session } = useStores()
  const user = session.user
  return (
    <main className="page my-pages">
      <h1>{t('my_pages.title')}</h1>
      {user && (
        <section className="my-pages__card" aria-labelledby="my-pages-who">
          <h2 id="my-pages-who">{`${user.firstName} ${user.lastName}`}</h2>
          <dl className="my-pages__facts">
            <dt>{t('profile.email')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('account.acting_for')}</dt>
            <dd>{session.contextName ?? t('account.no_context')}</dd>
          </dl>
        </section>
      )}
      <nav aria-label={t('my_pages.pages')}>
        <ul className="my-pages__links">
          <li>
            <Link to="/mina-sidor/profil">{t('profile.title')}</Link>
            <p>{t('my_pages.profile_hint')}</p>
          </li>
          <li>
            <Link to="/mina-sidor/adresser" search={{ sok: '' }}>
              {t('addresses.title')}
            </Link>
            <p>{t('my_pages.addresses_hint')}</p>
          </li>
          {session.allows('EJ_SE_EKONOMISK_UPPFÖLJNING') && session.allows('EJ_SE_PRISER') && (
            <li>
              <Link to="/mina-sidor/ekonomi">{t('finance.title')}</Link>
              <p>{t('my_pages.finance_hint')}</p>
            </li>
          )}
          {session.visitor.admin && (
            <li>
              <Link to="/mina-sidor/anvandare" search={{ search: '', page: 1, inactive: false }}>
                {t('users.title')}
              </Link>
              <p>{t('my_pages.users_hint')}</p>
            </li>
          )}
        </ul>
      </nav>
    </main>
  )
})

/** /mina-sidor: the overview of the account pages (login required). */
export const Route = createFileRoute('/mina-sidor/')({
  staticData: { requiresAuth: true },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'my_pages.title') }] }),
  component: MyPage,
})
