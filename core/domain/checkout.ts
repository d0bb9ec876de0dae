/** The checkout result (shop-core §3 Order) and what a checkout's outcome means (shop-core §4 Checkout). */
import type { CountryCode } from './address'
import { checkoutFormFieldNames, type CheckoutFormFieldName } from './delivery-form'
import type { IsoDate } from './calendar'
import { isItemOnRequest, itemAmount, itemUnitPrice, type Cart } from './cart'
import {
  deliveryMethodNeeds,
  deliveryMethods,
  isDeliveryMethodCode,
  type DeliveryMethodCode,
  type DeliveryNeed,
} from './delivery-methods'
import type { HourWindow } from './delivery-windows'
import { subtractMoney, sumMoney, zeroMoney, type Money } from './money'
import { amountsOf, chargedUnitPrice, lineAmount } from './pricing'
import { PIECE_UNIT } from './product-card'
import { productCategory, variantBrand, type Price, type Stock } from './variant'

/** One line of a placed order. */
export interface OrderItem {
  readonly articleNumber: string
  readonly name?: string
  readonly quantity: number
  readonly price?: Price
  readonly brand?: string
}

/**
 * Why the order service refused a delivery: over the customer's credit limit, not enough in the
 * chosen store, a day it does not deliver, no store or address, a delivery method the buyer may not
 * use, an article no longer sold, ordering not allowed, or a reason the shop does not know.
 */
export type CheckoutRefusal =
  | {
      readonly reason:
        'creditLimit' | 'deliveryDate' | 'store' | 'address' | 'deliveryMethod' | 'notAllowed' | 'unknown'
    }
  /** An article's own reason: the chosen store has too few, or it is no longer sold. */
  | { readonly reason: 'stock' | 'article'; readonly articleNumber: string }

/** The reasons a delivery may be refused for. */
export type RefusalReason = CheckoutRefusal['reason']

/** The order made of one delivery of a cart. */
export interface CheckoutOrder {
  readonly tempOrderId: string
  readonly deliveryId: string
  readonly orderItems: readonly OrderItem[]
  readonly warehouseId?: string
  readonly success: boolean
  /** The order's id in the order service (its documents are read by it), once placed. */
  readonly orderId?: string
  /** The order number the buyer is shown, once placed. */
  readonly orderNumber?: string
  /** Why a delivery was not ordered (empty for a placed order). */
  readonly refusals: readonly CheckoutRefusal[]
}

/** A delivery the order service refused, with why. */
export interface RefusedDelivery {
  readonly deliveryId: string
  readonly refusals: readonly CheckoutRefusal[]
}

/** An address written with the order instead of a saved one. */
export interface DeliveryAddress {
  readonly name?: string
  readonly recipientName?: string
  readonly address1: string
  readonly address2?: string
  readonly address3?: string
  readonly postalCode: string
  readonly postalAddress: string
  readonly countryCode?: CountryCode
  readonly phone?: string
}

/**
 * What the buyer says about one delivery: where it is fulfilled (a store for store-type methods, a
 * warehouse for the others), where it goes (a saved address or one written out), and the notes of
 * the delivery form.
 */
export interface DeliveryOrderDetails {
  readonly storeId?: string
  readonly warehouseId?: string
  readonly addressId?: string
  readonly deliveryAddress?: DeliveryAddress
  readonly reference?: string
  readonly message?: string
  readonly contactName?: string
  readonly contactPhone?: string
}

/** The details of each delivery of the checkout, by delivery id. */
export type OrderDetails = Readonly<Record<string, DeliveryOrderDetails>>

/** What a checkout came to: every order placed, some, or none. */
export type CheckoutOutcome =
  | { readonly kind: 'complete'; readonly orders: readonly CheckoutOrder[] }
  | {
      readonly kind: 'partial'
      readonly orders: readonly CheckoutOrder[]
      readonly refused: readonly RefusedDelivery[]
    }
  /** Nothing was ordered: the deliveries refused with why (none when the call itself failed). */
  | { readonly kind: 'failed'; readonly refused: readonly RefusedDelivery[] }

