/** The cart service's REST calls over HTTP (shop-core §7 Cart); the cart itself is read through the graph. */
import { Effect, Layer, Schema } from 'effect'
import type { CheckoutOrder, CheckoutRefusal, UploadRowProblem } from '@proffsbutik/core/domain'
import { CartPort, ErrorReporter, ServiceCredentials } from '@proffsbutik/core/ports'
import { OptionalFromNull } from './absent'
import { withToken } from './authorized'
import { PriceWire } from './price.schema'
import { serviceClient, type ServicesEndpoint } from './service-client'

const CartLineWire = Schema.Struct({ cartItemId: Schema.String })
const AddAnswer = Schema.Struct({
  cartItems: Schema.Array(CartLineWire),
  errors: Schema.Array(
    Schema.Struct({ id: Schema.String, message: Schema.String, code: Schema.optional(Schema.String) }),
  ),
})
const UploadAnswer = Schema.Struct({
  addedCount: Schema.Number,
  errors: Schema.Array(Schema.Struct({ row: Schema.Number, code: Schema.String })),
})
/** Why the cart service did not take an uploaded row, by its error code. */
const uploadRowProblem = (code: string): UploadRowProblem =>
  code === 'cart_full' ? 'cartFull' : code === 'too_many_decimals' ? 'quantityDecimals' : 'unreadable'

const CheckoutAnswer = Schema.Struct({
  orders: Schema.Array(
    Schema.Struct({
      tempOrderId: Schema.String,
      deliveryId: Schema.String,
      success: Schema.Boolean,
      orderId: OptionalFromNull(Schema.String),
      orderNumber: OptionalFromNull(Schema.String),
      orderItems: Schema.Array(
        Schema.Struct({
          articleNumber: Schema.String,
          name: Schema.String,
          quantity: Schema.Number,
          brand: OptionalFromNull(Schema.String),
          price: OptionalFromNull(PriceWire),
        }),
      ),
      orderDetails: Schema.Struct({ warehouseId: OptionalFromNull(Schema.String) }),
      errors: Schema.optional(
        Schema.Array(Schema.Struct({ code: Schema.String, articleNumber: Schema.optional(Schema.String) })),
      ),
    }),
  ),
})

/** The order service's refusal codes as the reasons the shop names. */
const refusalReasons: Readonly<Record<string, CheckoutRefusal['reason']>> = {
  credit_limit_exceeded: 'creditLimit',
  insufficient_store_stock: 'stock',
  invalid_delivery_date: 'deliveryDate',
  store_missing: 'store',
  unknown_location: 'store',
  address_missing: 'address',
  delivery_method_denied: 'deliveryMethod',
  article_missing: 'article',
  not_purchasable: 'article',
  order_not_allowed: 'notAllowed',
}

/** One refusal of the order service; an article's reason without an article is not one the shop can name. */
const toRefusal = ({
  code,
  articleNumber,
}: {
  code: string
  articleNumber?: string | undefined
}): CheckoutRefusal => {
  const reason = refusalReasons[code] ?? 'unknown'
  if (reason === 'stock' || reason === 'article')
    return articleNumber === undefined ? { reason: 'unknown' } : { reason, articleNumber }
  return { reason }
}

const toOrder = ({
  orderDetails,
  errors,
  ...order
}: (typeof CheckoutAnswer.Type)['orders'][number]): CheckoutOrder => ({
  ...order,
  // The order details' warehouseId, when there is one.
  ...orderDetails,
  // A refused delivery the service gave no reason for still says it was refused.
  refusals: order.success
    ? []
    : errors && errors.length > 0
      ? errors.map(toRefusal)
      : [{ reason: 'unknown' }],
})

