import { makeAutoObservable, runInAction } from 'mobx'
import type { RpcOutput } from '../../server/rpc/shop-api.rpc'

/** A favourite as the flyout shows it. */
export type FavouriteArticle = RpcOutput<'favourites'>[number]

/**
 * The user's favourites for the favourites flyout: read when the flyout first opens (no page waits
 * for them), replaced by what each change answers, forgotten on logout.
 */
export class FavouritesStore {
  items: FavouriteArticle[] | null = null
  loading = false
  failed = false
  private pending: Promise<void> | null = null

  constructor() {
    makeAutoObservable<FavouritesStore, 'pending'>(this, { pending: false })
  }

  /** Reads the favourites with `load` (a ShopApi call); a failure is kept to be shown. */
  async refresh(load: () => Promise<readonly FavouriteArticle[]>): Promise<void> {
    this.loading = true
    this.failed = false
    try {
      const items = await load()
      runInAction(() => (this.items = [...items]))
    } catch {
      runInAction(() => (this.failed = true))
    } finally {
      runInAction(() => (this.loading = false))
    }
  }

  /**
   * Reads the favourites once for whatever shows them (the flyout, the hearts on a page): a second
   * ask while the first is under way waits for it.
   */
  ensureLoaded(load: () => Promise<readonly FavouriteArticle[]>): Promise<void> {
    if (this.items !== null) return Promise.resolve()
    this.pending ??= this.refresh(load).finally(() => (this.pending = null))
    return this.pending
  }

  /** Takes over the favourites a change answered. */
  take(items: readonly FavouriteArticle[]): void {
    this.items = [...items]
    this.failed = false
  }

  /** The favourite of an article, if it is one (undefined while unknown). */
  favouriteOf(articleNumber: string): FavouriteArticle | undefined {
    return this.items?.find((item) => item.articleNumber === articleNumber)
  }

  /** Forgets the favourites (logout, another user). */
  clear(): void {
    this.items = null
    this.failed = false
  }
}
