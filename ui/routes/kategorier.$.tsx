import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router'
import { isNotFoundFailure } from '../api-error'
import { ListingView } from '../components/catalogue/listing-view'
import { useT } from '../i18n/use-t'
import { listingChoice, validateListingSearch } from '../routing/listing-search'
import { titled } from '../i18n/i18n'

/** The slugs of a category path ("vvs/ror" → ["vvs", "ror"]); empty segments are dropped. */
const pathOf = (splat: string | undefined) => (splat ?? '').split('/').filter((segment) => segment.length > 0)

/**
 * A category's product listing (/kategorier/:slug(.*)*, route name kategorier-slug). The path is
 * the category's slugs from the top; one the catalogue does not have is 'Page Not Found: {path}'.
 */
export const Route = createFileRoute('/kategorier/$')({
  staticData: { routeName: 'kategorier-slug' },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const path = pathOf(params._splat)
    if (path.length === 0 || path.length > 6) throw notFound()
    const answer = await context.api
      .categoryPage({ path, ...listingChoice(deps, context.stores.session.user?.preferredStore) })
      .catch((error: unknown) => {
        if (isNotFoundFailure(error)) throw notFound()
        throw error
      })
    if (answer.kind === 'moved') {
      throw redirect({
        to: '/kategorier/$',
        params: { _splat: answer.path.join('/') },
        search: deps,
        statusCode: 301,
      })
    }
    return answer
  },
  head: ({ match, loaderData }) => ({
    meta: loaderData?.kind === 'page' ? [{ title: titled(match, loaderData.category.name) }] : [],
  }),
  component: CategoryPage,
})

function CategoryPage() {
  const t = useT()
  const search = Route.useSearch()
  const page = Route.useLoaderData()
  if (page.kind !== 'page') return null
  const { category, listing } = page
  const trail = [...category.parents.map((parent) => parent.slug)]
  return (
    <main className="page listing-page category-page">
      <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
        <ol>
          <li>
            <Link to="/">{t('breadcrumbs.home')}</Link>
          </li>
          {category.parents.map((parent, index) => (
            <li key={parent.slug}>
              <Link to="/kategorier/$" params={{ _splat: trail.slice(0, index + 1).join('/') }}>
                {parent.name}
              </Link>
            </li>
          ))}
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <h1>{category.name}</h1>
      <ListingView
        listing={listing}
        search={search}
        withRelevance={false}
        categoryPath={[...trail, category.slug].join('/')}
      />
    </main>
  )
}
