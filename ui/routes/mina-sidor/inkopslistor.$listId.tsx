import { createFileRoute, Link, notFound, useRouter } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import {
  listNames,
  methodForNewLines,
  type QuantityProblem,
  readQuantity,
  unitLabel,
} from '@proffsbutik/core/domain'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { isNotFoundFailure } from '../../api-error'
import { useFormSubmission } from '../../components/forms/form-submission'
import {
  Field,
  listNameProblems,
  listQuantityProblemText,
  nameProblemText,
} from '../../components/shopping-lists/list-fields'
import { formatListDate } from '../../components/shopping-lists/list-date'
import { ListsError } from '../../components/shopping-lists/lists-error'
import { pageTitle, titled } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { type ListLine, ShoppingListStore, type ShoppingListApi } from '../../stores/shopping-list.store'
import { useStores } from '../../stores/stores-context'
import { cartToolsOf } from '../../stores/cart-tools-actions'

/** What the loader reads for the page. */
type PageData = RpcOutput<'shoppingList'>

/** The last store of each list shown in this tab (none on the server, where requests must not share). */
const shownLists = new Map<string, ShoppingListStore>()

/**
 * The store for a page as read: coming back to a list (from a product, say) keeps the lines read
 * with "Visa fler" while the list is unchanged, so the buyer and the restored scroll find them.
 */
function storeFor(page: PageData, api: ShoppingListApi): ShoppingListStore {
  if (typeof window === 'undefined') return new ShoppingListStore(page, api)
  const store = shownLists.get(page.list.favoriteId)?.continuedBy(page) ?? new ShoppingListStore(page, api)
  shownLists.set(page.list.favoriteId, store)
  return store
}

/**
 * Renames the list; a refused name stays as typed with its reason next to it. A failed call is the
 * store's, said above the lines with the list's other failures.
 */
const RenameForm = observer(function RenameForm({ store }: { store: ShoppingListStore }) {
  const t = useT()
  const [name, setName] = useState(store.list.favoriteName)
  const { problems, submit } = useFormSubmission()
  const [saved, setSaved] = useState(false)
  const rename = (event: FormEvent) => {
    setSaved(false)
    return submit(event, {
      check: () => listNameProblems(name),
      send: async () => setSaved(await store.rename(name)),
    })
  }
  return (
    <form className="list-rename" onSubmit={(event) => void rename(event)} noValidate>
      <Field
        id="list-name"
        label={t('lists.name')}
        value={name}
        onChange={setName}
        problem={nameProblemText(t, problems['name'])}
      />
      <button type="submit" className="button" disabled={store.busy}>
        {t('lists.rename')}
      </button>
      {saved && <p role="status">{t('lists.renamed')}</p>}
    </form>
  )
})

/** Shares the list within the customer or keeps it private, and deletes it (after a confirm). */
const ManageList = observer(function ManageList({ store }: { store: ShoppingListStore }) {
  const t = useT()
  const router = useRouter()
  const { toasts } = useStores()
  const dialog = useRef<HTMLDialogElement>(null)
  const { list } = store
  if (!list.mayManage) return null
  const share = () => void store.toggleAccess()
  const remove = async () => {
    dialog.current?.close()
    if (!(await store.delete())) return
    toasts.show('lists.deleted', { values: { list: list.favoriteName }, severity: 'success' })
    await router.navigate({ to: '/mina-sidor/inkopslistor', search: { offset: 0 } })
  }
  return (
    <div className="list-manage">
      <button type="button" className="button" disabled={store.busy} onClick={share}>
        {list.access === 'private' ? t('lists.share') : t('lists.make_private')}
      </button>
      <button
        type="button"
        className="button button--danger"
        disabled={store.busy}
        onClick={() => dialog.current?.showModal()}
      >
        {t('lists.delete')}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby="list-delete-title">
        <h2 id="list-delete-title">{t('lists.delete_title', { list: list.favoriteName })}</h2>
        <p>{t('lists.delete_body')}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={() => void remove()}>
            {t('lists.delete_confirm')}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('cart_tools.cancel')}
          </button>
        </div>
      </dialog>
    </div>
  )
})

