/** The RPCs of the punch-out hand-back (shop-core §4 Punch-out return): the OCI form, then the cart deleted. */
import { Schema } from 'effect'
import { Id, rpc } from './rpc-definition'

/** The form the browser posts to the procurement system's HOOK_URL. */
const PunchoutFormView = Schema.Struct({
  /** HOOK_URL without its query (the query's parameters are fields). */
  action: Schema.String,
  /** The frame the form posts into (~TARGET, _top by default). */
  target: Schema.String,
  charset: Schema.Literals(['UTF-8', 'ISO-8859-1']),
  /** Every field in order: the hook's own parameters, ~OkCode, then NEW_ITEM-…[n]. */
  fields: Schema.Array(Schema.Tuple([Schema.String, Schema.String])),
})

/** The punch-out RPCs. */
export const punchoutRpcs = {
  /** The OCI preview: the form that hands the current cart back, exactly as it will be posted. */
  punchoutForm: rpc({
    input: Schema.Struct({}),
    output: Schema.Struct({ cartId: Schema.String, form: PunchoutFormView }),
    session: 'user',
  }),
  /** After the form went to HOOK_URL: the handed-back cart is deleted (the page then reads the new one). */
  finishPunchout: rpc({
    input: Schema.Struct({ cartId: Id }),
    output: Schema.Struct({ refreshCart: Schema.Boolean }),
    session: 'user',
  }),
}
