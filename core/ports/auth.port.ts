import { Context, type Effect } from 'effect'
import type { ServiceCallFailed } from './service-call.errors'

/** The tokens of a session. */
export interface SessionTokens {
  readonly sessionId: string
  readonly userId: string
  readonly accessToken: string
  readonly refreshToken: string
}

/** A login either opens a session or asks for a challenge to be answered first. */
export type LoginAnswer =
  | { readonly kind: 'tokens'; readonly tokens: SessionTokens }
  | { readonly kind: 'challenge'; readonly challengeName: string; readonly session: string }

/** What a login sends: the username, the password and, when given, the e-mail. */
export interface Credentials {
  readonly username: string
  readonly password: string
  readonly email?: string | undefined
}

/** The auth service: sessions by password, punch-out or refresh token. */
export class AuthPort extends Context.Service<
  AuthPort,
  {
    readonly login: (credentials: Credentials) => Effect.Effect<LoginAnswer, ServiceCallFailed>
    readonly punchOutLogin: (credentials: Credentials) => Effect.Effect<LoginAnswer, ServiceCallFailed>
    readonly answerChallenge: (
      session: string,
      newPassword: string,
    ) => Effect.Effect<SessionTokens, ServiceCallFailed>
    readonly refresh: (refreshToken: string) => Effect.Effect<SessionTokens, ServiceCallFailed>
    /** Ends the session; needs its access token. */
    readonly logout: (sessionId: string, accessToken: string) => Effect.Effect<void, ServiceCallFailed>
  }
>()('proffsbutik/AuthPort') {}
