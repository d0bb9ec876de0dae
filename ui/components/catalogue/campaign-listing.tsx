import { Link, notFound, type LinkProps } from '@tanstack/react-router'
import { listNames } from '@proffsbutik/core/domain'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { isNotFoundFailure } from '../../api-error'
import { useT } from '../../i18n/use-t'
import type { RouterContext } from '../../router'
import { listingChoice, type ListingSearch } from '../../routing/listing-search'
import { ListingView } from './listing-view'

/** A campaign page's data: the campaign and its listing. */
export type CampaignListingData = RpcOutput<'campaignPage'>

/**
 * Reads the listing of a campaign (`assortments: false`, /kampanjer/:slug) or of an assortment
 * (`assortments: true`, /sortiment/:slug); an unknown or ended one is not found (shop-core §2).
 */
export function readCampaignListing(
  context: RouterContext,
  slug: string,
  search: ListingSearch,
  assortments: boolean,
): Promise<CampaignListingData> {
  return context.api
    .campaignPage({
      slug,
      assortments,
      ...listingChoice(search, context.stores.session.user?.preferredStore),
    })
    .catch((error: unknown) => {
      if (isNotFoundFailure(error)) throw notFound()
      throw error
    })
}

/** A campaign's or an assortment's listing under breadcrumbs that lead back to the overview (`parent`). */
export function CampaignListing({
  data: { campaign, listing },
  search,
  parent,
}: {
  data: CampaignListingData
  search: ListingSearch
  parent: { to: LinkProps['to']; label: string }
}) {
  const t = useT()
  return (
    <main className="page listing-page">
      <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
        <ol>
          <li>
            <Link to="/">{t('breadcrumbs.home')}</Link>
          </li>
          <li>
            <Link to={parent.to}>{parent.label}</Link>
          </li>
          <li aria-current="page">{campaign.name}</li>
        </ol>
      </nav>
      <h1>{campaign.name}</h1>
      <ListingView
        listing={listing}
        search={search}
        withRelevance={false}
        listName={campaign.isAssortment ? listNames.assortment : listNames.campaign}
      />
    </main>
  )
}
