/** Runs a service call with the session's access token, or (for what a visitor may call) without one. */
import { Effect } from 'effect'
import type { NotLoggedIn, ServiceCallFailed, ServiceCredentials } from '@proffsbutik/core/ports'

/** The call `run` with the token of the moment (refreshed first when it is about to expire). */
export const withToken =
  (credentials: ServiceCredentials['Service']) =>
  <A>(
    run: (token: string) => Effect.Effect<A, ServiceCallFailed>,
  ): Effect.Effect<A, ServiceCallFailed | NotLoggedIn> =>
    Effect.flatMap(credentials.accessToken, run)

/**
 * The call `run` for a visitor or a user: with the session's token (refreshed as by withToken) when
 * there is a session, else with none, so that the call goes without an Authorization header.
 */
export const withOptionalToken =
  (credentials: ServiceCredentials['Service']) =>
  <A>(
    run: (token: string | undefined) => Effect.Effect<A, ServiceCallFailed>,
  ): Effect.Effect<A, ServiceCallFailed> =>
    Effect.flatMap(credentials.optionalAccessToken, run)
