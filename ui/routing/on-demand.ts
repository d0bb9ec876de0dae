/**
 * Code a page needs only when the buyer asks for it — a flyout's contents, a dialog, a tool — loaded
 * on first use in a chunk of its own, not with the page. The server render and hydration never see
 * it (the browser's first render matches the server's HTML); hovering or focusing the control that
 * opens it loads it ahead, so it is usually there by the click.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { claimReload, isChunkLoadError } from './chunk-reload'

/** A chunk loaded on demand, and the hook that renders with it. */
export interface OnDemand<M> {
  /** Loads the chunk, once; a failed load can be tried again. */
  load(): Promise<M>
  /** Starts loading ahead (pointerenter, focus); failures are left to `load`. */
  preload(): void
  /** The module if it has loaded, else null (outside React: a loader that awaited `load`). */
  current(): M | null
  /** The module once loaded, else null; asks for it when `wanted` (the part is open). */
  use(wanted: boolean): M | null
}

/**
 * Wraps `importer` (a dynamic import). When the chunk is gone (a deploy replaced the hashed files)
 * the page reloads, guarded like a route chunk's (shop-core §8).
 */
export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let loaded: M | null = null
  let loading: Promise<M> | null = null
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  const load = (): Promise<M> => {
    loading ??= importer().then(
      (module) => {
        loaded = module
        listeners.forEach((listener) => listener())
        return module
      },
      (error: unknown) => {
        loading = null
        if (
          typeof window !== 'undefined' &&
          isChunkLoadError(error) &&
          claimReload(window.sessionStorage, window.location.href, Date.now())
        )
          window.location.reload()
        throw error
      },
    )
    return loading
  }
  const preload = () => void load().catch(() => undefined)
  return {
    load,
    preload,
    current: () => loaded,
    use(wanted) {
      const module = useSyncExternalStore(
        subscribe,
        () => loaded,
        () => null,
      )
      useEffect(() => {
        if (wanted && !module) preload()
      }, [wanted, module])
      return module
    },
  }
}
