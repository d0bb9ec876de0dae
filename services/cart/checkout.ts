/**
 * Checkout (shop-core §7, §4 Checkout): one order per delivery of the cart that is included in the
 * order and holds lines. Each delivery is validated on its own — the permission to order, a store
 * for store methods and an address for the others, the requested day, purchase constraints,
 * discontinued articles without stock, store stock for express pickup, the customer's credit — so
 * some deliveries can be ordered while others fail; the answer lists both. The lines of the ordered
 * deliveries leave the cart.
 *
 * A checkout runs under the cart's row lock and keeps its answer. The same request against a cart
 * that has not changed since (a double click, a retry after a timeout, five retries at once) gets
 * the kept answer: orders are made once.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import {
  bracketQuantities,
  deliveryName,
  type Money,
  permissionDeniesIn,
  purchasability,
  type PurchaseChannel,
  stockholmDay,
  subtractMoney,
  VIRTUAL_DELIVERY_ID,
} from '@proffsbutik/core/domain'
import { CENTRAL_WAREHOUSE_ID, SUPPLIER_LOCATION_ID } from '../catalogue/location-ids'
import { customerPrices, type PriceView } from '../catalogue/prices'
import { stockOf, type StockView } from '../catalogue/stock'
import { variantsOf, type VariantView } from '../catalogue/variants'
import type { CartItemTable, CartTable, Database } from '../db/schema'
import type { Mailer } from '../mail/mailer'
import type { MailShop } from '../mail/messages'
import type { Caller } from '../platform/caller'
import { ServiceError } from '../platform/service-error'
import { creditOf } from '../order/credit'
import { orderTotals } from '../order/order-money'
import { insertOrder, type OrderAddressDraft, type OrderLineDraft } from '../order/place-order'
import { bumpVersion, dropEmptyDeliveries, lockActiveCart } from './carts'
import { requestedDayProblem } from './cart-deliveries'
import { deliveryMethodAllowed } from './delivery-denies'
import { orderReceiptMail } from './order-receipt'

/** A delivery address written with the order. */
export interface AddressInput {
  readonly name?: string | undefined
  readonly recipientName?: string | undefined
  readonly address1: string
  readonly address2?: string | undefined
  readonly address3?: string | undefined
  readonly postalCode: string
  readonly postalAddress: string
  readonly countryCode?: 'SE' | 'AX' | undefined
  readonly phone?: string | undefined
}

/** What the buyer says about one delivery. */
export interface DeliveryOrderDetails {
  readonly storeId?: string | undefined
  readonly warehouseId?: string | undefined
  readonly addressId?: string | undefined
  readonly deliveryAddress?: AddressInput | undefined
  readonly reference?: string | undefined
  readonly message?: string | undefined
  readonly contactName?: string | undefined
  readonly contactPhone?: string | undefined
}

/** The checkout request. */
export interface CheckoutRequest {
  readonly orderDetails: Readonly<Record<string, DeliveryOrderDetails>>
  readonly sendOrderReceipt?: boolean | undefined
}

/** Why a delivery could not be ordered. */
export interface CheckoutError {
  readonly code:
    | 'order_not_allowed'
    | 'delivery_method_denied'
    | 'store_missing'
    | 'unknown_location'
    | 'address_missing'
    | 'invalid_delivery_date'
    | 'article_missing'
    | 'not_purchasable'
    | 'insufficient_store_stock'
    | 'credit_limit_exceeded'
  readonly message: string
  readonly articleNumber?: string
}

/** A line of a checkout answer. */
export interface CheckoutOrderItem {
  readonly articleNumber: string
  readonly name: string
  readonly quantity: number
  readonly brand: string | null
  readonly label: string | null
  readonly price: PriceView | null
}

/** The order (or failure) of one delivery. */
export interface CheckoutOrder {
  readonly tempOrderId: string
  readonly deliveryId: string
  readonly success: boolean
  readonly orderId: string | null
  readonly orderNumber: string | null
  readonly orderItems: readonly CheckoutOrderItem[]
  readonly orderDetails: { readonly warehouseId: string | null; readonly storeId: string | null }
  readonly errors: readonly CheckoutError[]
}

/** The checkout answer. */
export interface CheckoutAnswer {
  readonly cartId: string
  readonly orders: readonly CheckoutOrder[]
}

/** The delivery methods fulfilled from a store: the store is where the buyer collects. */
const STORE_METHODS = new Set(['EXH', 'EXB'])

type Line = Selectable<CartItemTable>
type Cart = Selectable<CartTable>

function requestHash(request: CheckoutRequest): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value
  return createHash('sha256')
    .update(JSON.stringify(canonical({ ...request, sendOrderReceipt: request.sendOrderReceipt ?? true })))
    .digest('hex')
}

