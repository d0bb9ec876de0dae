/** Customers, delivery dates, assortment and sales team of the user service over HTTP. */
import { Effect, Layer, Schema } from 'effect'
import { CustomersPort, ErrorReporter, ServiceCredentials } from '@proffsbutik/core/ports'
import { withToken } from './authorized'
import { serviceClient, type ServicesEndpoint } from './service-client'

const CustomerWire = Schema.Struct({
  customerId: Schema.String,
  customerName: Schema.String,
  projects: Schema.Array(Schema.Struct({ projectId: Schema.String, projectName: Schema.String })),
})
const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0)

/** The customers port against the services at `endpoint`. */
export const customersHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    CustomersPort,
    Effect.gen(function* () {
      const authorized = withToken(yield* ServiceCredentials)
      const client = serviceClient('user', endpoint, yield* ErrorReporter)
      return {
        list: (filter = {}) =>
          authorized((token) =>
            client.call({
              operation: 'customers',
              method: 'GET',
              path: 'v3/customers',
              searchParams: {
                active: flag(filter.active),
                virtualContext: flag(filter.virtualContext),
                search: filter.search,
              },
              token,
              response: Schema.Struct({ data: Schema.Array(CustomerWire) }),
            }),
          ).pipe(Effect.map(({ data }) => data)),
        deliveryDates: (customerId, options = {}) =>
          authorized((token) =>
            client.call({
              operation: 'deliveryDates',
              method: 'GET',
              path: `customers/${encodeURIComponent(customerId)}/delivery-dates`,
              searchParams: { from: options.from, days: options.days },
              token,
              response: Schema.Struct({ dates: Schema.Array(Schema.String) }),
              options: { silent: 'deliveryDates' },
            }),
          ).pipe(Effect.map(({ dates }) => dates)),
        assortment: (customerId) =>
          authorized((token) =>
            client.call({
              operation: 'assortment',
              method: 'GET',
              path: `customers/${encodeURIComponent(customerId)}/assortment`,
              token,
              response: Schema.Struct({ assortmentId: Schema.NullOr(Schema.String) }),
            }),
          ).pipe(Effect.map(({ assortmentId }) => assortmentId)),
        salesTeam: (customerId) =>
          authorized((token) =>
            client.call({
              operation: 'salesTeam',
              method: 'GET',
              path: 'crm/customerteam',
              searchParams: { customerId },
              token,
              response: Schema.Struct({
                data: Schema.Array(
                  Schema.Struct({
                    userId: Schema.String,
                    name: Schema.String,
                    email: Schema.String,
                    phone: Schema.NullOr(Schema.String),
                    role: Schema.String,
                  }),
                ),
              }),
              options: { silent: 'salesTeam' },
            }),
          ).pipe(Effect.map(({ data }) => data)),
      }
    }),
  )
