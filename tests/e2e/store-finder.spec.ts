import { expect, test, type Page } from './fixtures'

/** The names of the listed stores, in order. */
const storeNames = (page: Page) => page.getByTestId('store-list').locator('h3').allInnerTexts()
const retailerNames = (page: Page) => page.getByTestId('retailer-list').locator('h3').allInnerTexts()
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

test('lists every store by name, each linking to its page, with today’s hours — hydrating quietly, without an RPC and without any third-party request', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Warning:|hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))

  await page.goto('/hitta-butik')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hitta butik')

  const names = await storeNames(page)
  expect(names.length).toBeGreaterThan(20)
  expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare))
  expect(names[0]).toBe('Proffsbutik Borås')
  expect(names.at(-1)).toBe('Proffsbutik Östersund')
  await expect(page.getByText(`${names.length} butiker`, { exact: true })).toBeVisible()

  const cards = page.getByTestId('store-list').locator('li.place-card')
  for (const card of await cards.all()) {
    const id = await card.getAttribute('data-store-id')
    expect(id).toMatch(/^\d+$/)
    await expect(card.getByRole('link', { name: /^Proffsbutik / })).toHaveAttribute('href', `/butiker/${id}`)
    await expect(card.locator('.place-card__today')).toHaveText(
      /^(Öppet i dag \d\d\.\d\d–\d\d\.\d\d|Stängt i dag)/,
    )
  }
  const stockholm = cards.filter({ hasText: 'Proffsbutik Stockholm Syd' })
  await expect(stockholm).toContainText('Elektravägen 3, 126 30 Stockholm')
  await expect(stockholm.getByRole('link', { name: 'Ring 010-400000' })).toHaveAttribute(
    'href',
    'tel:010400000',
  )

  // Retailers: the second part of the page, their sites opening safely in a new tab.
  const retailers = await retailerNames(page)
  expect(retailers).toEqual([...retailers].sort(new Intl.Collator('sv').compare))
  const kalmar = page.getByTestId('retailer-list').locator('li').filter({ hasText: 'Rörcentralen i Kalmar' })
  await expect(kalmar).toContainText('Industrigatan 4, Kalmar')
  await expect(kalmar.getByRole('list', { name: 'Sortiment' })).toHaveText(/VVS\s*Värme\s*Sanitet/)
  const site = kalmar.getByRole('link', {
    name: 'rorcentralen-i-kalmar.invalid ↗ – webbplats för Rörcentralen i Kalmar, öppnas i ny flik',
  })
  await expect(site).toHaveAttribute('href', 'https://rorcentralen-i-kalmar.invalid/')
  await expect(site).toHaveAttribute('target', '_blank')
  await expect(site).toHaveAttribute('rel', 'noopener noreferrer')

  // Without MAPS_KEY there is no map and nothing is asked of another host; the data came with the page.
  await expect(page.locator('.store-map')).toHaveCount(0)
  const hosts = new Set(requests.map((url) => new URL(url).host))
  expect([...hosts]).toEqual([new URL(page.url()).host])
  expect(requests.filter((url) => new URL(url).pathname.startsWith('/rpc/'))).toEqual([])
  expect(problems).toEqual([])
})

test('searches by town and postcode in the server’s render (?q=), without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/hitta-butik?q=g%C3%B6teborg')
  expect(await storeNames(page)).toEqual(['Proffsbutik Göteborg Nord', 'Proffsbutik Göteborg Syd'])
  await expect(page.getByText('2 butiker matchar ”göteborg”')).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Ort, postnummer eller adress' })).toHaveValue('göteborg')

  for (const postcode of ['126%2030', '12630', '126+30']) {
    await page.goto(`/hitta-butik?q=${postcode}`)
    expect(await storeNames(page)).toEqual(['Proffsbutik Stockholm Syd'])
  }
  // Diacritics and case do not matter; the form submits as a plain GET.
  await page.goto('/hitta-butik')
  await page.getByRole('searchbox', { name: 'Ort, postnummer eller adress' }).fill('OREBRO')
  await page.getByRole('button', { name: 'Sök', exact: true }).last().click()
  await expect(page).toHaveURL(/\/hitta-butik\?q=OREBRO$/)
  expect(await storeNames(page)).toEqual(['Proffsbutik Örebro'])
  expect(await retailerNames(page)).toEqual(['Elgrossen i Örebro'])
  await context.close()
})

