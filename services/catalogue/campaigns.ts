/** Campaigns running today (for everyone, or for one customer) and the selected product groups. */
import type { Kysely } from 'kysely'
import type { Campaign } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { notFound } from '../platform/service-error'

/** A campaign as answered: the domain's Campaign with how many articles it prices. */
export type CampaignView = Campaign & { readonly articleCount: number }

/** Campaigns running on a day: the general ones, or those of one customer. */
export async function activeCampaigns(
  db: Kysely<Database>,
  today: string,
  customerId: string | null,
): Promise<CampaignView[]> {
  const rows = await db
    .selectFrom('campaigns')
    .leftJoin('campaignPrices', 'campaignPrices.campaignId', 'campaigns.id')
    .select((eb) => [
      'campaigns.id',
      'campaigns.name',
      'campaigns.slug',
      'campaigns.isAssortment',
      'campaigns.startsOn',
      'campaigns.endsOn',
      eb.fn.count<number>('campaignPrices.articleNumber').as('articleCount'),
    ])
    .where('campaigns.startsOn', '<=', today)
    .where('campaigns.endsOn', '>=', today)
    .where('campaigns.customerId', customerId === null ? 'is' : '=', customerId)
    .groupBy('campaigns.id')
    .orderBy('campaigns.name')
    .execute()
  return rows.map((row) => ({ ...row, articleCount: Number(row.articleCount) }))
}

/** A selected product group: its name and article numbers. */
export async function selectedProductGroup(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('selectedProductGroups').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('Selected product group')
  return { id: row.id, name: row.name, articleNumbers: row.articleNumbers }
}
