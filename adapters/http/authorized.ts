/** Runs a service call with the session's access token. */
import { Effect } from 'effect'
import type { NotLoggedIn, ServiceCredentials } from '../../core/ports/credentials.port'
import type { ServiceCallFailed } from '../../core/ports/service-call.errors'

/** The call `run` with the token of the moment (refreshed first when it is about to expire). */
export const withToken =
  (credentials: ServiceCredentials['Service']) =>
  <A>(
    run: (token: string) => Effect.Effect<A, ServiceCallFailed>,
  ): Effect.Effect<A, ServiceCallFailed | NotLoggedIn> =>
    Effect.flatMap(credentials.accessToken, run)
