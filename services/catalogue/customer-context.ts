/** The customer a catalogue call is priced for, and what the caller may see there. */
import type { Kysely } from 'kysely'
import { permissionDeniesIn } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { assertMayActFor, customerOfCall, type Caller } from '../platform/caller'
import type { PriceVisibility } from './prices'

/** A resolved customer context of a catalogue call. */
export interface CatalogueContext {
  readonly customerId: string
  readonly assortmentId: string | null
  readonly visibility: PriceVisibility
}

/**
 * The customer named (which the caller must act for: 403; and which must exist: 404), or else the
 * caller's default customer (see customerOfCall).
 */
export async function catalogueContext(
  db: Kysely<Database>,
  caller: Caller,
  customerId?: string,
  projectId?: string,
): Promise<CatalogueContext> {
  const id = await customerOfCall(db, caller, customerId)
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'assortmentId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  assertMayActFor(caller, customer.id, projectId)
  const denies = permissionDeniesIn(caller.permissions, customer.id, projectId)
  return {
    customerId: customer.id,
    assortmentId: customer.assortmentId,
    visibility: { prices: !denies.includes('EJ_SE_PRISER'), discounts: !denies.includes('EJ_SE_RABATTER') },
  }
}
