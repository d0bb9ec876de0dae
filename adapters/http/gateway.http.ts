/** The gateway over HTTP: POST /services/gateway/<base>/<path>, passed on to the service with the session's token. */
import { Effect, Layer } from 'effect'
import { ErrorReporter, GatewayPort, ServiceCredentials } from '@proffsbutik/core/ports'
import { withToken } from './authorized'
import { serviceClient, type ServicesEndpoint } from './service-client'

/** The gateway port against the services at `endpoint`. */
export const gatewayHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    GatewayPort,
    Effect.gen(function* () {
      const authorized = withToken(yield* ServiceCredentials)
      const client = serviceClient('gateway', endpoint, yield* ErrorReporter)
      return {
        post: (path, body, response) =>
          authorized((token) =>
            client.call({
              operation: `gateway ${path}`,
              method: 'POST',
              path: path.replace(/^\/+/, ''),
              json: body,
              token,
              response,
            }),
          ),
      }
    }),
  )
