import { expect, test, type Locator } from './fixtures'
import { hydrated, logIn, watchConsole } from './support'

test('a visitor sent to the cart lands on the start page asked to log in, once', async ({ page }) => {
  const response = await page.goto('/cart')
  expect(new URL(page.url()).pathname).toBe('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('.flash')).toHaveText(/Vänligen logga in/)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The notice is on screen; the address bar forgets it, so a reload does not say it again.
  expect(new URL(page.url()).search).toBe('')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('.flash')).toHaveCount(0)
})

test('a buyer is refused the user administration; an admin sees the users', async ({ browser }) => {
  const buyer = await browser.newPage()
  await logIn(buyer, 'anna.berg')
  await buyer.goto('/mina-sidor/anvandare')
  expect(new URL(buyer.url()).pathname).toBe('/')
  await expect(buyer.locator('.flash p')).toHaveText('Du saknar rättigheter för att se denna sida')
  await buyer.close()

  const admin = await browser.newPage()
  await logIn(admin, 'bertil.holm')
  await admin.getByRole('button', { name: /Bertil Holm/ }).click()
  await admin.getByRole('link', { name: 'Användare' }).click()
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Användare')
  await expect(admin.getByRole('cell', { name: 'bertil.holm', exact: true })).toBeVisible()
  await admin.close()
})

test('the cart page renders on the server, hydrates without warnings and reads nothing again', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await logIn(page, 'anna.berg')
  const rpcCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/rpc/')) rpcCalls.push(new URL(request.url()).pathname)
  })
  await page.goto('/cart')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Varukorg/)
  await expect(page.getByTestId('cart-count')).toHaveText(/^\d+$/)
  await page.waitForTimeout(500)
  expect(rpcCalls).toEqual([])
  expect(problems).toEqual([])
})

test('search needs a query; with one it lists products, and the box suggests as you type', async ({
  page,
}) => {
  await logIn(page, 'anna.berg')
  await page.goto('/search?q=%20%20')
  expect(new URL(page.url()).pathname).toBe('/')
  await page.goto('/search?q=kulventil')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sökresultat för ”kulventil”')
  await expect(page.locator('.product-grid .product-card').first()).toBeVisible()

  // Typing before hydration goes to the plain form (Enter still searches); suggestions need the script.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Sök bland artiklar och sidor').fill('kulv')
  await expect(page.locator('#search-fayt')).toBeVisible()
  await expect(page.locator('#search-fayt .search-box__product').first()).toContainText(/Kulventil/i)
  await page.getByLabel('Sök bland artiklar och sidor').press('Escape')
  await expect(page.locator('#search-fayt')).toBeHidden()
})

