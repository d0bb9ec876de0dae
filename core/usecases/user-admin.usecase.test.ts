import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { User } from '../domain/user'
import { KeyValueStore } from '../ports/key-value-store.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { CustomersPort } from '../ports/customers.port'
import { UsersPort } from '../ports/users.port'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import { SESSION_KEY } from './session.usecase'
import {
  administeredCustomers,
  administeredUser,
  changeUser,
  deactivateUser,
  grantableRoles,
  inviteUser,
  listUsers,
  reinviteUser,
} from './user-admin.usecase'

const buyerAdmin = aUser('U2', [{ role: 'BUYER_ADMIN', customerId: 'C100', permissionDenies: [] }])
const plainUser = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }])

function run<A, E>(
  program: Effect.Effect<A, E, UsersPort | KeyValueStore | CustomersPort>,
  me: User,
  users: Partial<UsersPort['Service']> = {},
  customers: Partial<CustomersPort['Service']> = {},
) {
  const store = memoryStore({
    [SESSION_KEY]: JSON.stringify({ sessionId: 'S', userId: me.userId, accessToken: 'a', refreshToken: 'r' }),
  })
  const layer = Layer.mergeAll(
    fakeLayer(UsersPort, {
      getUser: (id) => (id === me.userId ? Effect.succeed(me) : Effect.die('unexpected user')),
      ...users,
    }),
    Layer.succeed(KeyValueStore, store),
    fakeLayer(CustomersPort, customers),
  )
  return Effect.runSyncExit(program.pipe(Effect.provide(layer)))
}

describe('listing users', () => {
  it('asks for 15 active users by first name unless told otherwise', () => {
    const asked: unknown[] = []
    const exit = run(listUsers({ search: 'berg' }), buyerAdmin, {
      listUsers: (search) => Effect.sync(() => (asked.push(search), { data: [], total: 0 })),
    })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(asked).toEqual([
      { limit: 15, orderBy: 'firstName', direction: 'asc', active: true, search: 'berg' },
    ])
  })

  it('is refused to a user who administers nothing, without a call', () => {
    expect(run(listUsers(), plainUser)).toEqual(Exit.fail(expect.objectContaining({ _tag: 'NotAnAdmin' })))
  })
})

describe('inviting users', () => {
  const input = {
    firstName: 'Maja',
    lastName: 'Ek',
    email: 'maja@example.se',
    customerPermissions: [{ customerId: 'C100', role: 'USER' as const }],
  }

  it('creates the user when the admin may grant the role', () => {
    const created = aUser('U9', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }])
    const exit = run(inviteUser(input), buyerAdmin, { createUser: () => Effect.succeed(created) })
    expect(exit).toEqual(Exit.succeed(created))
  })

  it('takes the details as a form gives them: trimmed, a blank mobile number and an empty project left out', () => {
    const created = aUser('U9', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }])
    const asked: unknown[] = []
    const given = {
      firstName: ' Maja ',
      lastName: 'Ek ',
      email: ' maja@example.se',
      mobileNumber: '  ',
      customerPermissions: [{ customerId: 'C100', projectId: '', role: 'USER' as const }],
    }
    run(inviteUser(given), buyerAdmin, {
      createUser: (user) => Effect.sync(() => (asked.push(user), created)),
    })
    expect(asked).toEqual([input])
  })

  it('names every field that does not fit, without a call', () => {
    const exit = run(inviteUser({ ...input, firstName: ' ', email: 'nej' }), buyerAdmin)
    expect(exit).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'InvalidUserInput',
          fields: { firstName: 'forms.first_name_required', email: 'forms.email_invalid' },
        }),
      ),
    )
  })

  it.each([
    ['a role above the admin’s own', [{ customerId: 'C100', role: 'SELLER_ADMIN' as const }]],
    ['another company', [{ customerId: 'C200', role: 'USER' as const }]],
  ])('refuses %s without a call', (_, customerPermissions) => {
    expect(run(inviteUser({ ...input, customerPermissions }), buyerAdmin)).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'NotAnAdmin', message: 'guards.forbidden' })),
    )
  })

  it('turns a service refusal into its message', () => {
    const conflict = new ServiceCallFailed({
      service: 'user',
      operation: 'createUser',
      failure: { kind: 'http', status: 409, body: 'exists' },
      detail: '409',
    })
    expect(run(inviteUser(input), buyerAdmin, { createUser: () => Effect.fail(conflict) })).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'UserAdminFailed',
          status: 409,
          message: 'errors.user_exists',
        }),
      ),
    )
  })
})

