/** Runs `run` after `ms`; answers a function that cancels it. A test gives its own clock. */
export type Schedule = (run: () => void, ms: number) => () => void

/** The browser's timers. */
export const browserSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms)
  return () => clearTimeout(timer)
}
