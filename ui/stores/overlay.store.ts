import { makeAutoObservable } from 'mobx'

/** The overlay areas of the shop (spec: shop-core §2). */
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

/** The menus the phone's navigation drawer holds. */
const drawerAreas: readonly OverlayArea[] = ['servicesMenu', 'extraMenu', 'productMenu']
const inDrawer = (area: OverlayArea) => drawerAreas.includes(area)

/** The serialisable state of the overlay store. */
export interface OverlaySnapshot {
  readonly open: Exclude<OverlayArea, 'mobileNav'> | null
  readonly mobileNav: boolean
}

/**
 * Which overlay is open. Menus, flyouts and the search panels take turns: opening one closes the
 * one open before (so the product menu closes the services and extra menus and each of them the
 * others, and the fayt container closes the history container — shop-core §4). The phone's
 * navigation drawer (mobileNav) holds the menus, so it stays open while one of them opens inside it;
 * it takes turns with everything else (the flyouts and the search panels), as they do.
 */
export class OverlayStore {
  open: Exclude<OverlayArea, 'mobileNav'> | null = null
  mobileNav = false

  constructor() {
    makeAutoObservable(this)
  }

  /** Whether an area is open. */
  isOpen(area: OverlayArea): boolean {
    return area === 'mobileNav' ? this.mobileNav : this.open === area
  }

  /** Opens an area, closing the one open before (the drawer stays for a menu inside it). */
  show(area: OverlayArea): void {
    if (area === 'mobileNav') {
      this.mobileNav = true
      if (this.open !== null && !inDrawer(this.open)) this.open = null
    } else {
      this.open = area
      if (!inDrawer(area)) this.mobileNav = false
    }
  }

  /** Opens a closed area or closes an open one. */
  toggle(area: OverlayArea): void {
    if (area === 'mobileNav') {
      if (this.mobileNav) this.close()
      else this.show('mobileNav')
    } else if (this.open === area) this.open = null
    else this.show(area)
  }

  /** Closes everything (after following a link, on Escape). */
  close(): void {
    this.open = null
    this.mobileNav = false
  }

  /** The state to hand from the server to the browser. */
  snapshot(): OverlaySnapshot {
    return { open: this.open, mobileNav: this.mobileNav }
  }

  /** Takes over the state the server rendered with. */
  restore(snapshot: OverlaySnapshot): void {
    this.open = snapshot.open
    this.mobileNav = snapshot.mobileNav
  }
}
