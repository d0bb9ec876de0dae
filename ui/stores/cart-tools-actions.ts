import type { RpcCallOptions, RpcInput } from '../../server/rpc/shop-api.rpc'
import { CartActions, type CartActionsHost } from './cart-actions'

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
 * The cart's changes and reads that only the cart tools, order history, shopping lists, quotes and
 * checkout make: the cart actions and these. Made where they are used (`cartToolsOf`), so that they
 * load with those pages and panels, not with every page.
 */
export class CartToolsActions extends CartActions {
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

  /**
   * After the punch-out form has been posted (shop-core §4): takes the handed-back lines out of the
   * cart (the server deletes the cart when nothing stays), and, unless the post is replacing this
   * page (`leaving`), reads the cart again. The call is sent with keepalive, so it goes out even as
   * the page goes.
   */
  async finishPunchout(cartId: string, cartItemIds: readonly string[], leaving: boolean): Promise<void> {
    await this.api.finishPunchout({ cartId, cartItemIds }, { keepalive: true })
    if (!leaving) await this.host.reloadCart().catch(() => undefined)
  }

  /** What the cart tools offer the acting context: delivery methods, and contexts to transfer from. */
  tools() {
    return this.api.cartTools({})
  }
}

/** The cart tools' actions for the root store `stores`. */
export const cartToolsOf = (stores: CartActionsHost) => new CartToolsActions(stores)
