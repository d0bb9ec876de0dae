import { expect, test, type Page } from './fixtures'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'
import { logIn, watchConsole, watchRpc } from './support'

const cards = (page: Page) => page.locator('.product-grid .product-card')

test('a visitor browses from the menu to a category, narrows it and pages through it', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: 'Vårt erbjudande' }).click()
  await page.locator('.product-menu').getByRole('link', { name: 'Skruv', exact: true }).click()
  await expect(page).toHaveURL(/\/kategorier\/fastenings\/skruv$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skruv')
  await expect(page.locator('.breadcrumbs')).toContainText('Infästning')
  await expect(cards(page)).toHaveCount(24)
  // Prices are the customer's own: a visitor is asked to log in, and sees stock.
  await expect(cards(page).first()).toContainText('Logga in för att se ditt pris')
  await expect(cards(page).first().locator('.stock-line')).toHaveCount(2)
  const total = Number((await page.locator('.listing__count').textContent())?.match(/av (\d+)/)?.[1])
  expect(total).toBeGreaterThan(24)

  // The category the path chose is no filter to remove.
  await expect(page.locator('.chosen-filters')).toHaveCount(0)

  // A facet value narrows the list, lands in the URL, and shows as a removable chip.
  const facet = page.locator('.facet').filter({ hasText: 'Fabrikat' }).locator('.facet__item').first()
  const brand = (await facet.locator('.facet__label').textContent())!
  const count = Number(await facet.locator('.facet__count').textContent())
  await facet.click()
  await expect(page).toHaveURL(/filter=Fabrikat%3A/)
  await expect(page.locator('.listing__count')).toContainText(`av ${count}`)
  await expect(page.locator('.chosen-filters')).toContainText(`Fabrikat: ${brand}`)
  for (const meta of await cards(page).locator('.product-card__meta').allTextContents())
    expect(meta).toContain(brand)

  await page.getByRole('button', { name: 'Rensa alla filter' }).click()
  await expect(page.locator('.listing__count')).toContainText(`av ${total}`)

  // Pages are links; back from a product returns to the same page of the list.
  await page.locator('.pager').getByRole('link', { name: 'Nästa' }).click()
  await expect(page).toHaveURL(/sida=2/)
  await expect(page.locator('.listing__count')).toContainText('Visar 25–48')
  const name = (await cards(page).nth(5).locator('.product-card__name').textContent())!
  await cards(page).nth(5).locator('.product-card__name a').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await page.goBack()
  await expect(page).toHaveURL(/sida=2/)
  await expect(cards(page).nth(5)).toContainText(name)
})

test('a top category leads to its sub-categories by their full path; nonsense in the address is ignored', async ({
  page,
}) => {
  await page.goto('/kategorier/fastenings')
  const skruv = page
    .locator('.facet')
    .filter({ hasText: 'Kategori' })
    .getByRole('link', { name: /^Skruv/ })
  await expect(skruv).toHaveAttribute('href', '/kategorier/fastenings/skruv')

  // A sort, page or filter that makes no sense is left out: the page is the listing's first.
  const response = await page.goto('/kategorier/fastenings/skruv?sort=cheapest&sida=abc&filter=nonsense')
  expect(response?.status()).toBe(200)
  await expect(page.locator('.listing__count')).toContainText('Visar 1–24')
  await expect(page.getByLabel('Sortera')).toHaveValue('name')
  await expect(page.locator('.chosen-filters')).toHaveCount(0)
  // Choosing from it in the browser sends none of it either.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Sortera').selectOption('name-desc')
  await expect(page).toHaveURL(/\/kategorier\/fastenings\/skruv\?sort=name-desc$/)
  await expect(page.locator('.listing__count')).toContainText('Visar 1–24')
  expect((await page.goto('/search?q=skruv&sida=500'))?.status()).toBe(200)
})

