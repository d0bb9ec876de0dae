/** Order history and its documents over HTTP (the order base): answers decoded into the domain's Order types. */
import { Effect, Layer, Schema } from 'effect'
import {
  type FinanceInvoice,
  type FinancialSummary,
  type Invoice,
  orderStatuses,
  type ReorderCheck,
} from '@proffsbutik/core/domain'
import { ErrorReporter, OrdersPort, ServiceCredentials } from '@proffsbutik/core/ports'
import { OptionalFromNull } from './absent'
import { withToken } from './authorized'
import { MoneyFromNumber } from './money.schema'
import { serviceClient, type DownloadedFile, type ServicesEndpoint } from './service-client'

/** Answers decode as the domain's Order types: what the order service answers null for is absent. */
const Text = OptionalFromNull(Schema.String)
const Amount = OptionalFromNull(MoneyFromNumber)
const Status = Schema.Literals(orderStatuses)
const Placer = Schema.Struct({ userId: Schema.String, name: Schema.String })

const SummaryWire = Schema.Struct({
  orderId: Schema.String,
  orderNumber: Schema.String,
  tempOrderId: Schema.String,
  customerId: Schema.String,
  projectId: Text,
  createdAt: Schema.String,
  orderDate: Schema.String,
  deliveryId: Schema.String,
  deliveryName: Schema.String,
  requestedDeliveryDate: Text,
  reference: Text,
  orderStatus: Status,
  statusAt: Schema.String,
  placedBy: Placer,
  lineCount: Schema.Number,
  totalNet: Amount,
  totalIncludingVat: Amount,
})
const PageWire = Schema.Struct({
  total: Schema.Number,
  offset: Schema.Number,
  limit: Schema.Number,
  data: Schema.Array(SummaryWire),
})
const AddressWire = Schema.Struct({
  kind: Schema.Literals(['delivery', 'invoice']),
  name: Text,
  recipientName: Text,
  address1: Text,
  address2: Text,
  address3: Text,
  postalCode: Text,
  postalAddress: Text,
  countryCode: Schema.String,
  phone: Text,
})
const OrderWire = Schema.Struct({
  orderId: Schema.String,
  orderNumber: Schema.String,
  tempOrderId: Schema.String,
  customerId: Schema.String,
  customerName: Schema.String,
  projectId: Text,
  projectName: Text,
  placedBy: Placer,
  createdAt: Schema.String,
  orderDate: Schema.String,
  reference: Text,
  message: Text,
  contactName: Text,
  contactPhone: Text,
  orderStatus: Status,
  statusHistory: Schema.Array(Schema.Struct({ status: Status, at: Schema.String })),
  lines: Schema.Array(
    Schema.Struct({
      lineNumber: Schema.Number,
      articleNumber: Schema.String,
      name: Schema.String,
      brand: Text,
      quantity: Schema.Number,
      unit: Schema.String,
      netPrice: Amount,
      alloyingPrice: Amount,
      salesPriceUnit: Schema.Number,
      amount: Amount,
      label: Text,
    }),
  ),
  deliveries: Schema.Array(
    Schema.Struct({
      deliveryId: Schema.String,
      deliveryName: Schema.String,
      storeId: Text,
      storeName: Text,
      warehouseId: Text,
      requestedDeliveryDate: Text,
      plannedDeliveryDate: Schema.String,
      status: Schema.Literals(['planned', 'shipped', 'delivered']),
      shippedAt: Text,
      deliveredAt: Text,
    }),
  ),
  addresses: Schema.Array(AddressWire),
  totals: OptionalFromNull(
    Schema.Struct({
      net: MoneyFromNumber,
      vatPercentage: Schema.Number,
      vat: MoneyFromNumber,
      gross: MoneyFromNumber,
    }),
  ),
})
const InvoicesWire = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      invoiceNumber: Schema.String,
      orderId: Schema.String,
      ocr: Schema.String,
      invoiceDate: Schema.String,
      dueDate: Schema.String,
      paymentTerms: Schema.String,
      amountExcludingVat: MoneyFromNumber,
      vatAmount: MoneyFromNumber,
      amountIncludingVat: MoneyFromNumber,
    }),
  ),
})
const ReorderWire = Schema.Struct({
  orderId: Schema.String,
  deliveryId: Schema.String,
  storeId: Text,
  mayPlaceOrders: Schema.Boolean,
  lines: Schema.Array(
    Schema.Struct({
      lineNumber: Schema.Number,
      articleNumber: Schema.String,
      name: Schema.String,
      quantity: Schema.Number,
      purchasable: Schema.Boolean,
      reason: OptionalFromNull(
        Schema.Literals(['unknownArticle', 'discontinued', 'onlyStore', 'notStockedAtStore']),
      ),
      replacementArticleNumber: Text,
      suggestedQuantity: Schema.Number,
      price: OptionalFromNull(Schema.Struct({ changed: Schema.Boolean })),
    }),
  ),
})

