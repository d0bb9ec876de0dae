/**
 * The assortment a logged-in buyer's customer sees (shop-core §4, §5): the customer's assortment id,
 * cleared when it has none or the assortment is named 'default'; read only when the assortment
 * service setting is an http(s) address. A failure to read it shows the whole range rather than
 * failing the page (the adapters have reported it).
 */
import { Effect } from 'effect'
import { effectiveAssortmentId, isAssortmentServiceEnabled } from '../domain/assortment'
import { AssortmentsPort } from '../ports/assortments.port'
import { CustomersPort } from '../ports/customers.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { readSession } from './session.usecase'

/** The customer's assortment as the catalogue is asked with it: its id and name. */
export interface CurrentAssortment {
  readonly id: string
  readonly name: string
}

/** The assortment of the customer the session acts for, or undefined for the whole range. */
export const currentAssortment = Effect.gen(function* () {
  const { assortmentService } = yield* ShopSettings
  if (!isAssortmentServiceEnabled(assortmentService)) return undefined
  const customerId = (yield* readSession)?.currentCustomerId
  if (customerId === undefined) return undefined
  const id = yield* (yield* CustomersPort).assortment(customerId)
  if (id === null) return undefined
  const assortment = yield* (yield* AssortmentsPort).assortment(id)
  return effectiveAssortmentId(assortment) === undefined
    ? undefined
    : ({ id: assortment.id, name: assortment.name } satisfies CurrentAssortment)
}).pipe(Effect.catch(() => Effect.succeed<CurrentAssortment | undefined>(undefined)))
