/**
 * Favourite lists (shop-core §3, §7): a named list of a user in a customer, private to its owner or
 * shared with everyone acting for the customer. Whoever may see a list may rename it and change its
 * lines; making it private or shared, and deleting it, is for its owner and the customer's admins.
 */
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { isRoleAtLeast } from '@proffsbutik/core/domain'
import type { Database, FavouriteListTable } from '../db/schema'
import { customerOfCall, highestRole, mayActFor, type Caller } from '../platform/caller'
import { forbidden, notFound, ServiceError } from '../platform/service-error'

/** Who sees a list: its owner only, or every user of its customer. */
export const listAccesses = ['private', 'customer'] as const

/** Who sees a list. */
export type ListAccess = (typeof listAccesses)[number]

/** The longest list name. */
export const MAX_LIST_NAME = 100

/** The most lists one user owns. */
export const MAX_LISTS_PER_USER = 200

/** A favourite list as the services answer it (shop-core §3 Favourite list). */
export interface FavouriteListView {
  readonly favoriteId: string
  readonly favoriteName: string
  readonly access: ListAccess
  readonly userId: string
  readonly customerId: string
  readonly createdAt: string
  readonly updatedAt: string
  readonly totalRows: number
  readonly user: { readonly fullName: string }
}

/** The orders lists can be read in; a leading `-` reads backwards. */
export const listSorts = [
  'favoriteName',
  '-favoriteName',
  'createdAt',
  '-createdAt',
  'updatedAt',
  '-updatedAt',
] as const

/** An order lists can be read in. */
export type ListSort = (typeof listSorts)[number]

/** The order lists are read in unless asked otherwise: the last changed first. */
export const DEFAULT_LIST_SORT: ListSort = '-updatedAt'

const sortOrders: Record<ListSort, readonly ['l.name' | 'l.createdAt' | 'l.updatedAt', 'asc' | 'desc']> = {
  favoriteName: ['l.name', 'asc'],
  '-favoriteName': ['l.name', 'desc'],
  createdAt: ['l.createdAt', 'asc'],
  '-createdAt': ['l.createdAt', 'desc'],
  updatedAt: ['l.updatedAt', 'asc'],
  '-updatedAt': ['l.updatedAt', 'desc'],
}

/** What a search of lists asks for. */
export interface ListSearch {
  readonly limit: number
  readonly offset: number
  readonly sort: ListSort
  readonly access?: ListAccess | undefined
  readonly userId?: string | undefined
  readonly customerId?: string | undefined
  readonly fromUpdatedAt?: Date | undefined
}

/** A page of lists and the offset of the next page (null on the last). */
export interface ListPage {
  readonly data: FavouriteListView[]
  readonly next: number | null
}

