/**
 * Order history (shop-core §1, issue "Account area"): searching, an order with its invoices, its
 * documents (the .xlsx, the confirmation PDF, mailed with a message), an inquiry about it, and
 * ordering its lines again into the cart. Every failure comes back as a value with its message key.
 */
import { Data, Effect } from 'effect'
import type { BrandCode } from '../domain/brand'
import { cartAddFailed, type UserMessage } from '../domain/messages'
import {
  addressLines,
  isOrderNumber,
  type Invoice,
  type Order,
  type OrderQuery,
  type ReorderLine,
} from '../domain/order'
import { pricePerUnit } from '../domain/pricing'
import { CartPort } from '../ports/cart.port'
import { OrdersPort } from '../ports/orders.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { failWithMessage } from './call-failures'
import { offeredDeliveryMethod } from './cart.usecase'
import { deliveryChoice } from './delivery-options.usecase'
import { readSession } from './session.usecase'
import { failureDetails, inputAnswer, messageAnswer, type FailureAnswer } from '../domain/failures'

/** An order call failed; the message says why in the spec's terms. */
export class OrdersFailed extends Data.TaggedError('OrdersFailed')<{ readonly message: UserMessage }> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

/** Input the services would refuse, caught before the call. */
export class OrderInputInvalid extends Data.TaggedError('OrderInputInvalid')<{
  readonly field: 'message' | 'subject' | 'lines' | 'toDate'
  readonly reason: string
}> {
  get answer(): FailureAnswer {
    return inputAnswer(failureDetails(this))
  }
}

/** The longest message mailed with the documents, and the longest inquiry. */
export const DOCUMENT_MESSAGE_MAX = 2000
export const INQUIRY_MAX = 4000
export const INQUIRY_SUBJECT_MAX = 200

const failed = failWithMessage((message) => new OrdersFailed({ message }))

/** A page of order history. */
export const orderHistory = (query: OrderQuery) =>
  failed(Effect.flatMap(OrdersPort, (orders) => orders.search(query)))

/**
 * A page of the order history of the customer and project the user acts for now (shop-core §3
 * customer context): the search text trimmed, and an empty text or status list as none.
 */
export const contextOrderHistory = (query: Omit<OrderQuery, 'customerId' | 'projectId'>) =>
  Effect.gen(function* () {
    const session = yield* readSession
    const { text, statuses, fromDate, toDate, sort, limit, offset } = query
    return yield* orderHistory({
      ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
      ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
      ...(text?.trim() ? { text: text.trim() } : {}),
      ...(statuses && statuses.length > 0 ? { statuses } : {}),
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
      ...(sort ? { sort } : {}),
      ...(limit ? { limit } : {}),
      ...(offset ? { offset } : {}),
    })
  })

/**
 * The order id behind a reference: an order number (as mails, documents and the address bar give
 * it) is looked up by the order service, which refuses an order the buyer may not read exactly as
 * reading it does (403, 404); an order id is taken as it is.
 */
const orderIdOf = (reference: string) =>
  isOrderNumber(reference)
    ? failed(Effect.flatMap(OrdersPort, (orders) => orders.orderIdOf(reference)))
    : Effect.succeed(reference)

/**
 * An order, by id or number, with its invoices. Invoices the buyer may not see (no prices, no
 * financial follow-up) are left out.
 */
export const orderDetail = (reference: string) =>
  failed(
    Effect.gen(function* () {
      const orderId = yield* orderIdOf(reference)
      const orders = yield* OrdersPort
      const [order, invoices] = yield* Effect.all(
        [
          orders.order(orderId),
          orders.invoices(orderId).pipe(
            Effect.map((list): readonly Invoice[] | undefined => list),
            Effect.catchIf(
              (error) =>
                error._tag === 'ServiceCallFailed' &&
                error.failure.kind === 'http' &&
                error.failure.status === 403,
              () => Effect.succeed(undefined),
            ),
          ),
        ],
        { concurrency: 2 },
      )
      return { order, invoices: invoices ?? [], invoicesShown: invoices !== undefined } satisfies {
        order: Order
        invoices: readonly Invoice[]
        invoicesShown: boolean
      }
    }),
  )

/**
 * The order page, by order id or number: the order (its fields, flat) with its invoices, the reorder
 * check of each line, and the delivery methods a reorder may go to. The order is shown even when the
 * check fails; it then offers no reorder.
 */
export const orderPage = (reference: string) =>
  Effect.gen(function* () {
    const orderId = yield* orderIdOf(reference)
    const [detail, check, choice] = yield* Effect.all(
      [orderDetail(orderId), Effect.orElseSucceed(reorderCheck(orderId), () => undefined), deliveryChoice()],
      { concurrency: 3 },
    )
    const checked = new Map((check?.lines ?? []).map((line) => [line.lineNumber, line]))
    const { order, ...invoices } = detail
    return {
      ...order,
      ...invoices,
      /** The order's lines, each with its reorder check (none when the check failed). */
      lines: order.lines.map((line) => ({
        ...line,
        /** What one unit was charged, the metal surcharge included; undefined without a price. */
        unitPrice:
          line.netPrice === undefined
            ? undefined
            : pricePerUnit(line.netPrice, line.alloyingPrice, line.salesPriceUnit),
        reorder: checked.get(line.lineNumber),
      })),
      /** The delivery and invoice addresses as the lines they are written in. */
      addresses: order.addresses.map((address) => ({
        kind: address.kind,
        lines: addressLines(address),
      })),
      mayReorder: check?.mayPlaceOrders ?? false,
      methods: choice.methods,
      preferredMethod: choice.preferred,
    }
  })

