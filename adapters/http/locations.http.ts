/** The location service over HTTP: stores and warehouses (a visitor's too), address search (a user's). */
import { Effect, Layer, Schema } from 'effect'
import { ErrorReporter, LocationsPort, ServiceCredentials } from '@proffsbutik/core/ports'
import { withOptionalToken, withToken } from './authorized'
import { serviceClient, type ServicesEndpoint } from './service-client'

const LocationWire = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  type: Schema.Literals(['store', 'central', 'virtual']),
  address: Schema.Struct({ address1: Schema.String, postalCode: Schema.String, city: Schema.String }),
  location: Schema.Struct({ lat: Schema.Number, lon: Schema.Number }),
  phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  services: Schema.Array(Schema.String),
  openingHours: Schema.Record(Schema.String, Schema.NullOr(Schema.String)),
})
const PostalPlaceWire = Schema.Struct({
  postalCode: Schema.String,
  city: Schema.String,
  municipality: Schema.String,
  countryCode: Schema.Literals(['SE', 'AX']),
})

/** The locations port against the services at `endpoint`. */
export const locationsHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    LocationsPort,
    Effect.gen(function* () {
      const credentials = yield* ServiceCredentials
      const authorized = withToken(credentials)
      const visitorOrUser = withOptionalToken(credentials)
      const client = serviceClient('location', endpoint, yield* ErrorReporter)
      return {
        list: (filter = {}) =>
          visitorOrUser((token) =>
            client.call({
              operation: 'locations',
              method: 'GET',
              path: 'locations',
              searchParams: { query: filter.query, services: filter.services },
              token,
              response: Schema.Struct({ data: Schema.Array(LocationWire) }),
            }),
          ).pipe(Effect.map(({ data }) => data)),
        searchAddresses: (query) =>
          authorized((token) =>
            client.call({
              operation: 'searchAddresses',
              method: 'POST',
              path: 'locations/addresses/search',
              json: { query },
              token,
              response: Schema.Struct({ data: Schema.Array(PostalPlaceWire) }),
            }),
          ).pipe(Effect.map(({ data }) => data)),
      }
    }),
  )
