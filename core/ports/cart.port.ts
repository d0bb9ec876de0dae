import { Context, type Effect } from 'effect'
import type { IsoDate } from '../domain/calendar'
import type { RejectedUploadRow } from '../domain/cart'
import type { CheckoutOrder, OrderDetails } from '../domain/checkout'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

type Call<A> = Effect.Effect<A, ServiceCallFailed | NotLoggedIn>

/** A cart's status in the cart service: a deleted cart takes no changes until it is made active again. */
export type CartRecordStatus = 'ACTIVE' | 'DELETED'

/** A line to add to a cart. */
export interface NewCartItem {
  readonly articleNumber: string
  readonly quantity: number
  readonly deliveryId: string
  readonly label?: string
}

/** A change of one cart line. */
export interface CartItemChange {
  readonly cartItemId: string
  readonly quantity?: number
  readonly deliveryId?: string
  readonly label?: string
}

/** The cart service's REST calls (shop-core §7 Cart); the cart itself is read through the commerce graph. */
export class CartPort extends Context.Service<
  CartPort,
  {
    readonly addItems: (
      cartId: string,
      items: readonly NewCartItem[],
    ) => Call<{
      readonly cartItemIds: readonly string[]
      /** Lines refused, by the id sent; `cartFull` when the cart had no room for another line. */
      readonly errors: readonly {
        readonly id: string
        readonly message: string
        readonly cartFull: boolean
      }[]
    }>
    readonly updateItems: (cartId: string, changes: readonly CartItemChange[]) => Call<void>
    /** PUT /v2/cart/{cartId}/variants/{itemId}: one line's quantity, delivery or label. */
    readonly updateItem: (cartId: string, change: CartItemChange) => Call<void>
    readonly removeItems: (cartId: string, cartItemIds: readonly string[]) => Call<void>
    /** DELETE /v2/cart/{cartId}/variants/{itemId}: one line out of the cart. */
    readonly removeItem: (cartId: string, cartItemId: string) => Call<void>
    readonly empty: (cartId: string) => Call<void>
    readonly setDeliveryDate: (cartId: string, deliveryId: string | undefined, date: IsoDate) => Call<void>
    readonly includeInOrder: (cartId: string, deliveryId: string, included: boolean) => Call<void>
    readonly transfer: (destinationCartId: string, sourceCartId: string) => Call<void>
    /**
     * A spreadsheet (.xlsx or .csv) into a delivery: the rows not taken come back by number, with
     * why; with `maxDecimals`, a quantity with more decimals is not taken (punch-out).
     */
    readonly upload: (
      cartId: string,
      file: { readonly name: string; readonly bytes: Uint8Array },
      deliveryId: string,
      options?: { readonly maxDecimals?: number },
    ) => Call<{ readonly addedCount: number; readonly rejectedRows: readonly RejectedUploadRow[] }>
    /** The chosen lines as an .xlsx file. */
    readonly export: (cartId: string, cartItemIds: readonly string[]) => Call<Uint8Array>
    readonly checkout: (
      cartId: string,
      orderDetails: OrderDetails,
      sendOrderReceipt: boolean,
    ) => Call<readonly CheckoutOrder[]>
    readonly deleteCart: (cartId: string) => Call<void>
    /** PUT /v2/cart/{cartId}/status: deletes a cart, or makes a deleted one active again. */
    readonly setStatus: (cartId: string, status: CartRecordStatus) => Call<void>
  }
>()('proffsbutik/CartPort') {}
