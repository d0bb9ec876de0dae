/**
 * Quotes ("Skapa offert", EJ_SKAPA_OFFERT): Maja, an installer at Elinstallatören i Malmö AB, makes
 * a quote of her cart for her own customer on a phone — bad values are refused next to their
 * fields and stay as typed, good ones give a PDF whose marked-up prices and totals are computed
 * here from the cart as the cart RPC answers it. Olle (denied quotes) sees no button and is
 * refused; Nils (denied prices) is refused with the reason. maja.falk and olle.strand are used by
 * no other journey, so their carts are theirs alone.
 */
import { expect, test, type Page } from './fixtures'
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { expectNoSeriousViolations, logIn, watchConsole, rpcPost } from './support'

test.describe.configure({ mode: 'serial' })

interface CartLine {
  articleNumber: string
  quantity: number
  card: { price: { kind: string; amount?: number } } | null
}
interface CartView {
  deliveries: { deliveryId: string; name: string; lines: CartLine[] }[]
}

const add = async (page: Page, deliveryId: string, lines: { articleNumber: string; quantity: number }[]) => {
  const response = await rpcPost(page.request, '/rpc/addToCart', { data: { deliveryId, lines } })
  expect(response.status(), await response.text()).toBe(200)
}

/** Half away from zero, in integers (amounts are whole 1/10,000 SEK). */
const divide = (n: number, d: number) => Math.sign(n) * Math.floor((Math.abs(n) * 2 + d) / (2 * d))

/** An amount of 1/10,000 SEK as the documents print it: "1 234,50 kr", up to four decimals. */
const kronor = (units: number) =>
  `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 4 })
    .format(units / 10_000)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace('\u2212', '-')} kr`

/** The quote of lines at a markup of `tenths` tenths of a percent, computed from the cart's own prices. */
function expectedQuote(lines: readonly CartLine[], tenths: number) {
  const priced = lines.map((line) => {
    const cost = line.card!.price.amount!
    // The markup adds no decimals: a price in whole öre stays in whole öre.
    const step = cost % 100 === 0 ? 100 : cost % 10 === 0 ? 10 : 1
    const quoted = divide(cost * (1000 + tenths), 1000 * step) * step
    const amount = divide(quoted * line.quantity, 100) * 100
    return { articleNumber: line.articleNumber, quoted, amount }
  })
  const net = priced.reduce((sum, line) => sum + line.amount, 0)
  const vat = divide(net * 25, 10_000) * 100
  return { priced, net, vat, gross: net + vat }
}

let madeByMaja = ''