/** Classifies the orders a checkout call answered. */
export function checkoutOutcome(orders: readonly CheckoutOrder[]): CheckoutOutcome {
  const placed = orders.filter((order) => order.success)
  const refused = orders
    .filter((order) => !order.success)
    .map((order) => ({ deliveryId: order.deliveryId, refusals: order.refusals }))
  if (placed.length === 0) return { kind: 'failed', refused }
  return refused.length === 0
    ? { kind: 'complete', orders: placed }
    : { kind: 'partial', orders: placed, refused }
}

/** The name a delivery is shown by: the delivery method's name, else the id itself. */
export function deliveryName(deliveryId: string): string {
  return isDeliveryMethodCode(deliveryId) ? deliveryMethods[deliveryId].name : deliveryId
}

/** The money of one delivery as the price fields allow it; each part is absent when no line carries it. */
export interface DeliveryTotals {
  /** Net prices times quantities. */
  readonly net: Money
  /** What the customer's discounts take off the list price. */
  readonly discounts?: Money
  /** The metal surcharge. */
  readonly alloying?: Money
  /** What is paid before VAT: net plus the surcharge. */
  readonly excludingVat: Money
  readonly vat?: Money
  readonly includingVat?: Money
  /** Lines without a price (hidden, or on request): they count nothing. */
  readonly unpricedLines: number
}

/**
 * Adds up a delivery's lines by the one rule of core/domain/pricing: each line's amount to öre, the
 * net before VAT their sum, VAT once on it. The parts (surcharge, discounts) are summed the same way,
 * and the net price is what is left after the surcharge, so that the parts add up to the total.
 */
export function deliveryTotals(
  lines: readonly { readonly quantity: number; readonly price?: Price | undefined }[],
): DeliveryTotals {
  const priced = lines.flatMap((line) =>
    line.price && !line.price.askForPrice ? [{ quantity: line.quantity, price: line.price }] : [],
  )
  const sum = (pick: (price: Price) => Money | undefined) => {
    const parts = priced.flatMap(({ quantity, price }) => {
      const amount = pick(price)
      return amount === undefined ? [] : [lineAmount(amount, quantity, price.salesPriceUnit)]
    })
    return parts.length === 0 ? undefined : sumMoney(parts)
  }
  const {
    net: excludingVat,
    vat,
    gross,
  } = amountsOf(
    priced.map(({ quantity, price }) =>
      lineAmount(chargedUnitPrice(price.netPrice, price.alloyingPrice), quantity, price.salesPriceUnit),
    ),
  )
  const alloying = sum((price) => price.alloyingPrice)
  const discounts = sum((price) => (price.discountAmount ? price.discountAmount : undefined))
  return {
    net: subtractMoney(excludingVat, alloying ?? zeroMoney),
    ...(discounts === undefined ? {} : { discounts }),
    ...(alloying === undefined ? {} : { alloying }),
    excludingVat,
    ...(priced.length === 0 ? {} : { vat, includingVat: gross }),
    unpricedLines: lines.length - priced.length,
  }
}

/** A delivery's money, or none when no line of it carries a price the buyer may see. */
export function pricedDeliveryTotals(
  lines: readonly { readonly quantity: number; readonly price?: Price | undefined }[],
): DeliveryTotals | undefined {
  const totals = deliveryTotals(lines)
  return totals.unpricedLines === lines.length ? undefined : totals
}

/** A cart line as the delivery and summary pages show it. */
export interface CheckoutLine {
  readonly cartItemId: string
  readonly articleNumber: string
  /** The article's name, else its number. */
  readonly name: string
  /** The article's brand (variantBrand), when it has one. */
  readonly brand?: string | undefined
  /** The product's category trail (productCategory), when it has one. */
  readonly category?: string | undefined
  readonly quantity: number
  /** The web sales unit, else pieces (`st`). */
  readonly unit: string
  readonly unitPrice?: Money | undefined
  readonly salesPriceUnit: number
  readonly amount?: Money | undefined
  readonly onRequest: boolean
}