/** What the checkout needs to know about the cart's articles, its context and the customer's credit. */
interface CheckoutFacts {
  readonly variants: Map<string, VariantView>
  readonly stock: Map<string, StockView>
  readonly prices: Map<string, PriceView | null>
  readonly visiblePrices: boolean
  readonly denies: readonly string[]
  readonly locations: Map<
    string,
    { kind: string; name: string; address1: string; postalCode: string; city: string }
  >
  creditLeft: Money | null
}

async function loadFacts(
  trx: Transaction<Database>,
  caller: Caller,
  cart: Cart,
  lines: readonly Line[],
  now: Date,
): Promise<CheckoutFacts> {
  const today = stockholmDay(now)
  const articles = [...new Set(lines.map((line) => line.articleNumber))]
  // The lines are those of the deliveries in the order: each article at its sum over them.
  const quantities = bracketQuantities(lines, () => true)
  const locationRows = await trx
    .selectFrom('locations')
    .select(['id', 'kind', 'name', 'address1', 'postalCode', 'city'])
    .execute()
  const locations = new Map(locationRows.map((row) => [row.id, row]))
  const denies = permissionDeniesIn(caller.permissions, cart.customerId, cart.projectId ?? undefined)
  const [variants, stock, prices, credit] = await Promise.all([
    variantsOf(trx, articles),
    // Every location that has the article: a discontinued one is bought only while some has it.
    stockOf(trx, articles, undefined, today),
    customerPrices(
      trx,
      cart.customerId,
      articles.map((articleNumber) => ({ articleNumber, quantity: quantities.get(articleNumber) })),
      today,
      // Priced in full for the order; the answer shows a buyer denied discounts none (EJ_SE_RABATTER
      // hides how the price came about, it does not change what is charged: ADR 0022).
      { prices: true, discounts: !denies.includes('EJ_SE_RABATTER') },
    ),
    creditOf(trx, cart.customerId, now),
  ])
  return {
    variants: new Map(variants.map((v) => [v.articleNumber, v])),
    stock: new Map(stock.stock.map((s) => [s.articleNumber, s])),
    prices,
    visiblePrices: !denies.includes('EJ_SE_PRISER'),
    denies,
    locations,
    creditLeft: credit.available,
  }
}

/** Where a delivery goes: the store's address for store methods, else the buyer's address. */
async function deliveryAddressOf(
  trx: Transaction<Database>,
  cart: Cart,
  deliveryId: string,
  details: DeliveryOrderDetails,
  facts: CheckoutFacts,
): Promise<OrderAddressDraft | CheckoutError> {
  if (STORE_METHODS.has(deliveryId)) {
    const store = details.storeId ? facts.locations.get(details.storeId) : undefined
    if (!details.storeId) return { code: 'store_missing', message: 'Välj en butik för leveransen' }
    if (!store || store.kind !== 'store')
      return { code: 'unknown_location', message: `Butiken ${details.storeId} finns inte` }
    return {
      name: store.name,
      address1: store.address1,
      postalCode: store.postalCode,
      postalAddress: store.city,
    }
  }
  if (details.deliveryAddress) return details.deliveryAddress
  let query = trx.selectFrom('addresses').selectAll().where('customerId', '=', cart.customerId)
  query = details.addressId
    ? query.where('id', '=', details.addressId)
    : query.where('preselected', '=', true)
  const saved = await query.executeTakeFirst()
  if (!saved || !saved.address1 || !saved.postalCode || !saved.postalAddress) {
    return {
      code: 'address_missing',
      message: details.addressId
        ? `Adressen ${details.addressId} kan inte levereras till`
        : 'Ange en leveransadress',
    }
  }
  return saved
}

/** The problems of one delivery's lines: missing articles, purchase constraints and express store stock. */
function lineErrors(
  deliveryId: string,
  details: DeliveryOrderDetails,
  lines: readonly Line[],
  facts: CheckoutFacts,
): CheckoutError[] {
  const channel: PurchaseChannel =
    STORE_METHODS.has(deliveryId) && details.storeId
      ? { kind: 'store', storeId: details.storeId }
      : { kind: 'online' }
  return lines.flatMap((line): CheckoutError[] => {
    const variant = facts.variants.get(line.articleNumber)
    if (!variant)
      return [
        {
          code: 'article_missing',
          articleNumber: line.articleNumber,
          message: `Artikeln ${line.articleNumber} finns inte längre`,
        },
      ]
    const stock = facts.stock.get(line.articleNumber)
    const verdict = purchasability(
      {
        ...variant,
        stock: {
          articleNumber: line.articleNumber,
          locations: (stock?.locations ?? []).map((l) => ({
            locationId: l.locationId,
            quantity: l.quantity,
          })),
        },
      },
      channel,
    )
    if (!verdict.purchasable) {
      const why = {
        onlyStore: 'säljs bara i butik',
        notStockedAtStore: 'säljs bara i butiker som lagerför den',
        discontinued: 'har utgått och finns inte i lager',
      }[verdict.reason]
      return [
        {
          code: 'not_purchasable',
          articleNumber: line.articleNumber,
          message: `Artikeln ${line.articleNumber} ${why}`,
        },
      ]
    }
    if (deliveryId === 'EXB' && details.storeId) {
      const onHand = stock?.locations.find((l) => l.locationId === details.storeId)?.quantity ?? 0
      if (onHand < Number(line.quantity))
        return [
          {
            code: 'insufficient_store_stock',
            articleNumber: line.articleNumber,
            message: `Butiken har ${Math.max(0, onHand)} av artikeln ${line.articleNumber} i lager`,
          },
        ]
    }
    return []
  })
}