test('filters as the buyer types, keeps the search in the address, and fetches nothing', async ({ page }) => {
  await page.goto('/hitta-butik')
  await hydrated(page)
  const rpcCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/rpc/')) rpcCalls.push(request.url())
  })
  const box = page.getByRole('searchbox', { name: 'Ort, postnummer eller adress' })

  await box.fill('kalmar')
  await expect.poll(() => storeNames(page)).toEqual(['Proffsbutik Kalmar'])
  expect(await retailerNames(page)).toEqual(['Rörcentralen i Kalmar'])
  await expect(page).toHaveURL(/[?&]q=kalmar/)

  await box.fill('126 41')
  await expect.poll(() => storeNames(page)).toEqual(['Proffsbutik Stockholm Nord'])
  await box.fill('12641')
  await expect.poll(() => storeNames(page)).toEqual(['Proffsbutik Stockholm Nord'])

  await box.fill('finns inte någonstans')
  await expect(page.getByText('Ingen butik matchar ”finns inte någonstans”.')).toBeVisible()
  await expect(page.getByText('Ingen återförsäljare matchar ”finns inte någonstans”.')).toBeVisible()

  await box.fill('')
  await expect.poll(async () => (await storeNames(page)).length).toBeGreaterThan(20)
  await expect(page).toHaveURL(/\/hitta-butik$/)
  expect(rpcCalls).toEqual([])

  // The shared address renders the same search.
  await page.goto('/hitta-butik?q=kalmar')
  await hydrated(page)
  await expect(box).toHaveValue('kalmar')
  expect(await storeNames(page)).toEqual(['Proffsbutik Kalmar'])
  // A postcode without its space is still text to the page (the router reads it as a number).
  await page.goto('/hitta-butik?q=12641')
  await hydrated(page)
  await expect(box).toHaveValue('12641')
  expect(await storeNames(page)).toEqual(['Proffsbutik Stockholm Nord'])

  // The menu's link to the finder, inside the app, is the finder without a search.
  await page.getByRole('button', { name: 'Tjänster' }).click()
  await page.locator('#menu-servicesMenu').getByRole('link', { name: 'Hitta butik' }).click()
  await expect(page).toHaveURL(/\/hitta-butik$/)
  await expect(box).toHaveValue('')
  await expect.poll(async () => (await storeNames(page)).length).toBeGreaterThan(20)
  // Back to the search: the box and the list follow the address.
  await page.goBack()
  await expect(page).toHaveURL(/\?q=12641$/)
  await expect(box).toHaveValue('12641')
  await expect.poll(() => storeNames(page)).toEqual(['Proffsbutik Stockholm Nord'])
})

test.describe('with the buyer’s position', () => {
  test.use({ geolocation: { latitude: 57.7089, longitude: 11.9746 }, permissions: ['geolocation'] })

  test('orders stores and retailers nearest first with the distance, only when asked', async ({ page }) => {
    await page.goto('/hitta-butik')
    await hydrated(page)
    // Nothing is asked on load: the list is by name and no distance shows.
    expect((await storeNames(page))[0]).toBe('Proffsbutik Borås')
    await expect(page.locator('.place-card__distance')).toHaveCount(0)

    await page.getByRole('button', { name: 'Visa närmast mig' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'närmaste först' })).toBeVisible()
    await expect
      .poll(async () => (await storeNames(page)).slice(0, 3))
      .toEqual(['Proffsbutik Göteborg Syd', 'Proffsbutik Göteborg Nord', 'Proffsbutik Borås'])
    const first = page.getByTestId('store-list').locator('li').first()
    await expect(first.locator('.place-card__distance')).toHaveText(/^\d,\d km$/)
    const km = async (list: string) =>
      (await page.getByTestId(list).locator('.place-card__distance').allInnerTexts()).map((text) =>
        Number(text.replace(/\s|km/g, '').replace(',', '.')),
      )
    const storeKm = await km('store-list')
    expect(storeKm).toEqual([...storeKm].sort((a, b) => a - b))
    const retailerKm = await km('retailer-list')
    expect(retailerKm.length).toBeGreaterThan(40)
    expect(retailerKm).toEqual([...retailerKm].sort((a, b) => a - b))

    // A search keeps the order by distance (Syd lies west of Nord); back to names on request.
    await page.getByRole('searchbox', { name: 'Ort, postnummer eller adress' }).fill('stockholm')
    await expect
      .poll(() => storeNames(page))
      .toEqual(['Proffsbutik Stockholm Syd', 'Proffsbutik Stockholm Nord'])
    await page.getByRole('button', { name: 'Visa i bokstavsordning' }).click()
    await expect(page.locator('.place-card__distance')).toHaveCount(0)
    expect(await storeNames(page)).toEqual(['Proffsbutik Stockholm Nord', 'Proffsbutik Stockholm Syd'])
  })
})

test('a refused position says so and leaves the list as it was', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] })
  const page = await context.newPage()
  await page.goto('/hitta-butik')
  await hydrated(page)
  await page.getByRole('button', { name: 'Visa närmast mig' }).click()
  await expect(page.getByRole('status').filter({ hasText: /position/ })).toBeVisible({ timeout: 20_000 })
  expect((await storeNames(page))[0]).toBe('Proffsbutik Borås')
  await context.close()
})

test('odd or overlong searches in the address render the page, cut to size', async ({ page }) => {
  for (const q of ['true', 'null', '%7B%22a%22%3A1%7D', '%5B1%2C2%5D']) {
    const response = await page.goto(`/hitta-butik?q=${q}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hitta butik')
  }
  await page.goto(`/hitta-butik?q=${'a'.repeat(300)}`)
  await hydrated(page)
  await expect(page.getByRole('searchbox', { name: 'Ort, postnummer eller adress' })).toHaveValue(
    'a'.repeat(100),
  )
  await expect(page.getByText('Ingen butik matchar', { exact: false })).toBeVisible()
})
