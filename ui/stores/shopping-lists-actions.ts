import type { RpcInput, RpcOutput, ShopApi } from '../../server/rpc/shop-api.rpc'

/** A list the buyer can put articles in, as the choice of "Lägg i inköpslista" shows it. */
export type ListChoice = RpcOutput<'shoppingLists'>['lists'][number]

/** The lines to put in a list: articles and quantities. */
export type ListItems = RpcInput<'addToShoppingList'>['items']

/** Where articles go: a list the buyer sees, or a new private list of that name. */
export type ListTarget = { readonly listId: string; readonly name: string } | { readonly newName: string }

/**
 * The shopping lists of the customer the buyer acts for, as the shell changes them outside a list's
 * own page (shop-core §4 Shopping lists): making a list, and putting articles in one. Failures are
 * rethrown with the spec's key.
 */
export class ShoppingListsActions {
  constructor(private readonly host: { readonly api: ShopApi }) {}

  /** The lists the buyer can choose from (the first page of the overview). */
  async choices(): Promise<readonly ListChoice[]> {
    return (await this.host.api.shoppingLists({ offset: 0 })).lists
  }

  /** Makes a list; answers its id. */
  async create(list: RpcInput<'createShoppingList'>): Promise<string> {
    return (await this.host.api.createShoppingList(list)).favoriteId
  }

  /**
   * Puts articles in a list, made first (private) when the target is a new one. Answers the list
   * they went to, with its name.
   */
  async addItems(target: ListTarget, items: ListItems): Promise<{ listId: string; name: string }> {
    const list =
      'newName' in target
        ? {
            listId: await this.create({ name: target.newName, access: 'private' }),
            name: target.newName.trim(),
          }
        : target
    await this.host.api.addToShoppingList({ listId: list.listId, items })
    return list
  }
}

/** The actions for the root store `stores`, made where they are used (the shopping-list forms): they load with those. */
export const shoppingListsOf = (stores: { readonly api: ShopApi }) => new ShoppingListsActions(stores)
