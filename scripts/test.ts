/**
 * `npm test`: first what the tests need on the machine (scripts/prerequisites.ts: installed with apt
 * as root, otherwise it stops with the command to run), then every suite in order — lint, typecheck,
 * unit/property/integration tests (vitest on PGlite), the service tests again on a throwaway
 * PostgreSQL server, then the journeys in Chromium (Playwright) — and one closing line
 * `N passed, N failed` over all of them. Lint and typecheck count as one check each.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { startTemporaryPostgres } from './postgres'
import { ensurePrerequisites } from './prerequisites'

if (!ensurePrerequisites()) process.exit(1)

interface Tally {
  passed: number
  failed: number
}

const resultsDir = 'test-results'
mkdirSync(resultsDir, { recursive: true })
const total: Tally = { passed: 0, failed: 0 }

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n▶ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

function count(name: string, tally: Tally, exitCode: number): void {
  // A runner that failed without reporting a failed test (a crash, a config error) still fails.
  if (exitCode !== 0 && tally.failed === 0) tally.failed = 1
  console.log(`${name}: ${tally.passed} passed, ${tally.failed} failed`)
  total.passed += tally.passed
  total.failed += tally.failed
}

for (const check of ['lint', 'typecheck']) {
  const code = run('npm', ['run', '--silent', check])
  count(check, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }, code)
}

function vitestSuite(name: string, file: string, args: string[], env: Record<string, string> = {}): void {
  const code = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
  )
  const report = readJson(file) as { numPassedTests?: number; numFailedTests?: number } | undefined
  count(name, { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 }, code)
}

vitestSuite('vitest', `${resultsDir}/vitest.json`, [])

console.log('\n▶ starting a throwaway PostgreSQL server for the service tests')
let postgres: ReturnType<typeof startTemporaryPostgres> | undefined
try {
  postgres = startTemporaryPostgres()
  vitestSuite('vitest services on PostgreSQL', `${resultsDir}/vitest-postgres.json`, ['services'], {
    TEST_DATABASE_URL: postgres.url,
  })
} catch (error) {
  console.error(error)
  count('vitest services on PostgreSQL', { passed: 0, failed: 1 }, 1)
} finally {
  postgres?.stop()
}

const playwrightFile = `${resultsDir}/playwright.json`
const playwrightCode = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile })
const playwright = readJson(playwrightFile) as
  { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined
count(
  'playwright',
  {
    passed: (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0),
    failed: playwright?.stats?.unexpected ?? 0,
  },
  playwrightCode,
)

console.log(`\n${total.passed} passed, ${total.failed} failed`)
process.exit(total.failed === 0 ? 0 : 1)
