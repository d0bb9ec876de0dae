/**
 * Route preloading at most 5 at a time (shop-core §2, §9): further preloads wait for a free slot, so
 * a hover over a long menu cannot flood a slow phone's connection.
 */

/** How many route chunks may load ahead at once. */
export const PRELOAD_LIMIT = 5

/** `task` wrapped so that at most `limit` of its calls run at once; the rest queue in order. */
export function limitConcurrency<A extends unknown[], R>(
  task: (...args: A) => Promise<R>,
  limit: number,
): (...args: A) => Promise<R> {
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    running--
    waiting.shift()?.()
  }
  return async (...args) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task(...args)
    } finally {
      release()
    }
  }
}
