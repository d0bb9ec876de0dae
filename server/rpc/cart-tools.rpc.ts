/**
 * The RPCs of the cart tools (issue 8): quick order, a spreadsheet into the cart, the cart to .xlsx
 * and the transfer of a cart from another customer context. Each change answers the changed cart as
 * the `cart` RPC shows it.
 *
 * The spreadsheet travels as base64 inside the JSON body rather than as a binary body: the RPC
 * endpoint, its input decoding and its error answers stay one path for every RPC, and the browser's
 * XMLHttpRequest still reports real upload progress for a JSON body. The cost — a third more bytes —
 * is small for a sheet of at most 2 MB; the size is checked in the input Schema, and the endpoint
 * takes this RPC's larger body (`maxBodyBytes`).
 */
import { Schema } from 'effect'
import { QUICK_ORDER_MAX_LINES } from '@proffsbutik/core/domain'
import { cartRpcs } from './cart.rpc'
import { Id, rpc, Text } from './rpc-definition'

/** The largest spreadsheet a buyer may upload. */
export const MAX_SHEET_BYTES = 2 * 1024 * 1024

/** Its length as base64. */
const MAX_SHEET_BASE64 = 4 * Math.ceil(MAX_SHEET_BYTES / 3)

/** The cart as the `cart` RPC answers it. */
const CartView = cartRpcs.cart.output

/** Money in minor units of 1/10,000 SEK (core/domain/money.ts). */
const MoneyUnits = Schema.Int

/** A message for the buyer by catalog key, with its values. */
const Message = Schema.Struct({
  key: Schema.String,
  values: Schema.optionalKey(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))),
})

/** A customer context: a customer, and a project of it or none. */
const ContextRef = Schema.Struct({ customerId: Id, projectId: Schema.optionalKey(Id) })

/** One row of a quick order as the buyer checks it (core/domain/quick-order.ts QuickOrderRow). */
const QuickOrderRow = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal('matched'),
    line: Schema.Int,
    input: Schema.String,
    articleNumber: Schema.String,
    name: Schema.String,
    unit: Schema.String,
    orderMultiple: Schema.Number,
    requested: Schema.Number,
    quantity: Schema.Number,
    rounded: Schema.Boolean,
    /**
     * The quantity that sets the bracket: the article's sum over the deliveries that go into the
     * order once the row is added (the row's quantity plus what the cart holds of it).
     */
    bracketQuantity: Schema.Number,
    /** The unit price charged at that bracket (per `salesPriceUnit` units), or why there is none to show. */
    price: Schema.Union([
      Schema.Struct({ kind: Schema.Literal('price'), amount: MoneyUnits, salesPriceUnit: Schema.Number }),
      Schema.Struct({ kind: Schema.Literals(['askForPrice', 'hidden']) }),
    ]),
    /** The row's amount at that price; absent without a price to show. */
    amount: Schema.optional(MoneyUnits),
  }),
  Schema.Struct({
    kind: Schema.Literal('refused'),
    line: Schema.Int,
    input: Schema.String,
    reason: Schema.Literals([
      'unknownArticle',
      'notForSaleOnline',
      'discontinued',
      'badQuantity',
      'tooManyDecimals',
      'tooManyLines',
      'merged',
    ]),
    mergedInto: Schema.optional(Schema.Int),
  }),
])

/** The cart tools' RPCs. */
export const cartToolsRpcs = {
  /** What the tools offer now: the delivery methods to add to, and the contexts to transfer from. */
  cartTools: rpc({
    input: Schema.Struct({}),
    output: Schema.Struct({
      methods: Schema.Array(Schema.Struct({ code: Schema.String, name: Schema.String })),
      preferred: Schema.optional(Schema.String),
      sources: Schema.Array(
        Schema.Struct({
          customerId: Schema.String,
          projectId: Schema.optional(Schema.String),
          name: Schema.String,
        }),
      ),
    }),
    session: 'user',
  }),
  /**
   * Reads pasted lines and matches each with the catalogue before anything is added; the matched
   * ones are then added with `addToCart`. The delivery method decides whether store-only articles
   * may go.
   */
  quickOrderPreview: rpc({
    input: Schema.Struct({
      text: Text(QUICK_ORDER_MAX_LINES * 100).check(Schema.isMinLength(1)),
      deliveryId: Text(20),
    }),
    output: Schema.Struct({ rows: Schema.Array(QuickOrderRow) }),
    session: 'user',
  }),
  /** A spreadsheet (.xlsx or .csv, base64) into one delivery of the current cart. */
  uploadCartSheet: rpc({
    input: Schema.Struct({
      deliveryId: Text(20),
      fileName: Text(200).check(Schema.isPattern(/\.(xlsx|csv)$/i, { message: 'Only .xlsx or .csv' })),
      content: Schema.String.check(
        Schema.isMinLength(4),
        Schema.isMaxLength(MAX_SHEET_BASE64, { message: `At most ${MAX_SHEET_BYTES} bytes` }),
        Schema.isPattern(/^[A-Za-z0-9+/]*={0,2}$/, { message: 'Not base64' }),
      ),
    }),
    output: Schema.Struct({ cart: CartView, addedCount: Schema.Int, messages: Schema.Array(Message) }),
    session: 'user',
    maxBodyBytes: MAX_SHEET_BASE64 + 4096,
  }),
  /** The current cart's lines (all, or the chosen ones) as an .xlsx file, base64. */
  exportCartSheet: rpc({
    input: Schema.Struct({
      cartItemIds: Schema.optionalKey(
        Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(2000)),
      ),
    }),
    output: Schema.Struct({
      fileName: Schema.String,
      content: Schema.String,
      lineCount: Schema.Int,
      /** Some line has no price the buyer may see: the file has lines without prices. */
      missingPrices: Schema.Boolean,
    }),
    session: 'user',
  }),
  /** The cart of another context of the user's, to confirm a transfer: how many lines would come. */
  transferSource: rpc({
    input: ContextRef,
    output: Schema.Struct({ name: Schema.String, lineCount: Schema.Int }),
    session: 'user',
  }),
  /** Moves the lines of the user's cart in another context into the current cart. */
  transferCartFrom: rpc({
    input: ContextRef,
    output: Schema.Struct({
      cart: CartView,
      movedCount: Schema.Int,
      /** Lines the cart service could not take stay in the source cart. */
      leftCount: Schema.Int,
    }),
    session: 'user',
  }),
}
