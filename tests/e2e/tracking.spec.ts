import { expect, test, type Page } from './fixtures'
import { chunksNamed, hydrated, logIn, openCalendar, watchConsole, rpcPost } from './support'

/**
 * The tag manager's data layer (content §Analytics) through a buyer's way from a listing to a
 * purchase: each page's events once, with GA4 payloads read from what the page showed. Sara acting
 * for Elinstallatören i Malmö AB (a cart no other journey uses). The data layer lives in the page,
 * so it runs inside the app (client-side navigation) from the listing to the success page.
 */

const CONTEXT = 'Elinstallatören i Malmö AB'

interface Item {
  item_id: string
  item_name: string
  price: number
  quantity: number
  index?: number
}
interface Entry {
  event?: string
  ecommerce?: {
    currency?: string
    value?: number
    item_list_name?: string
    checkout_step?: number
    transaction_id?: string
    tax?: number
    shipping?: number
    items?: Item[]
  } | null
}

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[])

/** The e-commerce events in the data layer, in order (the gtm and ecommerce-reset entries left out). */
async function events(page: Page): Promise<Entry[]> {
  return (await dataLayer(page)).filter((entry) => entry.event && !entry.event.startsWith('gtm.'))
}

/** The one event of a name (fails when there are none or more). */
async function theOne(page: Page, name: string, where: (entry: Entry) => boolean = () => true) {
  await expect
    .poll(async () => (await events(page)).filter((e) => e.event === name && where(e)).length)
    .toBe(1)
  return (await events(page)).find((e) => e.event === name && where(e))!
}

const sum = (items: readonly Item[]) =>
  Math.round(items.reduce((total, item) => total + item.price * item.quantity, 0) * 100) / 100

