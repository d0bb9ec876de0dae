/**
 * The commerce graph (POST /graphql of the product base): getVariants with prices for the caller's
 * customer and stock for the locations asked for — an anonymous visitor gets them without prices,
 * as a caller denied EJ_SE_PRISER does. The cart and favourite-list queries join this schema with
 * the next services; their types are shared, and they need a caller.
 */
import { buildSchema, execute, GraphQLError, type ExecutionResult } from 'graphql'
import { stockholmDay } from '@proffsbutik/core/domain'
import { cartTypeDefs, resolveActiveDeliveryIds, resolveCart, type CartArgs } from '../cart/cart-graph'
import {
  favoriteListTypeDefs,
  resolveFavoriteLists,
  type FavoriteListsArgs,
} from '../favourites/favourite-lists-graph'
import { graphLimitProblem, MAX_VARIANTS_PER_QUERY } from './graph-limits'
import { CENTRAL_WAREHOUSE_ID } from './location-ids'
import { callerRequired, type Caller } from '../platform/caller'
import type { ServiceDeps } from '../platform/deps'
import { validDocuments } from '../platform/graph-documents'
import { ServiceError } from '../platform/service-error'
import { catalogueContext, type CatalogueContext, type CatalogueContextOf } from './customer-context'
import { customerPrices, type PriceView } from './prices'
import { stockOf, type StockView } from './stock'
import {
  productVariants,
  variantsWithPriceBasis,
  type ProductVariantView,
  type VariantView,
} from './variants'

/** The schema language of the commerce graph. */
export const commerceTypeDefs = /* GraphQL */ `
  type Query {
    getVariants(
      articleNumbers: [String!]!
      deliveryId: String
      stockInput: StockInput
      locationId: String
      useCache: Boolean
      skipPrice: Boolean
      skipStock: Boolean
      completeOrderPrice: Boolean
      customerId: String
      projectId: String
    ): [Variant!]!
  }

  input StockInput {
    deliveryOptions: [String!]
    articles: [StockArticleInput!]
    locationIds: [String!]
    postalCode: String
    requestedDeliveryDate: String
  }

  input StockArticleInput {
    articleNumber: String!
    quantity: Float
  }

  type Variant {
    articleNumber: String!
    name: String!
    variantSlug: String!
    discontinued: Boolean!
    filterTags: [String!]!
    stockedAt: [String!]!
    purchaseConstraints: PurchaseConstraints!
    webSalesUnit: WebSalesUnit!
    orderMultiple: Int!
    ean: String!
    product: Product!
    brands: [Brand!]!
    images: [Image!]!
    attributes: [Attribute!]!
    warnings: [Warning!]!
    relations(deliveryId: String, locationId: String, skipPrice: Boolean, skipStock: Boolean): [Relation!]!
    price: Price
    stock: Stock
  }

  type PurchaseConstraints {
    onlyStore: Boolean!
    mustBeInStockedAt: Boolean!
  }

  type WebSalesUnit {
    unit: String!
    conversionFactor: Float
    conversionUnit: String
  }

  type Product {
    id: String!
    name: String!
    slug: String!
    description: String!
    breadcrumbParents: [BreadcrumbParent!]!
    categoryPaths: [String!]!
    "Every variant of the product, in article-number order."
    variants: [ProductVariant!]!
  }

  type ProductVariant {
    articleNumber: String!
    name: String!
    variantSlug: String!
    discontinued: Boolean!
  }

  type BreadcrumbParent {
    name: String!
    slug: String!
  }

  type Brand {
    brand: String!
  }

  type Image {
    assetUrl: String!
    assetLabel: String!
    assetMimeType: String!
    assetType: String!
  }

  type Attribute {
    attributeName: String!
    attributeValue: String!
  }

  type Warning {
    code: String!
    description: String!
    signalWord: String!
    assetUrl: String!
    detailedDescription: String!
  }

  type Relation {
    relationType: String!
    articleNumber: String!
    variant: Variant
  }

  type Discount {
    amount: Float!
    name: String!
    percentage: Float!
    type: String!
  }

  type Price {
    articleNumber: String!
    netPrice: Float!
    alloyingPrice: Float
    salesPrice: Float!
    salesPriceIncludingVat: Float!
    salesPriceUnit: Int!
    discountAmount: Float!
    discountPercentage: Float!
    discounts: [Discount!]!
    priceType: String!
    preCampaignPrice: Float
    askForPrice: Boolean!
    hasBracketPrices: Boolean!
  }

  type Stock {
    articleNumber: String!
    stockType: String!
    locations: [StockLocation!]!
  }

  type StockLocation {
    locationId: String!
    quantity: Int!
    stocked: Boolean!
    status: String
    availability: String
    availabilityDate: String
    availabilityDateISO: String
    availableFromDays: Int
    availableToDays: Int
    orderMultiple: Int!
    subAvailabilities: [SubAvailability!]!
  }

  type SubAvailability {
    date: String!
    quantity: Int!
  }
`

