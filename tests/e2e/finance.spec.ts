/**
 * Financial follow-up: Anna, acting for Nordic VVS & Värme AB / Sjukhusbygget etapp 2 (a year of
 * invoiced orders in the seed; the one-price journeys place orders there too, so the figures that
 * count them are compared until page and RPC agree), opens "Ekonomisk uppföljning" from
 * the account flyout and sees the credit, the purchases per month and the invoices — each figure as
 * the RPC answers it and the monthly counts as order history finds them — opens an invoice PDF and
 * its order, and filters the invoices by dates, a backwards range refused next to its field. Lisa
 * (denied EJ_SE_EKONOMISK_UPPFÖLJNING) finds no link and is refused the page; Karin (denied order
 * history only) sees her invoices without links to orders, and their PDFs open.
 */
import { expect, test, type Page } from './fixtures'
import { addIsoDays, formatSek, fromMinorUnits } from '@proffsbutik/core/domain'
import { expectNoSeriousViolations, hydrated, logIn, watchConsole, rpcPost } from './support'

const CONTEXT = 'Nordic VVS & Värme AB / Sjukhusbygget etapp 2'
const sek = (units: number) => formatSek(fromMinorUnits(units))

interface Invoice {
  invoiceNumber: string
  orderId: string
  orderNumber: string
  invoiceDate: string
  dueDate: string
  net: number
  vat: number
  gross: number
  dueState:
    { kind: 'notDue'; daysLeft: number } | { kind: 'dueToday' } | { kind: 'overdue'; daysOverdue: number }
}
interface Summary {
  today: string
  credit: { limit: number; outstanding: number; available: number } | null
  purchases: { month: string; orderCount: number; net: number }[]
  invoices: { total: number; offset: number; limit: number; data: Invoice[] }
}

async function rpc<T>(page: Page, name: string, data: unknown): Promise<T> {
  const response = await rpcPost(page.request, `/rpc/${name}`, { data })
  expect(response.status(), name).toBe(200)
  return (await response.json()) as T
}

const rows = (page: Page) => page.locator('.finance-invoices tbody tr')
const monthRows = (page: Page) => page.locator('.finance-purchases tbody tr')

