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
  /** From the click to the confirmation on screen with the top of the cart (ten lines) drawn. */
  readonly first: number
  /** From the click to the confirmation on screen with every line in the page. */
  readonly whole: number
  /** From the click to the upload's request going out (the file read and encoded). */
  readonly before: number
  /** The upload RPC, request sent to answer read (the browser's resource timing). */
  readonly rpc: number
  /** From the answer to every line in the page (the page drawn). */
  readonly after: number
}

/**
 * One upload into an emptied cart. Every time is the page's own clock: the click's event time, the
 * RPC's resource timing, and the first animation frame in which the confirmation and the last line
 * are in the page (a check of two selectors each frame, cheap beside Playwright's locators, whose
 * polling of a 1,000-line page took main-thread time from the page it measured).
 */
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
  const confirmation = `${new Intl.NumberFormat('sv-SE').format(landed)} rader har lagts i varukorgen`
  await page.evaluate(() => {
    const clicks = window as unknown as { clickedAt?: number }
    delete clicks.clickedAt
    delete (window as unknown as { firstAt?: number }).firstAt
    document.addEventListener('click', (event) => (clicks.clickedAt = event.timeStamp), {
      capture: true,
      once: true,
    })
  })
  await page.getByRole('button', { name: 'Läs in i varukorgen' }).click()
  // The first frame with the confirmation and the top of the cart, and the first with every line.
  const drawn = await page.waitForFunction(
    ({ lines, text }) => {
      const marks = window as unknown as { firstAt?: number }
      const confirmed = [...document.querySelectorAll('[role="status"]')].some((status) =>
        (status.textContent ?? '').replace(/\s+/g, ' ').includes(text),
      )
      const present = document.querySelectorAll('[data-testid="cart-line"]').length
      if (confirmed && present >= Math.min(lines, 10)) marks.firstAt ??= performance.now()
      return confirmed && present >= lines ? { firstAt: marks.firstAt, allAt: performance.now() } : false
    },
    { lines: landed, text: confirmation.replace(/\s+/g, ' ') },
    { polling: 'raf', timeout: 60_000 },
  )
  const { firstAt, allAt } = (await drawn.jsonValue()) as { firstAt: number; allAt: number }
  const { clickedAt, sent, answered } = await page.evaluate(() => {
    const upload = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/rpc/uploadCartSheet'))
      .at(-1) as PerformanceResourceTiming
    performance.clearResourceTimings()
    return {
      clickedAt: (window as unknown as { clickedAt: number }).clickedAt,
      sent: upload.requestStart,
      answered: upload.responseEnd,
    }
  })
  return {
    first: firstAt - clickedAt,
    whole: allAt - clickedAt,
    before: sent - clickedAt,
    rpc: answered - sent,
    after: allAt - answered,
  }
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
    const ms = (part: keyof Round) => `${median(measured.map((r) => r[part])).toFixed(0)} ms`
    rows.push(
      `| ${count} | ${Math.min(count, CART_LINES_MAX)} | ${ms('first')} | ${ms('whole')} | ${ms('before')} | ${ms('rpc')} | ${ms('after')} |`,
    )
  }
  console.log(
    '| rows in the file | lines added | click to confirmation, first lines drawn | click to every line drawn | click to request | upload RPC | answer to every line drawn |',
  )
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const row of rows) console.log(row)
} finally {
  await browser.close()
  shopProcess.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
