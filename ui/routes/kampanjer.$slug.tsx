import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { isNotFoundFailure } from '../api-error'
import { ListingView } from '../components/catalogue/listing-view'
import { useT } from '../i18n/use-t'
import { listingChoice, validateListingSearch } from '../routing/listing-search'

/** A campaign's listing (/kampanjer/:slug); an unknown or ended campaign is 'Page Not Found: {path}'. */
export const Route = createFileRoute('/kampanjer/$slug')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.api
      .campaignPage({
        slug: params.slug,
        assortments: false,
        ...listingChoice(deps, context.stores.session.user?.preferredStore),
      })
      .catch((error: unknown) => {
        if (isNotFoundFailure(error)) throw notFound()
        throw error
      }),
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.campaign.name }] : [] }),
  component: CampaignPage,
})

function CampaignPage() {
  const t = useT()
  const search = Route.useSearch()
  const { campaign, listing } = Route.useLoaderData()
  return (
    <main className="page listing-page">
      <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
        <ol>
          <li>
            <Link to="/">{t('breadcrumbs.home')}</Link>
          </li>
          <li>
            <Link to="/kampanjer">{t('campaigns.title')}</Link>
          </li>
          <li aria-current="page">{campaign.name}</li>
        </ol>
      </nav>
      <h1>{campaign.name}</h1>
      <ListingView listing={listing} search={search} withRelevance={false} />
    </main>
  )
}
