import { createFileRoute } from '@tanstack/react-router'
import { CampaignListing, readCampaignListing } from '../components/catalogue/campaign-listing'
import { useT } from '../i18n/use-t'
import { validateListingSearch } from '../routing/listing-search'

/** A campaign's listing (/kampanjer/:slug); an unknown or ended campaign is 'Page Not Found: {path}'. */
export const Route = createFileRoute('/kampanjer/$slug')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => readCampaignListing(context, params.slug, deps, false),
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.campaign.name }] : [] }),
  component: CampaignPage,
})

function CampaignPage() {
  const t = useT()
  return (
    <CampaignListing
      data={Route.useLoaderData()}
      search={Route.useSearch()}
      parent={{ to: '/kampanjer', label: t('campaigns.title') }}
    />
  )
}
