import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { User } from '../domain/user'
import { KeyValueStore } from '../ports/key-value-store.port'
import { LocationsPort } from '../ports/locations.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { UsersPort } from '../ports/users.port'
import { buyerLayer, fakeLayer, memoryStore } from './fakes.test-support'
import { aStore, aUser } from './fixtures.test-support'
import { changePassword, changeProfile, profilePage } from './profile.usecase'
import { SESSION_KEY } from './session.usecase'

const me = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }], {
  username: 'anna.berg',
  customers: [
    {
      customerId: 'C100',
      customerName: 'Rörbolaget i Lund AB',
      projects: [{ projectId: 'P101', projectName: 'Kv. Linden, Lund' }],
    },
  ],
})

function run<A, E>(
  program: Effect.Effect<A, E, UsersPort | KeyValueStore>,
  users: Partial<UsersPort['Service']> = {},
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
  )
  return Effect.runSyncExit(program.pipe(Effect.provide(layer)))
}

const refused = (status: number, code?: string) =>
  new ServiceCallFailed({
    service: 'user',
    operation: 'test',
    failure: code ? { kind: 'http', status, code } : { kind: 'http', status },
    detail: String(status),
  })

describe('changing the profile', () => {
  it('sends the trimmed details, an empty mobile number as none', () => {
    const sent: unknown[] = []
    const exit = run(
      changeProfile({
        firstName: ' Anna ',
        email: ' anna@firma.se ',
        mobileNumber: ' ',
        preferredDeliveryMethod: 'EXH',
        defaultProjectId: 'P101',
      }),
      { updateUser: (id, change) => Effect.sync(() => (sent.push([id, change]), me as User)) },
    )
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(sent).toEqual([
      [
        'U1',
        {
          firstName: 'Anna',
          email: 'anna@firma.se',
          mobileNumber: null,
          preferredDeliveryMethod: 'EXH',
          defaultProjectId: 'P101',
        },
      ],
    ])
  })

  it('refuses a bad e-mail, a foreign project and an unknown delivery method field by field, without a call', () => {
    expect(
      run(
        changeProfile({ email: 'anna.firma.se', defaultProjectId: 'P201', preferredDeliveryMethod: 'POST' }),
      ),
    ).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'ProfileInvalid',
          fields: {
            email: 'forms.email_invalid',
            defaultProjectId: 'forms.project_not_in_customer',
            preferredDeliveryMethod: 'forms.delivery_method_unknown',
          },
        }),
      ),
    )
    expect(run(changeProfile({ defaultCustomerId: 'C300' }))).toEqual(
      Exit.fail(expect.objectContaining({ fields: { defaultCustomerId: 'forms.customer_not_yours' } })),
    )
  })

  it('puts a taken e-mail address on the e-mail field', () => {
    expect(
      run(changeProfile({ email: 'bertil@firma.se' }), { updateUser: () => Effect.fail(refused(409)) }),
    ).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'ProfileFailed',
          field: 'email',
          message: { key: 'errors.user_exists' },
        }),
      ),
    )
  })
})

describe('changing the password', () => {
  it('checks the rule with the username before any call', () => {
    expect(run(changePassword('Proffs2026!', 'kort'))).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'PasswordRejected',
          unmet: expect.arrayContaining(['minLength', 'digit']),
        }),
      ),
    )
    expect(run(changePassword('Proffs2026!', 'anna.berg-2026xx'))).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'PasswordRejected', unmet: ['notUsername'] })),
    )
    expect(run(changePassword('', 'Nytt-lösen-2030'))).toEqual(
      Exit.fail(expect.objectContaining({ fields: { currentPassword: 'forms.current_password_required' } })),
    )
  })

  it('sends the current and new password for the user, and names a wrong current one', () => {
    const sent: unknown[] = []
    const ok = run(changePassword('Proffs2026!', 'Nytt-lösen-2030'), {
      changePassword: (...args) => Effect.sync(() => void sent.push(args)),
    })
    expect(Exit.isSuccess(ok)).toBe(true)
    expect(sent).toEqual([['U1', 'Proffs2026!', 'Nytt-lösen-2030']])
    expect(
      run(changePassword('fel', 'Nytt-lösen-2030'), {
        changePassword: () => Effect.fail(refused(400, 'wrong_password')),
      }),
    ).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'ProfileFailed',
          field: 'currentPassword',
          message: { key: 'errors.wrong_password' },
        }),
      ),
    )
    expect(
      run(changePassword('fel', 'Nytt-lösen-2030'), { changePassword: () => Effect.fail(refused(429)) }),
    ).toEqual(Exit.fail(expect.objectContaining({ message: { key: 'errors.too_many_attempts' } })))
  })
})

describe('the profile page', () => {
  const runPage = (list: LocationsPort['Service']['list']) =>
    Effect.runSyncExit(
      profilePage.pipe(
        Effect.provide(
          Layer.mergeAll(
            buyerLayer(me, { currentCustomerId: 'C100', currentProjectId: 'P101' }),
            fakeLayer(LocationsPort, { list }),
          ),
        ),
      ),
    )

  it('names whom the user acts for and the stores to prefer one of', () => {
    const stores = [aStore('1001', { name: 'Proffsbutik Lund' })]
    expect(runPage(() => Effect.succeed(stores))).toEqual(
      Exit.succeed({
        user: me,
        context: { customerName: 'Rörbolaget i Lund AB', projectName: 'Kv. Linden, Lund' },
        stores: [{ storeId: '1001', name: 'Proffsbutik Lund' }],
      }),
    )
  })

  it('still shows the profile when the stores cannot be read, without them', () => {
    const unavailable = new ServiceCallFailed({
      service: 'location',
      operation: 'locations',
      failure: { kind: 'noResponse', service: 'location' },
      detail: 'ECONNREFUSED',
    })
    expect(runPage(() => Effect.fail(unavailable))).toEqual(
      Exit.succeed(expect.objectContaining({ user: me, stores: undefined })),
    )
  })
})
