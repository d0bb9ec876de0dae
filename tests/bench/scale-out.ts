/**
 * Scale-out check (issue 11): nginx (Debian's package) balances two shop instances and two service
 * instances on one PostgreSQL server. Buyers put cart writes through nginx while one shop instance
 * and then one service instance are killed (SIGKILL) and started again. Then the database is read:
 *
 * - every write a client saw succeed is in its cart, exactly once (a line per article, quantity 1);
 * - no line is doubled (a write applied twice would show quantity 2);
 * - no request was answered 401: the sessions survived the switch of instance (one SESSION_SECRET).
 *
 * Writes that failed while an instance was down are counted; those whose line is in the cart anyway
 * ("in doubt": committed, but the answer was lost with the instance) are listed, not counted as
 * errors. nginx retries only requests that never reached an instance (`proxy_next_upstream error`,
 * never a POST that was sent: nginx does not retry non-idempotent requests).
 *
 *   npm run check:scale-out           (needs nginx and postgresql: apt-get install nginx-light postgresql)
 *
 * Prints the figures as Markdown for docs/reliability.md and exits 1 when a check fails. Not part
 * of `npm test` (CI installs no nginx), named in docs/reliability.md.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startTemporaryPostgres } from '../../scripts/postgres'
import { ensureBuild } from '../../server/build'
import { buildCatalogue, DEMO_PASSWORD, personas } from '@proffsbutik/services/testing'

const ports = { postgres: 55_435, services: [3321, 3322], shops: [3323, 3324], shop: 3325, servicesLb: 3326 }
const shop = `http://127.0.0.1:${ports.shop}`
const SESSION_SECRET = 'scale-out-check-secret-of-at-least-32-characters'
const writers = ['anna.berg', 'bertil.holm', 'malin.frost', 'maja.falk']
/** Loops per buyer: two writers on the same cart at once. */
const LOOPS = 2
/** Every loop writes its own articles, one line each; a cart holds 500 lines. */
const ARTICLES_PER_LOOP = 240

const work = mkdtempSync(join(tmpdir(), 'proffsbutik-scale-out-'))

/** nginx's configuration: one upstream of shops, one of services, each port balancing two instances. */
function nginxConfig(): string {
  const upstream = (name: string, instances: readonly number[]) =>
    `upstream ${name} {\n${instances.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}\n    keepalive 16;\n  }`
  const server = (port: number, upstreamName: string) => `server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location / {
      proxy_pass http://${upstreamName};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout;
      proxy_read_timeout 30s;
    }
  }`
  return `user root;
worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/tmp/body;
  proxy_temp_path ${work}/tmp/proxy;
  fastcgi_temp_path ${work}/tmp/fastcgi;
  uwsgi_temp_path ${work}/tmp/uwsgi;
  scgi_temp_path ${work}/tmp/scgi;
  ${upstream('shops', ports.shops)}
  ${upstream('services', ports.services)}
  ${server(ports.shop, 'shops')}
  ${server(ports.servicesLb, 'services')}
}
`
}

/** Starts a process of the shop or the services and waits until `url` answers. */
async function startProcess(script: string, env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  await waitFor(url, () => child.exitCode !== null)
  return child
}

async function waitFor(url: string, gaveUp: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline && !gaveUp()) {
    const up = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer`)
}

const servicesOf = (index: number, databaseUrl: string) =>
  startProcess(
    'services/start.ts',
    {
      SERVICES_PORT: String(ports.services[index]),
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(work, 'unused'),
    },
    `http://127.0.0.1:${ports.services[index]}/services/`,
  )
const shopOf = (index: number) =>
  startProcess(
    'server/start.ts',
    {
      PORT: String(ports.shops[index]),
      SERVICES_URL: `http://127.0.0.1:${ports.servicesLb}`,
      SESSION_SECRET,
    },
    `http://127.0.0.1:${ports.shops[index]}/healthz`,
  )

/** A buyer's browser: its cookies and the page's anti-forgery token, if the shop hands one out. */
interface Buyer {
  readonly username: string
  readonly userId: string
  headers: Record<string, string>
}

function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  )
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0]!
    jar.set(pair.split('=')[0]!, pair)
  }
  return [...jar.values()].join('; ')
}
const csrfTokenOf = (html: string) => /"csrfToken":"([^"]+)"/.exec(html)?.[1]

