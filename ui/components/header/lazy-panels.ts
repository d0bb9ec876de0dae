/**
 * The header's panels — the contents of the account, project, favourites and cart flyouts, of the
 * main menus, and the search box's suggestions and history — load on first use, in one chunk, not
 * with the entry (issue 7). Their buttons and the (empty, hidden) containers they control are in the
 * entry and in the server's HTML; the contents show when the chunk has arrived.
 */
import { onDemand } from '../../routing/on-demand'

const panels = onDemand(() => import('./panels'))

/** Starts loading the panels ahead (on pointerenter or focus of the button that opens one). */
export const preloadHeaderPanels = panels.preload

/** The panels once loaded, else null; asks for them when `wanted` (the area is open). */
export const useHeaderPanels = panels.use
