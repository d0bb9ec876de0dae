/** The use cases behind order history's RPCs (orders.rpc.ts). */
import { Effect } from 'effect'
import {
  contextOrderHistory,
  emailOrderDocuments,
  orderPage,
  reorderToActiveCart,
  sendOrderInquiry,
} from '@proffsbutik/core/usecases'
import type { ordersRpcs } from './orders.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each order history RPC. */
export const ordersHandlers: Handlers<typeof ordersRpcs> = {
  orderHistory: (query) => contextOrderHistory(query),
  orderDetail: ({ orderId }) => orderPage(orderId),
  emailOrderDocuments: ({ orderId, message }) =>
    Effect.map(emailOrderDocuments(orderId, message), (to) => ({ to })),
  sendOrderInquiry: ({ orderId, subject, message }) =>
    Effect.as(sendOrderInquiry(orderId, message, subject), {}),
  reorderLines: ({ stores, orderId, deliveryId, lineNumbers }) =>
    reorderToActiveCart(orderId, deliveryId, lineNumbers, stores),
}
