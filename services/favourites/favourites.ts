/**
 * The user's favourite articles (shop-core §5, §9): each article once, at most 50. The cap holds
 * under concurrent adds: the user's row is locked for the transaction (PostgreSQL), and the insert
 * itself only happens while the count is below the cap, in one statement.
 */
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { FAVOURITES_CAP } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import type { Caller } from '../platform/caller'
import { badRequest, forbidden, ServiceError } from '../platform/service-error'

/** A favourite as the services answer it. */
export interface FavouriteView {
  readonly favouriteId: string
  readonly articleNumber: string
  readonly createdAt: string
}

/** How an add went: a new favourite, or the one already there. */
export interface AddedFavourite {
  readonly created: boolean
  readonly favourite: FavouriteView
}

interface FavouriteRow {
  readonly id: string
  readonly articleNumber: string
  readonly createdAt: Date | string
}

const view = (row: FavouriteRow): FavouriteView => ({
  favouriteId: row.id,
  articleNumber: row.articleNumber,
  createdAt: new Date(row.createdAt).toISOString(),
})

/** The caller's favourites, oldest first, with their total. */
export async function listFavourites(
  db: Kysely<Database>,
  caller: Caller,
  page: { readonly limit: number; readonly offset: number },
): Promise<{ data: FavouriteView[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('favourites')
      .select(['id', 'articleNumber', 'createdAt'])
      .where('userId', '=', caller.userId)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('favourites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', caller.userId)
      .executeTakeFirstOrThrow(),
  ])
  return { data: rows.map(view), total: Number(total.n) }
}

/** 409: the user already has the most favourites allowed. */
export const favouritesFull = () =>
  new ServiceError(409, 'favourites_full', `At most ${FAVOURITES_CAP} favourites`)

/**
 * Adds an article to the caller's favourites; one already there is answered as it is. Refusals are
 * decided inside the transaction but thrown after it, so that a refusal never rolls back anything.
 */
export async function addFavourite(
  db: Kysely<Database>,
  caller: Caller,
  articleNumber: string,
  now: Date,
): Promise<AddedFavourite> {
  const article = await db
    .selectFrom('variants')
    .select('articleNumber')
    .where('articleNumber', '=', articleNumber)
    .executeTakeFirst()
  if (!article) throw badRequest([{ field: 'articleNumber', message: 'No such article' }])
  const outcome = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', caller.userId).forNoKeyUpdate().execute()
    const inserted = await sql<FavouriteRow>`
      insert into favourites (id, user_id, article_number, created_at)
      select ${randomUUID()}::text, ${caller.userId}::text, ${articleNumber}::text, ${now.toISOString()}::timestamptz
      where (select count(*) from favourites where user_id = ${caller.userId}) < ${FAVOURITES_CAP}
      on conflict (user_id, article_number) do nothing
      returning id, article_number, created_at`.execute(trx)
    const created = inserted.rows[0]
    if (created) return { created: true, row: created }
    const existing = await trx
      .selectFrom('favourites')
      .select(['id', 'articleNumber', 'createdAt'])
      .where('userId', '=', caller.userId)
      .where('articleNumber', '=', articleNumber)
      .executeTakeFirst()
    return existing ? { created: false, row: existing } : undefined
  })
  if (!outcome) throw favouritesFull()
  return { created: outcome.created, favourite: view(outcome.row) }
}

/**
 * Removes favourites of the caller. Ids that name nothing are ignored (a repeated delete answers the
 * same); an id of another user's favourite refuses the whole request.
 */
export async function removeFavourites(
  db: Kysely<Database>,
  caller: Caller,
  favouriteIds: readonly string[],
): Promise<number> {
  const found = await db
    .selectFrom('favourites')
    .select(['id', 'userId'])
    .where('id', 'in', favouriteIds)
    .execute()
  if (found.some((row) => row.userId !== caller.userId)) throw forbidden('Not the caller’s favourite')
  const removed = await db
    .deleteFrom('favourites')
    .where('userId', '=', caller.userId)
    .where('id', 'in', favouriteIds)
    .returning('id')
    .execute()
  return removed.length
}