/** The order (by id or number) as an .xlsx file, or its confirmation as a PDF in the brand's look. */
export const orderDocument = (reference: string, kind: 'spreadsheet' | 'confirmation', brand: BrandCode) =>
  Effect.flatMap(orderIdOf(reference), (orderId) =>
    failed(
      Effect.flatMap(OrdersPort, (orders) =>
        kind === 'spreadsheet' ? orders.download(orderId) : orders.confirmation(orderId, brand),
      ),
    ),
  )

/**
 * Mails the order's documents, in the look of the brand the shop is served as, to the buyer with a
 * message; answers the address it went to.
 */
export const emailOrderDocuments = (orderId: string, message: string) =>
  failed(
    Effect.gen(function* () {
      const text = message.trim()
      if (text.length > DOCUMENT_MESSAGE_MAX)
        return yield* new OrderInputInvalid({
          field: 'message',
          reason: `At most ${DOCUMENT_MESSAGE_MAX} characters`,
        })
      const { brand } = yield* ShopSettings
      return yield* (yield* OrdersPort).emailDocuments(orderId, text, brand)
    }),
  )

/** Sends customer service a question about an order. */
export const sendOrderInquiry = (orderId: string, message: string, subject?: string) =>
  failed(
    Effect.gen(function* () {
      const text = message.trim()
      if (text.length === 0)
        return yield* new OrderInputInvalid({ field: 'message', reason: 'Write a message' })
      if (text.length > INQUIRY_MAX)
        return yield* new OrderInputInvalid({ field: 'message', reason: `At most ${INQUIRY_MAX} characters` })
      const title = subject?.trim()
      if (title && title.length > INQUIRY_SUBJECT_MAX)
        return yield* new OrderInputInvalid({
          field: 'subject',
          reason: `At most ${INQUIRY_SUBJECT_MAX} characters`,
        })
      yield* (yield* OrdersPort).sendInquiry({ orderId, message: text, ...(title ? { subject: title } : {}) })
    }),
  )

/** What ordering an old order again came to. */
export interface Reordered {
  readonly addedCount: number
  /** Lines that could not be ordered as they were (with a replacement where there is one). */
  readonly skipped: readonly ReorderLine[]
  /** Set when the cart refused some lines. */
  readonly message?: UserMessage
}

/**
 * Puts an order's lines (all, or the chosen line numbers) into a delivery of the cart (in a method
 * the buyer may choose now), each raised
 * to a whole order multiple; lines no longer purchasable are left out and listed.
 */
export const reorder = (
  orderId: string,
  cartId: string,
  deliveryId: string,
  lineNumbers?: readonly number[],
) =>
  Effect.andThen(
    offeredDeliveryMethod(deliveryId),
    failed(
      Effect.gen(function* () {
        const check = yield* (yield* OrdersPort).validate(orderId)
        if (!check.mayPlaceOrders)
          return yield* new OrdersFailed({ message: { key: 'errors.forbidden_action' } })
        const chosen = check.lines.filter(
          (line) => lineNumbers === undefined || lineNumbers.includes(line.lineNumber),
        )
        if (chosen.length === 0)
          return yield* new OrderInputInvalid({ field: 'lines', reason: 'Choose lines to order' })
        const usable = chosen.filter((line) => line.purchasable)
        const skipped = chosen.filter((line) => !line.purchasable)
        if (usable.length === 0) return { addedCount: 0, skipped } satisfies Reordered
        const answer = yield* (yield* CartPort)
          .addItems(
            cartId,
            usable.map((line) => ({
              articleNumber: line.articleNumber,
              quantity: line.suggestedQuantity,
              deliveryId,
            })),
          )
          .pipe(
            Effect.catchTag('ServiceCallFailed', () =>
              Effect.fail(
                new OrdersFailed({ message: cartAddFailed(usable.map((line) => line.articleNumber)) }),
              ),
            ),
          )
        return {
          addedCount: answer.cartItemIds.length,
          skipped,
          ...(answer.errors.length > 0
            ? { message: cartAddFailed(answer.errors.map((error) => error.id)) }
            : {}),
        } satisfies Reordered
      }),
    ),
  )

/** Which lines of an order can be ordered again now, and why the others cannot. */
export const reorderCheck = (orderId: string) =>
  failed(Effect.flatMap(OrdersPort, (orders) => orders.validate(orderId)))

/** An invoice of an order (by id or number) as a PDF in the brand's look (only where the buyer may see invoices). */
export const invoicePdf = (reference: string, invoiceNumber: string, brand: BrandCode) =>
  Effect.flatMap(orderIdOf(reference), (orderId) =>
    failed(Effect.flatMap(OrdersPort, (orders) => orders.invoicePdf(orderId, invoiceNumber, brand))),
  )