test('a category page renders on the server and hydrates without warnings or a second read', async ({
  page,
}) => {
  const problems = watchConsole(page)
  const calls = watchRpc(page)
  const response = await page.goto('/kategorier/fastenings/skruv?sort=name-desc')
  expect(response?.status()).toBe(200)
  expect(await response?.text()).toContain('product-card')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByLabel('Sortera')).toHaveValue('name-desc')
  expect(calls).toEqual([])
  expect(problems).toEqual([])
})

test('a category’s own slug leads to its full path; an unknown one is not found', async ({ page }) => {
  await page.goto('/kategorier/skruv')
  await expect(page).toHaveURL(/\/kategorier\/fastenings\/skruv$/)
  const response = await page.goto('/kategorier/fastenings/finns-inte')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sidan hittades inte: /kategorier/fastenings/finns-inte',
  )
})

test('a long search query wraps inside the heading on a phone and a desktop, the page never wider than the screen', async ({
  page,
}) => {
  const query = 'rörkopplingspressfittingsadapterförlängningsmuffvinkelböjtrycktestutrustningsväska'
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto(`/search?q=${encodeURIComponent(query)}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(`Sökresultat för ”${query}”`)
    const fit = await heading.evaluate((h1) => ({
      overflow: h1.scrollWidth - h1.clientWidth,
      right: h1.getBoundingClientRect().right,
      page: document.documentElement.scrollWidth,
    }))
    expect(fit.overflow, `${viewport.width} px`).toBeLessThanOrEqual(0)
    expect(fit.right, `${viewport.width} px`).toBeLessThanOrEqual(viewport.width)
    expect(fit.page, `${viewport.width} px`).toBeLessThanOrEqual(viewport.width)
  }
})

test('searching an article number finds it; the search page offers relevance and suggests categories', async ({
  page,
}) => {
  await page.goto('/kategorier/fastenings/skruv')
  const articleNumber = (await cards(page).first().getAttribute('data-article'))!
  await page.goto(`/search?q=${articleNumber}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(articleNumber)
  await expect(cards(page).first()).toHaveAttribute('data-article', articleNumber)
  await expect(page.getByLabel('Sortera')).toHaveValue('relevance')
  // The header's box holds the query shown, and suggests nothing for it unasked.
  await expect(page.locator('#search-q')).toHaveValue(articleNumber)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#search-fayt')).toBeHidden()

  // The results' pages, facets and sort keep the query.
  await page.goto('/search?q=skruv')
  const second = page.getByRole('link', { name: 'Sida 2', exact: true })
  await expect(second).toHaveAttribute('href', /[?&]q=skruv(&|$)/)
  await second.click()
  await expect(page).toHaveURL(/\/search\?q=skruv&sida=2$/)
  await expect(page.locator('.listing__count')).toContainText('Visar 25–')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // A visitor sees no prices, so is not offered sorting by them.
  await expect(page.getByLabel('Sortera').locator('option[value="price"]')).toHaveCount(0)
  await page.getByLabel('Sortera').selectOption('name-desc')
  await expect(page).toHaveURL(/q=skruv/)
  await expect(page).toHaveURL(/sort=name-desc/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('skruv')

  // Suggestions need the script: type once the page is interactive.
  await page.goto('/kategorier/fastenings')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.locator('#search-q').fill('skruv')
  const categories = page.locator('#search-fayt section[aria-label="Kategorier"]')
  await expect(categories.getByRole('link').first()).toBeVisible()
  await categories.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/kategorier\/[a-z-]+\/[a-z-]+$/)
  // Following a suggestion closes the suggestions.
  await expect(page.locator('#search-fayt')).toBeHidden()

  // Typed and sent at once (a scanner): suggestions on their way do not open over the results.
  await page.locator('#search-q').fill('kabel')
  await page.locator('#search-q').press('Enter')
  await expect(page).toHaveURL(/\/search\?q=kabel$/)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await expect(page.locator('#search-fayt')).toBeHidden()
  // Back to the search before: the box follows.
  await page.goBack()
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/search\?q=skruv/)
  await expect(page.locator('#search-q')).toHaveValue('skruv')
})

