/**
 * Changing a cart (shop-core §5, §8): adding needs a delivery method and takes absolute quantities
 * rounded to 10 decimals (up to the order multiple when one is known); every failure comes back
 * with its spec message — the cart service not answering is always errors.cart_service_not_available.
 * The 500 ms debounce of quantity edits belongs to the UI store: these take the batch.
 */
import { Data, Effect } from 'effect'
import { CART_LINES_MAX, type Cart, type UploadRowProblem } from '../domain/cart'
import type { IsoDate } from '../domain/calendar'
import {
  cartAddFailed,
  cartFull,
  cartFullRows,
  quantityDecimalsRows,
  cartRemoveFailed,
  cartUpdateFailed,
  deliveryDateUpdateFailed,
  exportEmpty,
  messageForFailure,
  transferFailed,
  uploadFailed,
  wrongImportRows,
  failureCause,
  type CallFailure,
  type UserMessage,
} from '../domain/messages'
import {
  CHOOSE_DELIVERY_METHOD_TEXT,
  cartQuantity,
  checkAddToCart,
  meetsQuantityRules,
} from '../domain/quantity'
import { CartPort, type CartItemChange } from '../ports/cart.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { deliveryChoice } from './delivery-options.usecase'
import { sessionQuantityRules } from './punchout.usecase'
import { readSession } from './session.usecase'
import { failureDetails, messageAnswer, type FailureAnswer } from '../domain/failures'

/** A cart change that failed, with what to tell the buyer. */
export class CartChangeFailed extends Data.TaggedError('CartChangeFailed')<{
  readonly message: UserMessage
}> {
  get answer(): FailureAnswer {
    return messageAnswer(this.message, failureDetails(this))
  }
}

/** Adding without a delivery method: the spec's quoted text. */
export class DeliveryMethodMissing extends Data.TaggedError('DeliveryMethodMissing')<{
  readonly text: typeof CHOOSE_DELIVERY_METHOD_TEXT
}> {
  get answer(): FailureAnswer {
    return { status: 422, key: 'cart.choose_delivery_method' }
  }
}

/**
 * A delivery method the buyer may put lines in now (shop-core §5, §6: EJ_ALLA_LEVERANSSATT and the
 * methods' windows of hours), or the spec's "choose a delivery method". Every way into the cart asks
 * this: adding, uploading, ordering again, a shopping list, a replacement.
 */
export const offeredDeliveryMethod = (deliveryId: string | undefined) =>
  Effect.gen(function* () {
    const choice = checkAddToCart(deliveryId).ok ? yield* deliveryChoice() : undefined
    const method = choice?.methods.find((offered) => offered.code === deliveryId)
    if (!method) return yield* Effect.fail(new DeliveryMethodMissing({ text: CHOOSE_DELIVERY_METHOD_TEXT }))
    return method.code
  })

/** The id of the cart of the customer and project the user acts for now. */
export const activeCartId = Effect.gen(function* () {
  const session = yield* readSession
  const { cartId } = yield* (yield* CommerceGraphPort).activeDeliveryIds({
    ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
    ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
  })
  return cartId
})

/**
 * The failure of a cart call as the buyer's message: no answer is the service message, else
 * `message`; either carries the call's cause (an ended session, a service down), as failWithMessage's do.
 */
const failWith =
  (message: UserMessage | ((failure: CallFailure) => UserMessage)) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.catchIf(
      effect,
      (error): error is E & ServiceCallFailed => error instanceof ServiceCallFailed,
      (error) =>
        Effect.fail(
          new CartChangeFailed({
            message: {
              ...(error.failure.kind === 'noResponse'
                ? { key: messageForFailure(error.failure) }
                : typeof message === 'function'
                  ? message(error.failure)
                  : message),
              cause: failureCause(error.failure),
            },
          }),
        ),
    )

/**
 * Refuses quantities the session's mode does not take (punch-out: more than 3 decimals), before
 * anything is written: the buyer is told where they wrote it, and nothing is rounded.
 */
const checkQuantities = (quantities: readonly number[]) =>
  Effect.gen(function* () {
    const rules = yield* sessionQuantityRules
    if (quantities.some((quantity) => !meetsQuantityRules(quantity, rules)))
      return yield* Effect.fail(new CartChangeFailed({ message: { key: 'cart.quantity_decimals_punchout' } }))
  })

/** A line to add. */
export interface LineToAdd {
  readonly articleNumber: string
  readonly quantity: number
  readonly orderMultiple?: number
  readonly label?: string
}

/**
 * Adds lines to a delivery of the cart, in a method the buyer may choose now; lines the service
 * refused are named in the message.
 */
export const addToCart = (cartId: string, deliveryId: string | undefined, lines: readonly LineToAdd[]) =>
  Effect.gen(function* () {
    const method = yield* offeredDeliveryMethod(deliveryId)
    const items = lines.map((line) => ({
      articleNumber: line.articleNumber,
      quantity: cartQuantity(line.quantity, line.orderMultiple),
      deliveryId: method,
      ...(line.label ? { label: line.label } : {}),
    }))
    yield* checkQuantities(items.map((item) => item.quantity))
    const answer = yield* (yield* CartPort)
      .addItems(cartId, items)
      .pipe(failWith(cartAddFailed(lines.map((line) => line.articleNumber))))
    if (answer.errors.length === 0) return { cartItemIds: answer.cartItemIds }
    return {
      cartItemIds: answer.cartItemIds,
      message: answer.errors.some((error) => error.cartFull)
        ? cartFull(CART_LINES_MAX)
        : cartAddFailed(answer.errors.map((error) => error.id)),
    }
  })

