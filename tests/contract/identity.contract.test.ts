/**
 * The HTTP adapters of the auth and user services against the embedded services over real HTTP,
 * driven through the session use cases, plus the failure classes a real network produces.
 */
import { Effect, Exit } from 'effect'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messageForFailure } from '@proffsbutik/core/domain'
import { AddressesPort, CustomersPort, UsersPort } from '@proffsbutik/core/ports'
import {
  changeUser,
  currentUser,
  findAddresses,
  inviteUser,
  listUsers,
  login,
  logout,
  readSession,
  reinviteUser,
  SESSION_KEY,
} from '@proffsbutik/core/usecases'
import {
  DEMO_PASSWORD,
  type Harness,
  type Loopback,
  serveOnLoopback,
  startHarness,
} from '@proffsbutik/services/testing'
import { failureOf, valueOf, world } from './world'

let harness: Harness
let wrongShapes: Loopback
beforeAll(async () => {
  harness = await startHarness()
  // A service that answers with the wrong shapes: what a decoder must survive.
  const liar = new Hono()
  liar.get('/services/user/v2/users/:id', (c) => c.json({ userId: 42, firstName: 'Anna' }))
  liar.post('/services/auth/v2/sessions/', (c) => c.text('<html>proxy error</html>', 200))
  wrongShapes = await serveOnLoopback(liar)
}, 60_000)
afterAll(async () => {
  await wrongShapes.close()
  await harness.stop()
})

describe('auth and user adapters against the services', () => {
  it('log in, read the current user with the session token, and log out', async () => {
    const { run, store } = world(harness.url)
    const loggedIn = await run(login({ username: 'anna.berg', password: DEMO_PASSWORD }))
    expect(Exit.isSuccess(loggedIn) && loggedIn.value).toMatchObject({
      result: 1,
      user: { userId: 'U1001', firstName: 'Anna', customers: [{}, {}] },
    })
    const session = await run(readSession)
    expect(Exit.isSuccess(session) && session.value).toMatchObject({
      userId: 'U1001',
      currentCustomerId: 'C100',
    })
    expect(Exit.isSuccess(await run(currentUser))).toBe(true)
    const token = Exit.isSuccess(session) ? session.value?.accessToken : undefined
    expect(Exit.isSuccess(await run(logout))).toBe(true)
    expect(store.values.has(SESSION_KEY)).toBe(false)
    // The ended session's token is refused with the body the spec knows: 'Invalid token'.
    const after = world(harness.url, {
      [SESSION_KEY]: JSON.stringify({
        sessionId: 'x',
        userId: 'U1001',
        accessToken: token,
        refreshToken: 'r',
      }),
    })
    const refused = failureOf(await after.run(Effect.flatMap(UsersPort, (users) => users.getUser('U1001'))))
    expect(refused).toMatchObject({ _tag: 'ServiceCallFailed', failure: { kind: 'http', status: 401 } })
    expect(messageForFailure((refused as { failure: Parameters<typeof messageForFailure>[0] }).failure)).toBe(
      'errors.invalid_token',
    )
    // 401s end sessions; they are not reported as errors.
    expect(after.reports).toEqual([])
  })

  it('hand the challenge of an invited user back', async () => {
    const { run } = world(harness.url)
    const exit = await run(login({ username: 'ida.strom', password: 'valkommen-ida-2026' }))
    expect(Exit.isSuccess(exit) && exit.value).toMatchObject({
      result: 'challenge',
      challengeName: 'NEW_PASSWORD_REQUIRED',
    })
  })

  it('refuse wrong credentials and punch-out logins of users not allowed them', async () => {
    const { run, reports } = world(harness.url)
    const wrong = failureOf(await run(login({ username: 'anna.berg', password: 'fel-lösenord' })))
    expect(wrong).toMatchObject({ _tag: 'LoginFailed', reason: 'invalidCredentials' })
    const punchOut = failureOf(
      await run(login({ username: 'anna.berg', password: DEMO_PASSWORD }, { punchOut: true })),
    )
    expect(punchOut).toMatchObject({ _tag: 'LoginFailed', reason: 'notAllowed' })
    expect(reports.map((r) => r.context['operation'])).toEqual(['punchOutLogin'])
  })
})

