/** The customer a catalogue call is priced for, and what the caller may see there. */
import type { Kysely } from 'kysely'
import { permissionDeniesIn } from '../../core/domain/roles'
import type { Database } from '../db/schema'
import { assertMayActFor, type Caller } from '../platform/caller'
import { badRequest, notFound } from '../platform/service-error'
import type { PriceVisibility } from './prices'

/** A resolved customer context of a catalogue call. */
export interface CatalogueContext {
  readonly customerId: string
  readonly assortmentId: string | null
  readonly visibility: PriceVisibility
}

/**
 * The customer named (which the caller must act for: 403; and which must exist: 404), or else the
 * caller's default customer.
 */
export async function catalogueContext(
  db: Kysely<Database>,
  caller: Caller,
  customerId?: string,
  projectId?: string,
): Promise<CatalogueContext> {
  let id = customerId
  if (id === undefined) {
    const user = await db
      .selectFrom('users')
      .select('defaultCustomerId')
      .where('id', '=', caller.userId)
      .executeTakeFirst()
    id = user?.defaultCustomerId ?? caller.permissions[0]?.customerId
  }
  if (id === undefined)
    throw badRequest([{ field: 'customerId', message: 'Required: the caller has no customer' }])
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'assortmentId'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!customer) throw notFound('Customer')
  assertMayActFor(caller, customer.id, projectId)
  const denies = permissionDeniesIn(caller.permissions, customer.id, projectId)
  return {
    customerId: customer.id,
    assortmentId: customer.assortmentId,
    visibility: { prices: !denies.includes('EJ_SE_PRISER'), discounts: !denies.includes('EJ_SE_RABATTER') },
  }
}
