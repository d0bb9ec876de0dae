/** `npm run size`: prints the gzip size of the JavaScript each page loads before any interaction. */
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Renderer } from '../server/app'
import { readClientAssets } from '../server/assets'
import { ensureBuild } from '../server/build'
import { composeShop } from '../server/compose'
import { measuredPages, measureScripts, totalGzip } from './page-weight'

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
const app = shop.app

const server = serve({ fetch: app.fetch, port: 0 })
await new Promise((resolve) => server.once('listening', resolve))
const address = server.address()
const port = typeof address === 'object' && address ? address.port : 0
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
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  for (const path of measuredPages) {
    const page = await browser.newPage({ baseURL: `http://localhost:${port}` })
    const scripts = await measureScripts(page, path)
    console.log(`${path}  ${kb(totalGzip(scripts))} gzip in ${scripts.length} scripts`)
    for (const script of scripts)
      console.log(`  ${kb(script.gzipBytes).padStart(9)}  ${new URL(script.url).pathname}`)
    await page.close()
  }
} finally {
  await browser.close()
  server.close()
  await shop.close()
}
