/** The use cases behind checkout's RPCs (checkout.rpc.ts). */
import { Effect } from 'effect'
import {
  type Address,
  checkoutDeliveries,
  deliveryMethodNeeds,
  deliveryMethods,
  isDeliveryMethodCode,
} from '@proffsbutik/core/domain'
import {
  activeCartId,
  checkOutCart,
  checkoutPage,
  type CheckoutPage,
  saveDeliveryAddress,
  setRequestedDeliveryDate,
} from '@proffsbutik/core/usecases'
import type { checkoutRpcs } from './checkout.rpc'
import type { Handlers } from './rpc-handlers'

/** A saved address as the wire carries it: one the service does not flag is valid, editable and not preselected. */
export const addressView = (address: Address) => ({
  ...address,
  preselected: address.preselected ?? false,
  readOnly: address.readOnly ?? false,
  validForDelivery: address.validForDelivery ?? true,
})

/** The checkout pages' data as the wire carries it. */
export function checkoutView(page: CheckoutPage) {
  return {
    today: page.today,
    earliestDeliveryDate: page.earliestDeliveryDate,
    pastCutoff: page.pastCutoff,
    cutoffHour: page.cutoffHour,
    openDays: page.openDays,
    holidays: page.holidays,
    methods: page.methods.flatMap((code) =>
      isDeliveryMethodCode(code)
        ? [{ code, name: deliveryMethods[code].name, needs: deliveryMethodNeeds(code) }]
        : [],
    ),
    deliveries: checkoutDeliveries(page.cart, page.methods, page.deliveryWindows),
    lineCount: page.cart.cartItems.length,
    stores: page.stores.map((store) => ({
      storeId: store.id,
      name: store.name,
      address: `${store.address.address1}, ${store.address.postalCode} ${store.address.city}`,
      linesInStock: page.linesInStock?.[store.id],
    })),
    addresses: page.addresses?.map(addressView),
    canOrder: page.canOrder,
    needsAction: page.needsAction,
  }
}

/** Which use case answers each checkout RPC. */
export const checkoutHandlers: Handlers<typeof checkoutRpcs> = {
  checkoutPage: () => Effect.map(checkoutPage, checkoutView),
  setDeliveryDate: ({ deliveryId, date }) =>
    Effect.gen(function* () {
      yield* setRequestedDeliveryDate(yield* activeCartId, deliveryId, date)
      return { requestedDeliveryDate: date }
    }),
  saveDeliveryAddress: ({ countryCode, ...fields }) =>
    Effect.map(saveDeliveryAddress({ ...fields, countryCode }), addressView),
  placeOrder: ({ orderDetails, sendOrderReceipt }) => checkOutCart(orderDetails, { sendOrderReceipt }),
}