describe('failures a real network produces', () => {
  it('a service that does not answer is noResponse, shown as the auth service message, and reported', async () => {
    const { run, reports } = world('http://127.0.0.1:9')
    const failure = failureOf(await run(login({ username: 'anna.berg', password: DEMO_PASSWORD })))
    expect(failure).toMatchObject({ reason: 'unavailable', message: 'errors.auth_service_not_available' })
    expect(reports).toHaveLength(1)
  })

  it('an answer of the wrong shape is a decode failure with a clear message, not a crash', async () => {
    const { run, reports } = world(wrongShapes.url, {
      [SESSION_KEY]: JSON.stringify({
        sessionId: 's',
        userId: 'U1',
        accessToken: 'a.b.c',
        refreshToken: 'r',
      }),
    })
    const users = Effect.flatMap(UsersPort, (port) => port.getUser('U1'))
    // The stored token cannot be read, so it is refreshed first — from the same lying service.
    const refreshFailure = failureOf(await run(users))
    expect(refreshFailure).toMatchObject({ _tag: 'ServiceCallFailed', failure: { kind: 'decode' } })
    expect((refreshFailure as { detail: string }).detail).toMatch(/auth refresh does not fit: not JSON/)
    const valid = Buffer.from(JSON.stringify({ exp: 4_000_000_000, userId: 'U1', tokenVersion: 2 })).toString(
      'base64url',
    )
    const withToken = world(wrongShapes.url, {
      [SESSION_KEY]: JSON.stringify({
        sessionId: 's',
        userId: 'U1',
        accessToken: `e30.${valid}.s`,
        refreshToken: 'r',
      }),
    })
    const decodeFailure = failureOf(await withToken.run(users))
    expect(decodeFailure).toMatchObject({ _tag: 'ServiceCallFailed', failure: { kind: 'decode' } })
    expect((decodeFailure as { detail: string }).detail).toMatch(/user getUser does not fit/)
    expect((decodeFailure as { detail: string }).detail).toMatch(/userId/)
    expect(withToken.reports).toHaveLength(1)
    expect(reports).toHaveLength(1)
  })
})

describe('customer and address adapters against the services', () => {
  it('list customers, delivery dates, assortment and sales team', async () => {
    const buyer = world(harness.url)
    valueOf(await buyer.run(login({ username: 'anna.berg', password: DEMO_PASSWORD })))
    const answer = valueOf(
      await buyer.run(
        Effect.gen(function* () {
          const customers = yield* CustomersPort
          return {
            list: yield* customers.list({ active: true, virtualContext: false }),
            dates: yield* customers.deliveryDates('C100', { from: '2026-12-23', days: 3 }),
            assortment: yield* customers.assortment('C100'),
            team: yield* customers.salesTeam('C100'),
          }
        }),
      ),
    )
    expect(answer.list.map((c) => c.customerId)).toEqual(['C200', 'C100'])
    expect(answer.dates).toEqual(['2026-12-23', '2026-12-28', '2026-12-29'])
    expect(answer.assortment).toBeNull()
    expect(answer.team.map((m) => m.role)).toContain('SELLER_ADMIN')
    // Delivery dates are a silent call: another customer's refusal is not reported.
    const refused = failureOf(
      await buyer.run(Effect.flatMap(CustomersPort, (customers) => customers.deliveryDates('C300'))),
    )
    expect(refused).toMatchObject({ failure: { kind: 'http', status: 403 } })
    expect(buyer.reports).toEqual([])
  })

  it('create, change, search and delete addresses; read-only ones refuse change', async () => {
    const buyer = world(harness.url)
    valueOf(await buyer.run(login({ username: 'anna.berg', password: DEMO_PASSWORD })))
    const created = valueOf(
      await buyer.run(
        Effect.flatMap(AddressesPort, (addresses) =>
          addresses.create('C100', { countryCode: 'SE', label: 'Kontraktstest', address1: 'Provgatan 1' }),
        ),
      ),
    )
    expect(created).toMatchObject({ label: 'Kontraktstest', validForDelivery: false, readOnly: false })
    expect(Object.values(created)).not.toContain(null)
    const found = valueOf(await buyer.run(findAddresses('C100', 'kontraktstest provgatan')))
    expect(found.map((a) => a.id)).toEqual([created.id])
    const changed = valueOf(
      await buyer.run(
        Effect.flatMap(AddressesPort, (addresses) =>
          addresses.update(created.id, { postalCode: '22100', postalAddress: 'Lund' }),
        ),
      ),
    )
    expect(changed.validForDelivery).toBe(true)
    valueOf(await buyer.run(Effect.flatMap(AddressesPort, (addresses) => addresses.remove(created.id))))
    const readOnly = failureOf(
      await buyer.run(
        Effect.flatMap(AddressesPort, (addresses) => addresses.update('A1001', { phone: '1' })),
      ),
    )
    expect(readOnly).toMatchObject({ failure: { kind: 'http', status: 409 } })
  })
})

