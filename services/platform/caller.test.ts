/**
 * A request of the shop verifies its token once (caller.ts): the calls it makes into the embedded
 * services with its environment share one check of the token and its session, and a call that may
 * end sessions makes the next one check again. Without the environment every call checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../db/seed/identity.seed'
import { shopRequestEnv, startServices, type Services } from '../index'
import { testDatabase, type TestDatabase } from '../testing/test-database'

let database: TestDatabase
let services: Services
const queries: string[] = []
const SESSION_CHECK = /from "sessions" inner join "users"/

beforeAll(async () => {
  database = await testDatabase()
  services = await startServices(database.config, undefined, { onQuery: (sql) => queries.push(sql) })
}, 60_000)

afterAll(async () => {
  await services.close()
  await database.drop()
})

const call = (method: string, path: string, token: string, env?: object) =>
  services.app.fetch(
    new Request(`http://embedded.services/services${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    }),
    env,
  )

async function login(): Promise<{ accessToken: string; sessionId: string }> {
  const response = await services.app.fetch(
    new Request('http://embedded.services/services/auth/v2/sessions/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.7.0.1' },
      body: JSON.stringify({ username: 'anna.berg', password: DEMO_PASSWORD }),
    }),
  )
  expect(response.status).toBe(200)
  return (await response.json()) as { accessToken: string; sessionId: string }
}

const sessionChecks = () => queries.filter((sql) => SESSION_CHECK.test(sql)).length

describe('the caller of a request of the shop', () => {
  it('is verified once for all the calls made with its environment', async () => {
    const { accessToken } = await login()
    const env = shopRequestEnv()
    queries.length = 0
    for (const path of ['/user/v2/users/U1001', '/user/customers/C100/assortment', '/user/v2/users/U1001'])
      expect((await call('GET', path, accessToken, env)).status).toBe(200)
    expect(sessionChecks()).toBe(1)
  })

  it('is verified at every call made without one', async () => {
    const { accessToken } = await login()
    queries.length = 0
    expect((await call('GET', '/user/v2/users/U1001', accessToken)).status).toBe(200)
    expect((await call('GET', '/user/v2/users/U1001', accessToken)).status).toBe(200)
    expect(sessionChecks()).toBe(2)
  })

  it('is verified again after a call that ends its session: a logout takes effect within the request', async () => {
    const { accessToken, sessionId } = await login()
    const env = shopRequestEnv()
    expect((await call('GET', '/user/v2/users/U1001', accessToken, env)).status).toBe(200)
    expect((await call('DELETE', `/auth/v2/sessions/${sessionId}`, accessToken, env)).status).toBe(204)
    expect((await call('GET', '/user/v2/users/U1001', accessToken, env)).status).toBe(401)
  })

  it('keeps no failed verification: a bad token is refused at every call', async () => {
    const env = shopRequestEnv()
    expect((await call('GET', '/user/v2/users/U1001', 'not-a-token', env)).status).toBe(401)
    expect(env.verifiedCallers.size).toBe(0)
    expect((await call('GET', '/user/v2/users/U1001', 'not-a-token', env)).status).toBe(401)
  })
})
