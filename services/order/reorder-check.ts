/**
 * Whether an order can be ordered again (GET /v4/customers/orders/{id}/validate): each line is
 * checked against today's catalogue with the catalogue's own modules (variants, prices, stock) and
 * the shop's purchase constraints, in the order's channel (its store for store deliveries, else
 * online). Lines that cannot be bought say why and name a replacement article when there is one.
 */
import { purchasability, stockholmDay } from '@proffsbutik/core/domain'
import type { Kysely } from 'kysely'
import { customerPrices } from '../catalogue/prices'
import { stockOf } from '../catalogue/stock'
import { variantsOf } from '../catalogue/variants'
import { CENTRAL_WAREHOUSE_ID } from '../catalogue/location-ids'
import type { Database } from '../db/schema'
import type { OrderVisibility } from './order-access'
import type { OrderRecord } from './order-record'

/** Why a line cannot be ordered again. */
export type ReorderProblem = 'unknownArticle' | 'discontinued' | 'onlyStore' | 'notStockedAtStore'

/** One line's verdict. */
export interface ReorderLine {
  readonly lineNumber: number
  readonly articleNumber: string
  readonly name: string
  readonly quantity: number
  readonly unit: string
  readonly purchasable: boolean
  /** Null when purchasable. */
  readonly reason: ReorderProblem | null
  readonly replacementArticleNumber: string | null
  readonly variantSlug: string | null
  readonly orderMultiple: number
  /** The ordered quantity, raised to a whole multiple of the order multiple. */
  readonly suggestedQuantity: number
  /** On hand where the order is fulfilled: the order's store, else the central warehouse. */
  readonly availableQuantity: number
  readonly askForPrice: boolean
  /** Null for a caller denied prices. */
  readonly price: {
    readonly orderedNetPrice: number | null
    readonly currentNetPrice: number | null
    readonly changed: boolean
  } | null
}

/** The answer: the order's verdict and each line's. */
export interface ReorderCheck {
  readonly orderId: string
  readonly orderNumber: string
  readonly customerId: string
  readonly projectId: string | null
  readonly deliveryId: string
  readonly storeId: string | null
  /** The caller may place orders for the customer (not denied EJ_ORDER). */
  readonly mayPlaceOrders: boolean
  /** Every line can be ordered again as it was, and the caller may order. */
  readonly valid: boolean
  /** At least one line can be ordered again, and the caller may order. */
  readonly reorderable: boolean
  readonly lines: readonly ReorderLine[]
}

const storeDeliveries = new Set(['EXH', 'EXB'])

/** Checks an order's lines against today's catalogue. */
export async function reorderCheck(
  db: Kysely<Database>,
  record: OrderRecord,
  visibility: OrderVisibility,
  now: Date,
): Promise<ReorderCheck> {
  const { order } = record
  const today = stockholmDay(now)
  const articles = record.lines.map((line) => line.articleNumber)
  const storeId = order.storeId !== null && storeDeliveries.has(order.deliveryId) ? order.storeId : null
  const [variants, stock, prices] = await Promise.all([
    variantsOf(db, articles),
    stockOf(db, articles, undefined, today),
    customerPrices(
      db,
      order.customerId,
      record.lines.map((line) => ({ articleNumber: line.articleNumber, quantity: Number(line.quantity) })),
      today,
      { prices: visibility.prices, discounts: visibility.discounts },
    ),
  ])
  const variantOf = new Map(variants.map((variant) => [variant.articleNumber, variant]))
  const stockOfArticle = new Map(stock.stock.map((entry) => [entry.articleNumber, entry]))
  const lines = record.lines.map((line): ReorderLine => {
    const variant = variantOf.get(line.articleNumber)
    const locations = stockOfArticle.get(line.articleNumber)?.locations ?? []
    const quantity = Number(line.quantity)
    const orderMultiple = Math.max(1, variant?.orderMultiple ?? 1)
    const verdict = variant
      ? purchasability(
          {
            discontinued: variant.discontinued,
            purchaseConstraints: variant.purchaseConstraints,
            stockedAt: variant.stockedAt,
            stock: {
              articleNumber: line.articleNumber,
              locations: locations.map((l) => ({ locationId: l.locationId, quantity: l.quantity })),
            },
          },
          storeId === null ? { kind: 'online' } : { kind: 'store', storeId },
        )
      : null
    const reason: ReorderProblem | null =
      verdict === null ? 'unknownArticle' : verdict.purchasable ? null : verdict.reason
    const price = prices.get(line.articleNumber) ?? null
    const ordered = line.netPrice === null ? null : Number(line.netPrice)
    const current = price === null || price.askForPrice ? null : price.netPrice
    return {
      lineNumber: line.lineNumber,
      articleNumber: line.articleNumber,
      name: variant?.name ?? line.name,
      quantity,
      unit: line.unit,
      purchasable: reason === null,
      reason,
      replacementArticleNumber: variant?.relations[0]?.articleNumber ?? null,
      variantSlug: variant?.variantSlug ?? null,
      orderMultiple,
      suggestedQuantity: Math.ceil(quantity / orderMultiple) * orderMultiple,
      availableQuantity:
        locations.find((l) => l.locationId === (storeId ?? CENTRAL_WAREHOUSE_ID))?.quantity ?? 0,
      askForPrice: price?.askForPrice ?? false,
      price: visibility.prices
        ? { orderedNetPrice: ordered, currentNetPrice: current, changed: ordered !== current }
        : null,
    }
  })
  const purchasable = lines.filter((line) => line.purchasable).length
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    projectId: order.projectId,
    deliveryId: order.deliveryId,
    storeId,
    mayPlaceOrders: visibility.ordering,
    valid: visibility.ordering && purchasable === lines.length,
    reorderable: visibility.ordering && purchasable > 0,
    lines,
  }
}
