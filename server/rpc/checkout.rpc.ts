/** The RPCs of checkout steps 2–4: the delivery page, the summary, the requested days, addresses and placing the order. */
import { Schema } from 'effect'
import { Id, IsoDate, rpc, Text } from './rpc-definition'

const optional = Schema.optionalKey

/** Money in minor units of 1/10,000 SEK (core/domain/money.ts). */
const MoneyUnits = Schema.Int

/** A message for the buyer by catalog key, with its values. */
const Message = Schema.Struct({
  key: Schema.String,
  values: optional(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))),
})

/** What a delivery method needs before it can be ordered. */
const Need = Schema.Literals(['none', 'store', 'zipCode'])

/** A delivery's money (core/domain/checkout.ts DeliveryTotals); absent parts no line carries. */
const Totals = Schema.Struct({
  net: MoneyUnits,
  discounts: Schema.optional(MoneyUnits),
  alloying: Schema.optional(MoneyUnits),
  excludingVat: MoneyUnits,
  vat: Schema.optional(MoneyUnits),
  includingVat: Schema.optional(MoneyUnits),
  unpricedLines: Schema.Int,
})

/** One line of a delivery. */
const Line = Schema.Struct({
  cartItemId: Schema.String,
  articleNumber: Schema.String,
  name: Schema.String,
  /** The article's brand, for tracking; absent when it has none. */
  brand: Schema.optional(Schema.String),
  /** The product's category trail (core/domain/variant.ts productCategory), for tracking. */
  category: Schema.optional(Schema.String),
  quantity: Schema.Number,
  unit: Schema.String,
  /** What the line is charged per sales price unit, at the cart's bracket; absent without a price. */
  unitPrice: Schema.optional(MoneyUnits),
  /** How many units `unitPrice` is for. */
  salesPriceUnit: Schema.Number,
  /** What the line costs, absent without a price (hidden, or on request). */
  amount: Schema.optional(MoneyUnits),
  /** Priced on request: the page writes "Pris på förfrågan" where the amount would stand. */
  onRequest: Schema.Boolean,
})

/** One delivery of the cart as checkout shows it. */
const Delivery = Schema.Struct({
  deliveryId: Schema.String,
  name: Schema.String,
  needs: Need,
  /** Whether the buyer may use this delivery method now (EJ_ALLA_LEVERANSSATT, opening windows). */
  available: Schema.Boolean,
  /** The hours (Stockholm time, open days) in which its method is offered; absent for every hour. */
  window: Schema.optional(Schema.Struct({ start: Schema.Number, end: Schema.Number })),
  included: Schema.Boolean,
  requestedDeliveryDate: Schema.optional(Schema.String),
  lines: Schema.Array(Line),
  /** Null when no line has a price the buyer may see. */
  totals: Schema.optional(Totals),
})

/** A pickup store with how many lines of each store delivery it has in stock. */
const Store = Schema.Struct({
  storeId: Schema.String,
  name: Schema.String,
  address: Schema.String,
  /** Lines fully in stock at the store, by delivery id; absent when the stock could not be read. */
  linesInStock: Schema.optional(Schema.Record(Schema.String, Schema.Int)),
})

/** A saved delivery address (shop-core §3 Address). */
export const SavedAddress = Schema.Struct({
  addressId: Schema.String,
  id: Schema.String,
  label: Schema.optional(Schema.String),
  name: Schema.optional(Schema.String),
  recipientName: Schema.optional(Schema.String),
  address1: Schema.optional(Schema.String),
  address2: Schema.optional(Schema.String),
  address3: Schema.optional(Schema.String),
  postalCode: Schema.optional(Schema.String),
  postalAddress: Schema.optional(Schema.String),
  countryCode: Schema.Literals(['SE', 'AX']),
  phone: Schema.optional(Schema.String),
  preselected: Schema.Boolean,
  readOnly: Schema.Boolean,
  validForDelivery: Schema.Boolean,
})

