/**
 * The cart in the commerce graph (shop-core §7): getCart answers the caller's active cart in a
 * customer context (made on first ask) with each line's price, stock and variant, resolved for all
 * lines at once; getActiveDeliveryIdsInOrder answers the deliveries that go into the next order.
 */
import type { Kysely } from 'kysely'
import { bracketQuantities } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import type { CatalogueContextOf } from '../catalogue/customer-context'
import type { Caller } from '../platform/caller'
import { MAX_VARIANTS_PER_QUERY } from '../catalogue/graph-limits'
import { activeCart } from './carts'

/** `items` in runs of at most `size`. */
const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )

/** The cart's part of the commerce graph's schema (it extends the graph's Query and reuses its types). */
export const cartTypeDefs = /* GraphQL */ `
  extend type Query {
    getCart(
      stockInput: StockInput!
      locationId: String
      useCache: Boolean = false
      completeOrderPrice: Boolean = false
      customerId: String
      projectId: String
    ): Cart!
    getActiveDeliveryIdsInOrder(customerId: String, projectId: String): ActiveDeliveryIds!
  }

  type Cart {
    cartId: String!
    status: String!
    version: Int!
    customerId: String!
    projectId: String
    deliveryIdsInOrder: [String!]!
    deliveries: [CartDelivery!]!
    cartItems: [CartItem!]!
  }

  type CartDelivery {
    deliveryId: String!
    isIncludedInOrder: Boolean!
    requestedDeliveryDate: String
  }

  type CartItem {
    cartId: String!
    cartItemId: String!
    articleNumber: String!
    quantity: Float!
    deliveryId: String!
    label: String
    requestedDeliveryDate: String
    price: Price
    stock: Stock
    variant: Variant
  }

  type ActiveDeliveryIds {
    cart: ActiveCartDeliveries!
  }

  type ActiveCartDeliveries {
    cartId: String!
    deliveryIdsInOrder: [String!]!
  }
`

/** The arguments of getCart. */
export interface CartArgs {
  readonly stockInput: {
    readonly deliveryOptions?: readonly string[] | null
    readonly locationIds?: readonly string[] | null
    readonly postalCode?: string | null
    readonly requestedDeliveryDate?: string | null
  }
  readonly locationId?: string | null
  readonly completeOrderPrice?: boolean | null
  readonly customerId?: string | null
  readonly projectId?: string | null
}

/** How the graph resolves variants with price and stock (the getVariants resolver). */
export type VariantResolver = (args: {
  readonly articleNumbers: readonly string[]
  readonly stockInput: {
    readonly articles: readonly { readonly articleNumber: string; readonly quantity: number }[]
    readonly locationIds?: readonly string[] | null
  }
  readonly locationId?: string | null
  readonly completeOrderPrice?: boolean | null
  readonly customerId: string
  readonly projectId?: string | null
}) => Promise<readonly { readonly articleNumber: string; readonly price: unknown; readonly stock: unknown }[]>

/** The cart with its lines priced and stocked for the caller. */
export async function resolveCart(
  db: Kysely<Database>,
  caller: Caller,
  args: CartArgs,
  variants: VariantResolver,
  contextOf?: CatalogueContextOf,
): Promise<unknown> {
  const cart = await activeCart(
    db,
    caller,
    args.customerId ?? undefined,
    args.projectId ?? undefined,
    contextOf,
  )
  const [deliveries, items] = await Promise.all([
    db.selectFrom('cartDeliveries').selectAll().where('cartId', '=', cart.id).orderBy('position').execute(),
    db.selectFrom('cartItems').selectAll().where('cartId', '=', cart.id).orderBy('position').execute(),
  ])
  // Each article priced at the quantity that sets its bracket (core/domain/pricing).
  const leftOut = new Set(deliveries.filter((d) => !d.includedInOrder).map((d) => d.deliveryId))
  const quantities = bracketQuantities(items, (deliveryId) => !leftOut.has(deliveryId))
  // The graph prices at most MAX_VARIANTS_PER_QUERY articles a call; a cart may hold more lines.
  const articles = [...quantities]
  const resolved = (
    await Promise.all(
      chunksOf(articles, MAX_VARIANTS_PER_QUERY).map((chunk) =>
        variants({
          articleNumbers: chunk.map(([articleNumber]) => articleNumber),
          stockInput: {
            articles: chunk.map(([articleNumber, quantity]) => ({ articleNumber, quantity })),
            locationIds: args.stockInput.locationIds ?? null,
          },
          locationId: args.locationId ?? null,
          completeOrderPrice: args.completeOrderPrice ?? false,
          customerId: cart.customerId,
          projectId: cart.projectId,
        }),
      ),
    )
  ).flat()
  const byArticle = new Map(resolved.map((variant) => [variant.articleNumber, variant]))
  const dayOf = new Map(deliveries.map((d) => [d.deliveryId, d.requestedDeliveryDate]))
  return {
    cartId: cart.id,
    status: cart.status,
    version: cart.version,
    customerId: cart.customerId,
    projectId: cart.projectId,
    deliveryIdsInOrder: deliveries.map((d) => d.deliveryId),
    deliveries: deliveries.map((d) => ({
      deliveryId: d.deliveryId,
      isIncludedInOrder: d.includedInOrder,
      requestedDeliveryDate: d.requestedDeliveryDate,
    })),
    cartItems: items.map((item) => {
      const variant = byArticle.get(item.articleNumber)
      return {
        cartId: cart.id,
        cartItemId: item.id,
        articleNumber: item.articleNumber,
        quantity: Number(item.quantity),
        deliveryId: item.deliveryId,
        label: item.label,
        requestedDeliveryDate: dayOf.get(item.deliveryId) ?? null,
        price: variant?.price ?? null,
        stock: variant?.stock ?? null,
        variant: variant ?? null,
      }
    }),
  }
}

/** The deliveries of the caller's active cart that go into the next order, in order. */
export async function resolveActiveDeliveryIds(
  db: Kysely<Database>,
  caller: Caller,
  args: { readonly customerId?: string | null; readonly projectId?: string | null },
  contextOf?: CatalogueContextOf,
): Promise<unknown> {
  const cart = await activeCart(
    db,
    caller,
    args.customerId ?? undefined,
    args.projectId ?? undefined,
    contextOf,
  )
  const deliveries = await db
    .selectFrom('cartDeliveries')
    .select('deliveryId')
    .where('cartId', '=', cart.id)
    .where('includedInOrder', '=', true)
    .orderBy('position')
    .execute()
  return { cart: { cartId: cart.id, deliveryIdsInOrder: deliveries.map((d) => d.deliveryId) } }
}
