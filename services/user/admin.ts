/**
 * User administration (shop-core §6): admins create and invite users, change their details, roles,
 * permission denies and whether they are active — only in customers they administer, and never
 * granting a role above their own there. A site admin administers every customer.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import {
  administers,
  canGrantRole,
  type IdentityField,
  identityFields,
  isRole,
  isRoleAtLeast,
  isValidEmail,
  mayChangeIdentity,
  permissionDenyFeatures,
  type Role,
} from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { invitationMail, type MailShop } from '../mail/messages'
import { highestRole, type Caller } from '../platform/caller'
import type { ServiceDeps } from '../platform/deps'
import { issueCode, useUpCodes } from '../platform/one-time-codes'
import { badRequest, forbidden, notFound, ServiceError, type FieldIssue } from '../platform/service-error'
import { recordFailure } from '../auth/login-throttle'
import { holdNewEmail, mailEmailChange } from './email-change'
import { assertIdentityFree, identityTaken, isUniqueViolation, lockIdentities } from './identities'
import { readUser, type UserView } from './users'

/** How long an invitation code works. */
export const INVITATION_DAYS = 14

/** How long after a resent invitation the next one is refused (429 `invitation_too_soon`). */
export const RESEND_INTERVAL_SECONDS = 60

/** A permission as an admin gives it. */
export interface PermissionInput {
  readonly customerId: string
  readonly projectId?: string | undefined
  readonly role: Role
  readonly permissionDenies?: readonly string[] | undefined
}

/** A new user. */
export interface NewUserInput {
  readonly username?: string | undefined
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly mobileNumber?: string | undefined
  readonly ociEnabled?: boolean | undefined
  readonly customerPermissions: readonly PermissionInput[]
}

/** What an admin may change of another user. */
export interface AdminChange {
  readonly firstName?: string | undefined
  readonly lastName?: string | undefined
  readonly email?: string | undefined
  readonly mobileNumber?: string | null | undefined
  readonly active?: boolean | undefined
  readonly ociEnabled?: boolean | undefined
  /**
   * Replaces the user's permissions in every customer within the caller's reach (see
   * `customersInReach`); a customer of the reach left out is taken away. Customers outside it keep
   * theirs. May be empty: the user then keeps only what lies outside the caller's reach.
   */
  readonly customerPermissions?: readonly PermissionInput[] | undefined
}

/** The caller's role in a customer (site admins: SITE_ADMIN everywhere), or undefined. */
function roleIn(caller: Caller, customerId: string): Role | undefined {
  if (highestRole(caller) === 'SITE_ADMIN') return 'SITE_ADMIN'
  return caller.permissions
    .filter((p) => p.customerId === customerId)
    .reduce<Role | undefined>(
      (best, p) => (best === undefined || isRoleAtLeast(p.role, best) ? p.role : best),
      undefined,
    )
}

/** Throws 403 unless the caller may give every permission; 400 for unknown projects or deny codes. */
async function checkPermissions(
  db: Kysely<Database>,
  caller: Caller,
  permissions: readonly PermissionInput[],
): Promise<void> {
  const issues: FieldIssue[] = []
  const projectIds = permissions.flatMap((p) => (p.projectId ? [p.projectId] : []))
  const projects =
    projectIds.length === 0
      ? []
      : await db.selectFrom('projects').select(['id', 'customerId']).where('id', 'in', projectIds).execute()
  const customerIds = [...new Set(permissions.map((p) => p.customerId))]
  const customers =
    customerIds.length === 0
      ? []
      : await db.selectFrom('customers').select('id').where('id', 'in', customerIds).execute()
  permissions.forEach((permission, index) => {
    if (!customers.some((c) => c.id === permission.customerId)) {
      issues.push({ field: `customerPermissions.${index}.customerId`, message: 'No such customer' })
    }
    if (
      permission.projectId &&
      !projects.some((p) => p.id === permission.projectId && p.customerId === permission.customerId)
    ) {
      issues.push({
        field: `customerPermissions.${index}.projectId`,
        message: 'Not a project of the customer',
      })
    }
    const unknown = (permission.permissionDenies ?? []).filter((code) => !(code in permissionDenyFeatures))
    if (unknown.length > 0) {
      issues.push({
        field: `customerPermissions.${index}.permissionDenies`,
        message: `Unknown codes: ${unknown.join(', ')}`,
      })
    }
  })
  if (issues.length > 0) throw badRequest(issues)
  for (const permission of permissions) {
    const own = roleIn(caller, permission.customerId)
    if (!own || !canGrantRole(own, permission.role)) {
      throw forbidden(`Not allowed to give ${permission.role} in customer ${permission.customerId}`)
    }
  }
}

