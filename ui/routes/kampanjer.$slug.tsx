import { createFileRoute } from '@tanstack/react-router'
import { CampaignListing, readCampaignListing } from '../components/catalogue/campaign-listing'
import { useT } from '../i18n/use-t'
import { validateListingSearch } from '../routing/listing-search'
import { titled } from '../i18n/i18n'

/** A campaign's listing (/kampanjer/:slug); an unknown or ended campaign is 'Page Not Found: {path}'. */
export const Route = createFileRoute('/kampanjer/$slug')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => readCampaignListing(context, params.slug, deps, false),
  head: ({ match, loaderData }) => ({
    meta: loaderData ? [{ title: titled(match, loaderData.campaign.name) }] : [],
  }),
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