test('a buyer sees their price, stock in every store, the variants, and adds to the cart', async ({
  page,
}) => {
  await logIn(page, 'anna.berg')
  // Sorted by price: the price she is charged, lowest first.
  await page.goto('/kategorier/fastenings/skruv?sort=price')
  await expect(page.getByLabel('Sortera')).toHaveValue('price')
  const shown = (await cards(page).locator('.price__amount').allTextContents()).map((text) =>
    Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  )
  expect(shown.length).toBeGreaterThan(10)
  expect(shown).toEqual([...shown].sort((a, b) => a - b))
  await page.goto('/kategorier/fastenings/skruv')
  await expect(cards(page).first().locator('.price__amount')).toContainText('kr')
  await cards(page).first().locator('.product-card__name a').click()
  await expect(page.locator('.product__price')).toContainText('exkl. moms')
  await expect(page.locator('.variant-table tbody tr')).not.toHaveCount(0)
  await expect(page.locator('.attributes')).toContainText('Fabrikat')

  // A pointer over the button loads the dialog ahead; only the click opens it. (Chunks are named by
  // their hash alone: the one script the hover asks for is the dialog's, unless it came already.)
  const storesStock = page.getByRole('button', { name: 'Se lagersaldo i alla butiker' })
  await page.mouse.move(0, 0)
  const chunk = page
    .waitForResponse((response) => response.request().resourceType() === 'script', { timeout: 5_000 })
    .catch(() => undefined)
  await storesStock.hover()
  await chunk
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await storesStock.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('tbody tr').first()).toBeVisible()
  expect(await dialog.locator('tbody tr').count()).toBeGreaterThan(3)
  await dialog.getByRole('button', { name: 'Stäng' }).click()
  await expect(dialog).toHaveCount(0)

  const add = page.locator('.product__add')
  await add.getByRole('textbox').fill('0')
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click()
  await expect(add.getByRole('alert')).toHaveText('Ange ett antal större än 0.')
  await expect(add.getByRole('textbox')).toHaveValue('0')
  // Over the largest quantity of a line: the limit in Swedish, nothing sent.
  await add.getByRole('textbox').fill('1000001')
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click()
  await expect(add.getByRole('alert')).toHaveText('Antalet får vara högst 1 000 000.')
  await add.getByRole('textbox').fill('2')
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click()
  await expect(page.locator('.toast')).toContainText('har lagts i varukorgen')
  // Anna's cart is shared with journeys running alongside (the same article may be on a line
  // already, and then the line grows): the cart now has the article, whatever else it has.
  const name = (await page.locator('.product__name').textContent())!
  await expect(page.getByTestId('cart-count')).not.toHaveText('0')
  await page.goto('/cart')
  await expect(page.locator('main')).toContainText(name)
})

test('a user denied prices sees none; one with limited delivery methods is offered only the allowed ones', async ({
  browser,
}) => {
  const nils = await browser.newPage()
  await logIn(nils, 'nils.ohlsson')
  await nils.goto('/kategorier/fastenings/skruv')
  await expect(cards(nils)).toHaveCount(24)
  await expect(nils.locator('.price')).toHaveCount(0)
  // Nor is he offered sorting by them, and a price sort in the address is read as the default.
  await expect(nils.getByLabel('Sortera').locator('option[value="price"]')).toHaveCount(0)
  await nils.goto('/kategorier/fastenings/skruv?sort=price')
  await expect(nils.getByLabel('Sortera')).toHaveValue('name')
  await cards(nils).first().locator('.product-card__name a').click()
  await expect(nils.locator('.product__summary')).not.toContainText(/\d kr/)
  await expect(nils.locator('.product__summary .price')).toHaveCount(0)

  const lisa = await browser.newPage()
  await logIn(lisa, 'lisa.nord')
  await lisa.goto('/kategorier/fastenings/skruv')
  const methods = await lisa.getByLabel('Leveranssätt').locator('option').allTextContents()
  expect(methods).toContain('Utkörning')
  expect(methods).not.toContain('Expressutkörning')
})

