import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { User } from '../domain/user'
import { AuthPort, type SessionTokens } from '../ports/auth.port'
import { Clock } from '../ports/clock.port'
import { ServiceCredentials } from '../ports/credentials.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { UsersPort } from '../ports/users.port'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import {
  accessTokenForCall,
  currentUser,
  login,
  logout,
  optionalAccessTokenForCall,
  restoreSession,
  SESSION_KEY,
  sessionCredentials,
  startingContext,
  switchContext,
  type StoredSession,
} from './session.usecase'

const NOW = new Date('2026-11-24T09:00:00Z')
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** An unsigned token with the claims the shop reads. */
function token(expiresInSeconds: number, tokenVersion = 2): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256' })}.${part({
    exp: seconds(NOW) + expiresInSeconds,
    userId: 'U1',
    tokenVersion,
    customerPermissions: [],
  })}.signature`
}

const tokens = (accessToken = token(900)): SessionTokens => ({
  sessionId: 'S1',
  userId: 'U1',
  accessToken,
  refreshToken: 'refresh-1',
})

const user: User = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }], {
  username: 'anna',
  firstName: 'Anna',
  lastName: 'Berg',
  customers: [
    {
      customerId: 'C100',
      customerName: 'Rörbolaget',
      projects: [{ projectId: 'P101', projectName: 'Linden' }],
    },
  ],
})

const httpFailure = (status: number, service: 'auth' | 'user' = 'auth') =>
  new ServiceCallFailed({
    service,
    operation: 'test',
    failure: { kind: 'http', status },
    detail: `${status}`,
  })

function run<A, E>(
  program: Effect.Effect<A, E, AuthPort | UsersPort | KeyValueStore | Clock>,
  ports: {
    auth?: Partial<AuthPort['Service']>
    users?: Partial<UsersPort['Service']>
    session?: StoredSession
  },
) {
  const store = memoryStore(ports.session ? { [SESSION_KEY]: JSON.stringify(ports.session) } : {})
  const layer = Layer.mergeAll(
    fakeLayer(AuthPort, ports.auth ?? {}),
    fakeLayer(UsersPort, ports.users ?? {}),
    Layer.succeed(KeyValueStore, store),
    Layer.succeed(Clock, { now: () => NOW }),
  )
  const exit = Effect.runSyncExit(program.pipe(Effect.provide(layer)))
  const stored = store.values.get(SESSION_KEY)
  return { exit, session: stored === undefined ? undefined : (JSON.parse(stored) as StoredSession) }
}

const failureOf = <A, E>(exit: Exit.Exit<A, E>) => {
  if (Exit.isSuccess(exit)) throw new Error('Expected a failure')
  const failure = exit.cause.reasons.find((reason) => reason._tag === 'Fail')
  if (!failure || failure._tag !== 'Fail')
    throw new Error(`Expected a typed failure, got ${String(exit.cause)}`)
  return failure.error
}

describe('login', () => {
  it('opens the session in the user’s default customer and answers result 1 with the user', () => {
    const { exit, session } = run(login({ username: 'anna', password: 'x' }), {
      auth: { login: () => Effect.succeed({ kind: 'tokens', tokens: tokens() }) },
      users: { getUser: (id) => (id === 'U1' ? Effect.succeed(user) : Effect.die('wrong user')) },
    })
    expect(exit).toEqual(Exit.succeed({ result: 1, user }))
    expect(session).toMatchObject({ sessionId: 'S1', refreshToken: 'refresh-1', currentCustomerId: 'C100' })
  })

  it('hands a challenge back without opening a session', () => {
    const { exit, session } = run(login({ username: 'ida', password: 'code' }), {
      auth: {
        login: () =>
          Effect.succeed({ kind: 'challenge', challengeName: 'NEW_PASSWORD_REQUIRED', session: 'c1' }),
      },
    })
    expect(exit).toEqual(
      Exit.succeed({ result: 'challenge', challengeName: 'NEW_PASSWORD_REQUIRED', session: 'c1' }),
    )
    expect(session).toBeUndefined()
  })

  it('uses the punch-out session call when asked', () => {
    const { exit } = run(login({ username: 'oci', password: 'x' }, { punchOut: true }), {
      auth: { punchOutLogin: () => Effect.succeed({ kind: 'tokens', tokens: tokens() }) },
      users: { getUser: () => Effect.succeed(user) },
    })
    expect(Exit.isSuccess(exit)).toBe(true)
  })

  it.each([
    [401, 'invalidCredentials'],
    // A name or password the service cannot even read (a NUL in it, issue 25) is as wrong as any.
    [400, 'invalidCredentials'],
    [403, 'notAllowed'],
    [429, 'throttled'],
  ] as const)('tells a %i apart (%s)', (status, reason) => {
    const { exit, session } = run(login({ username: 'anna', password: 'x' }), {
      auth: { login: () => Effect.fail(httpFailure(status)) },
    })
    expect(failureOf(exit)).toMatchObject({ _tag: 'LoginFailed', reason })
    expect(session).toBeUndefined()
  })

  it('says the auth service is not available when it does not answer', () => {
    const noResponse = new ServiceCallFailed({
      service: 'auth',
      operation: 'login',
      failure: { kind: 'noResponse', service: 'auth' },
      detail: 'ECONNREFUSED',
    })
    const { exit } = run(login({ username: 'anna', password: 'x' }), {
      auth: { login: () => Effect.fail(noResponse) },
    })
    expect(failureOf(exit)).toMatchObject({
      reason: 'unavailable',
      message: 'errors.auth_service_not_available',
    })
  })
})

describe('the access token for a call', () => {
  it('is the stored one while it is valid beyond the margin (no refresh)', () => {
    const { exit } = run(accessTokenForCall(60), { session: tokens(token(900)) })
    expect(exit).toEqual(Exit.succeed(token(900)))
  })

  it('is refreshed first when within the margin, and the new tokens are kept', () => {
    const fresh = token(900)
    const { exit, session } = run(accessTokenForCall(60), {
      session: { ...tokens(token(30)), currentCustomerId: 'C100' },
      auth: {
        refresh: (refreshToken) =>
          refreshToken === 'refresh-1'
            ? Effect.succeed({ ...tokens(fresh), refreshToken: 'refresh-2' })
            : Effect.die('wrong refresh token'),
      },
    })
    expect(exit).toEqual(Exit.succeed(fresh))
    expect(session).toMatchObject({
      accessToken: fresh,
      refreshToken: 'refresh-2',
      currentCustomerId: 'C100',
    })
  })

  it('is refreshed when it is a version-1 token, however long it lives', () => {
    const { exit } = run(accessTokenForCall(60), {
      session: tokens(token(3600, 1)),
      auth: { refresh: () => Effect.succeed(tokens(token(900))) },
    })
    expect(exit).toEqual(Exit.succeed(token(900)))
  })

  it('ends the session when the refresh is answered 401', () => {
    const { exit, session } = run(accessTokenForCall(60), {
      session: tokens(token(10)),
      auth: { refresh: () => Effect.fail(httpFailure(401)) },
    })
    expect(failureOf(exit)).toMatchObject({ _tag: 'ServiceCallFailed' })
    expect(session).toBeUndefined()
  })

  it('keeps the session when the refresh fails for another reason', () => {
    const { session } = run(accessTokenForCall(60), {
      session: tokens(token(10)),
      auth: { refresh: () => Effect.fail(httpFailure(503)) },
    })
    expect(session?.sessionId).toBe('S1')
  })

  it('fails with NotLoggedIn without a session', () => {
    expect(failureOf(run(accessTokenForCall(60), {}).exit)).toMatchObject({ _tag: 'NotLoggedIn' })
  })
})

describe('the optional access token for a call a visitor may make too', () => {
  it('is undefined without a session, and nothing is asked of the auth service', () => {
    // The auth fake stubs nothing: any call to it would throw.
    const { exit, session } = run(optionalAccessTokenForCall(60), {})
    expect(exit).toEqual(Exit.succeed(undefined))
    expect(session).toBeUndefined()
  })

  it('is the stored token while it is valid beyond the margin', () => {
    const { exit } = run(optionalAccessTokenForCall(60), { session: tokens(token(900)) })
    expect(exit).toEqual(Exit.succeed(token(900)))
  })

  it('is refreshed first when within the margin, and the new tokens are kept', () => {
    const fresh = token(900)
    const { exit, session } = run(optionalAccessTokenForCall(60), {
      session: { ...tokens(token(30)), currentCustomerId: 'C100' },
      auth: {
        refresh: (refreshToken) =>
          refreshToken === 'refresh-1'
            ? Effect.succeed({ ...tokens(fresh), refreshToken: 'refresh-2' })
            : Effect.die('wrong refresh token'),
      },
    })
    expect(exit).toEqual(Exit.succeed(fresh))
    expect(session).toMatchObject({
      accessToken: fresh,
      refreshToken: 'refresh-2',
      currentCustomerId: 'C100',
    })
  })

  it('fails, and does not turn into a visitor, when the refresh fails', () => {
    const unavailable = run(optionalAccessTokenForCall(60), {
      session: tokens(token(10)),
      auth: { refresh: () => Effect.fail(httpFailure(503)) },
    })
    expect(failureOf(unavailable.exit)).toMatchObject({ _tag: 'ServiceCallFailed', failure: { status: 503 } })
    expect(unavailable.session?.sessionId).toBe('S1')
    const ended = run(optionalAccessTokenForCall(60), {
      session: tokens(token(10)),
      auth: { refresh: () => Effect.fail(httpFailure(401)) },
    })
    expect(failureOf(ended.exit)).toMatchObject({ _tag: 'ServiceCallFailed', failure: { status: 401 } })
    expect(ended.session).toBeUndefined()
  })

  it('is what sessionCredentials gives the adapters, beside the required token', () => {
    const both = Effect.flatMap(ServiceCredentials, (credentials) =>
      Effect.all([Effect.result(credentials.accessToken), credentials.optionalAccessToken]),
    ).pipe(Effect.provide(sessionCredentials(60)))
    const visitor = run(both, {})
    const [required, optional] = Exit.isSuccess(visitor.exit) ? visitor.exit.value : []
    expect(required).toMatchObject({ _tag: 'Failure', failure: { _tag: 'NotLoggedIn' } })
    expect(optional).toBeUndefined()
    const buyer = run(both, { session: tokens(token(900)) })
    expect(Exit.isSuccess(buyer.exit) && buyer.exit.value).toEqual([
      expect.objectContaining({ _tag: 'Success', success: token(900) }),
      token(900),
    ])
  })
})

describe('current user', () => {
  it('clears the session and answers 403 when the user service refuses the user', () => {
    for (const status of [403, 404]) {
      const { exit, session } = run(currentUser, {
        session: tokens(),
        users: { getUser: () => Effect.fail(httpFailure(status, 'user')) },
      })
      expect(failureOf(exit)).toMatchObject({ _tag: 'CurrentUserFailed', status: 403 })
      expect(session).toBeUndefined()
    }
  })

  it('keeps the session when the user service fails itself (5xx, 429): the buyer is back once it is', () => {
    for (const status of [500, 503, 429]) {
      const failure = httpFailure(status, 'user')
      const { exit, session } = run(currentUser, {
        session: tokens(),
        users: { getUser: () => Effect.fail(failure) },
      })
      expect(failureOf(exit)).toBe(failure)
      expect(session).toEqual(tokens())
    }
  })

  it('keeps the session when the user service gives no answer, so the buyer is back once it is', () => {
    const noAnswer = new ServiceCallFailed({
      service: 'user',
      operation: 'getUser',
      failure: { kind: 'noResponse', service: 'user' },
      detail: 'timeout',
    })
    const { exit, session } = run(currentUser, {
      session: tokens(),
      users: { getUser: () => Effect.fail(noAnswer) },
    })
    expect(failureOf(exit)).toBe(noAnswer)
    expect(session).toEqual(tokens())
  })
})

describe('switching context', () => {
  it('switches to a customer and project of the user', () => {
    const { exit, session } = run(switchContext('C100', 'P101'), {
      session: { ...tokens(), currentCustomerId: 'C100' },
      users: { getUser: () => Effect.succeed(user) },
    })
    expect(exit).toEqual(
      Exit.succeed({
        customerId: 'C100',
        customerName: 'Rörbolaget',
        projectId: 'P101',
        projectName: 'Linden',
      }),
    )
    expect(session).toMatchObject({ currentCustomerId: 'C100', currentProjectId: 'P101' })
  })

  it('refuses a customer or project that is not the user’s', () => {
    for (const [customerId, projectId] of [
      ['C300', undefined],
      ['C100', 'P999'],
    ] as const) {
      const { exit, session } = run(switchContext(customerId, projectId), {
        session: { ...tokens(), currentCustomerId: 'C100' },
        users: { getUser: () => Effect.succeed(user) },
      })
      expect(failureOf(exit)).toMatchObject({ _tag: 'ContextNotAllowed', customerId })
      expect(session?.currentCustomerId).toBe('C100')
    }
  })
})

/** A user whose only permission in C200 names project P201 (the demo persona anna.berg). */
const projectBuyer: User = aUser(
  'U1',
  [
    { role: 'USER', customerId: 'C100', permissionDenies: [] },
    { role: 'USER', customerId: 'C200', projectId: 'P201', permissionDenies: [] },
  ],
  {
    customers: [
      ...user.customers,
      {
        customerId: 'C200',
        customerName: 'Nordic',
        projects: [{ projectId: 'P201', projectName: 'Sjukhuset' }],
      },
    ],
  },
)

describe('a customer the user acts for only through projects', () => {
  it('cannot be switched to as a whole, only to its project', () => {
    const whole = run(switchContext('C200'), {
      session: { ...tokens(), currentCustomerId: 'C100' },
      users: { getUser: () => Effect.succeed(projectBuyer) },
    })
    expect(failureOf(whole.exit)).toMatchObject({ _tag: 'ContextNotAllowed', customerId: 'C200' })
    expect(whole.session?.currentCustomerId).toBe('C100')
    const project = run(switchContext('C200', 'P201'), {
      session: { ...tokens(), currentCustomerId: 'C100' },
      users: { getUser: () => Effect.succeed(projectBuyer) },
    })
    expect(project.session).toMatchObject({ currentCustomerId: 'C200', currentProjectId: 'P201' })
  })

  it('starts a session in one of its projects when it is the default customer', () => {
    expect(startingContext({ ...projectBuyer, defaultCustomerId: 'C200' })).toEqual({
      customerId: 'C200',
      projectId: 'P201',
    })
    expect(startingContext({ ...projectBuyer, defaultCustomerId: 'C100' })).toEqual({ customerId: 'C100' })
    // A default project of another customer, or a default customer no longer the user's, is not kept.
    expect(startingContext({ ...projectBuyer, defaultCustomerId: 'C100', defaultProjectId: 'P201' })).toEqual(
      {
        customerId: 'C100',
      },
    )
    expect(startingContext({ ...projectBuyer, defaultCustomerId: 'C900' })).toEqual({ customerId: 'C100' })
  })
})

describe('logout', () => {
  it('ends the session at the service and forgets it', () => {
    const ended: string[] = []
    const { exit, session } = run(logout, {
      session: tokens(),
      auth: { logout: (sessionId) => Effect.sync(() => void ended.push(sessionId)) },
    })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(ended).toEqual(['S1'])
    expect(session).toBeUndefined()
  })

  it('forgets the session even when the service cannot be reached', () => {
    const { exit, session } = run(logout, {
      session: tokens(),
      auth: { logout: () => Effect.fail(httpFailure(503)) },
    })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(session).toBeUndefined()
  })
})

describe('restoring a session', () => {
  it('answers result 1 with the user', () => {
    const { exit } = run(restoreSession, {
      session: tokens(),
      users: { getUser: () => Effect.succeed(user) },
    })
    expect(exit).toEqual(Exit.succeed({ result: 1, user }))
  })

  it('answers result 3 without a session, and when the user is refused (the session is cleared)', () => {
    expect(run(restoreSession, {}).exit).toEqual(Exit.succeed({ result: 3 }))
    const { exit, session } = run(restoreSession, {
      session: tokens(),
      users: { getUser: () => Effect.fail(httpFailure(404, 'user')) },
    })
    expect(exit).toEqual(Exit.succeed({ result: 3 }))
    expect(session).toBeUndefined()
  })
})
