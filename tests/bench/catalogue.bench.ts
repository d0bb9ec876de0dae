/**
 * Catalogue benchmark: first start (migrate + seed) on an empty database, a restart that reuses it,
 * and the latency of search and getVariants through real HTTP on loopback.
 *
 *   npm run bench:catalogue                        # SEED_SCALE 1 on PGlite in a temporary DATA_DIR
 *   npm run bench:catalogue -- --scale 20          # the 100,000-variant catalogue
 *   npm run bench:catalogue -- --postgres          # on a throwaway PostgreSQL server (Debian package)
 *
 * Prints medians and 95th percentiles of `--runs` rounds (default 5) after one warm-up round, as
 * Markdown rows for docs/performance.md. Not part of `npm test`: timings are never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/postgres'
import { readServicesConfig, startServices } from '@proffsbutik/services'
import { serveOnLoopback } from '@proffsbutik/services/testing'
import { demoAccessToken } from './services-login'

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    runs: { type: 'string', default: '5' },
    postgres: { type: 'boolean', default: false },
  },
})
const scale = Number(values.scale)
const runs = Number(values.runs)

const percentile = (samples: readonly number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const ms = (value: number) => `${value.toFixed(1)} ms`

const dataDir = mkdtempSync(join(tmpdir(), 'proffsbutik-bench-'))
let postgres: TemporaryPostgres | undefined
try {
  postgres = values.postgres ? startTemporaryPostgres(55_433) : undefined
  const env = {
    DATA_DIR: dataDir,
    SEED_SCALE: String(scale),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }
  const result = readServicesConfig(env)
  if (!result.ok) throw new Error(result.problems.join('; '))
  const database = postgres ? 'PostgreSQL' : 'PGlite'

  const firstStart = performance.now()
  const first = await startServices(result.config)
  const seedSeconds = (performance.now() - firstStart) / 1000
  if (!first.seeded) throw new Error('The database was not empty')
  await first.close()

  const restartStart = performance.now()
  const services = await startServices(result.config)
  const restartSeconds = (performance.now() - restartStart) / 1000
  if (services.seeded) throw new Error('The restart seeded again instead of reusing the data')
  const variants = Number(
    (
      await services.database.db
        .selectFrom('variants')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
  const server = await serveOnLoopback(services.app)
  const accessToken = await demoAccessToken(server.url)
  const post = async (path: string, body: unknown) => {
    const started = performance.now()
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'api-version': '1',
      },
      body: JSON.stringify(body),
    })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return performance.now() - started
  }
  const articles = Array.from({ length: 50 }, (_, n) => String(1_000_000 + (n * 97 + 1) * 3))
  const cases: Record<string, () => Promise<number>> = {
    'search: one word (kulventil)': () => post('/services/search/search', { query: 'kulventil' }),
    'search: two words, prefix (kopparrör 22)': () =>
      post('/services/search/search', { query: 'kopparrör 22' }),
    'search: typo corrected (kulvetnil)': () => post('/services/search/search', { query: 'kulvetnil' }),
    'search: article number': () => post('/services/search/search', { query: '1000006' }),
    'search: browse a category (ventiler)': () => post('/services/search/search', { category: 'ventiler' }),
    'search: category + facet filter': () =>
      post('/services/search/search', { category: 'ventiler', filters: { Material: ['Mässing'] } }),
    // Sorted by the price the logged-in buyer's customer is charged (issue 26: the key is the price model in SQL).
    'search: everything, sorted by the buyer’s price': () =>
      post('/services/search/search', { sort: 'price' }),
    'search: everything, dearest first': () => post('/services/search/search', { sort: 'price-desc' }),
    'search: a category, sorted by price (ventiler)': () =>
      post('/services/search/search', { category: 'ventiler', sort: 'price' }),
    'search: one word, sorted by price (kulventil)': () =>
      post('/services/search/search', { query: 'kulventil', sort: 'price' }),
    'search: category + facet, sorted by price': () =>
      post('/services/search/search', {
        category: 'ventiler',
        filters: { Material: ['Mässing'] },
        sort: 'price',
      }),
    // A word in a sixth of the names: the search's worst case among the bench's texts.
    'search: a broad word (ventil)': () => post('/services/search/search', { query: 'ventil' }),
    'search: a broad word, sorted by price (ventil)': () =>
      post('/services/search/search', { query: 'ventil', sort: 'price' }),
    // A sixth of the catalogue and more: the words a buyer types that find the most.
    'search: a broad word (rör)': () => post('/services/search/search', { query: 'rör' }),
    'search: a broad word, sorted by price (rör)': () =>
      post('/services/search/search', { query: 'rör', sort: 'price' }),
    'search: a dimension (22)': () => post('/services/search/search', { query: '22' }),
    'search: one letter (a)': () => post('/services/search/search', { query: 'a' }),
    'search: everything, sorted by name': () => post('/services/search/search', { sort: 'name' }),
    'getVariants: 50 articles with price and stock': () =>
      post('/services/product/graphql', {
        query: `{ getVariants(articleNumbers: ${JSON.stringify(articles)}, locationId: "1001") {
          articleNumber name price { netPrice } stock { locations { quantity } } } }`,
      }),
  }
  for (const run of Object.values(cases)) await run()
  const rows: string[] = []
  for (const [name, run] of Object.entries(cases)) {
    const samples: number[] = []
    for (let n = 0; n < runs; n++) samples.push(await run())
    rows.push(
      `| ${database} | ${variants} | ${name} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 95))} |`,
    )
  }
  await server.close()
  await services.close()

  console.log(`\n${database}, SEED_SCALE=${scale}: ${variants} variants`)
  console.log(
    `first start (migrate + seed): ${seedSeconds.toFixed(1)} s; restart reusing the data: ${restartSeconds.toFixed(1)} s\n`,
  )
  console.log('| database | variants | call | median | p95 |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const row of rows) console.log(row)
} finally {
  postgres?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
