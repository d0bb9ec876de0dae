import { OverlayStore, type OverlaySnapshot } from './overlay.store'

/** The serialisable state of all stores, rendered by the server and taken over by the browser once. */
export interface RootSnapshot {
  readonly overlays: OverlaySnapshot
}

/** One MobX store per concern. A new RootStore is made per server request and once in the browser. */
export class RootStore {
  readonly overlays = new OverlayStore()

  /** The state to hand to the browser. */
  snapshot(): RootSnapshot {
    return { overlays: this.overlays.snapshot() }
  }

  /** Takes over the server's state before hydration. */
  restore(snapshot: RootSnapshot): void {
    this.overlays.restore(snapshot.overlays)
  }
}
