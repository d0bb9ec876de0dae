import { makeAutoObservable, runInAction } from 'mobx'
import { nextCartStatus, type CartEvent, type CartStatus } from '../../core/domain/cart-status'
import type { RpcOutput } from '../../server/rpc/shop-api.rpc'

/** The cart as the shell shows it. */
export type CartView = RpcOutput<'cart'>

/** The serialisable state of the cart store. */
export interface CartSnapshot {
  readonly status: CartStatus
  readonly view: CartView | null
  readonly loadedFor: string | null
}

/**
 * The buyer's cart, driven by the cart status machine of shop-core §4: noCart until the first load,
 * mutating while a call runs, idle after it, error when a cart call failed. Entering noCart (logout)
 * forgets the cart.
 */
export class CartStore {
  status: CartStatus = 'noCart'
  view: CartView | null = null
  /** The customer/project context the cart was read for (a cart belongs to one). */
  loadedFor: string | null = null

  constructor() {
    makeAutoObservable(this)
  }

  /** How many lines the cart has (0 before it is loaded). */
  get lineCount(): number {
    return this.view?.lineCount ?? 0
  }

  /** Whether the cart has been read. */
  get loaded(): boolean {
    return this.view !== null
  }

  /** Moves the status machine; noCart forgets the cart. */
  dispatch(event: CartEvent): void {
    this.status = nextCartStatus(this.status, event)
    if (this.status === 'noCart') {
      this.view = null
      this.loadedFor = null
    }
  }

  /**
   * Reads the cart of context `key` with `load` (a ShopApi call), through mutating to idle — or
   * error, rethrown.
   */
  async refresh(load: () => Promise<CartView>, key: string): Promise<void> {
    this.dispatch('UPDATE')
    try {
      const view = await load()
      runInAction(() => {
        this.view = view
        this.loadedFor = key
        this.dispatch('SUCCESS')
      })
    } catch (error) {
      runInAction(() => this.dispatch('ERROR'))
      throw error
    }
  }

  /**
   * Runs a cart change with `run` (a ShopApi call answering the changed cart), through mutating to
   * idle — or error, rethrown so the caller can say what went wrong. Returns the call's answer.
   */
  async change<T extends { readonly cart: CartView }>(run: () => Promise<T>, key: string): Promise<T> {
    this.dispatch('UPDATE')
    try {
      const answer = await run()
      runInAction(() => {
        this.view = answer.cart
        this.loadedFor = key
        this.dispatch('SUCCESS')
      })
      return answer
    } catch (error) {
      runInAction(() => this.dispatch('ERROR'))
      throw error
    }
  }

  /** The state to hand from the server to the browser. */
  snapshot(): CartSnapshot {
    return { status: this.status, view: this.view, loadedFor: this.loadedFor }
  }

  /** Takes over the server's state before hydration. */
  restore(snapshot: CartSnapshot): void {
    this.status = snapshot.status
    this.view = snapshot.view
    this.loadedFor = snapshot.loadedFor
  }
}
