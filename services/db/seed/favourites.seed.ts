/**
 * Demo favourites and favourite lists: a few hearts for Anna Berg and Bertil Holm, and three lists —
 * one shared with Rörbolaget's users, one private to Anna, one shared at Nordic VVS. Articles are
 * the catalogue's first live variants, so the seed fits every SEED_SCALE.
 */
import type { Transaction } from 'kysely'
import type { Database } from '../schema'

/** The demo lists: ids, owners and access (exported for tests). */
export const demoFavouriteLists = [
  {
    id: 'FL1001',
    userId: 'U1001',
    customerId: 'C100',
    name: 'Servicebil 4 – påfyllning',
    access: 'customer',
  },
  { id: 'FL1002', userId: 'U1001', customerId: 'C100', name: 'Mina standardartiklar', access: 'private' },
  { id: 'FL2001', userId: 'U1006', customerId: 'C200', name: 'Stambyte Brf Utsikten', access: 'customer' },
] as const

/** Demo favourites: the user and which of the seeded articles (by index). */
const demoFavourites = [
  { userId: 'U1001', articles: [0, 1, 2, 3, 4] },
  { userId: 'U1002', articles: [2, 5] },
]

/** Demo lines per list: which article (by index) and how many. */
const demoItems: Record<(typeof demoFavouriteLists)[number]['id'], readonly [number, number][]> = {
  FL1001: [
    [0, 10],
    [1, 4],
    [6, 2.5],
    [7, 1],
  ],
  FL1002: [
    [2, 1],
    [3, 25],
    [8, 6],
  ],
  FL2001: [
    [4, 12],
    [9, 3],
  ],
}

const DAY_MS = 86_400_000

/** Writes the demo favourites and lists; needs the catalogue and the identities seeded first. */
export async function seedFavourites(trx: Transaction<Database>, now: Date): Promise<void> {
  const articles = (
    await trx
      .selectFrom('variants')
      .select('articleNumber')
      .where('discontinued', '=', false)
      .orderBy('articleNumber')
      .limit(10)
      .execute()
  ).map((row) => row.articleNumber)
  const article = (index: number) => articles[index % Math.max(articles.length, 1)]
  if (articles.length === 0) return
  const favourites = demoFavourites.flatMap(({ userId, articles: indexes }) =>
    indexes.flatMap((index, position) => {
      const articleNumber = article(index)
      return articleNumber === undefined
        ? []
        : [
            {
              id: `FAV-${userId}-${position + 1}`,
              userId,
              articleNumber,
              createdAt: new Date(now.getTime() - (10 - position) * DAY_MS),
            },
          ]
    }),
  )
  await trx
    .insertInto('favourites')
    .values(favourites)
    .onConflict((oc) => oc.doNothing())
    .execute()
  await trx
    .insertInto('favouriteLists')
    .values(
      demoFavouriteLists.map((list, index) => ({
        ...list,
        createdAt: new Date(now.getTime() - (30 - index) * DAY_MS),
        updatedAt: new Date(now.getTime() - (3 - index) * DAY_MS),
      })),
    )
    .execute()
  const items = demoFavouriteLists.flatMap((list) =>
    demoItems[list.id].flatMap(([index, quantity], position) => {
      const articleNumber = article(index)
      return articleNumber === undefined
        ? []
        : [
            {
              id: `${list.id}-${position + 1}`,
              listId: list.id,
              articleNumber,
              quantity: quantity.toFixed(10),
              position: position + 1,
              createdAt: new Date(now.getTime() - 20 * DAY_MS),
            },
          ]
    }),
  )
  await trx
    .insertInto('favouriteListItems')
    .values(items)
    .onConflict((oc) => oc.columns(['listId', 'articleNumber']).doNothing())
    .execute()
}