/** The delivery and summary pages' data. */
const CheckoutView = Schema.Struct({
  today: Schema.String,
  earliestDeliveryDate: Schema.String,
  pastCutoff: Schema.Boolean,
  cutoffHour: Schema.Int,
  openDays: Schema.Array(Schema.String),
  holidays: Schema.Array(Schema.Struct({ date: Schema.String, name: Schema.String })),
  methods: Schema.Array(Schema.Struct({ code: Schema.String, name: Schema.String, needs: Need })),
  deliveries: Schema.Array(Delivery),
  lineCount: Schema.Int,
  stores: Schema.Array(Store),
  /** Null when the addresses could not be read. */
  addresses: Schema.optional(Schema.Array(SavedAddress)),
  /** False under EJ_ORDER: the summary says so and offers no order button. */
  canOrder: Schema.Boolean,
  needsAction: Schema.Boolean,
})

/** A new address (SE or AX). */
const NewAddress = Schema.Struct({
  label: optional(Text(60)),
  name: optional(Text(60)),
  recipientName: optional(Text(60)),
  address1: Text(100).check(Schema.isMinLength(1)),
  address2: optional(Text(100)),
  postalCode: Text(10).check(Schema.isMinLength(5)),
  postalAddress: Text(60).check(Schema.isMinLength(1)),
  countryCode: Schema.Literals(['SE', 'AX']),
  phone: optional(Text(30)),
})

/** What the buyer says about one delivery (services/cart/checkout.ts DeliveryOrderDetails). */
const DeliveryDetails = Schema.Struct({
  storeId: optional(Id),
  addressId: optional(Id),
  reference: optional(Text(30)),
  message: optional(Text(250)),
  contactName: optional(Text(60)),
  contactPhone: optional(Text(20)),
})

/** A placed order as the success page lists it. */
const PlacedOrder = Schema.Struct({
  orderId: Schema.optional(Schema.String),
  orderNumber: Schema.optional(Schema.String),
  deliveryId: Schema.String,
  deliveryName: Schema.String,
  requestedDeliveryDate: Schema.String,
  lines: Schema.Array(
    Schema.Struct({
      articleNumber: Schema.String,
      name: Schema.String,
      /** The article's brand, for tracking; absent when it has none. */
      brand: Schema.optional(Schema.String),
      /** The product's category trail (core/domain/variant.ts productCategory), for tracking. */
      category: Schema.optional(Schema.String),
      quantity: Schema.Number,
      /** The unit the quantity is counted in, as the cart line had it. */
      unit: Schema.String,
      /** What the line was ordered at per sales price unit; absent without a price the buyer may see. */
      unitPrice: Schema.optional(MoneyUnits),
      /** How many units `unitPrice` is for. */
      salesPriceUnit: Schema.Number,
      /** What the line costs, absent without a price the buyer may see. */
      amount: Schema.optional(MoneyUnits),
    }),
  ),
  /** Null when no line has a price the buyer may see. */
  totals: Schema.optional(Totals),
})

/** A delivery that was not ordered, with why; the articles a reason names are marked in the cart. */
const RefusedOrder = Schema.Struct({
  deliveryId: Schema.String,
  deliveryName: Schema.String,
  reasons: Schema.Array(Message),
  articleNumbers: Schema.Array(Schema.String),
})

/** Checkout's RPCs. */
export const checkoutRpcs = {
  /** The cart's deliveries with what the delivery and summary pages offer and show. */
  checkoutPage: rpc({ input: Schema.Struct({}), output: CheckoutView, session: 'user', readsLines: true }),
  /** Asks for a delivery day for one delivery of the cart (never a closed day). */
  setDeliveryDate: rpc({
    input: Schema.Struct({ deliveryId: Text(20), date: IsoDate }),
    output: Schema.Struct({ requestedDeliveryDate: Schema.String }),
    session: 'user',
    // A day that does not exist is refused with the delivery page's message.
    invalidInputKey: 'errors.update_delivery_date',
  }),
  /** Saves a new delivery address for the current customer; answers it. */
  saveDeliveryAddress: rpc({ input: NewAddress, output: SavedAddress, session: 'user' }),
  /**
   * Places the order: one order per included delivery. Where the buyer goes next and with which
   * message follows shop-core §4 Checkout.
   */
  placeOrder: rpc({
    input: Schema.Struct({
      orderDetails: Schema.Record(Text(20), DeliveryDetails),
      sendOrderReceipt: Schema.Boolean,
    }),
    output: Schema.Struct({
      goTo: Schema.Literals(['checkout-success-page', 'index']),
      message: Schema.optional(Message),
      orders: Schema.Array(PlacedOrder),
      refused: Schema.Array(RefusedOrder),
    }),
    session: 'user',
  }),
}