function warehouseOf(deliveryId: string, details: DeliveryOrderDetails): string {
  if (STORE_METHODS.has(deliveryId)) return details.storeId ?? ''
  if (deliveryId === VIRTUAL_DELIVERY_ID) return SUPPLIER_LOCATION_ID
  return details.warehouseId ?? CENTRAL_WAREHOUSE_ID
}

function orderLines(lines: readonly Line[], facts: CheckoutFacts): OrderLineDraft[] {
  return lines.map((line) => {
    const variant = facts.variants.get(line.articleNumber)
    const price = facts.prices.get(line.articleNumber) ?? null
    const priced = price !== null && !price.askForPrice
    return {
      articleNumber: line.articleNumber,
      name: variant?.name ?? line.articleNumber,
      brand: variant?.brands[0]?.brand ?? null,
      quantity: line.quantity,
      unit: variant?.webSalesUnit.unit ?? 'ST',
      netPrice: priced ? price.netPrice : null,
      alloyingPrice: priced ? price.alloyingPrice : null,
      salesPriceUnit: price?.salesPriceUnit ?? 1,
      label: line.label,
    }
  })
}

/** Checks out the cart: see the module comment. */
export async function checkout(
  db: Kysely<Database>,
  mail: { readonly mailer: Mailer; readonly shop: MailShop },
  caller: Caller,
  cartId: string,
  request: CheckoutRequest,
  now: Date,
): Promise<CheckoutAnswer> {
  const hash = requestHash(request)
  const receipts: {
    orderNumber: string
    order: CheckoutOrder
    /** The unit code of each of the order's lines, in their order. */
    units: readonly string[]
    total: Money
    showPrices: boolean
  }[] = []
  const answer = await db.transaction().execute(async (trx) => {
    const cart = await lockActiveCart(trx, caller, cartId)
    const last = await trx
      .selectFrom('checkouts')
      .select(['answer', 'requestHash', 'cartVersionAfter'])
      .where('cartId', '=', cartId)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst()
    // A kept answer applies while the cart is as its checkout left it.
    if (last && last.requestHash === hash && last.cartVersionAfter === cart.version)
      // The kept answer is this module's own JSON, written below.
      return { replay: true as const, answer: last.answer as CheckoutAnswer }

    const deliveries = await trx
      .selectFrom('cartDeliveries')
      .selectAll()
      .where('cartId', '=', cartId)
      .where('includedInOrder', '=', true)
      .orderBy('position')
      .execute()
    const lines = await trx
      .selectFrom('cartItems')
      .selectAll()
      .where('cartId', '=', cartId)
      .where('deliveryId', 'in', deliveries.length > 0 ? deliveries.map((d) => d.deliveryId) : [''])
      .orderBy('position')
      .execute()
    if (lines.length === 0)
      throw new ServiceError(
        409,
        'nothing_to_order',
        'No delivery of the cart that is in the order holds a line',
      )
    const facts = await loadFacts(trx, caller, cart, lines, now)
    const methodAllowed = deliveryMethodAllowed(caller, cart)
    const checkoutId = randomUUID()
    const orders: CheckoutOrder[] = []
    for (const delivery of deliveries) {
      const own = lines.filter((line) => line.deliveryId === delivery.deliveryId)
      if (own.length === 0) continue
      const details = request.orderDetails[delivery.deliveryId] ?? {}
      const drafts = orderLines(own, facts)
      const total = orderTotals(drafts).net
      const errors: CheckoutError[] = []
      if (facts.denies.includes('EJ_ORDER'))
        errors.push({
          code: 'order_not_allowed',
          message: 'Du har inte behörighet att lägga order för kunden',
        })
      // A line put on a restricted method before EJ_ALLA_LEVERANSSATT was given is not ordered either.
      if (!methodAllowed(delivery.deliveryId))
        errors.push({
          code: 'delivery_method_denied',
          message: 'Du har inte behörighet att använda leveranssättet för kunden',
        })
      if (
        !STORE_METHODS.has(delivery.deliveryId) &&
        details.warehouseId &&
        !facts.locations.has(details.warehouseId)
      )
        errors.push({ code: 'unknown_location', message: `Lagret ${details.warehouseId} finns inte` })
      const address = await deliveryAddressOf(trx, cart, delivery.deliveryId, details, facts)
      if ('code' in address) errors.push(address)
      const dayProblem =
        delivery.requestedDeliveryDate === null
          ? undefined
          : requestedDayProblem(delivery.requestedDeliveryDate, now)
      if (dayProblem) errors.push({ code: 'invalid_delivery_date', message: dayProblem })
      errors.push(...lineErrors(delivery.deliveryId, details, own, facts))
      if (errors.length === 0 && facts.creditLeft !== null && total > facts.creditLeft)
        errors.push({ code: 'credit_limit_exceeded', message: 'Ordern överskrider kundens kreditgräns' })
      const tempOrderId = `T-${randomUUID()}`
      const storeId = STORE_METHODS.has(delivery.deliveryId) ? (details.storeId ?? null) : null
      const items: CheckoutOrderItem[] = own.map((line, index) => ({
        articleNumber: line.articleNumber,
        name: drafts[index]!.name,
        quantity: Number(line.quantity),
        brand: drafts[index]!.brand,
        label: line.label,
        price: facts.visiblePrices ? (facts.prices.get(line.articleNumber) ?? null) : null,
      }))
      if (errors.length > 0 || 'code' in address) {
        orders.push({
          tempOrderId,
          deliveryId: delivery.deliveryId,
          success: false,
          orderId: null,
          orderNumber: null,
          orderItems: items,
          orderDetails: { warehouseId: warehouseOf(delivery.deliveryId, details) || null, storeId },
          errors,
        })
        continue
      }
      const orderId = randomUUID()
      const warehouseId = warehouseOf(delivery.deliveryId, details)
      const orderNumber = await insertOrder(trx, {
        id: orderId,
        tempOrderId,
        checkoutId,
        customerId: cart.customerId,
        projectId: cart.projectId,
        userId: caller.userId,
        deliveryId: delivery.deliveryId,
        storeId,
        warehouseId,
        requestedDeliveryDate: delivery.requestedDeliveryDate,
        reference: details.reference ?? null,
        message: details.message ?? null,
        contactName: details.contactName ?? null,
        contactPhone: details.contactPhone ?? null,
        sendOrderReceipt: request.sendOrderReceipt ?? true,
        createdAt: now,
        lines: drafts,
        deliveryAddress: address,
        invoiceAddress: null,
      })
      if (facts.creditLeft !== null) facts.creditLeft = subtractMoney(facts.creditLeft, total)
      await trx
        .deleteFrom('cartItems')
        .where(
          'id',
          'in',
          own.map((line) => line.id),
        )
        .execute()
      const order: CheckoutOrder = {
        tempOrderId,
        deliveryId: delivery.deliveryId,
        success: true,
        orderId,
        orderNumber,
        orderItems: items,
        orderDetails: { warehouseId, storeId },
        errors: [],
      }
      orders.push(order)
      receipts.push({
        orderNumber,
        order,
        units: drafts.map((draft) => draft.unit),
        total,
        showPrices: facts.visiblePrices,
      })
    }
    await dropEmptyDeliveries(trx, cartId)
    await bumpVersion(trx, cartId)
    const answer: CheckoutAnswer = { cartId, orders }
    await trx
      .insertInto('checkouts')
      .values({
        id: checkoutId,
        cartId,
        requestHash: hash,
        cartVersionAfter: cart.version + 1,
        answer: JSON.stringify(answer),
      })
      .execute()
    return { replay: false as const, answer }
  })
  if (!answer.replay && (request.sendOrderReceipt ?? true) && receipts.length > 0) {
    const user = await db
      .selectFrom('users')
      .select(['email', 'firstName'])
      .where('id', '=', caller.userId)
      .executeTakeFirstOrThrow()
    for (const receipt of receipts) {
      await mail.mailer.send({
        to: user.email,
        ...orderReceiptMail({
          shop: mail.shop,
          firstName: user.firstName,
          orderNumber: receipt.orderNumber,
          deliveryName: deliveryName(receipt.order.deliveryId),
          lines: receipt.order.orderItems.map((item, index) => ({ ...item, unit: receipt.units[index]! })),
          total: receipt.showPrices ? receipt.total : null,
        }),
      })
    }
  }
  return answer.answer
}
