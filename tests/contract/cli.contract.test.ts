/** The command-line channel against the embedded services: the core serving something other than the web UI. */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../services/db/seed/identity.seed'
import { startHarness, type Harness } from '../../services/testing/harness'

const run = promisify(execFile)
let harness: Harness
let dir: string
beforeAll(async () => {
  harness = await startHarness()
  dir = mkdtempSync(join(tmpdir(), 'proffsbutik-cli-'))
}, 60_000)
afterAll(async () => {
  await harness.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function cli(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'scripts/cli.ts', ...args], {
      env: {
        ...process.env,
        SERVICES_URL: harness.url,
        CLI_SESSION_FILE: join(dir, 'session.json'),
        PROFFSBUTIK_PASSWORD: DEMO_PASSWORD,
      },
    })
    return { stdout, stderr, code: 0 }
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number }
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code }
  }
}

describe('npm run cli', () => {
  it('logs in, keeps the session private, searches, shows prices and stock, and logs out', async () => {
    expect(await cli('login', 'anna.berg')).toMatchObject({ code: 0, stdout: 'Inloggad som Anna Berg.\n' })
    expect(statSync(join(dir, 'session.json')).mode & 0o777).toBe(0o600)
    const search = await cli('search', 'kulvetnil')
    expect(search.stdout).toMatch(/^\d+ träffar för "kulventil"\n {2}\d{7} {2}Kulventil/)
    const variants = await cli('variants', '1000003')
    expect(variants.stdout).toMatch(/^1000003 {2}Träskruv .*\n {2}\d+,\d{2}\skr\/förp · /)
    expect(await cli('logout')).toMatchObject({ code: 0, stdout: 'Utloggad.\n' })
    expect(await cli('whoami')).toMatchObject({ code: 1, stderr: expect.stringMatching(/inte inloggad/) })
  }, 60_000)
})
