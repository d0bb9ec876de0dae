/**
 * The session (shop-core §4 Authentication): login with the challenge handed back, the access token
 * for each call (refreshed first when it is within the margin or of version 1), the current user,
 * switching customer and project, and logout. The session lives in the KeyValueStore under
 * `session`; whatever holds that store (the server's encrypted cookie) never shows it to pages.
 */
import { Data, Effect, Layer, Schema } from 'effect'
import { forcesLogout, messageForFailure, type MessageKey } from '../domain/messages'
import { PUNCHOUT_SETTINGS_KEY } from '../domain/punchout-entry'
import { needsRefresh } from '../domain/token'
import { actsForWholeCustomer } from '../domain/roles'
import type { User } from '../domain/user'
import { AuthPort, type Credentials, type SessionTokens } from '../ports/auth.port'
import { Clock } from '../ports/clock.port'
import { NotLoggedIn, ServiceCredentials } from '../ports/credentials.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import type { ServiceCallFailed } from '../ports/service-call.errors'
import { UsersPort } from '../ports/users.port'
import { failureDetails, type FailureAnswer, type FailureStatus } from '../domain/failures'

/** The storage key of the session. */
export const SESSION_KEY = 'session'

/** What is kept of a session. */
export const StoredSession = Schema.Struct({
  sessionId: Schema.String,
  userId: Schema.String,
  accessToken: Schema.String,
  refreshToken: Schema.String,
  currentCustomerId: Schema.optionalKey(Schema.String),
  currentProjectId: Schema.optionalKey(Schema.String),
  /**
   * The assortment the buyer chose to browse in the customer they act for (assortment.usecase),
   * forgotten when they act for another.
   */
  chosenAssortmentId: Schema.optionalKey(Schema.String),
})
export type StoredSession = typeof StoredSession.Type

/** The status a refused login answers with, by its reason. */
const loginStatus = {
  invalidCredentials: 401,
  notAllowed: 403,
  throttled: 429,
  unavailable: 503,
} as const satisfies Record<string, FailureStatus>

/** A login that did not open a session: wrong credentials, too many attempts, or a failing service. */
export class LoginFailed extends Data.TaggedError('LoginFailed')<{
  readonly reason: 'invalidCredentials' | 'notAllowed' | 'throttled' | 'unavailable'
  readonly message: MessageKey
}> {
  get answer(): FailureAnswer {
    return {
      status: loginStatus[this.reason],
      key: this.message,
      details: { reason: this.reason },
    }
  }
}

/** The current user could not be read: the session is cleared and the answer is 403 (shop-core §8). */
export class CurrentUserFailed extends Data.TaggedError('CurrentUserFailed')<{
  readonly status: 403
  readonly message: MessageKey
}> {
  get answer(): FailureAnswer {
    return { status: 403, key: this.message, endsSession: true }
  }
}

/** A customer or project the user may not act for. */
export class ContextNotAllowed extends Data.TaggedError('ContextNotAllowed')<{
  readonly customerId: string
  readonly projectId: string | undefined
}> {
  get answer(): FailureAnswer {
    return { status: 403, key: 'errors.forbidden_action', details: failureDetails(this) }
  }
}

/** The outcome of a login: a session with its user (result 1), or a challenge to answer first. */
export type LoginOutcome =
  | { readonly result: 1; readonly user: User }
  | { readonly result: 'challenge'; readonly challengeName: string; readonly session: string }

const decodeSession = Schema.decodeUnknownOption(Schema.fromJsonString(StoredSession))

/** The stored session, if any (an unreadable one counts as none). */
export const readSession = Effect.gen(function* () {
  const text = yield* (yield* KeyValueStore).get(SESSION_KEY)
  if (text === undefined) return undefined
  const decoded = decodeSession(text)
  return decoded._tag === 'Some' ? decoded.value : undefined
})

const writeSession = (session: StoredSession) =>
  Effect.flatMap(KeyValueStore, (store) => store.set(SESSION_KEY, JSON.stringify(session)))

/** Forgets the session, and a punch-out with it. */
export const clearSession = Effect.flatMap(KeyValueStore, (store) =>
  Effect.andThen(store.remove(SESSION_KEY), store.remove(PUNCHOUT_SETTINGS_KEY)),
)

const loginFailure = (error: ServiceCallFailed): LoginFailed => {
  const failure = error.failure
  // 400: the service could not even read the name or password (a NUL in it): as wrong as any other.
  if (failure.kind === 'http' && (failure.status === 401 || failure.status === 400))
    return new LoginFailed({ reason: 'invalidCredentials', message: 'errors.unknown_error_occurred' })
  if (failure.kind === 'http' && failure.status === 403)
    return new LoginFailed({ reason: 'notAllowed', message: 'errors.forbidden_action' })
  if (failure.kind === 'http' && failure.status === 429)
    return new LoginFailed({ reason: 'throttled', message: 'errors.try_again_later' })
  return new LoginFailed({ reason: 'unavailable', message: messageForFailure(failure) })
}