function detailIssues(input: {
  email?: string | undefined
  firstName?: string | undefined
  lastName?: string | undefined
  mobileNumber?: string | null | undefined
}): FieldIssue[] {
  return [
    ...(input.email !== undefined && !isValidEmail(input.email)
      ? [{ field: 'email', message: 'Not an e-mail address' }]
      : []),
    ...(input.firstName !== undefined && input.firstName.trim() === ''
      ? [{ field: 'firstName', message: 'Required' }]
      : []),
    ...(input.lastName !== undefined && input.lastName.trim() === ''
      ? [{ field: 'lastName', message: 'Required' }]
      : []),
    ...(input.mobileNumber && !/^\+?[0-9 -]{6,20}$/.test(input.mobileNumber)
      ? [{ field: 'mobileNumber', message: 'Digits, spaces and dashes, optionally starting with +' }]
      : []),
  ]
}

/**
 * The user, when the caller administers one of their customers without being outranked by them
 * there (404 missing, 403 otherwise).
 */
export async function administeredUser(
  db: Kysely<Database>,
  caller: Caller,
  userId: string,
): Promise<UserView> {
  const target = await readUser(db, userId)
  if (!target) throw notFound('User')
  const administered = target.customerPermissions.some((p) =>
    administers((customerId) => roleIn(caller, customerId), p),
  )
  if (!administered) throw forbidden('Not an admin of this user')
  return target
}

/** Mails a new invitation code, from the shop the admin works in; earlier codes stop working. */
export async function inviteUser(
  deps: ServiceDeps,
  caller: Caller,
  userId: string,
  shop: MailShop,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'firstName', 'username', 'email', 'passwordHash', 'active'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) throw notFound('User')
  if (user.passwordHash !== null || !user.active) {
    throw new ServiceError(409, 'not_invited', 'The user has already chosen a password, or is not active')
  }
  const now = deps.now()
  await useUpCodes(deps.db, userId, ['invite'], now)
  const code = await issueCode(
    deps.db,
    userId,
    'invite',
    new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
  )
  const inviter = await deps.db
    .selectFrom('users')
    .select(['firstName', 'lastName'])
    .where('id', '=', caller.userId)
    .executeTakeFirst()
  await deps.mailer.send({
    to: user.email,
    ...invitationMail({
      shop,
      firstName: user.firstName,
      username: user.username,
      code,
      invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : shop.name,
      validDays: INVITATION_DAYS,
    }),
  })
}

/**
 * An admin sends the invitation again (POST /v2/users/{id}/invitation): allowed to whoever may edit
 * the user, at most once a minute per user, so that nobody floods a mailbox. The new code replaces
 * the old one; a user who has chosen a password is not invited (409 `not_invited`).
 */
export async function resendInvitation(
  deps: ServiceDeps,
  caller: Caller,
  userId: string,
  shop: MailShop,
): Promise<void> {
  await administeredUser(deps.db, caller, userId)
  const now = deps.now()
  // Resends are counted beside failed logins and reset requests, under a key of their own.
  const key = `invitation-resend:${userId}`
  const last = await deps.db
    .selectFrom('loginFailures')
    .select((eb) => eb.fn.max('failedAt').as('last'))
    .where('key', '=', key)
    .where('failedAt', '>', new Date(now.getTime() - RESEND_INTERVAL_SECONDS * 1000))
    .executeTakeFirst()
  if (last?.last) {
    const waited = (now.getTime() - new Date(last.last).getTime()) / 1000
    throw new ServiceError(
      429,
      'invitation_too_soon',
      `An invitation was sent again less than ${RESEND_INTERVAL_SECONDS} seconds ago`,
      undefined,
      Math.max(1, Math.ceil(RESEND_INTERVAL_SECONDS - waited)),
    )
  }
  await inviteUser(deps, caller, userId, shop)
  await recordFailure(deps.db, [key], now)
}

/** Runs the writes of a new user in a transaction; a unique violation is a 409, never a 500. */
async function insertUser(
  db: Kysely<Database>,
  write: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction().execute(write)
  } catch (error) {
    if (isUniqueViolation(error)) throw identityTaken('username or e-mail')
    throw error
  }
}

