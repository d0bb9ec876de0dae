/** The customer a catalogue call is priced for, and what the caller may see there. */
import type { Kysely } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import { permissionDeniesIn } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { assertMayActFor, customerIdOfCall, type Caller } from '../platform/caller'
import { notFound, ServiceError } from '../platform/service-error'
import { priceListDiscount, type PriceListDiscount, type PriceVisibility } from './prices'

/** A resolved customer context of a catalogue call. */
export interface CatalogueContext {
  readonly customerId: string
  readonly assortmentId: string | null
  readonly visibility: PriceVisibility
  /** Whether the caller may read outside the customer's assortment there (no EJ_ANDRA_SORTIMENT). */
  readonly mayChangeAssortment: boolean
  /** The customer's price-list discounts by top category (prices.ts `KnownPriceFacts`). */
  readonly discounts: ReadonlyMap<string, PriceListDiscount>
}

/** How a call reads the caller's catalogue context: catalogueContext, or the reads a request keeps. */
export type CatalogueContextOf = (customerId?: string, projectId?: string) => Promise<CatalogueContext>

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
  const id = await customerIdOfCall(db, caller, customerId)
  // The customer with its price-list discounts, which every price of the call is computed with.
  const customer = await db
    .selectFrom('customers')
    .select((eb) => [
      'customers.id',
      'customers.assortmentId',
      jsonArrayFrom(
        eb
          .selectFrom('priceListDiscounts')
          .select([
            'priceListDiscounts.categoryId',
            'priceListDiscounts.percentage',
            'priceListDiscounts.name',
            'priceListDiscounts.type',
          ])
          .whereRef('priceListDiscounts.priceListId', '=', 'customers.priceListId'),
      ).as('discounts'),
    ])
    .where('customers.id', '=', id)
    .executeTakeFirst()
  if (!customer) throw notFound('Customer')
  assertMayActFor(caller, customer.id, projectId)
  const denies = permissionDeniesIn(caller.permissions, customer.id, projectId)
  return {
    customerId: customer.id,
    assortmentId: customer.assortmentId,
    visibility: { prices: !denies.includes('EJ_SE_PRISER'), discounts: !denies.includes('EJ_SE_RABATTER') },
    mayChangeAssortment: !denies.includes(ASSORTMENT_DENY),
    discounts: new Map(customer.discounts.map((row) => [row.categoryId, priceListDiscount(row)])),
  }
}

/** The deny that holds a buyer to their customer's assortment. */
const ASSORTMENT_DENY = 'EJ_ANDRA_SORTIMENT'

/** The assortment id that stands for the whole range. */
const WHOLE_RANGE = 'default'

/**
 * The assortment a catalogue read (menu, breadcrumbs, search) is answered within: the one the call
 * names, the whole range when it names none. A caller denied changing assortment (EJ_ANDRA_SORTIMENT)
 * in the customer (and project) the call is for, whose customer has an assortment, reads only that
 * assortment: a call naming none gets it, a call naming another (the whole range included) is
 * refused with 403 `assortment_change_denied`. The customer is the one named, else the caller's
 * default, as for every catalogue call (403 when the caller may not act for it).
 */
export async function assortmentOfCall(
  db: Kysely<Database>,
  caller: Caller | undefined,
  call: {
    readonly assortment?: string | undefined
    readonly customerId?: string | undefined
    readonly projectId?: string | undefined
  },
): Promise<string | undefined> {
  const mayBeDenied = caller?.permissions.some((p) => p.permissionDenies.includes(ASSORTMENT_DENY)) ?? false
  if (!caller || !mayBeDenied) return call.assortment
  const context = await catalogueContext(db, caller, call.customerId, call.projectId)
  const own = context.assortmentId
  if (context.mayChangeAssortment || own === null || own === WHOLE_RANGE) return call.assortment
  if (call.assortment === undefined || call.assortment === own) return own
  throw new ServiceError(
    403,
    'assortment_change_denied',
    `Not allowed to change assortment: only ${own} may be read for customer ${context.customerId}`,
  )
}