test('campaigns list the running ones and each lists its articles', async ({ page }) => {
  await page.goto('/kampanjer')
  await expect(page.getByRole('link', { name: 'VVS-veckor' })).toBeVisible()
  await expect(page.getByText('Vinterkampanj (avslutad)')).toHaveCount(0)
  await page.getByRole('link', { name: 'VVS-veckor' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VVS-veckor')
  await expect(cards(page).first()).toBeVisible()
  await page.goto('/sortiment')
  await expect(page.getByRole('link', { name: 'Verktygskampanj' })).toBeVisible()
  const response = await page.goto('/kampanjer/vinterkampanj')
  expect(response?.status()).toBe(404)
})

test('from the start page to a category, two facets, a product from the list, its stock in every store, another variant with bracket prices', async ({
  page,
}) => {
  await logIn(page, 'anna.berg')
  await page.getByRole('button', { name: 'Vårt erbjudande' }).click()
  await page.locator('.product-menu').getByRole('link', { name: 'Skruv', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skruv')

  // Two facets that keep article 1000003 (Fästa, stainless A4) in the list.
  for (const [facetName, value] of [
    ['Fabrikat', 'Fästa'],
    ['Material', 'Rostfritt stål A4'],
  ] as const) {
    const item = page
      .locator('.facet')
      .filter({ hasText: facetName })
      .locator('.facet__item')
      .filter({ has: page.locator('.facet__label', { hasText: new RegExp(`^${value}$`) }) })
    await item.click()
    await expect(page.locator('.chosen-filters')).toContainText(`${facetName}: ${value}`)
  }
  await expect(page).toHaveURL(/filter=Fabrikat.*filter=Material|filter=Material.*filter=Fabrikat/)

  // Article 1000003 has a contract price for Rörbolaget (no brackets shown); its sibling 1000006 is
  // sold in packs with bracket prices.
  const card = cards(page).filter({ hasText: 'Art.nr 1000003' })
  const name = (await card.locator('.product-card__name a').textContent())!
  await card.locator('.product-card__name a').click()
  await expect(page).toHaveURL(/-1000003$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.locator('.brackets')).toHaveCount(0)

  await page.getByRole('button', { name: 'Se lagersaldo i alla butiker' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('tbody tr').first()).toBeVisible()
  expect(await dialog.locator('tbody tr').count()).toBeGreaterThan(3)
  await dialog.getByRole('button', { name: 'Stäng' }).click()

  // Switching variant by its filter tags: the product's dimensions, the shown one marked.
  const dimensions = page.getByRole('group', { name: /^Dimension: / })
  const shown = (await dimensions.locator('[aria-current="page"]').textContent())!
  expect(name).toContain(shown)
  const next = dimensions.locator('a:not([aria-current])').first()
  const chosen = (await next.textContent())!
  await next.click()
  await expect(page).toHaveURL(/-1000006$/)
  await expect(page.locator('.product__ids')).toContainText('Art.nr 1000006')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen)
  await expect(dimensions).toHaveAccessibleName(`Dimension: ${chosen}`)
  await expect(dimensions.locator('[aria-current="page"]')).toHaveText(chosen)
  // The chosen option keeps the keyboard's focus as the page changes under it.
  await expect(dimensions.locator('[aria-current="page"]')).toBeFocused()
  const brackets = page.locator('.brackets tbody tr')
  await expect(brackets).toHaveCount(4)
  await expect(brackets.first()).toContainText('1 fp')
})

test('a search with a typo still finds the product', async ({ page }) => {
  await page.goto('/search?q=kulventill')
  await expect(page.locator('.lead')).toContainText('kulventil')
  await expect(cards(page).first()).toContainText(/Kulventil/i)
})

test('a search that finds nothing says what helps: another word, an article number or an EAN', async ({
  page,
}) => {
  await page.goto('/search?q=qxzvwq')
  await expect(page.locator('.listing__count')).toHaveText(
    'Inga artiklar matchade sökningen. Prova ett annat ord, ett artikelnummer eller ett EAN.',
  )
  // Nothing to sort or add to the cart, and the message is not squeezed into the facets' column.
  await expect(page.getByLabel('Sortera')).toHaveCount(0)
  await expect(page.getByLabel('Leveranssätt')).toHaveCount(0)
  const width = (await page.locator('.listing__main').boundingBox())!.width
  expect(width).toBeGreaterThan((await page.locator('.listing').boundingBox())!.width - 1)
  // With a filter chosen that nothing has, taking it away is what helps.
  await page.goto('/search?q=kulventil&filter=Fabrikat:Ingen%20s%C3%A5dan')
  await expect(page.locator('.listing__count')).toHaveText(
    'Inga produkter matchar. Prova att ta bort ett filter.',
  )
  await expect(page.getByRole('navigation', { name: /Sök bredare/ })).toHaveCount(0)
  // The filter no hit has is no facet value any longer, but it is shown, so it can be taken away.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: /^Fabrikat: Ingen sådan/ }).click()
  await expect(page).not.toHaveURL(/filter=/)
  await expect(cards(page).first()).toContainText(/Kulventil/i)
})

test('a search of several words that finds nothing leads to the categories a word finds alone', async ({
  page,
}) => {
  await page.goto('/search?q=kulventil%20qxzvwq')
  await expect(page.locator('.listing__count')).toHaveText(/^Inga artiklar matchade sökningen/)
  const broader = page.getByRole('navigation', { name: /Sök bredare/ }).getByRole('link')
  // Each link is named by its category, and leads to that category's page.
  const name = (await broader.first().textContent())!.trim()
  expect(name).not.toBe('')
  await broader.first().click()
  await expect(page).toHaveURL(/\/kategorier\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(cards(page).first()).toBeVisible()
})

test('switching customer reads the page again for the new customer', async ({ page }) => {
  await logIn(page, 'anna.berg')
  await page.goto('/kategorier/fastenings/skruv')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const calls = watchRpc(page)
  await page.getByTestId('acting-context').click()
  await page
    .getByLabel('Du handlar för')
    .selectOption({ label: 'Nordic VVS & Värme AB / Sjukhusbygget etapp 2' })
  await expect(page.getByTestId('acting-context')).toHaveText('Nordic VVS & Värme AB / Sjukhusbygget etapp 2')
  await expect.poll(() => calls.includes('/rpc/categoryPage')).toBe(true)
  await expect(cards(page).first().locator('.price__amount')).toContainText('kr')
})

test('a customer with an assortment sees only its categories; logging in prices the page in place', async ({
  page,
}) => {
  await page.goto('/kategorier/fastenings/skruv')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(cards(page).first()).toContainText('Logga in för att se ditt pris')
  await page.getByRole('button', { name: 'Vårt erbjudande' }).click()
  await expect(page.locator('.product-menu').getByText('Sprinkler', { exact: true })).toBeVisible()
  // Each main category is drawn with its icon, in the brand's colour, and read by its name alone.
  const sprinkler = page.locator('.product-menu__title', { hasText: 'Sprinkler' })
  await expect(sprinkler.locator('svg.content-icon[aria-hidden="true"]')).toBeVisible()
  await expect(sprinkler).toHaveAccessibleName('Sprinkler')
  await page.getByRole('button', { name: 'Vårt erbjudande' }).click()

  // Nils acts for Elinstallatören (assortment "El och verktyg": el, verktyg, infästning).
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
  await page.getByLabel('Användarnamn').fill('nils.ohlsson')
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD)
  await page.locator('#account-flyout').getByRole('button', { name: 'Logga in' }).click()
  await expect(page.getByTestId('acting-context')).toBeVisible()
  // Nils is denied prices: the visitor's "log in" gives way to no price at all, without a reload.
  await expect(cards(page).first().locator('.price')).toHaveCount(0)
  await page.getByRole('button', { name: 'Vårt erbjudande' }).click()
  const menu = page.locator('.product-menu')
  await expect(menu.getByText('Infästning', { exact: true })).toBeVisible()
  await expect(menu.getByText('Sprinkler', { exact: true })).toHaveCount(0)
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)

  const response = await page.goto('/kategorier/sprinkler')
  expect(response?.status()).toBe(404)
})
