/** The use cases behind order history's RPCs (orders.rpc.ts). */
import { Effect } from 'effect'
import {
  activeCartId,
  cartOverview,
  contextOrderHistory,
  emailOrderDocuments,
  orderPage,
  reorder,
  sendOrderInquiry,
} from '@proffsbutik/core/usecases'
import type { ordersRpcs } from './orders.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each order history RPC. */
export const ordersHandlers: Handlers<typeof ordersRpcs> = {
  orderHistory: (query) => contextOrderHistory(query),
  orderDetail: ({ orderId }) =>
    Effect.map(orderPage(orderId), ({ order, ...page }) => ({ ...order, ...page })),
  emailOrderDocuments: ({ orderId, message }) =>
    Effect.map(emailOrderDocuments(orderId, message), (to) => ({ to })),
  sendOrderInquiry: ({ orderId, subject, message }) =>
    Effect.as(sendOrderInquiry(orderId, message, subject), {}),
  reorderLines: ({ stores, orderId, deliveryId, lineNumbers }) =>
    Effect.gen(function* () {
      const result = yield* reorder(orderId, yield* activeCartId, deliveryId, lineNumbers)
      return { ...result, cart: yield* cartOverview(stores) }
    }),
}
