/**
 * Favourites and favourite lists over HTTP (shop-core §7 Favourites): GET, POST and DELETE
 * /users/favourites; GET /v2/favorites (followed page by page), GET /v3/favorites/{id}/items, GET,
 * PUT and DELETE /v2/favorites/{id}, and the lines under /v2/favorites/{id}/articles; and the
 * filtered search of lists in the commerce graph (getFavoriteLists).
 */
import { Effect, Layer, Schema } from 'effect'
import {
  ErrorReporter,
  type FavouriteList,
  type FavouriteListSearch,
  FavouritesPort,
  type ServiceCallFailed,
  ServiceCredentials,
} from '@proffsbutik/core/ports'
import { withToken } from './authorized'
import { commerceGraphClient } from './commerce-graph.http'
import { serviceClient, type ServicesEndpoint } from './service-client'

const FavouriteWire = Schema.Struct({ favouriteId: Schema.String, articleNumber: Schema.String })

const FavouriteListWire = Schema.Struct({
  favoriteId: Schema.String,
  favoriteName: Schema.String,
  access: Schema.Literals(['private', 'customer']),
  userId: Schema.String,
  customerId: Schema.String,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  totalRows: Schema.Number,
  user: Schema.Struct({ fullName: Schema.String }),
})

const ListPageWire = Schema.Struct({
  data: Schema.Array(FavouriteListWire),
  next: Schema.NullOr(Schema.Number),
})

const ItemPageWire = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({ favoriteItemId: Schema.String, articleNumber: Schema.String, quantity: Schema.Number }),
  ),
  next: Schema.NullOr(Schema.Number),
})

/** The getFavoriteLists document (shop-core §7, commerce graph). */
export const getFavoriteListsDocument = /* GraphQL */ `
  query getFavoriteLists(
    $limit: Int
    $offset: Int
    $sort: String
    $access: String
    $userId: String
    $fromUpdatedAt: String
    $customerId: String
  ) {
    getFavoriteLists(
      limit: $limit
      offset: $offset
      sort: $sort
      access: $access
      userId: $userId
      fromUpdatedAt: $fromUpdatedAt
      customerId: $customerId
    ) {
      data {
        favoriteId
        favoriteName
        access
        userId
        customerId
        createdAt
        updatedAt
        totalRows
        user {
          fullName
        }
      }
      next
      errors {
        field
        message
      }
    }
  }
`

const FavoriteListsAnswer = Schema.Struct({
  getFavoriteLists: Schema.Struct({
    data: Schema.Array(FavouriteListWire),
    next: Schema.NullOr(Schema.Number),
    errors: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String })),
  }),
})

/** The variables of getFavoriteLists: only the filters asked for, the moment as ISO 8601. */
const searchVariables = ({ fromUpdatedAt, ...rest }: FavouriteListSearch): Record<string, unknown> => ({
  ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
  ...(fromUpdatedAt === undefined ? {} : { fromUpdatedAt: fromUpdatedAt.toISOString() }),
})

const Written = Schema.Struct({ data: Schema.Array(Schema.Unknown) })
const Removed = Schema.Struct({ removed: Schema.Number })

/** Lists asked for per page, the most pages followed, and the most lines one call adds. */
const LISTS_PER_PAGE = 100
const MAX_LIST_PAGES = 50
const ITEMS_PER_CALL = 500

const toList = (wire: typeof FavouriteListWire.Type): FavouriteList => ({
  favoriteId: wire.favoriteId,
  favoriteName: wire.favoriteName,
  access: wire.access,
  userId: wire.userId,
  customerId: wire.customerId,
  createdAt: wire.createdAt,
  updatedAt: wire.updatedAt,
  totalRows: wire.totalRows,
  userFullName: wire.user.fullName,
})

/** `items` in pieces of at most `size`. */
const chunks = <A>(items: readonly A[], size: number): A[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, n) => items.slice(n * size, (n + 1) * size))

