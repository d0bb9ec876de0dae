/**
 * HTTP load benchmark (issue 11): autocannon against the production shop, with the reference
 * services in their own process on PGlite or PostgreSQL, for a logged-in buyer (anna.berg):
 * server-side rendering of a category page, of a product page and of a search page, and the
 * add-to-cart RPC.
 *
 *   npm run bench:load                                # PGlite in a temporary DATA_DIR
 *   npm run bench:load -- --postgres                  # a throwaway PostgreSQL server (Debian package)
 *   npm run bench:load -- --runs 3 --duration 10 --connections 32
 *   npm run bench:load -- --profile /tmp/load-profile   # V8 CPU profiles of the shop and the services
 *
 * Each target runs `--runs` times (after a 3 s warm-up) for `--duration` seconds at `--connections`
 * concurrent clients; prints the median of the runs' req/s and p50/p95/p99 latencies as Markdown rows
 * for docs/performance.md, with the load average the runs started at (the machine is shared: quote
 * ratios within one run). The shop waits for the services as long as a page takes (PAGE_WAIT_MS
 * 60000 unless set), so that every page is a whole one. Not part of `npm test`: timings are never
 * asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/postgres'
import { ensureBuild } from '../../server/build'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    postgres: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
})
const runs = Number(values.runs)
const duration = Number(values.duration)
const connections = Number(values.connections)
const servicesPort = 3311
const shopPort = 3312
const shop = `http://127.0.0.1:${shopPort}`

/** Starts a process and waits until `url` answers. */
async function startProcess(script: string, env: Record<string, string>, url: string): Promise<ChildProcess> {
  // With --profile each process writes its V8 CPU profile when it exits (tests/bench/profile-summary.ts reads them).
  const profiling = values.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${join(values.profile, script.split('/')[0]!)}`]
    : []
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', script], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`)
    const up = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    )
    if (up) return child
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  child.kill()
  throw new Error(`${script} did not answer ${url}`)
}

/** Ends a process and waits until it has exited. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill()
  await exited
}

/** The session cookie of a buyer logged in through the shop, as the browser logs in. */
async function logIn(username: string): Promise<Record<string, string>> {
  const page = await fetch(`${shop}/`)
  const csrf = page.headers.get('x-csrf-token') ?? csrfTokenOf(await page.text())
  const response = await fetch(`${shop}/rpc/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop, ...csrfHeader(csrf), ...cookieHeader(page) },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  })
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`)
  const cookie = cookieHeader(response)
  const after = await fetch(`${shop}/`, { headers: cookie })
  const token = response.headers.get('x-csrf-token') ?? csrfTokenOf(await after.text())
  return { ...cookie, ...csrfHeader(token), origin: shop }
}

/** The cookies a response sets, as a request's Cookie header. */
function cookieHeader(response: Response): Record<string, string> {
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  return cookies.length > 0 ? { cookie: cookies.join('; ') } : {}
}

/** The page's anti-forgery token, if the shop hands one out in its settings. */
function csrfTokenOf(html: string): string | undefined {
  return /"csrfToken":"([^"]+)"/.exec(html)?.[1]
}
const csrfHeader = (token: string | undefined): Record<string, string> =>
  token ? { 'x-csrf-token': token } : {}

interface Figures {
  readonly requestsPerSecond: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly errors: number
}

/** The `p`th percentile of samples (nearest rank). */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
}

/** One autocannon run; latencies are taken from every response (autocannon itself reports no p95). */
async function load(target: autocannon.Options, seconds: number): Promise<Figures> {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...target, connections, duration: seconds }, (error, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((x, y) => x - y)
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

const median = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

await ensureBuild(process.cwd())
const dataDir = mkdtempSync(join(tmpdir(), 'proffsbutik-load-'))
let postgres: TemporaryPostgres | undefined
const children: ChildProcess[] = []
try {
  postgres = values.postgres ? startTemporaryPostgres(55_434) : undefined
  const database = postgres ? 'PostgreSQL' : 'PGlite'
  children.push(
    await startProcess(
      'services/start.ts',
      {
        SERVICES_PORT: String(servicesPort),
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      `http://127.0.0.1:${servicesPort}/services/`,
    ),
  )
  children.push(
    await startProcess(
      'server/start.ts',
      {
        PORT: String(shopPort),
        SERVICES_URL: `http://127.0.0.1:${servicesPort}`,
        // Whole pages are measured: at 32 clients the services' process is saturated and a page
        // would give up calls after the shop's PAGE_WAIT_MS (1.2 s), answering an error page cheaply.
        // Set PAGE_WAIT_MS to measure with the shop's own wait.
        PAGE_WAIT_MS: process.env['PAGE_WAIT_MS'] ?? '60000',
      },
      `${shop}/healthz`,
    ),
  )
  const headers = await logIn('anna.berg')
  const targets: [string, autocannon.Options][] = [
    ['category page (SSR)', { url: `${shop}/kategorier/fastenings/skruv`, headers }],
    [
      'product page (SSR)',
      { url: `${shop}/produkt/traskruv-fasta-fa-330-rostfritt-stal-a4-4-0x40-1000003`, headers },
    ],
    ['search page (SSR)', { url: `${shop}/search?q=skruv`, headers }],
    [
      'addToCart RPC',
      {
        url: `${shop}/rpc/addToCart`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ deliveryId: 'DBI', lines: [{ articleNumber: '1000003', quantity: 1 }] }),
      },
    ],
  ]
  const load1 = loadavg()[0]!.toFixed(1)
  console.log(
    `${database}, ${connections} connections, ${duration} s × ${runs} runs, load average ${load1} at the start`,
  )
  console.log('| target | req/s | p50 | p95 | p99 | errors |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
  for (const [name, target] of targets) {
    await load(target, 3)
    const measured: Figures[] = []
    for (let run = 0; run < runs; run++) measured.push(await load(target, duration))
    const m = (pick: (f: Figures) => number) => median(measured.map(pick))
    console.log(
      `| ${name} | ${m((f) => f.requestsPerSecond).toFixed(0)} | ${m((f) => f.p50).toFixed(1)} ms | ` +
        `${m((f) => f.p95).toFixed(1)} ms | ${m((f) => f.p99).toFixed(1)} ms | ${Math.max(...measured.map((f) => f.errors))} |`,
    )
  }
} finally {
  // The services answer their last requests before PostgreSQL goes, else they report refused connections.
  await Promise.all(children.reverse().map(stopProcess))
  postgres?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
