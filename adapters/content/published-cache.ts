/**
 * Published content every page shows and no buyer changes (the alert and information banners),
 * kept in the process for a short while: each page asked the content service for both, which costs
 * a remote service two calls a page against its rate limit. A preview endpoint keeps nothing, so
 * that editors see their drafts at once. Only answers are kept; a failure is asked again.
 */
import { Effect } from 'effect'

/** How long published banners are kept: the longest a published change takes to show. */
export const PUBLISHED_KEPT_MS = 30_000

/** `read`, answered from its last answer while that is younger than `keptMs`. */
export function keptFor<A, E, R>(
  read: Effect.Effect<A, E, R>,
  keptMs: number,
  now: () => number = Date.now,
): Effect.Effect<A, E, R> {
  let kept: { readonly value: A; readonly at: number } | undefined
  return Effect.suspend(() => {
    if (kept && now() - kept.at < keptMs) return Effect.succeed(kept.value)
    const startedAt = now()
    return Effect.tap(read, (value) =>
      Effect.sync(() => {
        kept = { value, at: startedAt }
      }),
    )
  })
}
