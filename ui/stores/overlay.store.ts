import { makeAutoObservable } from 'mobx'

/** The overlay areas of the shop (spec: shop-core §2); at most one is open at a time. */
export type OverlayArea =
  | 'servicesMenu'
  | 'extraMenu'
  | 'productMenu'
  | 'mobileNav'
  | 'cartFlyout'
  | 'projectFlyout'
  | 'faytContainer'
  | 'historyContainer'
  | 'accountFlyout'
  | 'favoritesFlyout'

/** The serialisable state of the overlay store. */
export interface OverlaySnapshot {
  readonly open: OverlayArea | null
}

/** Which overlay is open. Opening one closes the others (the menus close each other). */
export class OverlayStore {
  open: OverlayArea | null = null

  constructor() {
    makeAutoObservable(this)
  }

  /** Whether an area is open. */
  isOpen(area: OverlayArea): boolean {
    return this.open === area
  }

  /** Opens an area, closing any other. */
  show(area: OverlayArea): void {
    this.open = area
  }

  /** Opens a closed area or closes an open one. */
  toggle(area: OverlayArea): void {
    this.open = this.open === area ? null : area
  }

  /** Closes whatever is open. */
  close(): void {
    this.open = null
  }

  /** The state to hand from the server to the browser. */
  snapshot(): OverlaySnapshot {
    return { open: this.open }
  }

  /** Takes over the state the server rendered with. */
  restore(snapshot: OverlaySnapshot): void {
    this.open = snapshot.open
  }
}
