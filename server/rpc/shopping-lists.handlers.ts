/** The use cases behind the shopping-list RPCs (shopping-lists.rpc.ts). */
import { Effect } from 'effect'
import {
  addListToActiveCart,
  addToShoppingList,
  changeShoppingList,
  changeShoppingListLine,
  createShoppingList,
  deleteShoppingList,
  removeShoppingListLines,
  shoppingListLines,
  shoppingListPage,
  shoppingListsOverview,
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
  changeShoppingList: ({ listId, ...change }) => changeShoppingList(listId, change),
  deleteShoppingList: ({ listId }) => Effect.as(deleteShoppingList(listId), {}),
  addToShoppingList: ({ listId, items }) => addToShoppingList(listId, items),
  changeShoppingListLine: ({ listId, itemId, quantity }) => changeShoppingListLine(listId, itemId, quantity),
  removeShoppingListLines: ({ listId, itemIds }) => removeShoppingListLines(listId, itemIds),
  addShoppingListToCart: ({ listId, deliveryId, itemIds }) =>
    addListToActiveCart(listId, deliveryId, itemIds),
}
