/**
 * The lines of a favourite list: one per article, with an exact decimal quantity. Adding an article
 * already on the list adds to its quantity. Writes lock the list's row for their transaction, so
 * that concurrent adds neither lose quantities nor pass the line cap; the merge itself is one upsert.
 */
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { roundQuantity } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import type { Caller } from '../platform/caller'
import { badRequest, notFound, ServiceError, type FieldIssue } from '../platform/service-error'
import { visibleList } from './favourite-lists'

/** The most lines a list holds. */
export const MAX_ITEMS_PER_LIST = 2000

/** The largest quantity of a line, also after adding to it. */
export const MAX_QUANTITY = 1_000_000

/** A line of a list as the services answer it. */
export interface ListItemView {
  readonly favoriteItemId: string
  readonly articleNumber: string
  readonly quantity: number
  readonly createdAt: string
}

/** An article and a quantity to put on a list. */
export interface ItemInput {
  readonly articleNumber: string
  readonly quantity: number
}

interface ItemRow {
  readonly id: string
  readonly articleNumber: string
  readonly quantity: string
  readonly createdAt: Date | string
}

const itemColumns = ['id', 'articleNumber', 'quantity', 'createdAt'] as const

const view = (row: ItemRow): ListItemView => ({
  favoriteItemId: row.id,
  articleNumber: row.articleNumber,
  quantity: Number(row.quantity),
  createdAt: new Date(row.createdAt).toISOString(),
})

/** A quantity as stored: rounded to the spec's 10 decimals, exact text. */
const stored = (quantity: number) => roundQuantity(quantity).toFixed(10)

/** A page of a list's lines in the order they were added, and the offset of the next page (or null). */
export async function listItems(
  db: Kysely<Database>,
  caller: Caller,
  listId: string,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ data: ListItemView[]; next: number | null; totalRows: number }> {
  await visibleList(db, caller, listId)
  const [rows, total] = await Promise.all([
    db
      .selectFrom('favouriteListItems')
      .select(itemColumns)
      .where('listId', '=', listId)
      .orderBy('position')
      .orderBy('id')
      .limit(page.limit + 1)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('favouriteListItems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listId', '=', listId)
      .executeTakeFirstOrThrow(),
  ])
  return {
    data: rows.slice(0, page.limit).map(view),
    next: rows.length > page.limit ? page.offset + page.limit : null,
    totalRows: Number(total.n),
  }
}

/** The same article twice in one request is one line with the quantities added. */
function merged(items: readonly ItemInput[]): Map<string, number> {
  const byArticle = new Map<string, number>()
  for (const item of items)
    byArticle.set(item.articleNumber, (byArticle.get(item.articleNumber) ?? 0) + item.quantity)
  return byArticle
}

type AddOutcome =
  | { readonly kind: 'added'; readonly rows: readonly ItemRow[] }
  | { readonly kind: 'gone' }
  | { readonly kind: 'full' }
  | { readonly kind: 'tooMuch'; readonly articleNumbers: readonly string[] }

/**
 * Adds articles to a list (or to the quantity of their line). Unknown articles are a 400 naming
 * them (`field` names an input's fields), and nothing is written; so is a line that would pass MAX_QUANTITY, or a list that would pass
 * MAX_ITEMS_PER_LIST lines (409 `favorite_list_full`).
 */
