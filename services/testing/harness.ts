/** A running copy of the services for one test file: its own database, real HTTP on loopback, logins. */
import { DEMO_PASSWORD } from '../db/seed/identity.seed'
import { startServices, type Services, type ServicesConfig } from '../index'
import { serveOnLoopback, type Loopback } from './loopback'
import { testDatabase, type TestDatabase } from './test-database'

/** The harness of one test file. */
export interface Harness {
  readonly url: string
  /** The services' database, for checks that look past the HTTP answers. */
  readonly db: Services['database']['db']
  /** Logs a demo user in and answers their access token. */
  token(username: string): Promise<string>
  /** Forgets a user's cached token (after their sessions were ended). */
  forget(username: string): void
  /** Calls a service path as a user (or anonymously with `null`). */
  call(user: string | null, method: string, path: string, body?: unknown): Promise<Response>
  stop(): Promise<void>
}

/** Starts the services on a fresh database. `now` can be moved by the test; `config` overrides settings. */
export async function startHarness(
  now: () => Date = () => new Date(),
  config: Partial<ServicesConfig> = {},
): Promise<Harness> {
  const database: TestDatabase = await testDatabase()
  const services: Services = await startServices({ ...database.config, ...config }, now)
  const server: Loopback = await serveOnLoopback(services.app)
  const tokens = new Map<string, string>()
  let address = 0
  const token = async (username: string) => {
    const known = tokens.get(username)
    if (known) return known
    const response = await fetch(`${server.url}/services/auth/v2/sessions/`, {
      method: 'POST',
      // Each login from its own address, so the failed-login throttle never links the tests.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
      },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    })
    if (!response.ok)
      throw new Error(`Login of ${username} failed: ${response.status} ${await response.text()}`)
    const { accessToken } = (await response.json()) as { accessToken: string }
    tokens.set(username, accessToken)
    return accessToken
  }
  return {
    url: server.url,
    db: services.database.db,
    token,
    forget: (username) => void tokens.delete(username),
    async call(user, method, path, body) {
      const headers: Record<string, string> = {}
      if (user) headers['authorization'] = `Bearer ${await token(user)}`
      // A form (an upload) goes as multipart/form-data, with the boundary fetch chooses.
      const form = body instanceof FormData ? body : undefined
      if (body !== undefined && !form) headers['content-type'] = 'application/json'
      return fetch(`${server.url}${path}`, {
        method,
        headers,
        ...(body === undefined
          ? {}
          : { body: form ?? (typeof body === 'string' ? body : JSON.stringify(body)) }),
      })
    },
    async stop() {
      await server.close()
      await services.close()
      await database.drop()
    },
  }
}