/** The favourites port against the services at `endpoint`. */
export const favouritesHttp = (endpoint: ServicesEndpoint) =>
  Layer.effect(
    FavouritesPort,
    Effect.gen(function* () {
      const credentials = yield* ServiceCredentials
      const reporter = yield* ErrorReporter
      const authorized = withToken(credentials)
      const client = serviceClient('user', endpoint, reporter)
      const graph = commerceGraphClient(endpoint, credentials, reporter)
      const listPath = (listId: string) => `v2/favorites/${encodeURIComponent(listId)}`

      /** Every list from `offset` on, following the next marker. */
      const listsFrom = (
        token: string,
        offset: number,
        pages: number,
      ): Effect.Effect<FavouriteList[], ServiceCallFailed> =>
        client
          .call({
            operation: 'favoriteLists',
            method: 'GET',
            path: 'v2/favorites',
            searchParams: { offset, limit: LISTS_PER_PAGE },
            token,
            response: ListPageWire,
          })
          .pipe(
            Effect.flatMap(({ data, next }) => {
              const lists = data.map(toList)
              if (next === null || next <= offset || pages + 1 >= MAX_LIST_PAGES) return Effect.succeed(lists)
              return Effect.map(listsFrom(token, next, pages + 1), (rest) => [...lists, ...rest])
            }),
          )

      return {
        favourites: () =>
          authorized((token) =>
            client.call({
              operation: 'favourites',
              method: 'GET',
              path: 'users/favourites',
              searchParams: { limit: 50 },
              token,
              response: Schema.Struct({ data: Schema.Array(FavouriteWire) }),
            }),
          ).pipe(
            Effect.map(({ data }) =>
              data.map((f) => ({ favouriteId: f.favouriteId, articleNumber: f.articleNumber })),
            ),
          ),
        addFavourite: (articleNumber) =>
          authorized((token) =>
            client.call({
              operation: 'addFavourite',
              method: 'POST',
              path: 'users/favourites',
              json: { articleNumber },
              token,
              response: FavouriteWire,
            }),
          ).pipe(Effect.map((f) => ({ favouriteId: f.favouriteId, articleNumber: f.articleNumber }))),
        removeFavourites: (favouriteIds) =>
          favouriteIds.length === 0
            ? Effect.void
            : authorized((token) =>
                Effect.forEach(
                  chunks(favouriteIds, 100),
                  (ids) =>
                    client.call({
                      operation: 'removeFavourites',
                      method: 'DELETE',
                      path: 'users/favourites',
                      json: { favouriteIds: ids },
                      token,
                      response: Removed,
                    }),
                  { discard: true },
                ),
              ),
        lists: () => authorized((token) => listsFrom(token, 0, 0)),
        searchLists: (search) =>
          graph(
            'getFavoriteLists',
            getFavoriteListsDocument,
            searchVariables(search),
            FavoriteListsAnswer,
          ).pipe(
            Effect.map(({ getFavoriteLists: page }) => ({
              data: page.data.map(toList),
              next: page.next,
              errors: page.errors.map((issue) => ({ field: issue.field, message: issue.message })),
            })),
          ),
        listItems: (listId, page) =>
          authorized((token) =>
            client.call({
              operation: 'favoriteListItems',
              method: 'GET',
              path: `v3/favorites/${encodeURIComponent(listId)}/items`,
              searchParams: { offset: page.offset, limit: page.limit },
              token,
              response: ItemPageWire,
            }),
          ).pipe(
            Effect.map(({ data, next }) => ({
              data: data.map((item) => ({
                favoriteItemId: item.favoriteItemId,
                articleNumber: item.articleNumber,
                quantity: item.quantity,
              })),
              next,
            })),
          ),
        list: (listId) =>
          authorized((token) =>
            client.call({
              operation: 'favoriteList',
              method: 'GET',
              path: listPath(listId),
              token,
              response: FavouriteListWire,
            }),
          ).pipe(Effect.map(toList)),
        createList: (name, access, customerId) =>
          authorized((token) =>
            client.call({
              operation: 'createFavoriteList',
              method: 'POST',
              path: 'v2/favorites',
              json: { name, access, ...(customerId ? { customerId } : {}) },
              token,
              response: FavouriteListWire,
            }),
          ).pipe(Effect.map(toList)),
        renameList: (listId, name) =>
          authorized((token) =>
            client.call({
              operation: 'renameFavoriteList',
              method: 'PUT',
              path: listPath(listId),
              json: { name },
              token,
              response: FavouriteListWire,
            }),
          ).pipe(Effect.map(toList)),
        shareList: (listId, access) =>
          authorized((token) =>
            client.call({
              operation: 'shareFavoriteList',
              method: 'PUT',
              path: listPath(listId),
              json: { access },
              token,
              response: FavouriteListWire,
            }),
          ).pipe(Effect.map(toList)),
        deleteList: (listId) =>
          authorized((token) =>
            client.send({ operation: 'deleteFavoriteList', method: 'DELETE', path: listPath(listId), token }),
          ),
        addToList: (listId, items) =>
          items.length === 0
            ? Effect.void
            : authorized((token) =>
                Effect.forEach(
                  chunks(items, ITEMS_PER_CALL),
                  (chunk) =>
                    client.call({
                      operation: 'addToFavoriteList',
                      method: 'PUT',
                      path: `${listPath(listId)}/articles`,
                      json: { items: chunk },
                      token,
                      response: Written,
                    }),
                  { discard: true },
                ),
              ),
        changeListItem: (listId, itemId, quantity) =>
          authorized((token) =>
            client.call({
              operation: 'changeFavoriteListItem',
              method: 'PUT',
              path: `${listPath(listId)}/articles/${encodeURIComponent(itemId)}`,
              json: { quantity },
              token,
              response: Schema.Struct({ favoriteItemId: Schema.String }),
            }),
          ).pipe(Effect.asVoid),
        removeListItems: (listId, itemIds) =>
          itemIds.length === 0
            ? Effect.succeed(0)
            : authorized((token) =>
                client.call({
                  operation: 'removeFavoriteListItems',
                  method: 'PUT',
                  path: `${listPath(listId)}/articles/batch/delete`,
                  json: { itemIds },
                  token,
                  response: Removed,
                }),
              ).pipe(Effect.map(({ removed }) => removed)),
      }
    }),
  )
