/**
 * Navigation (product base), bracket prices (price base) and stock (stock base) over HTTP. Navigation
 * and stock are a visitor's too (no Authorization without a session); bracket prices need a session.
 */
import { Effect, Layer, Schema } from 'effect'
import type { Breadcrumb, MenuEntry } from '@proffsbutik/core/domain'
import { type AssortmentScope, CatalogPort, ErrorReporter, ServiceCredentials } from '@proffsbutik/core/ports'
import { withOptionalToken, withToken } from './authorized'
import { MoneyFromNumber } from './money.schema'
import { serviceClient, type ServicesEndpoint } from './service-client'
import { StockWire } from './stock.schema'

interface MenuWire {
  readonly title: string
  readonly slug: string
  readonly icon: string | null
  readonly children: readonly MenuWire[]
}
const MenuEntryWire: Schema.Codec<MenuWire> = Schema.Struct({
  title: Schema.String,
  slug: Schema.String,
  icon: Schema.NullOr(Schema.String),
  children: Schema.Array(Schema.suspend((): Schema.Codec<MenuWire> => MenuEntryWire)),
})
const BreadcrumbWire = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  type: Schema.Literals(['category', 'product']),
  parents: Schema.Array(Schema.Struct({ name: Schema.String, slug: Schema.String })),
  image: Schema.optionalKey(Schema.String),
})
const LanguageConfigWire = Schema.Struct({
  locale: Schema.Struct({ code: Schema.String, name: Schema.String, iso: Schema.String }),
  attributes: Schema.Record(
    Schema.String,
    Schema.Struct({ label: Schema.String, unit: Schema.NullOr(Schema.String), filterable: Schema.Boolean }),
  ),
  units: Schema.Record(Schema.String, Schema.String),
})
/** The fields of an assortment scope, as a query or in a body (where undefined ones are left out). */
const scopeParams = ({ assortment, customerId, projectId }: AssortmentScope) => ({
  assortment,
  customerId,
  projectId,
})

/** The catalog port against the services at `endpoint`. */
export const catalogHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    CatalogPort,
    Effect.gen(function* () {
      const reporter = yield* ErrorReporter
      const credentials = yield* ServiceCredentials
      const authorized = withToken(credentials)
      /** What a visitor may read too: with the session's token when there is one. */
      const visitorOrUser = withOptionalToken(credentials)
      const product = serviceClient('product', endpoint, reporter)
      const price = serviceClient('price', endpoint, reporter)
      const stock = serviceClient('stock', endpoint, reporter)
      return {
        menu: (scope = {}) =>
          visitorOrUser((token) =>
            product.call({
              operation: 'menu',
              method: 'GET',
              path: 'menu',
              searchParams: scopeParams(scope),
              token,
              response: Schema.Struct({ data: Schema.Array(MenuEntryWire) }),
            }),
          ).pipe(Effect.map(({ data }): readonly MenuEntry[] => data)),
        breadcrumb: (id, options = {}) =>
          visitorOrUser((token) =>
            product.call({
              operation: 'breadcrumb',
              method: 'GET',
              path: `breadcrumbs/${encodeURIComponent(id)}`,
              searchParams: { images: options.images ? 1 : undefined, ...scopeParams(options) },
              token,
              response: BreadcrumbWire,
            }),
          ).pipe(Effect.map((b): Breadcrumb => b)),
        breadcrumbs: (ids, options = {}) =>
          visitorOrUser((token) =>
            product.call({
              operation: 'breadcrumbs',
              method: 'POST',
              path: 'breadcrumbs/search',
              json: {
                breadcrumbs: ids,
                images: options.images ?? false,
                ...scopeParams(options),
              },
              token,
              response: Schema.Struct({
                result: Schema.Array(BreadcrumbWire),
                errors: Schema.Array(Schema.Struct({ id: Schema.String, message: Schema.String })),
              }),
            }),
          ),
        attributeSequence: (category) =>
          visitorOrUser((token) =>
            product.call({
              operation: 'attributeSequence',
              method: 'GET',
              path: `attribute-sequence/${encodeURIComponent(category)}/1`,
              token,
              response: Schema.Struct({ attributes: Schema.Array(Schema.String) }),
            }),
          ).pipe(Effect.map(({ attributes }) => attributes)),
        languageConfig: () =>
          visitorOrUser((token) =>
            product.call({
              operation: 'languageConfig',
              method: 'GET',
              path: 'language-config',
              token,
              response: LanguageConfigWire,
            }),
          ),
        priceBrackets: (articleNumber, customerId) =>
          authorized((token) =>
            price.call({
              operation: 'priceBrackets',
              method: 'GET',
              path: `prices/${encodeURIComponent(articleNumber)}/brackets`,
              searchParams: { customerId },
              token,
              response: Schema.Struct({
                brackets: Schema.Array(
                  Schema.Struct({
                    minQuantity: Schema.Number,
                    unitPrice: MoneyFromNumber,
                    netPrice: MoneyFromNumber,
                    listPrice: MoneyFromNumber,
                  }),
                ),
              }),
            }),
          ).pipe(Effect.map(({ brackets }) => brackets)),
        stock: (articleNumbers, locationIds) =>
          visitorOrUser((token) =>
            stock.call({
              operation: 'stock',
              method: 'POST',
              path: 'stock',
              json: { articles: articleNumbers, ...(locationIds ? { locationIds } : {}) },
              token,
              response: Schema.Struct({
                data: Schema.Array(StockWire),
                errors: Schema.Array(Schema.Struct({ articleNumber: Schema.String })),
              }),
            }),
          ).pipe(
            Effect.map(({ data, errors }) => ({
              stock: data,
              unknown: errors.map((e) => e.articleNumber),
            })),
          ),
      }
    }),
  )
