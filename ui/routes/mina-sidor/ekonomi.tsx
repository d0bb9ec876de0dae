import { createFileRoute, Link, useNavigate, type SearchSchemaInput } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { CreditSummary } from '../../components/finance/credit-summary'
import { InvoiceRangeForm } from '../../components/finance/invoice-range-form'
import { InvoicesTable } from '../../components/finance/invoices-table'
import { PurchasesTable } from '../../components/finance/purchases-table'
import { pageTitle } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { financeInput, financeSearchProblems } from '../../routing/finance-query'
import {
  financeSearchParams,
  INVOICE_PAGE_SIZE,
  readFinanceSearch,
  type FinanceSearch,
} from '../../routing/finance-search'
import { useStores } from '../../stores/stores-context'

/**
 * Financial follow-up: the acting customer's credit (limit, used, available), purchases per month
 * over the last twelve, and its invoices in a date range, paged, each opening as a PDF.
 */
const FinancePage = observer(function FinancePage() {
  const t = useT()
  const { session } = useStores()
  const search = Route.useSearch()
  const data = Route.useLoaderData()
  const navigate = useNavigate()
  const go = (next: FinanceSearch) =>
    void navigate({ to: '/mina-sidor/ekonomi', search: financeSearchParams(next) })
  const invoices = data?.invoices
  const pages = invoices ? Math.max(1, Math.ceil(invoices.total / INVOICE_PAGE_SIZE)) : 1
  return (
    <main className="page orders-page finance-page">
      <h1>{t('finance.title')}</h1>
      {session.contextName && <p className="lead">{t('finance.for', { context: session.contextName })}</p>}
      {data && (
        <div className="finance-overview">
          <CreditSummary credit={data.credit} />
          <PurchasesTable purchases={data.purchases} />
        </div>
      )}
      <section className="finance-invoices-section" aria-labelledby="finance-invoices-title">
        <h2 id="finance-invoices-title">{t('finance.invoices.title')}</h2>
        <InvoiceRangeForm search={search} onSearch={go} />
        {invoices && (
          <>
            <p role="status" className="orders-page__count">
              {t('finance.invoices.count', { total: invoices.total })}
            </p>
            {invoices.data.length > 0 && (
              <InvoicesTable invoices={invoices.data} orderLinks={session.allows('EJ_ORDERHISTORIK')} />
            )}
            {pages > 1 && (
              <nav className="pager orders-pager" aria-label={t('finance.invoices.pages')}>
                {search.page > 1 && (
                  <Link
                    to="/mina-sidor/ekonomi"
                    search={financeSearchParams({ ...search, page: search.page - 1 })}
                  >
                    {t('pager.previous')}
                  </Link>
                )}
                <span>{t('pager.position', { page: search.page, pages })}</span>
                {search.page < pages && (
                  <Link
                    to="/mina-sidor/ekonomi"
                    search={financeSearchParams({ ...search, page: search.page + 1 })}
                  >
                    {t('pager.next')}
                  </Link>
                )}
              </nav>
            )}
          </>
        )}
        <p className="finance-note">{t('finance.invoices.note')}</p>
      </section>
    </main>
  )
})

/** Financial follow-up (shop-core §6): login required; switched off by EJ_SE_EKONOMISK_UPPFÖLJNING (and by EJ_SE_PRISER: it is all amounts). */
export const Route = createFileRoute('/mina-sidor/ekonomi')({
  staticData: { requiresAuth: true, deniedBy: ['EJ_SE_EKONOMISK_UPPFÖLJNING', 'EJ_SE_PRISER'] },
  validateSearch: (input: Record<string, unknown> & SearchSchemaInput): FinanceSearch =>
    readFinanceSearch(input),
  loaderDeps: ({ search }) => search,
  // A bad range is not sent: the form shows why, with what was typed.
  loader: ({ context, deps }) =>
    Object.keys(financeSearchProblems(deps)).length > 0
      ? null
      : context.api.financialFollowUp(financeInput(deps)),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'finance.title') }] }),
  component: FinancePage,
})