function listQuery(db: Kysely<Database>) {
  return db
    .selectFrom('favouriteLists as l')
    .innerJoin('users as u', 'u.id', 'l.userId')
    .select([
      'l.id',
      'l.name',
      'l.access',
      'l.userId',
      'l.customerId',
      'l.createdAt',
      'l.updatedAt',
      'u.firstName',
      'u.lastName',
    ])
    .select((eb) =>
      eb
        .selectFrom('favouriteListItems as i')
        .whereRef('i.listId', '=', 'l.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('totalRows'),
    )
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>

const view = (row: ListRow): FavouriteListView => ({
  favoriteId: row.id,
  favoriteName: row.name,
  access: row.access,
  userId: row.userId,
  customerId: row.customerId,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
  totalRows: Number(row.totalRows ?? 0),
  user: { fullName: `${row.firstName} ${row.lastName}` },
})

/** Whether the caller sees a list: it acts for the list's customer, and owns it or it is shared. */
function maySeeList(caller: Caller, list: Pick<FavouriteListTable, 'userId' | 'customerId' | 'access'>) {
  return mayActFor(caller, list.customerId) && (list.userId === caller.userId || list.access === 'customer')
}

/** Whether the caller may share, unshare or delete a list: its owner or an admin of its customer. */
function mayManageList(caller: Caller, list: Pick<FavouriteListTable, 'userId' | 'customerId'>) {
  if (list.userId === caller.userId || highestRole(caller) === 'SITE_ADMIN') return true
  return caller.permissions.some(
    (p) => p.customerId === list.customerId && isRoleAtLeast(p.role, 'BUYER_ADMIN'),
  )
}

/** A list the caller may see and change the lines of: 404 when there is none, 403 when not theirs. */
export async function visibleList(
  db: Kysely<Database>,
  caller: Caller,
  listId: string,
): Promise<Pick<FavouriteListTable, 'id' | 'userId' | 'customerId' | 'access'>> {
  const list = await db
    .selectFrom('favouriteLists')
    .select(['id', 'userId', 'customerId', 'access'])
    .where('id', '=', listId)
    .executeTakeFirst()
  if (!list) throw notFound('Favourite list')
  if (!maySeeList(caller, list)) throw forbidden('Not a list of the caller')
  return list
}

/** One list the caller may see. */
export async function readList(
  db: Kysely<Database>,
  caller: Caller,
  listId: string,
): Promise<FavouriteListView> {
  await visibleList(db, caller, listId)
  return view(await listQuery(db).where('l.id', '=', listId).executeTakeFirstOrThrow())
}

/**
 * The lists the caller sees, filtered and paged: their own and the shared lists of the customers
 * they act for (every customer for a site admin), or of the one customer asked for.
 */
export async function searchLists(
  db: Kysely<Database>,
  caller: Caller,
  search: ListSearch,
): Promise<ListPage> {
  if (search.customerId !== undefined && !mayActFor(caller, search.customerId))
    throw forbidden(`Not allowed to act for customer ${search.customerId}`)
  const everyCustomer = highestRole(caller) === 'SITE_ADMIN'
  const customers = search.customerId
    ? [search.customerId]
    : everyCustomer
      ? undefined
      : [...new Set(caller.permissions.map((p) => p.customerId))]
  if (customers?.length === 0) return { data: [], next: null }
  let query = listQuery(db).where((eb) =>
    eb.or([eb('l.userId', '=', caller.userId), eb('l.access', '=', 'customer')]),
  )
  if (customers) query = query.where('l.customerId', 'in', customers)
  if (search.access) query = query.where('l.access', '=', search.access)
  if (search.userId) query = query.where('l.userId', '=', search.userId)
  if (search.fromUpdatedAt) query = query.where('l.updatedAt', '>=', search.fromUpdatedAt)
  const [column, direction] = sortOrders[search.sort]
  const rows = await query
    .orderBy(column, direction)
    .orderBy('l.id')
    .limit(search.limit + 1)
    .offset(search.offset)
    .execute()
  return {
    data: rows.slice(0, search.limit).map(view),
    next: rows.length > search.limit ? search.offset + search.limit : null,
  }
}

/** The customer a new list belongs to: the one named, or the caller's default, which it must act for. */
async function customerOfNewList(
  db: Kysely<Database>,
  caller: Caller,
  customerId: string | undefined,
): Promise<string> {
  const customer = { id: await customerOfCall(db, caller, customerId) }
  if (!mayActFor(caller, customer.id)) throw forbidden(`Not allowed to act for customer ${customer.id}`)
  return customer.id
}

/** Creates a list of the caller in a customer (the caller's default unless named). */
export async function createList(
  db: Kysely<Database>,
  caller: Caller,
  input: { readonly name: string; readonly access: ListAccess; readonly customerId?: string | undefined },
  now: Date,
): Promise<FavouriteListView> {
  const customerId = await customerOfNewList(db, caller, input.customerId)
  const id = randomUUID()
  const created = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', caller.userId).forNoKeyUpdate().execute()
    // The cap is checked in the insert itself, so that concurrent creates cannot pass it together.
    const inserted = await sql<{ id: string }>`
      insert into favourite_lists (id, user_id, customer_id, name, access, created_at, updated_at)
      select ${id}::text, ${caller.userId}::text, ${customerId}::text, ${input.name}::text,
        ${input.access}::text, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      where (select count(*) from favourite_lists where user_id = ${caller.userId}) < ${MAX_LISTS_PER_USER}
      returning id`.execute(trx)
    return inserted.rows.length > 0
  })
  if (!created)
    throw new ServiceError(409, 'favorite_lists_full', `At most ${MAX_LISTS_PER_USER} lists per user`)
  return view(await listQuery(db).where('l.id', '=', id).executeTakeFirstOrThrow())
}

/** Renames a list, or shares or unshares it (the owner's and the customer admins' call). */
export async function changeList(
  db: Kysely<Database>,
  caller: Caller,
  listId: string,
  change: { readonly name?: string | undefined; readonly access?: ListAccess | undefined },
  now: Date,
): Promise<FavouriteListView> {
  const list = await visibleList(db, caller, listId)
  if (change.access !== undefined && change.access !== list.access && !mayManageList(caller, list))
    throw forbidden('Only the owner or an admin shares or unshares a list')
  await db
    .updateTable('favouriteLists')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.access === undefined ? {} : { access: change.access }),
      updatedAt: now,
    })
    .where('id', '=', listId)
    .execute()
  return readList(db, caller, listId)
}

/** Deletes a list with its lines (the owner's and the customer admins' call). */
export async function deleteList(db: Kysely<Database>, caller: Caller, listId: string): Promise<void> {
  const list = await visibleList(db, caller, listId)
  if (!mayManageList(caller, list)) throw forbidden('Only the owner or an admin deletes a list')
  await db.deleteFrom('favouriteLists').where('id', '=', listId).execute()
}
