import { makeAutoObservable } from 'mobx'
import { homeStore } from '@proffsbutik/core/domain'
import type { ShopApi } from '../api'
import type { RpcInput } from '../../server/rpc/shop-api.rpc'
import { defaultShellSettings, type ShellSettings } from '../shell-settings'
import { CartStore, type CartSnapshot } from './cart.store'
import { CheckoutStore, type PlaceOrderAnswer } from './checkout.store'
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

/** The stores chosen for the store methods, as the cart RPCs take them. */
type ChosenStores = NonNullable<RpcInput<'cart'>['stores']>

/**
 * One MobX store per concern. A new RootStore is made per server request and once in the browser,
 * with the request's (or the tab's) ShopApi: the stores' actions make the calls.
 */
export class RootStore {
  /** Brand, mode and admin site of the page; the browser takes them over from the server. */
  settings: ShellSettings

  constructor(
    /** The application: in-process on the server, the RPC client in the browser. */
    readonly api: ShopApi,
    settings: ShellSettings = defaultShellSettings,
  ) {
    this.settings = settings
    this.frame = new FrameStore(settings.closedBanners)
    this.delivery = new DeliveryStore(settings.brand, () =>
      this.session.user ? homeStore(this.session.user, this.settings.brand) : undefined,
    )
    this.punchout = new PunchoutStore(this)
    this.favourites = new FavouritesStore(api)
    makeAutoObservable<this, 'frameReading'>(this, {
      api: false,
      frameReading: false,
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
  readonly favourites: FavouritesStore
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

  /** The stores this browser chose for the store methods (selectedLocations), as the cart RPCs take them. */
  get chosenStores(): { stores?: ChosenStores } {
    const { EXH, EXB } = this.delivery.selectedLocations
    return EXH || EXB ? { stores: { ...(EXH ? { EXH } : {}), ...(EXB ? { EXB } : {}) } } : {}
  }

  /**
   * Reads the cart of the context the buyer acts for, with stock at the stores this browser chose.
   * A failure leaves the cart in its error status (the flyout and the cart page say so) and is rethrown.
   * A route's loader reads with its own `api`, which waits for the services as a page does.
   */
  reloadCart(api: ShopApi = this.api): Promise<void> {
    return this.cart.refresh(() => api.cart(this.chosenStores), this.session.contextKey)
  }

  /**
   * Adds lines to a delivery method's delivery of the acting context's cart (quick add on the
   * listings and the product page), through the cart store's status machine; `listName` names the
   * list they came from, for the data layer. The cart page's changes are `cartActionsOf`'s.
   */
  addToCart(input: RpcInput<'addToCart'>, listName?: string) {
    return this.cart.change(() => this.api.addToCart(input), this.session.contextKey, listName)
  }

  /**
   * Places the order (shop-core §4 Checkout) with the buyer's details and receipt choice, then reads
   * the cart again, whatever came of it. Undefined for a second press while one is on its way; an
   * order call that fails answers as a checkout that placed nothing.
   */
  async placeOrder(
    orderDetails: RpcInput<'placeOrder'>['orderDetails'],
  ): Promise<PlaceOrderAnswer | undefined> {
    const placing = () =>
      this.api.placeOrder({ orderDetails, sendOrderReceipt: this.checkout.sendOrderReceipt })
    const answer = await this.checkout
      .place(placing)
      .catch((): PlaceOrderAnswer => ({ goTo: 'index', orders: [], refused: [] }))
    if (answer !== undefined) void this.reloadCart().catch(() => undefined)
    return answer
  }

  /**
   * Reads the session where it is not known yet (the server render reads it once; the browser takes
   * it over). A session that cannot be read is a visitor's.
   */
  async readSession(): Promise<void> {
    const { api, session } = this
    if (session.status !== 'unknown') return
    await api.session({}).then(
      (answer) => session.take(answer),
      () => session.clear(),
    )
  }

  /**
   * Reads the frame (menu and banners) where it is not read yet: on the server beside the page's own
   * reads, in the browser when the server had to go without it. A frame that cannot be read stays
   * unread — the header shows no menu and no banners — and is asked for again later. The root's
   * loader reads with its own `api`, which waits for the services as a page does.
   */
  readFrame(api: ShopApi = this.api): Promise<void> {
    const { frame } = this
    if (frame.loaded) return Promise.resolve()
    // One read at a time: a navigation while the frame is being read waits for that read.
    this.frameReading ??= api
      .siteFrame({})
      .then(
        (answer) => frame.take(answer),
        () => undefined,
      )
      .finally(() => {
        this.frameReading = undefined
      })
    return this.frameReading
  }

  /** The frame's read under way, if any. */
  private frameReading: Promise<void> | undefined = undefined

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
