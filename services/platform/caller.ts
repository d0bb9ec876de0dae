/**
 * The caller of a service: every call but login carries `Authorization: Bearer <access token>`,
 * except the catalogue reads an anonymous visitor may make (optionalCaller). The token is verified,
 * and its session must still be open and its user active, so that logout and deactivation take
 * effect at once.
 */
import { createMiddleware } from 'hono/factory'
import { type CustomerPermission, isRoleAtLeast, type Role } from '@proffsbutik/core/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { ServiceDeps } from './deps'
import { badRequest, forbidden, notFound, unauthorized } from './service-error'

/** Who is calling, from the verified token. */
export interface Caller {
  readonly userId: string
  readonly sessionId: string
  readonly permissions: readonly CustomerPermission[]
}

/** Hono environment of authenticated routes. */
export type CallerEnv = { Variables: { caller: Caller } }

/** Hono environment of routes a visitor may call too: the caller, or undefined for an anonymous visitor. */
export type OptionalCallerEnv = { Variables: { caller: Caller | undefined } }

/**
 * What the embedded services keep for one request of the shop (`app.fetch(request, env)`): the
 * callers verified for it, by Authorization header. A page's loaders make a dozen calls with one
 * token; the token and its session are then checked once for the page, not at every call. Services
 * reached over HTTP get no such environment and check every call.
 */
export interface ShopRequestEnv {
  readonly verifiedCallers: Map<string, Promise<Caller>>
}

/** A new environment for one request of the shop. */
export function shopRequestEnv(): ShopRequestEnv {
  return { verifiedCallers: new Map() }
}

/** The verified callers of the shop's request a call belongs to, if it came in-process with one. */
export function verifiedCallersOf(env: unknown): Map<string, Promise<Caller>> | undefined {
  const callers = (env as Partial<ShopRequestEnv> | undefined)?.verifiedCallers
  return callers instanceof Map ? callers : undefined
}

/**
 * The caller of an Authorization header, verified once for the shop's request when the call came
 * with its environment: a failed verification is not kept.
 */
function verifiedCaller(deps: ServiceDeps, header: string, env: unknown): Promise<Caller> {
  const callers = verifiedCallersOf(env)
  if (!callers) return callerOf(deps, header)
  let caller = callers.get(header)
  if (!caller) {
    caller = callerOf(deps, header)
    callers.set(header, caller)
    caller.catch(() => callers.delete(header))
  }
  return caller
}

/** The caller of an Authorization header: a bearer token of an open session of an active user, else 401. */
async function callerOf(deps: ServiceDeps, header: string): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw unauthorized('Missing bearer token')
  const claims = await deps.tokens.verify(match[1], deps.now())
  const live = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.active', 'sessions.endedAt'])
    .where('sessions.id', '=', claims.sessionId)
    .where('sessions.userId', '=', claims.userId)
    .executeTakeFirst()
  if (!live || live.endedAt !== null || !live.active) throw unauthorized('Invalid token')
  return { userId: claims.userId, sessionId: claims.sessionId, permissions: claims.customerPermissions }
}

/** Verifies the bearer token and puts the caller on the context. */
export function requireCaller(deps: ServiceDeps) {
  return createMiddleware<CallerEnv>(async (c, next) => {
    c.set('caller', await verifiedCaller(deps, c.req.header('authorization') ?? '', c.env))
    await next()
  })
}

/**
 * For what a visitor may read without logging in: no Authorization header is an anonymous visitor
 * (caller undefined); a header is verified as by requireCaller, so a bad or ended token is still 401.
 */
export function optionalCaller(deps: ServiceDeps) {
  return createMiddleware<OptionalCallerEnv>(async (c, next) => {
    const header = c.req.header('authorization')
    c.set(
      'caller',
      header === undefined || header.trim() === '' ? undefined : await verifiedCaller(deps, header, c.env),
    )
    await next()
  })
}

/** The caller of a call a visitor may not make: 401 without one. */
export function callerRequired(caller: Caller | undefined): Caller {
  if (!caller) throw unauthorized('Missing bearer token')
  return caller
}

/** The caller's highest role over all customers. */
export function highestRole(caller: Caller): Role {
  return caller.permissions.reduce<Role>((best, p) => (isRoleAtLeast(p.role, best) ? p.role : best), 'USER')
}

/** Whether the caller may act for a customer (and a project of it): site admins always, others by permission. */
export function mayActFor(caller: Caller, customerId: string, projectId?: string): boolean {
  if (highestRole(caller) === 'SITE_ADMIN') return true
  return caller.permissions.some(
    (p) =>
      p.customerId === customerId &&
      (p.projectId === undefined || projectId === undefined || p.projectId === projectId),
  )
}

/**
 * Whether the caller may own something of exactly this customer and project — a cart, and the order
 * it becomes: with no project named, only a permission for the whole customer (or site admin) will
 * do. A user limited to projects acts in the customer (prices, assortment: mayActFor), but their
 * carts and orders belong to one of their projects.
 */
export function mayActExactlyFor(caller: Caller, customerId: string, projectId?: string): boolean {
  if (highestRole(caller) === 'SITE_ADMIN') return true
  return caller.permissions.some(
    (p) => p.customerId === customerId && (p.projectId === undefined || p.projectId === projectId),
  )
}

/** Throws 403 unless the caller may act for the customer (and project). */
export function assertMayActFor(caller: Caller, customerId: string, projectId?: string): void {
  if (!mayActFor(caller, customerId, projectId))
    throw forbidden(`Not allowed to act for customer ${customerId}`)
}

/**
 * The id of the customer a call is for: the one named, else the caller's default customer when the
 * caller still acts for it, else the first it acts for. Whether it exists is customerOfCall's check.
 */
export async function customerIdOfCall(
  db: Kysely<Database>,
  caller: Caller,
  customerId: string | undefined,
): Promise<string> {
  let id = customerId
  if (id === undefined) {
    const user = await db
      .selectFrom('users')
      .select('defaultCustomerId')
      .where('id', '=', caller.userId)
      .executeTakeFirst()
    const preferred = user?.defaultCustomerId
    id = preferred && mayActFor(caller, preferred) ? preferred : caller.permissions[0]?.customerId
  }
  if (id === undefined)
    throw badRequest([{ field: 'customerId', message: 'Required: the caller has no customer' }])
  return id
}

/**
 * The customer a call is for (customerIdOfCall). It must exist (404); whether the caller may act
 * for a named one is the caller's own check, which differs per service.
 */
export async function customerOfCall(
  db: Kysely<Database>,
  caller: Caller,
  customerId: string | undefined,
): Promise<string> {
  const id = await customerIdOfCall(db, caller, customerId)
  const customer = await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()
  if (!customer) throw notFound('Customer')
  return customer.id
}
