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
  item_brand?: string
  item_category?: string
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

/** The item events of a journey (promotions and web vitals left out), named with their step or list. */
async function itemEvents(page: Page): Promise<Entry[]> {
  return (await events(page)).filter(
    (entry) => entry.ecommerce?.items && !entry.event!.endsWith('_promotion'),
  )
}

/** An event as the sequence names it: checkout with its step, a list event with its list. */
const named = (entry: Entry) =>
  entry.event === 'checkout'
    ? `checkout ${entry.ecommerce?.checkout_step}`
    : entry.ecommerce?.item_list_name
      ? `${entry.event} ${entry.ecommerce.item_list_name}`
      : entry.event

/** The category trail a page's breadcrumbs show (the start page left out), as analytics writes it. */
async function trailOf(page: Page): Promise<string> {
  const crumbs = await page.locator('nav.breadcrumbs li').allTextContents()
  return crumbs
    .slice(1)
    .map((crumb) => crumb.trim())
    .join(' / ')
}

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

  // The listing: view_item_list with every card, in order, priced as the cards say, each in the
  // category the page's breadcrumbs name.
  await page.goto('/kategorier/fastenings/skruv')
  await hydrated(page)
  const listingCategory = await trailOf(page)
  expect(listingCategory).toMatch(/^\S.* \/ Skruv$/)
  const cards = page.locator('.product-grid .product-card')
  const shown = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-article') ?? ''))
  const list = await theOne(page, 'view_item_list')
  expect(list.ecommerce?.item_list_name).toBe('product_list')
  expect(list.ecommerce?.currency).toBe('SEK')
  expect(list.ecommerce?.items?.map((item) => item.item_id)).toEqual(shown)
  expect(list.ecommerce?.items?.map((item) => item.index)).toEqual(shown.map((_, i) => i + 1))
  for (const item of list.ecommerce!.items!) {
    expect(item.price).toBeGreaterThan(0)
    expect(item.item_category).toBe(listingCategory)
  }

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
  // Its brand is the one the page names, its category the page's breadcrumb trail.
  const productPage = page.locator('main.product-page')
  expect(viewed.ecommerce?.items?.[0]?.item_category).toBe(
    (await trailOf(page)).split(' / ').slice(0, -1).join(' / '),
  )
  await expect(productPage).toContainText(viewed.ecommerce!.items![0]!.item_brand!)
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

  // The whole sequence, from the list to the purchase, each event once and in order.
  const journey = await itemEvents(page)
  expect(journey.map(named)).toEqual([
    'view_item_list product_list',
    'add_to_cart product_list',
    'select_item product_list',
    'view_item',
    'add_to_cart',
    'view_cart cart_flyout_list',
    'checkout 1',
    'view_cart cart_list',
    'remove_from_cart',
    'checkout 2',
    'checkout 3',
    'purchase',
    'checkout 4',
  ])
  // Every item of every event carries the article, its name, brand and category, the one price
  // and a quantity — and an article is the same in all of them: name, brand, category and price.
  const article = new Map<string, Pick<Item, 'item_name' | 'item_brand' | 'item_category' | 'price'>>()
  for (const entry of journey) {
    expect(entry.ecommerce?.items?.length, named(entry)).toBeGreaterThan(0)
    for (const item of entry.ecommerce!.items!) {
      const where = `${named(entry)}: ${item.item_id}`
      expect(item, where).toEqual(
        expect.objectContaining({
          item_id: expect.stringMatching(/^\d+$/),
          item_name: expect.stringMatching(/\S/),
          item_brand: expect.stringMatching(/\S/),
          item_category: expect.stringMatching(/\S \/ \S/),
          price: expect.any(Number),
          quantity: expect.any(Number),
        }),
      )
      expect(item.price, where).toBeGreaterThan(0)
      expect(item.quantity, where).toBeGreaterThan(0)
      const { item_name, item_brand, item_category, price } = item
      const known = article.get(item.item_id)
      if (known) expect({ item_name, item_brand, item_category, price }, where).toEqual(known)
      else article.set(item.item_id, { item_name, item_brand, item_category, price })
    }
  }
  expect([...article.keys()].sort()).toEqual([...new Set([...shown, second.item_id])].sort())

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

test('a content page’s own banner is a promotion too: seen in view, chosen by its link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/leveransvillkor')
  await hydrated(page)
  const banner = page.locator('.content-page__banner[data-marketing-id]')
  const marketingId = (await banner.getAttribute('data-marketing-id'))!
  expect(marketingId).toMatch(/\S/)
  const seen = (e: Entry & { marketingId?: string }) => e.marketingId === marketingId
  await banner.scrollIntoViewIfNeeded()
  const view = (await theOne(page, 'view_promotion', seen)) as Entry & Record<string, unknown>
  expect(view).toMatchObject({
    marketingId,
    metaTitle: (await banner.locator('.content-banner__title').textContent())?.trim(),
    creative: expect.stringMatching(/\S/),
  })
  await banner.locator('a').first().click()
  const chosen = (await theOne(page, 'select_promotion', seen)) as Entry & Record<string, unknown>
  expect(chosen).toMatchObject({ marketingId, metaTitle: view['metaTitle'], creative: view['creative'] })
})

