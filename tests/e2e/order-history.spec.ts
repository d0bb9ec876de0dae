/**
 * Order history: Anna, acting for Nordic VVS & Värme AB / Sjukhusbygget etapp 2 (the seed gives it
 * a year of orders), searches by text, status and days, opens an order, downloads the Excel and the
 * PDF (opened with LibreOffice and pdftoppm), mails the documents, asks customer service and orders
 * two lines again. Nils (denied prices) sees no amount anywhere, nor in the documents; Karin (denied
 * order history) finds no link and is refused the pages. Other journeys order too, in parallel: no
 * count of orders is assumed.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type APIResponse, type Page } from './fixtures'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { hydrated, logIn, logInHere, watchConsole, rpcPost } from './support'

const CONTEXT = 'Nordic VVS & Värme AB / Sjukhusbygget etapp 2'
const MONEY = /\d\s?kr(?![a-zåäö])/i

async function expectNoSeriousViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** No message id showed raw instead of its Swedish text. */
async function expectNoRawIds(page: Page) {
  await expect(page.locator('main')).not.toContainText(/\b(orders|errors|guards)\.[a-z_]+/)
}

interface OutboxMail {
  readonly id: number
  readonly recipient: string
  readonly purpose: string
  readonly subject: string
  readonly text: string
}

async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const response = await request.get('/services/dev/outbox.json')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: OutboxMail[] }).data
}

async function rpc<T>(page: Page, name: string, data: unknown): Promise<T> {
  const response = await rpcPost(page.request, `/rpc/${name}`, { data })
  expect(response.status(), name).toBe(200)
  return (await response.json()) as T
}

interface Row {
  orderId: string
  orderNumber: string
  orderDate: string
  orderStatus: string
}
interface Detail {
  orderNumber: string
  lines: { lineNumber: number; articleNumber: string; reorder: { purchasable: boolean } | null }[]
  invoices: unknown[]
}

/** An invoiced order of the context with at least two lines that can be ordered again. */
async function anOrderToReorder(page: Page): Promise<{ row: Row; detail: Detail }> {
  const { orders } = await rpc<{ orders: Row[] }>(page, 'orderHistory', {
    statuses: ['invoiced'],
    limit: 30,
  })
  for (const row of orders) {
    const detail = await rpc<Detail>(page, 'orderDetail', { orderId: row.orderId })
    if (detail.lines.filter((line) => line.reorder?.purchasable).length >= 2) return { row, detail }
  }
  throw new Error('No invoiced order with two lines to order again')
}

const rows = (page: Page) => page.locator('.orders-table tbody tr')

