import { Context, type Effect } from 'effect'
import type { Variant } from '../domain/variant'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

/** What getVariants asks for (shop-core §7). */
export interface VariantsQuery {
  readonly articleNumbers: readonly string[]
  readonly deliveryId?: string | undefined
  readonly stockInput?:
    | {
        readonly deliveryOptions?: readonly string[] | undefined
        readonly articles?:
          readonly { readonly articleNumber: string; readonly quantity?: number | undefined }[] | undefined
        readonly locationIds?: readonly string[] | undefined
        readonly postalCode?: string | undefined
        readonly requestedDeliveryDate?: string | undefined
      }
    | undefined
  /** The first non-VIRTUAL location of the delivery. */
  readonly locationId?: string | undefined
  readonly useCache?: boolean | undefined
  readonly skipPrice?: boolean | undefined
  readonly skipStock?: boolean | undefined
  readonly completeOrderPrice?: boolean | undefined
  readonly customerId?: string | undefined
  readonly projectId?: string | undefined
}

/** The commerce graph: variants with the customer's prices and stock (cart and lists join later). */
export class CommerceGraphPort extends Context.Service<
  CommerceGraphPort,
  {
    readonly getVariants: (
      query: VariantsQuery,
    ) => Effect.Effect<readonly Variant[], ServiceCallFailed | NotLoggedIn>
  }
>()('proffsbutik/CommerceGraphPort') {}
