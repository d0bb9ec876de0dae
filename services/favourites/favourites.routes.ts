/**
 * Favourites and favourite lists, under the user base (shop-core §7 Favourites). Mounted by the user
 * routes behind their caller check: every handler here has a caller.
 */
import type { Hono } from 'hono'
import type { CallerEnv } from '../platform/caller'
import { decodeBody, decodeOr400, decodeQuery } from '../platform/decode'
import type { ServiceDeps } from '../platform/deps'
import { Id } from '../platform/schemas'
import { serviceApp } from '../platform/service-app'
import {
  changeList,
  createList,
  DEFAULT_LIST_SORT,
  deleteList,
  readList,
  searchLists,
} from './favourite-lists'
import { addFavourite, listFavourites, removeFavourites } from './favourites'
import {
  FavouritesQuery,
  FavouritesToRemove,
  ItemChange,
  ItemsQuery,
  ItemsToAdd,
  ItemsToRemove,
  ListChange,
  ListsQuery,
  NewFavourite,
  NewList,
} from './favourites.schemas'
import { addItems, changeItem, listItems, removeItems } from './list-items'

/** The favourite routes; they need the caller the user base's middleware puts on the context. */
export function favouritesRoutes(deps: ServiceDeps): Hono<CallerEnv> {
  const app = serviceApp<CallerEnv>()
  const id = (text: string) => decodeOr400(Id, text)

  app.get('/users/favourites', async (c) => {
    const query = decodeQuery(c, FavouritesQuery)
    return c.json(
      await listFavourites(deps.db, c.get('caller'), { limit: query.limit ?? 50, offset: query.offset ?? 0 }),
    )
  })
  app.post('/users/favourites', async (c) => {
    const { articleNumber } = await decodeBody(c, NewFavourite)
    const { created, favourite } = await addFavourite(deps.db, c.get('caller'), articleNumber, deps.now())
    return c.json(favourite, created ? 201 : 200)
  })
  app.delete('/users/favourites', async (c) => {
    const { favouriteIds } = await decodeBody(c, FavouritesToRemove)
    return c.json({ removed: await removeFavourites(deps.db, c.get('caller'), favouriteIds) })
  })

  app.get('/v2/favorites', async (c) => {
    const query = decodeQuery(c, ListsQuery)
    return c.json(
      await searchLists(deps.db, c.get('caller'), {
        limit: query.limit ?? 50,
        offset: query.offset ?? 0,
        sort: query.sort ?? DEFAULT_LIST_SORT,
        access: query.access,
        userId: query.userId,
        customerId: query.customerId,
        fromUpdatedAt: query.fromUpdatedAt === undefined ? undefined : new Date(query.fromUpdatedAt),
      }),
    )
  })
  app.post('/v2/favorites', async (c) => {
    const input = await decodeBody(c, NewList)
    return c.json(
      await createList(
        deps.db,
        c.get('caller'),
        { name: input.name, access: input.access ?? 'private', customerId: input.customerId },
        deps.now(),
      ),
      201,
    )
  })
  app.get('/v2/favorites/:id', async (c) =>
    c.json(await readList(deps.db, c.get('caller'), id(c.req.param('id')))),
  )
  app.put('/v2/favorites/:id', async (c) => {
    const listId = id(c.req.param('id'))
    const change = await decodeBody(c, ListChange)
    return c.json(await changeList(deps.db, c.get('caller'), listId, change, deps.now()))
  })
  app.delete('/v2/favorites/:id', async (c) => {
    await deleteList(deps.db, c.get('caller'), id(c.req.param('id')))
    return c.body(null, 204)
  })

  app.get('/v3/favorites/:id/items', async (c) => {
    const listId = id(c.req.param('id'))
    const query = decodeQuery(c, ItemsQuery)
    return c.json(
      await listItems(deps.db, c.get('caller'), listId, {
        offset: query.offset ?? 0,
        limit: query.limit ?? 50,
      }),
    )
  })
  app.put('/v2/favorites/:id/articles', async (c) => {
    const listId = id(c.req.param('id'))
    const input = await decodeBody(c, ItemsToAdd)
    const data =
      'items' in input
        ? await addItems(deps.db, c.get('caller'), listId, input.items, deps.now())
        : await addItems(deps.db, c.get('caller'), listId, [input], deps.now(), (_, name) => name)
    return c.json({ data })
  })
  app.put('/v2/favorites/:id/articles/batch/delete', async (c) => {
    const listId = id(c.req.param('id'))
    const { itemIds } = await decodeBody(c, ItemsToRemove)
    return c.json({ removed: await removeItems(deps.db, c.get('caller'), listId, itemIds, deps.now()) })
  })
  app.put('/v2/favorites/:id/articles/:itemId', async (c) => {
    const listId = id(c.req.param('id'))
    const itemId = id(c.req.param('itemId'))
    const { quantity } = await decodeBody(c, ItemChange)
    return c.json(await changeItem(deps.db, c.get('caller'), listId, itemId, quantity, deps.now()))
  })
  return app
}
