/**
 * HTTP load benchmark (issues 11 and 30): autocannon against the production shop on PGlite or
 * PostgreSQL, for a logged-in buyer (anna.berg): server-side rendering of a category page, of a
 * product page and of a search page, and the add-to-cart RPC. The reference services are embedded in
 * the shop's process, as `npm start` runs them, or with `--separate` in their own process, reached
 * at SERVICES_URL.
 *
 *   npm run bench:load                                # PGlite in a temporary DATA_DIR, embedded
 *   npm run bench:load -- --postgres                  # a throwaway PostgreSQL server (Debian package)
 *   npm run bench:load -- --separate                  # the services in their own process
 *   npm run bench:load -- --runs 3 --duration 10 --connections 32
 *   npm run bench:load -- --only category             # the targets whose name contains a word
 *   npm run bench:load -- --profile /tmp/load-profile   # V8 CPU profiles of the shop and the services
 *   npm run bench:load -- --encoding br               # pages compressed, as a browser asks for them
 *
 * Each target runs `--runs` times (after a 3 s warm-up) for `--duration` seconds at `--connections`
 * concurrent clients; prints the median of the runs' req/s, p50/p95/p99 latencies and CPU per
 * request as Markdown rows for docs/performance.md, with the load average the runs started at (the
 * machine is shared: quote ratios within one run). CPU per request is the processes' user and system
 * time from /proc over the run, divided by the responses: the shop's process, the services' when
 * separate, and PostgreSQL's (the postmaster, its children, and the children it has reaped). The shop
 * waits for the services as long as a page takes (PAGE_WAIT_MS 60000 unless set), so that every
 * page is a whole one. Not part of `npm test`: timings are never asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
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
    separate: { type: 'boolean', default: false },
    /** Only the targets whose name contains this (e.g. `category`). */
    only: { type: 'string' },
    /** The shop without the V8 flags `npm start` gives it (to weigh them). */
    'no-start-flags': { type: 'boolean', default: false },
    profile: { type: 'string' },
    /** Ask for pages as a browser does (`br` or `gzip`), so that compressing them is measured too. */
    encoding: { type: 'string' },
  },
})
const runs = Number(values.runs)
const duration = Number(values.duration)
const connections = Number(values.connections)
const servicesPort = 3311
const shopPort = 3312
const shop = `http://127.0.0.1:${shopPort}`

/**
 * Fails with the port's name when something already listens there: a shop or services left by an
 * earlier run would answer this run's calls (a login then fails against another database).
 */
async function assertFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} is taken: a shop or services from an earlier run may still be running ` +
            `(pgrep -af "server/start|services/start").`,
        ),
      ),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

/** The V8 flags `npm start` runs the shop with (package.json), e.g. `--max-semi-space-size=64`. */
function startFlags(): string[] {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts
  return (scripts['start'] ?? '').split(/\s+/).filter((arg) => /^--max-[a-z-]+=\d+$/.test(arg))
}

/** Starts a process and waits until `url` answers. */
async function startProcess(
  script: string,
  env: Record<string, string>,
  url: string,
  flags: readonly string[] = [],
): Promise<ChildProcess> {
  // With --profile each process writes its V8 CPU profile when it exits (tests/bench/profile-summary.ts reads them).
  const profiling = values.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${join(values.profile, script.split('/')[0]!)}`]
    : []
  const child = spawn(process.execPath, [...flags, ...profiling, '--import', 'tsx', script], {
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
  /** CPU milliseconds per response, by process group. */
  readonly cpu: Readonly<Record<CpuGroup, number>>
}

type CpuGroup = 'shop' | 'services' | 'postgres'

/** The clock ticks a second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux). */
const TICKS_PER_SECOND = 100

/**
 * A process's CPU ticks from /proc/<pid>/stat: its own user and system time, and with `reaped`
 * also its waited-for children's (how PostgreSQL's ended backends stay counted).
 */
function cpuTicks(pid: number, reaped = false): number {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return 0 // ended since listed: its time is in its parent's reaped children
  }
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number)
  // Fields 14–17 of proc(5): utime, stime, cutime, cstime; this array starts at field 3.
  const own = fields[11]! + fields[12]!
  return reaped ? own + fields[13]! + fields[14]! : own
}

