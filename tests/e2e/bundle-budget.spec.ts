import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  beforeInteraction,
  budgetedPages,
  fillCartToMeasure,
  logInToMeasure,
  MEASURED_CART_LINES,
  measuredBuyer,
  measuredPages,
  measureScripts,
  totalGzip,
  type ScriptWeight,
} from '../../scripts/page-weight'
import { expect, test, type Page } from './fixtures'

/**
 * Issue 24's budget before interaction, gzip -9: what a page asks for before it has hydrated, when
 * the buyer can use it. The start, category and product pages within 135 KB on React 19 (react-dom
 * alone is ~59 KB of it), as a visitor and logged in; the cart page with 20 lines within 150 KB.
 */
const PAGE_TARGET = 135 * 1024
const CART_TARGET = 150 * 1024

/**
 * Met for the start page, not yet for the category and product pages (docs/performance.md, "JavaScript
 * per page"): until it is, this holds what has been reached, so that no change adds weight unseen.
 * Steps toward the target lowered it (145 KB, then 140 KB). It rose once, to 142 KB, in issue 31:
 * the phone's banners and header, the tracked item's brand and category, the cart's rounding rule
 * and the money and postcode formatting they need put 1.6 KB into the entry (133.9 → 135.5 KB;
 * category page 141.6 KB, product 141.5 KB measured), and the budget awaits re-planning with issue 24.
 * The cart page is within its target.
 */
const PAGE_BUDGET = Math.max(PAGE_TARGET, 142 * 1024)
const CART_BUDGET = CART_TARGET

/**
 * How many scripts a page may fetch before interaction. Each is a request, and a phone on HTTP/1.1
 * fetches six at a time: the pages fetched 23–27 before vite.config.ts grouped the entry's modules
 * into one chunk and the product cards' into another.
 */
const SCRIPT_BUDGET = 10

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Checks one page's scripts against the budgets, naming every script when it fails. */
async function expectWithin(page: Page, path: string, budget: number, scriptBudget?: number): Promise<void> {
  const scripts: ScriptWeight[] = await measureScripts(page, path)
  const before = beforeInteraction(scripts)
  expect(before.length).toBeGreaterThan(0)
  const listing = scripts.map(
    (script) =>
      `${kb(script.gzipBytes)} ${new URL(script.url).pathname}${script.beforeInteraction ? '' : ' (after hydration)'}`,
  )
  const summary = `${path}: ${kb(totalGzip(before))} in ${before.length} scripts before interaction\n${listing.join('\n')}`
  expect(totalGzip(before), summary).toBeLessThanOrEqual(budget)
  if (scriptBudget !== undefined) expect(before.length, summary).toBeLessThanOrEqual(scriptBudget)
}

for (const path of budgetedPages) {
  test(`${path} loads at most ${kb(PAGE_BUDGET)} of gzipped JavaScript in at most ${SCRIPT_BUDGET} scripts before interaction, as a visitor`, async ({
    page,
  }) => {
    await expectWithin(page, path, PAGE_BUDGET, SCRIPT_BUDGET)
  })
}

test.describe(`logged in as ${measuredBuyer}`, () => {
  test.beforeEach(async ({ page }) => {
    await logInToMeasure(page, measuredBuyer)
  })

  for (const path of budgetedPages) {
    test(`${path} loads at most ${kb(PAGE_BUDGET)} before interaction`, async ({ page }) => {
      await expectWithin(page, path, PAGE_BUDGET, SCRIPT_BUDGET)
    })
  }

  test(`/cart with ${MEASURED_CART_LINES} lines loads at most ${kb(CART_BUDGET)} before interaction`, async ({
    page,
  }) => {
    await fillCartToMeasure(page, MEASURED_CART_LINES)
    await expectWithin(page, '/cart', CART_BUDGET)
    await expect(page.getByTestId('cart-line')).toHaveCount(MEASURED_CART_LINES)
  })
})

test('each measured page names its route’s chunk in its head, and only scripts it needs before interaction', async ({
  page,
}) => {
  for (const path of measuredPages) {
    const before = beforeInteraction(await measureScripts(page, path)).map((script) => script.url)
    const named = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    )
    // The bundler's runtime and the route's chunk, at least; never a script the page does not use.
    expect(named.length, path).toBeGreaterThanOrEqual(2)
    expect(
      named.filter((url) => !before.includes(url)),
      `${path}: preloaded but not used`,
    ).toEqual([])
  }
})

test('every measured page loads only same-origin scripts', async ({ page, baseURL }) => {
  for (const path of measuredPages) {
    const scripts = await measureScripts(page, path)
    for (const script of scripts) expect(script.url.startsWith(baseURL ?? '')).toBe(true)
  }
})

test('the client renders with React and carries no Effect, ky or graphql-request', () => {
  const assetsDir = join(process.cwd(), 'dist/client/assets')
  const maps = readdirSync(assetsDir).filter((file) => file.endsWith('.js.map'))
  expect(maps.length).toBeGreaterThan(0)
  const sources = maps.flatMap(
    (file) => (JSON.parse(readFileSync(join(assetsDir, file), 'utf8')) as { sources: string[] }).sources,
  )
  expect(sources.some((source) => /node_modules\/react-dom\//.test(source))).toBe(true)
  expect(sources.filter((source) => /node_modules\/preact/.test(source))).toEqual([])
  const forbidden = sources.filter((source) =>
    /node_modules\/(effect|ky|graphql-request|graphql)\//.test(source),
  )
  expect(forbidden).toEqual([])
})
