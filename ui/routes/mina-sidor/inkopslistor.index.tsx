import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useState, type FormEvent } from 'react'
import { useFormSubmission } from '../../components/forms/form-submission'
import { Field, listNameProblems, nameProblemText } from '../../components/shopping-lists/list-fields'
import { formatListDate } from '../../components/shopping-lists/list-date'
import { ListsError } from '../../components/shopping-lists/lists-error'
import { pageTitle } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { listFailureKey } from '../../stores/shopping-list.store'
import { useStores } from '../../stores/stores-context'
import { shoppingListsOf } from '../../stores/shopping-lists-actions'

/** Lists per page of the overview (the use case's page). */
const PER_PAGE = 50

/** A new list: its name and whether it is shared within the customer; refused input stays as typed. */
function CreateListForm() {
  const t = useT()
  const router = useRouter()
  const shoppingLists = shoppingListsOf(useStores())
  const [name, setName] = useState('')
  const [access, setAccess] = useState<'private' | 'customer'>('private')
  const { form, problems, failure, busy, clear, submit } = useFormSubmission()

  const create = (event: FormEvent) =>
    submit(event, {
      check: () => listNameProblems(name),
      send: async () => {
        const listId = await shoppingLists.create({ name, access })
        await router.navigate({ to: '/mina-sidor/inkopslistor/$listId', params: { listId } })
      },
      fieldsOf: () => ({}),
      messageOf: listFailureKey,
    })

  return (
    <form ref={form} className="list-create" onSubmit={(event) => void create(event)} noValidate>
      <h2>{t('lists.create_title')}</h2>
      <Field
        id="list-create-name"
        name="name"
        label={t('lists.name')}
        value={name}
        onChange={(text) => {
          setName(text)
          clear('name')
        }}
        problem={nameProblemText(t, problems['name'])}
      />
      <fieldset className="list-access">
        <legend>{t('lists.access')}</legend>
        <label>
          <input
            type="radio"
            name="access"
            value="private"
            checked={access === 'private'}
            onChange={() => setAccess('private')}
          />{' '}
          {t('lists.access_private')}
        </label>
        <label>
          <input
            type="radio"
            name="access"
            value="customer"
            checked={access === 'customer'}
            onChange={() => setAccess('customer')}
          />{' '}
          {t('lists.access_customer')}
        </label>
      </fieldset>
      {failure && (
        <p className="form-problem" role="alert">
          {t(failure)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('lists.create')}
      </button>
    </form>
  )
}

/**
 * The shopping lists (favourite lists) of the customer the buyer acts for that they see: their own
 * and those shared within the customer, with owner, row count and last change; a new list.
 */
const ListsPage = observer(function ListsPage() {
  const t = useT()
  const { session } = useStores()
  const { offset } = Route.useSearch()
  const page = Route.useLoaderData()
  const customer = session.user?.customers.find((c) => c.customerId === page.customerId)
  return (
    <main className="page lists-page">
      <h1>{t('lists.title')}</h1>
      {customer && <p className="lead">{t('lists.lead', { customer: customer.customerName })}</p>}
      <div className="lists-layout">
        <section aria-labelledby="lists-heading" className="lists-layout__main">
          <h2 id="lists-heading" className="visually-hidden">
            {t('lists.title')}
          </h2>
          {page.lists.length === 0 ? (
            <p>{t('lists.none')}</p>
          ) : (
            <ul className="list-overview">
              {page.lists.map((list) => (
                <li key={list.favoriteId} className="list-overview__item">
                  <Link
                    to="/mina-sidor/inkopslistor/$listId"
                    params={{ listId: list.favoriteId }}
                    className="list-overview__name"
                  >
                    {list.favoriteName}
                  </Link>
                  <span className="list-overview__meta">
                    <span>{t('lists.owner', { name: list.userFullName })}</span>
                    <span className={`list-badge list-badge--${list.access}`}>
                      {list.access === 'customer' ? t('lists.shared') : t('lists.private')}
                    </span>
                    <span>{t('lists.rows', { count: list.totalRows })}</span>
                    <span>{t('lists.updated', { date: formatListDate(list.updatedAt) })}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {(offset > 0 || page.next !== undefined) && (
            <nav className="pager" aria-label={t('lists.pages')}>
              {offset > 0 && (
                <Link
                  to="/mina-sidor/inkopslistor"
                  search={{ offset: Math.max(0, offset - PER_PAGE) }}
                  className="pager__step"
                >
                  {t('pager.previous')}
                </Link>
              )}
              {page.next !== undefined && (
                <Link to="/mina-sidor/inkopslistor" search={{ offset: page.next }} className="pager__step">
                  {t('pager.next')}
                </Link>
              )}
            </nav>
          )}
        </section>
        <CreateListForm />
      </div>
    </main>
  )
})

/** The shopping lists overview: login required; a page of lists per `offset` (the next marker). */
export const Route = createFileRoute('/mina-sidor/inkopslistor/')({
  staticData: { requiresAuth: true },
  validateSearch: (input: Record<string, unknown>): { offset: number } => ({
    offset: Math.max(0, Math.min(100_000, Math.trunc(Number(input['offset'])) || 0)),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.api.shoppingLists({ offset: deps.offset }),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'lists.title') }] }),
  component: ListsPage,
  errorComponent: ListsError,
})
