/**
 * Pages with slow or dead services (issue 28): how long the production shop takes to answer a page,
 * and with what status, while one service is held, down or failing. The fault stack
 * (tests/faults/fault-stack.ts: the reference services behind the fault proxy, the built shop in
 * front) runs with the shop's production timeouts, or with `--timeout MS`. Each page is asked for
 * as a visitor by plain HTTP (the server render, what a phone waits for before it can show
 * anything); the first answer after a fault is switched on is reported apart from the later ones,
 * since the content client's breaker answers those without asking.
 *
 *   npm run bench:slow-services -- [--runs 3] [--timeout MS]
 *
 * Prints Markdown rows for docs/performance.md. Not part of `npm test`: timings are never asserted.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import type { FaultMode } from '../faults/fault-proxy'
import { median } from './browser-shop'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, timeout: { type: 'string', default: 'production' } },
})
const runs = Number(values.runs)

/** The pages asked for: the start page, a listing, a product and a content page. */
const pages = [
  '/',
  '/kategorier/fastenings/skruv',
  '/produkt/traskruv-fasta-fa-330-rostfritt-stal-a4-4-0x40-1000003',
  '/om-oss',
]

/** The faults: one service at a time, held past any timeout, down, or answering 503. */
const held: FaultMode = { kind: 'slow', delayMs: 60_000 }
const faults: readonly { readonly name: string; readonly prefix?: string; readonly mode?: FaultMode }[] = [
  { name: 'all answer' },
  { name: 'product graph held', prefix: '/services/product/', mode: held },
  { name: 'product graph down', prefix: '/services/product/', mode: { kind: 'down' } },
  { name: 'search held', prefix: '/services/search/', mode: held },
  { name: 'content held', prefix: '/services/content/', mode: held },
  { name: 'content 503', prefix: '/services/content/', mode: { kind: 'status', status: 503 } },
]

const stack = spawn(process.execPath, ['--import', 'tsx', 'tests/faults/fault-stack.ts'], {
  env: { ...process.env, FAULT_STACK_TIMEOUT_MS: values.timeout },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const [shop, proxy] = await new Promise<[string, string]>((resolve, reject) => {
  stack.once('exit', (code) => reject(new Error(`The fault stack ended (${code})`)))
  createInterface({ input: stack.stdout }).on('line', (line) => {
    const match = /^FAULT_STACK (\S+) (\S+)$/.exec(line)
    if (match) resolve([match[1]!, match[2]!])
  })
})

/** Switches a fault on the proxy, or ends every fault. */
async function fault(change: { prefix: string; mode: FaultMode } | { action: 'recover' }) {
  const response = await fetch(`${proxy}/__faults__`, { method: 'POST', body: JSON.stringify(change) })
  if (!response.ok) throw new Error(`The proxy answered ${response.status}`)
}

/** One page: its status and how long the whole answer took, in ms. */
async function ask(path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const response = await fetch(`${shop}${path}`, { redirect: 'manual' })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
try {
  for (const path of pages) await ask(path)
  console.log('| fault | page | first answer | later answers, median (max) | statuses |')
  console.log('| --- | --- | ---: | ---: | --- |')
  for (const { name, prefix, mode } of faults) {
    for (const path of pages) {
      await fault({ action: 'recover' })
      // Healthy first, so that each fault starts from a shop that has just been answered.
      await ask(path)
      if (prefix && mode) await fault({ prefix, mode })
      const answers = []
      for (let i = 0; i < runs + 1; i++) answers.push(await ask(path))
      const [first, ...later] = answers
      const statuses = [...new Set(answers.map((a) => a.status))].join(', ')
      console.log(
        `| ${name} | \`${path.length > 32 ? `${path.slice(0, 30)}…` : path}\` | ${s(first!.ms)} | ` +
          `${s(median(later.map((a) => a.ms)))} (${s(Math.max(...later.map((a) => a.ms)))}) | ${statuses} |`,
      )
    }
  }
} finally {
  await fault({ action: 'recover' }).catch(() => undefined)
  stack.kill('SIGTERM')
}
