/**
 * What the journeys share: logging in through the header, watching the console and the RPCs,
 * posting an RPC with the session's CSRF token, axe's verdict on a page, and the build's chunks by name.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'

/** The paths of the built chunks of a name (files are named by hash), from Vite's manifest. */
export function chunksNamed(name: string): string[] {
  const manifest = JSON.parse(
    readFileSync(join(process.cwd(), 'dist/client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { readonly file: string; readonly name?: string }>
  const files = Object.values(manifest)
    .filter((chunk) => chunk.name === name)
    .map((chunk) => `/${chunk.file}`)
  if (files.length === 0) throw new Error(`No chunk named ${name} in the build`)
  return files
}

/** Waits until the page has hydrated (a page of hundreds of lines may be given longer than 5 s). */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', timeout ? { timeout } : {})
}

/**
 * Logs in from the start page through the account flyout and waits until the page has been read
 * again for the user (the document is no longer busy).
 */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/')
  await hydrated(page)
  await logInHere(page, username, password)
  await expect(page.getByTestId('acting-context')).toBeVisible()
  // The page is read again for the user: on a loaded CI machine with two journeys at once this has
  // taken more than the default 5 s (one-price.spec.ts, stop 42); it is waited for, not timed.
  await expect(page.locator('html')).toHaveAttribute('data-busy', 'false', { timeout: 15_000 })
}

/** Logs in through the header's flyout on the page that is open, wherever the shop goes next. */
export async function logInHere(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
  await page.getByLabel('Användarnamn').fill(username)
  await page.getByLabel('Lösenord').fill(password)
  await page.locator('#account-flyout').getByRole('button', { name: 'Logga in', exact: true }).click()
}

/**
 * Opens the calendar of a delivery section on the delivery page, unless it is the one open already
 * (the page keeps one calendar open at a time).
 */
export async function openCalendar(delivery: Locator): Promise<void> {
  const toggle = delivery.getByRole('button', { name: /^Ändra leveransdag/ })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

/** Collects React's warnings and page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Warning:|hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** Collects the paths of the RPC calls the page makes from now on. */
export function watchRpc(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/rpc/')) calls.push(path)
  })
  return calls
}

/**
 * Runs axe with the WCAG 2.0/2.1 A and AA rules on the page as it stands and fails on any violation
 * of impact serious or critical, named with `label` and the selectors it concerns.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/**
 * The session's CSRF token (docs/adr/0016), as a page of the shop hands it on in `x-csrf-token`;
 * `url` is the address of an RPC when the request context has no base URL.
 */
export async function csrfTokenOf(request: APIRequestContext, url = '/'): Promise<string> {
  const home = /^https?:/.test(url) ? new URL('/', url).href : '/'
  const token = (await request.get(home)).headers()['x-csrf-token']
  if (!token) throw new Error(`The page ${home} handed on no CSRF token`)
  return token
}

/**
 * Posts to an RPC (`/rpc/<name>`) as a script that is no page would: without Origin, with the
 * session's CSRF token from a page of the shop — a journey's setup and checks that bypass the UI.
 */
export async function rpcPost(
  request: APIRequestContext,
  url: string,
  options: { readonly data?: unknown; readonly headers?: Record<string, string> } = {},
): Promise<APIResponse> {
  const token = await csrfTokenOf(request, url)
  return request.post(url, { ...options, headers: { ...options.headers, 'x-csrf-token': token } })
}
