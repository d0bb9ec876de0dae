import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { AuthPort, type SessionTokens } from '../ports/auth.port'
import { Clock } from '../ports/clock.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { UsersPort } from '../ports/users.port'
import { activateAccount, requestPasswordReset, resetPassword, verifyEmail } from './account.usecase'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import { SESSION_KEY, type StoredSession } from './session.usecase'

const ida = aUser('U1008', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }], {
  username: 'ida.strom',
  firstName: 'Ida',
  lastName: 'Ström',
  customers: [{ customerId: 'C100', customerName: 'Rörbolaget i Lund AB', projects: [] }],
})

const tokens: SessionTokens = {
  sessionId: 'S1',
  userId: 'U1008',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
}

const challenge = { kind: 'challenge', challengeName: 'NEW_PASSWORD_REQUIRED', session: 'c1' } as const

const httpFailure = (status: number, code?: string, service: 'auth' | 'user' = 'user') =>
  new ServiceCallFailed({
    service,
    operation: 'test',
    failure: { kind: 'http', status, ...(code ? { code } : {}) },
    detail: `${status}`,
  })

function run<A, E>(
  program: Effect.Effect<A, E, AuthPort | UsersPort | KeyValueStore | Clock>,
  ports: { auth?: Partial<AuthPort['Service']>; users?: Partial<UsersPort['Service']> },
) {
  const store = memoryStore()
  const layer = Layer.mergeAll(
    fakeLayer(AuthPort, ports.auth ?? {}),
    fakeLayer(UsersPort, ports.users ?? {}),
    Layer.succeed(KeyValueStore, store),
    Layer.succeed(Clock, { now: () => new Date('2026-11-24T09:00:00Z') }),
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

const activation = { username: ' ida.strom ', code: ' valkommen-ida-2026 ', newPassword: 'Vattenrör2026' }

describe('activating an invited account', () => {
  it('logs in with the code, answers the challenge with the new password and opens the session', () => {
    const calls: string[] = []
    const { exit, session } = run(activateAccount(activation), {
      auth: {
        login: (credentials) => {
          calls.push(`login ${credentials.username} ${credentials.password}`)
          return Effect.succeed(challenge)
        },
        answerChallenge: (challengeSession, newPassword) => {
          calls.push(`answer ${challengeSession} ${newPassword}`)
          return Effect.succeed(tokens)
        },
      },
      users: { getUser: () => Effect.succeed(ida) },
    })
    expect(exit).toEqual(Exit.succeed({ result: 1, user: ida }))
    expect(calls).toEqual(['login ida.strom valkommen-ida-2026', 'answer c1 Vattenrör2026'])
    expect(session).toMatchObject({ sessionId: 'S1', userId: 'U1008', currentCustomerId: 'C100' })
  })

  it('refuses a password that misses the rule before any call, naming what it misses', () => {
    const weak = run(activateAccount({ ...activation, newPassword: 'kort' }), {})
    expect(failureOf(weak.exit)).toMatchObject({
      _tag: 'PasswordRejected',
      unmet: ['minLength', 'digit'],
      message: { key: 'errors.password_requirements_not_met' },
    })
    const withName = run(activateAccount({ ...activation, newPassword: 'Ida.Strom-2026' }), {})
    expect(failureOf(withName.exit)).toMatchObject({ _tag: 'PasswordRejected', unmet: ['notUsername'] })
  })

  it('says the username or code is wrong when the login is refused', () => {
    const { exit, session } = run(activateAccount(activation), {
      auth: { login: () => Effect.fail(httpFailure(401, 'invalid_credentials', 'auth')) },
    })
    expect(failureOf(exit)).toMatchObject({
      _tag: 'AccountFlowFailed',
      reason: 'invalidCode',
      message: { key: 'errors.activation_code_refused' },
    })
    expect(session).toBeUndefined()
  })

  it('says to try again when the challenge has expired', () => {
    const { exit, session } = run(activateAccount(activation), {
      auth: {
        login: () => Effect.succeed(challenge),
        answerChallenge: () => Effect.fail(httpFailure(401, 'unauthorized', 'auth')),
      },
    })
    expect(failureOf(exit)).toMatchObject({
      reason: 'expired',
      message: { key: 'errors.activation_expired' },
    })
    expect(session).toBeUndefined()
  })

  it('tells too many attempts and a failing service apart', () => {
    const throttled = run(activateAccount(activation), {
      auth: { login: () => Effect.fail(httpFailure(429, 'too_many_attempts', 'auth')) },
    })
    expect(failureOf(throttled.exit)).toMatchObject({
      reason: 'throttled',
      message: { key: 'errors.too_many_attempts' },
    })
    const down = run(activateAccount(activation), {
      auth: {
        login: () =>
          Effect.fail(
            new ServiceCallFailed({
              service: 'auth',
              operation: 'login',
              failure: { kind: 'noResponse', service: 'auth' },
              detail: 'ECONNREFUSED',
            }),
          ),
      },
    })
    expect(failureOf(down.exit)).toMatchObject({
      reason: 'unavailable',
      message: { key: 'errors.auth_service_not_available' },
    })
  })

  it('closes the session again and says so when the code is the password of an active account', () => {
    const ended: string[] = []
    const { exit, session } = run(activateAccount(activation), {
      auth: {
        login: () => Effect.succeed({ kind: 'tokens', tokens }),
        logout: (sessionId) => Effect.sync(() => void ended.push(sessionId)),
      },
      users: { getUser: () => Effect.succeed(ida) },
    })
    expect(failureOf(exit)).toMatchObject({
      reason: 'alreadyActive',
      message: { key: 'errors.account_already_active' },
    })
    expect(ended).toEqual(['S1'])
    expect(session).toBeUndefined()
  })
})

describe('a forgotten password', () => {
  it('asks for a reset code by the trimmed username and answers nothing either way', () => {
    const asked: string[] = []
    const { exit } = run(requestPasswordReset('  sten.ek '), {
      users: { forgotPassword: (username) => Effect.sync(() => void asked.push(username)) },
    })
    expect(exit).toEqual(Exit.succeed(undefined))
    expect(asked).toEqual(['sten.ek'])
  })

  it('says too many attempts when the service slows requests down', () => {
    const { exit } = run(requestPasswordReset('sten.ek'), {
      users: { forgotPassword: () => Effect.fail(httpFailure(429, 'too_many_attempts')) },
    })
    expect(failureOf(exit)).toMatchObject({
      reason: 'throttled',
      message: { key: 'errors.too_many_attempts' },
    })
  })

  it('sets the new password with the trimmed code', () => {
    const reset: string[] = []
    const { exit } = run(resetPassword(' kod-1 ', 'Nytt-lösen-2026'), {
      users: {
        resetPassword: (code, newPassword) => Effect.sync(() => void reset.push(`${code} ${newPassword}`)),
      },
    })
    expect(exit).toEqual(Exit.succeed(undefined))
    expect(reset).toEqual(['kod-1 Nytt-lösen-2026'])
  })

  it('refuses a weak password before any call', () => {
    const { exit } = run(resetPassword('kod-1', 'abcdefghij'), {})
    expect(failureOf(exit)).toMatchObject({ _tag: 'PasswordRejected', unmet: ['digit'] })
  })

  it('tells a refused password (the username inside it, known only to the service) from a bad code', () => {
    const weak = run(resetPassword('kod-1', 'Sten.Ek-2026x'), {
      users: { resetPassword: () => Effect.fail(httpFailure(400, 'weak_password')) },
    })
    expect(failureOf(weak.exit)).toMatchObject({
      _tag: 'PasswordRejected',
      unmet: [],
      message: { key: 'errors.password_requirements_not_met' },
    })
    const used = run(resetPassword('kod-1', 'Nytt-lösen-2026'), {
      users: { resetPassword: () => Effect.fail(httpFailure(400, 'invalid_code')) },
    })
    expect(failureOf(used.exit)).toMatchObject({
      _tag: 'AccountFlowFailed',
      reason: 'invalidCode',
      message: { key: 'errors.reset_code_refused' },
    })
  })
})

describe('verifying an e-mail address', () => {
  it('sends the trimmed code', () => {
    const sent: string[] = []
    const { exit } = run(verifyEmail(' kod-2\n'), {
      users: { activateEmail: (code) => Effect.sync(() => void sent.push(code)) },
    })
    expect(exit).toEqual(Exit.succeed(undefined))
    expect(sent).toEqual(['kod-2'])
  })

  it('says the link is wrong, used or expired when the service refuses the code', () => {
    const { exit } = run(verifyEmail('kod-2'), {
      users: { activateEmail: () => Effect.fail(httpFailure(400, 'invalid_code')) },
    })
    expect(failureOf(exit)).toMatchObject({
      reason: 'invalidCode',
      message: { key: 'errors.email_code_refused' },
    })
  })

  it('passes the service’s own message on when it fails otherwise', () => {
    const { exit } = run(verifyEmail('kod-2'), {
      users: { activateEmail: () => Effect.fail(httpFailure(503)) },
    })
    expect(failureOf(exit)).toMatchObject({
      reason: 'unavailable',
      message: { key: 'errors.internal_server_error' },
    })
  })
})
