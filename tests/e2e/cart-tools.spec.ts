import { expect, test, type Page } from './fixtures'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatSek, fromMinorUnits, lineAmount } from '@proffsbutik/core/domain'
import { buildCatalogue } from '@proffsbutik/services/testing'
import { csrfTokenOf, expectNoSeriousViolations, hydrated, logIn, rpcPost, watchConsole } from './support'

/**
 * The cart tools (issue 8): quick order, a spreadsheet into the cart, the cart to .xlsx and the
 * transfer of a cart from another context. Anna acts for Nordic VVS & Värme AB / Sjukhusbygget
 * etapp 2, a cart no other journey changes; the transfer's source is her cart at Rörbolaget i Lund
 * AB without a project, which no other journey uses either. The tests share her cart: serial.
 */
test.describe.configure({ mode: 'serial' })

const OUR_CONTEXT = 'Nordic VVS & Värme AB / Sjukhusbygget etapp 2'
const SOURCE_CONTEXT = 'Rörbolaget i Lund AB'

/** Articles of the seeded catalogue (the seed is deterministic), picked by what the journeys need. */
const orderable = buildCatalogue(1).variants.filter(
  (v) => !v.discontinued && !v.onlyStore && !v.askForPrice && !v.mustBeInStockedAt,
)
const pick = (index: number, multiple: number) => {
  const variant = orderable.filter((v) => v.orderMultiple === multiple)[index]
  if (!variant) throw new Error(`No seeded article with order multiple ${multiple}`)
  return variant
}
const byEan = pick(1, 1)
const byNumber = pick(2, 1)
const inTens = pick(0, 10)
const uploaded = [pick(3, 1), pick(4, 1)] as const
const toTransfer = [pick(5, 1), pick(1, 10)] as const

/** Acts for `context` through the header's switcher. */
async function actFor(page: Page, context: string) {
  await page.getByTestId('acting-context').click()
  await page.getByLabel('Du handlar för').selectOption({ label: context })
  await expect(page.getByTestId('acting-context')).toHaveText(context)
  // The switcher closes itself once it has switched.
  await expect(page.getByLabel('Du handlar för')).toBeHidden()
}

/** The current cart's lines as the cart RPC answers them: article, quantity and delivery. */
async function cartLines(page: Page) {
  const token = await csrfTokenOf(page.request)
  return page.evaluate(async (csrfToken) => {
    const response = await fetch('/rpc/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
      body: '{}',
    })
    const cart = (await response.json()) as {
      deliveries: {
        deliveryId: string
        lines: { articleNumber: string; quantity: number; unitPrice: number | null }[]
      }[]
    }
    return cart.deliveries.flatMap((delivery) =>
      delivery.lines.map((line) => ({ ...line, deliveryId: delivery.deliveryId })),
    )
  }, token)
}

test('a visitor on /snabborder is sent to log in', async ({ page }) => {
  await page.goto('/snabborder')
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(page.locator('.flash')).toHaveText(/Vänligen logga in/)
})

test('an upload into an empty cart says what went in and which rows did not, as the lines appear', async ({
  page,
}) => {
  // Olof's cart is his alone among the journeys.
  await logIn(page, 'olof.is')
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  await page.goto('/cart')
  await hydrated(page)
  await expect(page.getByText('Varukorgen är tom.').first()).toBeVisible()
  await page.getByRole('heading', { name: 'Läs in fil' }).click()
  const sheet = [
    'Artikelnummer;Antal',
    `${uploaded[0].articleNumber};4`,
    '9999999;2',
    'abc;1',
    `${uploaded[1].articleNumber};-4`,
    `${uploaded[1].articleNumber};0`,
    ';3',
    `${uploaded[1].articleNumber};2`,
  ].join('\r\n')
  await page.getByLabel('Kalkylblad').setInputFiles({
    name: 'inköp.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet, 'utf8'),
  })
  await page.getByRole('button', { name: 'Läs in i varukorgen' }).click()
  // The lines appear, and the tool that read them still says what it did.
  await expect(page.locator(`[data-article="${uploaded[0].articleNumber}"]`)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: '2 rader har lagts i varukorgen' })).toBeVisible()
  await expect(page.getByText(/Några rader kunde inte läsas in: rad 3–7\./)).toBeVisible()
  expect((await cartLines(page)).map((line) => line.articleNumber).sort()).toEqual(
    [uploaded[0].articleNumber, uploaded[1].articleNumber].sort(),
  )
})

