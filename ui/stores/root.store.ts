import { makeAutoObservable } from 'mobx'
import { defaultShellSettings, type ShellSettings } from '../shell-settings'
import { CartStore, type CartSnapshot } from './cart.store'
import { CheckoutStore } from './checkout.store'
import { DeliveryStore } from './delivery.store'
import { FavouritesStore } from './favourites.store'
import { FlashStore, type Flash } from './flash.store'
import { FrameStore, type FrameSnapshot } from './frame.store'
import { NavigationStore } from './navigation.store'
import { OverlayStore, type OverlaySnapshot } from './overlay.store'
import { PunchoutStore } from './punchout.store'
import { SessionStore, type SessionSnapshot } from './session.store'
import { ToastStore } from './toast.store'

/** The serialisable state of all stores, rendered by the server and taken over by the browser once. */
export interface RootSnapshot {
  readonly settings: ShellSettings
  readonly overlays: OverlaySnapshot
  readonly session: SessionSnapshot
  readonly frame: FrameSnapshot
  readonly cart: CartSnapshot
  /** A message the server rendered with the page (a guard's), so the browser keeps showing it. */
  readonly flash: Flash | null
}

/** One MobX store per concern. A new RootStore is made per server request and once in the browser. */
export class RootStore {
  /** Brand, mode and admin site of the page; the browser takes them over from the server. */
  settings: ShellSettings

  constructor(settings: ShellSettings = defaultShellSettings) {
    this.settings = settings
    this.frame = new FrameStore(settings.closedBanners)
    this.delivery = new DeliveryStore(settings.brand)
    this.punchout = new PunchoutStore(this)
    makeAutoObservable(this, {
      overlays: false,
      session: false,
      flash: false,
      navigation: false,
      toasts: false,
      frame: false,
      cart: false,
      delivery: false,
      favourites: false,
      checkout: false,
      punchout: false,
    })
  }

  readonly overlays = new OverlayStore()
  readonly session = new SessionStore()
  readonly cart = new CartStore()
  /** The favourites of the flyout; read in the browser when it opens. */
  readonly favourites = new FavouritesStore()
  /** The delivery choice; the browser's own, read from its storage after hydration. */
  readonly delivery: DeliveryStore
  /** The product menu and banners of the header. */
  readonly frame: FrameStore
  readonly flash = new FlashStore()
  /** Placing an order and the orders just placed: the browser's own, never handed over. */
  readonly checkout = new CheckoutStore()
  /** Toasts belong to the browser that shows them. */
  readonly toasts = new ToastStore()
  /** Not handed over: it is the browser's own history. */
  readonly navigation = new NavigationStore()
  /** PUNCHOUT mode and its settings, read from and kept in `settings`. */
  readonly punchout: PunchoutStore

  /** The brand the page is served as. */
  get brand() {
    return this.settings.brand
  }

  /** The state to hand to the browser. */
  snapshot(): RootSnapshot {
    return {
      settings: this.settings,
      overlays: this.overlays.snapshot(),
      session: this.session.snapshot(),
      frame: this.frame.snapshot(),
      cart: this.cart.snapshot(),
      flash: this.flash.current,
    }
  }

  /** Takes over the server's state before hydration. */
  restore(snapshot: RootSnapshot): void {
    this.settings = snapshot.settings
    this.overlays.restore(snapshot.overlays)
    this.session.restore(snapshot.session)
    this.frame.restore(snapshot.frame)
    this.cart.restore(snapshot.cart)
    if (snapshot.flash) this.flash.show(snapshot.flash.key, snapshot.flash.severity)
  }
}
