/**
 * Sessions of the auth service: password and punch-out logins, refresh with rotation, challenges for
 * invited users, and logout. Refresh tokens are random, stored hashed, used once; a token presented
 * again within a short grace (two tabs refreshing at once) gets fresh tokens, after that the reuse is
 * treated as theft and the whole session ends.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { type CustomerPermission, isRole } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import type { ServiceDeps } from '../platform/deps'
import { issueCode, useCode, useUpCodes } from '../platform/one-time-codes'
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../platform/passwords'
import { ServiceError, unauthorized } from '../platform/service-error'
import { randomToken, tokenHash } from '../platform/tokens'
import { claimAttempt, clearAccountFailures, forgiveAttempt, throttleKeys } from './login-throttle'

/** Tokens handed out by a successful login or refresh. */
export interface SessionTokens {
  readonly sessionId: string
  readonly userId: string
  readonly accessToken: string
  readonly refreshToken: string
  readonly tokenType: 'Bearer'
  readonly expiresIn: number
}

/** A login that needs one more step before tokens are given. */
export interface SessionChallenge {
  readonly challengeName: 'NEW_PASSWORD_REQUIRED'
  /** One-time token to answer the challenge with. */
  readonly session: string
}

/** How long a used refresh token may be presented again (parallel refresh). */
export const REFRESH_GRACE_MS = 10_000

/** How long a login challenge stays open. */
const CHALLENGE_MS = 10 * 60 * 1000

const invalidCredentials = () => new ServiceError(401, 'invalid_credentials', 'Wrong username or password')

let decoyHash: Promise<string> | undefined

/**
 * Checks the password against a decoy hash, so that a refusal without a password check (no such
 * user, inactive, invited) takes as long as a wrong password and answer times name no accounts.
 */
async function spendPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomToken())
  await verifyPassword(password, await decoyHash)
}

type Db = Kysely<Database> | Transaction<Database>

async function permissionsOf(db: Db, userId: string): Promise<CustomerPermission[]> {
  const rows = await db
    .selectFrom('userPermissions')
    .innerJoin('customers', 'customers.id', 'userPermissions.customerId')
    .select([
      'userPermissions.role',
      'userPermissions.customerId',
      'userPermissions.projectId',
      'userPermissions.permissionDenies',
    ])
    .where('userPermissions.userId', '=', userId)
    .where('customers.active', '=', true)
    .orderBy('userPermissions.id')
    .execute()
  return rows.flatMap((row) => {
    if (!isRole(row.role)) return []
    const base = { role: row.role, customerId: row.customerId, permissionDenies: row.permissionDenies }
    return [row.projectId === null ? base : { ...base, projectId: row.projectId }]
  })
}

async function issueTokens(
  deps: ServiceDeps,
  db: Db,
  user: { id: string; tokenVersion: number },
  sessionId: string,
): Promise<SessionTokens> {
  const now = deps.now()
  const refreshToken = randomToken()
  await db
    .insertInto('refreshTokens')
    .values({
      tokenHash: tokenHash(refreshToken),
      sessionId,
      userId: user.id,
      expiresAt: new Date(now.getTime() + deps.config.refreshTokenSeconds * 1000),
      usedAt: null,
    })
    .execute()
  const accessToken = await deps.tokens.sign(
    {
      userId: user.id,
      sessionId,
      tokenVersion: user.tokenVersion,
      customerPermissions: await permissionsOf(db, user.id),
    },
    now,
  )
  return {
    sessionId,
    userId: user.id,
    accessToken,
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: deps.tokens.ttlSeconds,
  }
}

async function startSession(
  deps: ServiceDeps,
  user: { id: string; tokenVersion: number },
  kind: 'password' | 'oci',
): Promise<SessionTokens> {
  return deps.db.transaction().execute(async (trx) => {
    const sessionId = randomUUID()
    await trx.insertInto('sessions').values({ id: sessionId, userId: user.id, kind, endedAt: null }).execute()
    return issueTokens(deps, trx, user, sessionId)
  })
}

