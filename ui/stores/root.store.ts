import { defaultBrand, type BrandCode } from '../../core/domain/brand'
import { FlashStore } from './flash.store'
import { OverlayStore, type OverlaySnapshot } from './overlay.store'
import { SessionStore, type SessionSnapshot } from './session.store'

/** The serialisable state of all stores, rendered by the server and taken over by the browser once. */
export interface RootSnapshot {
  readonly overlays: OverlaySnapshot
  readonly session: SessionSnapshot
  readonly brand: BrandCode
}

/** One MobX store per concern. A new RootStore is made per server request and once in the browser. */
export class RootStore {
  /** The brand the page is served as; the browser takes it over from the server. */
  brand: BrandCode

  constructor(brand: BrandCode = defaultBrand) {
    this.brand = brand
  }

  readonly overlays = new OverlayStore()
  readonly session = new SessionStore()
  /** Not handed over from the server: a flash belongs to the page the browser shows. */
  readonly flash = new FlashStore()

  /** The state to hand to the browser. */
  snapshot(): RootSnapshot {
    return { overlays: this.overlays.snapshot(), session: this.session.snapshot(), brand: this.brand }
  }

  /** Takes over the server's state before hydration. */
  restore(snapshot: RootSnapshot): void {
    this.overlays.restore(snapshot.overlays)
    this.session.restore(snapshot.session)
    this.brand = snapshot.brand
  }
}
