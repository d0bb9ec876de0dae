import { createFileRoute, Link, useNavigate, type SearchSchemaInput } from '@tanstack/react-router'
import { formatSek, fromMinorUnits } from '@proffsbutik/core/domain'
import { observer } from 'mobx-react-lite'
import { useStores } from '../../stores/stores-context'
import { OrderSearchForm } from '../../components/orders/order-search-form'
import { statusName } from '../../components/orders/order-texts'
import { pageTitle } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { orderHistoryInput, orderSearchProblems } from '../../routing/order-query'
import {
  ORDER_PAGE_SIZE,
  orderSearchParams,
  readOrderSearch,
  type OrderSearch,
} from '../../routing/order-search'

/** Order history: the acting customer's orders, searched by text, status and days, sorted and paged. */
const OrderHistoryPage = observer(function OrderHistoryPage() {
  const t = useT()
  const { session } = useStores()
  const pricesShown = session.allows('EJ_SE_PRISER')
  const search = Route.useSearch()
  const page = Route.useLoaderData()
  const navigate = useNavigate()
  const go = (next: OrderSearch) =>
    void navigate({ to: '/mina-sidor/ordrar', search: orderSearchParams(next) })
  const pages = page ? Math.max(1, Math.ceil(page.total / ORDER_PAGE_SIZE)) : 1
  return (
    <main className="page orders-page">
      <h1>{t('orders.title')}</h1>
      <OrderSearchForm search={search} onSearch={go} pricesShown={pricesShown} />
      {page && (
        <>
          <p role="status" className="orders-page__count">
            {t('orders.count', { total: page.total })}
          </p>
          {page.orders.length > 0 && (
            <table className="orders-table">
              <caption className="visually-hidden">{t('orders.table_caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.number')}</th>
                  <th scope="col">{t('orders.date')}</th>
                  <th scope="col">{t('orders.reference')}</th>
                  <th scope="col">{t('orders.delivery')}</th>
                  <th scope="col">{t('orders.status_heading')}</th>
                  <th scope="col">{t('orders.placed_by')}</th>
                  {pricesShown && (
                    <th scope="col" className="orders-table__amount">
                      {t('orders.total_net')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {page.orders.map((order) => (
                  <tr key={order.orderId}>
                    <th scope="row" data-label={t('orders.number')}>
                      <Link to="/mina-sidor/ordrar/$orderId" params={{ orderId: order.orderId }}>
                        {order.orderNumber}
                      </Link>
                    </th>
                    <td data-label={t('orders.date')}>{order.orderDate}</td>
                    <td data-label={t('orders.reference')}>{order.reference ?? '–'}</td>
                    <td data-label={t('orders.delivery')}>{order.deliveryName}</td>
                    <td data-label={t('orders.status_heading')}>
                      <span className={`order-status order-status--${order.orderStatus}`}>
                        {statusName(t, order.orderStatus)}
                      </span>
                    </td>
                    <td data-label={t('orders.placed_by')}>{order.placedBy.name}</td>
                    {pricesShown && (
                      <td data-label={t('orders.total_net')} className="orders-table__amount">
                        {order.totalNet === undefined ? '–' : formatSek(fromMinorUnits(order.totalNet))}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 && (
            <nav className="pager orders-pager" aria-label={t('orders.pages')}>
              {search.page > 1 && (
                <Link
                  to="/mina-sidor/ordrar"
                  search={orderSearchParams({ ...search, page: search.page - 1 })}
                >
                  {t('pager.previous')}
                </Link>
              )}
              <span>{t('pager.position', { page: search.page, pages })}</span>
              {search.page < pages && (
                <Link
                  to="/mina-sidor/ordrar"
                  search={orderSearchParams({ ...search, page: search.page + 1 })}
                >
                  {t('pager.next')}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </main>
  )
})

/** Order history (content-and-surroundings §1): login required; switched off by EJ_ORDERHISTORIK. */
export const Route = createFileRoute('/mina-sidor/ordrar/')({
  staticData: { requiresAuth: true, deniedBy: 'EJ_ORDERHISTORIK' },
  validateSearch: (input: Record<string, unknown> & SearchSchemaInput): OrderSearch => readOrderSearch(input),
  loaderDeps: ({ search }) => search,
  // A search with a bad range is not sent: the form shows why, with what was typed.
  loader: ({ context, deps }) =>
    Object.keys(orderSearchProblems(deps)).length > 0
      ? null
      : context.api.orderHistory(orderHistoryInput(deps)),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'orders.title') }] }),
  component: OrderHistoryPage,
})
