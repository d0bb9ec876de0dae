/**
 * The store finder's map with MAPS_KEY set. The journeys' shared server runs without a key, so this
 * file starts a second one with a key. There is no internet here: the maps library is answered by
 * a stand-in served at Google's own URL (so the page's Content-Security-Policy must let it in),
 * which records the map and its markers; a second case makes the load fail.
 */
import { expect, test, type Page } from './fixtures'
import { spawn, type ChildProcess } from 'node:child_process'

const port = Number(process.env['E2E_MAPS_PORT'] ?? Number(process.env['E2E_PORT'] ?? 3107) + 100)
const base = `http://localhost:${port}`
const key = 'AIzaSyE2E-test_key-0123456789abcdefghijk'

/** A stand-in for the Google Maps JavaScript API: the few classes the map uses, recording their use. */
const fakeMaps = `
(() => {
  const state = { key: null, maps: 0, markers: [] }
  class Map { constructor(element) { state.maps += 1; element.dataset.fake = 'map' } fitBounds() {} setCenter() {} setZoom() {} }
  class Marker {
    constructor(options) { this.title = options.title; this.on = true; state.markers.push(this) }
    setMap(map) { this.on = map !== null }
    addListener() {}
  }
  class LatLngBounds { extend() {} }
  const src = new URL(document.currentScript.src)
  state.key = src.searchParams.get('key')
  window.__fakeMaps = state
  window.google = { maps: { Map, Marker, LatLngBounds } }
  window[src.searchParams.get('callback')]()
})()
`

let server: ChildProcess | undefined

test.describe.configure({ mode: 'serial' })
test.setTimeout(60_000)

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = spawn('node', ['--import', 'tsx', 'server/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: ':memory:', MAPS_KEY: key },
    stdio: 'ignore',
  })
  const until = Date.now() + 170_000
  for (;;) {
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > until || server.exitCode !== null)
      throw new Error('The shop with MAPS_KEY did not start')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
})

test.afterAll(() => {
  server?.kill('SIGTERM')
})

/** Marker titles currently on the map. */
const markers = (page: Page) =>
  page.evaluate(() =>
    ((window as { __fakeMaps?: { markers: { title: string; on: boolean }[] } }).__fakeMaps?.markers ?? [])
      .filter((marker) => marker.on)
      .map((marker) => marker.title),
  )

test('with a key, the page policy lets the maps library in and the map marks the listed stores', async ({
  page,
}) => {
  const mapsRequests: string[] = []
  await page.route('https://maps.googleapis.com/**', (route) => {
    mapsRequests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: fakeMaps })
  })
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Warning:|hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))

  // Other pages never load the library.
  await page.goto(`${base}/leveransdagar`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(mapsRequests).toEqual([])

  const response = await page.goto(`${base}/hitta-butik`)
  expect(response?.headers()['content-security-policy']).toMatch(
    /script-src 'self' 'nonce-[^']+' https:\/\/\*\.googleapis\.com/,
  )
  await expect(page.getByRole('region', { name: 'Karta över butikerna' })).toHaveAttribute(
    'data-state',
    'ready',
  )
  expect(mapsRequests).toHaveLength(1)
  const url = new URL(mapsRequests[0]!)
  expect(url.searchParams.get('key')).toBe(key)
  expect(url.searchParams.get('language')).toBe('sv')

  const listed = await page.getByTestId('store-list').locator('h3').allInnerTexts()
  await expect.poll(() => markers(page)).toEqual(listed)
  await page.getByRole('searchbox', { name: 'Ort, postnummer eller adress' }).fill('göteborg')
  await expect.poll(() => markers(page)).toEqual(['Proffsbutik Göteborg Nord', 'Proffsbutik Göteborg Syd'])
  expect(mapsRequests).toHaveLength(1)
  expect(problems).toEqual([])
})

test('a maps library that cannot load leaves the list as it is, without a message', async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort('internetdisconnected'))
  const problems: string[] = []
  page.on('console', (message) => {
    // The browser itself notes the failed request; the shop must add nothing.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))

  await page.goto(`${base}/hitta-butik?q=kalmar`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('.store-map')).toHaveCount(0)
  await expect(page.getByTestId('store-list').locator('h3')).toHaveText(['Proffsbutik Kalmar'])
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a key Google refuses after the map showed takes the map away and leaves the list', async ({ page }) => {
  const refusing = `${fakeMaps}\nsetTimeout(() => window.gm_authFailure(), 300)`
  await page.route('https://maps.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: refusing }),
  )
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(`${base}/hitta-butik`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('.store-map')).toHaveCount(0)
  await expect(page.getByTestId('store-list').locator('h3').first()).toHaveText('Proffsbutik Borås')
  expect(await page.evaluate(() => (window as { __fakeMaps?: { maps: number } }).__fakeMaps?.maps)).toBe(1)
  expect(problems).toEqual([])
})
