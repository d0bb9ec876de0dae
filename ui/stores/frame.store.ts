import { makeAutoObservable } from 'mobx'
import type { RpcOutput, ShopApi } from '../../server/rpc/shop-api.rpc'
import { CLOSED_BANNERS_COOKIE } from '../shell-settings'

/** What the frame shows: the product menu and the active banners. */
export type SiteFrame = RpcOutput<'siteFrame'>

/** The serialisable state of the frame store. */
export interface FrameSnapshot {
  readonly frame: SiteFrame | null
  readonly closed: readonly string[]
}

/**
 * The header's data, read once per browser tab, and the banners closed this session (content §4:
 * closing a banner hides it for the session). Closed ids live in a session cookie, so the server
 * leaves them out of the page too and nothing flashes on load.
 */
export class FrameStore {
  frame: SiteFrame | null = null
  closed: string[] = []

  constructor(closed: readonly string[] = []) {
    this.closed = [...closed]
    makeAutoObservable(this)
  }

  /** Whether the frame data has been read. */
  get loaded(): boolean {
    return this.frame !== null
  }

  /** Takes over what siteFrame answered. */
  take(frame: SiteFrame): void {
    this.frame = frame
  }

  /**
   * Reads the frame again with `load` when the assortment it is of may have changed: always when
   * `assortmentName` is unknown (after a login), else only when it differs from the menu's (shop-core
   * §4: the assortment menu is fetched again when the assortment name changes).
   */
  async refreshFor(assortmentName: string | null | undefined, load: () => Promise<SiteFrame>): Promise<void> {
    if (assortmentName !== undefined && assortmentName === (this.frame?.assortmentName ?? null)) return
    const frame = await load()
    this.take(frame)
  }

  /** The assortments the buyer may switch between, if any (none under EJ_ANDRA_SORTIMENT). */
  get assortments() {
    return this.frame?.assortments
  }

  /**
   * Browses another of the customer's assortments, then reads the frame again: the menu is the new
   * assortment's. Fails as the RPC does (a denied or unknown assortment changes nothing).
   */
  async chooseAssortment(
    assortmentId: string,
    api: Pick<ShopApi, 'chooseAssortment' | 'siteFrame'>,
  ): Promise<void> {
    await api.chooseAssortment({ assortmentId })
    this.take(await api.siteFrame({}))
  }

  /** The alert banners still open. */
  get alerts() {
    return (this.frame?.alerts ?? []).filter((banner) => !this.closed.includes(banner.id))
  }

  /** The information banners still open. */
  get information() {
    return (this.frame?.information ?? []).filter((banner) => !this.closed.includes(banner.id))
  }

  /** Closes a banner for the rest of the browser session. */
  closeBanner(id: string): void {
    if (!this.closed.includes(id)) this.closed.push(id)
    if (typeof document !== 'undefined')
      document.cookie = `${CLOSED_BANNERS_COOKIE}=${encodeURIComponent(this.closed.join(','))}; path=/; SameSite=Lax`
  }

  /** The state to hand from the server to the browser. */
  snapshot(): FrameSnapshot {
    return { frame: this.frame, closed: this.closed }
  }

  /** Takes over the server's state before hydration. */
  restore(snapshot: FrameSnapshot): void {
    this.frame = snapshot.frame
    this.closed = [...snapshot.closed]
  }
}
