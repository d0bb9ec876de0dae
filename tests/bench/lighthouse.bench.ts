/**
 * Lighthouse benchmark: the production shop (as the journeys start it: `server/start.ts` on a fresh
 * in-memory database) measured by Lighthouse 12.8.2 in its default mobile form factor with
 * simulated throttling, `--runs` times (default 5) on the start page, a category page and a
 * product page (the category's first card).
 *
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --runs 3 --port 3520
 *
 * Prints, per page, the median of the four category scores (performance, accessibility, best
 * practices, SEO), of LCP, TBT and CLS, and the JavaScript the page loaded (as served, brotli, and
 * at gzip -9), as Markdown rows for docs/performance.md; then every audit that scored under 0.9 in
 * the median run. Each report is kept in test-results/lighthouse/. Not part of `npm test`: scores
 * are never asserted. Lighthouse is run with `npx --yes lighthouse@12.8.2` against Debian's
 * Chromium; it stays out of package.json (its dependency tree breaks `npm ci`, see TOOLCHAIN.md).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, statSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3519' },
  },
})
const runs = Number(values.runs)
const port = Number(values.port)
const origin = `http://localhost:${port}`
const outDir = join('test-results', 'lighthouse')
mkdirSync(outDir, { recursive: true })

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The parts of a Lighthouse report read here. */
interface Report {
  categories: Record<string, { score: number | null }>
  audits: Record<
    string,
    {
      id: string
      title: string
      score: number | null
      scoreDisplayMode: string
      numericValue?: number
      displayValue?: string
      details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] }
    }
  >
}

/** One run's figures. */
interface Run {
  scores: Record<(typeof categories)[number], number>
  lcp: number
  tbt: number
  cls: number
  scripts: { url: string; transferSize: number }[]
  report: Report
}

const median = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Starts the production shop as the journeys do and waits until it answers /healthz. */
async function startShop() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: ':memory:' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`)
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return child
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  child.kill()
  throw new Error('the shop did not answer /healthz within 180 s')
}

/** One Lighthouse run on `url`, its report kept as `file`; tried again once when Lighthouse fails. */
function lighthouse(url: string, file: string, attempt = 1): Run {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--only-categories=${categories.join(',')}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) {
    // Lighthouse now and then loses the trace (NO_NAVSTART) on a busy machine: that run is redone.
    const problem = result.stderr.split('\n').find((line) => /error/i.test(line)) ?? `exit ${result.status}`
    if (attempt < 2) {
      console.log(`${url}: lighthouse failed (${problem}); running it again`)
      return lighthouse(url, file, attempt + 1)
    }
    throw new Error(`lighthouse on ${url} failed twice: ${problem}`)
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100)
  const numeric = (audit: string) => report.audits[audit]?.numericValue ?? NaN
  const requests = report.audits['network-requests']?.details?.items ?? []
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({ url: request.url ?? '', transferSize: request.transferSize ?? 0 })),
    report,
  }
}

/** The scripts at gzip -9, as `npm run size` counts them: the build's precompressed .gz copies. */
function gzipBytes(urls: readonly string[]): number {
  return urls
    .map((url) => statSync(join('dist', 'client', `${new URL(url).pathname}.gz`)).size)
    .reduce((sum, size) => sum + size, 0)
}

/** A page's HTML, on a connection of its own (a kept-alive one may have been closed meanwhile). */
function getHtml(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(body))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** The first product card's page on the category page. */
async function firstProductPath(categoryPath: string): Promise<string> {
  const html = await getHtml(categoryPath)
  const slug = /class="product-card__name"[^>]*>\s*<a[^>]*href="(\/produkt\/[^"]+)"/.exec(html)?.[1]
  if (!slug) throw new Error(`no product card on ${categoryPath}`)
  return slug
}

const shop = await startShop()
try {
  const categoryPath = '/kategorier/fastenings/skruv'
  const pages = [
    { name: 'start page', path: '/' },
    { name: 'category', path: categoryPath },
    { name: 'product', path: await firstProductPath(categoryPath) },
  ]
  const rows: string[] = []
  const findings: string[] = []
  for (const page of pages) {
    // One request first, so the first measured run does not pay for a cold render.
    await getHtml(page.path)
    const results: Run[] = []
    for (let run = 1; run <= runs; run++) {
      const file = join(outDir, `${page.name.replace(/ /g, '-')}-${run}.json`)
      const result = lighthouse(`${origin}${page.path}`, file)
      console.log(
        `${page.path} run ${run}: ${categories.map((c) => `${c} ${result.scores[c]}`).join(', ')}; ` +
          `LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}`,
      )
      results.push(result)
    }
    const medians = Object.fromEntries(categories.map((c) => [c, median(results.map((r) => r.scores[c]))]))
    const scripts = results[0]!.scripts
    const transferred = median(results.map((r) => r.scripts.reduce((sum, s) => sum + s.transferSize, 0)))
    const gzip = gzipBytes(scripts.map((script) => script.url))
    rows.push(
      `| ${page.name} | ${categories.map((c) => medians[c]).join(' | ')} | ` +
        `${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s | ` +
        `${Math.round(median(results.map((r) => r.tbt)))} ms | ${median(results.map((r) => r.cls)).toFixed(3)} | ` +
        `${kb(gzip)} (${kb(transferred)} br, ${scripts.length} scripts) |`,
    )
    // The audits that cost points, from the run whose performance score is the median.
    const typical = [...results].sort((a, b) => a.scores.performance - b.scores.performance)[
      Math.floor(results.length / 2)
    ]!
    for (const audit of Object.values(typical.report.audits)) {
      if (audit.score === null || audit.score >= 0.9) continue
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue
      findings.push(`${page.name}: ${audit.id} (${audit.score}) ${audit.title} ${audit.displayValue ?? ''}`)
    }
  }
  console.log(
    `\n| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JavaScript (gzip -9) |`,
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const row of rows) console.log(row)
  console.log(`\nmedian of ${runs} runs; reports in ${outDir}/`)
  if (findings.length > 0) console.log(`\naudits under 0.9 in the median run:\n${findings.join('\n')}`)
} finally {
  shop.kill()
}