/** Puts the whole list, or its ticked lines, into the cart with the chosen delivery method. */
const OrderFromList = observer(function OrderFromList({
  store,
  page,
}: {
  store: ShoppingListStore
  page: PageData
}) {
  const t = useT()
  const stores = useStores()
  const cartActions = cartToolsOf(stores)
  const [method, setMethod] = useState(
    () => methodForNewLines(page.methods, page.preferredMethod, stores.delivery.method) ?? '',
  )
  const [problem, setProblem] = useState<string | null>(null)
  const [result, setResult] = useState<{
    count: number
    message?: { key: string; values?: Record<string, string | number> } | undefined
  } | null>(null)
  const add = async (itemIds?: readonly string[]) => {
    if (!method) {
      setProblem('cart.choose_delivery_method')
      return
    }
    setProblem(null)
    setResult(null)
    await store.run(async () => {
      const answer = await cartActions.addShoppingList(
        { listId: store.list.favoriteId, deliveryId: method, ...(itemIds ? { itemIds } : {}) },
        listNames.shopping,
      )
      setResult({ count: answer.addedCount, message: answer.message })
    })
  }
  if (store.list.totalRows === 0 && store.lines.length === 0) return null
  return (
    <section className="list-order" aria-labelledby="list-order-title">
      <h2 id="list-order-title">{t('lists.order_title')}</h2>
      <div className="list-field">
        <label htmlFor="list-method">{t('quick_add.method')}</label>
        <select id="list-method" value={method} onChange={(event) => setMethod(event.target.value)}>
          {page.methods.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        {problem && <p className="list-field__problem">{t(problem)}</p>}
      </div>
      {result && (
        <div className="list-order__result">
          <p role="status">{t('lists.added_to_cart', { count: result.count })}</p>
          {result.message && (
            <p className="form-problem" role="alert">
              {t(result.message.key, result.message.values)}
            </p>
          )}
          {result.count > 0 && <Link to="/cart">{t('lists.go_to_cart')}</Link>}
        </div>
      )}
      <div className="list-order__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={store.busy}
          onClick={() => void add()}
        >
          {t('lists.add_all_to_cart')}
        </button>
        <button
          type="button"
          className="button"
          disabled={store.busy || store.selected.length === 0}
          onClick={() => void add(store.selected)}
        >
          {t('lists.add_selected_to_cart', { count: store.selected.length })}
        </button>
      </div>
    </section>
  )
})

/**
 * A line's quantity: one that is no quantity the list takes is refused next to the field before any
 * call, and what was typed stays (the store keeps it) until it is saved.
 */
const LineQuantity = observer(function LineQuantity({
  store,
  line,
}: {
  store: ShoppingListStore
  line: ListLine
}) {
  const t = useT()
  const { problems, submit } = useFormSubmission<QuantityProblem>()
  const id = `line-${line.favoriteItemId}`
  const problem = problems['quantity']
  const save = (event: FormEvent) => {
    const read = readQuantity(store.quantityText(line))
    return submit(event, {
      check: (): Record<string, QuantityProblem> => (read.ok ? {} : { quantity: read.problem }),
      send: async () => {
        if (read.ok) await store.saveQuantity(line.favoriteItemId, read.quantity)
      },
    })
  }
  return (
    <form className="list-line__quantity" noValidate onSubmit={(event) => void save(event)}>
      <label htmlFor={id}>
        {t('lists.quantity')}
        <span className="visually-hidden"> – {line.name}</span>
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={store.quantityText(line)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => store.type(line.favoriteItemId, event.target.value)}
      />
      <span className="list-line__unit">{unitLabel(line.unit)}</span>
      <button type="submit" className="button" disabled={store.busy}>
        {t('lists.save_quantity')}
      </button>
      {problem && (
        <p id={`${id}-problem`} className="list-field__problem">
          {listQuantityProblemText(t, problem)}
        </p>
      )}
    </form>
  )
})

/** The lines: ticked for removal or ordering, each quantity editable, further pages on demand. */
const ListLines = observer(function ListLines({ store }: { store: ShoppingListStore }) {
  const t = useT()
  if (store.lines.length === 0) return <p>{t('lists.empty')}</p>
  return (
    <section className="list-lines-section" aria-labelledby="list-lines-title">
      <h2 id="list-lines-title">{t('lists.lines_title', { count: store.list.totalRows })}</h2>
      <div className="cart-bulk" role="group" aria-label={t('lists.bulk')}>
        <label className="cart-bulk__all">
          <input
            type="checkbox"
            checked={store.allSelected}
            onChange={(event) => store.selectAll(event.target.checked)}
          />{' '}
          {t('cart.select_all')}
        </label>
        {store.selected.length > 0 && (
          <>
            <span className="cart-bulk__count" role="status">
              {t('cart.selected_count', { count: store.selected.length })}
            </span>
            <button
              type="button"
              className="button"
              disabled={store.busy}
              onClick={() => void store.removeSelected()}
            >
              {t('cart.remove_selected')}
            </button>
          </>
        )}
      </div>
      <ul className="list-lines">
        {store.lines.map((line) => (
          <li key={line.favoriteItemId} className="list-line">
            <input
              type="checkbox"
              className="list-line__tick"
              aria-label={t('lists.tick_line', { name: line.name })}
              checked={store.selected.includes(line.favoriteItemId)}
              onChange={(event) => store.toggle(line.favoriteItemId, event.target.checked)}
            />
            <span className="list-line__article">
              {line.variantSlug ? (
                <Link to="/produkt/$slug" params={{ slug: line.variantSlug }} className="cart-lines__name">
                  {line.name}
                </Link>
              ) : (
                <span className="cart-lines__name">{line.name}</span>
              )}
              <span className="cart-lines__meta">
                {t('product.article_number', { articleNumber: line.articleNumber })}
              </span>
            </span>
            <LineQuantity store={store} line={line} />
          </li>
        ))}
      </ul>
      {store.next !== undefined && (
        <button
          type="button"
          className="button list-lines__more"
          disabled={store.busy}
          onClick={() => void store.loadMore()}
        >
          {t('lists.show_more')}
        </button>
      )}
    </section>
  )
})

/** One shopping list: its name, who sees it, its lines, and ordering from it. */
const ListPage = observer(function ListPage() {
  const t = useT()
  const page = Route.useLoaderData()
  const { api } = useStores()
  // A store for each load (another list, the context switched, the page read again).
  const store = useMemo(() => storeFor(page, api), [page, api])
  const { list } = store
  return (
    <main className="page lists-page list-page">
      <p className="list-page__back">
        <Link to="/mina-sidor/inkopslistor" search={{ offset: 0 }}>
          {t('lists.all_lists')}
        </Link>
      </p>
      <h1>{list.favoriteName}</h1>
      <p className="list-overview__meta">
        <span>{t('lists.owner', { name: list.userFullName })}</span>
        <span className={`list-badge list-badge--${list.access}`}>
          {list.access === 'customer' ? t('lists.shared') : t('lists.private')}
        </span>
        <span>{t('lists.rows', { count: list.totalRows })}</span>
        <span>{t('lists.updated', { date: formatListDate(list.updatedAt) })}</span>
      </p>
      {store.failure && (
        <p className="form-problem" role="alert">
          {t(store.failure)}
        </p>
      )}
      <div className="lists-layout">
        <div className="lists-layout__main">
          <ListLines store={store} />
        </div>
        <aside className="list-page__aside">
          <OrderFromList key={list.favoriteId} store={store} page={page} />
          <section className="list-settings" aria-labelledby="list-settings-title">
            <h2 id="list-settings-title">{t('lists.settings_title')}</h2>
            <RenameForm key={list.favoriteId} store={store} />
            <ManageList store={store} />
          </section>
        </aside>
      </div>
    </main>
  )
})

/** One shopping list (/mina-sidor/inkopslistor/:listId): login required; a list not seen is a 404. */
export const Route = createFileRoute('/mina-sidor/inkopslistor/$listId')({
  staticData: { requiresAuth: true },
  loader: ({ context, params }) =>
    context.api.shoppingList({ listId: params.listId }).catch((error: unknown) => {
      if (isNotFoundFailure(error)) throw notFound()
      throw error
    }),
  head: ({ match, loaderData }) => ({
    meta: [
      {
        title: loaderData
          ? titled(match, loaderData.list.favoriteName)
          : pageTitle(match, 'lists.list_title'),
      },
    ],
  }),
  component: ListPage,
  errorComponent: ListsError,
})
