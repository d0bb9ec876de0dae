/** Search and behaviour events (POST /createEvents), stored for analysis. */
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** One event as received: a search, or a click, add-to-cart or purchase of a variant. */
export type CatalogueEvent =
  | { readonly type: 'search'; readonly query: string; readonly resultCount?: number | undefined }
  | {
      readonly type: 'click' | 'addtocart' | 'purchase'
      readonly entity: { readonly type: 'Variant'; readonly id: string }
      readonly quantity?: number | undefined
      readonly orderId?: string | undefined
    }

/** Stores events in one statement; answers how many were stored. */
export async function storeEvents(
  db: Kysely<Database>,
  userId: string,
  trackingId: string | undefined,
  events: readonly CatalogueEvent[],
): Promise<number> {
  if (events.length === 0) return 0
  await db
    .insertInto('catalogueEvents')
    .values(
      events.map((event) => ({
        kind: event.type,
        userId,
        trackingId: trackingId ?? null,
        payload: JSON.stringify(event),
      })),
    )
    .execute()
  return events.length
}
