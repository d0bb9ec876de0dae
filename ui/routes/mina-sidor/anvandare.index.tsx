import { createFileRoute, Link } from '@tanstack/react-router'
import { pageTitle } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'

/** How many users a page lists (shop-core §9: user list page size 15). */
const PAGE_SIZE = 15

/**
 * User administration: the users the admin administers by first name, searchable, filtered by
 * activity and paged; an invited user who has not chosen a password yet is marked so.
 */
function UsersPage() {
  const t = useT()
  const { search, page, inactive } = Route.useSearch()
  const list = Route.useLoaderData()
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE))
  return (
    <main className="page users-page my-pages">
      <p className="my-pages__back">
        <Link to="/mina-sidor">{t('my_pages.title')}</Link>
      </p>
      <h1>{t('users.title')}</h1>
      <div className="my-pages__toolbar">
        {/* Keyed by the search shown: its fields start from the address whenever it changes. */}
        <form
          key={`${search}\n${inactive}`}
          method="get"
          className="users-page__search"
          role="search"
          aria-label={t('users.search')}
        >
          <label htmlFor="users-search">{t('users.search')}</label>
          <input id="users-search" name="search" type="search" defaultValue={search} maxLength={100} />
          <label htmlFor="users-active">{t('users.show')}</label>
          <select id="users-active" name="inactive" defaultValue={inactive ? '1' : ''}>
            <option value="">{t('users.active_users')}</option>
            <option value="1">{t('users.inactive_users')}</option>
          </select>
          <button type="submit" className="button">
            {t('search.submit')}
          </button>
        </form>
        <Link to="/mina-sidor/anvandare/ny" className="button button--primary">
          {t('users.new')}
        </Link>
      </div>
      <p role="status">
        {inactive
          ? t('users.count_inactive', { total: list.total })
          : t('users.count', { total: list.total })}
      </p>
      <table className="cart-lines users-table">
        <thead>
          <tr>
            <th scope="col">{t('users.name')}</th>
            <th scope="col">{t('account.username')}</th>
            <th scope="col">{t('users.email')}</th>
          </tr>
        </thead>
        <tbody>
          {list.users.map((user) => (
            <tr key={user.userId}>
              <td>
                <Link to="/mina-sidor/anvandare/$userId" params={{ userId: user.userId }}>
                  {`${user.firstName} ${user.lastName}`}
                </Link>
                {user.active && !user.activated && (
                  <span className="address-card__badge user-invited">{t('users.not_activated')}</span>
                )}
              </td>
              <td>{user.username}</td>
              <td>{user.email}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="pager" aria-label={t('users.pages')}>
          {page > 1 && (
            <Link to="/mina-sidor/anvandare" search={{ search, page: page - 1, inactive }}>
              {t('pager.previous')}
            </Link>
          )}
          <span>{t('pager.position', { page, pages })}</span>
          {page < pages && (
            <Link to="/mina-sidor/anvandare" search={{ search, page: page + 1, inactive }}>
              {t('pager.next')}
            </Link>
          )}
        </nav>
      )}
    </main>
  )
}

export const Route = createFileRoute('/mina-sidor/anvandare/')({
  staticData: { requiresAdmin: true },
  validateSearch: (input: Record<string, unknown>): { search: string; page: number; inactive: boolean } => ({
    search: typeof input['search'] === 'string' ? input['search'].slice(0, 100) : '',
    page: Math.max(1, Math.min(10_000, Math.trunc(Number(input['page'])) || 1)),
    // '1' from the filter form, 'true' once the router has written the search back.
    inactive: [true, 1, '1', 'true'].includes(input['inactive'] as string),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.api.users({
      ...(deps.search ? { search: deps.search } : {}),
      offset: (deps.page - 1) * PAGE_SIZE,
      active: !deps.inactive,
    }),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'users.title') }] }),
  component: UsersPage,
})
