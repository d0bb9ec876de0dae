/**
 * Favourite lists in the commerce graph (shop-core §7): getFavoriteLists answers `{data, next,
 * errors}`. The filters (access, userId, customerId, fromUpdatedAt) refuse a wrong value with 400,
 * like the REST call; the paging and sort are lenient: a value out of range is replaced by the
 * nearest one allowed (a sort by the default) and named in `errors`, and the lists still come.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Caller } from '../platform/caller'
import { decodeOr400 } from '../platform/decode'
import type { FieldIssue } from '../platform/service-error'
import {
  DEFAULT_LIST_SORT,
  listSorts,
  searchLists,
  type FavouriteListView,
  type ListSort,
} from './favourite-lists'
import { ListFilters } from './favourites.schemas'

/** The favourite lists' part of the commerce graph's schema (it extends the graph's Query). */
export const favoriteListTypeDefs = /* GraphQL */ `
  extend type Query {
    getFavoriteLists(
      limit: Int
      offset: Int
      sort: String
      access: String
      userId: String
      fromUpdatedAt: String
      customerId: String
    ): FavoriteListsPage!
  }

  type FavoriteListsPage {
    data: [FavoriteList!]!
    next: Int
    errors: [FavoriteListsError!]!
  }

  type FavoriteList {
    favoriteId: String!
    favoriteName: String!
    access: String!
    userId: String!
    customerId: String!
    createdAt: String!
    updatedAt: String!
    totalRows: Int!
    user: FavoriteListUser!
  }

  type FavoriteListUser {
    fullName: String!
  }

  type FavoriteListsError {
    field: String!
    message: String!
  }
`

/** The arguments of getFavoriteLists. */
export interface FavoriteListsArgs {
  readonly limit?: number | null
  readonly offset?: number | null
  readonly sort?: string | null
  readonly access?: string | null
  readonly userId?: string | null
  readonly fromUpdatedAt?: string | null
  readonly customerId?: string | null
}

/** The answer of getFavoriteLists. */
export interface FavoriteListsAnswer {
  readonly data: readonly FavouriteListView[]
  readonly next: number | null
  readonly errors: readonly FieldIssue[]
}

/** Lists per page when the query names no limit, and the most a page holds. */
const DEFAULT_LIMIT = 50
const MAX_LIMIT = 100

const isSort = (text: string): text is ListSort => listSorts.some((sort) => sort === text)

/** The lists the caller sees, as getFavoriteLists asks. */
export async function resolveFavoriteLists(
  db: Kysely<Database>,
  caller: Caller,
  args: FavoriteListsArgs,
): Promise<FavoriteListsAnswer> {
  const filters = decodeOr400(
    ListFilters,
    Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null)),
  )
  const errors: FieldIssue[] = []
  let limit = args.limit ?? DEFAULT_LIMIT
  if (limit < 1 || limit > MAX_LIMIT) {
    limit = Math.min(Math.max(limit, 1), MAX_LIMIT)
    errors.push({ field: 'limit', message: `Between 1 and ${MAX_LIMIT}; ${limit} used` })
  }
  let offset = args.offset ?? 0
  if (offset < 0) {
    offset = 0
    errors.push({ field: 'offset', message: 'Not below 0; 0 used' })
  }
  let sort = DEFAULT_LIST_SORT
  if (args.sort != null) {
    if (isSort(args.sort)) sort = args.sort
    else errors.push({ field: 'sort', message: `One of ${listSorts.join(', ')}; ${DEFAULT_LIST_SORT} used` })
  }
  const page = await searchLists(db, caller, {
    limit,
    offset,
    sort,
    access: filters.access,
    userId: filters.userId,
    customerId: filters.customerId,
    fromUpdatedAt: filters.fromUpdatedAt === undefined ? undefined : new Date(filters.fromUpdatedAt),
  })
  return { data: page.data, next: page.next, errors }
}
