/** The assortment service over HTTP: an assortment by id, with its name and categories. */
import { Effect, Layer, Schema } from 'effect'
import { AssortmentsPort, ErrorReporter, ServiceCredentials } from '@proffsbutik/core/ports'
import { withToken } from './authorized'
import { serviceClient, type ServicesEndpoint } from './service-client'

const AssortmentWire = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  categoryIds: Schema.Array(Schema.String),
})

/** The assortments port against the services at `endpoint`. */
export const assortmentsHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    AssortmentsPort,
    Effect.gen(function* () {
      const authorized = withToken(yield* ServiceCredentials)
      const client = serviceClient('assortment', endpoint, yield* ErrorReporter)
      return {
        assortment: (id: string) =>
          authorized((token) =>
            client.call({
              operation: 'assortment',
              method: 'GET',
              path: `assortments/${encodeURIComponent(id)}`,
              token,
              response: AssortmentWire,
            }),
          ),
      }
    }),
  )