/** Logs in with username and password; invited users without a password get a challenge. */
export async function login(
  deps: ServiceDeps,
  input: { username: string; password: string; email?: string | undefined },
  address: string,
  kind: 'password' | 'oci',
): Promise<SessionTokens | SessionChallenge> {
  const now = deps.now()
  const keys = throttleKeys(input.username, address)
  // Counted as a failure until the password proves right.
  const attempt = await claimAttempt(deps.db, keys, now)
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'active', 'tokenVersion', 'email', 'ociEnabled'])
    .where('username', '=', input.username.trim().toLowerCase())
    .executeTakeFirst()
  const emailMatches =
    input.email === undefined || user?.email.toLowerCase() === input.email.trim().toLowerCase()
  if (!user || !user.active || !emailMatches) {
    await spendPasswordCheck(input.password)
    throw invalidCredentials()
  }
  if (user.passwordHash === null) {
    // Invited: the one-time invitation password is checked as a one-time token of purpose 'invite'.
    const invite = await deps.db
      .selectFrom('oneTimeTokens')
      .select('tokenHash')
      .where('tokenHash', '=', tokenHash(input.password))
      .where('userId', '=', user.id)
      .where('purpose', '=', 'invite')
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst()
    if (!invite) {
      await spendPasswordCheck(input.password)
      throw invalidCredentials()
    }
    await forgiveAttempt(deps.db, attempt)
    assertMayUse(user, kind)
    const session = await issueCode(deps.db, user.id, 'challenge', new Date(now.getTime() + CHALLENGE_MS))
    return { challengeName: 'NEW_PASSWORD_REQUIRED', session }
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) throw invalidCredentials()
  await forgiveAttempt(deps.db, attempt)
  await clearAccountFailures(deps.db, keys)
  assertMayUse(user, kind)
  return startSession(deps, user, kind)
}

/** Punch-out logins only for users allowed them; checked after the credentials, so it reveals nothing to guessers. */
function assertMayUse(user: { ociEnabled: boolean }, kind: 'password' | 'oci'): void {
  if (kind === 'oci' && !user.ociEnabled) {
    throw new ServiceError(403, 'oci_not_allowed', 'This user may not log in by punch-out')
  }
}

/** Answers a NEW_PASSWORD_REQUIRED challenge: sets the password and logs in. */
export async function answerChallenge(
  deps: ServiceDeps,
  input: { session: string; newPassword: string },
): Promise<SessionTokens> {
  assertAcceptablePassword(input.newPassword)
  const now = deps.now()
  const passwordHash = await hashPassword(input.newPassword)
  const user = await deps.db.transaction().execute(async (trx) => {
    const userId = await useCode(trx, input.session, 'challenge', now)
    if (!userId) throw unauthorized('The challenge has expired; log in again')
    // A password with the username in it is refused; the challenge stays open for another try.
    const { username } = await trx
      .selectFrom('users')
      .select('username')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    assertAcceptablePassword(input.newPassword, username)
    await useUpCodes(trx, userId, ['invite'], now)
    return trx
      .updateTable('users')
      .set({ passwordHash, isEmailVerified: true })
      .where('id', '=', userId)
      .returning(['id', 'tokenVersion'])
      .executeTakeFirstOrThrow()
  })
  return startSession(deps, user, 'password')
}

/** Exchanges a refresh token for new tokens; the old one is used up. */
export async function refresh(deps: ServiceDeps, refreshToken: string): Promise<SessionTokens> {
  const now = deps.now()
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refreshTokens')
      .innerJoin('sessions', 'sessions.id', 'refreshTokens.sessionId')
      .innerJoin('users', 'users.id', 'refreshTokens.userId')
      .select([
        'refreshTokens.tokenHash',
        'refreshTokens.sessionId',
        'refreshTokens.usedAt',
        'refreshTokens.expiresAt',
        'sessions.endedAt',
        'users.id',
        'users.active',
        'users.tokenVersion',
      ])
      .where('refreshTokens.tokenHash', '=', tokenHash(refreshToken))
      .forUpdate('refreshTokens')
      .executeTakeFirst()
    if (!row || row.endedAt !== null || !row.active || new Date(row.expiresAt) <= now)
      return { kind: 'invalid' as const }
    if (row.usedAt !== null && now.getTime() - new Date(row.usedAt).getTime() > REFRESH_GRACE_MS) {
      // A used token presented late is treated as stolen: the whole session ends (and stays ended).
      await trx.updateTable('sessions').set({ endedAt: now }).where('id', '=', row.sessionId).execute()
      return { kind: 'reused' as const }
    }
    if (row.usedAt === null) {
      await trx
        .updateTable('refreshTokens')
        .set({ usedAt: now })
        .where('tokenHash', '=', row.tokenHash)
        .execute()
    }
    return {
      kind: 'ok' as const,
      tokens: await issueTokens(deps, trx, { id: row.id, tokenVersion: row.tokenVersion }, row.sessionId),
    }
  })
  if (outcome.kind === 'invalid') throw unauthorized('Invalid refresh token')
  if (outcome.kind === 'reused') throw unauthorized('Refresh token reused; the session has ended')
  return outcome.tokens
}

/** Ends a session of the caller's own; its refresh tokens stop working. */
export async function logout(deps: ServiceDeps, sessionId: string, callerUserId: string): Promise<boolean> {
  const ended = await deps.db
    .updateTable('sessions')
    .set({ endedAt: deps.now() })
    .where('id', '=', sessionId)
    .where('userId', '=', callerUserId)
    .where('endedAt', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return ended !== undefined
}