/** Creates a user with their permissions and mails them an invitation. */
export async function createUser(
  deps: ServiceDeps,
  caller: Caller,
  input: NewUserInput,
  shop: MailShop,
): Promise<UserView> {
  const username = (input.username ?? input.email).trim().toLowerCase()
  const issues = [
    ...detailIssues(input),
    ...(/^[a-z0-9._@+-]{3,100}$/.test(username)
      ? []
      : [{ field: 'username', message: '3–100 letters a–z, digits, dots, dashes, @ or +' }]),
    ...(input.customerPermissions.length === 0
      ? [{ field: 'customerPermissions', message: 'At least one' }]
      : []),
  ]
  if (issues.length > 0) throw badRequest(issues)
  await checkPermissions(deps.db, caller, input.customerPermissions)
  const id = `U${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`
  const email = input.email.trim()
  await insertUser(deps.db, async (trx) => {
    await lockIdentities(trx)
    await assertIdentityFree(trx, { username, email })
    const first = input.customerPermissions[0]!
    await trx
      .insertInto('users')
      .values({
        id,
        username,
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        mobileNumber: input.mobileNumber ?? null,
        passwordHash: null,
        active: true,
        isEmailVerified: false,
        isPhoneNumberVerified: false,
        preferredStore: null,
        preferredDeliveryMethod: null,
        defaultDeliveryMethod: 'DBI',
        defaultCustomerId: first.customerId,
        defaultProjectId: first.projectId ?? null,
        tokenVersion: 2,
        ociEnabled: input.ociEnabled ?? false,
      })
      .execute()
    await trx
      .insertInto('userPermissions')
      .values(
        input.customerPermissions.map((p) => ({
          userId: id,
          customerId: p.customerId,
          projectId: p.projectId ?? null,
          role: p.role,
          permissionDenies: [...(p.permissionDenies ?? [])],
        })),
      )
      .execute()
  })
  await inviteUser(deps, caller, id, shop)
  const user = await readUser(deps.db, id)
  if (!user) throw notFound('User')
  return user
}

/**
 * The customers an admin's edit of a user replaces: the active, real (not virtual-context)
 * customers the caller administers, less those where the user holds a role above the caller's.
 * These are the customers an admin's form shows; the user's rights elsewhere are not the caller's.
 */
export async function customersInReach(
  db: Kysely<Database>,
  caller: Caller,
  target: Pick<UserView, 'customerPermissions'>,
): Promise<Set<string>> {
  const everything = highestRole(caller) === 'SITE_ADMIN'
  const administered = caller.permissions
    .filter((p) => isRoleAtLeast(p.role, 'BUYER_ADMIN'))
    .map((p) => p.customerId)
  if (!everything && administered.length === 0) return new Set()
  let query = db
    .selectFrom('customers')
    .select('id')
    .where('active', '=', true)
    .where('virtualContext', '=', false)
  if (!everything) query = query.where('id', 'in', administered)
  const customers = await query.execute()
  return new Set(
    customers
      .map((c) => c.id)
      .filter((customerId) =>
        target.customerPermissions
          .filter((p) => p.customerId === customerId)
          .every((p) => administers((id) => roleIn(caller, id), p)),
      ),
  )
}

/**
 * The user's default customer and project after their permissions changed: kept while still
 * theirs, else the first customer (and project) left, or none.
 */
function defaultsAfter(
  current: { readonly defaultCustomerId: string | null; readonly defaultProjectId: string | null },
  left: readonly { readonly customerId: string; readonly projectId: string | null }[],
): { defaultCustomerId: string | null; defaultProjectId: string | null } {
  const there = left.filter((p) => p.customerId === current.defaultCustomerId)
  if (there.length === 0) {
    const first = left[0]
    return { defaultCustomerId: first?.customerId ?? null, defaultProjectId: first?.projectId ?? null }
  }
  const projectAllowed =
    current.defaultProjectId === null
      ? there.some((p) => p.projectId === null)
      : there.some((p) => p.projectId === null || p.projectId === current.defaultProjectId)
  return {
    defaultCustomerId: current.defaultCustomerId,
    defaultProjectId: projectAllowed ? current.defaultProjectId : (there[0]?.projectId ?? null),
  }
}

/** The identity fields a change would give a new value (a field sent unchanged is no change). */
async function identityChanges(
  db: Kysely<Database>,
  userId: string,
  change: AdminChange,
): Promise<IdentityField[]> {
  const current = await db
    .selectFrom('users')
    .select([...identityFields])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const trimmed = (value: string | undefined) => value?.trim()
  const wanted: Record<IdentityField, unknown> = {
    firstName: trimmed(change.firstName),
    lastName: trimmed(change.lastName),
    email: trimmed(change.email),
    // An empty number and none are the same.
    mobileNumber: change.mobileNumber === undefined ? undefined : change.mobileNumber || null,
    active: change.active,
    ociEnabled: change.ociEnabled,
  }
  const stored: Record<IdentityField, unknown> = { ...current, mobileNumber: current.mobileNumber || null }
  return identityFields.filter((field) => wanted[field] !== undefined && wanted[field] !== stored[field])
}

/**
 * Refuses (403 `identity_shared`) a change of the user's identity by an admin who does not
 * administer every customer the user works for, inactive customers included (core/domain/roles
 * `mayChangeIdentity`): that admin changes only the user's rights in their own customers.
 */
