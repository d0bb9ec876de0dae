/** The use cases behind the cart tools' RPCs (cart-tools.rpc.ts). */
import { Effect } from 'effect'
import type { PriceDisplay, UserMessage } from '@proffsbutik/core/domain'
import {
  activeCartId,
  cartSheet,
  deliveryChoice,
  previewQuickOrder,
  sourceCart,
  transferFrom,
  transferSources,
  uploadToCart,
} from '@proffsbutik/core/usecases'
import { cartHandlers } from './cart.handlers'
import type { cartToolsRpcs } from './cart-tools.rpc'
import type { Handlers } from './rpc-handlers'

/** The cart as the `cart` RPC answers it (its view is the cart handler's, not copied here). */
const answeredCart = Effect.suspend(() => cartHandlers.cart({}))

/** A message as the RPCs answer it. */
const messageView = (message: UserMessage) => ({
  key: message.key,
  ...(message.values ? { values: message.values } : {}),
})

/** A quick-order row's unit price as the wire carries it: the price, on request, or none shown. */
const quickOrderPrice = (price: PriceDisplay) =>
  price.kind === 'price'
    ? { kind: price.kind, amount: price.amount, salesPriceUnit: price.salesPriceUnit }
    : { kind: price.kind === 'askForPrice' ? ('askForPrice' as const) : ('hidden' as const) }

/** Which use case answers each cart tools RPC. */
export const cartToolsHandlers: Handlers<typeof cartToolsRpcs> = {
  cartTools: () =>
    Effect.gen(function* () {
      const choice = yield* deliveryChoice()
      const sources = yield* transferSources
      return { ...choice, sources }
    }),
  quickOrderPreview: ({ text, deliveryId }) =>
    Effect.gen(function* () {
      const rows = yield* previewQuickOrder(text, deliveryId)
      return {
        rows: rows.map((row) =>
          row.kind === 'refused'
            ? row
            : {
                kind: row.kind,
                line: row.line,
                input: row.input,
                articleNumber: row.article.articleNumber,
                name: row.article.name,
                unit: row.article.unit,
                orderMultiple: row.article.orderMultiple,
                requested: row.requested,
                quantity: row.quantity,
                rounded: row.rounded,
                bracketQuantity: row.bracketQuantity,
                price: quickOrderPrice(row.price),
                amount: row.amount,
              },
        ),
      }
    }),
  uploadCartSheet: ({ deliveryId, fileName, content }) =>
    Effect.gen(function* () {
      const cartId = yield* activeCartId
      const bytes = new Uint8Array(Buffer.from(content, 'base64'))
      const answer = yield* uploadToCart(cartId, { name: fileName, bytes }, deliveryId)
      return {
        cart: yield* answeredCart,
        addedCount: answer.addedCount,
        messages: answer.messages.map(messageView),
      }
    }),
  exportCartSheet: ({ cartItemIds }) =>
    Effect.map(cartSheet(cartItemIds), ({ bytes, ...sheet }) => ({
      ...sheet,
      content: Buffer.from(bytes).toString('base64'),
    })),
  transferSource: ({ customerId, projectId }) =>
    Effect.map(sourceCart(customerId, projectId), ({ name, lineCount }) => ({ name, lineCount })),
  transferCartFrom: ({ customerId, projectId }) =>
    Effect.gen(function* () {
      const moved = yield* transferFrom(customerId, projectId)
      return { cart: yield* answeredCart, ...moved }
    }),
}