test('an unknown page says so with its path and offers the way back it can', async ({ page }) => {
  const response = await page.goto('/finns-inte/heller')
  expect(response?.status()).toBe(404)
  await expect(page.locator('.error-page__status')).toHaveText('404')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte: /finns-inte/heller')
  // Opened directly: no page of the shop to go back to, so the start page is offered.
  await expect(page.getByRole('link', { name: 'Till startsidan' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('link', { name: 'Till startsidan' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välkommen till grossisten för proffs')
})

test('an unknown page with a long path keeps its heading within a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const path = '/kopparrorpressfittingsochkopplingarforvarmeochsanitetutanmellanslag12345'
  expect((await page.goto(path))?.status()).toBe(404)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(`Sidan hittades inte: ${path}`)
  const fit = await heading.evaluate((h1) => ({
    overflow: h1.scrollWidth - h1.clientWidth,
    right: h1.getBoundingClientRect().right,
    page: document.documentElement.scrollWidth,
  }))
  expect(fit.overflow).toBeLessThanOrEqual(0)
  expect(fit.right).toBeLessThanOrEqual(390)
  expect(fit.page).toBeLessThanOrEqual(390)
})

test('a broken link followed inside the shop ends on the error page, whose button goes back', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  // A link in content to a page that is not there (content links navigate inside the app).
  await page.locator('main').evaluate((main) => {
    const link = document.createElement('a')
    link.href = '/finns-inte/heller'
    link.textContent = 'Gammal länk'
    main.prepend(link)
  })
  await page.getByRole('link', { name: 'Gammal länk' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte: /finns-inte/heller')
  // Reached from a page of the shop: the way back is that page, not the start page's link.
  await expect(page.getByRole('link', { name: 'Till startsidan' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Gå tillbaka' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välkommen till grossisten för proffs')
})

test('a visitor sent to a checkout step lands on the start page asked to log in', async ({ page }) => {
  for (const step of ['/delivery', '/summary']) {
    await page.goto(step)
    expect(new URL(page.url()).pathname, step).toBe('/')
    await expect(page.locator('.flash')).toHaveText(/Vänligen logga in/)
    await hydrated(page)
  }
})

test('a closed banner stays closed for the session, also after a reload', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const banner = page.locator('.information-banner').first()
  await expect(banner).toBeVisible()
  const id = await banner.getAttribute('data-banner')
  await banner.getByRole('button', { name: 'Stäng meddelandet' }).click()
  await expect(page.locator(`[data-banner="${id}"]`)).toHaveCount(0)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator(`[data-banner="${id}"]`)).toHaveCount(0)
})

test('the alert banner’s two links read as two, in its text and on screen, on a phone and a desktop', async ({
  page,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await hydrated(page)
    const banner = page.locator('.alert-banner').first()
    // On a phone a banner is one line until opened; its links show when it is.
    const opener = banner.getByRole('button', { name: 'Visa hela meddelandet' })
    if (await opener.isVisible()) await opener.click()
    const first = banner.getByRole('link', { name: 'Se öppettider för din butik', exact: true })
    const second = banner.getByRole('link', { name: 'Leveransvillkor', exact: true })
    await expect(first).toBeVisible()
    await expect(second).toBeVisible()
    // Apart in the text (not "… för din butik Leveransvillkor"), by a mark the eye sees between them.
    const text = (await banner.locator('p').textContent()) ?? ''
    expect(text, `${viewport.width} px`).toMatch(/din butik\s*·\s*Leveransvillkor/)
    const between = banner.locator('.banner-links__separator')
    await expect(between).toBeVisible()
    const [a, mark, b] = await Promise.all([first.boundingBox(), between.boundingBox(), second.boundingBox()])
    // On one line, the mark stands between the two links, clear of both.
    if (Math.abs(a!.y - b!.y) < 2) {
      expect(mark!.x).toBeGreaterThanOrEqual(a!.x + a!.width)
      expect(b!.x).toBeGreaterThanOrEqual(mark!.x + mark!.width)
    }
  }
})

test('the menus close each other, and the phone drawer holds them', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: 'Vårt erbjudande' }).click()
  await expect(page.locator('#menu-productMenu')).toBeVisible()
  await page.getByRole('button', { name: 'Tjänster' }).click()
  await expect(page.locator('#menu-productMenu')).toBeHidden()
  await expect(page.locator('#menu-servicesMenu')).toBeVisible()

  await page.setViewportSize({ width: 360, height: 740 })
  await page.getByRole('button', { name: 'Meny' }).click()
  await page.getByRole('button', { name: 'Mer' }).click()
  await expect(page.locator('#menu-extraMenu')).toBeVisible()
  await expect(page.locator('#main-nav')).toBeVisible()
  await page.screenshot({ path: 'test-results/shell-phone-menu.png' })
})

test('the first visit keeps its locale, sv, in the i18n_redirected cookie for a year; URLs have no language', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie).toMatchObject({ value: 'sv', path: '/', sameSite: 'Lax' })
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365)
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
})

test('an admin opens the external admin site in a new window and stays where they were', async ({
  page,
  context,
}) => {
  // The admin site is not reachable from here: answer it with a page of our own.
  await context.route('https://admin.proffsbutik.invalid/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Admin</title>' }),
  )
  await logIn(page, 'bertil.holm')
  await page.getByRole('button', { name: /Bertil Holm/ }).click()
  const popup = page.waitForEvent('popup')
  await page.getByRole('link', { name: /Administrationen/ }).click()
  expect((await popup).url()).toBe('https://admin.proffsbutik.invalid/')
  expect(new URL(page.url()).pathname).toBe('/')
})

