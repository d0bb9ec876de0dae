/**
 * The commerce graph over HTTP (graphql-request): getVariants with every field of the spec's
 * Variant, Price and Stock, decoded with a Schema and converted to the domain's types (money in
 * 1/10,000 SEK, absent values instead of nulls, the replacement article from the relations).
 */
import { Effect, Layer, Schema } from 'effect'
import { ClientError, GraphQLClient } from 'graphql-request'
import { shouldReport, type CallFailure } from '../../core/domain/messages'
import type { Variant } from '../../core/domain/variant'
import { CommerceGraphPort, type VariantsQuery } from '../../core/ports/commerce-graph.port'
import { ServiceCredentials } from '../../core/ports/credentials.port'
import { ErrorReporter } from '../../core/ports/error-reporter.port'
import { ServiceCallFailed } from '../../core/ports/service-call.errors'
import { MoneyFromNumber } from './money.schema'
import type { ServicesEndpoint } from './service-client'
import { StockWire, toStock } from './stock.schema'
import { withoutNulls } from './without-nulls'

const price = `articleNumber netPrice alloyingPrice salesPrice salesPriceIncludingVat salesPriceUnit
  discountAmount discountPercentage discounts { amount name percentage type } priceType preCampaignPrice
  askForPrice hasBracketPrices`
const stock = `articleNumber stockType locations { locationId quantity stocked status availability
  availabilityDate availabilityDateISO availableFromDays availableToDays orderMultiple
  subAvailabilities { date quantity } }`

/** The getVariants document: everything a list, product page or cart line shows. */
export const getVariantsDocument = /* GraphQL */ `
  query getVariants(
    $articleNumbers: [String!]!, $deliveryId: String, $stockInput: StockInput, $locationId: String,
    $useCache: Boolean, $skipPrice: Boolean, $skipStock: Boolean, $completeOrderPrice: Boolean,
    $customerId: String, $projectId: String
  ) {
    getVariants(
      articleNumbers: $articleNumbers, deliveryId: $deliveryId, stockInput: $stockInput,
      locationId: $locationId, useCache: $useCache, skipPrice: $skipPrice, skipStock: $skipStock,
      completeOrderPrice: $completeOrderPrice, customerId: $customerId, projectId: $projectId
    ) {
      articleNumber name variantSlug discontinued filterTags stockedAt orderMultiple ean
      purchaseConstraints { onlyStore mustBeInStockedAt }
      webSalesUnit { unit conversionFactor conversionUnit }
      product { id name breadcrumbParents { name slug } categoryPaths }
      brands { brand }
      images { assetUrl assetLabel assetMimeType assetType }
      attributes { attributeName attributeValue }
      warnings { code description signalWord assetUrl detailedDescription }
      relations(deliveryId: $deliveryId, locationId: $locationId, skipPrice: true, skipStock: true) {
        relationType articleNumber
      }
      price { ${price} }
      stock { ${stock} }
    }
  }
`

const NullableString = Schema.NullOr(Schema.String)
const NullableNumber = Schema.NullOr(Schema.Number)

const PriceWire = Schema.Struct({
  articleNumber: Schema.String,
  netPrice: MoneyFromNumber,
  alloyingPrice: Schema.NullOr(MoneyFromNumber),
  salesPrice: MoneyFromNumber,
  salesPriceIncludingVat: MoneyFromNumber,
  salesPriceUnit: Schema.Number,
  discountAmount: MoneyFromNumber,
  discountPercentage: Schema.Number,
  discounts: Schema.Array(
    Schema.Struct({
      amount: MoneyFromNumber,
      name: Schema.String,
      percentage: Schema.Number,
      type: Schema.String,
    }),
  ),
  priceType: Schema.String,
  preCampaignPrice: Schema.NullOr(MoneyFromNumber),
  askForPrice: Schema.Boolean,
  hasBracketPrices: Schema.Boolean,
})

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
    conversionFactor: NullableNumber,
    conversionUnit: NullableString,
  }),
  product: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
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
  price: Schema.NullOr(PriceWire),
  stock: Schema.NullOr(StockWire),
})

const GetVariantsAnswer = Schema.Struct({ getVariants: Schema.Array(VariantWire) })

/** A decoded wire variant as the domain's Variant. */
export function toVariant(wire: typeof VariantWire.Type): Variant {
  const replacement = wire.relations.find((r) => r.relationType === 'ersattningsartikel')
  return {
    articleNumber: wire.articleNumber,
    name: wire.name,
    variantSlug: wire.variantSlug,
    discontinued: wire.discontinued,
    filterTags: wire.filterTags,
    stockedAt: wire.stockedAt,
    purchaseConstraints: wire.purchaseConstraints,
    webSalesUnit: withoutNulls(wire.webSalesUnit),
    ean: wire.ean,
    product: wire.product,
    brands: wire.brands,
    images: wire.images,
    attributes: wire.attributes,
    warnings: wire.warnings,
    ...(replacement ? { replacementArticleNumber: replacement.articleNumber } : {}),
    ...(wire.price ? { price: withoutNulls(wire.price) } : {}),
    ...(wire.stock ? { stock: toStock(wire.stock) } : {}),
  }
}

function classify(error: unknown): { failure: CallFailure; detail: string } {
  if (error instanceof ClientError) {
    const message = error.response.errors?.[0]?.message ?? error.message
    return { failure: { kind: 'http', status: error.response.status, body: message }, detail: message }
  }
  if (error instanceof Error && error.name === 'AbortError')
    return { failure: { kind: 'aborted' }, detail: 'aborted' }
  return {
    failure: { kind: 'noResponse', service: 'product' },
    detail: error instanceof Error ? error.message : String(error),
  }
}

/** The commerce graph port against the services at `endpoint`. */
export const commerceGraphHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    CommerceGraphPort,
    Effect.gen(function* () {
      const reporter = yield* ErrorReporter
      const credentials = yield* ServiceCredentials
      const url = `${endpoint.baseUrl.replace(/\/+$/, '')}/services/product/graphql`
      const fail = (failure: CallFailure, detail: string) =>
        new ServiceCallFailed({ service: 'product', operation: 'getVariants', failure, detail })
      return {
        getVariants: (query: VariantsQuery) =>
          Effect.gen(function* () {
            const token = yield* credentials.accessToken
            const client = new GraphQLClient(url, { headers: { authorization: `Bearer ${token}` } })
            const data = yield* Effect.tryPromise({
              try: (signal) =>
                client.request({
                  document: getVariantsDocument,
                  variables: { ...query },
                  signal: AbortSignal.any([signal, AbortSignal.timeout(endpoint.timeoutMs)]),
                }),
              catch: (error) => {
                const { failure, detail } = classify(error)
                return fail(failure, detail)
              },
            })
            const decoded = yield* Schema.decodeUnknownEffect(GetVariantsAnswer)(data, {
              onExcessProperty: 'ignore',
            }).pipe(
              Effect.mapError((error) =>
                fail({ kind: 'decode' }, `The answer of product getVariants does not fit: ${error.message}`),
              ),
            )
            return decoded.getVariants.map(toVariant)
          }).pipe(
            Effect.tapError((error) =>
              error._tag === 'ServiceCallFailed' && shouldReport(error.failure)
                ? reporter.report({
                    message: error.detail,
                    context: { service: 'product', operation: 'getVariants' },
                  })
                : Effect.void,
            ),
          ),
      }
    }),
  )
