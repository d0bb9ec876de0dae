/**
 * Cart benchmark: a buyer's big cart through real HTTP on loopback — adding 200 lines in one
 * batch, reading the cart with every line priced and stocked (getCart), changing all 200
 * quantities in one batch (what the 500 ms debounce sends), one line alone, an .xlsx export of 200
 * lines, and checking 200 lines out in two deliveries.
 *
 *   npm run bench:cart                  # PGlite in a temporary DATA_DIR
 *   npm run bench:cart -- --postgres    # on a throwaway PostgreSQL server (Debian package)
 *
 * Prints medians and 95th percentiles of `--runs` rounds (default 7) after one warm-up round, as
 * Markdown rows for docs/performance.md. Not part of `npm test`: timings are never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/postgres'
import { readServicesConfig, startServices } from '@proffsbutik/services'
import { serveOnLoopback } from '@proffsbutik/services/testing'
import { demoAccessToken } from './services-login'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    lines: { type: 'string', default: '200' },
    postgres: { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const lineCount = Number(values.lines)

const percentile = (samples: readonly number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const ms = (value: number) => `${value.toFixed(1)} ms`

const dataDir = mkdtempSync(join(tmpdir(), 'proffsbutik-bench-'))
let postgres: TemporaryPostgres | undefined
try {
  postgres = values.postgres ? startTemporaryPostgres(55_434) : undefined
  const result = readServicesConfig({
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  })
  if (!result.ok) throw new Error(result.problems.join('; '))
  const database = postgres ? 'PostgreSQL' : 'PGlite'
  const services = await startServices(result.config)
  const server = await serveOnLoopback(services.app)
  const accessToken = await demoAccessToken(server.url)
  /** One call; answers its time and its JSON (or nothing for a file or 204). */
  const call = async (method: string, path: string, body?: unknown) => {
    const started = performance.now()
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = response.headers.get('content-type')?.includes('json') ? await response.text() : ''
    if (!response.headers.get('content-type')?.includes('json')) await response.arrayBuffer().catch(() => {})
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
    return { time: performance.now() - started, json: text ? (JSON.parse(text) as unknown) : undefined }
  }
  const { rows } = await sql<{ articleNumber: string }>`
    select article_number as "articleNumber" from variants
    where unit = 'ST' and not discontinued and not only_store and not must_be_in_stocked_at
    order by article_number limit ${lineCount}`.execute(services.database.db)
  const articles = rows.map((row) => row.articleNumber)
  const getCart = `{ getCart(stockInput: {}, locationId: "1001", completeOrderPrice: true) {
    cartId deliveryIdsInOrder cartItems { cartItemId articleNumber quantity deliveryId
      price { netPrice alloyingPrice salesPriceUnit hasBracketPrices }
      stock { locations { locationId quantity availability } }
      variant { name variantSlug webSalesUnit { unit } images { assetUrl } } } } }`
  const cartId = (
    (await call('POST', '/services/product/graphql', { query: getCart })).json as {
      data: { getCart: { cartId: string } }
    }
  ).data.getCart.cartId
  const cart = `/services/cart/v2/cart/${cartId}`
  const fill = () =>
    call('POST', `${cart}/variants/batch/add`, {
      items: articles.map((articleNumber, n) => ({
        articleNumber,
        quantity: 1 + (n % 5),
        deliveryId: n % 4 === 0 ? 'EXH' : 'DBI',
      })),
    })
  const lineIds = async () =>
    (
      (await call('POST', '/services/product/graphql', { query: getCart })).json as {
        data: { getCart: { cartItems: { cartItemId: string }[] } }
      }
    ).data.getCart.cartItems.map((line) => line.cartItemId)

  const cases: [string, () => Promise<number>][] = [
    [
      `add ${lineCount} lines in one batch (empty cart)`,
      async () => {
        await call('DELETE', `${cart}/variants`)
        return (await fill()).time
      },
    ],
    [
      `getCart: ${lineCount} lines priced, stocked, with variants`,
      async () => (await call('POST', '/services/product/graphql', { query: getCart })).time,
    ],
    [
      `batch update: ${lineCount} quantities`,
      async () => {
        const ids = await lineIds()
        return (
          await call('PUT', `${cart}/variants/batch/update`, {
            items: ids.map((cartItemId, n) => ({ cartItemId, quantity: 2 + (n % 7) })),
          })
        ).time
      },
    ],
    [
      'update one line',
      async () => {
        const [first] = await lineIds()
        return (await call('PUT', `${cart}/variants/${first}`, { quantity: 3 })).time
      },
    ],
    [
      `export ${lineCount} lines to .xlsx`,
      async () => (await call('POST', `${cart}/export`, { cartItemIds: await lineIds() })).time,
    ],
    [
      `checkout: ${lineCount} lines in two deliveries`,
      async () => {
        await call('DELETE', `${cart}/variants`)
        await fill()
        return (
          await call('POST', `${cart}/checkout`, {
            orderDetails: { EXH: { storeId: '1001' } },
            sendOrderReceipt: false,
          })
        ).time
      },
    ],
  ]
  await fill()
  const table: string[] = []
  for (const [name, run] of cases) {
    await run()
    const samples: number[] = []
    for (let n = 0; n < runs; n++) {
      if (
        name.startsWith('getCart') ||
        name.startsWith('batch') ||
        name.startsWith('update') ||
        name.startsWith('export')
      ) {
        const count = (await lineIds()).length
        if (count < lineCount) {
          await call('DELETE', `${cart}/variants`)
          await fill()
        }
      }
      samples.push(await run())
    }
    table.push(`| ${database} | ${name} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 95))} |`)
  }
  await server.close()
  await services.close()
  console.log(`\n${database}, ${lineCount} lines, ${runs} runs after one warm-up\n`)
  console.log('| database | call | median | p95 |')
  console.log('| --- | --- | --- | --- |')
  for (const row of table) console.log(row)
} finally {
  postgres?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