const schema = buildSchema(commerceTypeDefs + cartTypeDefs + favoriteListTypeDefs)

/** The arguments of getVariants. */
interface VariantArgs {
  readonly articleNumbers: readonly string[]
  readonly deliveryId?: string | null
  readonly stockInput?: {
    readonly articles?:
      readonly { readonly articleNumber: string; readonly quantity?: number | null }[] | null
    readonly locationIds?: readonly string[] | null
  } | null
  readonly locationId?: string | null
  readonly skipPrice?: boolean | null
  readonly skipStock?: boolean | null
  readonly completeOrderPrice?: boolean | null
  readonly customerId?: string | null
  readonly projectId?: string | null
}

/** The most articles one request asks for (graph-limits.ts checks it over the whole request). */
export { MAX_VARIANTS_PER_QUERY }

interface GraphContext {
  readonly deps: ServiceDeps
  /** Undefined for an anonymous visitor. */
  readonly caller: Caller | undefined
  /** The customer contexts this request has resolved, by customer and project: each is read once. */
  readonly customers: Map<string, Promise<CatalogueContext>>
  /**
   * The variants this request has read, by article number: each is read once, so the relations of a
   * listing (a replacement article is often on the same page) cost nothing more.
   */
  readonly variants: Map<string, Promise<VariantRead | undefined>>
}

/** A variant read with its price basis (variantsWithPriceBasis). */
type VariantRead = Awaited<ReturnType<typeof variantsWithPriceBasis>>[number]

/** The catalogue data and price basis of variants, each read at most once per request. */
async function variantsOfRequest(
  context: GraphContext,
  articleNumbers: readonly string[],
): Promise<VariantRead[]> {
  const articles = [...new Set(articleNumbers)]
  const missing = articles.filter((article) => !context.variants.has(article))
  if (missing.length > 0) {
    const read = variantsWithPriceBasis(context.deps.db, missing)
    for (const article of missing) {
      context.variants.set(
        article,
        read.then((variants) => variants.find(({ variant }) => variant.articleNumber === article)),
      )
    }
  }
  const found = await Promise.all(articles.map((article) => context.variants.get(article)))
  return found.filter((read): read is VariantRead => read !== undefined)
}

/** What a customer context is kept by in a request: the customer and project as the call named them. */
const contextKey = (customerId: string | null | undefined, projectId: string | null | undefined) =>
  `${customerId ?? ''}\u0000${projectId ?? ''}`

/**
 * The caller's catalogue context for a customer and project, read once per request. A context read
 * for the caller's default customer is kept under that customer's id too, so that a cart asked for
 * without naming its customer and then priced for it reads the customer once.
 */
function customerContext(
  context: GraphContext,
  caller: Caller,
  args: Pick<VariantArgs, 'customerId' | 'projectId'>,
): Promise<CatalogueContext> {
  const key = contextKey(args.customerId, args.projectId)
  let found = context.customers.get(key)
  if (!found) {
    found = catalogueContext(
      context.deps.db,
      caller,
      args.customerId ?? undefined,
      args.projectId ?? undefined,
    )
    context.customers.set(key, found)
    if (!args.customerId) {
      const read = found
      void read.then(
        (resolved) => {
          const named = contextKey(resolved.customerId, args.projectId)
          if (!context.customers.has(named)) context.customers.set(named, read)
        },
        () => undefined,
      )
    }
  }
  return found
}

