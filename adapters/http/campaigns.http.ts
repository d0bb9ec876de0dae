/**
 * The campaign service over HTTP. Its failures are silent: never shown, never reported (shop-core §8).
 * The running campaigns and selected product groups are a visitor's too; a customer's own need a session.
 */
import { Effect, Layer, Schema } from 'effect'
import { CampaignsPort, ErrorReporter, ServiceCredentials } from '@proffsbutik/core/ports'
import { withOptionalToken, withToken } from './authorized'
import { serviceClient, type ServicesEndpoint } from './service-client'

const CampaignWire = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  isAssortment: Schema.Boolean,
  startsOn: Schema.String,
  endsOn: Schema.String,
})
const silent = { silent: 'campaigns' } as const

/** The campaigns port against the services at `endpoint`. */
export const campaignsHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    CampaignsPort,
    Effect.gen(function* () {
      const credentials = yield* ServiceCredentials
      const authorized = withToken(credentials)
      const visitorOrUser = withOptionalToken(credentials)
      const client = serviceClient('campaign', endpoint, yield* ErrorReporter)
      const campaigns = Schema.Struct({ data: Schema.Array(CampaignWire) })
      return {
        active: () =>
          visitorOrUser((token) =>
            client.call({
              operation: 'activeCampaigns',
              method: 'GET',
              path: 'campaigns/active-campaigns',
              token,
              response: campaigns,
              options: silent,
            }),
          ).pipe(Effect.map(({ data }) => data)),
        activeForCustomer: (customerId) =>
          authorized((token) =>
            client.call({
              operation: 'activeCustomerCampaigns',
              method: 'GET',
              path: 'campaigns/active-campaigns/customer',
              searchParams: { customerId },
              token,
              response: campaigns,
              options: silent,
            }),
          ).pipe(Effect.map(({ data }) => data)),
        selectedProductGroup: (id) =>
          visitorOrUser((token) =>
            client.call({
              operation: 'selectedProductGroup',
              method: 'GET',
              path: `selected-product-groups/${encodeURIComponent(id)}`,
              token,
              response: Schema.Struct({
                id: Schema.String,
                name: Schema.String,
                articleNumbers: Schema.Array(Schema.String),
              }),
            }),
          ),
      }
    }),
  )
