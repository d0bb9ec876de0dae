/**
 * Account flows without a login: a forgotten password (a one-time code by mail, then a new
 * password), activation of an e-mail address, and a company asking for an account. Codes are
 * random, stored hashed, expire and work once; guessing is slowed down like logins.
 */
import { isOrganisationNumber, isValidEmail } from '@proffsbutik/core/domain'
import { claimAttempt, forgiveAttempt } from '../auth/login-throttle'
import { type MailShop, passwordResetMail, signupReceiptMail, signupRequestMail } from '../mail/messages'
import type { ServiceDeps } from '../platform/deps'
import { issueCode, useCode, useUpCodes } from '../platform/one-time-codes'
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../platform/passwords'
import { badRequest, ServiceError } from '../platform/service-error'
import { confirmNewEmail } from './email-change'

/** How long a password-reset code works. */
export const RESET_MINUTES = 60
/** Sign-up requests allowed per client address per hour. */
export const SIGNUPS_PER_HOUR = 5

/**
 * Mails a reset code when the username or e-mail belongs to an active user; answers the same
 * either way, so that nobody learns which accounts exist.
 */
export async function requestPasswordReset(
  deps: ServiceDeps,
  identifier: string,
  address: string,
  shop: MailShop,
): Promise<void> {
  const now = deps.now()
  const wanted = identifier.trim().toLowerCase()
  // Every request counts: nobody can flood an account with mail. Keys of their own, so that
  // asking for resets never slows down logins.
  const keys = [`reset:${wanted}`, `reset-address:${address}`]
  await claimAttempt(deps.db, keys, now)
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'firstName', 'email'])
    .where('active', '=', true)
    .where((eb) => eb.or([eb('username', '=', wanted), eb(eb.fn('lower', ['email']), '=', wanted)]))
    .orderBy('id')
    .executeTakeFirst()
  if (!user) return
  const code = await issueCode(deps.db, user.id, 'reset', new Date(now.getTime() + RESET_MINUTES * 60_000))
  await deps.mailer.send({
    to: user.email,
    ...passwordResetMail({
      shop,
      firstName: user.firstName,
      code,
      validMinutes: RESET_MINUTES,
    }),
  })
}

const invalidCode = () => new ServiceError(400, 'invalid_code', 'The code is wrong, used or expired')

/**
 * Sets a new password with a reset code. The user's sessions end (whoever knew the old password is
 * logged out) and an open invitation is used up.
 */
export async function resetPassword(
  deps: ServiceDeps,
  input: { code: string; newPassword: string },
  address: string,
): Promise<void> {
  assertAcceptablePassword(input.newPassword)
  const now = deps.now()
  const keys = [`reset-code:${address}`]
  const attempt = await claimAttempt(deps.db, keys, now)
  const passwordHash = await hashPassword(input.newPassword)
  const done = await resetWithCode(deps, input.code, passwordHash, input.newPassword, now).catch(
    async (error: unknown) => {
      // A right code with a refused password is no guess: the attempt is not held against the address.
      await forgiveAttempt(deps.db, attempt)
      throw error
    },
  )
  if (!done) throw invalidCode()
  await forgiveAttempt(deps.db, attempt)
}

/** Sets the password of the user whose reset code this is; false when the code is not one. */
function resetWithCode(deps: ServiceDeps, code: string, passwordHash: string, password: string, now: Date) {
  return deps.db.transaction().execute(async (trx) => {
    const userId = await useCode(trx, code, 'reset', now)
    if (!userId) return false
    // A password with the username in it is refused; the code keeps working for another try.
    const { username } = await trx
      .selectFrom('users')
      .select('username')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    assertAcceptablePassword(password, username)
    await trx
      .updateTable('users')
      .set({ passwordHash, isEmailVerified: true })
      .where('id', '=', userId)
      .execute()
    await useUpCodes(trx, userId, ['invite', 'reset'], now)
    await trx
      .updateTable('sessions')
      .set({ endedAt: now })
      .where('userId', '=', userId)
      .where('endedAt', 'is', null)
      .execute()
    return true
  })
}

/**
 * Verifies an e-mail address with its code: a new address waiting for confirmation becomes the
 * user's (email-change.ts), else the address the user has is marked verified.
 */