test('the cart flyout shows the cart and leads to the cart page', async ({ page }) => {
  await logIn(page, 'lisa.nord')
  await expect(page.getByTestId('cart-count')).toHaveText(/^\d+$/)
  await page.getByRole('button', { name: /Varukorg/ }).click()
  const flyout = page.locator('#cart-flyout')
  await expect(flyout).toBeVisible()
  await expect(flyout.getByRole('heading', { name: 'Varukorg' })).toBeVisible()
  // One flyout at a time: opening the project flyout closes the cart's.
  await page.getByTestId('acting-context').click()
  await expect(flyout).toBeHidden()
  await page.getByRole('button', { name: /Varukorg/ }).click()
  await flyout.getByRole('link', { name: 'Till varukorgen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Varukorg/)
  await expect(flyout).toBeHidden()
})

test('the favourites flyout lists the buyer’s favourites by name and removes one', async ({ page }) => {
  await logIn(page, 'bertil.holm')
  await page.getByRole('button', { name: 'Favoriter' }).click()
  const flyout = page.locator('#favourites-flyout')
  const items = flyout.locator('.favourites-menu__item')
  await expect(items.first()).toBeVisible()
  const before = await items.count()
  await expect(items.first().locator('.cart-lines__name')).not.toHaveText(/^\d+$/) // a name, not a number
  await items.first().getByRole('button', { name: 'Ta bort' }).click()
  await expect(items).toHaveCount(before - 1)
})

test('a plain link to a shop page in content (a banner) navigates inside the app, without a reload', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
  await page.locator('.information-banner a[href="/leveransvillkor"]').first().click()
  await expect(page).toHaveURL(/\/leveransvillkor$/)
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
})

test('a new page of a listing or a new path scrolls to the top; a hash scrolls to its target', async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => window.scrollY)
  /** Scrolls until `target` is in view, well down the page. */
  const scrollDownTo = async (target: Locator) => {
    await target.scrollIntoViewIfNeeded()
    expect(await scrollY()).toBeGreaterThan(200)
  }
  await page.goto('/kategorier/fastenings/skruv')
  await hydrated(page)

  // The next page of the listing starts at its top. (A filter or a sort keeps the buyer where they
  // were: they change the query, not the route's params, and the buyer is still choosing.)
  const next = page.locator('.pager').getByRole('link', { name: 'Nästa' })
  await scrollDownTo(next)
  await next.click()
  await expect(page).toHaveURL(/[?&]sida=2/)
  await expect.poll(scrollY).toBe(0)

  // A product of the listing: a new path.
  const lastCard = page.locator('.product-grid .product-card a').last()
  await scrollDownTo(lastCard)
  await lastCard.click()
  await expect(page).toHaveURL(/\/produkt\//)
  await expect.poll(scrollY).toBe(0)

  // The store finder's jump to the retailers: the hash's target comes into view.
  await page.getByRole('button', { name: 'Tjänster' }).click()
  await page.locator('#menu-servicesMenu').getByRole('link', { name: 'Hitta butik' }).click()
  await expect(page).toHaveURL(/\/hitta-butik$/)
  await expect.poll(scrollY).toBe(0)
  const retailers = page.getByRole('heading', { level: 2, name: 'Återförsäljare' })
  await expect(retailers).not.toBeInViewport()
  await page
    .getByRole('navigation', { name: 'På sidan' })
    .getByRole('link', { name: /Återförsäljare/ })
    .click()
  await expect(page).toHaveURL(/\/hitta-butik#aterforsaljare$/)
  await expect(retailers).toBeInViewport()

  // The same address opened anew (a link in a mail): the target is in view once the page is live.
  await page.goto('/')
  await hydrated(page)
  await page.goto('/hitta-butik#aterforsaljare')
  await hydrated(page)
  await expect(retailers).toBeInViewport()
})

test('back from a product to its listing, the buyer is where they were on it; another listing starts at the top', async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => window.scrollY)
  const cards = page.locator('.product-grid .product-card a')
  /** The page the router is reading is on screen (the journey clicks its cards next). */
  const settled = () => expect(page.locator('html')).toHaveAttribute('data-busy', 'false')
  const backToListing = () =>
    page
      .getByRole('navigation', { name: 'Du är här' })
      .getByRole('link', { name: 'Skruv', exact: true })
      .click()
  await page.goto('/kategorier/fastenings/skruv')
  await hydrated(page)
  await cards.nth(8).scrollIntoViewIfNeeded()
  const place = await scrollY()
  expect(place).toBeGreaterThan(200)

  await cards.nth(8).click()
  await expect(page).toHaveURL(/\/produkt\//)
  await expect.poll(scrollY).toBe(0)
  await backToListing()
  await expect(page).toHaveURL(/\/kategorier\/fastenings\/skruv$/)
  await expect.poll(scrollY).toBe(place)

  // The second page is another listing: from its product, the first page starts at the top.
  await page.locator('.pager').getByRole('link', { name: 'Nästa' }).click()
  await expect(page).toHaveURL(/[?&]sida=2/)
  await settled()
  await cards.nth(8).scrollIntoViewIfNeeded()
  await cards.nth(8).click()
  await expect(page).toHaveURL(/\/produkt\//)
  await backToListing()
  await expect(page).toHaveURL(/\/kategorier\/fastenings\/skruv$/)
  await expect.poll(scrollY).toBe(0)
})

test('a page that cannot start reloads once to try again, then stays readable without reloading again', async ({
  page,
}) => {
  // The router's state in the page is unreadable, so taking it over fails. (A route chunk that never
  // arrives is the router's own case: it reloads and then shows the error page.)
  await page.route('**/kategorier/fastenings/skruv', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('dehydratedData:', 'unreadable:')
    await route.fulfill({ response, body })
  })
  const startFailures: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('The page could not start'))
      startFailures.push(message.text())
  })
  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  await page.goto('/kategorier/fastenings/skruv')
  await expect.poll(() => startFailures.length).toBe(2)
  // Once the second failure is on the console, the page has decided not to reload: a round trip to it
  // still finds the second load's document.
  expect(await page.evaluate(() => window.sessionStorage.getItem('start-retry'))).not.toBeNull()
  expect(loads).toBe(2)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skruv')
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
})
