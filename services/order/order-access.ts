/**
 * Who may read which orders: the caller's customers, and within a customer only the projects its
 * permission names when it names projects (a buyer of one project never sees the customer's other
 * orders); site admins every order. A permission that denies EJ_ORDERHISTORIK there hides order
 * history (403); one that denies EJ_SE_PRISER hides the amounts. Invoices and the financial summary
 * are financial follow-up: refused under EJ_SE_EKONOMISK_UPPFÖLJNING or EJ_SE_PRISER instead.
 */
import type { Kysely, Selectable } from 'kysely'
import { permissionDeniesIn } from '@proffsbutik/core/domain'
import type { Database, OrderTable } from '../db/schema'
import { customerOfCall, highestRole, type Caller } from '../platform/caller'
import { forbidden, notFound } from '../platform/service-error'

/** What the caller may see of the orders it reads. */
export interface OrderVisibility {
  /** Prices and amounts (not denied EJ_SE_PRISER). */
  readonly prices: boolean
  /** Discounts in current prices (not denied EJ_SE_RABATTER). */
  readonly discounts: boolean
  /** Placing orders, so reordering (not denied EJ_ORDER). */
  readonly ordering: boolean
}

/** The orders a search may return: one customer, and either all its projects or the ones named. */
export interface OrderScope {
  readonly customerId: string
  /** Undefined: every order of the customer; else only orders of these projects. */
  readonly projectIds: readonly string[] | undefined
  readonly visibility: OrderVisibility
}

/** An order the caller may read, with what it may see of it. */
export interface ReadableOrder {
  readonly order: Selectable<OrderTable>
  readonly visibility: OrderVisibility
}

const isSiteAdmin = (caller: Caller) => highestRole(caller) === 'SITE_ADMIN'

/** The projects of a customer the caller's permissions limit it to; undefined when not limited. */
function projectLimit(caller: Caller, customerId: string): readonly string[] | undefined {
  if (isSiteAdmin(caller)) return undefined
  const entries = caller.permissions.filter((p) => p.customerId === customerId)
  if (entries.some((p) => p.projectId === undefined)) return undefined
  return entries.flatMap((p) => (p.projectId === undefined ? [] : [p.projectId]))
}

/** Whether the caller may read the orders of a customer and project (null: no project). */
export function mayReadOrdersOf(caller: Caller, customerId: string, projectId: string | null): boolean {
  if (isSiteAdmin(caller)) return true
  if (!caller.permissions.some((p) => p.customerId === customerId)) return false
  const limit = projectLimit(caller, customerId)
  return limit === undefined || (projectId !== null && limit.includes(projectId))
}

/** What the caller may see in a customer (and project); 403 when order history is denied there. */
function visibilityIn(caller: Caller, customerId: string, projectId: string | null): OrderVisibility {
  const denies = permissionDeniesIn(caller.permissions, customerId, projectId ?? undefined)
  if (denies.includes('EJ_ORDERHISTORIK')) throw forbidden('Order history is denied for this customer')
  const prices = !denies.includes('EJ_SE_PRISER')
  return {
    prices,
    discounts: !denies.includes('EJ_SE_RABATTER'),
    ordering: !denies.includes('EJ_ORDER'),
  }
}

/** The customer and projects a call covers, checked, before any deny is looked at. */
interface CustomerScope {
  readonly customerId: string
  readonly projectIds: readonly string[] | undefined
}

/**
 * The customer named (it must exist: 404; the caller must act for it: 403), else the caller's
 * default customer; the project named, else all the caller may see.
 */
async function customerScope(
  db: Kysely<Database>,
  caller: Caller,
  customerId?: string,
  projectId?: string,
): Promise<CustomerScope> {
  const customer = { id: await customerOfCall(db, caller, customerId) }
  if (projectId !== undefined) {
    const project = await db
      .selectFrom('projects')
      .select('id')
      .where('id', '=', projectId)
      .where('customerId', '=', customer.id)
      .executeTakeFirst()
    if (!project) throw notFound('Project')
  }
  const allowed =
    projectId === undefined
      ? isSiteAdmin(caller) || caller.permissions.some((p) => p.customerId === customer.id)
      : mayReadOrdersOf(caller, customer.id, projectId)
  if (!allowed) throw forbidden(`Not allowed to read the orders of customer ${customer.id}`)
  return {
    customerId: customer.id,
    projectIds: projectId === undefined ? projectLimit(caller, customer.id) : [projectId],
  }
}

/** The orders a search covers (see customerScope); 403 when order history is denied there. */
export async function orderScope(
  db: Kysely<Database>,
  caller: Caller,
  customerId?: string,
  projectId?: string,
): Promise<OrderScope> {
  const scope = await customerScope(db, caller, customerId, projectId)
  return { ...scope, visibility: visibilityIn(caller, scope.customerId, projectId ?? null) }
}

/** The denies that switch financial follow-up off: its own, and prices (it is all amounts). */
export const financeDenies = ['EJ_SE_EKONOMISK_UPPFÖLJNING', 'EJ_SE_PRISER'] as const

/** Whether a permission's denies leave the caller financial follow-up. */
const financeAllowed = (denies: readonly string[]) => !financeDenies.some((code) => denies.includes(code))

/**
 * The customer and projects financial follow-up covers, as order search does (see customerScope);
 * 403 when EJ_SE_EKONOMISK_UPPFÖLJNING or EJ_SE_PRISER is denied there. Order history's deny does
 * not reach it: invoices and credit are financial follow-up.
 */
export async function financeScope(
  db: Kysely<Database>,
  caller: Caller,
  customerId?: string,
  projectId?: string,
): Promise<CustomerScope> {
  const scope = await customerScope(db, caller, customerId, projectId)
  if (!financeAllowed(permissionDeniesIn(caller.permissions, scope.customerId, projectId)))
    throw forbidden('Financial follow-up is denied for this customer')
  return scope
}

/** An order by id the caller may read: 404 when there is none, 403 when it is not the caller's. */
export async function readableOrder(
  db: Kysely<Database>,
  caller: Caller,
  orderId: string,
): Promise<ReadableOrder> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
  if (!order) throw notFound('Order')
  if (!mayReadOrdersOf(caller, order.customerId, order.projectId))
    throw forbidden(`Not allowed to read order ${order.orderNumber}`)
  return { order, visibility: visibilityIn(caller, order.customerId, order.projectId) }
}

/**
 * An order whose invoices the caller may read: one it may read (404, 403 as readableOrder), in a
 * customer and project where financial follow-up is not denied (403). Order history's deny does not
 * hide invoices: they are financial follow-up.
 */
export async function orderWithInvoices(
  db: Kysely<Database>,
  caller: Caller,
  orderId: string,
): Promise<Selectable<OrderTable>> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
  if (!order) throw notFound('Order')
  if (!mayReadOrdersOf(caller, order.customerId, order.projectId))
    throw forbidden(`Not allowed to read order ${order.orderNumber}`)
  if (!financeAllowed(permissionDeniesIn(caller.permissions, order.customerId, order.projectId ?? undefined)))
    throw forbidden('Invoices are denied for this customer')
  return order
}
