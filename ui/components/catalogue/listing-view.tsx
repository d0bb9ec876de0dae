import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { formatQuantity, listNames, offeredSorts } from '@proffsbutik/core/domain'
import { trackedCard } from '../../tracking/tracked'
import { useItemListView } from '../../tracking/use-tracking'
import {
  clearFilters,
  filtersOf,
  onPage,
  toggleFilter,
  type ListingSearch,
  type ListingSort,
} from '../../routing/listing-search'
import type { ListingView as Listing } from './card-view'
import { AddMethodPicker } from './quick-add'
import { ProductCard } from './product-card'

/**
 * What an empty listing suggests: with filters chosen, taking one away; a text search without any,
 * another word, an article number or an EAN; a category without any, that it has nothing now.
 */
function noHitsKey(search: ListingSearch, textSearch: boolean) {
  if ((search.filter ?? []).length > 0) return 'listing.no_hits'
  return textSearch ? 'search.no_hits' : 'listing.empty_category'
}

/** How many page links the pager shows around the current page. */
const PAGER_REACH = 2

/**
 * A listing: the facets to narrow it (counts from the search; chosen values in the URL, each
 * clearable), sort, the count, the cards, and pages. Every choice is a link or a navigation to the
 * same page with other search parameters, so the server renders it and the back button undoes it.
 */