async function logIn(username: string): Promise<Buyer> {
  const userId = personas.find((p) => p.username === username)?.id
  if (!userId) throw new Error(`No persona ${username}`)
  const first = await fetch(`${shop}/`)
  let cookie = cookiesOf(first)
  const token = first.headers.get('x-csrf-token') ?? csrfTokenOf(await first.text())
  const login = await fetch(`${shop}/rpc/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: shop,
      cookie,
      ...(token ? { 'x-csrf-token': token } : {}),
    },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  })
  if (!login.ok) throw new Error(`${username}: login answered ${login.status}`)
  cookie = cookiesOf(login, cookie)
  const page = await fetch(`${shop}/`, { headers: { cookie } })
  cookie = cookiesOf(page, cookie)
  const after = login.headers.get('x-csrf-token') ?? csrfTokenOf(await page.text())
  return {
    username,
    userId,
    headers: {
      'content-type': 'application/json',
      origin: shop,
      cookie,
      ...(after ? { 'x-csrf-token': after } : {}),
    },
  }
}

async function rpc(buyer: Buyer, name: string, body: unknown): Promise<number> {
  try {
    const response = await fetch(`${shop}/rpc/${name}`, {
      method: 'POST',
      headers: buyer.headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    const cookie = cookiesOf(response, buyer.headers['cookie'])
    // Every answer hands back the session's current anti-forgery token.
    const token = response.headers.get('x-csrf-token')
    buyer.headers = { ...buyer.headers, cookie, ...(token ? { 'x-csrf-token': token } : {}) }
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

/** What one writing loop saw. */
interface Seen {
  readonly acknowledged: string[]
  readonly failed: { article: string; status: number }[]
}

async function writeLoop(buyer: Buyer, articles: readonly string[], running: () => boolean): Promise<Seen> {
  const seen: Seen = { acknowledged: [], failed: [] }
  for (const article of articles) {
    if (!running()) break
    const status = await rpc(buyer, 'addToCart', {
      deliveryId: 'DBI',
      lines: [{ articleNumber: article, quantity: 1 }],
    })
    if (status === 200) seen.acknowledged.push(article)
    else seen.failed.push({ article, status })
  }
  return seen
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const children = new Map<string, ChildProcess>()
let nginx: ChildProcess | undefined
const postgres = startTemporaryPostgres(ports.postgres)
let failures = 0
try {
  await ensureBuild(process.cwd())
  mkdirSync(join(work, 'tmp'), { recursive: true })
  writeFileSync(join(work, 'nginx.conf'), nginxConfig())
  execFileSync('nginx', ['-t', '-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'pipe' })
  nginx = spawn('nginx', ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'ignore' })
  // The first instance migrates and seeds; the second finds the database ready.
  children.set('services-0', await servicesOf(0, postgres.url))
  children.set('services-1', await servicesOf(1, postgres.url))
  children.set('shop-0', await shopOf(0))
  children.set('shop-1', await shopOf(1))
  await waitFor(`${shop}/healthz`)

  const buyers = await Promise.all(writers.map(logIn))
  for (const buyer of buyers) {
    const status = await rpc(buyer, 'emptyCart', {})
    if (status !== 200) throw new Error(`${buyer.username}: emptyCart answered ${status}`)
  }
  const orderable = buildCatalogue(1)
    .variants.filter((v) => !v.discontinued && !v.onlyStore && !v.mustBeInStockedAt)
    .map((v) => v.articleNumber)
  let running = true
  const loops = buyers.flatMap((buyer, b) =>
    Array.from({ length: LOOPS }, (_, l) => {
      const start = (b * LOOPS + l) * ARTICLES_PER_LOOP
      return writeLoop(buyer, orderable.slice(start, start + ARTICLES_PER_LOOP), () => running).then(
        (seen) => ({ buyer, seen }),
      )
    }),
  )
  const events: string[] = []
  const at = (what: string) => events.push(`${(performance.now() / 1000).toFixed(1)} s: ${what}`)
  const kill = (name: string) => {
    children.get(name)?.kill('SIGKILL')
    at(`${name} killed`)
  }
  await sleep(4000)
  kill('shop-0')
  await sleep(3000)
  children.set('shop-0', await shopOf(0))
  at('shop-0 back')
  await sleep(3000)
  kill('services-1')
  await sleep(3000)
  children.set('services-1', await servicesOf(1, postgres.url))
  at('services-1 back')
  await sleep(4000)
  running = false
  const results = await Promise.all(loops)

  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  const rows: string[] = []
  let unauthorized = 0
  for (const buyer of buyers) {
    const mine = results.filter((r) => r.buyer === buyer).map((r) => r.seen)
    const acknowledged = mine.flatMap((s) => s.acknowledged)
    const failed = mine.flatMap((s) => s.failed)
    unauthorized += failed.filter((f) => f.status === 401).length
    const { rows: lines } = await client.query<{ article_number: string; quantity: string }>(
      `select i.article_number, i.quantity::text as quantity from cart_items i join carts c on c.id = i.cart_id
        where c.user_id = $1 and c.status = 'ACTIVE' and i.delivery_id = 'DBI'`,
      [buyer.userId],
    )
    const inCart = new Map(lines.map((line) => [line.article_number, Number(line.quantity)]))
    const lost = acknowledged.filter((article) => !inCart.has(article))
    const doubled = [...inCart].filter(([, quantity]) => quantity !== 1).map(([article]) => article)
    const inDoubt = failed.filter((f) => inCart.has(f.article)).length
    failures += lost.length + doubled.length
    rows.push(
      `| ${buyer.username} | ${acknowledged.length} | ${failed.length} (${[...new Set(failed.map((f) => f.status))].join(', ') || '-'}) | ${inDoubt} | ${inCart.size} | ${lost.length} | ${doubled.length} |`,
    )
  }
  await client.end()
  failures += unauthorized
  console.log(events.map((e) => `- ${e}`).join('\n'))
  console.log(
    '\n| buyer | writes acknowledged | writes failed (statuses) | failed but in the cart | lines in the database | lost | doubled |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  console.log(rows.join('\n'))
  console.log(
    `\n401 answers: ${unauthorized}. ${failures === 0 ? 'All checks held.' : `${failures} check(s) failed.`}`,
  )
} finally {
  for (const child of children.values()) child.kill('SIGKILL')
  nginx?.kill('SIGQUIT')
  postgres.stop()
  rmSync(work, { recursive: true, force: true })
}
process.exit(failures === 0 ? 0 : 1)
