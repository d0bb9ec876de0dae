import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'

/** The data of the delivery and summary pages. */
export type CheckoutView = RpcOutput<'checkoutPage'>
/** One delivery of the cart as checkout shows it. */
export type CheckoutDelivery = CheckoutView['deliveries'][number]
/** A saved delivery address. */
export type SavedAddress = NonNullable<CheckoutView['addresses']>[number]
/** A pickup store with its stock of the store deliveries. */
export type PickupStore = CheckoutView['stores'][number]
