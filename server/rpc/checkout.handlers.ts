/** The use cases behind checkout's RPCs (checkout.rpc.ts). */
import {
  askDeliveryDate,
  checkOutCart,
  checkoutPageView,
  saveDeliveryAddress,
} from '@proffsbutik/core/usecases'
import type { checkoutRpcs } from './checkout.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each checkout RPC. */
export const checkoutHandlers: Handlers<typeof checkoutRpcs> = {
  checkoutPage: () => checkoutPageView,
  setDeliveryDate: ({ deliveryId, date }) => askDeliveryDate(deliveryId, date),
  saveDeliveryAddress: ({ countryCode, ...fields }) => saveDeliveryAddress({ ...fields, countryCode }),
  placeOrder: ({ orderDetails, sendOrderReceipt }) => checkOutCart(orderDetails, { sendOrderReceipt }),
}
