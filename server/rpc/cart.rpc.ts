/** The RPCs of the cart as the shell shows it: the lines by delivery, priced, and the total. */
import { Schema } from 'effect'
import { Id, rpc, Text } from './rpc-definition'

/** Money in minor units of 1/10,000 SEK (core/domain/money.ts). */
const MoneyUnits = Schema.Int

/** One line of the cart. */
const CartLine = Schema.Struct({
  cartItemId: Schema.String,
  articleNumber: Schema.String,
  name: Schema.String,
  variantSlug: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Schema.String),
  quantity: Schema.Number,
  unit: Schema.String,
  /** What the line costs, null without a price (hidden, or on request). */
  amount: Schema.NullOr(MoneyUnits),
})

/** The cart as the shell shows it. */
const CartView = Schema.Struct({
  cartId: Schema.String,
  lineCount: Schema.Int,
  /** The sum of the priced lines; null when no line has a price the user may see. */
  total: Schema.NullOr(MoneyUnits),
  deliveries: Schema.Array(
    Schema.Struct({
      deliveryId: Schema.String,
      name: Schema.String,
      included: Schema.Boolean,
      requestedDeliveryDate: Schema.NullOr(Schema.String),
      lines: Schema.Array(CartLine),
    }),
  ),
})

/** A message for the buyer by catalog key, with its values. */
const Message = Schema.Struct({
  key: Schema.String,
  values: Schema.optionalKey(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))),
})

/** The cart's RPCs. */
export const cartRpcs = {
  /** The current cart of the context the user acts for. */
  cart: rpc({
    input: Schema.Struct({}),
    output: CartView,
    session: 'user',
  }),
  /**
   * Adds lines to one delivery of the current cart (quick add on listings and the product page).
   * Quantities are rounded up to the order multiple; lines the service refused come back in `message`.
   */
  addToCart: rpc({
    input: Schema.Struct({
      deliveryId: Text(20),
      lines: Schema.Array(
        Schema.Struct({
          articleNumber: Id,
          quantity: Schema.Number.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(100_000)),
          orderMultiple: Schema.optionalKey(
            Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 })),
          ),
          label: Schema.optionalKey(Text(60)),
        }),
      ).check(Schema.isMinLength(1), Schema.isMaxLength(500)),
    }),
    output: Schema.Struct({
      cart: CartView,
      /** The cart lines the added articles are on now. */
      cartItemIds: Schema.Array(Schema.String),
      message: Schema.NullOr(Message),
    }),
    session: 'user',
  }),
}