describe('user administration through the adapter', () => {
  it('lists, invites and changes users as a buyer admin; names and account flows answer', async () => {
    const admin = world(harness.url)
    valueOf(await admin.run(login({ username: 'bertil.holm', password: DEMO_PASSWORD })))
    const listed = valueOf(await admin.run(listUsers()))
    expect(listed.total).toBeGreaterThan(0)
    expect(listed.data.map((u) => u.firstName)).toEqual(
      [...listed.data.map((u) => u.firstName)].sort((a, b) => a.localeCompare(b, 'sv')),
    )
    const created = valueOf(
      await admin.run(
        inviteUser({
          firstName: 'Kontrakt',
          lastName: 'Testsson',
          email: 'kontrakt.testsson@rorbolaget.se',
          customerPermissions: [{ customerId: 'C100', role: 'USER', permissionDenies: ['EJ_ORDER'] }],
        }),
      ),
    )
    expect(created.customerPermissions).toEqual([
      { role: 'USER', customerId: 'C100', permissionDenies: ['EJ_ORDER'] },
    ])
    // Invited, not yet activated; the list says so too.
    expect(created.activated).toBe(false)
    const again = valueOf(await admin.run(listUsers({ search: 'kontrakt.testsson' })))
    expect(again.data.map((u) => [u.email, u.activated])).toEqual([
      ['kontrakt.testsson@rorbolaget.se', false],
    ])
    expect(listed.data.find((u) => u.userId === 'U1002')?.activated).toBe(true)
    valueOf(await admin.run(reinviteUser(created.userId)))
    // Sent again within the minute: refused with its own message.
    expect(failureOf(await admin.run(reinviteUser(created.userId)))).toMatchObject({
      _tag: 'UserAdminFailed',
      status: 429,
      message: 'errors.invitation_too_soon',
    })
    const changed = valueOf(await admin.run(changeUser(created.userId, { lastName: 'Ändradsson' })))
    expect(changed.lastName).toBe('Ändradsson')
    const names = valueOf(
      await admin.run(
        Effect.gen(function* () {
          const users = yield* UsersPort
          return {
            roles: yield* users.roleNames(),
            denies: yield* users.permissionNames(),
            name: yield* users.userName(created.userId),
            permissions: yield* users.permissions(created.userId),
          }
        }),
      ),
    )
    expect(names.roles).toEqual(['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'])
    expect(names.denies).toHaveLength(8)
    expect(names.name.fullName).toBe('Kontrakt Ändradsson')
    expect(names.permissions[0]?.permissionDenies).toEqual(['EJ_ORDER'])
    const anonymous = world(harness.url)
    valueOf(
      await anonymous.run(Effect.flatMap(UsersPort, (users) => users.forgotPassword('kontrakt.testsson'))),
    )
    const request = valueOf(
      await anonymous.run(
        Effect.flatMap(UsersPort, (users) =>
          users.requestCredentials({
            companyName: 'Kontraktsbolaget AB',
            organisationNumber: '556016-0680',
            firstName: 'Karl',
            lastName: 'Kontrakt',
            email: 'karl@kontraktsbolaget.se',
          }),
        ),
      ),
    )
    expect(request.requestId).toBeGreaterThan(0)
  })
})

describe('taking a customer away through the adapter', () => {
  it('an empty list of rights takes away every customer of the admin; others stay', async () => {
    const seller = world(harness.url)
    valueOf(await seller.run(login({ username: 'sara.lind', password: DEMO_PASSWORD })))
    const created = valueOf(
      await seller.run(
        inviteUser({
          firstName: 'Delad',
          lastName: 'Kontraktsson',
          email: 'delad.kontraktsson@example.se',
          customerPermissions: [
            { customerId: 'C100', role: 'USER' },
            { customerId: 'C200', role: 'USER' },
          ],
        }),
      ),
    )
    const buyerAdmin = world(harness.url)
    valueOf(await buyerAdmin.run(login({ username: 'bertil.holm', password: DEMO_PASSWORD })))
    const left = valueOf(await buyerAdmin.run(changeUser(created.userId, { customerPermissions: [] })))
    expect(left.customerPermissions.map((p) => p.customerId)).toEqual(['C200'])
    expect(left.defaultCustomerId).toBe('C200')
    // No longer his user: refused.
    expect(failureOf(await buyerAdmin.run(changeUser(created.userId, { lastName: 'X' })))).toMatchObject({
      _tag: 'UserAdminFailed',
      status: 403,
    })
  })
})

describe('refresh under parallel calls', () => {
  it('two calls that both find the token about to expire both refresh, and the session lives on', async () => {
    // Tokens that live 30 s against a 60 s margin: every call refreshes first.
    const shortLived = await startHarness(undefined, { accessTokenSeconds: 30 })
    try {
      const buyer = world(shortLived.url)
      valueOf(await buyer.run(login({ username: 'anna.berg', password: DEMO_PASSWORD })))
      const before = valueOf(await buyer.run(readSession))
      const both = await buyer.run(
        Effect.all(
          [
            Effect.flatMap(UsersPort, (users) => users.getUser('U1001')),
            Effect.flatMap(CustomersPort, (customers) => customers.list()),
          ],
          { concurrency: 'unbounded' },
        ),
      )
      expect(Exit.isSuccess(both)).toBe(true)
      const after = valueOf(await buyer.run(readSession))
      expect(after?.refreshToken).not.toBe(before?.refreshToken)
      expect(Exit.isSuccess(await buyer.run(currentUser))).toBe(true)
      expect(buyer.reports).toEqual([])
    } finally {
      await shortLived.stop()
    }
  }, 60_000)
})