test('a 2,000-row upload: every row lands in an empty cart; into a fuller one, the rows past the cart’s limit are named with that reason', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const articles = orderable.filter((v) => v.orderMultiple === 1).map((v) => v.articleNumber)
  expect(articles.length).toBeGreaterThanOrEqual(2005)
  const sheet = Buffer.from(
    ['Artikelnummer;Antal', ...articles.slice(0, 2000).map((article) => `${article};1`)].join('\r\n'),
    'utf8',
  )
  const uploadSheet = async () => {
    await page.goto('/cart')
    await hydrated(page)
    await page.getByRole('heading', { name: 'Läs in fil' }).click()
    await page
      .getByLabel('Kalkylblad')
      .setInputFiles({ name: 'stort projekt.csv', mimeType: 'text/csv', buffer: sheet })
    await page.getByRole('button', { name: 'Läs in i varukorgen' }).click()
  }
  await logIn(page, 'olof.is')
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  await page.goto('/cart')
  await hydrated(page)
  await page.getByRole('heading', { name: 'Läs in fil' }).click()
  await expect(page.getByText('högst 2 MB och 2 000 rader')).toBeVisible()
  await expect(
    page.getByText('Varukorgen rymmer högst 2 000 artikelrader; rader utöver det läggs inte till.'),
  ).toBeVisible()

  await uploadSheet()
  await expect(
    page.getByRole('status').filter({ hasText: '2 000 rader har lagts i varukorgen' }),
  ).toBeVisible({
    timeout: 60_000,
  })
  await expect(page.getByText('lades inte till', { exact: false })).toHaveCount(0)
  expect(await cartLines(page)).toHaveLength(2000)
  // The top of the cart is drawn at once, the rest as React finds time: every line is in the page.
  await expect(page.getByTestId('cart-line')).toHaveCount(2000, { timeout: 30_000 })
  await expect(page.locator('.cart-lines[aria-busy="true"]')).toHaveCount(0)

  // Five other lines first: the file's last five rows (1997–2001, the heading being row 1) do not fit.
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  const added = await rpcPost(page.request, '/rpc/addToCart', {
    data: {
      deliveryId: 'DBI',
      lines: articles.slice(2000, 2005).map((articleNumber) => ({ articleNumber, quantity: 1 })),
    },
  })
  expect(added.ok()).toBe(true)
  await uploadSheet()
  await expect(
    page.getByRole('status').filter({ hasText: '1 995 rader har lagts i varukorgen' }),
  ).toBeVisible({
    timeout: 60_000,
  })
  await expect(
    page.getByText('Varukorgen rymmer högst 2 000 artikelrader, så rad 1997–2001 lades inte till.', {
      exact: false,
    }),
  ).toBeVisible()
  await expect(page.getByText('Kontrollera artikelnummer och antal')).toHaveCount(0)
  expect(await cartLines(page)).toHaveLength(2000)
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
})

test('a cart longer than the lines drawn at once, rendered by the server, hydrates whole', async ({
  page,
}) => {
  // The browser draws a long list's top first; a page the server rendered must hydrate with every line.
  const articles = orderable.filter((v) => v.orderMultiple === 1).map((v) => v.articleNumber)
  await logIn(page, 'olof.is')
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  const added = await rpcPost(page.request, '/rpc/addToCart', {
    data: {
      deliveryId: 'DBI',
      lines: articles.slice(0, 200).map((articleNumber) => ({ articleNumber, quantity: 1 })),
    },
  })
  expect(added.ok()).toBe(true)
  await page.goto('/cart')
  await hydrated(page)
  await expect(page.getByTestId('cart-line')).toHaveCount(200)
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
})

