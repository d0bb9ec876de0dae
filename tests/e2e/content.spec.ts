/**
 * The content screens: the start page's sections, a content page rendered on the server and
 * hydrated without warnings, rich-text links that navigate in the app, listing pages filtered by
 * tag, store pages with their opening hours, the 404 page for unknown slugs, a page for logged-in
 * buyers only, and the account application's dynamic form from refusal to the mail in the outbox.
 */
import { expect, test, type Page } from './fixtures'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'

/** Collects React's warnings and page errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Warning:|hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** The RPC calls the page makes from now on. */
function watchRpc(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/rpc/')) calls.push(path)
  })
  return calls
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

test('the start page shows the front page’s sections in order', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välkommen till grossisten för proffs')
  await expect(page.locator('.page-hero__title')).toHaveText('Allt för proffset')
  await expect(page.locator('.sub-banner')).toHaveCount(4)
  await expect(page.locator('.sub-banner').first()).toHaveAttribute('href', '/snabborder')
  // One random banner and one marketing picture, as the server drew them.
  await expect(page.locator('.random-banner')).toHaveCount(1)
  await expect(page.locator('.marketing-banner img')).toHaveCount(1)
  await expect(page.locator('.assortment-icons').first().locator('.assortment-icons__item')).toHaveCount(8)
  await expect(page.locator('.assortment-icons svg').first()).toBeVisible()
  const headings = await page.locator('main h2.content-section__title').allTextContents()
  expect(headings).toEqual([
    'Aktuella kampanjer',
    'Populärt just nu',
    'Hitta i sortimentet',
    'Aktuellt hos oss',
    'Nyheter inom VVS',
    'Tjänster som sparar tid',
  ])
  await hydrated(page)
  expect(problems).toEqual([])
})

test('a content page renders on the server with hero, breadcrumbs and sections, and hydrates quietly', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/om-oss')).text()
  expect(html).toContain('Om Proffsbutik</h1>')
  expect(html).toContain('aria-label="Du är här"')
  expect(html).toContain('Leverans direkt till arbetsplatsen')
  expect(html).not.toContain('dangerouslySetInnerHTML')

  const problems = watchConsole(page)
  const rpc = watchRpc(page)
  await page.goto('/om-oss')
  await hydrated(page)
  await expect(page).toHaveTitle('Om Proffsbutik – Dahl')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', '/om-oss')
  const crumbs = page.getByRole('navigation', { name: 'Du är här' })
  await expect(crumbs.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/')
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Om Proffsbutik')
  await expect(page.locator('.page-hero picture source')).toHaveAttribute('media', '(min-width: 48rem)')
  await expect(page.getByRole('heading', { name: 'Från rörgrossist till proffsbutik' })).toBeVisible()
  await expect(page.locator('.text-media li')).toHaveCount(3)
  await expect(page.getByRole('heading', { name: 'Vi hjälper dig' })).toBeVisible()
  // The sidebar: customer service and the listing the page belongs to.
  await expect(page.locator('.content-aside').getByRole('link', { name: 'Guider och tips' })).toBeVisible()
  // The video loads nothing from its host until asked; asked, it plays (the page's policy lets
  // films load from the shop, where the seeded film is, and from the hosts the content names).
  const video = page.locator('video')
  await expect(video).toHaveCount(0)
  await page.getByRole('button', { name: 'Spela filmen Välkommen till butiken' }).click()
  await expect(video).toHaveCount(1)
  await expect
    .poll(() =>
      video.evaluate((film: HTMLVideoElement) => !film.paused && film.currentTime > 0 && film.error === null),
    )
    .toBe(true)
  // Loaded by the server: the browser asks for nothing again.
  expect(rpc).toEqual([])
  expect(problems).toEqual([])
})

test('a film plays on a guide: the `playing` event, time running, and a policy naming only the shop for media', async ({
  page,
}) => {
  const problems = watchConsole(page)
  const response = await page.goto('/presspassningar-guide')
  await hydrated(page)
  // The seeded films are the content service's own files: the policy names no other host for media.
  expect((await response!.headerValue('content-security-policy')) ?? '').toMatch(/; media-src 'self';/)
  const section = page.locator('.video-section', { hasText: 'Så pressar du kopparrör' })
  await section.getByRole('button', { name: 'Spela filmen Så pressar du kopparrör' }).click()
  const video = section.locator('video')
  const playing = await video.evaluate(
    (film: HTMLVideoElement) =>
      new Promise<boolean>((resolve) => {
        if (!film.paused && film.readyState > 2) resolve(true)
        film.addEventListener('playing', () => resolve(true), { once: true })
        film.addEventListener('error', () => resolve(false), { once: true })
      }),
  )
  expect(playing).toBe(true)
  await expect.poll(() => video.evaluate((film: HTMLVideoElement) => film.currentTime)).toBeGreaterThan(0.5)
  expect(await video.evaluate((film: HTMLVideoElement) => film.paused)).toBe(false)
  expect(problems).toEqual([])
})