/** CPU ticks so far of each process group. */
function cpuNow(): Record<CpuGroup, number> {
  const [postmaster, ...backends] = postgres?.processIds() ?? []
  return {
    shop: shopProcess ? cpuTicks(shopProcess.pid!) : 0,
    services: servicesProcess ? cpuTicks(servicesProcess.pid!) : 0,
    postgres:
      postmaster === undefined
        ? 0
        : cpuTicks(postmaster, true) + backends.reduce((sum, pid) => sum + cpuTicks(pid), 0),
  }
}

/** The `p`th percentile of samples (nearest rank). */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
}

/** One autocannon run; latencies are taken from every response (autocannon itself reports no p95). */
async function load(target: autocannon.Options, seconds: number): Promise<Figures> {
  const latencies: number[] = []
  const before = cpuNow()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...target, connections, duration: seconds }, (error, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  const after = cpuNow()
  const perResponse = (group: CpuGroup) =>
    (((after[group] - before[group]) / TICKS_PER_SECOND) * 1000) / Math.max(1, latencies.length)
  latencies.sort((x, y) => x - y)
  return {
    cpu: { shop: perResponse('shop'), services: perResponse('services'), postgres: perResponse('postgres') },
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
let shopProcess: ChildProcess | undefined
let servicesProcess: ChildProcess | undefined
try {
  for (const port of [servicesPort, shopPort]) await assertFree(port)
  postgres = values.postgres ? startTemporaryPostgres(55_434) : undefined
  const database = postgres ? 'PostgreSQL' : 'PGlite'
  const storage = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) }
  if (values.separate) {
    servicesProcess = await startProcess(
      'services/start.ts',
      { SERVICES_PORT: String(servicesPort), ...storage },
      `http://127.0.0.1:${servicesPort}/services/`,
    )
  }
  shopProcess = await startProcess(
    'server/start.ts',
    {
      PORT: String(shopPort),
      ...(values.separate ? { SERVICES_URL: `http://127.0.0.1:${servicesPort}` } : storage),
      // Whole pages are measured: at 32 clients the services' process is saturated and a page
      // would give up calls after the shop's PAGE_WAIT_MS (1.2 s), answering an error page cheaply.
      // Set PAGE_WAIT_MS to measure with the shop's own wait.
      PAGE_WAIT_MS: process.env['PAGE_WAIT_MS'] ?? '60000',
    },
    `${shop}/healthz`,
    values['no-start-flags'] ? [] : startFlags(),
  )
  const headers = {
    ...(await logIn('anna.berg')),
    ...(values.encoding ? { 'accept-encoding': values.encoding } : {}),
  }
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
  const services = values.separate ? 'services in their own process' : 'services embedded'
  const flags = values['no-start-flags'] ? 'no V8 flags' : `V8 flags: ${startFlags().join(' ') || 'none'}`
  console.log(
    `${database}, ${services}, ${flags}, ${connections} connections, ${duration} s × ${runs} runs, pages ${values.encoding ? `in ${values.encoding}` : 'uncompressed'}, load average ${load1} at the start`,
  )
  console.log(
    '| target | req/s | p50 | p95 | p99 | errors | CPU/req shop | CPU/req services | CPU/req PostgreSQL |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const [name, target] of targets.filter(([name]) => name.includes(values.only ?? ''))) {
    await load(target, 3)
    const measured: Figures[] = []
    for (let run = 0; run < runs; run++) measured.push(await load(target, duration))
    const m = (pick: (f: Figures) => number) => median(measured.map(pick))
    console.log(
      `| ${name} | ${m((f) => f.requestsPerSecond).toFixed(0)} | ${m((f) => f.p50).toFixed(1)} ms | ` +
        `${m((f) => f.p95).toFixed(1)} ms | ${m((f) => f.p99).toFixed(1)} ms | ${Math.max(...measured.map((f) => f.errors))} | ` +
        `${m((f) => f.cpu.shop).toFixed(1)} ms | ${values.separate ? `${m((f) => f.cpu.services).toFixed(1)} ms` : '–'} | ` +
        `${postgres ? `${m((f) => f.cpu.postgres).toFixed(1)} ms` : '–'} |`,
    )
  }
} finally {
  // The services answer their last requests before PostgreSQL goes, else they report refused connections.
  for (const child of [shopProcess, servicesProcess]) if (child) await stopProcess(child)
  postgres?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
