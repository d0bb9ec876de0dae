import { createFileRoute, redirect } from '@tanstack/react-router'
import { searchQuery } from '../../core/domain/assortment'
import { useT } from '../i18n/use-t'

/** The search results page (/search?q=…); without a query the buyer is sent home (shop-core §2). */
export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): { q: string } => ({
    q: typeof search['q'] === 'string' ? search['q'] : '',
  }),
  beforeLoad: ({ search }) => {
    if (searchQuery(search.q) === undefined) throw redirect({ to: '/' })
  },
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) => context.api.search({ q: deps.q }),
  head: ({ match }) => ({ meta: [{ title: `${match.search.q} – Sök` }] }),
  component: SearchPage,
})

function SearchPage() {
  const t = useT()
  const { q } = Route.useSearch()
  const result = Route.useLoaderData()
  return (
    <main className="page search-page">
      <h1>{t('search.results_for', { query: q })}</h1>
      {result.correctedQuery && (
        <p className="lead">{t('search.corrected', { query: q, corrected: result.correctedQuery })}</p>
      )}
      <p className="search-page__count">{t('search.hit_count', { total: result.total })}</p>
      {result.total === 0 ? (
        <p>{t('search.no_hits')}</p>
      ) : (
        <ol className="hit-list">
          {result.hits.map((hit) => (
            <li key={hit.articleNumber} className="hit-list__item">
              <img src={hit.image} alt="" width={64} height={64} loading="lazy" />
              <div>
                <a className="hit-list__name" href={`/produkt/${hit.variantSlug}`}>
                  {hit.name}
                </a>
                <p className="hit-list__meta">
                  {hit.brand} · {t('product.article_number', { articleNumber: hit.articleNumber })}
                  {hit.discontinued && <> · {t('product.discontinued')}</>}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </main>
  )
}
