import { makeAutoObservable, runInAction } from 'mobx'
import { ShopApiError } from '../api-error'
import type { RpcOutput, ShopApi } from '../../server/rpc/shop-api.rpc'

/** A page of a list's lines as the RPC answers it. */
export type ListLinesPage = RpcOutput<'shoppingListLines'>
/** A line of a list, its article named. */
export type ListLine = ListLinesPage['lines'][number]
/** A list as the screens show it. */
export type ShoppingListView = RpcOutput<'shoppingList'>['list']

/** The calls one list's page makes. */
export type ShoppingListApi = Pick<
  ShopApi,
  | 'changeShoppingList'
  | 'deleteShoppingList'
  | 'shoppingListLines'
  | 'changeShoppingListLine'
  | 'removeShoppingListLines'
>

/** A list's first page of lines as its loader read it. */
export interface FirstPage {
  readonly list: ShoppingListView
  readonly lines: readonly ListLine[]
  readonly next?: number | undefined
}

/** The catalog key a failed call shows: the answer's own, else errors.try_again_later_or_contact. */
export function listFailureKey(error: unknown): string {
  return error instanceof ShopApiError && error.key !== 'errors.bad_request'
    ? error.key
    : 'errors.try_again_later_or_contact'
}

/**
 * One shopping list on its page: the list, the lines read so far (further pages appended with the
 * next marker), the ticked lines, the quantities being typed, and the last failure. Made per page
 * from the loader's data, with the ShopApi it makes its calls with.
 */
export class ShoppingListStore {
  list: ShoppingListView
  lines: ListLine[]
  next: number | undefined
  selected: string[] = []
  /** Quantities as typed, by line, until saved. */
  drafts: Record<string, string> = {}
  /** The key of the last failed call, shown above the lines. */
  failure: string | null = null
  busy = false

  constructor(
    first: FirstPage,
    private readonly api: ShoppingListApi,
  ) {
    this.list = first.list
    this.lines = [...first.lines]
    this.next = first.next
    makeAutoObservable<ShoppingListStore, 'api'>(this, { api: false })
  }

  private get listId() {
    return this.list.favoriteId
  }

  /**
   * The store for a page read again, keeping the lines read beyond its first page with "Visa fler"
   * when the list is the one this store showed, unchanged since (the same version and first lines).
   * The first page's lines are the fresh ones.
   */
  continuedBy(first: FirstPage): ShoppingListStore {
    const unchanged =
      first.list.favoriteId === this.list.favoriteId &&
      first.list.updatedAt === this.list.updatedAt &&
      first.lines.every((line, index) => this.lines[index]?.favoriteItemId === line.favoriteItemId)
    if (!unchanged || this.lines.length <= first.lines.length) return new ShoppingListStore(first, this.api)
    return new ShoppingListStore(
      { list: first.list, lines: [...first.lines, ...this.lines.slice(first.lines.length)], next: this.next },
      this.api,
    )
  }

  /** Whether every line read so far is ticked. */
  get allSelected(): boolean {
    return this.lines.length > 0 && this.selected.length === this.lines.length
  }

  /** Renames the list; answers whether it went through. */
  rename(name: string): Promise<boolean> {
    return this.run(async () =>
      this.takeList(await this.api.changeShoppingList({ listId: this.listId, name })),
    )
  }

  /** Shares a private list within the customer, or makes a shared one private again. */
  toggleAccess(): Promise<boolean> {
    const access = this.list.access === 'private' ? 'customer' : 'private'
    return this.run(async () =>
      this.takeList(await this.api.changeShoppingList({ listId: this.listId, access })),
    )
  }

  /** Deletes the list; answers whether it went through. */
  delete(): Promise<boolean> {
    return this.run(async () => {
      await this.api.deleteShoppingList({ listId: this.listId })
    })
  }

  /** Takes over the list after a change (name, access). */
  private takeList(list: ShoppingListView): void {
    this.list = list
  }

  /** Ticks or unticks a line. */
  toggle(itemId: string, on: boolean): void {
    const others = this.selected.filter((id) => id !== itemId)
    this.selected = on ? [...others, itemId] : others
  }

  /** Ticks every line read so far, or none. */
  selectAll(on: boolean): void {
    this.selected = on ? this.lines.map((line) => line.favoriteItemId) : []
  }

  /** Keeps what is typed in a line's quantity field. */
  type(itemId: string, text: string): void {
    this.drafts = { ...this.drafts, [itemId]: text }
  }

  /** The quantity field's text of a line: as typed, else the saved quantity. */
  quantityText(line: ListLine): string {
    return this.drafts[line.favoriteItemId] ?? String(line.quantity).replace('.', ',')
  }

  /** Reads the next page of lines and appends them. */
  async loadMore(): Promise<void> {
    const offset = this.next
    if (offset === undefined || this.busy) return
    await this.run(async () => {
      const page = await this.api.shoppingListLines({ listId: this.listId, offset })
      runInAction(() => {
        const known = new Set(this.lines.map((line) => line.favoriteItemId))
        this.lines.push(...page.lines.filter((line) => !known.has(line.favoriteItemId)))
        this.next = page.next
      })
    })
  }

  /**
   * Saves a line's quantity, read from what was typed (the line's form refuses a quantity the list
   * does not take before any call); the typed text stays until it is saved.
   */
  saveQuantity(itemId: string, quantity: number): Promise<boolean> {
    return this.run(async () => {
      const saved = await this.api.changeShoppingListLine({ listId: this.listId, itemId, quantity })
      runInAction(() => {
        this.lines = this.lines.map((l) =>
          l.favoriteItemId === itemId ? { ...l, quantity: saved.quantity } : l,
        )
        const { [itemId]: _saved, ...drafts } = this.drafts
        this.drafts = drafts
      })
    })
  }

  /** Removes the ticked lines in one call; the next page's offset moves back as many. */
  async removeSelected(): Promise<boolean> {
    const itemIds = [...this.selected]
    if (itemIds.length === 0) return false
    return this.run(async () => {
      await this.api.removeShoppingListLines({ listId: this.listId, itemIds })
      runInAction(() => {
        this.lines = this.lines.filter((line) => !itemIds.includes(line.favoriteItemId))
        this.selected = []
        if (this.next !== undefined) this.next = Math.max(0, this.next - itemIds.length)
        this.list = {
          ...this.list,
          totalRows: Math.max(0, this.list.totalRows - itemIds.length),
        }
      })
    })
  }

  /** Runs a call, keeping the failure's key to show; answers whether it went through. */
  async run(call: () => Promise<void>): Promise<boolean> {
    this.busy = true
    this.failure = null
    try {
      await call()
      return true
    } catch (error) {
      runInAction(() => (this.failure = listFailureKey(error)))
      return false
    } finally {
      runInAction(() => (this.busy = false))
    }
  }
}