/**
 * Changes lines (one batch after the debounce). A line moves only to a delivery method the buyer may
 * choose now, as lines are added.
 */
export const updateCartItems = (cartId: string, changes: readonly CartItemChange[]) =>
  Effect.gen(function* () {
    const movedTo = new Set(
      changes.flatMap((change) => (change.deliveryId === undefined ? [] : [change.deliveryId])),
    )
    for (const deliveryId of movedTo) yield* offeredDeliveryMethod(deliveryId)
    yield* checkQuantities(
      changes.flatMap((change) => (change.quantity === undefined ? [] : [change.quantity])),
    )
    yield* Effect.flatMap(CartPort, (cart) =>
      cart.updateItems(
        cartId,
        changes.map((change) =>
          change.quantity === undefined ? change : { ...change, quantity: cartQuantity(change.quantity) },
        ),
      ),
    ).pipe(failWith(cartUpdateFailed(changes.length)))
  })

/** Removes lines. */
export const removeCartItems = (cartId: string, cartItemIds: readonly string[]) =>
  Effect.flatMap(CartPort, (cart) => cart.removeItems(cartId, cartItemIds)).pipe(failWith(cartRemoveFailed()))

/** Empties the cart. */
export const emptyCart = (cartId: string) =>
  Effect.flatMap(CartPort, (cart) => cart.empty(cartId)).pipe(failWith(cartRemoveFailed()))

/** Sets the requested delivery date of one delivery, or of all when no delivery is named. */
export const setRequestedDeliveryDate = (cartId: string, deliveryId: string | undefined, date: IsoDate) =>
  Effect.flatMap(CartPort, (cart) => cart.setDeliveryDate(cartId, deliveryId, date)).pipe(
    failWith(deliveryDateUpdateFailed()),
  )

/**
 * Asks for a delivery day on a delivery of the cart the user acts for (shop-core §4 Delivery dates);
 * answers the day the delivery now has.
 */
export const askDeliveryDate = (deliveryId: string, date: IsoDate) =>
  Effect.gen(function* () {
    yield* setRequestedDeliveryDate(yield* activeCartId, deliveryId, date)
    return { requestedDeliveryDate: date }
  })

/** Includes a delivery in the order, or leaves it out. */
export const includeDelivery = (cartId: string, deliveryId: string, included: boolean) =>
  Effect.flatMap(CartPort, (cart) => cart.includeInOrder(cartId, deliveryId, included)).pipe(
    failWith({ key: 'errors.try_again_later' }),
  )

/** Moves the lines of one cart into another. */
export const transferCart = (destinationCartId: string, sourceCartId: string) =>
  Effect.flatMap(CartPort, (cart) => cart.transfer(destinationCartId, sourceCartId)).pipe(
    failWith(transferFailed()),
  )

/**
 * Uploads a spreadsheet into a delivery. The rows not taken are named, each with why: rows that are
 * no article and quantity as cart.wrong_import, rows past the cart's limit with that limit, and in
 * punch-out rows whose quantity has more than 3 decimals (never rounded).
 */
export const uploadToCart = (cartId: string, file: { name: string; bytes: Uint8Array }, deliveryId: string) =>
  Effect.gen(function* () {
    yield* offeredDeliveryMethod(deliveryId)
    const { maxDecimals } = yield* sessionQuantityRules
    const answer = yield* (yield* CartPort)
      .upload(cartId, file, deliveryId, maxDecimals === undefined ? {} : { maxDecimals })
      .pipe(failWith(uploadFailed))
    const rowsWith = (problem: UploadRowProblem) =>
      answer.rejectedRows.filter((rejected) => rejected.problem === problem).map((rejected) => rejected.row)
    const [unreadable, past, decimals] = [
      rowsWith('unreadable'),
      rowsWith('cartFull'),
      rowsWith('quantityDecimals'),
    ]
    const messages: UserMessage[] = [
      ...(unreadable.length > 0 ? [wrongImportRows(unreadable)] : []),
      ...(decimals.length > 0 && maxDecimals !== undefined
        ? [quantityDecimalsRows(decimals, maxDecimals)]
        : []),
      ...(past.length > 0 ? [cartFullRows(past, CART_LINES_MAX)] : []),
    ]
    return { addedCount: answer.addedCount, messages }
  })

/** Exports chosen lines as .xlsx; 'price' is flagged when a line lacks a price or is on request, an empty file is refused. */
export const exportCart = (cart: Cart, cartItemIds: readonly string[]) =>
  Effect.gen(function* () {
    const chosen = cart.cartItems.filter((item) => cartItemIds.includes(item.cartItemId))
    // A line without a price to show, or priced on request: the file says so, and so does the page.
    const flags = chosen.some((item) => {
      const price = item.price ?? item.variant?.price
      return !price || price.askForPrice === true
    })
      ? (['price'] as const)
      : ([] as const)
    const bytes = yield* (yield* CartPort).export(cart.cartId, cartItemIds).pipe(failWith(exportEmpty()))
    if (bytes.byteLength === 0) return yield* Effect.fail(new CartChangeFailed({ message: exportEmpty() }))
    return { bytes, flags }
  })

/**
 * The user's cart in the customer context they act for, its lines priced and stocked: stock at
 * `locationId` (the first non-VIRTUAL location of the deliveries) and the central warehouse.
 */
export const currentCart = (locationId?: string) =>
  Effect.gen(function* () {
    const session = yield* readSession
    return yield* (yield* CommerceGraphPort).getCart({
      stockInput: {},
      ...(locationId ? { locationId } : {}),
      ...(session?.currentCustomerId ? { customerId: session.currentCustomerId } : {}),
      ...(session?.currentProjectId ? { projectId: session.currentProjectId } : {}),
    })
  })
