/**
 * The commerce graph over HTTP (graphql-request): getVariants with every field of the spec's
 * Variant, Price and Stock, decoded with a Schema and converted to the domain's types (money in
 * 1/10,000 SEK, absent values instead of nulls, the replacement article from the relations).
 * Its client (`commerceGraphClient`) also serves the other ports with calls in the graph.
 */
import { Effect, Layer, Schema } from 'effect'
import { ClientError, GraphQLClient } from 'graphql-request'
import { type CallFailure, type Cart, shouldReport, type Variant } from '@proffsbutik/core/domain'
import {
  type CartContext,
  type CartQuery,
  CommerceGraphPort,
  callTimeout,
  ErrorReporter,
  PageWait,
  ServiceCallFailed,
  ServiceCredentials,
  type VariantsQuery,
} from '@proffsbutik/core/ports'
import { OptionalFromNull } from './absent'
import { PriceWire } from './price.schema'
import type { ServicesEndpoint } from './service-client'
import { StockWire } from './stock.schema'

const price = `articleNumber netPrice alloyingPrice salesPrice salesPriceIncludingVat salesPriceUnit
  discountAmount discountPercentage discounts { amount name percentage type } priceType preCampaignPrice
  askForPrice hasBracketPrices`
const stock = `articleNumber stockType locations { locationId quantity stocked status availability
  availabilityDate availabilityDateISO availableFromDays availableToDays orderMultiple
  subAvailabilities { date quantity } }`

/** The fields of a variant: everything a list, product page or cart line shows. */
const variantFields = `articleNumber name variantSlug discontinued filterTags stockedAt orderMultiple ean
  purchaseConstraints { onlyStore mustBeInStockedAt }
  webSalesUnit { unit conversionFactor conversionUnit }
  product {
    id name slug description breadcrumbParents { name slug } categoryPaths
    variants @include(if: $withProductVariants) { articleNumber name variantSlug discontinued }
  }
  brands { brand }
  images { assetUrl assetLabel assetMimeType assetType }
  attributes { attributeName attributeValue }
  warnings { code description signalWord assetUrl detailedDescription }
  relations(deliveryId: $deliveryId, locationId: $locationId, skipPrice: true, skipStock: true) {
    relationType articleNumber
  }
  price { ${price} }
  stock { ${stock} }`

/** The getVariants document. */
export const getVariantsDocument = /* GraphQL */ `
  query getVariants(
    $articleNumbers: [String!]!, $deliveryId: String, $stockInput: StockInput, $locationId: String,
    $useCache: Boolean, $skipPrice: Boolean, $skipStock: Boolean, $completeOrderPrice: Boolean,
    $customerId: String, $projectId: String, $withProductVariants: Boolean = false
  ) {
    getVariants(
      articleNumbers: $articleNumbers, deliveryId: $deliveryId, stockInput: $stockInput,
      locationId: $locationId, useCache: $useCache, skipPrice: $skipPrice, skipStock: $skipStock,
      completeOrderPrice: $completeOrderPrice, customerId: $customerId, projectId: $projectId
    ) { ${variantFields} }
  }
`

/** The getCart document: the cart with each line's price, stock and variant. */
export const getCartDocument = /* GraphQL */ `
  query getCart(
    $stockInput: StockInput!, $locationId: String, $useCache: Boolean, $completeOrderPrice: Boolean,
    $customerId: String, $projectId: String, $deliveryId: String, $withProductVariants: Boolean = false
  ) {
    getCart(
      stockInput: $stockInput, locationId: $locationId, useCache: $useCache,
      completeOrderPrice: $completeOrderPrice, customerId: $customerId, projectId: $projectId
    ) {
      cartId deliveryIdsInOrder
      deliveries { deliveryId isIncludedInOrder requestedDeliveryDate }
      cartItems {
        cartId cartItemId articleNumber quantity deliveryId label requestedDeliveryDate
        price { ${price} }
        stock { ${stock} }
        variant { ${variantFields} }
      }
    }
  }
`

/** The getActiveDeliveryIdsInOrder document. */
export const getActiveDeliveryIdsDocument = /* GraphQL */ `
  query getActiveDeliveryIdsInOrder($customerId: String, $projectId: String) {
    getActiveDeliveryIdsInOrder(customerId: $customerId, projectId: $projectId) {
      cart {
        cartId
        deliveryIdsInOrder
      }
    }
  }
`

const MaybeString = OptionalFromNull(Schema.String)

