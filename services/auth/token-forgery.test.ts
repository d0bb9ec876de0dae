/**
 * Forged access tokens (issue 11, docs/security.md "Sessions"): the services take only HS256 JWTs
 * signed with their own secret, unexpired, of the issuer — alg none, another key, another
 * algorithm, a changed claim (user, role, customer, expiry) or an expired token answer 401.
 */
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../db/seed/identity.seed'
import { startServices, type Services } from '../index'
import { testDatabase, type TestDatabase } from '../testing/test-database'

const SECRET = 'the-services-token-secret-of-32-characters'

let database: TestDatabase
let services: Services
let token: string
let userId: string

beforeAll(async () => {
  database = await testDatabase()
  services = await startServices({ ...database.config, tokenSecret: SECRET })
  const login = await services.app.request('/services/auth/v2/sessions/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.1' },
    body: JSON.stringify({ username: 'nils.ohlsson', password: DEMO_PASSWORD }),
  })
  const tokens = (await login.json()) as { accessToken: string; userId: string }
  token = tokens.accessToken
  userId = tokens.userId
}, 120_000)
afterAll(async () => {
  await services.close()
  await database.drop()
})

/** The user service's answer to reading the user with `bearer`. */
const readUser = async (bearer: string, id = userId) =>
  (
    await services.app.request(`/services/user/v2/users/${id}`, {
      headers: { authorization: `Bearer ${bearer}` },
    })
  ).status

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** The token's three parts, its header and claims decoded. */
const partsOf = (jwt: string) => {
  const [header = '', payload = '', signature = ''] = jwt.split('.')
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
    rawHeader: header,
    signature,
  }
}

/** The token with its claims changed by `change`, the original header and signature kept. */
const withClaims = (change: (claims: Record<string, unknown>) => Record<string, unknown>) => {
  const { claims, rawHeader, signature } = partsOf(token)
  return `${rawHeader}.${base64url(change(claims))}.${signature}`
}

/** A token signed with `secret` and `alg` over the real claims, changed by `change`. */
const signed = (secret: string, alg = 'HS256', change = (claims: Record<string, unknown>) => claims) =>
  new SignJWT(change(partsOf(token).claims))
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret))

describe('access tokens the services refuse', () => {
  it('the real token works (the check below is not vacuous)', async () => {
    expect(partsOf(token).header).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(await readUser(token)).toBe(200)
  })

  it('alg none, with or without a signature', async () => {
    const { claims, signature } = partsOf(token)
    for (const alg of ['none', 'None', 'NONE']) {
      const header = base64url({ alg, typ: 'JWT' })
      expect(await readUser(`${header}.${base64url(claims)}.`), alg).toBe(401)
      expect(await readUser(`${header}.${base64url(claims)}.${signature}`), alg).toBe(401)
    }
  })

  it('signed with another key, or with the right key by another algorithm', async () => {
    expect(await readUser(await signed('an-attacker-secret-of-at-least-32-chars'))).toBe(401)
    expect(await readUser(await signed(SECRET, 'HS512'))).toBe(401)
  })

  it('with a changed claim: user, role, customer, session, expiry or issuer', async () => {
    const escalated = (claims: Record<string, unknown>) => ({
      ...claims,
      customerPermissions: [{ role: 'SITE_ADMIN', customerId: 'C100', permissionDenies: [] }],
    })
    const forgeries = {
      user: withClaims((claims) => ({ ...claims, userId: 'U1004', sub: 'U1004' })),
      role: withClaims(escalated),
      customer: withClaims((claims) => ({
        ...claims,
        customerPermissions: [{ role: 'USER', customerId: 'C200', permissionDenies: [] }],
      })),
      session: withClaims((claims) => ({ ...claims, sid: '00000000-0000-4000-8000-000000000000' })),
      expiry: withClaims((claims) => ({ ...claims, exp: Number(claims['exp']) + 365 * 24 * 3600 })),
      issuer: withClaims((claims) => ({ ...claims, iss: 'someone-else' })),
    }
    for (const [name, forged] of Object.entries(forgeries)) {
      expect(forged).not.toBe(token)
      expect(await readUser(forged, name === 'user' ? 'U1004' : userId), name).toBe(401)
    }
  })

  it('expired, though signed with the right key', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600
    const expired = await signed(SECRET, 'HS256', (claims) => ({ ...claims, iat: past - 900, exp: past }))
    expect(await readUser(expired)).toBe(401)
    // The same claims with a future expiry are accepted: it is the expiry that was refused.
    const fresh = await signed(SECRET, 'HS256', (claims) => ({
      ...claims,
      exp: Math.floor(Date.now() / 1000) + 600,
    }))
    expect(await readUser(fresh)).toBe(200)
  })

  it('garbage, a truncated token, or no bearer at all', async () => {
    for (const bad of ['x', token.slice(0, -5), token.split('.').slice(0, 2).join('.'), `${token}.extra`])
      expect(await readUser(bad)).toBe(401)
    expect((await services.app.request(`/services/user/v2/users/${userId}`)).status).toBe(401)
  })
})