const FinanceInvoiceWire = Schema.Struct({
  invoiceNumber: Schema.String,
  orderId: Schema.String,
  orderNumber: Schema.String,
  projectId: Text,
  ocr: Schema.String,
  invoiceDate: Schema.String,
  dueDate: Schema.String,
  paymentTerms: Schema.String,
  amountExcludingVat: MoneyFromNumber,
  vatAmount: MoneyFromNumber,
  amountIncludingVat: MoneyFromNumber,
  dueState: Schema.Literals(['notDue', 'dueToday', 'overdue']),
  daysUntilDue: Schema.Int,
})
const FinancialSummaryWire = Schema.Struct({
  customerId: Schema.String,
  today: Schema.String,
  credit: OptionalFromNull(
    Schema.Struct({ limit: MoneyFromNumber, outstanding: MoneyFromNumber, available: MoneyFromNumber }),
  ),
  purchases: Schema.Array(
    Schema.Struct({ month: Schema.String, orderCount: Schema.Int, net: MoneyFromNumber }),
  ),
  invoices: Schema.Struct({
    total: Schema.Number,
    offset: Schema.Number,
    limit: Schema.Number,
    data: Schema.Array(FinanceInvoiceWire),
  }),
})

const toFinanceInvoice = ({
  amountExcludingVat,
  vatAmount,
  amountIncludingVat,
  dueState,
  daysUntilDue,
  ...invoice
}: typeof FinanceInvoiceWire.Type): FinanceInvoice => ({
  ...invoice,
  net: amountExcludingVat,
  vat: vatAmount,
  gross: amountIncludingVat,
  dueState:
    dueState === 'notDue'
      ? { kind: 'notDue', daysLeft: daysUntilDue }
      : dueState === 'dueToday'
        ? { kind: 'dueToday' }
        : { kind: 'overdue', daysOverdue: -daysUntilDue },
})
const toFinancialSummary = (wire: typeof FinancialSummaryWire.Type): FinancialSummary => ({
  ...wire,
  invoices: { ...wire.invoices, data: wire.invoices.data.map(toFinanceInvoice) },
})
const toReorder = (wire: typeof ReorderWire.Type): ReorderCheck => ({
  ...wire,
  lines: wire.lines.map(({ price, ...line }) => ({ ...line, priceChanged: price?.changed ?? false })),
})
const toInvoice = (wire: (typeof InvoicesWire.Type)['data'][number]): Invoice => wire
const asDocument = (fallbackName: string) => (file: DownloadedFile) => ({
  bytes: file.bytes,
  contentType: file.contentType,
  fileName: file.fileName ?? fallbackName,
})