test('a buyer searches her order history, reads an order, its documents, mails, asks and orders again', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const problems = watchConsole(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await logIn(page, 'anna.berg')
  await page.getByTestId('acting-context').click()
  await page.getByLabel('Du handlar för').selectOption({ label: CONTEXT })
  await expect(page.getByTestId('acting-context')).toHaveText(CONTEXT)
  await expect(page.locator('html')).toHaveAttribute('data-busy', 'false')

  // The account flyout links to order history.
  await page.getByRole('button', { name: /Anna/ }).click()
  await page.getByRole('link', { name: 'Orderhistorik' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orderhistorik')
  await expect(rows(page).first()).toBeVisible()
  await expectNoRawIds(page)
  await expectNoSeriousViolations(page, 'order history')
  await page.screenshot({ path: testInfo.outputPath('order-history-1280.png'), fullPage: true })

  const { row, detail } = await anOrderToReorder(page)

  // By text: the order number finds the order.
  await page.getByLabel('Sök order').fill(row.orderNumber)
  await page.getByRole('button', { name: 'Sök ordrar' }).click()
  await expect(page).toHaveURL(/q=/)
  await expect(rows(page).first()).toContainText(row.orderNumber)

  // By status: only invoiced orders.
  await page.getByLabel('Sök order').fill('')
  await page.getByRole('checkbox', { name: 'Fakturerad' }).check()
  await page.getByRole('button', { name: 'Sök ordrar' }).click()
  await expect(page).toHaveURL(/status=invoiced/)
  await expect
    .poll(async () => [...new Set(await rows(page).locator('.order-status').allTextContents())])
    .toEqual(['Fakturerad'])

  // By days: a range that ends before it starts is refused next to the field, with what was typed kept.
  await page.getByLabel('Från och med datum').fill(row.orderDate)
  await page.getByLabel('Till och med datum').fill('2020-01-01')
  await page.getByRole('button', { name: 'Sök ordrar' }).click()
  await expect(page.getByText('Till-datumet kan inte vara före från-datumet.')).toBeVisible()
  await expect(page.getByLabel('Till och med datum')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Från och med datum')).toHaveValue(row.orderDate)
  await expect(page.getByRole('checkbox', { name: 'Fakturerad' })).toBeChecked()
  await page.getByLabel('Till och med datum').fill(row.orderDate)
  await page.getByLabel('Sortera').selectOption({ label: 'Ordernummer, stigande' })
  await page.getByRole('button', { name: 'Sök ordrar' }).click()
  await expect(page).toHaveURL(/from=/)
  await expect(page.getByText('Till-datumet kan inte vara före från-datumet.')).toHaveCount(0)
  await expect(rows(page).filter({ hasText: row.orderNumber })).toHaveCount(1)
  await expect
    .poll(async () => [...new Set(await rows(page).locator('td[data-label="Orderdatum"]').allTextContents())])
    .toEqual([row.orderDate])

  // Reload and back keep the search.
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Från och med datum')).toHaveValue(row.orderDate)
  await expect(page.getByLabel('Sortera')).toHaveValue('orderNumber:asc')
  await page.goBack()
  await expect(page).not.toHaveURL(/from=/)
  await expect(page.getByRole('checkbox', { name: 'Fakturerad' })).toBeChecked()
  await page.goForward()
  await expect(page.getByLabel('Till och med datum')).toHaveValue(row.orderDate)

  // The order.
  await rows(page).getByRole('link', { name: row.orderNumber }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${row.orderNumber}`)
  await hydrated(page)
  for (const heading of ['Status över tid', 'Leverans', 'Leveransadress', 'Orderrader', 'Fakturor'])
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  await expect(page.locator('.order-progress__step--done')).toHaveCount(6)
  expect(await mainText(page)).toMatch(MONEY)
  await expectNoRawIds(page)
  await expectNoSeriousViolations(page, 'order')
  await page.screenshot({ path: testInfo.outputPath('order-1280.png'), fullPage: true })
  // Its link back leads to the history as the buyer left it: the same search, filters and sort.
  await page.getByRole('link', { name: 'Tillbaka till orderhistoriken' }).click()
  await expect(page).toHaveURL(/\/mina-sidor\/ordrar\?.*from=/)
  await expect(page.getByLabel('Sortera')).toHaveValue('orderNumber:asc')
  await expect(page.getByRole('checkbox', { name: 'Fakturerad' })).toBeChecked()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${row.orderNumber}`)
  await hydrated(page)

  // Financial follow-up: the invoice opens as a PDF.
  const invoiceHref = await page.locator('a[href*="/fakturor/"]').first().getAttribute('href')
  const invoice = await page.request.get(invoiceHref!)
  expect(invoice.headers()['content-type']).toBe('application/pdf')

  // The Excel, opened with LibreOffice.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Ladda ner ordern (Excel)' }).click(),
  ])
  const xlsx = testInfo.outputPath('order.xlsx')
  await download.saveAs(xlsx)
  const csv = spreadsheetText(xlsx, testInfo.outputPath('.'))
  expect(csv).toContain(row.orderNumber)
  expect(csv).toContain('Artikelnummer')
  for (const line of detail.lines) expect(csv).toContain(line.articleNumber)

  // The confirmation PDF, as a picture.
  const href = await page.getByRole('link', { name: 'Orderbekräftelse (PDF)' }).getAttribute('href')
  const pdf = await page.request.get(href!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const pdfFile = testInfo.outputPath('orderbekraftelse.pdf')
  writeFileSync(pdfFile, await pdf.body())
  expect(pdfText(pdfFile)).toContain(row.orderNumber)
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    pdfFile,
    testInfo.outputPath('confirmation'),
  ])
  expect(existsSync(testInfo.outputPath('confirmation-1.png'))).toBe(true)

  // The documents by mail, with a message.
  const before = Math.max(0, ...(await outbox(page.request)).map((mail) => mail.id))
  await page.getByLabel('Meddelande (frivilligt)').fill('Till bokföringen, tack.')
  await page.getByRole('button', { name: 'Skicka dokumenten' }).click()
  await expect(page.getByText('Dokumenten har skickats till anna.berg@rorbolaget.se.')).toBeVisible()
  await expect
    .poll(
      async () =>
        (await outbox(page.request)).find(
          (mail) =>
            mail.id > before &&
            mail.purpose === 'order-document' &&
            mail.recipient === 'anna.berg@rorbolaget.se',
        )?.text ?? '',
    )
    .toContain('Till bokföringen, tack.')

  // An inquiry: refused without a question (the subject kept), then sent.
  await page.getByLabel('Ämne (frivilligt)').fill('Saknad rad')
  await page.getByRole('button', { name: 'Skicka frågan' }).click()
  await expect(page.getByText('Skriv din fråga till kundservice.')).toBeVisible()
  await expect(page.getByLabel('Din fråga')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Ämne (frivilligt)')).toHaveValue('Saknad rad')
  await page.getByLabel('Din fråga').fill('En rad kom inte med leveransen.')
  await page.getByRole('button', { name: 'Skicka frågan' }).click()
  await expect(
    page.getByText('Tack! Din fråga har skickats till kundservice, och en kopia till din e-post.'),
  ).toBeVisible()
  await expect
    .poll(async () =>
      (await outbox(page.request)).some(
        (mail) =>
          mail.id > before && mail.purpose === 'order-inquiry' && mail.subject.includes(row.orderNumber),
      ),
    )
    .toBe(true)
  // Anna's copy of what she sent.
  await expect
    .poll(
      async () =>
        (await outbox(page.request)).find(
          (mail) =>
            mail.id > before &&
            mail.purpose === 'order-inquiry-copy' &&
            mail.recipient === 'anna.berg@rorbolaget.se' &&
            mail.subject.includes(row.orderNumber),
        )?.text ?? '',
    )
    .toContain('Ämne: Saknad rad\n\nEn rad kom inte med leveransen.')

  // Two lines again, into the Nordic context's cart, with home delivery; no line ticked is refused first.
  const [first, second] = detail.lines.filter((line) => line.reorder?.purchasable)
  await page.getByLabel('Leveranssätt för de nya raderna').selectOption('DBI')
  await page.getByRole('button', { name: 'Lägg valda rader i varukorgen' }).click()
  await expect(page.getByText('Välj minst en rad att beställa igen.')).toBeVisible()
  for (const line of [first!, second!]) {
    const name = await page.locator(`#order-line-${line.lineNumber}-name`).textContent()
    await page.getByRole('checkbox', { name: name!, exact: true }).first().check()
  }
  await page.getByRole('button', { name: 'Lägg 2 valda rader i varukorgen' }).click()
  await expect(page.getByText('2 rader lades i varukorgen.')).toBeVisible()
  const cart = await rpc<{ deliveries: { lines: { articleNumber: string }[] }[] }>(page, 'cart', {})
  const inCart = cart.deliveries.flatMap((d) => d.lines.map((l) => l.articleNumber))
  expect(inCart).toEqual(expect.arrayContaining([first!.articleNumber, second!.articleNumber]))

  // Keyboard: the order's first control is reachable by Tab and the page has no raw ids.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
  expect(problems).toEqual([])
})

test('on a phone, a buyer denied prices sees order history without a single amount, in the documents neither', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 360, height: 800 })
  await logIn(page, 'nils.ohlsson')

  // Listing, product and cart: no prices.
  await page.goto('/kategorier/fastenings/skruv')
  await hydrated(page)
  await expect(page.locator('.product-card').first()).toBeVisible()
  expect(await mainText(page)).not.toMatch(MONEY)
  await page.locator('.product-card a').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await mainText(page)).not.toMatch(MONEY)
  await page.goto('/cart')
  await hydrated(page)
  expect(await mainText(page)).not.toMatch(MONEY)

  await page.goto('/mina-sidor/ordrar')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orderhistorik')
  await expect(rows(page).first()).toBeVisible()
  expect(await mainText(page)).not.toMatch(MONEY)
  await expect(page.locator('main')).not.toContainText('Belopp')
  await expectNoSeriousViolations(page, 'order history at 360 px')
  await page.screenshot({ path: testInfo.outputPath('order-history-360.png'), fullPage: true })

  await rows(page).first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order ')
  await hydrated(page)
  expect(await mainText(page)).not.toMatch(MONEY)
  await expect(page.getByRole('heading', { name: 'Fakturor' })).toHaveCount(0)
  // Denied ordering: nothing to put in the cart.
  await expect(page.getByText('Du kan inte beställa igen från den här ordern.')).toBeVisible()
  await expectNoSeriousViolations(page, 'order at 360 px')
  await page.screenshot({ path: testInfo.outputPath('order-360.png'), fullPage: true })

  const xlsxHref = await page.getByRole('link', { name: 'Ladda ner ordern (Excel)' }).getAttribute('href')
  const xlsx = testInfo.outputPath('order-no-prices.xlsx')
  writeFileSync(xlsx, await (await page.request.get(xlsxHref!)).body())
  const csv = spreadsheetText(xlsx, testInfo.outputPath('.'))
  expect(csv).toContain('Artikelnummer')
  expect(csv).not.toMatch(/\d+[.,]\d{2}\b/)
  const pdfHref = await page.getByRole('link', { name: 'Orderbekräftelse (PDF)' }).getAttribute('href')
  const pdfFile = testInfo.outputPath('orderbekraftelse-no-prices.pdf')
  writeFileSync(pdfFile, await (await page.request.get(pdfHref!)).body())
  expect(pdfText(pdfFile)).not.toMatch(MONEY)
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    pdfFile,
    testInfo.outputPath('no-prices'),
  ])
})

