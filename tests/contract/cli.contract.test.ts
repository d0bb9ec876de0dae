/** The command-line channel against the embedded services: the core serving something other than the web UI. */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, type Harness, startHarness } from '@proffsbutik/services/testing'

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
    expect(variants.stdout).toMatch(/^1000003 {2}Träskruv .*\n {2}\d+,\d{2}\skr\/fp · /)
    expect(await cli('logout')).toMatchObject({ code: 0, stdout: 'Utloggad.\n' })
    expect(await cli('whoami')).toMatchObject({ code: 1, stderr: expect.stringMatching(/inte inloggad/) })
  }, 60_000)

  it('fills the cart, shows it by delivery with amounts, and orders it', async () => {
    await cli('login', 'anna.berg')
    const added = await cli('add', 'DBI', '1000003:2', '1000006:1', 'okänd:1')
    expect(added.stdout).toBe('2 rader i varukorgen.\nArtikeln kunde inte läggas i varukorgen.\n')
    await cli('add', 'EXH', '1000009:3')
    expect((await cli('add', 'DBI', '1000003')).stderr).toMatch(/^Användning: add/)
    const cart = await cli('cart')
    expect(cart.stdout).toMatch(
      /^Utkörning\n {2}1000003 {2}Träskruv .* {2}2 fp {2}\d+,\d{2}\skr\n {2}1000006 .*\nLeverans till butik\n {2}1000009 .*\nSumma exkl\. moms: [\d\s]+,\d{2}\skr\n$/,
    )
    const order = await cli('order', '1001')
    expect(order).toMatchObject({ code: 0 })
    expect(order.stdout).toMatch(
      /^Order för Utkörning lagd \(\d+\), önskad dag \d{4}-\d\d-\d\d\.\nOrder för Leverans till butik lagd/,
    )
    expect((await cli('cart')).stdout).toBe('Varukorgen är tom.\n')
    await cli('logout')
  }, 60_000)
})
