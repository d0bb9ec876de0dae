/**
 * Cart page benchmark (issue 8): a buyer's cart of 20 and of 200 lines through the production shop
 * in Debian's Chromium — the server-rendered page received, the page interactive (hydrated), and a
 * quantity change round-tripped (the + button, the 500 ms debounce, the batch RPC, the cart read
 * back and drawn). The reference services run in their own process behind a counting proxy, so the
 * service calls each page and each change costs are counted, not assumed: they must not grow with
 * the number of lines.
 *
 *   npm run bench:cart-page -- [--runs 7]
 *
 * Prints medians of `--runs` rounds after one warm-up, as Markdown rows for docs/performance.md.
 * Not part of `npm test`: timings are never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { rpcPost } from '../e2e/support'
import { logIn, median, orderable, startProcess } from './browser-shop'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } })
const runs = Number(values.runs)
const servicesPort = 3301
const proxyPort = 3302
const shopPort = 3303
const shop = `http://localhost:${shopPort}`

/** Service calls seen by the proxy since the last reset, by method and path without ids. */
let calls: string[] = []

/** Forwards every request to the services and notes it. */
function startProxy() {
  const server = createServer((incoming, outgoing) => {
    calls.push(`${incoming.method} ${(incoming.url ?? '').split('?')[0]}`)
    const forward = request(
      {
        host: '127.0.0.1',
        port: servicesPort,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forward.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(forward)
  })
  return new Promise<typeof server>((resolve) => server.listen(proxyPort, '127.0.0.1', () => resolve(server)))
}

/** Fills the cart with `lines` lines for home delivery. */
async function fillCart(page: Page, lines: number) {
  const empty = await rpcPost(page.request, `${shop}/rpc/emptyCart`, { data: {} })
  if (!empty.ok()) throw new Error(`emptyCart answered ${empty.status()}`)
  const answer = await rpcPost(page.request, `${shop}/rpc/addToCart`, {
    data: {
      deliveryId: 'DBI',
      lines: orderable.slice(0, lines).map((articleNumber) => ({ articleNumber, quantity: 1 })),
    },
  })
  if (!answer.ok()) throw new Error(`addToCart answered ${answer.status()}`)
}

interface Round {
  ssr: number
  interactive: number
  change: number
  pageCalls: number
  changeCalls: number
  rpcAfterHydration: number
}

/** One round: the cart page read and made interactive, then one quantity change. */
async function round(page: Page): Promise<Round> {
  calls = []
  const rpcs: string[] = []
  const onRequest = (r: { url(): string }) => {
    if (r.url().includes('/rpc/')) rpcs.push(r.url())
  }
  page.on('request', onRequest)
  const started = performance.now()
  const response = await page.goto(`${shop}/cart`, { waitUntil: 'commit' })
  await response?.finished()
  const ssr = performance.now() - started
  await page.waitForSelector('html[data-hydrated="true"]')
  const interactive = performance.now() - started
  const pageCalls = calls.length
  const rpcAfterHydration = rpcs.length
  page.off('request', onRequest)

  calls = []
  const first = page.locator('[data-testid="cart-line"]').first()
  const field = first.getByRole('textbox', { name: /Antal för/ })
  const before = await field.inputValue()
  const changeStarted = performance.now()
  const answered = page.waitForResponse((r) => r.url().endsWith('/rpc/updateCartLines'))
  await first.getByRole('button', { name: /Öka med/ }).click()
  await (await answered).finished()
  await page.waitForFunction(
    ([selector, old]) => {
      const input = document.querySelector<HTMLInputElement>(selector!)
      return input !== null && input.value !== old && document.querySelector('.cart-summary__reason') === null
    },
    [`[data-testid="cart-line"] input[inputmode="decimal"]`, before] as const,
  )
  const change = performance.now() - changeStarted
  return { ssr, interactive, change, pageCalls, changeCalls: calls.length, rpcAfterHydration }
}

const dataDir = mkdtempSync(join(tmpdir(), 'proffsbutik-cart-page-'))
const proxy = await startProxy()
const services = await startProcess(
  'services/start.ts',
  { SERVICES_PORT: String(servicesPort), DATA_DIR: dataDir },
  `http://127.0.0.1:${servicesPort}/services/`,
)
const shopProcess = await startProcess(
  'server/start.ts',
  { PORT: String(shopPort), SERVICES_URL: `http://127.0.0.1:${proxyPort}` },
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
  for (const lines of [20, 200]) {
    await fillCart(page, lines)
    await round(page)
    const measured: Round[] = []
    for (let i = 0; i < runs; i++) measured.push(await round(page))
    const m = (pick: (r: Round) => number) => median(measured.map(pick))
    rows.push(
      `| ${lines} | ${m((r) => r.ssr).toFixed(0)} ms | ${m((r) => r.interactive).toFixed(0)} ms | ` +
        `${m((r) => r.change).toFixed(0)} ms | ${Math.max(...measured.map((r) => r.pageCalls))} | ` +
        `${Math.max(...measured.map((r) => r.changeCalls))} | ${Math.max(...measured.map((r) => r.rpcAfterHydration))} |`,
    )
    console.error(`${lines} lines: service calls of the last page read: ${calls.join(', ')}`)
  }
  console.log(
    '| lines | page received (SSR) | interactive | quantity change (incl. 500 ms debounce) | service calls, page | service calls, change | RPCs after hydration |',
  )
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const row of rows) console.log(row)
} finally {
  await browser.close()
  shopProcess.kill()
  services.kill()
  proxy.close()
  rmSync(dataDir, { recursive: true, force: true })
}
