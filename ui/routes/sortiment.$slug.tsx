import { createFileRoute } from '@tanstack/react-router'
import { CampaignListing, readCampaignListing } from '../components/catalogue/campaign-listing'
import { useT } from '../i18n/use-t'
import { validateListingSearch } from '../routing/listing-search'
import { titled } from '../i18n/i18n'

/** An assortment's listing (/sortiment/:slug); an unknown assortment is 'Page Not Found: {path}'. */
export const Route = createFileRoute('/sortiment/$slug')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => readCampaignListing(context, params.slug, deps, true),
  head: ({ match, loaderData }) => ({
    meta: loaderData ? [{ title: titled(match, loaderData.campaign.name) }] : [],
  }),
  component: AssortmentPage,
})

function AssortmentPage() {
  const t = useT()
  return (
    <CampaignListing
      data={Route.useLoaderData()}
      search={Route.useSearch()}
      parent={{ to: '/sortiment', label: t('assortments.title') }}
    />
  )
}
