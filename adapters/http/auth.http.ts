/** The auth service over HTTP (shop-core §7: POST /v2/sessions/, /v2/oci/sessions, DELETE /v2/sessions/{id}). */
import { Effect, Layer, Schema } from 'effect'
import { AuthPort, type Credentials, ErrorReporter, type LoginAnswer } from '@proffsbutik/core/ports'
import { serviceClient, type ServicesEndpoint } from './service-client'

const Tokens = Schema.Struct({
  sessionId: Schema.String,
  userId: Schema.String,
  accessToken: Schema.String,
  refreshToken: Schema.String,
})
const Challenge = Schema.Struct({ challengeName: Schema.String, session: Schema.String })
const LoginResponse = Schema.Union([Tokens, Challenge])

const toAnswer = (answer: typeof LoginResponse.Type): LoginAnswer =>
  'challengeName' in answer
    ? { kind: 'challenge', challengeName: answer.challengeName, session: answer.session }
    : { kind: 'tokens', tokens: answer }

const credentialsBody = (credentials: Credentials) => ({
  username: credentials.username,
  password: credentials.password,
  ...(credentials.email ? { email: credentials.email } : {}),
})

/** The auth port against the services at `endpoint`. */
export const authHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    AuthPort,
    Effect.gen(function* () {
      const client = serviceClient('auth', endpoint, yield* ErrorReporter)
      return {
        login: (credentials) =>
          client
            .call({
              operation: 'login',
              method: 'POST',
              path: 'v2/sessions/',
              json: credentialsBody(credentials),
              response: LoginResponse,
            })
            .pipe(Effect.map(toAnswer)),
        punchOutLogin: (credentials) =>
          client
            .call({
              operation: 'punchOutLogin',
              method: 'POST',
              path: 'v2/oci/sessions',
              json: credentialsBody(credentials),
              response: LoginResponse,
            })
            .pipe(Effect.map(toAnswer)),
        answerChallenge: (session, newPassword) =>
          client.call({
            operation: 'answerChallenge',
            method: 'POST',
            path: 'v2/sessions/',
            json: { session, newPassword },
            response: Tokens,
          }),
        refresh: (refreshToken) =>
          client.call({
            operation: 'refresh',
            method: 'POST',
            path: 'v2/sessions/',
            json: { refreshToken },
            response: Tokens,
          }),
        logout: (sessionId, accessToken) =>
          client.send({
            operation: 'logout',
            method: 'DELETE',
            path: `v2/sessions/${encodeURIComponent(sessionId)}`,
            token: accessToken,
          }),
      }
    }),
  )
