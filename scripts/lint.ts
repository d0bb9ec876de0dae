/**
 * `npm run lint`: ESLint, Prettier's check, dependency-cruiser's folder rules and knip's dead-code
 * check. On a clean clone (no caches) they took 57–62 s one after the other on this kind of machine
 * (2 cores). They are independent, so they run in two lanes side by side, each lane about half of
 * the work: 44 s. Each tool's output is printed when it ends, under its name; the exit code is the
 * first failure's, and a failure does not stop the other tools.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'

interface Step {
  readonly tool: string
  readonly args: readonly string[]
}

const eslint: Step = {
  tool: 'eslint',
  args: ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'],
}
const prettier: Step = { tool: 'prettier', args: ['--check', '.', '--cache', '--log-level', 'warn'] }
const depcruise: Step = {
  tool: 'depcruise',
  args: [
    '--config',
    '.dependency-cruiser.cjs',
    'core',
    'adapters',
    'ui',
    'server',
    'services',
    'scripts',
    'tests',
  ],
}
const knip: Step = { tool: 'knip', args: ['--no-progress'] }

/**
 * Measured cold: prettier 25–28 s, eslint 22 s, knip 7–9 s, depcruise 6–7 s; with its cache, eslint
 * takes 2–3 s, so Prettier alone is the longest lane.
 */
const lanes: readonly (readonly Step[])[] = [[prettier], [eslint, knip, depcruise]]

/** Runs one tool, its output kept and printed when it ends; resolves to its exit code. */
function run(step: Step): Promise<number> {
  const started = performance.now()
  const child = spawn(join('node_modules', '.bin', step.tool), step.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`✘ ${step.tool}: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      const text = Buffer.concat(output).toString().trimEnd()
      console.log(`${code === 0 ? '✔' : '✘'} ${step.tool} (${seconds} s)${text ? `\n${text}` : ''}`)
      resolve(code ?? 1)
    })
  })
}

/** Runs a lane's tools one after another. */
async function runLane(lane: readonly Step[]): Promise<number[]> {
  const codes: number[] = []
  for (const step of lane) codes.push(await run(step))
  return codes
}

const codes = (await Promise.all(lanes.map(runLane))).flat()
process.exitCode = codes.find((code) => code !== 0) ?? 0