describe('changing users', () => {
  it('deactivates another user', () => {
    const changes: unknown[] = []
    const exit = run(deactivateUser('U1'), buyerAdmin, {
      updateUser: (id, change) => Effect.sync(() => (changes.push([id, change]), plainUser)),
    })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(changes).toEqual([['U1', { active: false }]])
  })

  it('never lets admins change their own activity or rights', () => {
    expect(run(deactivateUser('U2'), buyerAdmin)).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'NotAnAdmin' })),
    )
  })

  it('re-sends an invitation', () => {
    const invited: string[] = []
    const exit = run(reinviteUser('U9'), buyerAdmin, {
      invite: (id) => Effect.sync(() => void invited.push(id)),
    })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(invited).toEqual(['U9'])
  })

  it('names why an invitation is not sent again: too soon, or the user has activated', () => {
    const refused = (status: number, code: string) =>
      run(reinviteUser('U9'), buyerAdmin, {
        invite: () =>
          Effect.fail(
            new ServiceCallFailed({
              service: 'user',
              operation: 'invite',
              failure: { kind: 'http', status, body: code, code },
              detail: `${status} ${code}`,
            }),
          ),
      })
    expect(refused(429, 'invitation_too_soon')).toEqual(
      Exit.fail(expect.objectContaining({ status: 429, message: 'errors.invitation_too_soon' })),
    )
    expect(refused(409, 'not_invited')).toEqual(
      Exit.fail(expect.objectContaining({ status: 409, message: 'errors.not_invited' })),
    )
  })

  it('says why a shared user’s identity is refused: they also work for customers the admin does not administer', () => {
    const exit = run(changeUser('U9', { email: 'ny@example.se' }), buyerAdmin, {
      updateUser: () =>
        Effect.fail(
          new ServiceCallFailed({
            service: 'user',
            operation: 'updateUser',
            failure: { kind: 'http', status: 403, body: 'identity_shared', code: 'identity_shared' },
            detail: '403 identity_shared',
          }),
        ),
    })
    expect(exit).toEqual(
      Exit.fail(expect.objectContaining({ status: 403, message: 'errors.identity_shared' })),
    )
  })

  it('passes an empty list of rights on: every customer within the admin’s reach is taken away', () => {
    const changes: unknown[] = []
    const exit = run(changeUser('U9', { customerPermissions: [] }), buyerAdmin, {
      updateUser: (id, change) => Effect.sync(() => (changes.push([id, change]), aUser('U9', []))),
    })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(changes).toEqual([['U9', { customerPermissions: [] }]])
  })

  it('refuses a malformed e-mail before asking the service', () => {
    expect(run(changeUser('U1', { email: 'fel' }), buyerAdmin)).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'InvalidUserInput' })),
    )
  })
})

describe('what an admin is offered', () => {
  const customers = [
    { customerId: 'C100', customerName: 'Rörbolaget i Lund AB', projects: [] },
    { customerId: 'C200', customerName: 'Nordic VVS & Värme AB', projects: [] },
  ]

  it('gives roles from USER up to the admin’s own, never above', () => {
    expect(grantableRoles('BUYER_ADMIN')).toEqual(['USER', 'BUYER_ADMIN'])
    expect(grantableRoles('SELLER_ADMIN')).toEqual(['USER', 'BUYER_ADMIN', 'SELLER_ADMIN'])
    expect(grantableRoles('SITE_ADMIN')).toEqual(['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'])
    expect(grantableRoles('USER')).toEqual([])
  })

  it('lists only the customers a buyer admin administers, with the roles they may give', () => {
    const asked: unknown[] = []
    const exit = run(
      administeredCustomers,
      buyerAdmin,
      {},
      {
        list: (filter) => Effect.sync(() => (asked.push(filter), customers)),
      },
    )
    expect(exit).toEqual(Exit.succeed([{ ...customers[0], grantableRoles: ['USER', 'BUYER_ADMIN'] }]))
    expect(asked).toEqual([{ active: true, virtualContext: false }])
  })

  it('lists every customer for a site admin', () => {
    const siteAdmin = aUser('U4', [{ role: 'SITE_ADMIN', customerId: 'C900', permissionDenies: [] }])
    const exit = run(administeredCustomers, siteAdmin, {}, { list: () => Effect.succeed(customers) })
    expect(Exit.isSuccess(exit) && exit.value.map((c) => [c.customerId, c.grantableRoles.length])).toEqual([
      ['C100', 4],
      ['C200', 4],
    ])
  })

  it('passes on the service’s refusal of another company’s user as forbidden', () => {
    const forbidden = new ServiceCallFailed({
      service: 'user',
      operation: 'getUser',
      failure: { kind: 'http', status: 403 },
      detail: '403',
    })
    const exit = run(administeredUser('U1006'), buyerAdmin, {
      getUser: (id) => (id === 'U2' ? Effect.succeed(buyerAdmin) : Effect.fail(forbidden)),
    })
    expect(exit).toEqual(
      Exit.fail(
        expect.objectContaining({ _tag: 'UserAdminFailed', status: 403, message: 'errors.forbidden_action' }),
      ),
    )
  })

  it('is refused to a user who administers nothing', () => {
    expect(run(administeredUser('U2'), plainUser)).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'NotAnAdmin' })),
    )
  })
})
