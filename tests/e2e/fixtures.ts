/**
 * The journeys' `test`: Playwright's, with a guard on every browser context a journey opens (its
 * own `page` and any it makes with `browser.newContext()` or `browser.newPage()`). React reports a
 * hydration mismatch, or an error no boundary caught, through the client entry's error reporter,
 * which writes one console line starting with RENDER_PROBLEM_PREFIX; a journey during which any page
 * wrote one fails, whatever else it checked. Every spec imports `test` and `expect` from here.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { RENDER_PROBLEM_PREFIX } from '../../ui/tracking/error-reporting'

export * from '@playwright/test'

/** The guard's findings: one line per render problem, with the page it happened on. */
export interface RenderProblems {
  /** What the journey's pages reported so far, less what it accepted. */
  seen(): Promise<string[]>
  /** Takes what was reported so far as expected: a journey that checks the guard itself. */
  accept(): Promise<void>
}

/**
 * Kept in each page as the report is written (and in its session storage, across the page's loads):
 * Playwright hands console messages on a little later, so a page still open when the journey ends
 * is asked for its own list instead.
 */
function recordInPage(prefix: string): void {
  const key = '__renderProblems'
  let seen: string[] = []
  try {
    seen = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[]
  } catch {
    // No storage here (about:blank): this document's list only.
  }
  Object.defineProperty(window, key, { value: seen })
  const error = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(prefix)) {
      seen.push(args.map(String).join(' '))
      try {
        window.sessionStorage.setItem(key, JSON.stringify(seen))
      } catch {
        // Kept in the page only.
      }
    }
    error(...args)
  }
}

/** The problems `page` recorded, or none when it is gone. */
async function recordedIn(page: Page): Promise<string[]> {
  const seen = await page
    .evaluate(() => (window as unknown as { __renderProblems?: string[] }).__renderProblems ?? [])
    .catch(() => [])
  return seen.map((text) => `${page.url()}: ${text}`)
}

export const test = base.extend<{ renderProblems: RenderProblems }>({
  renderProblems: [
    async ({ context, browser }, use) => {
      const contexts: BrowserContext[] = []
      const fromClosedPages: { page: Page; text: string }[] = []
      const watch = async (watched: BrowserContext) => {
        contexts.push(watched)
        await watched.addInitScript(recordInPage, RENDER_PROBLEM_PREFIX)
        watched.on('console', (message) => {
          const page = message.page()
          if (page && message.type() === 'error' && message.text().startsWith(RENDER_PROBLEM_PREFIX))
            fromClosedPages.push({ page, text: `${page.url()}: ${message.text()}` })
        })
      }
      await watch(context)
      // Contexts the journey makes itself are watched too, for this journey only.
      const newContext = browser.newContext
      browser.newContext = async (...args) => {
        const made = await newContext.apply(browser, args)
        await watch(made)
        return made
      }
      const accepted = new Set<string>()
      const seen = async () => {
        const open = contexts.flatMap((watched) => watched.pages())
        const all = [
          ...(await Promise.all(open.map(recordedIn))).flat(),
          ...fromClosedPages.filter(({ page }) => !open.includes(page)).map(({ text }) => text),
        ]
        return all.filter((text) => !accepted.has(text))
      }
      const accept = async () => {
        for (const text of await seen()) accepted.add(text)
      }
      try {
        await use({ seen, accept })
      } finally {
        browser.newContext = newContext
      }
      expect(await seen(), 'React reported a hydration mismatch or a render error').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
