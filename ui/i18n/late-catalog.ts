/**
 * The messages that may arrive by key from the server and that no loaded module carries: in the
 * browser build, scripts/catalog-split.ts puts them here, in a chunk of their own. The server and
 * the dev server have the whole catalog, so here there is nothing to add.
 */
import type { Messages } from '@lingui/core'

export const late: Messages = {}
