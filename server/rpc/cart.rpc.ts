/** The RPCs of the cart as the shell shows it: the lines by delivery, priced, and the total. */
import { Schema } from 'effect'
import { CART_LINES_MAX, deliveryMethodCodes, QUANTITY_MAX } from '@proffsbutik/core/domain'
import { CardView } from './catalog.rpc'
import { Id, rpc, Text } from './rpc-definition'

/** Money in minor units of 1/10,000 SEK (core/domain/money.ts). */
const MoneyUnits = Schema.Int

/**
 * The store this browser has chosen per store method (shop-core §9 selectedLocations): the cart's
 * store deliveries show stock there. Without one, the user's preferred store, else the brand's.
 */
const ChosenStores = Schema.optionalKey(
  Schema.Struct({ EXH: Schema.optionalKey(Id), EXB: Schema.optionalKey(Id) }),
)

/** core/usecases/cart-overview.usecase.ts LineRequirement. */
const RequirementView = Schema.Struct({
  kind: Schema.Literals([
    'quantityTooHigh',
    'deliveryUnavailable',
    'needsReplacement',
    'notPurchasableInStore',
    'notPurchasableOnline',
    'variantMissing',
  ]),
  code: Schema.Literals([
    'update_quantity',
    'activate_delivery',
    'missing_order_information',
    'not_confirmed',
  ]),
  available: Schema.optional(Schema.Number),
  replacement: Schema.optional(
    Schema.Struct({ articleNumber: Schema.String, name: Schema.String, variantSlug: Schema.String }),
  ),
  /** The delivery on offer (one of the cart's `methods`) a move to which clears the requirement. */
  moveTo: Schema.optional(Schema.Literals(deliveryMethodCodes)),
})

/** One line of the cart. */
const CartLine = Schema.Struct({
  cartItemId: Schema.String,
  articleNumber: Schema.String,
  name: Schema.String,
  quantity: Schema.Number,
  unit: Schema.String,
  label: Schema.optional(Schema.String),
  /** The article as a product card (price, stock, unit, order multiple); absent when it is missing. */
  card: Schema.optional(CardView),
  /** What the line is charged per sales price unit, at the cart's bracket; absent without a price. */
  unitPrice: Schema.optional(MoneyUnits),
  /** How many units `unitPrice` is for. */
  salesPriceUnit: Schema.Number,
  /** What the line costs, absent without a price (hidden, or on request). */
  amount: Schema.optional(MoneyUnits),
  requirements: Schema.Array(RequirementView),
})

/** The cart as the cart page, the flyout and the header show it. */
export const CartView = Schema.Struct({
  cartId: Schema.String,
  lineCount: Schema.Int,
  /** The sum of the priced lines of the deliveries in this order; absent when none has a price. */
  total: Schema.optional(MoneyUnits),
  needsAction: Schema.Boolean,
  issues: Schema.Record(Schema.String, Schema.Int),
  mayOrder: Schema.Boolean,
  /** The lines of this order a punch-out hand-back cannot send (core/domain/oci-export.ts handBackBlockers). */
  handBackBlockers: Schema.Array(
    Schema.Struct({
      cartItemId: Schema.String,
      articleNumber: Schema.String,
      reason: Schema.Literals(['onRequest', 'noPrice', 'quantityDecimals']),
    }),
  ),
  methods: Schema.Array(Schema.Struct({ code: Schema.String, name: Schema.String })),
  deliveries: Schema.Array(
    Schema.Struct({
      deliveryId: Schema.String,
      name: Schema.String,
      method: Schema.optional(Schema.String),
      store: Schema.optional(Schema.Struct({ id: Schema.String, name: Schema.String })),
      included: Schema.Boolean,
      available: Schema.Boolean,
      requestedDeliveryDate: Schema.optional(Schema.String),
      subtotal: Schema.optional(MoneyUnits),
      lines: Schema.Array(CartLine),
    }),
  ),
})

/** What a change answers: the cart after it. */
const Changed = Schema.Struct({ cart: CartView })

/** A line's quantity in the web sales unit: positive, at most QUANTITY_MAX. */
const Quantity = Schema.Number.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(QUANTITY_MAX))

/** Cart line ids, 1 to 500 of them. */
/** Lines of the cart: as many as it may hold (a change or removal of every line is one call). */
const CartItemIds = Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(CART_LINES_MAX))

/** A message for the buyer by catalog key, with its values. */
const Message = Schema.Struct({
  key: Schema.String,
  values: Schema.optional(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))),
})

/** The cart's RPCs. */
export const cartRpcs = {
  /** The current cart of the context the user acts for. */
  cart: rpc({
    input: Schema.Struct({ stores: ChosenStores }),
    output: CartView,
    session: 'user',
    readsLines: true,
  }),
  /**
   * Changes lines in one batch (the quantity edits of 500 ms, a move to another delivery, a label).
   * Quantities are taken as absolute and rounded to 10 decimals.
   */
  updateCartLines: rpc({
    input: Schema.Struct({
      stores: ChosenStores,
      changes: Schema.Array(
        Schema.Struct({
          cartItemId: Id,
          quantity: Schema.optionalKey(Quantity),
          deliveryId: Schema.optionalKey(Text(20)),
          /** The line's own label; empty clears it. */
          label: Schema.optionalKey(Text(100)),
        }),
      ).check(Schema.isMinLength(1), Schema.isMaxLength(CART_LINES_MAX)),
    }),
    output: Changed,
    session: 'user',
  }),
  /** Removes lines. */
  removeCartLines: rpc({
    input: Schema.Struct({ stores: ChosenStores, cartItemIds: CartItemIds }),
    output: Changed,
    session: 'user',
  }),
  /** Empties the cart. */
  emptyCart: rpc({
    input: Schema.Struct({ stores: ChosenStores }),
    output: Changed,
    session: 'user',
  }),
  /** Takes a delivery into this order, or leaves it out. */
  includeDelivery: rpc({
    input: Schema.Struct({ stores: ChosenStores, deliveryId: Text(20), included: Schema.Boolean }),
    output: Changed,
    session: 'user',
  }),
  /**
   * Replaces a discontinued line by its replacement article: the replacement is added to the same
   * delivery with the same quantity and label, then the old line goes.
   */
  replaceCartLine: rpc({
    input: Schema.Struct({ stores: ChosenStores, cartItemId: Id, articleNumber: Id }),
    output: Schema.Struct({ cart: CartView, message: Schema.optional(Message) }),
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
          quantity: Quantity,
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
      message: Schema.optional(Message),
    }),
    session: 'user',
  }),
}
