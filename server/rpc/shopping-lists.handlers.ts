/** The use cases behind the shopping-list RPCs (shopping-lists.rpc.ts). */
import { Effect } from 'effect'
import {
  activeCartId,
  cartOverview,
  addListToCart,
  addToShoppingList,
  changeShoppingListLine,
  createShoppingList,
  deleteShoppingList,
  removeShoppingListLines,
  renameShoppingList,
  shareShoppingList,
  shoppingListLines,
  shoppingListPage,
  shoppingListsOverview,
  withMayManage,
} from '@proffsbutik/core/usecases'
import type { Handlers } from './rpc-handlers'
import type { shoppingListsRpcs } from './shopping-lists.rpc'

/** Which use case answers each shopping-list RPC. */
export const shoppingListsHandlers: Handlers<typeof shoppingListsRpcs> = {
  shoppingLists: ({ offset }) => shoppingListsOverview(offset),
  shoppingList: ({ listId }) => shoppingListPage(listId),
  shoppingListLines: ({ listId, offset }) => shoppingListLines(listId, offset),
  createShoppingList: ({ name, access }) =>
    Effect.map(createShoppingList(name, access), (list) => ({ favoriteId: list.favoriteId })),
  changeShoppingList: ({ listId, name, access }) =>
    Effect.gen(function* () {
      const renamed = name === undefined ? undefined : yield* renameShoppingList(listId, name)
      const shared = access === undefined ? renamed : yield* shareShoppingList(listId, access)
      // The list as the last change answered it (or as it is, when nothing was asked to change).
      return yield* withMayManage(shared ?? (yield* shoppingListPage(listId)).list)
    }),
  deleteShoppingList: ({ listId }) => Effect.as(deleteShoppingList(listId), {}),
  addToShoppingList: ({ listId, items }) => addToShoppingList(listId, items),
  changeShoppingListLine: ({ listId, itemId, quantity }) => changeShoppingListLine(listId, itemId, quantity),
  removeShoppingListLines: ({ listId, itemIds }) => removeShoppingListLines(listId, itemIds),
  addShoppingListToCart: ({ listId, deliveryId, itemIds }) =>
    Effect.gen(function* () {
      const added = yield* addListToCart(listId, yield* activeCartId, deliveryId, itemIds)
      return { ...added, cart: yield* cartOverview() }
    }),
}
