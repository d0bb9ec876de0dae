import { createFileRoute, redirect } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { searchQuery, searchText } from '@proffsbutik/core/domain'
import { ListingView } from '../components/catalogue/listing-view'
import { pageTitle } from '../i18n/i18n'
import { useT } from '../i18n/use-t'
import { useStores } from '../stores/stores-context'
import { listingChoice, validateListingSearch, type ListingSearch } from '../routing/listing-search'
import { useSearchEvent } from '../tracking/use-tracking'

const SearchPage = observer(function SearchPage() {
  const t = useT()
  // The whole search goes to the listing, so that its facets, sort and pages keep the query.
  const search = Route.useSearch()
  const { q } = search
  const listing = Route.useLoaderData()
  // A buyer browsing their customer's assortment searches within it: say so (the switch is in the project menu).
  const assortment = useStores().frame.frame?.assortmentName
  useSearchEvent(q, listing.total)
  return (
    <main className="page listing-page search-page">
      <h1>{t('search.results_for', { query: q })}</h1>
      {listing.correctedQuery && (
        <p className="lead">{t('search.corrected', { query: q, corrected: listing.correctedQuery })}</p>
      )}
      {assortment && (
        <p className="lead" data-testid="search-assortment">
          {t('assortment.showing', { name: assortment })}
        </p>
      )}
      {listing.broader.length > 0 && (
        <nav className="search-page__broader" aria-label={t('search.broader')}>
          <p>{t('search.broader')}</p>
          <ul>
            {listing.broader.map((category) => (
              <li key={category.slug}>
                <a className="chip" href={`/kategorier/${encodeURIComponent(category.slug)}`}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingView listing={listing} search={search} withRelevance />
    </main>
  )
})

/** The search results page (/search?q=…); without a query the buyer is sent home (shop-core §2). */
export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): ListingSearch & { q: string } => ({
    q: searchText(search['q']),
    ...validateListingSearch(search),
  }),
  beforeLoad: ({ search }) => {
    if (searchQuery(search.q) === undefined) throw redirect({ to: '/' })
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { q, ...search } }) =>
    context.api.searchPage({ q, ...listingChoice(search, context.stores.session.user?.preferredStore) }),
  head: ({ match }) => ({
    meta: [
      { title: pageTitle(match, 'search.page_title', { query: match.search.q }) },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: SearchPage,
})
