/**
 * The journeys' `test`: Playwright's, with a guard on every browser context a journey opens (its
 * own `page` and any it makes with `browser.newContext()` or `browser.newPage()`). React reports a
 * hydration mismatch, or an error no boundary caught, through the client entry's error reporter,
 * which writes one console line starting with RENDER_PROBLEM_PREFIX; a journey during which any page
 * wrote one fails, whatever else it checked. Every spec imports `test` and `expect` from here.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test'
import { RENDER_PROBLEM_PREFIX } from '../../ui/tracking/error-reporting'

export * from '@playwright/test'

/** What the guard collects: one line per render problem, with the page it happened on. */
export type RenderProblems = string[]

export const test = base.extend<{ renderProblems: RenderProblems }>({
  renderProblems: [
    async ({ context, browser }, use) => {
      const problems: RenderProblems = []
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith(RENDER_PROBLEM_PREFIX))
            problems.push(`${message.page()?.url() ?? '(no page)'}: ${message.text()}`)
        })
      watch(context)
      // Contexts the journey makes itself are watched too, for this journey only.
      const newContext = browser.newContext
      browser.newContext = async (...args) => {
        const made = await newContext.apply(browser, args)
        watch(made)
        return made
      }
      try {
        await use(problems)
      } finally {
        browser.newContext = newContext
      }
      expect(problems, 'React reported a hydration mismatch or a render error').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