test('a visitor opening a link to her orders is asked to log in, and then is on them', async ({ page }) => {
  await page.goto('/mina-sidor/ordrar?q=kulventil')
  await hydrated(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('status')).toHaveText(/Vänligen logga in/)
  await logInHere(page, 'anna.berg')
  await expect(page).toHaveURL(/\/mina-sidor\/ordrar\?q=kulventil(&|$)/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('acting-context')).toBeVisible()
})

test('a visitor opening an order by its number is asked to log in, and then is on that order', async ({
  page,
  browser,
}) => {
  // The number of one of Anna's orders, as her mails and documents give it.
  const anna = await browser.newContext()
  const annaPage = await anna.newPage()
  await logIn(annaPage, 'anna.berg')
  const { orders } = await rpc<{ orders: Row[] }>(annaPage, 'orderHistory', { limit: 1 })
  await anna.close()
  const number = orders[0]!.orderNumber

  await page.goto(`/mina-sidor/ordrar/${number}`)
  await hydrated(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('status')).toHaveText(/Vänligen logga in/)
  await logInHere(page, 'anna.berg')
  await expect(page).toHaveURL(new RegExp(`/mina-sidor/ordrar/${number}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`)
  await expect(page.getByRole('link', { name: 'Orderbekräftelse (PDF)' })).toBeVisible()
})

test('an order opens by its number; another customer’s number is refused, and a missing one is not found', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext()
  const nils = await other.newPage()
  await logIn(nils, 'nils.ohlsson')
  const theirs = (await rpc<{ orders: Row[] }>(nils, 'orderHistory', { limit: 1 })).orders[0]!
  await other.close()

  await logIn(page, 'anna.berg')
  const mine = (await rpc<{ orders: Row[] }>(page, 'orderHistory', { limit: 1 })).orders[0]!
  const opened = await page.goto(`/mina-sidor/ordrar/${mine.orderNumber}`)
  expect(opened?.status()).toBe(200)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${mine.orderNumber}`)
  // Its confirmation by number too, as a link in a mail would give it.
  const pdf = await page.request.get(`/api/orders/${mine.orderNumber}/orderbekraftelse.pdf`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')

  // Guessing another customer's number shows nothing of that order, on the page or by the call.
  const refused = await page.goto(`/mina-sidor/ordrar/${theirs.orderNumber}`)
  await hydrated(page)
  expect(refused?.status()).toBe(403)
  await expect(page.locator('main .error-page__status')).toHaveText('403')
  await expect(page.locator('main')).not.toContainText(`Order ${theirs.orderNumber}`)
  await expectNoRawIds(page)
  const answer = await rpcPost(page.request, '/rpc/orderDetail', { data: { orderId: theirs.orderNumber } })
  expect(answer.status()).toBe(403)
  expect(JSON.stringify(await answer.json())).not.toContain(theirs.orderId)
  for (const path of [
    `/api/orders/${theirs.orderNumber}/orderbekraftelse.pdf`,
    `/api/orders/${theirs.orderNumber}/order.xlsx`,
  ])
    expect((await page.request.get(path)).status(), path).toBe(403)

  const missing = await page.goto('/mina-sidor/ordrar/9999999')
  expect(missing?.status()).toBe(404)
  await hydrated(page)
  await expect(page.locator('main .error-page__status')).toHaveText('404')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sidan hittades inte: /mina-sidor/ordrar/9999999',
  )
  await expectNoRawIds(page)
  // The call behind it says the same to any channel: not found, not a refusal.
  const notThere = await rpcPost(page.request, '/rpc/orderDetail', { data: { orderId: '9999999' } })
  expect(notThere.status()).toBe(404)
  expect((await notThere.json()).error.key).toBe('errors.not_found')
})

test('a visitor opening an order’s confirmation link is asked to log in, and then gets the PDF', async ({
  page,
  browser,
}) => {
  const anna = await browser.newContext()
  const annaPage = await anna.newPage()
  await logIn(annaPage, 'anna.berg')
  const { orders } = await rpc<{ orders: Row[] }>(annaPage, 'orderHistory', { limit: 1 })
  await anna.close()
  const link = `/api/orders/${orders[0]!.orderNumber}/orderbekraftelse.pdf`

  await page.goto(link)
  await hydrated(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('status')).toHaveText(/Vänligen logga in/)
  // The browser's own request for it is let through to the shop; what the browser gets is plain
  // text, since headless Chromium's PDF viewer would hang the journey's guard.
  const pdf = new Promise<APIResponse>((answered) =>
    page.route(link, async (route) => {
      answered(await route.fetch())
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'PDF' })
    }),
  )
  await logInHere(page, 'anna.berg')
  const answered = await pdf
  expect(answered.status()).toBe(200)
  expect(answered.headers()['content-type']).toBe('application/pdf')
  expect((await answered.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await expect(page).toHaveURL(new RegExp(`${link}$`))
})

test('a document link that cannot be given is a Swedish page with its status, never JSON', async ({
  page,
  browser,
}) => {
  // A visitor opening a confirmation link is asked to log in, as on a login-only page.
  await page.goto('/api/orders/9999999/orderbekraftelse.pdf')
  await hydrated(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Vänligen logga in')).toBeVisible()

  // Another customer's order, as Nils sees it.
  const other = await browser.newContext()
  const nils = await other.newPage()
  await logIn(nils, 'nils.ohlsson')
  const { orders } = await rpc<{ orders: Row[] }>(nils, 'orderHistory', { limit: 1 })
  await other.close()
  const othersOrder = orders[0]!.orderId

  await logIn(page, 'anna.berg')
  for (const [path, status] of [
    ['/api/orders/9999999/orderbekraftelse.pdf', 404],
    ['/api/orders/9999999/order.xlsx', 404],
    ['/api/orders/9999999/fakturor/F9999999.pdf', 404],
    [`/api/orders/${othersOrder}/orderbekraftelse.pdf`, undefined],
    [`/api/orders/${othersOrder}/order.xlsx`, undefined],
  ] as const) {
    const opened = await page.goto(path)
    await hydrated(page)
    const answered = opened!.status()
    // Not the buyer's: refused or not found, as the order service says; never given.
    if (status === undefined) expect([403, 404]).toContain(answered)
    else expect(answered, path).toBe(status)
    await expect(page.locator('main .error-page__status')).toHaveText(String(answered))
    await expect(page.locator('main')).not.toContainText('"error"')
    await expectNoRawIds(page)
  }
  // A script asking for the file still gets the failure as data.
  const fetched = await page.request.get('/api/orders/9999999/orderbekraftelse.pdf')
  expect(fetched.status()).toBe(404)
  expect((await fetched.json()).error.key).toBe('errors.not_found')
})

test('a buyer denied order history finds no link and is refused the pages', async ({ page }) => {
  await logIn(page, 'karin.sjo')
  await page.getByRole('button', { name: /Karin/ }).click()
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Orderhistorik' })).toHaveCount(0)

  await page.goto('/mina-sidor/ordrar')
  await hydrated(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Du saknar rättigheter för att se denna sida')).toBeVisible()

  await page.goto('/mina-sidor/ordrar/O-anything')
  await hydrated(page)
  await expect(page).toHaveURL(/\/$/)
  // The services refuse too.
  const answer = await rpcPost(page.request, '/rpc/orderHistory', { data: {} })
  expect(answer.ok()).toBe(false)
})

/** The first sheet of a workbook as CSV text, converted by LibreOffice. */
function spreadsheetText(file: string, outDir: string): string {
  execFileSync('soffice', ['--headless', '--convert-to', 'csv', '--outdir', outDir, file], {
    timeout: 60_000,
    env: { ...process.env, HOME: outDir },
  })
  return readFileSync(file.replace(/\.xlsx$/, '.csv'), 'utf8')
}

/** The page's main text as shown, cells and blocks apart (so amounts stand as words). */
async function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText()
}

/** A PDF's text. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
}
