/** The use cases behind checkout's RPCs (checkout.rpc.ts). */
import { Effect } from 'effect'
import {
  type Address,
  type CheckoutDelivery,
  checkoutDeliveries,
  deliveryMethodNeeds,
  deliveryMethods,
  type DeliveryTotals,
  isDeliveryMethodCode,
  itemAmount,
  pricedDeliveryTotals,
  type UserMessage,
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

/** An object without its undefined fields: the wire leaves absent fields out. */
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>
  }

const totalsView = (totals: DeliveryTotals) => ({
  net: totals.net,
  discounts: totals.discounts ?? null,
  alloying: totals.alloying ?? null,
  excludingVat: totals.excludingVat,
  vat: totals.vat ?? null,
  includingVat: totals.includingVat ?? null,
  unpricedLines: totals.unpricedLines,
})

const totalsOrNull = (totals: DeliveryTotals | undefined) => (totals ? totalsView(totals) : null)

const wireMessage = (message: UserMessage) => ({
  key: message.key,
  ...(message.values ? { values: message.values } : {}),
})

/** The cart's deliveries as checkout offers them (core: checkoutDeliveries), absent values as null. */
const deliveriesView = (deliveries: readonly CheckoutDelivery[]) =>
  deliveries.map((delivery) => ({
    ...delivery,
    window: delivery.window ?? null,
    requestedDeliveryDate: delivery.requestedDeliveryDate ?? null,
    lines: delivery.lines.map((line) => ({
      ...line,
      unitPrice: line.unitPrice ?? null,
      amount: line.amount ?? null,
    })),
    totals: totalsOrNull(delivery.totals),
  }))

/** A saved address as the wire carries it. */
export const addressView = (address: Address) =>
  defined({
    addressId: address.addressId,
    id: address.id,
    label: address.label,
    name: address.name,
    recipientName: address.recipientName,
    address1: address.address1,
    address2: address.address2,
    address3: address.address3,
    postalCode: address.postalCode,
    postalAddress: address.postalAddress,
    countryCode: address.countryCode,
    phone: address.phone,
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
    deliveries: deliveriesView(checkoutDeliveries(page.cart, page.methods, page.deliveryWindows)),
    lineCount: page.cart.cartItems.length,
    stores: page.stores.map((store) => ({
      storeId: store.id,
      name: store.name,
      address: `${store.address.address1}, ${store.address.postalCode} ${store.address.city}`,
      linesInStock: page.linesInStock?.[store.id] ?? null,
    })),
    addresses: page.addresses?.map(addressView) ?? null,
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
  placeOrder: ({ orderDetails, sendOrderReceipt }) =>
    Effect.gen(function* () {
      const result = yield* checkOutCart(orderDetails, { sendOrderReceipt })
      return {
        goTo: result.goTo,
        message: result.message ? wireMessage(result.message) : null,
        orders:
          result.goTo === 'checkout-success-page'
            ? result.orders.map((order) => ({
                orderId: order.orderId ?? null,
                orderNumber: order.orderNumber ?? null,
                deliveryId: order.deliveryId,
                deliveryName: order.deliveryName,
                requestedDeliveryDate: order.requestedDeliveryDate,
                lines: order.orderItems.map((item) => ({
                  articleNumber: item.articleNumber,
                  name: item.name ?? item.articleNumber,
                  quantity: item.quantity,
                  unit: order.units[item.articleNumber] ?? 'st',
                  amount: itemAmount(item) ?? null,
                })),
                totals: totalsOrNull(pricedDeliveryTotals(order.orderItems)),
              }))
            : [],
        refused: result.refused.map((delivery) => ({
          deliveryId: delivery.deliveryId,
          deliveryName: delivery.deliveryName,
          reasons: delivery.reasons.map(wireMessage),
          articleNumbers: delivery.refusals.flatMap((refusal) =>
            'articleNumber' in refusal ? [refusal.articleNumber] : [],
          ),
        })),
      }
    }),
}