test('a link in rich text to another page navigates inside the app', async ({ page }) => {
  await page.goto('/om-oss')
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { __journeyMarker: 'kept' }))
  await page.locator('.content-page__body').getByRole('link', { name: 'vårt hållbarhetsarbete' }).click()
  await expect(page).toHaveURL(/\/hallbarhet$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hållbarhet')
  expect(await page.evaluate(() => (window as { __journeyMarker?: string }).__journeyMarker)).toBe('kept')
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
})

test('a listing page lists its pages and filters them by tag', async ({ page }) => {
  await page.goto('/guider-och-tips')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guider och tips')
  const cards = page.locator('.listing-card')
  await expect(cards).toHaveCount(9)
  const filter = page.getByRole('navigation', { name: 'Filtrera på ämne' })
  await filter.getByRole('link', { name: /^Kyla/ }).click()
  await expect(page).toHaveURL(/\?tag=kyla$/)
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Kyla inför sommaren')
  await expect(filter.getByRole('link', { name: /^Kyla/ })).toHaveAttribute('aria-current', 'page')
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/guider-och-tips\/kyltekniker-infor-sommaren$/)
  await expect(
    page.getByRole('navigation', { name: 'Du är här' }).getByRole('link', { name: 'Guider och tips' }),
  ).toBeVisible()

  // The filter is in the address: a page loaded with it shows the narrowed list from the server.
  await page.goto('/guider-och-tips?tag=nyheter')
  await expect(cards).toHaveCount(4)
  await page.getByRole('navigation', { name: 'Filtrera på ämne' }).getByRole('link', { name: 'Alla' }).click()
  await expect(cards).toHaveCount(9)
})

test('an unknown slug, or a page under a listing that does not list it, is the 404 page', async ({
  page,
}) => {
  for (const path of [
    '/ingen-sadan-sida',
    '/guider-och-tips/ingen-sadan-sida',
    '/hjalp-och-villkor/om-oss',
  ]) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sidan hittades inte: ${path}`)
  }
  const store = await page.goto('/butiker/9999')
  expect(store?.status()).toBe(404)
})

test('a page for logged-in buyers sends a visitor to the start page asked to log in, and shows to a buyer', async ({
  page,
}) => {
  await page.goto('/mina-avtalspriser')
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(page.locator('.flash')).toHaveText(/Vänligen logga in/)

  await hydrated(page)
  await page.getByRole('button', { name: 'Logga in' }).click()
  await page.getByLabel('Användarnamn').fill('anna.berg')
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD)
  await page.locator('#account-flyout').getByRole('button', { name: 'Logga in' }).click()
  await expect(page.getByTestId('acting-context')).toBeVisible()
  await page.goto('/mina-avtalspriser')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dina avtalspriser')
})

test('a store page shows the week’s opening hours with today marked, and its special hours', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await page.goto('/butiker/1001')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proffsbutik Stockholm Syd')
  await expect(page.getByText('Elektravägen 3, 126 30 Stockholm')).toBeVisible()
  const week = page.locator('.store-hours__week tr')
  await expect(week).toHaveCount(7)
  await expect(week.first().locator('th')).toContainText('Måndag')
  await expect(week.first().locator('td')).toHaveText(/^\d{2}\.\d{2}–\d{2}\.\d{2}$/)
  await expect(page.locator('.store-hours__today')).toHaveCount(1)
  await expect(page.locator('.store-hours__today')).toContainText('idag')
  await expect(page.getByRole('heading', { name: 'Öppettider', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Kontakta oss i Stockholm' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'För installatören' })).toBeVisible()
  expect(problems).toEqual([])
})

test('the account application refuses bad input beside the fields, keeps it, then sends the mail', async ({
  page,
  request,
}) => {
  await page.goto('/bli-kund')
  await hydrated(page)
  const form = page.locator('form.dynamic-form')
  const company = `Rörfirman ${Date.now()} AB`
  await form.getByLabel('Företagsnamn').fill(company)
  await form.getByLabel(/^E-post/).fill('kim.ek@rorfirman')
  await form.getByRole('button', { name: 'Skicka ansökan' }).click()

  const problem = (input: string) => page.locator(`#form-form-kontoansokan-${input}-problem`)
  await expect(problem('epost')).toHaveText('Ange en giltig e-postadress, till exempel namn@foretag.se.')
  await expect(problem('organisationsnummer')).toHaveText('Fyll i fältet.')
  await expect(problem('villkor')).toHaveText('Kryssa i rutan för att gå vidare.')
  await expect(problem('foretagsnamn')).toHaveCount(0)
  await expect(form.getByRole('alert').first()).toContainText('fält behöver rättas')
  await expect(form.getByLabel('Organisationsnummer')).toBeFocused()
  // What was typed stays.
  await expect(form.getByLabel('Företagsnamn')).toHaveValue(company)
  await expect(form.getByLabel(/^E-post/)).toHaveValue('kim.ek@rorfirman')

  // An organisation number is ten digits with a right check digit (core/domain/organisation-number.ts).
  await form.getByLabel(/^E-post/).fill('kim.ek@rorfirman.se')
  await form.getByLabel('Organisationsnummer').fill('abc')
  await form.getByRole('button', { name: 'Skicka ansökan' }).click()
  await expect(problem('organisationsnummer')).toHaveText(
    'Ange ett giltigt organisationsnummer med tio siffror, till exempel 556677-8899.',
  )
  await form.getByLabel('Organisationsnummer').fill('556677-8898')
  await form.getByRole('button', { name: 'Skicka ansökan' }).click()
  await expect(problem('organisationsnummer')).toHaveText(/giltigt organisationsnummer/)
  await form.getByLabel('Organisationsnummer').fill('556677-8899')
  await form.getByLabel('Bransch').selectOption('VVS')
  await form.getByLabel('Kontaktperson').fill('Kim Ek')
  await form.getByLabel('Telefon').fill('0470-123 45')
  await form.getByLabel('Fakturaadress').fill('Box 12\n351 03 Växjö')
  await form.getByLabel('PDF via e-post').check()
  await form.getByLabel(/Jag har läst och godkänner/).check()
  await form.getByRole('button', { name: 'Skicka ansökan' }).click()
  await expect(page.getByRole('status')).toContainText('Tack! Vi har tagit emot dina uppgifter')

  const outbox = (await (await request.get('/services/dev/outbox.json')).json()) as {
    data: { recipient: string; purpose: string; text: string }[]
  }
  const mail = outbox.data.find((m) => m.purpose === 'form-submission' && m.text.includes(company))
  expect(mail?.recipient).toBe('kundservice@proffsbutik.invalid')
  expect(mail?.text).toContain('Hur vill ni få fakturan?:\n  PDF via e-post')
})