/** The cart port against the services at `endpoint`. */
export const cartHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    CartPort,
    Effect.gen(function* () {
      const authorized = withToken(yield* ServiceCredentials)
      const client = serviceClient('cart', endpoint, yield* ErrorReporter)
      const cart = (cartId: string, rest = '') => `v2/cart/${encodeURIComponent(cartId)}${rest}`
      const send = (operation: string, method: 'PUT' | 'DELETE', path: string, json?: unknown) =>
        authorized((token) =>
          client.send({ operation, method, path, token, ...(json === undefined ? {} : { json }) }),
        )
      return {
        addItems: (cartId, items) =>
          authorized((token) =>
            client.call({
              operation: 'addToCart',
              method: 'POST',
              path: cart(cartId, '/variants/batch/add'),
              json: { items },
              token,
              response: AddAnswer,
            }),
          ).pipe(
            Effect.map((answer) => ({
              cartItemIds: answer.cartItems.map((line) => line.cartItemId),
              errors: answer.errors.map(({ id, message, code }) => ({
                id,
                message,
                cartFull: code === 'cart_full',
              })),
            })),
          ),
        updateItems: (cartId, changes) =>
          send('updateCartItems', 'PUT', cart(cartId, '/variants/batch/update'), { items: changes }),
        updateItem: (cartId, { cartItemId, ...change }) =>
          send('updateCartItem', 'PUT', cart(cartId, `/variants/${encodeURIComponent(cartItemId)}`), change),
        removeItems: (cartId, cartItemIds) =>
          send('removeCartItems', 'PUT', cart(cartId, '/variants/batch/delete'), { cartItemIds }),
        removeItem: (cartId, cartItemId) =>
          send('removeCartItem', 'DELETE', cart(cartId, `/variants/${encodeURIComponent(cartItemId)}`)),
        empty: (cartId) => send('emptyCart', 'DELETE', cart(cartId, '/variants')),
        setDeliveryDate: (cartId, deliveryId, date) =>
          send(
            'updateRequestedDeliveryDate',
            'PUT',
            cart(
              cartId,
              deliveryId === undefined ? '/delivery' : `/delivery/${encodeURIComponent(deliveryId)}`,
            ),
            { requestedDeliveryDate: date },
          ),
        includeInOrder: (cartId, deliveryId, included) =>
          send(
            'includeInOrder',
            'PUT',
            cart(cartId, `/delivery/${encodeURIComponent(deliveryId)}/includeInOrder`),
            {
              isIncludedInOrder: included,
            },
          ),
        transfer: (destinationCartId, sourceCartId) =>
          send(
            'transferCart',
            'PUT',
            cart(destinationCartId, `/transfer/${encodeURIComponent(sourceCartId)}`),
          ),
        upload: (cartId, file, deliveryId, options = {}) =>
          authorized((token) => {
            const form = new FormData()
            form.set('file', new Blob([file.bytes.slice()]), file.name)
            form.set('deliveryId', deliveryId)
            if (options.maxDecimals !== undefined) form.set('maxDecimals', String(options.maxDecimals))
            return client.call({
              operation: 'uploadCart',
              method: 'POST',
              path: cart(cartId, '/upload'),
              form,
              token,
              response: UploadAnswer,
            })
          }).pipe(
            Effect.map((answer) => ({
              addedCount: answer.addedCount,
              rejectedRows: answer.errors.map((error) => ({
                row: error.row,
                problem: uploadRowProblem(error.code),
              })),
            })),
          ),
        export: (cartId, cartItemIds) =>
          authorized((token) =>
            client.download({
              operation: 'exportCart',
              method: 'POST',
              path: cart(cartId, '/export'),
              json: { cartItemIds },
              token,
            }),
          ).pipe(Effect.map((file) => file.bytes)),
        checkout: (cartId, orderDetails, sendOrderReceipt) =>
          authorized((token) =>
            client.call({
              operation: 'checkout',
              method: 'POST',
              path: cart(cartId, '/checkout'),
              json: { orderDetails, sendOrderReceipt },
              token,
              response: CheckoutAnswer,
            }),
          ).pipe(Effect.map((answer) => answer.orders.map(toOrder))),
        deleteCart: (cartId) => send('deleteCart', 'DELETE', cart(cartId)),
        setStatus: (cartId, status) => send('setCartStatus', 'PUT', cart(cartId, '/status'), { status }),
      }
    }),
  )
