import type { RpcCallOptions, RpcInput } from '../../server/rpc/shop-api.rpc'
import type { ShopApi } from '../api'
import type { CartStore, LineChanges } from './cart.store'

/** What the cart's changes need from the root store: the ShopApi, the cart, the context, the chosen stores. */
export interface CartActionsHost {
  readonly api: ShopApi
  readonly cart: CartStore
  readonly session: { readonly contextKey: string }
  readonly chosenStores: Pick<RpcInput<'cart'>, 'stores'>
}

/** A context the cart's lines can be transferred from: a customer, and one of its projects or none. */
export interface TransferSource {
  readonly customerId: string
  readonly projectId?: string
}

const sourceRef = (from: TransferSource): TransferSource => ({
  customerId: from.customerId,
  ...(from.projectId === undefined ? {} : { projectId: from.projectId }),
})

/**
 * Every change to the buyer's cart, as the shell makes it: a ShopApi call that answers the cart after
 * it, read with the stores this browser chose, for the context the buyer acts for, run through the
 * cart store's status machine (shop-core §4). Failures are rethrown (a ShopApiError with the spec's
 * message key) for the component to show; `listName` names where added lines came from, for the
 * data layer.
 */
export class CartActions {
  constructor(private readonly host: CartActionsHost) {}

  private get key() {
    return this.host.session.contextKey
  }

  private get api() {
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

  /** Orders an earlier order's lines again (all, or the numbered ones). */
  reorder(input: Omit<RpcInput<'reorderLines'>, 'stores'>, listName?: string) {
    return this.host.cart.change(
      () => this.api.reorderLines({ ...this.host.chosenStores, ...input }),
      this.key,
      listName,
    )
  }

  /** Adds a shopping list's lines (all, or the chosen ones). */
  addShoppingList(input: RpcInput<'addShoppingListToCart'>, listName?: string) {
    return this.host.cart.change(() => this.api.addShoppingListToCart(input), this.key, listName)
  }

  /** Adds the lines of an uploaded spreadsheet, reporting how much of it has gone out. */
  upload(input: RpcInput<'uploadCartSheet'>, options?: RpcCallOptions) {
    return this.host.cart.change(() => this.api.uploadCartSheet(input, options), this.key)
  }

  /** Moves the lines of another context's cart into this one. */
  transferFrom(source: TransferSource) {
    return this.host.cart.change(() => this.api.transferCartFrom(sourceRef(source)), this.key)
  }

  /** What a transfer from `source` would move: its name and how many lines it has. */
  transferSource(source: TransferSource) {
    return this.api.transferSource(sourceRef(source))
  }

  /** What the quick-order lines would add to a delivery method, line by line. */
  quickOrderPreview(input: RpcInput<'quickOrderPreview'>) {
    return this.api.quickOrderPreview(input)
  }

  /** The cart's lines (all, or the chosen ones) as a spreadsheet. */
  exportSheet(cartItemIds?: readonly string[]) {
    return this.api.exportCartSheet(cartItemIds ? { cartItemIds: [...cartItemIds] } : {})
  }

  /** Makes a quote of the chosen deliveries for the buyer's end customer (EJ_SKAPA_OFFERT). */
  createQuote(request: RpcInput<'createQuote'>) {
    return this.api.createQuote({ ...request, deliveryIds: [...request.deliveryIds] })
  }

  /** Asks for a delivery date on a delivery; answers the date the delivery now has. */
  setDeliveryDate(input: RpcInput<'setDeliveryDate'>) {
    return this.api.setDeliveryDate(input)
  }

  /** Saves a new delivery address for a delivery at checkout; answers it, saved. */
  saveDeliveryAddress(input: RpcInput<'saveDeliveryAddress'>) {
    return this.api.saveDeliveryAddress(input)
  }

  /** What the cart tools offer the acting context: delivery methods, and contexts to transfer from. */
  tools() {
    return this.api.cartTools({})
  }
}