export async function addItems(
  db: Kysely<Database>,
  caller: Caller,
  listId: string,
  items: readonly ItemInput[],
  now: Date,
  field: (index: number, name: keyof ItemInput) => string = (index, name) => `items.${index}.${name}`,
): Promise<ListItemView[]> {
  await visibleList(db, caller, listId)
  const wanted = merged(items)
  const articles = [...wanted.keys()]
  const known = new Set(
    (
      await db.selectFrom('variants').select('articleNumber').where('articleNumber', 'in', articles).execute()
    ).map((row) => row.articleNumber),
  )
  const unknown: FieldIssue[] = items.flatMap((item, index) =>
    known.has(item.articleNumber)
      ? []
      : [{ field: field(index, 'articleNumber'), message: 'No such article' }],
  )
  if (unknown.length > 0) throw badRequest(unknown)

  // Refusals are decided inside the transaction and thrown after it, so that they never roll back.
  const outcome = await db.transaction().execute(async (trx): Promise<AddOutcome> => {
    const locked = await trx
      .selectFrom('favouriteLists')
      .select('id')
      .where('id', '=', listId)
      .forNoKeyUpdate()
      .executeTakeFirst()
    if (!locked) return { kind: 'gone' }
    const [present, size] = await Promise.all([
      trx
        .selectFrom('favouriteListItems')
        .select(['articleNumber', 'quantity'])
        .where('listId', '=', listId)
        .where('articleNumber', 'in', articles)
        .execute(),
      trx
        .selectFrom('favouriteListItems')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
        .where('listId', '=', listId)
        .executeTakeFirstOrThrow(),
    ])
    const current = new Map(present.map((row) => [row.articleNumber, Number(row.quantity)]))
    const newLines = articles.filter((a) => !current.has(a))
    if (Number(size.n) + newLines.length > MAX_ITEMS_PER_LIST) return { kind: 'full' }
    const tooMuch = articles.filter((a) => (current.get(a) ?? 0) + (wanted.get(a) ?? 0) > MAX_QUANTITY)
    if (tooMuch.length > 0) return { kind: 'tooMuch', articleNumbers: tooMuch }
    const last = Number(size.last ?? 0)
    const rows = await trx
      .insertInto('favouriteListItems')
      .values(
        articles.map((articleNumber, index) => ({
          id: randomUUID(),
          listId,
          articleNumber,
          quantity: stored(wanted.get(articleNumber) ?? 0),
          position: last + index + 1,
          createdAt: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['listId', 'articleNumber']).doUpdateSet({
          quantity: sql<string>`least(favourite_list_items.quantity + excluded.quantity, ${MAX_QUANTITY})`,
        }),
      )
      .returning(itemColumns)
      .execute()
    await trx.updateTable('favouriteLists').set({ updatedAt: now }).where('id', '=', listId).execute()
    return { kind: 'added', rows }
  })
  switch (outcome.kind) {
    case 'gone':
      throw notFound('Favourite list')
    case 'full':
      throw new ServiceError(409, 'favorite_list_full', `At most ${MAX_ITEMS_PER_LIST} lines per list`)
    case 'tooMuch':
      throw badRequest(
        items.flatMap((item, index) =>
          outcome.articleNumbers.includes(item.articleNumber)
            ? [{ field: field(index, 'quantity'), message: `At most ${MAX_QUANTITY} on one line` }]
            : [],
        ),
      )
    case 'added':
      return outcome.rows.map(view)
  }
}

/** Sets the quantity of one line. */
export async function changeItem(
  db: Kysely<Database>,
  caller: Caller,
  listId: string,
  itemId: string,
  quantity: number,
  now: Date,
): Promise<ListItemView> {
  await visibleList(db, caller, listId)
  const row = await db
    .updateTable('favouriteListItems')
    .set({ quantity: stored(quantity) })
    .where('id', '=', itemId)
    .where('listId', '=', listId)
    .returning(itemColumns)
    .executeTakeFirst()
  if (!row) throw notFound('Favourite list item')
  await db.updateTable('favouriteLists').set({ updatedAt: now }).where('id', '=', listId).execute()
  return view(row)
}

/** Removes lines of a list; ids that name no line of it are ignored. Answers how many went. */
export async function removeItems(
  db: Kysely<Database>,
  caller: Caller,
  listId: string,
  itemIds: readonly string[],
  now: Date,
): Promise<number> {
  await visibleList(db, caller, listId)
  const removed = (
    await db
      .deleteFrom('favouriteListItems')
      .where('listId', '=', listId)
      .where('id', 'in', itemIds)
      .returning('id')
      .execute()
  ).length
  if (removed > 0)
    await db.updateTable('favouriteLists').set({ updatedAt: now }).where('id', '=', listId).execute()
  return removed
}
