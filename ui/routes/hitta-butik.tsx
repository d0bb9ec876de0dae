import { createFileRoute } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  MAX_PLACE_SEARCH_LENGTH,
  nearestFirst,
  searchPlaces,
  sortStoresByName,
} from '@proffsbutik/core/domain'
import { FinderSection } from '../components/store-finder/finder-section'
import { RetailerCard } from '../components/store-finder/retailer-card'
import { StoreCard } from '../components/store-finder/store-card'
import { StoreMap } from '../components/store-finder/store-map'
import { StoreSearch } from '../components/store-finder/store-search'
import { usePosition } from '../components/store-finder/use-position'
import { useT } from '../i18n/use-t'
import { useStores } from '../stores/stores-context'
import { pageTitle } from '../i18n/i18n'

/** The search of the finder from the URL: ?q= as text (the router reads "11455" as a number), cut to size. */
function searchText(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
  return text.slice(0, MAX_PLACE_SEARCH_LENGTH)
}

const StoreFinderPage = observer(function StoreFinderPage() {
  const t = useT()
  const { settings } = useStores()
  const finder = Route.useLoaderData()
  const q = searchText(Route.useSearch().q)
  const navigate = Route.useNavigate()
  const [text, setText] = useState(q)
  // What typing last put in the address: another ?q= (a link, back, forward) fills the box anew.
  const written = useRef(q)
  useEffect(() => {
    if (q === written.current) return
    written.current = q
    setText(q)
  }, [q])
  const position = usePosition()
  const here = position.state.kind === 'located' ? position.state.position : undefined

  const stores = useMemo(
    () =>
      finder.stores.status === 'loaded' ? nearestFirst(searchPlaces(finder.stores.items, text), here) : [],
    [finder.stores, text, here],
  )
  const retailers = useMemo(
    () =>
      finder.retailers.status === 'loaded'
        ? nearestFirst(searchPlaces(sortStoresByName(finder.retailers.items), text), here)
        : [],
    [finder.retailers, text, here],
  )
  const mapPlaces = useMemo(
    () =>
      stores.map(({ place }) => ({
        id: place.storeId,
        name: place.name,
        location: place.location,
        href: `/butiker/${encodeURIComponent(place.storeId)}`,
      })),
    [stores],
  )

  const search = (value: string) => {
    const next = value.slice(0, MAX_PLACE_SEARCH_LENGTH)
    setText(next)
    written.current = next.trim() === '' ? '' : next
    void navigate({ search: { q: next.trim() === '' ? undefined : next }, replace: true, resetScroll: false })
  }
  const query = text.trim()

  return (
    <main className="page store-finder">
      <h1>{t('stores.title')}</h1>
      <p className="lead">{t('stores.intro')}</p>
      <StoreSearch
        text={text}
        onText={search}
        position={position.state}
        onLocate={position.locate}
        onForget={position.forget}
      />

      <nav className="store-finder__jump" aria-label={t('stores.on_this_page')}>
        <a href="#butiker">
          {t('stores.stores_heading')}
          {finder.stores.status === 'loaded' && (
            <span className="store-finder__jump-count">{stores.length}</span>
          )}
        </a>
        <a href="#aterforsaljare">
          {t('retailers.heading')}
          {finder.retailers.status === 'loaded' && (
            <span className="store-finder__jump-count">{retailers.length}</span>
          )}
        </a>
      </nav>

      {settings.mapsKey && finder.stores.status === 'loaded' && (
        <StoreMap mapsKey={settings.mapsKey} places={mapPlaces} />
      )}

      <FinderSection
        id="butiker"
        heading={t('stores.stores_heading')}
        problem={finder.stores.status === 'failed' ? finder.stores.message : undefined}
        count={
          query === ''
            ? t('stores.count', { count: stores.length })
            : t('stores.count_matching', { count: stores.length, query })
        }
      >
        {stores.length > 0 && (
          <ul className="place-list" data-testid="store-list">
            {stores.map(({ place, distanceKm }) => (
              <StoreCard key={place.storeId} store={place} distanceKm={distanceKm} />
            ))}
          </ul>
        )}
      </FinderSection>

      <FinderSection
        id="aterforsaljare"
        heading={t('retailers.heading')}
        intro={t('retailers.intro')}
        problem={finder.retailers.status === 'failed' ? finder.retailers.message : undefined}
        count={
          query === ''
            ? t('retailers.count', { count: retailers.length })
            : t('retailers.count_matching', { count: retailers.length, query })
        }
      >
        {retailers.length > 0 && (
          <ul className="place-list" data-testid="retailer-list">
            {retailers.map(({ place, distanceKm }) => (
              <RetailerCard key={place.id} retailer={place} distanceKm={distanceKm} />
            ))}
          </ul>
        )}
      </FinderSection>
    </main>
  )
})

/**
 * The store finder (/hitta-butik, shop-core §2, no login): our stores and the retailers, filtered
 * by town, postcode, street or name (?q=, so a search can be shared and is rendered by the server)
 * and, when the buyer asks, ordered nearest first. A part that could not be loaded says so; the
 * other still shows.
 */
export const Route = createFileRoute('/hitta-butik')({
  // q is always set (undefined when empty): the root route passes the raw ?q= on otherwise.
  validateSearch: (search: Record<string, unknown>): { q?: string | undefined } => {
    const q = searchText(search['q'])
    return { q: q.trim() === '' ? undefined : q }
  },
  loader: ({ context }) => context.api.storeFinder({}),
  // Typing a search only changes ?q=: the page filters what it has, nothing is fetched again.
  shouldReload: false,
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'stores.page_title') }] }),
  component: StoreFinderPage,
})
