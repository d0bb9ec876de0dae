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

  constructor() {
    makeAutoObservable(this)
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

  /** Forgets the favourites (logout, another user). */
  clear(): void {
    this.items = null
    this.failed = false
  }
}
