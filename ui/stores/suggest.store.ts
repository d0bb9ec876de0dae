import { makeAutoObservable, runInAction } from 'mobx'
import type { RpcOutput, ShopApi } from '../../server/rpc/shop-api.rpc'
import { browserSchedule, type Schedule } from './schedule'

/** How long typing must pause before suggestions are asked for. */
export const FAYT_DELAY_MS = 200
/** Suggestions start from this many characters. */
export const FAYT_MIN_CHARS = 2

/** What the suggestions panel shows. */
export type Suggestions = RpcOutput<'suggest'>

/**
 * Find-as-you-type (shop-core §4 Search): suggestions for what the buyer typed in the search box,
 * asked for once typing pauses, from two characters on. An answer to something no longer in the box
 * is dropped, so a late answer never replaces a newer one; `shown` runs when suggestions arrive.
 */
export class SuggestStore {
  /** The suggestions for what is in the box; null while there are none to show. */
  current: Suggestions | null = null

  private asked = 0
  private cancel: (() => void) | null = null

  constructor(
    private readonly api: Pick<ShopApi, 'suggest'>,
    private readonly shown: () => void,
    private readonly schedule: Schedule = browserSchedule,
  ) {
    makeAutoObservable<SuggestStore, 'api' | 'shown' | 'schedule' | 'asked' | 'cancel'>(this, {
      api: false,
      shown: false,
      schedule: false,
      asked: false,
      cancel: false,
    })
  }

  /** What the buyer typed; null when the box holds what the page shows (nothing to suggest for). */
  typed(text: string | null): void {
    // What is on its way is for older text; what is shown stays until the new answer replaces it.
    this.asked++
    this.cancel?.()
    this.cancel = null
    const query = (text ?? '').trim()
    if (query.length < FAYT_MIN_CHARS) {
      this.current = null
      return
    }
    const ask = this.asked
    this.cancel = this.schedule(() => {
      this.api.suggest({ q: query }).then(
        (found) => {
          if (ask !== this.asked) return
          runInAction(() => (this.current = found))
          this.shown()
        },
        () => {
          if (ask === this.asked) runInAction(() => (this.current = null))
        },
      )
    }, FAYT_DELAY_MS)
  }

  /** Drops the suggestions and whatever is still on its way (a search was made, the box left). */
  forget(): void {
    this.asked++
    this.cancel?.()
    this.cancel = null
    this.current = null
  }
}