export async function activate(deps: ServiceDeps, code: string, address: string): Promise<void> {
  const now = deps.now()
  const keys = [`activation:${address}`]
  const attempt = await claimAttempt(deps.db, keys, now)
  const done = await deps.db.transaction().execute(async (trx) => {
    const changing = await useCode(trx, code, 'email-change', now)
    if (changing) return confirmNewEmail(trx, changing)
    const userId = await useCode(trx, code, 'activation', now)
    if (!userId) return false
    await trx.updateTable('users').set({ isEmailVerified: true }).where('id', '=', userId).execute()
    return true
  })
  if (!done) throw invalidCode()
  await forgiveAttempt(deps.db, attempt)
}

/** A company asking for an account. */
export interface SignupRequest {
  readonly companyName: string
  readonly organisationNumber: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly phone?: string | undefined
  readonly customerNumber?: string | undefined
  readonly message?: string | undefined
}

/** Stores a sign-up request, mails customer service and the requester; at most five an hour per address. */
export async function requestAccount(
  deps: ServiceDeps,
  request: SignupRequest,
  address: string,
  shop: MailShop,
): Promise<number> {
  const issues = [
    ...(isValidEmail(request.email) ? [] : [{ field: 'email', message: 'Not an e-mail address' }]),
    ...(isOrganisationNumber(request.organisationNumber)
      ? []
      : [{ field: 'organisationNumber', message: 'Ten digits (NNNNNN-NNNN) with a valid check digit' }]),
  ]
  if (issues.length > 0) throw badRequest(issues)
  const now = deps.now()
  const recent = await deps.db
    .selectFrom('signupRequests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clientAddress', '=', address)
    .where('createdAt', '>', new Date(now.getTime() - 3_600_000))
    .executeTakeFirstOrThrow()
  if (Number(recent.n) >= SIGNUPS_PER_HOUR) {
    throw new ServiceError(
      429,
      'too_many_attempts',
      'Too many sign-up requests; try again later',
      undefined,
      3600,
    )
  }
  const row = await deps.db
    .insertInto('signupRequests')
    .values({
      companyName: request.companyName,
      organisationNumber: request.organisationNumber,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phone: request.phone ?? null,
      customerNumber: request.customerNumber ?? null,
      message: request.message ?? null,
      clientAddress: address,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await deps.mailer.send({
    to: deps.config.customerServiceEmail,
    ...signupRequestMail({
      shop,
      requestId: row.id,
      companyName: request.companyName,
      organisationNumber: request.organisationNumber,
      name: `${request.firstName} ${request.lastName}`,
      email: request.email,
      phone: request.phone,
      customerNumber: request.customerNumber,
      message: request.message,
    }),
  })
  await deps.mailer.send({
    to: request.email,
    ...signupReceiptMail({ shop, firstName: request.firstName, companyName: request.companyName }),
  })
  return row.id
}

/**
 * A logged-in user changes their own password: the current one must match (a wrong one counts as a
 * failed attempt and is answered 400 `wrong_password`), the new one meets the rule. The user's other
 * sessions end; the one that asked stays open.
 */
export async function changePassword(
  deps: ServiceDeps,
  caller: { readonly userId: string; readonly sessionId: string },
  input: { currentPassword: string; newPassword: string },
  address: string,
): Promise<void> {
  const now = deps.now()
  const keys = [`change-password:${caller.userId}`, `change-password:${address}`]
  const attempt = await claimAttempt(deps.db, keys, now)
  const user = await deps.db
    .selectFrom('users')
    .select(['username', 'passwordHash'])
    .where('id', '=', caller.userId)
    .executeTakeFirstOrThrow()
  if (user.passwordHash === null || !(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw new ServiceError(400, 'wrong_password', 'The current password is wrong')
  await forgiveAttempt(deps.db, attempt)
  assertAcceptablePassword(input.newPassword, user.username)
  const passwordHash = await hashPassword(input.newPassword)
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', caller.userId).execute()
    await trx
      .updateTable('sessions')
      .set({ endedAt: now })
      .where('userId', '=', caller.userId)
      .where('id', '!=', caller.sessionId)
      .where('endedAt', 'is', null)
      .execute()
  })
}