test('an installer makes a quote of her cart for her own customer and gets the PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const problems = watchConsole(page)
  await page.setViewportSize({ width: 360, height: 780 })
  await logIn(page, 'maja.falk')
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  await add(page, 'DBI', [
    { articleNumber: '1000003', quantity: 4 },
    { articleNumber: '1000012', quantity: 3 },
  ])
  await add(page, 'XXX', [{ articleNumber: '1000021', quantity: 2 }])
  const cart = (await (await rpcPost(page.request, '/rpc/cart', { data: {} })).json()) as CartView
  const home = cart.deliveries.find((d) => d.deliveryId === 'DBI')!
  const express = cart.deliveries.find((d) => d.deliveryId === 'XXX')!
  expect(home.lines).toHaveLength(2)
  expect(home.lines.every((line) => line.card?.price.kind === 'price')).toBe(true)

  await page.goto('/cart')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: 'Skapa offert', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Skapa offert till din kund' })
  await expect(dialog).toBeVisible()
  await expect(page.getByLabel('Kundens namn')).toBeFocused()

  // Bad values: each is named next to its field, in Swedish, and what was typed stays.
  await page.getByLabel('Kundens referens (valfritt)').fill('Stambyte hus B')
  await page.getByLabel('Påslag i procent').fill('12,55')
  await page.getByLabel('Giltig i antal dagar').fill('91')
  await page.getByLabel('Meddelande till kunden (valfritt)').fill('x'.repeat(501))
  await dialog.getByRole('button', { name: 'Skapa offert (PDF)' }).click()
  await expect(page.getByLabel('Kundens namn')).toHaveAccessibleDescription('Ange kundens namn.')
  await expect(page.getByLabel('Kundens namn')).toBeFocused()
  await expect(page.getByLabel('Påslag i procent')).toHaveAccessibleDescription(
    /Ange ett påslag mellan 0 och 100 procent med högst en decimal/,
  )
  await expect(page.getByLabel('Giltig i antal dagar')).toHaveAccessibleDescription(
    /ett heltal från 1 till 90/,
  )
  await expect(page.getByLabel('Meddelande till kunden (valfritt)')).toHaveAccessibleDescription(
    /Meddelandet får vara högst 500 tecken/,
  )
  await expect(page.getByLabel('Påslag i procent')).toHaveValue('12,55')
  await expect(page.getByLabel('Giltig i antal dagar')).toHaveValue('91')
  await expect(page.getByLabel('Kundens referens (valfritt)')).toHaveValue('Stambyte hus B')
  // No delivery chosen is refused too.
  await dialog.getByRole('checkbox', { name: new RegExp(home.name) }).uncheck()
  await dialog.getByRole('checkbox', { name: new RegExp(express.name) }).uncheck()
  await dialog.getByRole('button', { name: 'Skapa offert (PDF)' }).click()
  await expect(dialog).toContainText('Välj minst en leverans att ta med i offerten.')
  await expectNoSeriousViolations(page, 'quote dialog with problems')
  // The modal fills the phone's screen and scrolls inside itself.
  await page.getByLabel('Kundens namn').scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('quote-dialog-problems-360.png') })

  // Good values, the home delivery only: the quote is made and its PDF downloads.
  await page.getByLabel('Kundens namn').fill('Brf Solgården')
  await page.getByLabel('Påslag i procent').fill('12,5')
  await page.getByLabel('Giltig i antal dagar').fill('30')
  await page.getByLabel('Meddelande till kunden (valfritt)').fill('Montering ingår inte.')
  await dialog.getByRole('checkbox', { name: new RegExp(home.name) }).check()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Skapa offert (PDF)' }).click()
  const done = dialog.getByRole('status')
  await expect(done).toContainText(/Offert \d{7} är skapad/)
  const quoteNumber = /Offert (\d{7})/.exec((await done.textContent()) ?? '')![1]!
  expect((await download).suggestedFilename()).toBe(`offert-${quoteNumber}.pdf`)
  await expect(page.locator('.account-field__problem')).toHaveCount(0)
  await done.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('quote-dialog-done-360.png') })

  const href = await done
    .getByRole('link', { name: `Öppna offert ${quoteNumber} (PDF)` })
    .getAttribute('href')
  expect(href).toMatch(/^\/api\/offerter\/[^/]+\/offert-\d{7}\.pdf$/)
  madeByMaja = href!
  const pdf = await page.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const file = testInfo.outputPath('offert.pdf')
  writeFileSync(file, await pdf.body())
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, testInfo.outputPath('offert')])
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()

  // The prices and totals, computed from the cart as its RPC answers it, marked up by 12,5 %.
  const expected = expectedQuote(home.lines, 125)
  for (const line of expected.priced) {
    const row = text.split('\n').find((r) => r.includes(line.articleNumber))
    expect(row, line.articleNumber).toBeDefined()
    expect(row).toContain(kronor(line.quoted))
    expect(row).toContain(kronor(line.amount))
  }
  expect(text).not.toContain(express.lines[0]!.articleNumber)
  expect(text).toMatch(new RegExp(`Summa exkl\\. moms\\s+${kronor(expected.net)}`))
  expect(text).toMatch(new RegExp(`Moms 25 %\\s+${kronor(expected.vat)}`))
  expect(text).toMatch(new RegExp(`Totalt inkl\\. moms\\s+${kronor(expected.gross)}`))
  for (const words of [
    'Offert',
    quoteNumber,
    'Brf Solgården',
    'Er referens: Stambyte hus B',
    'Elinstallatören i Malmö AB',
    'Kontaktperson: Maja Falk',
    'Giltig till och med',
    'Montering ingår inte.',
  ])
    expect(text).toContain(words)

  // The same dialog on a wide screen.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: testInfo.outputPath('quote-dialog-done-1280.png') })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Skapa offert', exact: true })).toBeFocused()
  await page.screenshot({ path: testInfo.outputPath('cart-with-quote-button-1280.png'), fullPage: true })
  expect(problems).toEqual([])
})

test('a buyer denied quotes sees no button and is refused; one denied prices is told why', async ({
  page,
  browser,
}) => {
  await logIn(page, 'olle.strand')
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  await add(page, 'DBI', [{ articleNumber: '1000003', quantity: 2 }])
  await page.goto('/cart')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByTestId('cart-total')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Skapa offert', exact: true })).toHaveCount(0)
  const good = {
    recipientName: 'Brf',
    reference: '',
    markupPercent: 10,
    validityDays: 30,
    message: '',
    deliveryIds: ['DBI'],
  }
  const refused = await rpcPost(page.request, '/rpc/createQuote', { data: good })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ error: { key: 'quote.denied' } })
  // Maja's quote is hers alone.
  expect(madeByMaja).not.toBe('')
  expect((await page.request.get(madeByMaja)).status()).toBe(403)

  const nils = await browser.newPage()
  await logIn(nils, 'nils.ohlsson')
  const noPrices = await rpcPost(nils.request, '/rpc/createQuote', { data: good })
  expect(noPrices.status()).toBe(403)
  expect(await noPrices.json()).toMatchObject({ error: { key: 'quote.prices_denied' } })
  await nils.close()
})
