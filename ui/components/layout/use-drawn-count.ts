import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

/** Items drawn at once when a list grows by many in the browser: more than a tall screen of cart lines. */
export const FIRST_SLICE = 30

const unchanging = () => () => undefined

/**
 * Whether this render is the server's or hydrates it: React asks for the server's snapshot then,
 * also when a part hydrates late (behind a Suspense boundary whose code was still loading).
 */
const useServerOrHydrating = () =>
  useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  )

/**
 * How many of a list's `count` items to draw. On the server and while the page hydrates: all of them
 * (the page is whole without JavaScript, and hydration must match it). When the list appears or
 * grows by more than FIRST_SLICE in the browser (a spreadsheet of 1,000 rows into the cart), the
 * items drawn already and FIRST_SLICE more at once, then, from the next frame, the rest as one
 * transition, which React renders in slices that a click or keystroke goes before. The buyer sees
 * the top of the list at once instead of waiting until every item is made (1,000 lines: about 1 s).
 */
export function useDrawnCount(count: number): number {
  const whole = useServerOrHydrating()
  const [drawn, setDrawn] = useState(() => (whole ? count : Math.min(count, FIRST_SLICE)))
  const [counted, setCounted] = useState(count)
  let now = drawn
  if (count !== counted) {
    // The list changed: adjusted while rendering, so no frame shows the old count.
    now = count < counted ? Math.min(drawn, count) : Math.min(count, drawn + FIRST_SLICE)
    setCounted(count)
    setDrawn(now)
  }
  useEffect(() => {
    if (now >= count) return
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn(count)))
    return () => cancelAnimationFrame(frame)
  }, [now, count])
  return now
}