/**
 * The context a session starts in: the user's default customer and project while they still act
 * there, else their first customer; in a customer they act for only through projects, one of those
 * projects (never the whole customer).
 */
export function startingContext(user: User): { customerId?: string; projectId?: string } {
  const customer = user.customers.find((c) => c.customerId === user.defaultCustomerId) ?? user.customers[0]
  if (!customer) return {}
  const projects = customer.projects.map((p) => p.projectId)
  const preferred = user.defaultProjectId ?? undefined
  const projectId =
    preferred !== undefined && projects.includes(preferred)
      ? preferred
      : actsForWholeCustomer(user.customerPermissions, customer.customerId)
        ? undefined
        : projects[0]
  return { customerId: customer.customerId, ...(projectId ? { projectId } : {}) }
}

/** Opens a session from tokens, keeping the context the user chose before (or their default). */
const openSession = (tokens: SessionTokens) =>
  Effect.gen(function* () {
    yield* writeSession({ ...tokens })
    const user = yield* currentUser
    const { customerId, projectId } = startingContext(user)
    yield* writeSession({
      ...tokens,
      ...(customerId ? { currentCustomerId: customerId } : {}),
      ...(projectId ? { currentProjectId: projectId } : {}),
    })
    return { result: 1, user } as const
  })

/** Logs in (or, with `punchOut`, by the punch-out session call); a challenge is handed back unfinished. */
export const login = (credentials: Credentials, options: { readonly punchOut?: boolean } = {}) =>
  Effect.gen(function* () {
    const auth = yield* AuthPort
    const answer = yield* (options.punchOut ? auth.punchOutLogin(credentials) : auth.login(credentials)).pipe(
      Effect.mapError(loginFailure),
    )
    if (answer.kind === 'challenge') {
      return { result: 'challenge', challengeName: answer.challengeName, session: answer.session } as const
    }
    // A login of its own ends a punch-out (its settings are kept only by the punch-out entry).
    if (!options.punchOut) yield* (yield* KeyValueStore).remove(PUNCHOUT_SETTINGS_KEY)
    return yield* openSession(answer.tokens)
  }) satisfies Effect.Effect<LoginOutcome, unknown, unknown>

/** Answers a NEW_PASSWORD_REQUIRED challenge with the new password, opening the session. */
export const answerChallenge = (session: string, newPassword: string) =>
  Effect.gen(function* () {
    const tokens = yield* (yield* AuthPort)
      .answerChallenge(session, newPassword)
      .pipe(Effect.mapError(loginFailure))
    return yield* openSession(tokens)
  })

/**
 * The access token for the next call: the stored one, or a refreshed one when it is within
 * `marginSeconds` of expiry or of version 1. A refresh answered 401 ends the session.
 */
export const accessTokenForCall = (marginSeconds: number) =>
  Effect.gen(function* () {
    const session = yield* readSession
    if (!session) return yield* Effect.fail(new NotLoggedIn())
    const now = (yield* Clock).now()
    if (!needsRefresh(session.accessToken, now.getTime(), marginSeconds)) return session.accessToken
    const tokens = yield* (yield* AuthPort)
      .refresh(session.refreshToken)
      .pipe(Effect.tapError((error) => (forcesLogout(error.failure) ? clearSession : Effect.void)))
    yield* writeSession({ ...session, ...tokens })
    return tokens.accessToken
  })

/**
 * The access token for a call a visitor may make too: as accessTokenForCall when there is a session
 * (refreshed within the margin, a failing refresh fails), else undefined.
 */
export const optionalAccessTokenForCall = (marginSeconds: number) =>
  accessTokenForCall(marginSeconds).pipe(
    Effect.catchTag('NotLoggedIn', () => Effect.succeed<string | undefined>(undefined)),
  )

/** ServiceCredentials from the session, for the HTTP adapters of one request. */
export const sessionCredentials = (marginSeconds: number) =>
  Layer.effect(
    ServiceCredentials,
    Effect.gen(function* () {
      const context = yield* Effect.context<KeyValueStore | AuthPort | Clock>()
      return {
        accessToken: accessTokenForCall(marginSeconds).pipe(Effect.provide(context)),
        optionalAccessToken: optionalAccessTokenForCall(marginSeconds).pipe(Effect.provide(context)),
      }
    }),
  )

/** The service answered the call (a status, or a body that does not fit), rather than not at all. */
/**
 * Whether the user service refused the user (a 4xx other than 429): that ends the session. A
 * service that gives no answer, fails itself (5xx, 429) or answers nonsense says nothing about the
 * session (a database restart behind it, an overload): the session is kept for when it is back.
 */
