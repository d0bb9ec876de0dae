/**
 * Cart upload benchmark (issue 28): a buyer's spreadsheet into an empty cart through the production
 * shop in Debian's Chromium, timed from "Läs in i varukorgen" to the confirmation on screen with the
 * lines drawn — what the buyer waits for. Files of distinct orderable articles, one each: 200 rows,
 * 500 rows (the cart's limit: all land) and 1,000 rows (500 land, 500 named past the limit). The
 * shop runs with its embedded services on PGlite, as `npm start` does; the upload RPC's own time is
 * reported beside the whole.
 *
 *   npm run bench:cart-upload -- [--runs 5]
 *
 * Prints medians of `--runs` rounds after one warm-up, as Markdown rows for docs/performance.md.
 * Not part of `npm test`: timings are never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { CART_LINES_MAX } from '@proffsbutik/core/domain'
import { rpcPost } from '../e2e/support'
import { logIn, median, orderable, startProcess } from './browser-shop'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, rows: { type: 'string', default: '200,500,1000,2000' } },
})
const runs = Number(values.runs)
const shopPort = 3313
const shop = `http://localhost:${shopPort}`

/** A .csv of `rows` distinct articles, one of each. */
const sheet = (rows: number) =>
  Buffer.from(
    ['Artikelnummer;Antal', ...orderable.slice(0, rows).map((article) => `${article};1`)].join('\r\n'),
  )

interface Round {
  readonly whole: number
  readonly rpc: number
}

/** One upload into an emptied cart: the time to the confirmation, and the RPC's own. */
async function round(page: Page, rows: number): Promise<Round> {
  const emptied = await rpcPost(page.request, `${shop}/rpc/emptyCart`, { data: {} })
  if (!emptied.ok()) throw new Error(`emptyCart answered ${emptied.status()}`)
  await page.goto(`${shop}/cart`)
  await page.waitForSelector('html[data-hydrated="true"]')
  await page.getByRole('heading', { name: 'Läs in fil' }).click()
  await page
    .getByLabel('Kalkylblad')
    .setInputFiles({ name: 'projekt.csv', mimeType: 'text/csv', buffer: sheet(rows) })
  const landed = Math.min(rows, CART_LINES_MAX)
  let rpcStarted = 0
  let rpcEnded = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/rpc/uploadCartSheet')) rpcStarted = performance.now()
  })
  page.on('requestfinished', (r) => {
    if (r.url().endsWith('/rpc/uploadCartSheet')) rpcEnded = performance.now()
  })
  const started = performance.now()
  await page.getByRole('button', { name: 'Läs in i varukorgen' }).click()
  await page
    .getByRole('status')
    .filter({ hasText: `${new Intl.NumberFormat('sv-SE').format(landed)} rader har lagts i varukorgen` })
    .waitFor({ timeout: 60_000 })
  await page
    .locator('[data-testid="cart-line"]')
    .nth(landed - 1)
    .waitFor()
  const whole = performance.now() - started
  page.removeAllListeners('request')
  page.removeAllListeners('requestfinished')
  return { whole, rpc: rpcEnded - rpcStarted }
}

const dataDir = mkdtempSync(join(tmpdir(), 'proffsbutik-cart-upload-'))
const shopProcess = await startProcess(
  'server/start.ts',
  { PORT: String(shopPort), DATA_DIR: dataDir },
  `${shop}/healthz`,
)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage()
  await logIn(page, shop)
  const rows: string[] = []
  for (const count of values.rows.split(',').map(Number)) {
    await round(page, count)
    const measured: Round[] = []
    for (let i = 0; i < runs; i++) measured.push(await round(page, count))
    rows.push(
      `| ${count} | ${Math.min(count, CART_LINES_MAX)} | ${median(measured.map((r) => r.whole)).toFixed(0)} ms | ` +
        `${median(measured.map((r) => r.rpc)).toFixed(0)} ms |`,
    )
  }
  console.log('| rows in the file | lines added | click to confirmation, lines drawn | upload RPC |')
  console.log('| ---: | ---: | ---: | ---: |')
  for (const row of rows) console.log(row)
} finally {
  await browser.close()
  shopProcess.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
