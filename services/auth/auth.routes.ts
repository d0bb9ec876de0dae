/** The auth base: POST /v2/sessions/ (login, refresh, challenge answer), POST /v2/oci/sessions, DELETE /v2/sessions/{id}. */
import { Schema } from 'effect'
import type { Context } from 'hono'
import { requireCaller, type CallerEnv } from '../platform/caller'
import { clientAddress } from '../platform/client-address'
import { decodeOr400 } from '../platform/decode'
import type { ServiceDeps } from '../platform/deps'
import { NonEmptyString } from '../platform/schemas'
import { badRequest, notFound } from '../platform/service-error'
import { serviceApp } from '../platform/service-app'
import { answerChallenge, login, logout, refresh } from './sessions'

const LoginBody = Schema.Struct({
  username: Schema.String.check(Schema.isNonEmpty()),
  password: Schema.String.check(Schema.isNonEmpty()),
  email: Schema.optionalKey(Schema.String),
})
const RefreshBody = Schema.Struct({ refreshToken: NonEmptyString })
const ChallengeBody = Schema.Struct({ session: NonEmptyString, newPassword: Schema.String })

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => undefined)
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest([{ field: '', message: 'The body must be a JSON object' }])
  return body as Record<string, unknown>
}

/** The auth service's routes. */
export function authRoutes(deps: ServiceDeps) {
  const app = serviceApp<CallerEnv>()

  const sessions = async (c: Context) => {
    const body = await jsonBody(c)
    if ('refreshToken' in body)
      return c.json(await refresh(deps, decodeOr400(RefreshBody, body).refreshToken))
    if ('session' in body || 'newPassword' in body)
      return c.json(await answerChallenge(deps, decodeOr400(ChallengeBody, body)))
    return c.json(await login(deps, decodeOr400(LoginBody, body), clientAddress(c), 'password'))
  }
  app.post('/v2/sessions', sessions)
  app.post('/v2/sessions/', sessions)

  app.post('/v2/oci/sessions', async (c) => {
    const input = decodeOr400(LoginBody, await jsonBody(c))
    return c.json(await login(deps, input, clientAddress(c), 'oci'))
  })

  app.delete('/v2/sessions/:id', requireCaller(deps), async (c) => {
    const ended = await logout(deps, c.req.param('id'), c.get('caller').userId)
    if (!ended) throw notFound('Session')
    return c.body(null, 204)
  })
  return app
}
