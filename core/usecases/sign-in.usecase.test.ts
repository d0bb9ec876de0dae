import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Location } from '../domain/catalog'
import { AuthPort } from '../ports/auth.port'
import { Clock } from '../ports/clock.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { LocationsPort } from '../ports/locations.port'
import { UsersPort } from '../ports/users.port'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { aStore, aUser } from './fixtures.test-support'
import { SESSION_KEY } from './session.usecase'
import { signIn } from './sign-in.usecase'

const NOW = new Date('2026-11-24T09:00:00Z')
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const accessToken = `${part({ alg: 'HS256' })}.${part({ exp: NOW.getTime() / 1000 + 900, userId: 'U1', tokenVersion: 2, customerPermissions: [] })}.signature`

const user = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: ['EJ_SE_PRISER'] }], {
  customers: [{ customerId: 'C100', customerName: 'Rörbolaget', projects: [] }],
})
const store = aStore('1001')

function run<A, E>(
  program: Effect.Effect<A, E, AuthPort | UsersPort | KeyValueStore | Clock | LocationsPort>,
  stores: readonly Location[],
) {
  const kv = memoryStore()
  const logins: string[] = []
  const layer = Layer.mergeAll(
    fakeLayer(AuthPort, {
      login: ({ username }) =>
        Effect.sync(() => {
          logins.push(username)
          return {
            kind: 'tokens',
            tokens: { sessionId: 'S1', userId: 'U1', accessToken, refreshToken: 'r' },
          } as const
        }),
      logout: () => Effect.void,
    }),
    fakeLayer(UsersPort, { getUser: () => Effect.succeed(user) }),
    fakeLayer(LocationsPort, { list: () => Effect.succeed(stores) }),
    Layer.succeed(KeyValueStore, kv),
    Layer.succeed(Clock, { now: () => NOW }),
  )
  return { exit: Effect.runSyncExit(program.pipe(Effect.provide(layer))), kv, logins }
}

describe('signIn', () => {
  it('names the missing fields without asking the auth service', () => {
    const { exit, logins } = run(signIn({ username: 'anna.berg', password: '' }), [store])
    expect(exit).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'LoginInputMissing', fields: ['password'] })),
    )
    expect(logins).toEqual([])
  })

  it('answers the user and the context the session acts in, with the denies there', () => {
    const { exit, kv } = run(signIn({ username: 'anna.berg', password: 'x' }), [store])
    expect(exit).toEqual(
      Exit.succeed({
        result: 1,
        user,
        context: {
          customerId: 'C100',
          customerName: 'Rörbolaget',
          projectId: undefined,
          projectName: undefined,
          permissionDenies: ['EJ_SE_PRISER'],
        },
      }),
    )
    expect(kv.values.has(SESSION_KEY)).toBe(true)
  })

  it('logs out again when no store loads (shop-core §4)', () => {
    const { exit, kv } = run(signIn({ username: 'anna.berg', password: 'x' }), [])
    expect(exit).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'NoStores', message: 'errors.technical_issues' })),
    )
    expect(kv.values.has(SESSION_KEY)).toBe(false)
  })
})