test('a buyer follows up her credit, purchases and invoices, opens an invoice and filters by dates', async ({
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

  await page.getByRole('button', { name: /Anna/ }).click()
  await page.getByRole('link', { name: 'Ekonomisk uppföljning' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ekonomisk uppföljning')
  await hydrated(page)

  // The figures are the RPC's, formatted as the shop formats money. The one-price journeys
  // (one-price.spec.ts) place orders for Nordic VVS meanwhile: page and RPC are read again until
  // they agree, each time the page is loaded afresh.
  let summary!: Summary
  let attempt = 0
  await expect(async () => {
    if (attempt++ > 0) {
      await page.reload()
      await hydrated(page)
    }
    summary = await rpc<Summary>(page, 'financialFollowUp', { limit: 20 })
    expect(summary.credit).toBeDefined()
    const credit = summary.credit!
    const quick = { timeout: 1_000 }
    await expect(page.getByTestId('credit-limit')).toHaveText(sek(credit.limit), quick)
    await expect(page.getByTestId('credit-used')).toHaveText(sek(credit.outstanding), quick)
    await expect(page.getByTestId('credit-available')).toHaveText(sek(credit.available), quick)
    expect(credit.available).toBe(credit.limit - credit.outstanding)

    // Twelve months, each as the RPC sums it; this month's orders are the ones order history finds.
    await expect(monthRows(page)).toHaveCount(12, quick)
    const cells = await monthRows(page).evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent ?? '')),
    )
    expect(cells).toEqual(summary.purchases.map((month) => [String(month.orderCount), sek(month.net)]))
    const thisMonth = summary.purchases[11]!
    expect(thisMonth.month).toBe(summary.today.slice(0, 7))
    const history = await rpc<{ total: number }>(page, 'orderHistory', {
      fromDate: `${thisMonth.month}-01`,
      toDate: summary.today,
      limit: 1,
    })
    expect(thisMonth.orderCount).toBe(history.total)
  }).toPass({ timeout: 30_000 })
  const total = summary.purchases.reduce((sum, month) => sum + month.net, 0)
  await expect(page.locator('.finance-purchases tfoot')).toContainText(sek(total))

  // The invoices: newest first, as many as a page holds, amounts and due states as answered.
  expect(summary.invoices.total).toBeGreaterThan(0)
  await expect(page.getByRole('status').filter({ hasText: /faktur/ })).toHaveText(
    summary.invoices.total === 1 ? '1 faktura' : `${summary.invoices.total} fakturor`,
  )
  await expect(rows(page)).toHaveCount(summary.invoices.data.length)
  const first = summary.invoices.data[0]!
  const firstRow = rows(page).first()
  await expect(firstRow.getByRole('rowheader')).toHaveText(first.invoiceNumber)
  await expect(firstRow.locator('td[data-label="Att betala"]')).toHaveText(sek(first.gross))
  await expect(firstRow.locator('td[data-label="Moms"]')).toHaveText(sek(first.vat))
  await expect(firstRow.locator('td[data-label="Exkl. moms"]')).toHaveText(sek(first.net))
  await expect(firstRow.locator('td[data-label="Förfallodag"]')).toHaveText(first.dueDate)
  const overdue = summary.invoices.data.find((invoice) => invoice.dueState.kind === 'overdue')
  expect(overdue, 'an invoice past its due date on the first page').toBeDefined()
  const daysOverdue = overdue!.dueState.kind === 'overdue' ? overdue!.dueState.daysOverdue : NaN
  await expect(rows(page).filter({ hasText: overdue!.invoiceNumber }).locator('.finance-due')).toHaveText(
    new RegExp(`^Förföll för ${daysOverdue} dag(ar)? sedan$`),
  )

  await expectNoSeriousViolations(page, 'financial follow-up at 1280 px')
  await page.screenshot({ path: testInfo.outputPath('finance-1280.png'), fullPage: true })

  // The invoice opens as a PDF through the shop's document route.
  const pdfLink = firstRow.getByRole('link', { name: `Faktura ${first.invoiceNumber} (PDF)` })
  const href = await pdfLink.getAttribute('href')
  expect(href).toBe(`/api/orders/${first.orderId}/fakturor/${first.invoiceNumber}.pdf`)
  const pdf = await page.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // A backwards range is refused next to its field, what was typed kept, and nothing asked for.
  const from = first.invoiceDate
  await page.getByLabel('Fakturadatum från och med').fill(from)
  await page.getByLabel('Fakturadatum till och med').fill(addIsoDays(from, -1))
  await page.getByRole('button', { name: 'Visa fakturor' }).click()
  const to = page.getByLabel('Fakturadatum till och med')
  await expect(to).toHaveAttribute('aria-invalid', 'true')
  await expect(to).toHaveAccessibleDescription('Till-datumet kan inte vara före från-datumet.')
  await expect(page.getByLabel('Fakturadatum från och med')).toHaveValue(from)
  await expect(page).not.toHaveURL(/from=/)
  await expectNoSeriousViolations(page, 'financial follow-up with a refused range')

  // A good range: into the address, and only invoices dated in it, as the RPC counts them.
  const start = addIsoDays(from, -60)
  await page.getByLabel('Fakturadatum från och med').fill(start)
  await to.fill(from)
  await page.getByRole('button', { name: 'Visa fakturor' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${start}&to=${from}`))
  await expect(to).not.toHaveAttribute('aria-invalid', 'true')
  const ranged = await rpc<Summary>(page, 'financialFollowUp', { fromDate: start, toDate: from, limit: 20 })
  await expect(rows(page)).toHaveCount(ranged.invoices.data.length)
  const dates = await rows(page).locator('td[data-label="Fakturadatum"]').allTextContents()
  expect(dates.every((day) => day >= start && day <= from)).toBe(true)
  expect(dates).toEqual(ranged.invoices.data.map((invoice) => invoice.invoiceDate))

  // Reload keeps the range; the order number leads to the order.
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Fakturadatum från och med')).toHaveValue(start)
  await rows(page)
    .first()
    .getByRole('link', { name: ranged.invoices.data[0]!.orderNumber, exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Order ${ranged.invoices.data[0]!.orderNumber}`,
  )

  // A phone: the tables become cards, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/mina-sidor/ekonomi')
  await hydrated(page)
  await expect(rows(page).first()).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('finance-360.png'), fullPage: true })
  await page.screenshot({ path: testInfo.outputPath('finance-360-credit.png') })
  await monthRows(page).last().scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('finance-360-months.png') })
  await rows(page).first().scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('finance-360-invoices.png') })
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  )
  expect(wider, 'elements past the right edge of a 360 px screen').toEqual([])
  await expectNoSeriousViolations(page, 'financial follow-up at 360 px')
  expect(problems).toEqual([])
})

test('a buyer denied financial follow-up finds no link and is refused the page', async ({ page }) => {
  test.setTimeout(60_000)
  await logIn(page, 'lisa.nord')
  await page.getByRole('button', { name: /Lisa/ }).click()
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ekonomisk uppföljning' })).toHaveCount(0)
  await page.goto('/mina-sidor')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina sidor')
  await expect(page.getByRole('link', { name: 'Ekonomisk uppföljning' })).toHaveCount(0)

  await page.goto('/mina-sidor/ekonomi')
  await hydrated(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Du saknar rättigheter för att se denna sida')).toBeVisible()
  await expectNoSeriousViolations(page, 'refused financial follow-up')
  // The services refuse too.
  const answer = await rpcPost(page.request, '/rpc/financialFollowUp', { data: {} })
  expect(answer.ok()).toBe(false)
  expect(((await answer.json()) as { error: { key: string } }).error.key).toBe('errors.forbidden_action')
})

test('a buyer denied order history follows up her invoices without links to orders', async ({ page }) => {
  test.setTimeout(60_000)
  await logIn(page, 'karin.sjo')
  await page.goto('/mina-sidor')
  await hydrated(page)
  await page.getByRole('link', { name: 'Ekonomisk uppföljning' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ekonomisk uppföljning')
  const summary = await rpc<Summary>(page, 'financialFollowUp', { limit: 20 })
  await expect(rows(page)).toHaveCount(summary.invoices.data.length)
  const first = rows(page).first()
  await expect(first.locator('td[data-label="Order"]')).toHaveText(summary.invoices.data[0]!.orderNumber)
  await expect(first.locator('td[data-label="Order"]').getByRole('link')).toHaveCount(0)
  const href = await first.getByRole('link', { name: /^Faktura \d+ \(PDF\)$/ }).getAttribute('href')
  const pdf = await page.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
})
