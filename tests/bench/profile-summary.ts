/**
 * Reads a V8 CPU profile (`node --cpu-prof`, or `npm run bench:load -- --profile DIR`) and prints
 * where the time went: the share of samples whose stack holds each part of the shop (they overlap:
 * a loader's samples count for the router and for the HTTP client it calls), then the functions
 * with the most time of their own, and each sample counted once, for the part innermost on its stack
 * (what a part costs by itself: the sum of those shares is 100 %). Only the last `--last` seconds are read, so that start-up
 * (module loading, seeding) does not count.
 *
 *   node --import tsx tests/bench/profile-summary.ts DIR/server/CPU.….cpuprofile --last 60
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

interface CallFrame {
  readonly functionName: string
  readonly url: string
  readonly lineNumber: number
}
interface ProfileNode {
  readonly id: number
  readonly callFrame: CallFrame
  readonly children?: readonly number[]
}
interface Profile {
  readonly nodes: readonly ProfileNode[]
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
  readonly startTime: number
  readonly endTime: number
}

/** The parts the summary names, each recognised by the frames on a sample's stack. */
const parts: Readonly<Record<string, (frame: CallFrame) => boolean>> = {
  'router and loaders': (f) => f.url.includes('/@tanstack/'),
  'React rendering': (f) => f.url.includes('react-dom-server'),
  'HTTP client: undici fetch': (f) => f.url.includes('undici'),
  'HTTP client: ky': (f) => f.url.includes('/ky/'),
  'service client (adapters/http)': (f) => f.url.includes('/adapters/http/'),
  'Schema decoding': (f) => /effect\/dist\/(Schema|SchemaParser|SchemaAST)\./.test(f.url),
  'Effect runtime': (f) => f.url.includes('/effect/dist/') && !/effect\/dist\/Schema/.test(f.url),
  'GraphQL (client or server)': (f) => /\/graphql(-request)?\//.test(f.url),
  'hydration data (seroval)': (f) => f.url.includes('seroval'),
  MobX: (f) => f.url.includes('mobx'),
  'Kysely and pg': (f) => /\/(kysely|pg|pg-protocol)\//.test(f.url),
  PGlite: (f) => f.url.includes('pglite'),
  "WebAssembly (PGlite's engine, undici's HTTP parser)": (f) => f.url.startsWith('wasm://'),
  Hono: (f) => /\/(hono|@hono)\//.test(f.url),
  'tokens and cookies (jose)': (f) => f.url.includes('/jose/'),
  Lingui: (f) => f.url.includes('/@lingui/'),
  'date-fns': (f) => /\/(date-fns|@date-fns)\//.test(f.url),
  'the UI (SSR bundle)': (f) => /\/dist\/server\/|\/ui\//.test(f.url) && !f.url.includes('node_modules'),
  "the shop's server, core, adapters and services": (f) =>
    /\/(server|core|adapters|services)\//.test(f.url) && !f.url.includes('node_modules'),
  'garbage collection': (f) => f.functionName === '(garbage collector)',
  idle: (f) => f.functionName === '(idle)',
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { last: { type: 'string', default: '60' }, top: { type: 'string', default: '25' } },
})
const file = positionals[0]
if (!file) throw new Error('Usage: profile-summary.ts FILE.cpuprofile [--last SECONDS] [--top N]')
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parentOf = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)

const from = profile.endTime - Number(values.last) * 1e6
const onStack = new Map<string, number>()
const innermost = new Map<string, number>()
const own = new Map<string, number>()
let total = 0
let time = profile.startTime
const where = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\//, '')}:${frame.lineNumber + 1}`
profile.samples.forEach((sample, index) => {
  time += profile.timeDeltas[index] ?? 0
  if (time < from) return
  const spent = profile.timeDeltas[index + 1] ?? 0
  total += spent
  const leaf = nodes.get(sample)!.callFrame
  own.set(where(leaf), (own.get(where(leaf)) ?? 0) + spent)
  const seen = new Set<string>()
  let first: string | undefined
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
    const frame = nodes.get(id)!.callFrame
    for (const [part, holds] of Object.entries(parts))
      if (holds(frame)) {
        seen.add(part)
        first ??= part
      }
  }
  const by = first ?? 'other (Node itself)'
  innermost.set(by, (innermost.get(by) ?? 0) + spent)
  for (const part of seen) onStack.set(part, (onStack.get(part) ?? 0) + spent)
})

const share = (microseconds: number) => `${((100 * microseconds) / total).toFixed(1).padStart(5)} %`
console.log(`${(total / 1e6).toFixed(1)} s of samples read`)
console.log('\nShare of samples with the part on the stack:')
for (const [part, spent] of [...onStack].sort((a, b) => b[1] - a[1])) console.log(`${share(spent)}  ${part}`)
console.log('\nEach sample once, for the part innermost on its stack:')
for (const [part, spent] of [...innermost].sort((a, b) => b[1] - a[1]))
  console.log(`${share(spent)}  ${part}`)
console.log('\nFunctions with the most time of their own:')
for (const [frame, spent] of [...own].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.log(`${share(spent)}  ${frame}`)
