import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import {
  canRemoveItems,
  CART_UPDATE_DEBOUNCE_MS,
  type CartEvent,
  type CartStatus,
  nextCartStatus,
  RECENTLY_ADDED_MS,
} from '@proffsbutik/core/domain'
import type { RpcInput, RpcOutput } from '../../server/rpc/shop-api.rpc'
import { ShopApiError } from '../api-error'
import { trackCartChange } from '../tracking/track'
import { browserSchedule, type Schedule } from './schedule'

/** The cart as the shell shows it. */
export type CartView = RpcOutput<'cart'>

/** One line of the cart. */
export type CartLineView = CartView['deliveries'][number]['lines'][number]

/** A batch of line changes as the updateCartLines RPC takes it. */
export type LineChanges = RpcInput<'updateCartLines'>['changes']

/** Sends a batch of line changes and answers the cart after it (a ShopApi call). */
export type SendChanges = (changes: LineChanges) => Promise<{ readonly cart: CartView }>

/** Every line of a cart, delivery after delivery. */
export const linesOf = (cart: CartView): CartLineView[] =>
  cart.deliveries.flatMap((delivery) => delivery.lines)

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

  /** Quantities typed and not yet sent, by line: shown instead of the cart's until saved. */
  pending: Record<string, number> = {}
  /** Quantities sent and not yet answered, by line. */
  sending: Record<string, number> = {}
  /** Why the last batch of edits failed (a message key); the edits wait for a retry. */
  editProblem: string | null = null
  /** The lines just added, shown for RECENTLY_ADDED_MS. */
  recentlyAdded: readonly string[] = []
  /** The lines the buyer has ticked. */
  selected: readonly string[] = []

  private cancelFlush: (() => void) | null = null
  private cancelRecent: (() => void) | null = null
  private send: SendChanges | null = null
  private sendKey = ''
  private flushing: Promise<void> | null = null

  constructor(private readonly schedule: Schedule = browserSchedule) {
    makeAutoObservable<CartStore, 'schedule' | 'cancelFlush' | 'cancelRecent' | 'send' | 'flushing'>(this, {
      // Replaced whole by each answer, never changed in place: observed as references, so a
      // 1,000-line answer is not made observable property by property.
      view: observableRef,
      recentlyAdded: observableRef,
      selected: observableRef,
      schedule: false,
      cancelFlush: false,
      cancelRecent: false,
      send: false,
      flushing: false,
    })
  }

  /** Every line of the cart, in delivery order. */
  get lines(): readonly CartLineView[] {
    return this.view ? linesOf(this.view) : []
  }

  /** The quantity to show for a line: typed, else being saved, else the cart's. */
  quantityOf(line: Pick<CartLineView, 'cartItemId' | 'quantity'>): number {
    return this.pending[line.cartItemId] ?? this.sending[line.cartItemId] ?? line.quantity
  }

  /** Some edit is not saved yet. */
  get hasUnsavedEdits(): boolean {
    return Object.keys(this.pending).length > 0 || Object.keys(this.sending).length > 0
  }

  /**
   * Takes a typed quantity. Edits are collected for CART_UPDATE_DEBOUNCE_MS after the last one and
   * then go out as one batch with `send`; a failed batch keeps its quantities on screen, says why,
   * and waits for `retry` (or the next edit).
   */
  editQuantity(cartItemId: string, quantity: number, send: SendChanges, key: string): void {
    this.pending = { ...this.pending, [cartItemId]: quantity }
    this.send = send
    this.sendKey = key
    this.cancelFlush?.()
    this.cancelFlush = this.schedule(() => void this.flush(), CART_UPDATE_DEBOUNCE_MS)
  }

  /** Sends the waiting edits now (after the debounce, or when the buyer asks to try again). */
  async flush(): Promise<void> {
    this.cancelFlush?.()
    this.cancelFlush = null
    // One batch at a time, so answers cannot arrive out of order.
    while (this.flushing) await this.flushing
    const send = this.send
    const batch = this.pending
    if (!send || Object.keys(batch).length === 0) return
    runInAction(() => {
      this.pending = {}
      this.sending = batch
    })
    const changes = Object.entries(batch).map(([cartItemId, quantity]) => ({ cartItemId, quantity }))
    this.flushing = this.change(() => send(changes), this.sendKey).then(
      () =>
        runInAction(() => {
          this.sending = {}
          this.editProblem = null
        }),
      (error: unknown) =>
        runInAction(() => {
          // Nothing typed is lost: the failed quantities wait again, behind anything typed since.
          this.pending = { ...this.sending, ...this.pending }
          this.sending = {}
          this.editProblem = error instanceof ShopApiError ? error.key : 'errors.cart_update_products'
        }),
    )
    try {
      await this.flushing
    } finally {
      this.flushing = null
    }
  }

  /** Sends the edits that failed again. */
  retry(): Promise<void> {
    return this.flush()
  }

  /**
   * Removes lines with `run` (a ShopApi call answering the cart). Ignored while a change is in
   * flight (shop-core §4): answers false then.
   */
  async remove(run: () => Promise<{ readonly cart: CartView }>, cartItemIds: readonly string[], key: string) {
    if (!canRemoveItems(this.status)) return false
    await this.change(run, key)
    runInAction(() => {
      this.selected = this.selected.filter((id) => !cartItemIds.includes(id))
      const pending = { ...this.pending }
      for (const id of cartItemIds) delete pending[id]
      this.pending = pending
    })
    return true
  }

  /** Ticks or unticks a line. */
  toggleSelected(cartItemId: string, on: boolean): void {
    const others = this.selected.filter((id) => id !== cartItemId)
    this.selected = on ? [...others, cartItemId] : others
  }

  /** Ticks every line given, or none. */
  selectAll(cartItemIds: readonly string[]): void {
    this.selected = [...cartItemIds]
  }

  /** Notes lines just added; the note clears after RECENTLY_ADDED_MS. */
  noteAdded(cartItemIds: readonly string[]): void {
    this.cancelRecent?.()
    this.recentlyAdded = [...cartItemIds]
    this.cancelRecent = this.schedule(() => runInAction(() => (this.recentlyAdded = [])), RECENTLY_ADDED_MS)
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
      this.pending = {}
      this.sending = {}
      this.selected = []
      this.editProblem = null
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
   * What the change added and removed goes to the data layer (add_to_cart, remove_from_cart, with
   * `listName` when the lines came from a list), judged against the cart it changed.
   */
  async change<T extends { readonly cart: CartView }>(
    run: () => Promise<T>,
    key: string,
    listName?: string,
  ): Promise<T> {
    this.dispatch('UPDATE')
    // The lines as they were: an answer replaces the cart's view, it never changes a line in place.
    const before = this.view && this.loadedFor === key ? this.lines : null
    try {
      const answer = await run()
      if (before) trackCartChange(before, linesOf(answer.cart), listName)
      runInAction(() => {
        this.view = answer.cart
        this.loadedFor = key
        this.dispatch('SUCCESS')
        const present = new Set(this.lines.map((line) => line.cartItemId))
        this.selected = this.selected.filter((id) => present.has(id))
      })
      const added = (answer as { readonly cartItemIds?: readonly string[] }).cartItemIds
      if (added && added.length > 0) this.noteAdded(added)
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
