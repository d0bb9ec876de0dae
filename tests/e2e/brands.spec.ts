import { expect, test, type Page } from './fixtures'

const port = Number(process.env['E2E_PORT'] ?? 3107)

/** Each brand's typeface and the file it comes from (both in its stylesheet, ui/brands/<code>.css). */
const typefaces = {
  dahl: { family: 'Source Sans 3', file: /^\/assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/ },
  konr: { family: 'Archivo', file: /^\/assets\/archivo-latin-wght-normal-[\w-]+\.woff2$/ },
  kasp: { family: 'IBM Plex Sans', file: /^\/assets\/ibm-plex-sans-latin-wght-normal-[\w-]+\.woff2$/ },
  opti: { family: 'Rubik', file: /^\/assets\/rubik-latin-wght-normal-[\w-]+\.woff2$/ },
}

/** The font files the page fetched: where from, the status and the type the shop answered. */
function recordFonts(page: Page) {
  const fonts: { origin: string; path: string; status: number; type: string }[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (response.request().resourceType() !== 'font') return
    const type = response.headers()['content-type'] ?? ''
    fonts.push({ origin: url.origin, path: url.pathname, status: response.status(), type })
  })
  return fonts
}

/** The families of the page's font faces that have loaded. */
const loadedFamilies = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, '')),
  )

/** The first family of body's computed font stack, unquoted. */
const bodyFamily = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!.replace(/"/g, '').trim())

test('each brand has its own logo, colours and typeface; a host can be another brand', async ({ page }) => {
  const fonts = recordFonts(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'dahl')
  await expect(page.locator('[data-brand-logo]')).toHaveAttribute('data-brand-logo', 'dahl')
  await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(11, 79, 156)')
  expect(await bodyFamily(page)).toBe('Source Sans 3')
  await expect.poll(() => loadedFamilies(page)).toEqual(['Source Sans 3'])
  // The one file of the brand's face, from the shop itself: no other brand's font is fetched.
  expect(fonts).toEqual([
    {
      origin: `http://localhost:${port}`,
      path: expect.stringMatching(typefaces.dahl.file),
      status: 200,
      type: 'font/woff2',
    },
  ])
  const dahlFont = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)
  await page.screenshot({ path: 'test-results/brand-dahl.png' })

  fonts.length = 0
  await page.goto(`http://127.0.0.1:${port}/`)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'konr')
  await expect(page.getByRole('img', { name: 'Konr' })).toBeVisible()
  await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(179, 38, 30)')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'konr')
  await expect(page.locator('body')).not.toHaveCSS('font-family', dahlFont)
  expect(await bodyFamily(page)).toBe('Archivo')
  await expect(page.locator('h1')).toHaveCSS('text-transform', 'uppercase')
  await expect.poll(() => loadedFamilies(page)).toEqual(['Archivo'])
  expect(fonts).toEqual([
    {
      origin: `http://127.0.0.1:${port}`,
      path: expect.stringMatching(typefaces.konr.file),
      status: 200,
      type: 'font/woff2',
    },
  ])
  await page.screenshot({ path: 'test-results/brand-konr.png' })
})