test.describe('Anna for Nordic VVS & Värme AB / Sjukhusbygget etapp 2', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'anna.berg')
    await actFor(page, OUR_CONTEXT)
  })

  test('quick order: pasted lines are checked one by one, then the matched ones are in the cart', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    await page.goto('/snabborder')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Snabborder' })).toBeVisible()
    const lines = page.getByLabel('Artiklar och antal')
    await lines.fill(
      [
        `${byEan.ean}\t2`,
        `${inTens.articleNumber};7`,
        'FINNS-INTE\t1',
        `${byNumber.articleNumber} 3`,
        `${byNumber.articleNumber},1`,
      ].join('\n'),
    )
    await page.getByRole('button', { name: 'Granska raderna' }).click()
    await expect(
      page.getByRole('heading', { name: /3 rader kan läggas i varukorgen, 2 rader tas inte med/ }),
    ).toBeFocused()
    const rows = page.locator('.quick-order__table tbody tr')
    await expect(rows).toHaveCount(5)
    await expect(rows.nth(0)).toContainText(byEan.name)
    await expect(rows.nth(0)).toContainText(`EAN ${byEan.ean}`)
    await expect(rows.nth(0)).toContainText('kr')
    await expect(rows.nth(1)).toContainText(inTens.name)
    await expect(rows.nth(1)).toContainText('10 st')
    await expect(rows.nth(1)).toContainText('Avrundat uppåt från 7 – säljs i antal om 10 st.')
    await expect(rows.nth(2)).toContainText('Okänd artikel')
    await expect(rows.nth(3)).toContainText('4 ')
    await expect(rows.nth(4)).toContainText('Samma artikel som rad 4')
    // The unit price and amount of a row are what the cart charges once it is added (issue 26).
    const cells = (row: number) => rows.nth(row).locator('td')
    const previewed = {
      price: await cells(1).nth(3).textContent(),
      amount: await cells(1).nth(4).textContent(),
    }

    const before = Number(await page.getByTestId('cart-count').textContent())
    await page.getByRole('button', { name: 'Lägg 3 rader i varukorgen' }).click()
    await expect(page.getByRole('status').filter({ hasText: '3 rader har lagts i varukorgen' })).toBeVisible()
    await expect(lines).toHaveValue('')
    await expect
      .poll(async () => Number(await page.getByTestId('cart-count').textContent()))
      .toBeGreaterThan(before)

    const cart = await cartLines(page)
    expect(cart).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ articleNumber: byEan.articleNumber }),
        expect.objectContaining({ articleNumber: inTens.articleNumber }),
        expect.objectContaining({ articleNumber: byNumber.articleNumber }),
      ]),
    )
    expect(cart.find((line) => line.articleNumber === inTens.articleNumber)?.quantity).toBeGreaterThanOrEqual(
      10,
    )
    const charged = cart.find((line) => line.articleNumber === inTens.articleNumber)?.unitPrice
    expect(charged).toEqual(expect.any(Number))
    expect(previewed.price).toContain(formatSek(fromMinorUnits(charged!)))
    expect(previewed.amount).toBe(formatSek(lineAmount(fromMinorUnits(charged!), 10)))
    await page.getByRole('link', { name: 'Till varukorgen' }).click()
    await expect(page.locator('main').getByText(inTens.name).first()).toBeVisible()
    expect(problems).toEqual([])
  })

  test('upload: a sheet into the chosen delivery, with progress and the bad row named', async ({ page }) => {
    await page.goto('/snabborder')
    await hydrated(page)
    await page.getByLabel('Leveranssätt').selectOption({ label: 'Leverans till butik' })
    await expect(page.getByText('Artikelnummer (eller EAN) och Antal', { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ladda ner mall (.csv)' })).toHaveAttribute(
      'download',
      /\.csv$/,
    )
    const sheet = [
      'Artikelnummer;Antal',
      `${uploaded[0].articleNumber};4`,
      'FINNS-INTE;2',
      `${uploaded[1].ean};1`,
    ].join('\r\n')
    await page.getByLabel('Kalkylblad').setInputFiles({
      name: 'inköp.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(sheet, 'utf8'),
    })
    // Hold the answer a moment so the progress can be seen.
    await page.route('**/rpc/uploadCartSheet', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Läs in i varukorgen' }).click()
    await expect(page.getByRole('progressbar', { name: 'Inläsning av filen' })).toBeVisible()
    await expect(page.locator('.sheet-upload__progress')).toHaveText(
      /Skickar filen … \d+\s%|Läser in raderna/,
    )
    await expect(
      page.getByRole('status').filter({ hasText: '2 rader har lagts i varukorgen (Leverans till butik).' }),
    ).toBeVisible()
    await expect(page.getByText('Några rader kunde inte läsas in: rad 3.')).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    const cart = await cartLines(page)
    for (const article of uploaded)
      expect(cart).toContainEqual(
        expect.objectContaining({ articleNumber: article.articleNumber, deliveryId: 'EXH' }),
      )
  })

  test('export: the cart downloads as .xlsx that LibreOffice opens with the cart’s lines', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.goto('/cart')
    await hydrated(page)
    await page.getByRole('heading', { name: 'Exportera till Excel' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ladda ner .xlsx' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      /^Varukorg Nordic VVS & Värme AB - Sjukhusbygget etapp 2 \d{4}-\d{2}-\d{2}\.xlsx$/,
    )
    await expect(page.getByRole('status').filter({ hasText: 'har laddats ner' })).toBeVisible()
    const dir = mkdtempSync(join(tmpdir(), 'cart-tools-export-'))
    try {
      const file = join(dir, 'varukorg.xlsx')
      await download.saveAs(file)
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${join(dir, 'profile')}`,
          '--headless',
          '--convert-to',
          'csv:Text - txt - csv (StarCalc):59,34,76',
          '--outdir',
          dir,
          file,
        ],
        { stdio: 'pipe', timeout: 150_000 },
      )
      const csv = readFileSync(join(dir, 'varukorg.csv'), 'utf8')
      expect(csv.split(/\r?\n/)[0]).toMatch(/^Artikelnummer;Benämning;EAN;Antal;Enhet;Leveranssätt/)
      const cart = await cartLines(page)
      expect(cart.length).toBeGreaterThan(0)
      for (const line of cart) expect(csv).toContain(`${line.articleNumber};`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('transfer: the lines of the cart in another context come over after a confirm', async ({ page }) => {
    // Fill the source cart: Rörbolaget i Lund AB without a project.
    await actFor(page, SOURCE_CONTEXT)
    await page.goto('/snabborder')
    await hydrated(page)
    await page
      .getByLabel('Artiklar och antal')
      .fill(toTransfer.map((v) => `${v.articleNumber}\t10`).join('\n'))
    await page.getByRole('button', { name: 'Granska raderna' }).click()
    await page.getByRole('button', { name: 'Lägg 2 rader i varukorgen' }).click()
    await expect(page.getByRole('status').filter({ hasText: '2 rader har lagts i varukorgen' })).toBeVisible()
    const sourceCount = (await cartLines(page)).length

    await actFor(page, OUR_CONTEXT)
    await page.goto('/cart')
    await hydrated(page)
    await page.getByRole('heading', { name: 'Flytta varukorg' }).click()
    await page.getByLabel('Flytta från').selectOption({ label: SOURCE_CONTEXT })
    await page.getByRole('button', { name: 'Fortsätt' }).click()
    await expect(page.locator('.cart-transfer__confirm p')).toHaveText(
      `${sourceCount} rader flyttas från ${SOURCE_CONTEXT} till varukorgen för ${OUR_CONTEXT}. Raderna tas bort ur varukorgen för ${SOURCE_CONTEXT}.`,
    )
    await expect(page.locator('.cart-transfer__confirm p')).toBeFocused()
    await page.getByRole('button', { name: `Flytta ${sourceCount} rader` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `${sourceCount} rader har flyttats hit.` }),
    ).toBeVisible()
    const cart = await cartLines(page)
    for (const article of toTransfer)
      expect(cart).toContainEqual(expect.objectContaining({ articleNumber: article.articleNumber }))
    await expect(page.locator('main').getByText(toTransfer[0].name).first()).toBeVisible()

    // The source cart is empty now: a second transfer says so.
    await page.getByRole('button', { name: 'Fortsätt' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `Varukorgen för ${SOURCE_CONTEXT} är tom` }),
    ).toBeVisible()
  })

  test('axe finds no serious or critical violation on /snabborder with checked lines', async ({ page }) => {
    await page.goto('/snabborder')
    await hydrated(page)
    await page.getByLabel('Artiklar och antal').fill(`${byNumber.articleNumber}\t1\nFINNS-INTE\t2`)
    await page.getByRole('button', { name: 'Granska raderna' }).click()
    await expect(page.locator('.quick-order__table tbody tr')).toHaveCount(2)
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoSeriousViolations(page, `/snabborder at ${width}px`)
    }
  })
})
