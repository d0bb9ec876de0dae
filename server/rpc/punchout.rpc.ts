/**
 * The RPCs of the punch-out hand-back (shop-core §4 Punch-out return): the OCI form, then the
 * handed-back lines out of the cart.
 */
import { Schema } from 'effect'
import { CART_LINES_MAX } from '@proffsbutik/core/domain'
import { Id, rpc } from './rpc-definition'

/** The form the browser posts to the procurement system's HOOK_URL. */
const PunchoutFormView = Schema.Struct({
  /** HOOK_URL exactly as given, its query included. */
  action: Schema.String,
  /** The frame the form posts into (~TARGET, _top by default). */
  target: Schema.String,
  charset: Schema.Literals(['UTF-8', 'ISO-8859-1']),
  /** Every field in order: HOOK_URL's own parameters, ~OkCode, then each line's NEW_ITEM-…[n] (and LONGTEXT_n:132[]). */
  fields: Schema.Array(Schema.Tuple([Schema.String, Schema.String])),
})

/** A cart line that stops the hand-back (core/domain/oci-export.ts HandBackBlocker), as the preview lists it. */
const BlockingLine = Schema.Struct({
  articleNumber: Schema.String,
  /** The article's name, the article number when the variant is missing. */
  name: Schema.String,
  deliveryId: Schema.String,
  /** The delivery's name as the cart shows it. */
  deliveryName: Schema.String,
  /** Priced on request, no price for this buyer, or a quantity with more than 3 decimals. */
  reason: Schema.Literals(['onRequest', 'noPrice', 'quantityDecimals']),
})

/**
 * What the procurement system will receive: the form ('ready'), or nothing, and why ('refused'):
 * the spec's 'price' error with the lines of the order that have no price to send.
 */
const PunchoutPreview = Schema.Union([
  Schema.Struct({
    handBack: Schema.Literal('ready'),
    cartId: Schema.String,
    /** The lines the form hands back (the deliveries in the order): they leave the cart after it went. */
    cartItemIds: Schema.Array(Schema.String),
    form: PunchoutFormView,
  }),
  Schema.Struct({
    handBack: Schema.Literal('refused'),
    reason: Schema.Literal('price'),
    lines: Schema.Array(BlockingLine),
  }),
])

/** The punch-out RPCs. */
export const punchoutRpcs = {
  /**
   * The OCI preview: the form that hands the current cart back, exactly as it will be posted, or
   * the lines that stop it (priced on request, or without a price).
   */
  punchoutForm: rpc({
    input: Schema.Struct({}),
    output: PunchoutPreview,
    session: 'user',
    readsLines: true,
  }),
  /**
   * After the form went to HOOK_URL: the handed-back lines leave the cart (the cart is deleted when
   * nothing stays); the page then reads the cart again.
   */
  finishPunchout: rpc({
    input: Schema.Struct({
      cartId: Id,
      cartItemIds: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(CART_LINES_MAX)),
    }),
    output: Schema.Struct({ refreshCart: Schema.Boolean }),
    session: 'user',
  }),
}
