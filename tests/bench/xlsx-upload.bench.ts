/**
 * Spreadsheet upload benchmark (issue 25, finding 4): an .xlsx far over the 2,000-row limit,
 * uploaded through real HTTP on loopback while a probe asks the same services for a cheap answer
 * (a 404, as cheap as /healthz) one request after the other; both from a worker thread, as a browser
 * would be. Reports the upload's answer and time, the probe's slowest answer, and the services'
 * event loop's longest stall (perf_hooks' delay histogram).
 *
 *   npm run bench:xlsx-upload                # PGlite in a temporary DATA_DIR
 *   npm run bench:xlsx-upload -- --runs 3
 *
 * Files: 800,000 rows without cell references (~100 KB, as small as the attack's 187 KB) and
 * 500,000 rows with them (~4 MB, as a spreadsheet program writes them; the most under the 5 MB
 * upload limit). Prints medians of `--runs` rounds (default 5) after one warm-up round, as Markdown
 * rows for docs/performance.md. Not part of `npm test`: timings are never asserted here
 * (services/cart/cart-sheet.test.ts asserts the stall).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import { readServicesConfig, startServices } from '@proffsbutik/services'
import {
  ORDER_HEADING,
  ORDER_STRINGS,
  orderRows,
  repeatedRows,
  serveOnLoopback,
  xlsx,
} from '@proffsbutik/services/testing'
import { demoAccessToken } from './services-login'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
const runs = Number(values.runs)

const median = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}
const ms = (value: number) => `${value.toFixed(0)} ms`

const files: [string, Uint8Array][] = [
  [
    '800,000 rows, no cell references',
    xlsx({
      sheet: ORDER_HEADING + repeatedRows(800_000),
      dimension: 'A1:B800001',
      sharedStrings: ORDER_STRINGS,
    }),
  ],
  [
    '500,000 rows with cell references',
    xlsx({
      sheet: ORDER_HEADING + orderRows(500_000),
      dimension: 'A1:B500001',
      sharedStrings: ORDER_STRINGS,
    }),
  ],
]

/**
 * The browser's side runs in a worker thread, so that the services' event loop does only the
 * services' work, and the probe's clock runs on while that loop is stuck (a request sent during a
 * stall is answered when it ends). Given the URLs, the token and the file, the worker uploads the
 * file while probing, and answers the upload's status, code and time and the slowest probe (ms).
 */
const BROWSER = `
const { parentPort, workerData } = require('node:worker_threads')
const { probeUrl, uploadUrl, token } = workerData
parentPort.on('message', async (bytes) => {
  await (await fetch(probeUrl)).arrayBuffer() // opens the connection, not counted
  let probing = true
  let slowest = 0
  const probe = (async () => {
    while (probing) {
      const started = performance.now()
      await (await fetch(probeUrl)).arrayBuffer()
      slowest = Math.max(slowest, performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  })()
  const form = new FormData()
  form.set('file', new Blob([bytes]), 'huge.xlsx')
  form.set('deliveryId', 'DBI')
  const started = performance.now()
  const response = await fetch(uploadUrl, { method: 'POST', headers: { authorization: 'Bearer ' + token }, body: form })
  const answer = await response.json()
  const time = performance.now() - started
  probing = false
  await probe
  parentPort.postMessage({ answer: response.status + ' ' + (answer.error ? answer.error.code : 'read'), time, slowestProbe: slowest })
})
`

const dataDir = mkdtempSync(join(tmpdir(), 'proffsbutik-bench-'))
try {
  const result = readServicesConfig({ DATA_DIR: dataDir })
  if (!result.ok) throw new Error(result.problems.join('; '))
  const services = await startServices(result.config)
  const server = await serveOnLoopback(services.app)
  const accessToken = await demoAccessToken(server.url)
  const cartAnswer = await fetch(`${server.url}/services/product/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ getCart(stockInput: {}) { cartId } }' }),
  })
  const { cartId } = ((await cartAnswer.json()) as { data: { getCart: { cartId: string } } }).data.getCart

  const browser = new Worker(BROWSER, {
    eval: true,
    workerData: {
      probeUrl: `${server.url}/services/`,
      uploadUrl: `${server.url}/services/cart/v2/cart/${cartId}/upload`,
      token: accessToken,
    },
  })
  /** One upload with the probe running beside it. */
  const round = async (bytes: Uint8Array) => {
    const delay = monitorEventLoopDelay({ resolution: 5 })
    delay.enable()
    browser.postMessage(bytes.slice())
    const [measured] = (await once(browser, 'message')) as [
      { answer: string; time: number; slowestProbe: number },
    ]
    delay.disable()
    return { ...measured, stall: delay.max / 1e6 }
  }

  const table: string[] = []
  for (const [name, bytes] of files) {
    await round(bytes)
    const measured: Awaited<ReturnType<typeof round>>[] = []
    for (let n = 0; n < runs; n++) measured.push(await round(bytes))
    const answers = [...new Set(measured.map((m) => m.answer))].join(', ')
    table.push(
      `| ${name} (${(bytes.length / 1024).toFixed(0)} KB) | ${answers} | ${ms(median(measured.map((m) => m.time)))} | ` +
        `${ms(median(measured.map((m) => m.slowestProbe)))} | ${ms(median(measured.map((m) => m.stall)))} |`,
    )
  }
  await browser.terminate()
  await server.close()
  await services.close()
  console.log(`\n${runs} runs after one warm-up, medians\n`)
  console.log('| file | answer | upload answered in | slowest probe answer | longest event-loop stall |')
  console.log('| --- | --- | ---: | ---: | ---: |')
  for (const row of table) console.log(row)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
