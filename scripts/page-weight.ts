/**
 * Measures the JavaScript a page loads before any interaction: every script response from the first
 * request until the network is idle, each gzipped at level 9 as a server would send it.
 */
import type { Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'

/**
 * The pages issue 7 budgets: the start page, a category page and a product page of the seed (the
 * category's first product, as in the catalogue journey).
 */
export const budgetedPages = ['/', '/kategorier/fastenings/skruv', '/produkt/traskruv-1000003'] as const

/** The pages whose weight is measured: the budgeted ones and a content page. */
export const measuredPages = [...budgetedPages, '/leveransdagar'] as const

/** One script the page loaded. */
export interface ScriptWeight {
  readonly url: string
  readonly bytes: number
  readonly gzipBytes: number
}

/** Loads `path` in `page` and returns every script it fetched before interaction. */
export async function measureScripts(page: Page, path: string): Promise<ScriptWeight[]> {
  const pending: Promise<ScriptWeight>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then((body) => ({
        url: response.url(),
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    )
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  return Promise.all(pending)
}

/** Total gzip bytes of a page's scripts. */
export function totalGzip(scripts: readonly ScriptWeight[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
}
