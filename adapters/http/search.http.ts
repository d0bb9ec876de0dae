/**
 * The search service over HTTP, with the api-version and user-id headers (content §7). A visitor
 * searches too: without a session the calls go without Authorization.
 */
import { Effect, Layer, Schema } from 'effect'
import { ErrorReporter, SearchPort, ServiceCredentials } from '@proffsbutik/core/ports'
import { withOptionalToken } from './authorized'
import { serviceClient, type ServicesEndpoint } from './service-client'

/** The api-version the shop speaks, and the user id sent when there is no user (server calls). */
export const SEARCH_API_VERSION = '1'
export const SERVER_USER_ID = 'server'

const SearchAnswer = Schema.Struct({
  total: Schema.Number,
  offset: Schema.Number,
  limit: Schema.Number,
  hits: Schema.Array(
    Schema.Struct({
      articleNumber: Schema.String,
      name: Schema.String,
      variantSlug: Schema.String,
      productId: Schema.String,
      productName: Schema.String,
      productSlug: Schema.String,
      brand: Schema.String,
      ean: Schema.String,
      image: Schema.String,
      categoryPath: Schema.String,
      discontinued: Schema.Boolean,
      filterTags: Schema.Array(Schema.String),
    }),
  ),
  facets: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      label: Schema.String,
      items: Schema.Array(
        Schema.Struct({
          value: Schema.String,
          label: Schema.String,
          count: Schema.Number,
          selected: Schema.Boolean,
        }),
      ),
    }),
  ),
  correctedQuery: Schema.optionalKey(Schema.String),
})

/** The search port against the services at `endpoint`. */
export const searchHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    SearchPort,
    Effect.gen(function* () {
      const visitorOrUser = withOptionalToken(yield* ServiceCredentials)
      const client = serviceClient('search', endpoint, yield* ErrorReporter)
      const headers = (userId: string | undefined) => ({
        'api-version': SEARCH_API_VERSION,
        'user-id': userId ?? SERVER_USER_ID,
      })
      return {
        search: (request, userId) =>
          visitorOrUser((token) =>
            client.call({
              operation: 'search',
              method: 'POST',
              path: 'search',
              json: request,
              headers: headers(userId),
              token,
              response: SearchAnswer,
            }),
          ),
        entitiesByAttribute: (attributeName, values) =>
          visitorOrUser((token) =>
            client.call({
              operation: 'entitiesByAttribute',
              method: 'POST',
              path: 'getEntitiesByAttribute',
              json: { attributeName, attributeValues: values },
              headers: headers(undefined),
              token,
              response: Schema.Struct({
                data: Schema.Array(Schema.Struct({ id: Schema.String, attributeValue: Schema.String })),
              }),
            }),
          ).pipe(Effect.map(({ data }) => data)),
        createEvents: (events, trackingId, userId) =>
          visitorOrUser((token) =>
            client.send({
              operation: 'createEvents',
              method: 'POST',
              path: 'createEvents',
              json: { events, ...(trackingId ? { trackingId } : {}) },
              headers: headers(userId),
              token,
            }),
          ),
      }
    }),
  )