test('every brand answers at <code>.localhost with its own stylesheet, typeface, logo, favicon and title', async ({
  page,
}) => {
  const looks = new Set<string>()
  for (const [brand, typeface] of Object.entries(typefaces)) {
    const origin = `http://${brand}.localhost:${port}`
    const name = brand.charAt(0).toUpperCase() + brand.slice(1)
    const fonts = recordFonts(page)
    const stylesheets: string[] = []
    page.on('request', (sent) => {
      if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname)
    })
    await page.goto(`${origin}/kategorier/fastenings/skruv`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand)
    await expect(page.getByRole('img', { name })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(` – ${name}$`))
    // Its own stylesheet and nothing of the others': one brand file beside the shop's own styles.
    const brandSheets = stylesheets.filter((path) => /\/(dahl|konr|kasp|opti)-[\w-]+\.css$/.test(path))
    expect(brandSheets, brand).toEqual([
      expect.stringMatching(new RegExp(`^/assets/${brand}-[\\w-]+\\.css$`)),
    ])
    expect(await bodyFamily(page), brand).toBe(typeface.family)
    await expect.poll(() => loadedFamilies(page), brand).toEqual([typeface.family])
    expect(fonts, brand).toEqual([
      { origin, path: expect.stringMatching(typeface.file), status: 200, type: 'font/woff2' },
    ])
    // Every glyph of the Swedish letters comes from the brand's face: neither fallback is reached.
    const widths = await page.evaluate((family) => {
      const context = document.createElement('canvas').getContext('2d')!
      return ['monospace', 'serif'].map((fallback) => {
        context.font = `32px "${family}", ${fallback}`
        return context.measureText('åäöÅÄÖ').width
      })
    }, typeface.family)
    expect(widths[0], `${brand}: å ä ö in ${typeface.family}`).toBe(widths[1])
    const look = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!)
      const header = style('.site-header')
      const heading = style('h1')
      return [header.backgroundColor, header.borderBottomWidth, header.boxShadow, heading.fontFamily].join(
        ' | ',
      )
    })
    looks.add(look)
    // The header logo and the tab's icon are the brand's logo entry in the content.
    await expect(page.locator('img[data-brand-logo]')).toHaveAttribute(
      'src',
      new RegExp(`logo-${brand}-light\\.svg$`),
    )
    const iconHref = (await page.locator('link[rel="icon"]').getAttribute('href'))!
    expect(iconHref).toMatch(new RegExp(`favicon-${brand}\\.svg$`))
    // Node does not resolve <code>.localhost; the page asks its own origin.
    const favicon = await page.evaluate((href) => fetch(href).then((response) => response.text()), iconHref)
    expect(favicon.trim()).toBe(
      await page.evaluate(() => fetch('/favicon.svg').then((response) => response.text())),
    )
    expect(favicon, brand).toContain(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim().toUpperCase(),
      ),
    )
    await page.screenshot({ path: `test-results/brand-${brand}-localhost.png` })
    page.removeAllListeners('request')
    page.removeAllListeners('response')
  }
  expect(looks.size).toBe(Object.keys(typefaces).length)
})

test('the brand configuration names each brand’s default store and central warehouse', async ({
  request,
}) => {
  const config = await (await request.get('/api/brand-config')).json()
  expect(Object.keys(config)).toEqual(['dahl', 'konr', 'kasp', 'opti'])
  expect(config.dahl).toEqual({ defaultStoreId: '1001', centralStorageId: '9000' })
})

test('a mail asked for in a brand’s shop is that brand’s: signed with its name, linking to its own address', async ({
  page,
}) => {
  interface Mail {
    readonly id: number
    readonly purpose: string
    readonly subject: string
    readonly text: string
  }
  const origin = `http://opti.localhost:${port}`
  // Node does not resolve <code>.localhost; the page reads the demo outbox from its own origin.
  const outbox = () =>
    page.evaluate(
      async () => ((await (await fetch('/services/dev/outbox.json')).json()) as { data: Mail[] }).data,
    )
  await page.goto(`${origin}/gloemt-loesenord`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const before = Math.max(0, ...(await outbox()).map((mail) => mail.id))
  await page.getByLabel('Användarnamn eller e-postadress').fill('olle.strand')
  await page.getByRole('button', { name: 'Skicka kod' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Om det finns ett konto/)
  let mail: Mail | undefined
  await expect
    .poll(async () => {
      mail = (await outbox()).find((m) => m.id > before && m.purpose === 'password-reset')
      return mail?.subject
    })
    .toBe('Återställ ditt lösenord hos Opti')
  expect(mail!.text).toContain(`Välj ett nytt lösenord på ${origin}/gloemt-loesenord?kod=`)
  expect(mail!.text).toMatch(/Vänliga hälsningar\nOpti kundservice$/)
  expect(mail!.text).not.toContain('Proffsbutik')
})