const VariantWire = Schema.Struct({
  articleNumber: Schema.String,
  name: Schema.String,
  variantSlug: Schema.String,
  discontinued: Schema.Boolean,
  filterTags: Schema.Array(Schema.String),
  stockedAt: Schema.Array(Schema.String),
  orderMultiple: Schema.Number,
  ean: Schema.String,
  purchaseConstraints: Schema.Struct({ onlyStore: Schema.Boolean, mustBeInStockedAt: Schema.Boolean }),
  webSalesUnit: Schema.Struct({
    unit: Schema.String,
    conversionFactor: OptionalFromNull(Schema.Number),
    conversionUnit: MaybeString,
  }),
  product: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    slug: Schema.String,
    description: Schema.String,
    variants: Schema.optionalKey(
      Schema.Array(
        Schema.Struct({
          articleNumber: Schema.String,
          name: Schema.String,
          variantSlug: Schema.String,
          discontinued: Schema.Boolean,
        }),
      ),
    ),
    breadcrumbParents: Schema.Array(Schema.Struct({ name: Schema.String, slug: Schema.String })),
    categoryPaths: Schema.Array(Schema.String),
  }),
  brands: Schema.Array(Schema.Struct({ brand: Schema.String })),
  images: Schema.Array(
    Schema.Struct({
      assetUrl: Schema.String,
      assetLabel: Schema.String,
      assetMimeType: Schema.String,
      assetType: Schema.String,
    }),
  ),
  attributes: Schema.Array(Schema.Struct({ attributeName: Schema.String, attributeValue: Schema.String })),
  warnings: Schema.Array(
    Schema.Struct({
      code: Schema.String,
      description: Schema.String,
      signalWord: Schema.String,
      assetUrl: Schema.String,
      detailedDescription: Schema.String,
    }),
  ),
  relations: Schema.Array(Schema.Struct({ relationType: Schema.String, articleNumber: Schema.String })),
  price: OptionalFromNull(PriceWire),
  stock: OptionalFromNull(StockWire),
})

const GetVariantsAnswer = Schema.Struct({ getVariants: Schema.Array(VariantWire) })
const CartWire = Schema.Struct({
  cartId: Schema.String,
  deliveryIdsInOrder: Schema.Array(Schema.String),
  deliveries: Schema.Array(
    Schema.Struct({
      deliveryId: Schema.String,
      isIncludedInOrder: Schema.Boolean,
      requestedDeliveryDate: MaybeString,
    }),
  ),
  cartItems: Schema.Array(
    Schema.Struct({
      cartId: Schema.String,
      cartItemId: Schema.String,
      articleNumber: Schema.String,
      quantity: Schema.Number,
      deliveryId: Schema.String,
      label: MaybeString,
      requestedDeliveryDate: MaybeString,
      price: OptionalFromNull(PriceWire),
      stock: OptionalFromNull(StockWire),
      variant: OptionalFromNull(VariantWire),
    }),
  ),
})
const GetCartAnswer = Schema.Struct({ getCart: CartWire })
const ActiveDeliveryIdsAnswer = Schema.Struct({
  getActiveDeliveryIdsInOrder: Schema.Struct({
    cart: Schema.Struct({ cartId: Schema.String, deliveryIdsInOrder: Schema.Array(Schema.String) }),
  }),
})

/** A decoded wire cart as the domain's Cart. */
export function toCart(wire: typeof CartWire.Type): Cart {
  return {
    ...wire,
    cartItems: wire.cartItems.map(({ variant, ...line }) => ({
      ...line,
      ...(variant ? { variant: toVariant(variant) } : {}),
    })),
  }
}

/**
 * A decoded wire variant as the domain's Variant: the replacement article read from the relations;
 * `orderMultiple` is no field of the domain's Variant.
 */
export function toVariant({
  relations,
  orderMultiple: _orderMultiple,
  ...variant
}: typeof VariantWire.Type): Variant {
  const replacement = relations.find((r) => r.relationType === 'ersattningsartikel')
  return {
    ...variant,
    ...(replacement ? { replacementArticleNumber: replacement.articleNumber } : {}),
  }
}