test('from a listing to a purchase, each step is in the data layer once with its items', async ({ page }) => {
  test.setTimeout(120_000)
  const problems = watchConsole(page)
  // Behaviour events (content §7) go out with the tracking id; each call must be taken.
  const behaviour: {
    kind: string
    trackingId: string
    lines: { articleNumber: string }[]
    status: number
  }[] = []
  page.on('response', (response) => {
    if (!response.url().endsWith('/rpc/trackBehaviour')) return
    behaviour.push({
      ...(response.request().postDataJSON() as Omit<(typeof behaviour)[number], 'status'>),
      status: response.status(),
    })
  })
  await logIn(page, 'sara.lind')
  await page.getByTestId('acting-context').click()
  await page.getByLabel('Du handlar för').selectOption({ label: CONTEXT })
  await expect(page.getByTestId('acting-context')).toHaveText(CONTEXT)
  await expect(page.locator('html')).toHaveAttribute('data-busy', 'false')
  expect((await rpcPost(page.request, '/rpc/emptyCart', { data: {} })).status()).toBe(200)

  // The listing: view_item_list with every card, in order, priced as the cards say.
  await page.goto('/kategorier/fastenings/skruv')
  await hydrated(page)
  const cards = page.locator('.product-grid .product-card')
  const shown = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-article') ?? ''))
  const list = await theOne(page, 'view_item_list')
  expect(list.ecommerce?.item_list_name).toBe('product_list')
  expect(list.ecommerce?.currency).toBe('SEK')
  expect(list.ecommerce?.items?.map((item) => item.item_id)).toEqual(shown)
  expect(list.ecommerce?.items?.map((item) => item.index)).toEqual(shown.map((_, i) => i + 1))
  for (const item of list.ecommerce!.items!) expect(item.price).toBeGreaterThan(0)

  // Quick add from the first card: add_to_cart with the quantity added, from the product list.
  const first = list.ecommerce!.items![0]!
  await cards.first().getByLabel(`Antal av ${first.item_name}`).fill('3')
  await cards.first().getByRole('button', { name: 'Lägg i varukorg' }).click()
  const added = await theOne(page, 'add_to_cart')
  expect(added.ecommerce).toMatchObject({
    currency: 'SEK',
    item_list_name: 'product_list',
    items: [{ item_id: first.item_id, item_name: first.item_name, price: first.price, quantity: 3 }],
  })
  expect(added.ecommerce?.value).toBe(sum(added.ecommerce!.items!))

  // Choosing the second card: select_item with its place, then the product page's view_item.
  const second = list.ecommerce!.items![1]!
  await cards.nth(1).locator('.product-card__name a').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const selected = await theOne(page, 'select_item')
  expect(selected.ecommerce?.items).toEqual([expect.objectContaining({ item_id: second.item_id, index: 2 })])
  const viewed = await theOne(page, 'view_item')
  expect(viewed.ecommerce?.items).toEqual([
    expect.objectContaining({ item_id: second.item_id, price: second.price, quantity: 1 }),
  ])
  await page.getByLabel(`Antal av ${second.item_name}`).fill('2')
  await page.getByRole('button', { name: 'Lägg i varukorg' }).click()
  await theOne(page, 'add_to_cart', (e) => e.ecommerce?.items?.[0]?.item_id === second.item_id)

  // The cart (inside the app): view_cart and checkout step 1 with both lines.
  await page.getByRole('button', { name: 'Varukorg, 2 rader' }).click()
  await theOne(page, 'view_cart', (e) => e.ecommerce?.item_list_name === 'cart_flyout_list')
  await page.locator('#cart-flyout').getByRole('link', { name: 'Till varukorgen' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  const cartView = await theOne(page, 'view_cart', (e) => e.ecommerce?.item_list_name === 'cart_list')
  expect(cartView.ecommerce?.items?.map((item) => [item.item_id, item.quantity]).sort()).toEqual(
    [
      [first.item_id, 3],
      [second.item_id, 2],
    ].sort(),
  )
  const step1 = await theOne(page, 'checkout', (e) => e.ecommerce?.checkout_step === 1)
  expect(step1.ecommerce?.value).toBe(sum(step1.ecommerce!.items!))

  // Removing a line: remove_from_cart with its whole quantity.
  await page.getByRole('button', { name: `Ta bort ${second.item_name}` }).click()
  const removed = await theOne(page, 'remove_from_cart')
  expect(removed.ecommerce?.items).toEqual([
    expect.objectContaining({ item_id: second.item_id, quantity: 2 }),
  ])

  // Delivery (step 2), summary (step 3), placing: purchase and step 4, tax and shipping 0.
  await page.getByRole('link', { name: 'Gå vidare till leverans' }).click()
  await expect(page).toHaveURL(/\/delivery$/)
  await theOne(page, 'checkout', (e) => e.ecommerce?.checkout_step === 2)
  const home = page.locator('section', { has: page.locator('#delivery-DBI') })
  await home.getByRole('radio').first().check()
  await openCalendar(home)
  await home.locator('button[data-date]:not([disabled])').first().click()
  await page.getByLabel('Kontaktperson', { exact: true }).fill('Sara Lind')
  await page.getByLabel('Kontaktpersonens telefon').fill('070-765 43 21')
  await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
  await expect(page).toHaveURL(/\/summary$/)
  await theOne(page, 'checkout', (e) => e.ecommerce?.checkout_step === 3)
  await page.getByRole('button', { name: 'Lägg order' }).click()
  await expect(page).toHaveURL(/\/checkout-success-page$/)
  const purchase = await theOne(page, 'purchase')
  const orderNumber = (await page.locator('.checkout-order h2').first().textContent()) ?? ''
  expect(orderNumber).toContain(purchase.ecommerce!.transaction_id!)
  expect(purchase.ecommerce).toMatchObject({
    currency: 'SEK',
    tax: 0,
    shipping: 0,
    items: [{ item_id: first.item_id, price: first.price, quantity: 3 }],
  })
  expect(purchase.ecommerce?.value).toBe(sum(purchase.ecommerce!.items!))
  await theOne(page, 'checkout', (e) => e.ecommerce?.checkout_step === 4)

  // Every e-commerce event came after a reset of the last one's payload (GA4).
  const layer = await dataLayer(page)
  layer.forEach((entry, index) => {
    if (entry.event && entry.ecommerce) expect(layer[index - 1]).toEqual({ ecommerce: null })
  })
  // The tracking id this browser keeps went with a click, two adds and the purchase, all taken.
  const trackingId = await page.evaluate(() => window.localStorage.getItem('_l54a'))
  expect(trackingId).toMatch(/^[A-Za-z0-9_-]{21}$/)
  await expect
    .poll(() => behaviour.map((call) => call.kind))
    .toEqual(['addtocart', 'click', 'addtocart', 'purchase'])
  for (const call of behaviour) {
    expect(call.status).toBe(200)
    expect(call.trackingId).toBe(trackingId)
  }
  expect(behaviour[1]!.lines).toEqual([{ articleNumber: second.item_id }])
  expect(behaviour[3]!.lines).toEqual([
    expect.objectContaining({ articleNumber: first.item_id, quantity: 3 }),
  ])
  expect(problems).toEqual([])
})

test('a banner is a promotion seen once it is 80 % in view, and chosen when its link is followed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await hydrated(page)
  const banner = page.locator('.marketing-banner[data-marketing-id]').first()
  const marketingId = (await banner.getAttribute('data-marketing-id'))!
  expect(marketingId).not.toBe('')
  const seen = (e: Entry & { marketingId?: string }) => e.marketingId === marketingId
  await banner.scrollIntoViewIfNeeded()
  const view = (await theOne(page, 'view_promotion', seen)) as Entry & Record<string, unknown>
  expect(view).toMatchObject({ marketingId, creative: expect.stringMatching(/\S/) })
  // Scrolling away and back is the same view.
  await page.mouse.wheel(0, -3000)
  await banner.scrollIntoViewIfNeeded()
  await theOne(page, 'view_promotion', seen)
  await banner.locator('a').first().click()
  const chosen = (await theOne(page, 'select_promotion', seen)) as Entry & Record<string, unknown>
  expect(chosen).toMatchObject({ marketingId, metaTitle: view['metaTitle'], creative: view['creative'] })
})

test('a search shown is one search event with the tracking id; another sort of it is none, a new query one more', async ({
  page,
}) => {
  const searches: { trackingId: string; query: string; resultCount: number; status: number }[] = []
  page.on('response', (response) => {
    if (!response.url().endsWith('/rpc/trackSearch')) return
    searches.push({
      ...(response.request().postDataJSON() as Omit<(typeof searches)[number], 'status'>),
      status: response.status(),
    })
  })
  // A results page from the server: the event goes out from the browser, which has the id.
  await page.goto('/search?q=skruv')
  await hydrated(page)
  const count = page.locator('.listing__count')
  const total = Number((await count.textContent())!.match(/av (\d+)/)![1])
  expect(total).toBeGreaterThan(0)
  await expect.poll(() => searches.length).toBe(1)
  const trackingId = await page.evaluate(() => window.localStorage.getItem('_l54a'))
  expect(trackingId).toMatch(/^[A-Za-z0-9_-]{21}$/)
  expect(searches[0]).toEqual({ trackingId, query: 'skruv', resultCount: total, status: 200 })

  // Sorting the same results is not another search.
  await page.getByLabel('Sortera').selectOption('name')
  await expect(page).toHaveURL(/sort=name/)
  await expect(page.locator('html')).toHaveAttribute('data-busy', 'false')

  // A new query from the header, inside the app, is.
  const skruvCount = (await count.textContent())!
  await page.locator('#search-q').fill('kabel')
  await page.locator('#search-q').press('Enter')
  await expect(page).toHaveURL(/q=kabel/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('kabel')
  await expect(count).not.toHaveText(skruvCount)
  const cables = Number((await count.textContent())!.match(/av (\d+)/)![1])
  await expect.poll(() => searches.map((search) => search.query)).toEqual(['skruv', 'kabel'])
  expect(searches[1]).toEqual({ trackingId, query: 'kabel', resultCount: cables, status: 200 })

  // Coming back to results already shown is no new search: from a product, or to the search before.
  await page.locator('.product-grid .product-card__name a').first().click()
  await expect(page).toHaveURL(/\/produkt\//)
  await page.goBack()
  await expect(page).toHaveURL(/q=kabel/)
  await expect(page.locator('.product-grid .product-card').first()).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/q=skruv/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('skruv')
  await expect(page.locator('html')).toHaveAttribute('data-busy', 'false')
  await page.waitForLoadState('networkidle')
  expect(searches.map((search) => search.query)).toEqual(['skruv', 'kabel'])
})

test('web vitals reach the data layer once the page has settled, not before: at the first interaction', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/kategorier/fastenings/skruv')
  await hydrated(page)
  const vitals = async () =>
    (await page.evaluate(() => (window.dataLayer ?? []) as { event?: string; name?: string }[])).filter(
      (entry) => entry.event === 'web-vitals',
    )
  // Before the buyer does anything (and well within the 3 s the page waits), nothing is measured yet.
  expect(await vitals()).toEqual([])
  await page.keyboard.press('Tab')
  // The first paint was measured before the library loaded; the browser kept it.
  await expect.poll(async () => (await vitals()).map((entry) => entry.name)).toContain('FCP')
  const fcp = (await vitals()).find((entry) => entry.name === 'FCP') as { value: number; rating: string }
  expect(fcp.value).toBeGreaterThan(0)
  expect(['good', 'needs-improvement', 'poor']).toContain(fcp.rating)
  const library = chunksNamed('web-vitals')
  expect(scripts.some((path) => library.includes(path))).toBe(true)
})