test('every link of the start page and the content pages it leads to opens a page of the shop', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  /** The shop's own links on a page (pictures and files of the services included), without their hash. */
  const linksOn = async (path: string) => {
    await page.goto(path)
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) =>
        links.map((link) => (link as HTMLAnchorElement).getAttribute('href')!.split('#')[0]!),
      )
    return hrefs.filter((href) => href !== '' && !href.startsWith('//'))
  }
  // The start page, the content pages it links to and a store page (not the catalogue's own pages:
  // their links are the catalogue's, checked by its journeys).
  const catalogue = /^\/(kategorier|produkt|kampanjer|sortiment|butiker|search|hitta-butik|services)\b/
  const start = await linksOn('/')
  const pages = [
    ...[...new Set(start)].filter((href) => !catalogue.test(href) && href !== '/'),
    '/butiker/1001',
  ]
  const links = new Set(start)
  for (const path of pages) for (const href of await linksOn(path)) links.add(href)
  const broken: string[] = []
  for (const href of links) {
    const response = await request.get(href, { maxRedirects: 5 })
    if (response.status() >= 400) broken.push(`${href} → ${response.status()}`)
  }
  expect(links.size).toBeGreaterThan(20)
  expect(broken).toEqual([])
})

test('a page with every kind of section shows them all, on a phone and on a desktop', async ({ page }) => {
  const problems = watchConsole(page)
  /** Each section kind of content §2 and the element it renders as. */
  const kinds = {
    largeSection: '.large-section',
    subBanners: '.sub-banners',
    marketingBanners: '.marketing-banner',
    randomBanners: '.random-banner',
    contentBanners: '.content-banners',
    selectedProducts: '.selected-products',
    assortmentIcons: '.assortment-icons',
    textBlock: '.text-block',
    textAndMedia: '.text-media',
    imageSetOfThree: '.image-set',
    singleImage: '.single-image',
    video: '.video-section',
    infoBlock: '.info-block',
    accordions: '.accordions',
    contactCards: '.contact-cards',
    accountApplication: '.account-application',
  }
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/proffsguiden')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proffsguiden')
    const main = page.locator('main')
    for (const [kind, selector] of Object.entries(kinds))
      await expect(main.locator(selector).first(), `${kind} on a ${viewport.name}`).toBeAttached()
    // The selected products are real variants: cards with a name and an article number.
    await expect(main.locator('.selected-products .product-card').first()).toContainText(/Art\.nr \d+/)
    await expect(main.locator('.image-set img')).toHaveCount(3)
    await page.screenshot({ path: `test-results/every-section-${viewport.name}.png`, fullPage: true })
  }
  expect(problems).toEqual([])
})
