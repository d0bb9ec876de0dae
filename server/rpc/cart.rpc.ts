/** The RPCs of the cart as the shell shows it: the lines by delivery, priced, and the total. */
import { Schema } from 'effect'
import { rpc } from './rpc-definition'

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

/** The cart's RPCs. */
export const cartRpcs = {
  /** The current cart of the context the user acts for. */
  cart: rpc({
    input: Schema.Struct({}),
    output: Schema.Struct({
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
    }),
    session: 'user',
  }),
}
