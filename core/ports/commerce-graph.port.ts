import { Context, type Effect } from 'effect'
import type { Cart } from '../domain/cart'
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
  /** Also list every variant of each variant's product (the product page's variant table). */
  readonly withProductVariants?: boolean | undefined
}

/** The customer context a cart belongs to; the user's default customer when left out. */
export interface CartContext {
  readonly customerId?: string | undefined
  readonly projectId?: string | undefined
}

/**
 * What getCart asks for (shop-core §7): stock for the deliveries' locations. There is no choice of
 * price: a cart's lines are always priced as the order charges them, each article at the bracket
 * of its quantity over the deliveries in the order (core/domain/pricing), so no caller can read a
 * cart priced at one unit (issue 26).
 */
export interface CartQuery extends CartContext {
  readonly stockInput: NonNullable<VariantsQuery['stockInput']>
  /** The first non-VIRTUAL location of the deliveries. */
  readonly locationId?: string | undefined
  readonly useCache?: boolean | undefined
}

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>

/** The commerce graph: variants with the customer's prices and stock, and the cart they fill. */
export class CommerceGraphPort extends Context.Service<
  CommerceGraphPort,
  {
    readonly getVariants: (query: VariantsQuery) => Call<readonly Variant[]>
    /** The user's active cart in the context (made on first ask), its lines priced and stocked. */
    readonly getCart: (query: CartQuery) => Call<Cart>
    /** The deliveries of the active cart that go into the next order. */
    readonly activeDeliveryIds: (
      context?: CartContext,
    ) => Call<{ readonly cartId: string; readonly deliveryIdsInOrder: readonly string[] }>
  }
>()('proffsbutik/CommerceGraphPort') {}