test('each product list of the start page is a list of its own, its items with brand, category and price', async ({
  page,
}) => {
  await logIn(page, 'anna.berg')
  // A fresh start page for the buyer: the lists as a logged-in buyer sees them, priced.
  await page.goto('/')
  await hydrated(page)
  const lists = page.locator('ol.product-grid--row')
  await expect(lists.first().locator('.product-card').first()).toBeVisible()
  const shown = await lists.evaluateAll((all) =>
    all.map((list) =>
      [...list.querySelectorAll('.product-card')].map((card) => card.getAttribute('data-article') ?? ''),
    ),
  )
  expect(shown.length).toBeGreaterThanOrEqual(2)
  await expect
    .poll(async () => (await events(page)).filter((e) => e.event === 'view_item_list').length)
    .toBe(shown.length)
  const views = (await events(page)).filter((e) => e.event === 'view_item_list')
  const names = views.map((view) => view.ecommerce?.item_list_name ?? '')
  expect(new Set(names).size).toBe(shown.length)
  for (const name of names) expect(name).toMatch(/^selected_products_list:\S/)
  expect(views.map((view) => view.ecommerce?.items?.map((item) => item.item_id))).toEqual(shown)
  // Priced as the card is: an article priced on request has no price, never a made-up 0.
  const onRequest = await lists
    .locator('.product-card', { hasText: 'Pris på förfrågan' })
    .evaluateAll((all) => all.map((card) => card.getAttribute('data-article')))
  for (const item of views.flatMap((view) => view.ecommerce!.items!)) {
    expect(item).toEqual(
      expect.objectContaining({
        item_brand: expect.stringMatching(/\S/),
        item_category: expect.stringMatching(/\S \/ \S/),
        quantity: 1,
      }),
    )
    if (onRequest.includes(item.item_id)) expect(item).not.toHaveProperty('price')
    else expect(item.price).toBeGreaterThan(0)
  }
  // A card chosen from the second list is chosen from that list.
  const second = lists.nth(1).locator('.product-card').first()
  await second.locator('.product-card__name a').click()
  await expect(page).toHaveURL(/\/produkt\//)
  const selected = await theOne(page, 'select_item')
  expect(selected.ecommerce?.item_list_name).toBe(names[1])
  expect(selected.ecommerce?.items?.[0]).toMatchObject({ item_id: shown[1]![0], index: 1 })
})

test('the favourites flyout is a list of its own: seen when opened, an article chosen from it', async ({
  page,
}) => {
  await logIn(page, 'bertil.holm')
  await page.getByRole('button', { name: 'Favoriter', exact: true }).click()
  const flyout = page.locator('#favourites-flyout')
  const names = flyout.locator('.favourites-menu__item .cart-lines__name')
  await expect(names.first()).toBeVisible()
  const shown = await names.allTextContents()
  const list = await theOne(
    page,
    'view_item_list',
    (e) => e.ecommerce?.item_list_name === 'favorites_flyout_list',
  )
  expect(list.ecommerce?.items?.map((item) => item.item_name)).toEqual(shown)
  expect(list.ecommerce?.items?.map((item) => item.index)).toEqual(shown.map((_, i) => i + 1))
  // Brand and category as everywhere; no price, as the flyout shows none.
  for (const item of list.ecommerce!.items!) {
    expect(item).toMatchObject({
      item_brand: expect.stringMatching(/\S/),
      item_category: expect.stringMatching(/\S \/ \S/),
      quantity: 1,
    })
    expect(item).not.toHaveProperty('price')
  }
  // Closing and opening again is another view of the list.
  await page.getByRole('button', { name: 'Favoriter', exact: true }).click()
  await expect(flyout).toBeHidden()
  await page.getByRole('button', { name: 'Favoriter', exact: true }).click()
  await expect
    .poll(
      async () =>
        (await events(page)).filter((e) => e.ecommerce?.item_list_name === 'favorites_flyout_list').length,
    )
    .toBe(2)
  await names.first().click()
  await expect(page).toHaveURL(/\/produkt\//)
  const selected = await theOne(page, 'select_item')
  expect(selected.ecommerce).toMatchObject({
    item_list_name: 'favorites_flyout_list',
    items: [{ ...list.ecommerce!.items![0], index: 1 }],
  })
  const viewed = await theOne(page, 'view_item')
  expect(viewed.ecommerce?.items?.[0]).toMatchObject({
    item_id: list.ecommerce!.items![0]!.item_id,
    item_brand: list.ecommerce!.items![0]!.item_brand,
    item_category: list.ecommerce!.items![0]!.item_category,
  })
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