export function ListingView({
  listing,
  search,
  withRelevance,
  categoryPath,
  listName = withRelevance ? listNames.searchResult : listNames.product,
}: {
  listing: Listing
  search: ListingSearch
  /** A text search: sorting by relevance is offered (and the default). */
  withRelevance: boolean
  /**
   * The list's name in analytics (core/domain/tracking-names.ts listNames): a search's results, else
   * a category's products unless another list is named.
   */
  listName?: string
  /**
   * A category page's path of slugs ("fastenings/skruv"): the category facet leads to the
   * sub-categories' own pages instead of filtering this one, and the page's own category, which
   * the path chose, is neither a facet value nor a chosen filter.
   */
  categoryPath?: string
}) {
  const t = useT()
  const { session } = useStores()
  const navigate = useNavigate()
  const sortId = useId()
  const go = (next: ListingSearch, resetScroll = false) =>
    void navigate({ to: '.', search: next as never, resetScroll })
  const categoryLinks = categoryPath !== undefined
  const facets = listing.facets
    .map((facet) =>
      facet.name === 'category' && categoryLinks
        ? { ...facet, items: facet.items.filter((item) => !item.selected) }
        : facet,
    )
    .filter((facet) => facet.items.length > 0)
  // What the buyer chose, from the address: a value no hit has any longer (a stale link, a filter
  // that leaves nothing) is no facet item, but is still shown, so that it can be taken away.
  const chosen = Object.entries(filtersOf(search.filter) ?? {})
    .filter(([name]) => !(name === 'category' && categoryLinks))
    .flatMap(([name, values]) => {
      const facet = listing.facets.find((candidate) => candidate.name === name)
      return values.map((value) => ({
        name,
        value,
        facetLabel: facet?.label ?? name,
        label: facet?.items.find((item) => item.value === value)?.label ?? value,
      }))
    })
  const firstShown = (listing.page - 1) * listing.pageSize + 1
  // What the listing was read in (a sort not offered to this buyer is read as the default).
  const sort = listing.sort
  useItemListView(
    listing.cards.map((card, index) => trackedCard(card, undefined, firstShown + index)),
    listName,
  )

  return (
    <div className="listing">
      {facets.length > 0 && (
        <aside className="facets" aria-label={t('listing.facets')}>
          {/* Closed on a phone (one tap opens it); catalogue.css shows it open on a wide screen. */}
          <details className="facets__panel">
            <summary className="facets__title">
              {t('listing.filter')}
              {chosen.length > 0 && <span className="facets__chosen"> ({chosen.length})</span>}
            </summary>
            {facets.map((facet) => (
              <fieldset key={facet.name} className="facet">
                <legend>{facet.label}</legend>
                <ul>
                  {facet.items.map((item) => (
                    <li key={item.value}>
                      {facet.name === 'category' && categoryLinks ? (
                        <Link
                          className="facet__item facet__item--link"
                          to="/kategorier/$"
                          params={{ _splat: `${categoryPath}/${item.value}` }}
                        >
                          <span className="facet__label">{item.label}</span>
                          <span className="facet__count">{item.count}</span>
                        </Link>
                      ) : (
                        <label className="facet__item">
                          <input
                            type="checkbox"
                            checked={item.selected}
                            onChange={() => go(toggleFilter(search, facet.name, item.value))}
                          />
                          <span className="facet__label">{item.label}</span>
                          <span className="facet__count">{item.count}</span>
                        </label>
                      )}
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </details>
        </aside>
      )}
      <div className="listing__main">
        <div className="listing__bar">
          <p className="listing__count" role="status">
            {listing.total === 0
              ? t(noHitsKey(search, withRelevance))
              : t('listing.count', {
                  first: formatQuantity(firstShown),
                  last: formatQuantity(firstShown + listing.cards.length - 1),
                  total: formatQuantity(listing.total),
                })}
          </p>
          {/* Nothing to sort or add: an empty listing offers neither. */}
          {listing.total > 0 && (
            <div className="listing__sort">
              <label htmlFor={sortId}>{t('listing.sort')}</label>
              <select
                id={sortId}
                value={sort}
                onChange={(event) => go(onPage({ ...search, sort: event.target.value as ListingSort }, 1))}
              >
                {offeredSorts(withRelevance, {
                  loggedIn: session.visitor.loggedIn,
                  denies: session.visitor.denies ?? [],
                }).map((option) => (
                  <option key={option} value={option}>
                    {t(`listing.sort_${option.replace('-', '_')}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {listing.total > 0 && <AddMethodPicker quickAdd={listing.quickAdd} />}
        </div>
        {chosen.length > 0 && (
          <ul className="chosen-filters" aria-label={t('listing.chosen_filters')}>
            {chosen.map(({ name, value, facetLabel, label }) => (
              <li key={`${name}:${value}`}>
                <button type="button" className="chip" onClick={() => go(toggleFilter(search, name, value))}>
                  {facetLabel}: {label}
                  <span className="visually-hidden"> – {t('listing.remove_filter')}</span>
                  <span aria-hidden="true"> ×</span>
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="chip chip--clear" onClick={() => go(clearFilters(search))}>
                {t('listing.clear_filters')}
              </button>
            </li>
          </ul>
        )}
        <ol className="product-grid">
          {listing.cards.map((card, index) => (
            <li key={card.articleNumber}>
              <ProductCard
                card={card}
                storeName={listing.store.name}
                quickAdd={listing.quickAdd}
                listPosition={firstShown + index}
                listName={listName}
              />
            </li>
          ))}
        </ol>
        {listing.pageCount > 1 && <Pager listing={listing} search={search} />}
      </div>
    </div>
  )
}

/** Numbered pages with previous and next; links, so that they work before the page is interactive. */
function Pager({ listing, search }: { listing: Listing; search: ListingSearch }) {
  const t = useT()
  const { page, pageCount } = listing
  const pages = [...new Set([1, ...range(page - PAGER_REACH, page + PAGER_REACH), pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .toSorted((a, b) => a - b)
  return (
    <nav className="pager" aria-label={t('listing.pages')}>
      {page > 1 && (
        <Link to="." search={onPage(search, page - 1) as never} className="pager__step" rel="prev">
          {t('listing.previous')}
        </Link>
      )}
      <ol>
        {pages.map((n, index) => (
          <li key={n}>
            {index > 0 && n - pages[index - 1]! > 1 && <span className="pager__gap">…</span>}
            {n === page ? (
              <span aria-current="page" className="pager__page pager__page--current">
                {n}
              </span>
            ) : (
              <Link
                to="."
                search={onPage(search, n) as never}
                className="pager__page"
                aria-label={t('listing.page', { page: n })}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <Link to="." search={onPage(search, page + 1) as never} className="pager__step" rel="next">
          {t('listing.next')}
        </Link>
      )}
    </nav>
  )
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
}
