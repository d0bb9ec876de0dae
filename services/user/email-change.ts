/**
 * A user's new e-mail address, whoever asks for it (the user or an admin), takes effect only once
 * its owner confirms it with the one-time code mailed to it; the address the user has is told at
 * once. Until then logins, password resets and mail go to the address the user has, so that an
 * address typed by someone else never receives the codes that open the account (issue 25).
 */
import type { Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { activationMail, emailChangeNoticeMail, type MailShop } from '../mail/messages'
import type { ServiceDeps } from '../platform/deps'
import { issueCode, useUpCodes } from '../platform/one-time-codes'
import { assertIdentityFree, lockIdentities } from './identities'

/** How long the code confirming a new address works. */
export const EMAIL_CHANGE_DAYS = 7

/**
 * Keeps `email` as the user's pending address, when it is new and no other user has it (409
 * otherwise). Answers whether it is waiting now; the caller mails with `mailEmailChange` once the
 * transaction is committed.
 */
export async function holdNewEmail(
  trx: Transaction<Database>,
  userId: string,
  email: string,
): Promise<boolean> {
  const current = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  // The address they have, sent back unchanged (an edit of other fields): nothing new waits, and an
  // address already waiting keeps waiting.
  if (current.email === email) return false
  await lockIdentities(trx)
  await assertIdentityFree(trx, { email }, userId)
  await trx.updateTable('users').set({ pendingEmail: email }).where('id', '=', userId).execute()
  return true
}

/**
 * Mails the code to the pending address (earlier codes stop working) and tells the address the
 * user has.
 */
export async function mailEmailChange(deps: ServiceDeps, userId: string, shop: MailShop): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['firstName', 'email', 'pendingEmail'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  if (user.pendingEmail === null) return
  const now = deps.now()
  await useUpCodes(deps.db, userId, ['email-change'], now)
  const code = await issueCode(
    deps.db,
    userId,
    'email-change',
    new Date(now.getTime() + EMAIL_CHANGE_DAYS * 86_400_000),
  )
  await deps.mailer.send({
    to: user.pendingEmail,
    ...activationMail({ shop, firstName: user.firstName, code }),
  })
  await deps.mailer.send({
    to: user.email,
    ...emailChangeNoticeMail({ shop, firstName: user.firstName, newEmail: user.pendingEmail }),
  })
}

/**
 * The user's pending address becomes theirs, verified (the code was right): answers false when
 * nothing waits. Another user who took the address meanwhile keeps it (409).
 */
export async function confirmNewEmail(trx: Transaction<Database>, userId: string): Promise<boolean> {
  const { pendingEmail } = await trx
    .selectFrom('users')
    .select('pendingEmail')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  if (pendingEmail === null) return false
  await lockIdentities(trx)
  await assertIdentityFree(trx, { email: pendingEmail }, userId)
  await trx
    .updateTable('users')
    .set({ email: pendingEmail, pendingEmail: null, isEmailVerified: true })
    .where('id', '=', userId)
    .execute()
  return true
}