/** The graph's reader of customer contexts for the cart's resolvers. */
const contextsOf =
  (context: GraphContext, caller: Caller): CatalogueContextOf =>
  (customerId, projectId) =>
    customerContext(context, caller, { customerId, projectId })

/** A variant as the graph answers it: with price, stock and a resolver of its relations. */
export interface ResolvedVariant extends Omit<VariantView, 'relations' | 'product'> {
  readonly product: VariantView['product'] & { readonly variants: () => Promise<ProductVariantView[]> }
  readonly price: PriceView | null
  readonly stock: StockView | null
  readonly relations: (args: Omit<VariantArgs, 'articleNumbers'>) => Promise<unknown[]>
}

/** Variants with price and stock as the arguments ask; relations resolve their variants the same way. */
async function resolveVariants(args: VariantArgs, context: GraphContext): Promise<ResolvedVariant[]> {
  const { deps, caller } = context
  if (args.articleNumbers.length > MAX_VARIANTS_PER_QUERY) {
    throw new ServiceError(400, 'bad_request', `At most ${MAX_VARIANTS_PER_QUERY} articleNumbers`, [
      { field: 'articleNumbers', message: `At most ${MAX_VARIANTS_PER_QUERY}` },
    ])
  }
  const today = stockholmDay(deps.now())
  // A visitor names no customer and is priced for none.
  if (!caller && (args.customerId || args.projectId)) callerRequired(caller)
  const [customer, read] = await Promise.all([
    caller ? customerContext(context, caller, args) : undefined,
    variantsOfRequest(context, args.articleNumbers),
  ])
  const variants = read.map(({ variant }) => variant)
  const articles = variants.map((v) => v.articleNumber)
  const quantities = new Map(
    (args.stockInput?.articles ?? []).map((a) => [a.articleNumber, a.quantity ?? undefined] as const),
  )
  const [prices, stock] = await Promise.all([
    args.skipPrice || !customer
      ? undefined
      : customerPrices(
          deps.db,
          customer.customerId,
          articles.map((articleNumber) => ({
            articleNumber,
            quantity: args.completeOrderPrice ? quantities.get(articleNumber) : 1,
          })),
          today,
          customer.visibility,
          {
            basis: new Map(read.map(({ variant, basis }) => [variant.articleNumber, basis])),
            discounts: customer.discounts,
          },
        ),
    args.skipStock
      ? undefined
      : stockOf(
          deps.db,
          articles,
          args.stockInput?.locationIds ?? [
            ...new Set([...(args.locationId ? [args.locationId] : []), CENTRAL_WAREHOUSE_ID]),
          ],
          today,
          new Map(variants.map((v) => [v.articleNumber, v.orderMultiple])),
        ),
  ])
  const stockByArticle = new Map(stock?.stock.map((s) => [s.articleNumber, s]))
  // The related variants of all these variants are resolved together, once for each way they are
  // asked for: a listing asking for relations makes one more read, not one per article.
  const relatedBy = new Map<string, Promise<ResolvedVariant[]>>()
  const relatedFor = (relationArgs: Omit<VariantArgs, 'articleNumbers'>) => {
    const key = JSON.stringify(relationArgs)
    let related = relatedBy.get(key)
    if (!related) {
      const wanted = [...new Set(variants.flatMap((v) => v.relations.map((r) => r.articleNumber)))]
      const slices = Array.from({ length: Math.ceil(wanted.length / MAX_VARIANTS_PER_QUERY) }, (_, i) =>
        wanted.slice(i * MAX_VARIANTS_PER_QUERY, (i + 1) * MAX_VARIANTS_PER_QUERY),
      )
      related = Promise.all(
        slices.map((articleNumbers) =>
          resolveVariants(
            {
              ...relationArgs,
              articleNumbers,
              customerId: customer?.customerId ?? null,
              projectId: args.projectId ?? null,
            },
            context,
          ),
        ),
      ).then((resolved) => resolved.flat())
      relatedBy.set(key, related)
    }
    return related
  }
  return variants.map((variant: VariantView) => ({
    ...variant,
    product: { ...variant.product, variants: () => productVariants(deps.db, variant.product.id) },
    price: prices?.get(variant.articleNumber) ?? null,
    stock: stockByArticle.get(variant.articleNumber) ?? null,
    relations: async (relationArgs: Omit<VariantArgs, 'articleNumbers'>) => {
      if (variant.relations.length === 0) return []
      const related = await relatedFor(relationArgs)
      return variant.relations.map((relation) => ({
        ...relation,
        variant: related.find((r) => r.articleNumber === relation.articleNumber) ?? null,
      }))
    },
  }))
}

