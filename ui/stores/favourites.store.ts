import { makeAutoObservable, runInAction } from 'mobx'
import type { RpcOutput, ShopApi } from '../../server/rpc/shop-api.rpc'

/** A favourite as the flyout shows it. */
export type FavouriteArticle = RpcOutput<'favourites'>[number]

/** The favourites' calls. */
type FavouritesApi = Pick<ShopApi, 'favourites' | 'addFavourite' | 'removeFavourites'>

/**
 * The user's favourites for the favourites flyout and the hearts: read when first shown (no page
 * waits for them), replaced by what each change answers, forgotten on logout.
 */
export class FavouritesStore {
  items: FavouriteArticle[] | null = null
  loading = false
  failed = false
  private pending: Promise<void> | null = null

  constructor(private readonly api: FavouritesApi) {
    makeAutoObservable<FavouritesStore, 'pending' | 'api'>(this, { pending: false, api: false })
  }

  /** Reads the favourites; a failure is kept to be shown. */
  async refresh(): Promise<void> {
    this.loading = true
    this.failed = false
    try {
      const items = await this.api.favourites({})
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
  ensureLoaded(): Promise<void> {
    if (this.items !== null) return Promise.resolve()
    this.pending ??= this.refresh().finally(() => (this.pending = null))
    return this.pending
  }

  /**
   * Adds an article. Answers how it went: 'added', 'alreadyFavourite', or 'confirmCap' when the list
   * has reached the cap the buyer is told about. Failures are rethrown with the spec's key.
   */
  async add(articleNumber: string): Promise<RpcOutput<'addFavourite'>['outcome']> {
    const answer = await this.api.addFavourite({ articleNumber })
    this.take(answer.favourites)
    return answer.outcome
  }

  /** Removes a favourite. A failure is kept to be shown, and rethrown. */
  async remove(favouriteId: string): Promise<void> {
    try {
      this.take(await this.api.removeFavourites({ favouriteIds: [favouriteId] }))
    } catch (error) {
      runInAction(() => (this.failed = true))
      throw error
    }
  }

  /** Takes over the favourites a change answered. */
  private take(items: readonly FavouriteArticle[]): void {
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
