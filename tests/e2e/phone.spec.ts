import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures'
import { expectNoSeriousViolations, hydrated, logIn, logInHere, rpcPost } from './support'

/**
 * The shop on a phone (390 × 844, touch): the banners and the header take at most 200 px, on the
 * server's page as after hydration, in every brand; desktop keeps its one-row header and whole
 * banners. A product page shows the price and the add button (a visitor: what they see instead of
 * a price) without scrolling, on a phone and on a desktop. A cart with a home, a store and an
 * express delivery, built through the product pages' delivery method: the delivery page keeps one
 * calendar open at a time and stays within 3,000 px, and starts from the store the cart names.
 */

const port = Number(process.env['E2E_PORT'] ?? 3107)
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const desktop = { viewport: { width: 1280, height: 900 } }
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** Where the header ends, banners above it included: the first pixel row content can use. */
const headerBottom = (page: Page) =>
  page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom)

/** anna.berg's session, logged in once through the header. */
async function buyerSession(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext(phone)
  await logIn(await context.newPage(), 'anna.berg')
  const state = await context.storageState()
  await context.close()
  return state
}

/**
 * The header's bottom on the server's page (no script runs) and on the hydrated page; the page
 * shows both banners, so the measure is of the full stack.
 */
async function measuredHeader(browser: Browser, url: string, session?: StorageState) {
  const withSession = session ? { storageState: session } : {}
  const server = await browser.newContext({ ...phone, ...withSession, javaScriptEnabled: false })
  const before = await server.newPage()
  await before.goto(url)
  await expect(before.locator('[data-banner]')).toHaveCount(2)
  const serverBottom = await headerBottom(before)
  await server.close()

  const live = await browser.newContext({ ...phone, ...withSession })
  const page = await live.newPage()
  await page.goto(url)
  await hydrated(page)
  await expect(page.locator('[data-banner]')).toHaveCount(2)
  const hydratedBottom = await headerBottom(page)
  return { serverBottom, hydratedBottom, page, close: () => live.close() }
}