/** One of the cart's deliveries as checkout offers it (shop-core §5). */
export interface CheckoutDelivery {
  readonly deliveryId: string
  readonly name: string
  /** What the method needs chosen: a store, an address (zip code), or nothing. */
  readonly needs: DeliveryNeed
  /** Whether the buyer may order by this method now. */
  readonly available: boolean
  /** The hours the method is offered in, for a method that has them. */
  readonly window?: HourWindow | undefined
  /** Whether it goes with the order (a delivery is included unless the buyer left it out). */
  readonly included: boolean
  readonly requestedDeliveryDate?: IsoDate | undefined
  readonly lines: readonly CheckoutLine[]
  readonly totals?: DeliveryTotals | undefined
}

/** The cart's deliveries in the cart's order, each with its lines, money and whether it may be ordered. */
export function checkoutDeliveries(
  cart: Cart,
  methods: readonly string[],
  windows: Readonly<Partial<Record<DeliveryMethodCode, HourWindow>>>,
): CheckoutDelivery[] {
  return cart.deliveryIdsInOrder.map((deliveryId) => {
    const delivery = cart.deliveries?.find((d) => d.deliveryId === deliveryId)
    const items = cart.cartItems.filter((item) => item.deliveryId === deliveryId)
    const method = isDeliveryMethodCode(deliveryId) ? deliveryId : undefined
    return {
      deliveryId,
      name: deliveryName(deliveryId),
      needs: method ? deliveryMethodNeeds(method) : 'none',
      available: methods.includes(deliveryId),
      window: method && windows[method],
      included: delivery?.isIncludedInOrder ?? true,
      requestedDeliveryDate: delivery?.requestedDeliveryDate,
      lines: items.map((item) => ({
        cartItemId: item.cartItemId,
        articleNumber: item.articleNumber,
        name: item.variant?.name ?? item.articleNumber,
        brand: variantBrand(item.variant),
        category: productCategory(item.variant?.product),
        quantity: item.quantity,
        unit: item.variant?.webSalesUnit?.unit ?? PIECE_UNIT,
        unitPrice: itemUnitPrice(item),
        salesPriceUnit: item.price?.salesPriceUnit ?? 1,
        amount: itemAmount(item),
        onRequest: isItemOnRequest(item),
      })),
      totals: pricedDeliveryTotals(items),
    }
  })
}

/** What the buyer chose for each delivery on the delivery page. */
export interface DeliveryChoices {
  readonly storeId?: string | undefined
  readonly addressId?: string | undefined
}

/**
 * The checkout's order details: per delivery its store (store methods) or address (the others),
 * and the form's notes, trimmed, on every delivery; empty notes are left out.
 */
export function orderDetailsFor(
  deliveries: readonly { readonly deliveryId: string; readonly needs: string }[],
  choices: (deliveryId: string) => DeliveryChoices,
  form: Readonly<Partial<Record<CheckoutFormFieldName, string>>>,
): Record<string, DeliveryOrderDetails> {
  const notes: Partial<Record<CheckoutFormFieldName, string>> = {}
  for (const name of checkoutFormFieldNames) {
    const value = form[name]?.trim()
    if (value) notes[name] = value
  }
  return Object.fromEntries(
    deliveries.map(({ deliveryId, needs }) => {
      const chosen = choices(deliveryId)
      const where =
        needs === 'store'
          ? chosen.storeId
            ? { storeId: chosen.storeId }
            : {}
          : chosen.addressId
            ? { addressId: chosen.addressId }
            : {}
      return [deliveryId, { ...where, ...notes }]
    }),
  )
}

/**
 * How many lines of each of the cart's store deliveries a store has in full (shop-core §5: the store
 * picker shows it beside each store), from the stock of those articles in that store.
 */
export function storeLinesInStock(
  cart: Pick<Cart, 'deliveryIdsInOrder' | 'cartItems'>,
  storeId: string,
  stock: readonly Stock[],
): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const deliveryId of cart.deliveryIdsInOrder) {
    if (!isDeliveryMethodCode(deliveryId) || deliveryMethodNeeds(deliveryId) !== 'store') continue
    counts[deliveryId] = cart.cartItems.filter((item) => {
      if (item.deliveryId !== deliveryId) return false
      const location = stock
        .find((s) => s.articleNumber === item.articleNumber)
        ?.locations.find((l) => l.locationId === storeId)
      return (location?.quantity ?? 0) >= item.quantity
    }).length
  }
  return counts
}
