import { Context, type Effect, type Schema } from 'effect'
import type { NotLoggedIn } from './credentials.port'
import type { ServiceCallFailed } from './service-call.errors'

/**
 * The gateway (content §7): a generic POST to a service path (`search/search`, `stock/stock` …)
 * with the session's token, its answer decoded with the schema the caller gives.
 */
export class GatewayPort extends Context.Service<
  GatewayPort,
  {
    readonly post: <S extends Schema.Top & { readonly DecodingServices: never }>(
      path: string,
      body: unknown,
      response: S,
    ) => Effect.Effect<S['Type'], ServiceCallFailed | NotLoggedIn>
  }
>()('proffsbutik/GatewayPort') {}