test.describe('the header and banners on a phone', () => {
  for (const brand of ['dahl', 'konr', 'kasp', 'opti']) {
    test(`${brand}: a visitor’s banners and header take at most 200 px, before and after hydration`, async ({
      browser,
    }) => {
      const origin = `http://${brand}.localhost:${port}`
      const { serverBottom, hydratedBottom, page, close } = await measuredHeader(browser, `${origin}/`)
      await expect(page.locator('html')).toHaveAttribute('data-brand', brand)
      expect(serverBottom, `${brand} server-rendered`).toBeLessThanOrEqual(200)
      expect(hydratedBottom, `${brand} hydrated: no layout jump`).toBeCloseTo(serverBottom, 0)
      // Logo, login and menu share the first row; the search box is the second.
      const logo = await page.locator('.site-header__logo').boundingBox()
      const login = await page.getByRole('button', { name: 'Logga in', exact: true }).boundingBox()
      const search = await page.getByRole('search').boundingBox()
      expect(Math.abs(login!.y + login!.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(4)
      expect(search!.y).toBeGreaterThanOrEqual(login!.y + login!.height)
      await close()
    })
  }

  test('anna.berg’s banners and header take at most 200 px, with whom she acts for and her buttons', async ({
    browser,
  }) => {
    const session = await buyerSession(browser)
    const { serverBottom, hydratedBottom, page, close } = await measuredHeader(browser, '/', session)
    expect(serverBottom).toBeLessThanOrEqual(200)
    expect(hydratedBottom).toBeCloseTo(serverBottom, 0)
    // Everything of the header is on screen in its two rows: nothing pushed off to the right.
    for (const control of [
      page.getByTestId('acting-context'),
      page.getByRole('button', { name: /Anna Berg/ }),
      page.getByRole('button', { name: 'Favoriter' }),
      page.getByRole('button', { name: /^Varukorg/ }),
      page.getByRole('button', { name: 'Meny' }),
      page.getByRole('searchbox', { name: 'Sök bland artiklar och sidor' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 })
      expect((await control.boundingBox())!.y).toBeLessThan(serverBottom)
    }
    // The account and project flyouts still open under the header, across the screen.
    await page.getByRole('button', { name: /Anna Berg/ }).click()
    await expect(page.locator('#account-flyout')).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible()
    await close()
  })

  test('a banner opens to its whole text and links with a real button, by touch and by keyboard', async ({
    browser,
  }) => {
    const context = await browser.newContext(phone)
    const page = await context.newPage()
    await page.goto('/')
    await hydrated(page)
    const alert = page.locator('[data-banner]').first()
    const text = alert.locator('p')
    const toggle = alert.getByRole('button', { name: 'Visa hela meddelandet' })
    const oneLine = (await text.boundingBox())!.height
    expect(oneLine).toBeLessThanOrEqual(40)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAttribute('aria-controls', (await text.getAttribute('id'))!)
    await expect(alert.getByRole('link')).toHaveCount(0)

    await toggle.tap()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(alert.getByRole('link').first()).toBeVisible()
    expect((await text.boundingBox())!.height).toBeGreaterThan(oneLine)
    await expectNoSeriousViolations(page, 'start page with a banner open, phone')

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // Closing still closes it for the session.
    await alert.getByRole('button', { name: 'Stäng meddelandet' }).click()
    await expect(page.locator('[data-banner]')).toHaveCount(1)
    await context.close()
  })

  test('axe finds nothing serious in the phone header, for a visitor and for anna.berg', async ({
    browser,
  }) => {
    const session = await buyerSession(browser)
    for (const state of [undefined, session]) {
      const context = await browser.newContext({ ...phone, ...(state ? { storageState: state } : {}) })
      const page = await context.newPage()
      await page.goto('/')
      await hydrated(page)
      await expectNoSeriousViolations(page, `start page, phone, ${state ? 'anna.berg' : 'visitor'}`)
      await context.close()
    }
  })
})

/** The address of the first product of the screw category (it has variants and bracket prices). */
async function firstProduct(page: Page, origin = ''): Promise<string> {
  await page.goto(`${origin}/kategorier/fastenings/skruv`)
  const href = await page
    .locator('.product-grid .product-card .product-card__name a')
    .first()
    .getAttribute('href')
  expect(href).toMatch(/^\/produkt\//)
  return `${origin}${href}`
}

/** The bottom of an element on the screen as the page opened: nothing has been scrolled. */
async function bottomOnFirstScreen(page: Page, selector: string): Promise<number> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const box = await page.locator(selector).first().boundingBox()
  expect(box, selector).not.toBeNull()
  return box!.y + box!.height
}

test.describe('a product page on a phone', () => {
  for (const brand of ['dahl', 'konr', 'kasp', 'opti']) {
    test(`${brand}: the price and the add button are on the first screen for anna.berg, and for a visitor what they see instead of a price`, async ({
      browser,
    }) => {
      const origin = `http://${brand}.localhost:${port}`
      const context = await browser.newContext(phone)
      const page = await context.newPage()
      const product = await firstProduct(page, origin)

      await page.goto(product)
      await hydrated(page)
      await expect(page.locator('.product__price')).toHaveText('Logga in för att se ditt pris')
      expect(await bottomOnFirstScreen(page, '.product__price')).toBeLessThanOrEqual(844)

      await page.goto(`${origin}/`)
      await hydrated(page)
      await logInHere(page, 'anna.berg')
      await expect(page.getByTestId('acting-context')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-busy', 'false', { timeout: 15_000 })
      await page.goto(product)
      await hydrated(page)
      await expect(page.locator('html')).toHaveAttribute('data-brand', brand)
      await expect(page.locator('.product__price')).toContainText('kr')
      const add = page.locator('.product__add')
      const button = add.getByRole('button', { name: 'Lägg i varukorg' })
      await expect(add.getByRole('textbox')).toBeInViewport({ ratio: 1 })
      await expect(button).toBeInViewport({ ratio: 1 })
      expect(await bottomOnFirstScreen(page, '.product__price')).toBeLessThanOrEqual(844)
      expect(await bottomOnFirstScreen(page, '.product__add .quick-add__button')).toBeLessThanOrEqual(844)
      await context.close()
    })
  }

  test('the server’s page has them on the first screen too, and axe finds nothing serious', async ({
    browser,
  }) => {
    const session = await buyerSession(browser)
    const server = await browser.newContext({ ...phone, storageState: session, javaScriptEnabled: false })
    const before = await server.newPage()
    const product = await firstProduct(before)
    await before.goto(product)
    await expect(before.locator('.product__price')).toContainText('kr')
    expect(await bottomOnFirstScreen(before, '.product__add .quick-add__button')).toBeLessThanOrEqual(844)
    await server.close()

    for (const state of [undefined, session]) {
      const context = await browser.newContext({ ...phone, ...(state ? { storageState: state } : {}) })
      const page = await context.newPage()
      await page.goto(product)
      await hydrated(page)
      await expectNoSeriousViolations(page, `product page, phone, ${state ? 'anna.berg' : 'visitor'}`)
      await context.close()
    }
  })
})

/**
 * The buyer of the delivery journeys: sara.lind acting for Nordic VVS & Värme AB, a cart no other
 * journey uses (carts are per user and context), with the customer's three saved addresses.
 */
const CART_OWNER = 'sara.lind'
const CART_CONTEXT = 'Nordic VVS & Värme AB'

/** Logs the cart owner in on `page` and acts for the context of these journeys, with an empty cart. */
async function actForDeliveries(page: Page): Promise<void> {
  await logIn(page, CART_OWNER)
  await page.getByTestId('acting-context').click()
  await page.getByLabel('Du handlar för').selectOption({ label: CART_CONTEXT })
  await expect(page.getByTestId('acting-context')).toHaveText(CART_CONTEXT)
  await expect(page.locator('html')).toHaveAttribute('data-busy', 'false', { timeout: 15_000 })
  expect((await rpcPost(page.request, '/rpc/emptyCart', { data: {} })).ok()).toBe(true)
}

/** Adds a product page's article to the cart with a delivery method, as a buyer does: the method, then the button. */
async function addWithMethod(page: Page, product: string, method: string): Promise<void> {
  await page.goto(product)
  await hydrated(page)
  const add = page.locator('.product__add')
  await add.getByLabel('Leveranssätt').selectOption({ label: method })
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click()
  await expect(page.locator('.toast').last()).toContainText('har lagts i varukorgen')
}

/** The addresses of the first `count` products of the screw category. */
async function products(page: Page, count: number): Promise<string[]> {
  await page.goto('/kategorier/fastenings/skruv')
  const links = page.locator('.product-grid .product-card .product-card__name a')
  await expect(links.nth(count - 1)).toBeVisible()
  return (await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''))).slice(
    0,
    count,
  )
}

const deliverySection = (page: Page, deliveryId: string) =>
  page.locator('section', { has: page.locator(`#delivery-${deliveryId}`) })

// One cart for these journeys: they run in order.
test.describe('the delivery page', () => {
  test.describe.configure({ mode: 'serial' })
  test.use(phone)

  test('three deliveries fit in 3,000 px with one calendar open at a time, each closed one showing its day; by keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await actForDeliveries(page)
    const [home, store, express] = await products(page, 3)
    // Three deliveries come from three delivery methods chosen where the lines are added.
    await addWithMethod(page, home!, 'Utkörning')
    await addWithMethod(page, store!, 'Leverans till butik')
    await addWithMethod(page, express!, 'Expressutkörning')
    await page.goto('/cart')
    await hydrated(page)
    await expect(page.getByTestId('cart-delivery')).toHaveCount(3)
    await page.getByRole('link', { name: 'Gå vidare till leverans' }).click()
    await expect(page).toHaveURL(/\/delivery$/)
    await hydrated(page)

    const sections = ['DBI', 'EXH', 'XXX'].map((id) => deliverySection(page, id))
    const toggles = sections.map((section) => section.getByRole('button', { name: /^Ändra leveransdag/ }))
    const height = () => page.evaluate(() => document.documentElement.scrollHeight)
    // The first delivery's calendar is open, the others are a line with their day and a button.
    await expect(page.locator('.date-picker')).toHaveCount(1)
    await expect(sections[0]!.locator('.date-picker')).toBeVisible()
    await expect(toggles[0]!).toHaveAttribute('aria-expanded', 'true')
    for (const index of [1, 2]) {
      await expect(toggles[index]!).toHaveAttribute('aria-expanded', 'false')
      await expect(sections[index]!.locator('.checkout-delivery__date')).toHaveText(
        /^Tidigast \S+ \d+ \S+ \d{4}$/,
      )
    }
    expect(await height()).toBeLessThanOrEqual(3000)
    // Nothing wider than the phone: the months of the open calendar are a strip of their own.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    await expectNoSeriousViolations(page, 'delivery page with three deliveries, phone')

    // By keyboard: the store delivery's button opens its calendar and closes the first; Tab goes on
    // into its days, Enter picks one, and the day is said on its line.
    await toggles[1]!.focus()
    await page.keyboard.press('Enter')
    await expect(toggles[1]!).toHaveAttribute('aria-expanded', 'true')
    await expect(toggles[0]!).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('.date-picker')).toHaveCount(1)
    await expect(toggles[1]!).toBeFocused()
    await page.keyboard.press('Tab')
    const day = page.locator(':focus')
    await expect(day).toHaveAttribute('data-date', /^\d{4}-\d{2}-\d{2}$/)
    const picked = (await day.getAttribute('data-date'))!
    await page.keyboard.press('Enter')
    await expect(sections[1]!.locator(`button[data-date="${picked}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(sections[1]!.locator('.checkout-delivery__date')).toHaveText(/^Vald leveransdag: /)
    expect(await height()).toBeLessThanOrEqual(3000)

    // A later day, reached by tabbing through the strip of months, scrolls into view.
    const later = sections[1]!.locator('button[data-date]:enabled').last()
    for (let step = 0; step < 80 && !(await later.evaluate((b) => b === document.activeElement)); step++)
      await page.keyboard.press('Tab')
    await expect(later).toBeFocused()
    await expect(later).toBeInViewport()

    // Opening the express delivery's with Space closes the store delivery's, which keeps its day.
    await toggles[2]!.focus()
    await page.keyboard.press('Space')
    await expect(toggles[2]!).toHaveAttribute('aria-expanded', 'true')
    await expect(toggles[1]!).toHaveAttribute('aria-expanded', 'false')
    await expect(sections[1]!.locator('.checkout-delivery__date')).toHaveText(/^Vald leveransdag: /)
    expect(await height()).toBeLessThanOrEqual(3000)
    // And its button closes it again: no calendar open.
    await page.keyboard.press('Enter')
    await expect(page.locator('.date-picker')).toHaveCount(0)
    await page.screenshot({ path: 'test-results/phone-delivery-three.png', fullPage: true })
  })

  test('the delivery page starts from the store the cart names, and a store chosen there is the cart’s and the summary’s', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await actForDeliveries(page)
    const [home, store] = await products(page, 2)
    await addWithMethod(page, home!, 'Utkörning')
    await addWithMethod(page, store!, 'Leverans till butik')
    await page.goto('/cart')
    await hydrated(page)
    const cartStore = page
      .locator('[data-testid="cart-delivery"][data-delivery="EXH"] .cart-delivery__facts span')
      .first()
    await expect(cartStore).toHaveText(/^Butik: /)
    const named = (await cartStore.textContent())!.replace('Butik: ', '')

    // The delivery page asks for no store: it starts from the cart's, with its address.
    await page.getByRole('link', { name: 'Gå vidare till leverans' }).click()
    await expect(page).toHaveURL(/\/delivery$/)
    await hydrated(page)
    const picker = deliverySection(page, 'EXH').getByLabel('Butik att hämta i')
    const escaped = named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    await expect(picker.locator('option:checked')).toHaveText(new RegExp(`^${escaped} – `))
    await expect(deliverySection(page, 'EXH').locator('#store-EXH-address')).toBeVisible()
    await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
    await expect(page.locator('#checkout-problems')).toBeVisible()
    await expect(deliverySection(page, 'EXH')).not.toContainText('Välj en butik för leveransen.')

    // Another store chosen here is the one the cart goes with, and the page starts from it again.
    const lund = await picker.locator('option', { hasText: 'Proffsbutik Lund' }).first().getAttribute('value')
    expect(named).not.toBe('Proffsbutik Lund')
    await picker.selectOption(lund!)
    await page.getByRole('link', { name: 'Tillbaka till varukorgen' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(cartStore).toHaveText('Butik: Proffsbutik Lund')
    await page.getByRole('link', { name: 'Gå vidare till leverans' }).click()
    await hydrated(page)
    await expect(picker.locator('option:checked')).toHaveText(/^Proffsbutik Lund – /)

    // And the summary: the store delivery goes to that store.
    await deliverySection(page, 'DBI').getByRole('radio').first().check()
    await page.getByLabel('Kontaktperson', { exact: true }).fill('Sara Lind')
    await page.getByLabel('Kontaktpersonens telefon').fill('070-765 43 21')
    await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
    await expect(page).toHaveURL(/\/summary$/)
    await expect(page.locator('section', { has: page.locator('#summary-EXH') })).toContainText(
      'Proffsbutik Lund',
    )
  })

  test('on a desktop one calendar is open at a time too, its months side by side with no strip to scroll', async ({
    browser,
  }) => {
    const context = await browser.newContext(desktop)
    const page = await context.newPage()
    await actForDeliveries(page)
    await page.goto('/kategorier/fastenings/skruv')
    const articles = await page
      .locator('.product-grid .product-card')
      .evaluateAll((cards) => cards.slice(0, 3).map((card) => card.getAttribute('data-article') ?? ''))
    for (const [deliveryId, articleNumber] of [
      ['DBI', articles[0]],
      ['EXH', articles[1]],
      ['XXX', articles[2]],
    ] as const) {
      const added = await rpcPost(page.request, '/rpc/addToCart', {
        data: { deliveryId, lines: [{ articleNumber, quantity: 1 }] },
      })
      expect(added.ok()).toBe(true)
    }
    await page.goto('/delivery')
    await hydrated(page)
    await expect(page.locator('.date-picker')).toHaveCount(1)
    const months = deliverySection(page, 'DBI').locator('.date-picker__month')
    await expect(months).toHaveCount(3)
    const strip = deliverySection(page, 'DBI').locator('.date-picker__months')
    expect(await strip.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    const [first, second] = [(await months.nth(0).boundingBox())!, (await months.nth(1).boundingBox())!]
    expect(second.y).toBe(first.y)
    expect(second.x).toBeGreaterThan(first.x + first.width)
    await deliverySection(page, 'XXX')
      .getByRole('button', { name: /^Ändra leveransdag/ })
      .click()
    await expect(deliverySection(page, 'XXX').locator('.date-picker')).toBeVisible()
    await expect(page.locator('.date-picker')).toHaveCount(1)
    await context.close()
  })
})

test.describe('the header and banners on a desktop', () => {
  test.use(desktop)

  test('banners show their whole text and links with no opening button; the header is one row', async ({
    page,
  }) => {
    await logIn(page, 'anna.berg')
    for (const banner of await page.locator('[data-banner]').all()) {
      await expect(banner.getByRole('button', { name: 'Visa hela meddelandet' })).toBeHidden()
      await expect(banner.getByRole('link').first()).toBeVisible()
    }
    // Logo, search, favourites, cart, whom she acts for and her name on one row, with the name shown.
    const logo = (await page.locator('.site-header__logo').boundingBox())!
    for (const control of [
      page.getByRole('search'),
      page.getByRole('button', { name: /^Varukorg/ }),
      page.getByTestId('acting-context'),
      page.getByRole('button', { name: /Anna Berg/ }),
    ]) {
      const box = (await control.boundingBox())!
      expect(box.y).toBeLessThan(logo.y + logo.height)
    }
    await expect(page.getByText('Anna Berg', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Meny' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Vårt erbjudande' })).toBeVisible()
  })

  test('a product page keeps its picture beside the price and the add button, both on the first screen', async ({
    page,
  }) => {
    await logIn(page, 'anna.berg')
    await page.goto(await firstProduct(page))
    await hydrated(page)
    const picture = (await page.locator('.product__pictures').boundingBox())!
    const price = (await page.locator('.product__price').boundingBox())!
    expect(price.x).toBeGreaterThan(picture.x + picture.width)
    expect(picture.width).toBeGreaterThan(400)
    await expect(
      page.locator('.product__add').getByRole('button', { name: 'Lägg i varukorg' }),
    ).toBeInViewport({
      ratio: 1,
    })
    // The rest of the summary follows the buy box: the variants, the bracket prices, the stock.
    await expect(page.locator('.variant-picker')).toBeVisible()
    await expect(page.locator('.brackets')).toBeVisible()
  })
})
