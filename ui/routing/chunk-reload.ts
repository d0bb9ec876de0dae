/**
 * A route chunk that fails to load during navigation (a deploy replaced the hashed files, the
 * connection dropped) reloads the target page instead of showing an error (shop-core §8). Storage
 * outlives the reload, so what the buyer chose stays. A guard (ttl 10000 ms, shop-core §9) keeps a
 * page that fails again from reloading in a loop: the second failure shows the error page.
 */

/** How long a reload of one page blocks another reload of the same page. */
export const RELOAD_GUARD_TTL_MS = 10_000

/** Where the guard remembers the last reload, in sessionStorage. */
export const RELOAD_GUARD_KEY = 'reload-guard'

/** Whether an error is a failed load of a code chunk (the wording differs per browser). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  )
}

/** The little storage the guard needs. */
export interface GuardStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** Whether `href` may be reloaded now; if so, remembers that it was. */
export function claimReload(storage: GuardStorage, href: string, now: number): boolean {
  let last: { href?: unknown; at?: unknown } = {}
  try {
    last = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? '{}') as typeof last
  } catch {
    // A broken entry guards nothing.
  }
  if (last.href === href && typeof last.at === 'number' && now - last.at < RELOAD_GUARD_TTL_MS) return false
  storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ href, at: now }))
  return true
}
