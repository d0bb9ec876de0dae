/**
 * The RPCs of order history (content-and-surroundings §3, issue 9): searching the acting
 * customer's orders, one order with its invoices and what can be ordered again, mailing its
 * documents, an inquiry about it, and ordering its lines again into the cart. Amounts are minor
 * units of 1/10,000 SEK, absent where the buyer may not see prices (EJ_SE_PRISER).
 */
import { Schema } from 'effect'
import { orderStatuses } from '@proffsbutik/core/domain'
import { DOCUMENT_MESSAGE_MAX, INQUIRY_MAX, INQUIRY_SUBJECT_MAX } from '@proffsbutik/core/usecases'
import { cartRpcs } from './cart.rpc'
import { Id, IsoDate, rpc, Text } from './rpc-definition'

/** Money in minor units of 1/10,000 SEK (core/domain/money.ts). */
const MoneyUnits = Schema.Int
const Status = Schema.Literals(orderStatuses)
const Placer = Schema.Struct({ userId: Schema.String, name: Schema.String })

/** The sort keys of order history. */
export const orderSortKeys = [
  'createdAt',
  'orderNumber',
  'total',
  'requestedDeliveryDate',
  'reference',
] as const

/** One order in the history list. */
const OrderRow = Schema.Struct({
  orderId: Schema.String,
  orderNumber: Schema.String,
  orderDate: IsoDate,
  deliveryName: Schema.String,
  requestedDeliveryDate: Schema.optional(IsoDate),
  reference: Schema.optional(Schema.String),
  orderStatus: Status,
  placedBy: Placer,
  lineCount: Schema.Int,
  totalNet: Schema.optional(MoneyUnits),
})

const Address = Schema.Struct({
  kind: Schema.Literals(['delivery', 'invoice']),
  lines: Schema.Array(Schema.String),
})

/** The order history's RPCs. */
export const ordersRpcs = {
  /** A page of the acting customer's (and project's) orders, searched, filtered and sorted. */
  orderHistory: rpc({
    input: Schema.Struct({
      text: Schema.optionalKey(Text(100)),
      statuses: Schema.optionalKey(Schema.Array(Status).check(Schema.isMaxLength(orderStatuses.length))),
      fromDate: Schema.optionalKey(IsoDate),
      toDate: Schema.optionalKey(IsoDate),
      sort: Schema.optionalKey(
        Schema.Struct({ by: Schema.Literals(orderSortKeys), direction: Schema.Literals(['asc', 'desc']) }),
      ),
      limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
      offset: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
    }),
    output: Schema.Struct({
      total: Schema.Int,
      offset: Schema.Int,
      limit: Schema.Int,
      orders: Schema.Array(OrderRow),
    }),
    session: 'user',
  }),
  /** One order in full, its invoices when the buyer may see them, and which lines can be ordered again. */
  orderDetail: rpc({
    input: Schema.Struct({ orderId: Id }),
    output: Schema.Struct({
      orderId: Schema.String,
      orderNumber: Schema.String,
      customerName: Schema.String,
      projectName: Schema.optional(Schema.String),
      placedBy: Placer,
      createdAt: Schema.String,
      orderDate: IsoDate,
      reference: Schema.optional(Schema.String),
      message: Schema.optional(Schema.String),
      contactName: Schema.optional(Schema.String),
      contactPhone: Schema.optional(Schema.String),
      orderStatus: Status,
      statusHistory: Schema.Array(Schema.Struct({ status: Status, at: Schema.String })),
      lines: Schema.Array(
        Schema.Struct({
          lineNumber: Schema.Int,
          articleNumber: Schema.String,
          name: Schema.String,
          brand: Schema.optional(Schema.String),
          quantity: Schema.Number,
          unit: Schema.String,
          /** The price of one unit as ordered: net plus the metal surcharge, per sales price unit. */
          unitPrice: Schema.optional(MoneyUnits),
          amount: Schema.optional(MoneyUnits),
          label: Schema.optional(Schema.String),
          /** Whether the line can be ordered again, why not, and the quantity it would be ordered in. */
          reorder: Schema.optional(
            Schema.Struct({
              purchasable: Schema.Boolean,
              reason: Schema.optional(Schema.String),
              replacementArticleNumber: Schema.optional(Schema.String),
              suggestedQuantity: Schema.Number,
              priceChanged: Schema.Boolean,
            }),
          ),
        }),
      ),
      deliveries: Schema.Array(
        Schema.Struct({
          deliveryId: Schema.String,
          deliveryName: Schema.String,
          storeName: Schema.optional(Schema.String),
          requestedDeliveryDate: Schema.optional(IsoDate),
          plannedDeliveryDate: IsoDate,
          status: Schema.Literals(['planned', 'shipped', 'delivered']),
          shippedAt: Schema.optional(Schema.String),
          deliveredAt: Schema.optional(Schema.String),
        }),
      ),
      addresses: Schema.Array(Address),
      totals: Schema.optional(
        Schema.Struct({ net: MoneyUnits, vatPercentage: Schema.Number, vat: MoneyUnits, gross: MoneyUnits }),
      ),
      /** False when the buyer may not see invoices (no prices, or EJ_SE_EKONOMISK_UPPFÖLJNING). */
      invoicesShown: Schema.Boolean,
      invoices: Schema.Array(
        Schema.Struct({
          invoiceNumber: Schema.String,
          ocr: Schema.String,
          invoiceDate: IsoDate,
          dueDate: IsoDate,
          paymentTerms: Schema.String,
          amountExcludingVat: MoneyUnits,
          vatAmount: MoneyUnits,
          amountIncludingVat: MoneyUnits,
        }),
      ),
      /** False under EJ_ORDER (or when the reorder check could not be made): no reorder offered. */
      mayReorder: Schema.Boolean,
      /** The delivery methods the buyer may reorder with now, and the preferred one. */
      methods: Schema.Array(Schema.Struct({ code: Schema.String, name: Schema.String })),
      preferredMethod: Schema.optional(Schema.String),
    }),
    session: 'user',
    readsLines: true,
  }),
  /** Mails the order's documents to the buyer with a message; answers the address they went to. */
  emailOrderDocuments: rpc({
    input: Schema.Struct({ orderId: Id, message: Text(DOCUMENT_MESSAGE_MAX) }),
    output: Schema.Struct({ to: Schema.String }),
    session: 'user',
  }),
  /** Sends customer service a question about an order. */
  sendOrderInquiry: rpc({
    input: Schema.Struct({
      orderId: Id,
      subject: Schema.optionalKey(Text(INQUIRY_SUBJECT_MAX)),
      message: Text(INQUIRY_MAX),
    }),
    output: Schema.Struct({}),
    session: 'user',
  }),
  /** Orders an order's lines (all, or the chosen line numbers) again into the cart with a delivery method. */
  reorderLines: rpc({
    input: Schema.Struct({
      stores: cartRpcs.cart.input.fields.stores,
      orderId: Id,
      deliveryId: Text(20),
      lineNumbers: Schema.optionalKey(Schema.Array(Schema.Int).check(Schema.isMaxLength(1000))),
    }),
    output: Schema.Struct({
      cart: cartRpcs.cart.output,
      addedCount: Schema.Int,
      skipped: Schema.Array(
        Schema.Struct({
          lineNumber: Schema.Int,
          articleNumber: Schema.String,
          name: Schema.String,
          reason: Schema.optional(Schema.String),
        }),
      ),
      message: cartRpcs.addToCart.output.fields.message,
    }),
    session: 'user',
  }),
}