function classify(error: unknown): { failure: CallFailure; detail: string } {
  if (error instanceof ClientError) {
    // Without GraphQL errors ClientError's own message holds the whole query: the status says enough.
    const message = error.response.errors?.[0]?.message ?? `HTTP ${error.response.status}`
    return { failure: { kind: 'http', status: error.response.status, body: message }, detail: message }
  }
  if (error instanceof Error && error.name === 'AbortError')
    return { failure: { kind: 'aborted' }, detail: 'aborted' }
  // An answer that is not JSON came back: the service answered, so it is no "no response".
  if (error instanceof SyntaxError)
    return { failure: { kind: 'decode' }, detail: `The answer is not JSON: ${error.message}` }
  return {
    failure: { kind: 'noResponse', service: 'product' },
    detail: error instanceof Error ? error.message : String(error),
  }
}

/**
 * Runs queries on the commerce graph (POST /services/product/graphql) with the session's token of
 * the moment: each answer decoded with its Schema, each failure classified as ServiceCallFailed and
 * reported when worth it. Shared by the ports whose calls live in the graph. A query a visitor may
 * ask too (`visitorOrUser`) goes without Authorization when there is no session.
 */
export const commerceGraphClient =
  (
    endpoint: ServicesEndpoint,
    credentials: ServiceCredentials['Service'],
    reporter: ErrorReporter['Service'],
  ) =>
  <S extends Schema.Top & { readonly DecodingServices: never }>(
    operation: string,
    document: string,
    variables: Record<string, unknown>,
    response: S,
    access: 'user' | 'visitorOrUser' = 'user',
  ) => {
    const url = `${endpoint.baseUrl.replace(/\/+$/, '')}/services/product/graphql`
    const fail = (failure: CallFailure, detail: string) =>
      new ServiceCallFailed({ service: 'product', operation, failure, detail })
    return Effect.gen(function* () {
      const token = yield* access === 'user' ? credentials.accessToken : credentials.optionalAccessToken
      const pageWait = yield* PageWait
      const client = new GraphQLClient(url, {
        headers: {
          ...endpoint.headers,
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        // Every document here holds one operation: the client need not parse it at each call to name it.
        excludeOperationName: true,
        ...(endpoint.fetch ? { fetch: endpoint.fetch } : {}),
      })
      const timeoutMs =
        endpoint.inProcess === true ? endpoint.timeoutMs : callTimeout(endpoint.timeoutMs, pageWait)
      // The timeout is the fiber's: interrupting the call aborts its request (a timeout signal
      // combined with AbortSignal.any is not kept alive by Node 20, and may never fire).
      const data = yield* Effect.tryPromise({
        try: (signal) => client.request({ document, variables, signal }),
        catch: (error) => {
          const { failure, detail } = classify(error)
          return fail(failure, detail)
        },
      }).pipe(
        Effect.timeoutOrElse({
          duration: timeoutMs,
          orElse: () =>
            Effect.fail(
              fail(
                { kind: 'noResponse', service: 'product', timedOut: true },
                `No answer in ${timeoutMs} ms`,
              ),
            ),
        }),
      )
      return yield* Schema.decodeUnknownEffect(response)(data, { onExcessProperty: 'ignore' }).pipe(
        Effect.mapError((error) =>
          fail({ kind: 'decode' }, `The answer of product ${operation} does not fit: ${error.message}`),
        ),
      )
    }).pipe(
      Effect.tapError((error) =>
        error._tag === 'ServiceCallFailed' && shouldReport(error.failure)
          ? reporter.report({ message: error.detail, context: { service: 'product', operation } })
          : Effect.void,
      ),
    )
  }

/** The commerce graph port against the services at `endpoint`. */
export const commerceGraphHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    CommerceGraphPort,
    Effect.gen(function* () {
      const request = commerceGraphClient(endpoint, yield* ServiceCredentials, yield* ErrorReporter)
      return {
        getVariants: (query: VariantsQuery) =>
          request('getVariants', getVariantsDocument, { ...query }, GetVariantsAnswer, 'visitorOrUser').pipe(
            Effect.map((answer) => answer.getVariants.map(toVariant)),
          ),
        // Always priced as the order charges it (CartQuery): the graph's default is one unit.
        getCart: (query: CartQuery) =>
          request('getCart', getCartDocument, { ...query, completeOrderPrice: true }, GetCartAnswer).pipe(
            Effect.map((answer) => toCart(answer.getCart)),
          ),
        activeDeliveryIds: (context: CartContext = {}) =>
          request(
            'getActiveDeliveryIdsInOrder',
            getActiveDeliveryIdsDocument,
            { ...context },
            ActiveDeliveryIdsAnswer,
          ).pipe(Effect.map((answer) => answer.getActiveDeliveryIdsInOrder.cart)),
      }
    }),
  )
