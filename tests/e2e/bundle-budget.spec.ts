import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { measuredPages, measureScripts, totalGzip } from '../../scripts/page-weight'

/** The start page's JavaScript budget before interaction, gzip. */
const START_PAGE_BUDGET = 150 * 1024

test('the start page loads under 150 KB of gzipped JavaScript before interaction', async ({ page }) => {
  const scripts = await measureScripts(page, '/')
  expect(scripts.length).toBeGreaterThan(0)
  expect(totalGzip(scripts)).toBeLessThan(START_PAGE_BUDGET)
})

test('every measured page loads only same-origin scripts', async ({ page, baseURL }) => {
  for (const path of measuredPages) {
    const scripts = await measureScripts(page, path)
    for (const script of scripts) expect(script.url.startsWith(baseURL ?? '')).toBe(true)
  }
})

test('no client chunk contains effect, ky or graphql-request', () => {
  const assetsDir = join(process.cwd(), 'dist/client/assets')
  const maps = readdirSync(assetsDir).filter((file) => file.endsWith('.js.map'))
  expect(maps.length).toBeGreaterThan(0)
  const sources = maps.flatMap(
    (file) => (JSON.parse(readFileSync(join(assetsDir, file), 'utf8')) as { sources: string[] }).sources,
  )
  expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true)
  const forbidden = sources.filter((source) =>
    /node_modules\/(effect|ky|graphql-request|graphql)\//.test(source),
  )
  expect(forbidden).toEqual([])
})
