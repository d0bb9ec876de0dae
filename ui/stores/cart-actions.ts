import type { RpcInput } from '../../server/rpc/shop-api.rpc'
import type { ShopApi } from '../api'
import type { CartStore, LineChanges } from './cart.store'

/** What the cart's changes need from the root store: the ShopApi, the cart, the context, the chosen stores. */
export interface CartActionsHost {
  readonly api: ShopApi
  readonly cart: CartStore
  readonly session: { readonly contextKey: string }
  readonly chosenStores: Pick<RpcInput<'cart'>, 'stores'>
  /** Reads the cart again (the root store's). */
  reloadCart(): Promise<void>
}

/**
 * Every change to the buyer's cart, as the shell makes it: a ShopApi call that answers the cart after
 * it, read with the stores this browser chose, for the context the buyer acts for, run through the
 * cart store's status machine (shop-core §4). Failures are rethrown (a ShopApiError with the spec's
 * message key) for the component to show; `listName` names where added lines came from, for the
 * data layer.
 */
export class CartActions {
  constructor(protected readonly host: CartActionsHost) {}

  protected get key() {
    return this.host.session.contextKey
  }

  protected get api() {
    return this.host.api
  }

  /** Sends a batch of line changes with the chosen stores. */
  private readonly send = (changes: LineChanges) =>
    this.api.updateCartLines({ ...this.host.chosenStores, changes })

  /** A typed quantity: batched with the others of the next 500 ms. */
  editQuantity(cartItemId: string, quantity: number): void {
    this.host.cart.editQuantity(cartItemId, quantity, this.send, this.key)
  }

  /** Sends failed quantity edits again. */
  retryEdits(): Promise<void> {
    return this.host.cart.retry()
  }

  /** Changes lines at once (a move or a label). */
  update(changes: LineChanges) {
    return this.host.cart.change(() => this.send(changes), this.key)
  }

  /** Removes lines; false when ignored because a change is in flight. */
  remove(cartItemIds: readonly string[]): Promise<boolean> {
    return this.host.cart.remove(
      () => this.api.removeCartLines({ ...this.host.chosenStores, cartItemIds: [...cartItemIds] }),
      cartItemIds,
      this.key,
    )
  }

  /** Removes every line; false when ignored because a change is in flight. */
  empty(): Promise<boolean> {
    const { cart } = this.host
    return cart.remove(
      () => this.api.emptyCart(this.host.chosenStores),
      cart.lines.map((line) => line.cartItemId),
      this.key,
    )
  }

  /** Takes a delivery into the order, or leaves it out. */
  include(deliveryId: string, included: boolean) {
    return this.host.cart.change(
      () => this.api.includeDelivery({ ...this.host.chosenStores, deliveryId, included }),
      this.key,
    )
  }

  /** Replaces a line's article by its successor. */
  replace(cartItemId: string, articleNumber: string) {
    return this.host.cart.change(
      () => this.api.replaceCartLine({ ...this.host.chosenStores, cartItemId, articleNumber }),
      this.key,
    )
  }

  /** Adds lines to a delivery method's delivery. */
  add(input: RpcInput<'addToCart'>, listName?: string) {
    return this.host.cart.change(() => this.api.addToCart(input), this.key, listName)
  }
}

/**
 * The cart's actions for the root store `stores`. Made where they are used (the cart page, the cart
 * tools), so that they load with those and not with every page.
 */
export const cartActionsOf = (stores: CartActionsHost) => new CartActions(stores)
