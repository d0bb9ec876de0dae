/** Customers and their projects as the user base answers them, and their delivery dates. */
import type { Kysely } from 'kysely'
import { type BrandCode, isClosedDay, type IsoDate, nextOpenDay } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { assertMayActFor, highestRole, type Caller } from '../platform/caller'
import { notFound } from '../platform/service-error'

/** A customer with the projects the caller may act for. */
export interface CustomerView {
  readonly customerId: string
  readonly customerName: string
  readonly active: boolean
  readonly virtualContext: boolean
  readonly projects: { readonly projectId: string; readonly projectName: string }[]
}

/** Which customers to list. */
export interface CustomerFilter {
  readonly active?: boolean | undefined
  readonly virtualContext?: boolean | undefined
  readonly search?: string | undefined
}

/** The customers the caller acts for (site admins: all), filtered, sorted by name. */
export async function listCustomers(
  db: Kysely<Database>,
  caller: Caller,
  filter: CustomerFilter,
): Promise<CustomerView[]> {
  const everything = highestRole(caller) === 'SITE_ADMIN'
  const ids = [...new Set(caller.permissions.map((p) => p.customerId))]
  if (!everything && ids.length === 0) return []
  let query = db.selectFrom('customers').selectAll().orderBy('name').orderBy('id')
  if (!everything) query = query.where('id', 'in', ids)
  if (filter.active !== undefined) query = query.where('active', '=', filter.active)
  if (filter.virtualContext !== undefined) query = query.where('virtualContext', '=', filter.virtualContext)
  const search = filter.search?.trim()
  if (search)
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', `%${search.replace(/[%_\\]/g, '\\$&')}%`), eb('id', '=', search)]),
    )
  const customers = await query.execute()
  if (customers.length === 0) return []
  const projects = await db
    .selectFrom('projects')
    .select(['id', 'customerId', 'name'])
    .where(
      'customerId',
      'in',
      customers.map((c) => c.id),
    )
    .where('active', '=', true)
    .orderBy('name')
    .execute()
  return customers.map((customer) => {
    const scoped = caller.permissions.filter((p) => p.customerId === customer.id)
    const whole = everything || scoped.some((p) => p.projectId === undefined)
    return {
      customerId: customer.id,
      customerName: customer.name,
      active: customer.active,
      virtualContext: customer.virtualContext,
      projects: projects
        .filter((p) => p.customerId === customer.id && (whole || scoped.some((s) => s.projectId === p.id)))
        .map((p) => ({ projectId: p.id, projectName: p.name })),
    }
  })
}

/** Throws 404 for a missing customer and 403 for one the caller does not act for. */
export async function assertCustomer(db: Kysely<Database>, caller: Caller, customerId: string) {
  const customer = await db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerId)
    .executeTakeFirst()
  if (!customer) throw notFound('Customer')
  assertMayActFor(caller, customerId)
  return customer
}

/** The open delivery days from a day on (that day included when open), computed with the shop's calendar. */
export function deliveryDates(from: IsoDate, days: number, brand: BrandCode): IsoDate[] {
  const dates: IsoDate[] = []
  let day = isClosedDay(from, brand) ? nextOpenDay(from, brand) : from
  while (dates.length < days) {
    dates.push(day)
    day = nextOpenDay(day, brand)
  }
  return dates
}

/** The customer's sales team: the seller admins of the customer. */
export async function customerTeam(db: Kysely<Database>, customerId: string) {
  const rows = await db
    .selectFrom('userPermissions')
    .innerJoin('users', 'users.id', 'userPermissions.userId')
    .select([
      'users.id',
      'users.firstName',
      'users.lastName',
      'users.email',
      'users.mobileNumber',
      'userPermissions.role',
    ])
    .where('userPermissions.customerId', '=', customerId)
    .where('users.active', '=', true)
    .orderBy('users.firstName')
    .execute()
  return rows
    .filter((row) => row.role === 'SELLER_ADMIN')
    .map((row) => ({
      userId: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      phone: row.mobileNumber,
      role: row.role,
    }))
}
