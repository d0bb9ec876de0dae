/** A user changing their own profile (PUT /v2/users/{id} on oneself). */
import type { Kysely } from 'kysely'
import {
  availableDeliveryMethods,
  type DeliveryMethodCode,
  deliveryMethodCodes,
  isDeliveryMethodCode,
  isValidEmail,
} from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import type { Caller } from '../platform/caller'
import { highestRole, mayActFor } from '../platform/caller'
import { badRequest, forbidden, type FieldIssue } from '../platform/service-error'
import { holdNewEmail } from './email-change'
import { readUser, type UserView } from './users'

/** The profile fields a user may change. */
export interface ProfileInput {
  readonly firstName?: string | undefined
  readonly lastName?: string | undefined
  readonly email?: string | undefined
  readonly mobileNumber?: string | null | undefined
  readonly preferredStore?: string | null | undefined
  readonly preferredDeliveryMethod?: string | null | undefined
  readonly defaultCustomerId?: string | undefined
  readonly defaultProjectId?: string | null | undefined
}

/** Checks the profile rules: e-mail format, delivery method code, mobile number, a context of one's own. */
function profileIssues(input: ProfileInput, caller: Caller): FieldIssue[] {
  const issues: FieldIssue[] = []
  if (input.email !== undefined && !isValidEmail(input.email))
    issues.push({ field: 'email', message: 'Not an e-mail address' })
  if (input.firstName !== undefined && input.firstName.trim() === '')
    issues.push({ field: 'firstName', message: 'Required' })
  if (input.lastName !== undefined && input.lastName.trim() === '')
    issues.push({ field: 'lastName', message: 'Required' })
  if (input.mobileNumber && !/^\+?[0-9 -]{6,20}$/.test(input.mobileNumber)) {
    issues.push({ field: 'mobileNumber', message: 'Digits, spaces and dashes, optionally starting with +' })
  }
  if (input.preferredDeliveryMethod && !isDeliveryMethodCode(input.preferredDeliveryMethod)) {
    issues.push({ field: 'preferredDeliveryMethod', message: 'Not a delivery method' })
  } else if (
    input.preferredDeliveryMethod &&
    highestRole(caller) !== 'SITE_ADMIN' &&
    // A method the user may use in none of their customers (EJ_ALLA_LEVERANSSATT everywhere) is no preference.
    !caller.permissions.some((p) =>
      availableDeliveryMethods(deliveryMethodCodes, p.permissionDenies).includes(
        input.preferredDeliveryMethod as DeliveryMethodCode,
      ),
    )
  ) {
    issues.push({
      field: 'preferredDeliveryMethod',
      message: 'Not allowed for this user (EJ_ALLA_LEVERANSSATT)',
    })
  }
  if (input.defaultCustomerId !== undefined && !mayActFor(caller, input.defaultCustomerId)) {
    issues.push({ field: 'defaultCustomerId', message: 'Not a customer of this user' })
  }
  return issues
}

/**
 * Checks a new default project: it must belong to the default customer (the new one, or the
 * current one) and be one the user may act for. A new default customer without a project clears
 * the default project.
 */
async function defaultProjectIssues(
  db: Kysely<Database>,
  caller: Caller,
  userId: string,
  input: ProfileInput,
): Promise<FieldIssue[]> {
  if (input.defaultProjectId === undefined || input.defaultProjectId === null) return []
  const current = await db
    .selectFrom('users')
    .select('defaultCustomerId')
    .where('id', '=', userId)
    .executeTakeFirst()
  const customerId = input.defaultCustomerId ?? current?.defaultCustomerId ?? undefined
  const project = await db
    .selectFrom('projects')
    .select(['id', 'customerId'])
    .where('id', '=', input.defaultProjectId)
    .executeTakeFirst()
  if (
    !customerId ||
    !project ||
    project.customerId !== customerId ||
    !mayActFor(caller, customerId, project.id)
  ) {
    return [
      {
        field: 'defaultProjectId',
        message: 'Not a project of the default customer that this user may act for',
      },
    ]
  }
  return []
}

/**
 * Changes the caller's own profile and answers the user as it now is, and whether a new e-mail address
 * now waits for confirmation (the caller mails it); 409 for another user's e-mail.
 */
export async function updateOwnProfile(
  db: Kysely<Database>,
  caller: Caller,
  userId: string,
  input: ProfileInput,
): Promise<{ readonly user: UserView; readonly emailWaits: boolean }> {
  if (caller.userId !== userId) throw forbidden('Only the user changes their own profile')
  const issues = [...profileIssues(input, caller), ...(await defaultProjectIssues(db, caller, userId, input))]
  if (issues.length > 0) throw badRequest(issues)
  const changes =
    input.defaultCustomerId !== undefined && input.defaultProjectId === undefined
      ? { ...input, defaultProjectId: null }
      : input
  // A new address is not set here: it waits for its owner's confirmation (email-change.ts).
  const { email, ...rest } = changes
  const set: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  )
  let emailWaits = false
  if (Object.keys(set).length > 0 || email !== undefined) {
    await db.transaction().execute(async (trx) => {
      if (email !== undefined) emailWaits = await holdNewEmail(trx, userId, email)
      if (Object.keys(set).length > 0)
        await trx.updateTable('users').set(set).where('id', '=', userId).execute()
    })
  }
  const user = await readUser(db, userId)
  if (!user) throw forbidden('The user is gone')
  return { user, emailWaits }
}