async function assertIdentityAdministered(
  db: Kysely<Database>,
  caller: Caller,
  userId: string,
  change: AdminChange,
): Promise<void> {
  const changed = await identityChanges(db, userId, change)
  if (changed.length === 0) return
  const held = await db
    .selectFrom('userPermissions')
    .select(['customerId', 'role'])
    .where('userId', '=', userId)
    .execute()
  const permissions = held.flatMap((p) =>
    isRole(p.role) ? [{ customerId: p.customerId, role: p.role }] : [],
  )
  if (!mayChangeIdentity((customerId) => roleIn(caller, customerId), permissions))
    throw new ServiceError(
      403,
      'identity_shared',
      `Not allowed to change ${changed.join(', ')}: the user also works for customers the caller does not administer`,
    )
}

/**
 * An admin changing another user. The caller must administer a customer of the user without being
 * outranked by them there (a buyer admin cannot change a seller admin). New permissions replace
 * the user's rights in the customers within the caller's reach (`customersInReach`): a customer
 * left out is taken away, customers beyond the reach stay as they are, and naming one beyond it is
 * refused (403). Deactivating or changing permissions ends the user's sessions, so that no token
 * carries the old rights; a default customer taken away moves to one the user keeps.
 */
export async function updateUserAsAdmin(
  deps: ServiceDeps,
  caller: Caller,
  userId: string,
  change: AdminChange,
  shop: MailShop,
): Promise<UserView> {
  if (caller.userId === userId) throw forbidden('Admins do not change their own rights')
  const target = await administeredUser(deps.db, caller, userId)
  const issues = detailIssues(change)
  if (issues.length > 0) throw badRequest(issues)
  await assertIdentityAdministered(deps.db, caller, userId, change)
  const permissions = change.customerPermissions
  let replaced: string[] = []
  if (permissions) {
    await checkPermissions(deps.db, caller, permissions)
    const reach = await customersInReach(deps.db, caller, target)
    // A named customer where the user outranks the caller is not the caller's to change.
    const beyond = permissions.find((p) => !reach.has(p.customerId))
    if (beyond) throw forbidden(`Not allowed to change the rights in ${beyond.customerId}`)
    replaced = [...reach]
  }
  const email = change.email?.trim()
  const now = deps.now()
  let emailWaits = false
  await deps.db.transaction().execute(async (trx) => {
    // A new address waits for its owner's confirmation (services/user/email-change.ts).
    if (email !== undefined) emailWaits = await holdNewEmail(trx, userId, email)
    const set = {
      ...(change.firstName !== undefined ? { firstName: change.firstName.trim() } : {}),
      ...(change.lastName !== undefined ? { lastName: change.lastName.trim() } : {}),
      ...(change.mobileNumber !== undefined ? { mobileNumber: change.mobileNumber } : {}),
      ...(change.active !== undefined ? { active: change.active } : {}),
      ...(change.ociEnabled !== undefined ? { ociEnabled: change.ociEnabled } : {}),
    }
    if (Object.keys(set).length > 0)
      await trx.updateTable('users').set(set).where('id', '=', userId).execute()
    if (permissions) {
      if (replaced.length > 0)
        await trx
          .deleteFrom('userPermissions')
          .where('userId', '=', userId)
          .where('customerId', 'in', replaced)
          .execute()
      if (permissions.length > 0)
        await trx
          .insertInto('userPermissions')
          .values(
            permissions.map((p) => ({
              userId,
              customerId: p.customerId,
              projectId: p.projectId ?? null,
              role: p.role,
              permissionDenies: [...(p.permissionDenies ?? [])],
            })),
          )
          .execute()
      const [current, left] = await Promise.all([
        trx
          .selectFrom('users')
          .select(['defaultCustomerId', 'defaultProjectId'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom('userPermissions')
          .select(['customerId', 'projectId'])
          .where('userId', '=', userId)
          .orderBy('id')
          .execute(),
      ])
      const defaults = defaultsAfter(current, left)
      if (
        defaults.defaultCustomerId !== current.defaultCustomerId ||
        defaults.defaultProjectId !== current.defaultProjectId
      )
        await trx.updateTable('users').set(defaults).where('id', '=', userId).execute()
    }
    if (change.active === false || permissions) {
      await trx
        .updateTable('sessions')
        .set({ endedAt: now })
        .where('userId', '=', userId)
        .where('endedAt', 'is', null)
        .execute()
    }
  })
  if (emailWaits) await mailEmailChange(deps, userId, shop)
  const user = await readUser(deps.db, userId)
  if (!user) throw notFound('User')
  return user
}
