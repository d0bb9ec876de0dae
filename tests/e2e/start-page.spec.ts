import { expect, test } from './fixtures'
import { chunksNamed } from './support'

test('the start page is Swedish, hydrates, and navigates without a reload', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välkommen till grossisten för proffs')
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  await expect(page.getByText(/för leverans (måndag|tisdag|onsdag|torsdag|fredag) \d+ \w+/)).toBeVisible()

  // A marker on window survives client-side navigation and dies with a full reload.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => Object.assign(window, { __journeyMarker: 'kept' }))

  await page.locator('main').getByRole('link', { name: 'Leveransdagar' }).click()
  await expect(page).toHaveURL(/\/leveransdagar$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leveransdagar och helgdagar')
  await expect(page.getByText('Midsommarafton')).toBeVisible()

  expect(await page.evaluate(() => (window as { __journeyMarker?: string }).__journeyMarker)).toBe('kept')
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
})

test('the menu state lives in a MobX store read by an observer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const menu = page.getByRole('button', { name: 'Meny' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#main-nav')).toBeHidden()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await menu.click()
  await expect(page.getByRole('button', { name: 'Stäng meny' })).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#main-nav')).toBeVisible()
  await page.locator('#main-nav').getByRole('button', { name: 'Tjänster' }).click()
  await page.locator('#main-nav').getByRole('link', { name: 'Leveransdagar' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leveransdagar och helgdagar')
  await expect(page.locator('#main-nav')).toBeHidden()
})

test('an unknown path answers 404 with the Swedish error page', async ({ page }) => {
  const response = await page.goto('/finns-inte')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte: /finns-inte')
})

test('the health check answers', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.ok()).toBe(true)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('the start page’s sections hydrate after the page, and a click before they have is not lost', async ({
  page,
}) => {
  // The sections' code is held back until the click has been made.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const asked: string[] = []
  await page.route(`**${chunksNamed('front-page-sections')[0]}`, async (route) => {
    asked.push(route.request().url())
    await released
    await route.continue()
  })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => Object.assign(window, { __journeyMarker: 'kept' }))

  const card = page.locator('.selected-products a[href^="/produkt/"]').first()
  const href = await card.getAttribute('href')
  await card.click()
  // Nothing happens while the code is on its way; then the held click navigates inside the app.
  await expect(page).toHaveURL('/')
  expect(asked.length).toBe(1)
  release()
  await expect(page).toHaveURL(href ?? '')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as { __journeyMarker?: string }).__journeyMarker)).toBe('kept')
})