/** The orders port against the services at `endpoint`. */
export const ordersHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    OrdersPort,
    Effect.gen(function* () {
      const authorized = withToken(yield* ServiceCredentials)
      const client = serviceClient('order', endpoint, yield* ErrorReporter)
      const order = (orderId: string, rest = '') => `orders/${encodeURIComponent(orderId)}${rest}`
      return {
        search: (query) =>
          authorized((token) =>
            client.call({
              operation: 'searchOrders',
              method: 'GET',
              path: 'orders/search',
              searchParams: {
                customerId: query.customerId,
                projectId: query.projectId,
                q: query.text,
                orderStatus: query.statuses?.join(','),
                fromDate: query.fromDate,
                toDate: query.toDate,
                sort: query.sort ? `${query.sort.by}:${query.sort.direction}` : undefined,
                limit: query.limit,
                offset: query.offset,
              },
              token,
              response: PageWire,
            }),
          ).pipe(
            Effect.map((page) => ({
              total: page.total,
              offset: page.offset,
              limit: page.limit,
              orders: page.data,
            })),
          ),
        orderIdOf: (numberOrTempId) =>
          authorized((token) =>
            client.call({
              operation: 'getOrderId',
              method: 'GET',
              path: `orders/getOrderId/${encodeURIComponent(numberOrTempId)}`,
              token,
              response: Schema.Struct({ orderId: Schema.String }),
            }),
          ).pipe(Effect.map((answer) => answer.orderId)),
        order: (orderId) =>
          authorized((token) =>
            client.call({
              operation: 'order',
              method: 'GET',
              path: order(orderId),
              token,
              response: OrderWire,
            }),
          ),
        addresses: (orderId) =>
          authorized((token) =>
            client.call({
              operation: 'orderAddresses',
              method: 'GET',
              path: order(orderId, '/addresses'),
              token,
              response: Schema.Struct({ data: Schema.Array(AddressWire) }),
            }),
          ).pipe(Effect.map((answer) => answer.data)),
        invoices: (orderId) =>
          authorized((token) =>
            client.call({
              operation: 'orderInvoices',
              method: 'GET',
              path: order(orderId, '/invoices'),
              token,
              response: InvoicesWire,
            }),
          ).pipe(Effect.map((answer) => answer.data.map(toInvoice))),
        invoicePdf: (orderId, invoiceNumber, brand) =>
          authorized((token) =>
            client.download({
              operation: 'invoicePdf',
              method: 'GET',
              path: order(orderId, `/invoices/${encodeURIComponent(invoiceNumber)}.pdf`),
              searchParams: { brand },
              token,
            }),
          ).pipe(Effect.map(asDocument(`faktura-${invoiceNumber}.pdf`))),
        download: (orderId) =>
          authorized((token) =>
            client.download({
              operation: 'downloadOrder',
              method: 'GET',
              path: order(orderId, '/download'),
              token,
            }),
          ).pipe(Effect.map(asDocument(`order-${orderId}.xlsx`))),
        confirmation: (orderId, brand) =>
          authorized((token) =>
            client.download({
              operation: 'orderConfirmation',
              method: 'GET',
              path: order(orderId, '/documents/order-confirmation'),
              searchParams: { brand },
              token,
            }),
          ).pipe(Effect.map(asDocument(`orderbekraftelse-${orderId}.pdf`))),
        emailDocuments: (orderId, message, brand) =>
          authorized((token) =>
            client.call({
              operation: 'emailOrderDocuments',
              method: 'POST',
              path: order(orderId, '/documents/email'),
              json: { message, brand },
              token,
              response: Schema.Struct({ to: Schema.String }),
            }),
          ).pipe(Effect.map((answer) => answer.to)),
        sendInquiry: (inquiry) =>
          authorized((token) =>
            client.send({
              operation: 'orderInquiry',
              method: 'POST',
              path: 'orders/inquiry',
              json: inquiry,
              token,
            }),
          ),
        validate: (orderId) =>
          authorized((token) =>
            client.call({
              operation: 'validateOrder',
              method: 'GET',
              path: `v4/customers/orders/${encodeURIComponent(orderId)}/validate`,
              token,
              response: ReorderWire,
            }),
          ).pipe(Effect.map(toReorder)),
        financialSummary: (customerId, query) =>
          authorized((token) =>
            client.call({
              operation: 'financialSummary',
              method: 'GET',
              path: `customers/${encodeURIComponent(customerId)}/financial-summary`,
              searchParams: {
                projectId: query.projectId,
                fromDate: query.fromDate,
                toDate: query.toDate,
                limit: query.limit,
                offset: query.offset,
              },
              token,
              response: FinancialSummaryWire,
            }),
          ).pipe(Effect.map(toFinancialSummary)),
      }
    }),
  )