const rootValue = {
  getVariants: (args: VariantArgs, context: GraphContext) => resolveVariants(args, context),
  getCart: (args: CartArgs, context: GraphContext) =>
    resolveCart(
      context.deps.db,
      callerRequired(context.caller),
      args,
      (variantArgs) => resolveVariants(variantArgs, context),
      contextsOf(context, callerRequired(context.caller)),
    ),
  getActiveDeliveryIdsInOrder: (
    args: { customerId?: string | null; projectId?: string | null },
    context: GraphContext,
  ) =>
    resolveActiveDeliveryIds(
      context.deps.db,
      callerRequired(context.caller),
      args,
      contextsOf(context, callerRequired(context.caller)),
    ),
  getFavoriteLists: (args: FavoriteListsArgs, context: GraphContext) =>
    resolveFavoriteLists(context.deps.db, callerRequired(context.caller), args),
}

/** A GraphQL answer and the HTTP status it goes out with. */
export interface GraphAnswer {
  readonly status: 200 | ServiceError['status']
  readonly body: ExecutionResult
}

/**
 * Runs a query for a caller (undefined: an anonymous visitor). Syntax and validation errors answer
 * 400; a service error inside a resolver (401 for a visitor asking for a cart, a list or a customer,
 * 403 for another customer, 400 for too many articles) answers with its own status, so that clients
 * classify it like any other call.
 */
/** The queries clients ask, parsed and validated once each (platform/graph-documents.ts). */
const checkDocument = validDocuments(schema)

export async function runGraph(
  deps: ServiceDeps,
  caller: Caller | undefined,
  request: {
    query: string
    variables?: Record<string, unknown> | undefined
    operationName?: string | undefined
  },
): Promise<GraphAnswer> {
  const checked = checkDocument(request.query)
  if (!checked.ok) return { status: 400, body: { errors: [...checked.errors] } }
  const { document } = checked
  // Before anything is resolved: a request asking for too much at once is refused (graph-limits.ts).
  const tooMuch = graphLimitProblem(document, request.variables, request.operationName)
  if (tooMuch)
    return {
      status: 400,
      body: { data: null, errors: [new GraphQLError(tooMuch, { extensions: { code: 'query_too_large' } })] },
    }
  const result = await execute({
    schema,
    document,
    rootValue,
    contextValue: { deps, caller, customers: new Map(), variants: new Map() } satisfies GraphContext,
    variableValues: request.variables ?? null,
    operationName: request.operationName ?? null,
  })
  const errors = result.errors ?? []
  const serviceError = errors.map((e) => e.originalError).find((e) => e instanceof ServiceError)
  if (serviceError instanceof ServiceError) {
    return {
      status: serviceError.status,
      body: {
        data: null,
        errors: [
          new GraphQLError(serviceError.message, {
            extensions: {
              code: serviceError.code,
              ...(serviceError.issues ? { issues: serviceError.issues } : {}),
            },
          }),
        ],
      },
    }
  }
  if (errors.length > 0 && result.data === undefined) return { status: 400, body: result }
  if (errors.some((e) => e.originalError && !(e.originalError instanceof ServiceError))) {
    throw errors.find((e) => e.originalError)?.originalError
  }
  return { status: 200, body: result }
}