const refusesUser = (error: ServiceCallFailed) =>
  error.failure.kind === 'http' && error.failure.status < 500 && error.failure.status !== 429

/** The user service refused the current user: the session is cleared, the answer is 403. */
const endSessionAfter = (error: ServiceCallFailed) =>
  clearSession.pipe(
    Effect.andThen(
      Effect.fail<ServiceCallFailed | CurrentUserFailed>(
        new CurrentUserFailed({ status: 403, message: messageForFailure(error.failure) }),
      ),
    ),
  )

/**
 * The logged-in user; when the user service refuses the user the session is cleared and the answer
 * is 403 (shop-core §8). When it gives no answer (down, slower than the timeout) or fails itself
 * (5xx, 429, an answer that does not decode) the failure says nothing about the session: it is kept
 * and the call fails as it is, so the buyer is still logged in once the service is back
 * (docs/reliability.md, PostgreSQL restarted under load).
 */
export const currentUser = Effect.gen(function* () {
  const session = yield* readSession
  if (!session) return yield* Effect.fail(new NotLoggedIn())
  return yield* (yield* UsersPort).getUser(session.userId).pipe(
    Effect.catchTag('ServiceCallFailed', (error) =>
      refusesUser(error) ? endSessionAfter(error) : Effect.fail<ServiceCallFailed | CurrentUserFailed>(error),
    ),
    Effect.catchTag('NotLoggedIn', (error) => clearSession.pipe(Effect.andThen(Effect.fail(error)))),
  )
})

/**
 * The user and whom they act for now: the session's customer, else the user's default customer,
 * and the session's project within it (shop-core §3 customer context). Undefined where the user
 * has no such customer or project.
 */
export const actingContext = Effect.gen(function* () {
  const user = yield* currentUser
  const session = yield* readSession
  const customerId = session?.currentCustomerId ?? user.defaultCustomerId ?? undefined
  const customer = user.customers.find((c) => c.customerId === customerId)
  const project = customer?.projects.find((p) => p.projectId === session?.currentProjectId)
  return { user, customerId, projectId: session?.currentProjectId, customer, project }
})

/**
 * Restores the session on a new page: result 1 with the user, or 3 (not authenticated) when there
 * is no session or it could not be restored — a failed restore has already cleared it.
 */
export const restoreSession = currentUser.pipe(
  Effect.map((user) => ({ result: 1, user }) as const),
  Effect.catchTags({
    NotLoggedIn: () => Effect.succeed({ result: 3 } as const),
    CurrentUserFailed: () => Effect.succeed({ result: 3 } as const),
    // The user service gave no answer or failed itself: this page shows a visitor, the kept session the next.
    ServiceCallFailed: () => Effect.succeed({ result: 3 } as const),
  }),
)

/** Switches the customer (and project) the user acts for, if the user may act for it. */
export const switchContext = (customerId: string, projectId?: string) =>
  Effect.gen(function* () {
    const user = yield* currentUser
    const customer = user.customers.find((c) => c.customerId === customerId)
    const allowed =
      customer !== undefined &&
      (projectId === undefined
        ? actsForWholeCustomer(user.customerPermissions, customerId)
        : customer.projects.some((p) => p.projectId === projectId))
    if (!allowed) {
      return yield* Effect.fail(new ContextNotAllowed({ customerId, projectId }))
    }
    const session = yield* readSession
    if (!session) return yield* Effect.fail(new NotLoggedIn())
    const { currentProjectId: _previous, chosenAssortmentId: _chosen, ...rest } = session
    yield* writeSession({
      ...rest,
      currentCustomerId: customerId,
      ...(projectId ? { currentProjectId: projectId } : {}),
    })
    const projectName = customer.projects.find((p) => p.projectId === projectId)?.projectName
    return { customerId, customerName: customer.customerName, projectId, projectName }
  })

/** Keeps the assortment the buyer chose in the session, or (undefined) forgets it. */
export const rememberAssortment = (assortmentId: string | undefined) =>
  Effect.gen(function* () {
    const session = yield* readSession
    if (!session) return yield* Effect.fail(new NotLoggedIn())
    const { chosenAssortmentId: _previous, ...rest } = session
    yield* writeSession(assortmentId === undefined ? rest : { ...rest, chosenAssortmentId: assortmentId })
  })

/** Logs out: the service ends the session (a failure there is reported, not shown) and it is forgotten here. */
export const logout = Effect.gen(function* () {
  const session = yield* readSession
  if (!session) return
  yield* (yield* AuthPort)
    .logout(session.sessionId, session.accessToken)
    .pipe(Effect.catchTag('ServiceCallFailed', () => Effect.void))
  yield* clearSession
})
