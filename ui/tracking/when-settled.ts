/**
 * Work the page does not need before the buyer can use it — measuring web vitals, building and
 * sending tracking events — starts at the buyer's first interaction, or once the page has loaded
 * and then been left alone for SETTLE_MS, whichever comes first: it never competes with the first
 * load and hydration on a slow phone, and its code is no part of the JavaScript before interaction.
 */

/** How long after the page's load event, with no interaction, the waiting work starts anyway. */
export const SETTLE_MS = 3000

/** What the buyer does that starts the waiting work (scrolling ends the largest paint too). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const

/** The work waiting to start; null once the page has settled. */
let waiting: (() => void)[] | null = []

/** Runs `work` once the page has settled (at once if it has). */
export function whenSettled(work: () => void): void {
  if (typeof window === 'undefined') return
  if (waiting === null) {
    work()
    return
  }
  waiting.push(work)
  if (waiting.length === 1) listen()
}

/** Waits for the first interaction or SETTLE_MS after load, then runs what waits. */
function listen(): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const settle = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, settle, true)
    document.removeEventListener('visibilitychange', onHidden)
    window.removeEventListener('load', startTimer)
    clearTimeout(timer)
    const work = waiting ?? []
    waiting = null
    for (const run of work) run()
  }
  // A page left before it settled still sends what it measured, if the browser lets it.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') settle()
  }
  function startTimer() {
    timer = setTimeout(settle, SETTLE_MS)
  }
  for (const type of INTERACTIONS) window.addEventListener(type, settle, { capture: true, passive: true })
  document.addEventListener('visibilitychange', onHidden)
  if (document.readyState === 'complete') startTimer()
  else window.addEventListener('load', startTimer, { once: true })
}
