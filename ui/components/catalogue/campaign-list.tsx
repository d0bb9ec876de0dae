import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { formatDay } from '../../format'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'

type Campaigns = RpcOutput<'campaigns'>

/** The running campaigns or assortments, each a card linking to its listing. */
export function CampaignList({ campaigns, assortments }: { campaigns: Campaigns; assortments: boolean }) {
  const t = useT()
  if (campaigns.length === 0) {
    return <p className="lead">{t(assortments ? 'campaigns.no_assortments' : 'campaigns.none')}</p>
  }
  return (
    <ul className="campaign-list">
      {campaigns.map((campaign) => (
        <li key={campaign.slug} className="campaign-card">
          <h2>
            {assortments ? (
              <Link to="/sortiment/$slug" params={{ slug: campaign.slug }}>
                {campaign.name}
              </Link>
            ) : (
              <Link to="/kampanjer/$slug" params={{ slug: campaign.slug }}>
                {campaign.name}
              </Link>
            )}
          </h2>
          {!assortments && (
            <p className="campaign-card__period">
              {t('campaigns.period', { from: formatDay(campaign.startsOn), to: formatDay(campaign.endsOn) })}
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
