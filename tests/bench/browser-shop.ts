/**
 * What the browser benchmarks share: starting the shop's processes, logging a demo buyer in through
 * the header, the seeded articles anyone may order, and the median of a round's samples.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { Page } from '@playwright/test'
import { buildCatalogue, DEMO_PASSWORD } from '@proffsbutik/services/testing'

/** Starts a script with tsx and waits until `url` answers below 500. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  url: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`)
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return child
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  child.kill()
  throw new Error(`${script} did not answer ${url}`)
}

/** The median of a round's samples (the mean of the middle two for an even count). */
export const median = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Articles anyone may order for home delivery, in seed order. */
export const orderable = buildCatalogue(1)
  .variants.filter((v) => !v.discontinued && !v.onlyStore && !v.mustBeInStockedAt)
  .map((v) => v.articleNumber)

/** Logs a demo buyer (anna.berg unless told) in through the header's account flyout. */
export async function logIn(page: Page, shop: string, username = 'anna.berg') {
  await page.goto(`${shop}/`)
  await page.waitForSelector('html[data-hydrated="true"]')
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
  await page.getByLabel('Användarnamn').fill(username)
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD)
  await page.locator('#account-flyout').getByRole('button', { name: 'Logga in', exact: true }).click()
  await page.getByTestId('acting-context').waitFor()
}
