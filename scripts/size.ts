/**
 * `npm run size`: the gzip -9 size of the JavaScript each measured page loads before any interaction
 * (asked for before it hydrated) and after, until the network is idle, as a visitor and logged in as
 * the measured buyer (whose cart is filled with 20 lines for /cart): each script, and what the
 * scripts before interaction are made of by package (scripts/bundle-composition.ts).
 */
import { serve } from '@hono/node-server'
import { chromium, type Browser } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Renderer } from '../server/app'
import { readClientAssets } from '../server/assets'
import { ensureBuild } from '../server/build'
import { composeShop } from '../server/compose'
import { addParts, chunkComposition } from './bundle-composition'
import {
  beforeInteraction,
  fillCartToMeasure,
  logInToMeasure,
  MEASURED_CART_LINES,
  measuredBuyer,
  measuredPages,
  measureScripts,
  totalGzip,
} from './page-weight'

const root = process.cwd()
await ensureBuild(root)
const { render } = (await import(pathToFileURL(join(root, 'dist/server/entry-server.js')).href)) as {
  render: Renderer
}
const clientDir = join(root, 'dist/client')
const shop = await composeShop(process.env, {
  render,
  assets: await readClientAssets(clientDir, 'ui/entry-client.tsx'),
  clientDir,
})

const server = serve({ fetch: shop.app.fetch, port: 0 })
await new Promise((resolve) => server.once('listening', resolve))
const address = server.address()
const baseURL = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The chunks' names (their files are named by hash alone), from the build's manifest. */
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { readonly file: string; readonly name?: string }
>
const chunkNames = new Map<string, string>(
  Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk.name ?? chunk.file] as const),
)
const named = (url: string) => {
  const path = new URL(url).pathname
  return `${path}  ${chunkNames.get(path) ?? ''}`.trimEnd()
}

/** Measures `paths` in one browser context, logged in as `buyer` when one is named. */
async function measure(browser: Browser, paths: readonly string[], buyer?: string): Promise<void> {
  const context = await browser.newContext({ baseURL })
  if (buyer) {
    const setup = await context.newPage()
    await logInToMeasure(setup, buyer)
    await fillCartToMeasure(setup, MEASURED_CART_LINES)
    await setup.close()
  }
  for (const path of paths) {
    const page = await context.newPage()
    const scripts = await measureScripts(page, path)
    const before = beforeInteraction(scripts)
    const after = scripts.filter((script) => !script.beforeInteraction)
    console.log(
      `${path} (${buyer ?? 'visitor'})  ${kb(totalGzip(before))} gzip in ${before.length} scripts before interaction;` +
        ` ${kb(totalGzip(after))} in ${after.length} after hydration, until the network was idle`,
    )
    for (const script of scripts)
      console.log(
        `  ${kb(script.gzipBytes).padStart(9)}  ${named(script.url)}${script.beforeInteraction ? '' : '  (after hydration)'}`,
      )
    const parts = addParts(
      before.flatMap((script) => chunkComposition(join(clientDir, new URL(script.url).pathname))),
    )
    console.log('  before interaction, by package:')
    for (const part of parts.filter((part) => part.gzipBytes >= 50))
      console.log(`  ${kb(part.gzipBytes).padStart(9)}  ${part.group}`)
    await page.close()
  }
  await context.close()
}

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
})
try {
  await measure(browser, measuredPages)
  await measure(browser, [...measuredPages, '/cart'], measuredBuyer)
} finally {
  await browser.close()
  server.close()
  await shop.close()
}
