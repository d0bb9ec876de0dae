/**
 * The header's panels — the contents of the account, project, favourites and cart flyouts, of the
 * main menus, and the search box's suggestions and history — load on first use, in one chunk, not
 * with the entry (issue 7). Their buttons and the (empty, hidden) containers they control are in the
 * entry and in the server's HTML; the contents show when the chunk has arrived. Hovering or
 * focusing a button loads the chunk ahead, so it is usually there by the click.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { claimReload, isChunkLoadError } from '../../routing/chunk-reload'
import type * as Panels from './panels'

/** What the chunk holds. */
export type HeaderPanels = typeof Panels

let loaded: HeaderPanels | null = null
let loading: Promise<HeaderPanels> | null = null
const listeners = new Set<() => void>()

/**
 * Loads the panels' chunk, once. A failed load can be tried again; when the chunk is gone (a deploy
 * replaced the hashed files) the page reloads, guarded like a route chunk's (shop-core §8).
 */
export function loadHeaderPanels(): Promise<HeaderPanels> {
  loading ??= import('./panels').then(
    (panels) => {
      loaded = panels
      listeners.forEach((listener) => listener())
      return panels
    },
    (error: unknown) => {
      loading = null
      if (isChunkLoadError(error) && claimReload(window.sessionStorage, window.location.href, Date.now()))
        window.location.reload()
      throw error
    },
  )
  return loading
}

/** Starts loading the panels ahead (on pointerenter or focus of the button that opens one). */
export function preloadHeaderPanels(): void {
  loadHeaderPanels().catch(() => undefined)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The panels once loaded, else null; asks for them when `wanted` (the area is open). The server
 * render and hydration always see null, so the browser's first render matches the server's HTML.
 */
export function useHeaderPanels(wanted: boolean): HeaderPanels | null {
  const panels = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  )
  useEffect(() => {
    if (wanted && !panels) preloadHeaderPanels()
  }, [wanted, panels])
  return panels
}
