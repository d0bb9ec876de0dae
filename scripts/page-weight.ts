/**
 * Measures the JavaScript a page loads: every script response from the first request until the
 * network is idle, each gzipped at level 9 as a server would send it, and which of them the page
 * asked for before it had hydrated (before interaction).
 */
import type { Page, Response } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'
import { HYDRATED_MARK } from '../ui/tracking/marks'

/**
 * The pages issue 7 budgets: the start page, a category page and a product page of the seed (the
 * category's first product, as in the catalogue journey).
 */
export const budgetedPages = ['/', '/kategorier/fastenings/skruv', '/produkt/traskruv-1000003'] as const

/**
 * The demo buyer whose pages are measured logged in, and whose cart the cart page is measured with:
 * no journey changes her cart.
 */
export const measuredBuyer = 'karin.sjo'

/** How many lines the measured cart holds (issue 24: /cart with 20 lines). */
export const MEASURED_CART_LINES = 20

/** The pages whose weight is measured: the budgeted ones and a content page. */
export const measuredPages = [...budgetedPages, '/leveransdagar'] as const

/** One script the page loaded. */
export interface ScriptWeight {
  readonly url: string
  readonly bytes: number
  readonly gzipBytes: number
  /** Asked for before the page had hydrated, so before the buyer could use it. */
  readonly beforeInteraction: boolean
}

/**
 * Loads `path` in `page` and returns every script it fetched until the network was idle, each
 * marked whether the page asked for it before it had hydrated (the HYDRATED_MARK performance mark):
 * what loads after (web vitals, tracking) does not hold up the first use.
 */
export async function measureScripts(page: Page, path: string): Promise<ScriptWeight[]> {
  const bodies: Promise<{ url: string; body: Buffer } | undefined>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), body }),
        () => undefined,
      ),
    )
  }
  page.on('response', onResponse)
  await page.goto(path, { waitUntil: 'networkidle' })
  page.off('response', onResponse)
  const timing = await page.evaluate((mark) => {
    const hydrated = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY
    const asked = performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }))
    return { hydrated, asked }
  }, HYDRATED_MARK)
  const askedAt = new Map(timing.asked.map((entry) => [entry.url, entry.startTime]))
  const loaded = (await Promise.all(bodies)).filter((script) => script !== undefined)
  return loaded.map(({ url, body }) => ({
    url,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    beforeInteraction: (askedAt.get(url) ?? 0) < timing.hydrated,
  }))
}

/** The scripts a page asked for before it had hydrated. */
export function beforeInteraction(scripts: readonly ScriptWeight[]): ScriptWeight[] {
  return scripts.filter((script) => script.beforeInteraction)
}

/** Total gzip bytes of a page's scripts. */
export function totalGzip(scripts: readonly ScriptWeight[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
}

/** Posts an RPC as the page's session would, with the CSRF token a page of the shop hands on. */
async function rpc(page: Page, name: string, data: unknown): Promise<unknown> {
  const token = (await page.request.get('/')).headers()['x-csrf-token'] ?? ''
  const response = await page.request.post(`/rpc/${name}`, { data, headers: { 'x-csrf-token': token } })
  if (!response.ok()) throw new Error(`${name} answered ${response.status()}: ${await response.text()}`)
  return response.json()
}

/** Logs `page`'s browser context in as the demo user `username`. */
export async function logInToMeasure(page: Page, username: string): Promise<void> {
  await rpc(page, 'login', { username, password: DEMO_PASSWORD })
}

/**
 * Empties the logged-in buyer's cart and fills it with `lines` articles of the screw category,
 * delivered home: the cart a buyer at work keeps.
 */
export async function fillCartToMeasure(page: Page, lines: number): Promise<void> {
  const articleNumbers: string[] = []
  for (let pageNumber = 1; articleNumbers.length < lines; pageNumber++) {
    const answer = (await rpc(page, 'categoryPage', { path: ['fastenings', 'skruv'], page: pageNumber })) as {
      listing: { cards: { articleNumber: string; discontinued: boolean }[]; pageCount: number }
    }
    for (const card of answer.listing.cards)
      if (!card.discontinued && articleNumbers.length < lines) articleNumbers.push(card.articleNumber)
    if (pageNumber >= answer.listing.pageCount) break
  }
  await rpc(page, 'emptyCart', {})
  await rpc(page, 'addToCart', {
    deliveryId: 'DBI',
    lines: articleNumbers.map((articleNumber) => ({ articleNumber, quantity: 1 })),
  })
}
