/** The use cases behind order history's RPCs (orders.rpc.ts). */
import { Effect } from 'effect'
import { addressLines, pricePerUnit } from '@proffsbutik/core/domain'
import {
  activeCartId,
  contextOrderHistory,
  emailOrderDocuments,
  orderPage,
  reorder,
  sendOrderInquiry,
} from '@proffsbutik/core/usecases'
import { ShopSettings } from '@proffsbutik/core/ports'
import { readCart } from './cart.handlers'
import type { ordersRpcs } from './orders.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each order history RPC. */
export const ordersHandlers: Handlers<typeof ordersRpcs> = {
  orderHistory: (query) =>
    Effect.gen(function* () {
      const page = yield* contextOrderHistory(query)
      return {
        total: page.total,
        offset: page.offset,
        limit: page.limit,
        orders: page.orders.map((order) => ({
          orderId: order.orderId,
          orderNumber: order.orderNumber,
          orderDate: order.orderDate,
          deliveryName: order.deliveryName,
          requestedDeliveryDate: order.requestedDeliveryDate ?? null,
          reference: order.reference ?? null,
          orderStatus: order.orderStatus,
          placedBy: order.placedBy,
          lineCount: order.lineCount,
          totalNet: order.totalNet ?? null,
        })),
      }
    }),
  orderDetail: ({ orderId }) =>
    Effect.gen(function* () {
      const { order, lines, invoices, invoicesShown, mayReorder, methods, preferredMethod } =
        yield* orderPage(orderId)
      return {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        projectName: order.projectName ?? null,
        placedBy: order.placedBy,
        createdAt: order.createdAt,
        orderDate: order.orderDate,
        reference: order.reference ?? null,
        message: order.message ?? null,
        contactName: order.contactName ?? null,
        contactPhone: order.contactPhone ?? null,
        orderStatus: order.orderStatus,
        statusHistory: order.statusHistory,
        lines: lines.map((line) => {
          const reorderLine = line.reorder
          return {
            lineNumber: line.lineNumber,
            articleNumber: line.articleNumber,
            name: line.name,
            brand: line.brand ?? null,
            quantity: line.quantity,
            unit: line.unit,
            unitPrice:
              line.netPrice === undefined
                ? null
                : pricePerUnit(line.netPrice, line.alloyingPrice, line.salesPriceUnit),
            amount: line.amount ?? null,
            label: line.label ?? null,
            reorder: reorderLine
              ? {
                  purchasable: reorderLine.purchasable,
                  reason: reorderLine.reason ?? null,
                  replacementArticleNumber: reorderLine.replacementArticleNumber ?? null,
                  suggestedQuantity: reorderLine.suggestedQuantity,
                  priceChanged: reorderLine.priceChanged,
                }
              : null,
          }
        }),
        deliveries: order.deliveries.map((delivery) => ({
          deliveryId: delivery.deliveryId,
          deliveryName: delivery.deliveryName,
          storeName: delivery.storeName ?? null,
          requestedDeliveryDate: delivery.requestedDeliveryDate ?? null,
          plannedDeliveryDate: delivery.plannedDeliveryDate,
          status: delivery.status,
          shippedAt: delivery.shippedAt ?? null,
          deliveredAt: delivery.deliveredAt ?? null,
        })),
        addresses: order.addresses.map((address) => ({ kind: address.kind, lines: addressLines(address) })),
        totals: order.totals ?? null,
        invoicesShown,
        invoices: invoices.map((invoice) => ({
          invoiceNumber: invoice.invoiceNumber,
          ocr: invoice.ocr,
          invoiceDate: invoice.invoiceDate,
          dueDate: invoice.dueDate,
          paymentTerms: invoice.paymentTerms,
          amountExcludingVat: invoice.amountExcludingVat,
          vatAmount: invoice.vatAmount,
          amountIncludingVat: invoice.amountIncludingVat,
        })),
        mayReorder,
        methods: methods.map((method) => ({ code: method.code, name: method.name })),
        preferredMethod: preferredMethod ?? null,
      }
    }),
  emailOrderDocuments: ({ orderId, message }) =>
    Effect.gen(function* () {
      const { brand } = yield* ShopSettings
      return { to: yield* emailOrderDocuments(orderId, message, brand) }
    }),
  sendOrderInquiry: ({ orderId, subject, message }) =>
    Effect.as(sendOrderInquiry(orderId, message, subject), {}),
  reorderLines: ({ stores, orderId, deliveryId, lineNumbers }) =>
    Effect.gen(function* () {
      const cartId = yield* activeCartId
      const result = yield* reorder(orderId, cartId, deliveryId, lineNumbers)
      return {
        cart: yield* readCart(stores),
        addedCount: result.addedCount,
        skipped: result.skipped.map((line) => ({
          lineNumber: line.lineNumber,
          articleNumber: line.articleNumber,
          name: line.name,
          reason: line.reason ?? null,
        })),
        message: result.message
          ? { key: result.message.key, ...(result.message.values ? { values: result.message.values } : {}) }
          : null,
      }
    }),
}
