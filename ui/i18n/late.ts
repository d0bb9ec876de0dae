/**
 * The catalog's late messages (scripts/catalog-split.ts): the texts of keys the server may answer
 * with that no module of the page carries. They load once, in their own chunk — before a failure the
 * server answered with is shown (ui/api.ts), before a page is hydrated whose data names a key the
 * catalog lacks (ui/entry-client.tsx), and when a text is asked for that is not there yet (then the
 * text is empty for the moment the chunk takes, and every Lingui instance shows it when it comes).
 */
import type { I18n } from '@lingui/core'
import { lateIdPrefixes } from './late-ids'

/** The browser's Lingui instances, told when the late messages arrive. */
const instances = new Set<I18n>()
let loading: Promise<void> | undefined
let loaded = false

/** Tells `i18n` of the late messages when they arrive (and at once if they are there). */
export function followLateMessages(i18n: I18n): void {
  instances.add(i18n)
}

/** Whether the late messages have arrived. */
export function lateMessagesLoaded(): boolean {
  return loaded
}

/** Loads the late messages, once; a failed load can be tried again. */
export function loadLateMessages(): Promise<void> {
  loading ??= import('./late-catalog').then(
    ({ late }) => {
      loaded = true
      for (const i18n of instances) i18n.load(i18n.locale, late)
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** A text shaped like a message id (`errors.not_found`), as data names one. */
const MESSAGE_ID = /^([a-z][a-z0-9_]*)(?:\.[a-zA-Z0-9_]+)+$/

/**
 * Whether `data` (a page's loader data, failures and stores, as the server handed them over) names
 * a late message (one beginning as `prefixes` say) that `known` does not hold. Walks objects and
 * arrays, each once, to a bounded depth.
 */
export function namesUnknownMessage(
  data: unknown,
  known: (id: string) => boolean,
  prefixes: readonly string[] = lateIdPrefixes,
): boolean {
  if (prefixes.length === 0) return false
  const seen = new WeakSet<object>()
  const walk = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') {
      const prefix = MESSAGE_ID.exec(value)?.[1]
      return prefix !== undefined && prefixes.includes(prefix) && !known(value)
    }
    if (typeof value !== 'object' || value === null || depth > 12 || seen.has(value)) return false
    seen.add(value)
    const children = Array.isArray(value) ? value : Object.values(value)
    return children.some((child) => walk(child, depth + 1))
  }
  return walk(data, 0)
}
