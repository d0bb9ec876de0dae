import { addIsoDays, swedishHolidays } from '@proffsbutik/core/domain'
import { expect, test, type Locator, type Page } from './fixtures'
import {
  expectNoSeriousViolations,
  hydrated,
  logIn,
  openCalendar,
  watchConsole,
  watchRpc,
  rpcPost,
} from './support'

/**
 * Checkout steps 2–4 as Anna acting for Rörbolaget i Lund AB / Servicearbeten 2026 (a cart no other
 * journey uses): a store delivery and a home delivery with days around a holiday, placing with a
 * double click, the success page and its guard, a delivery the credit limit refuses, keyboard only,
 * and axe on each step. The journeys share the cart: they run in order.
 */
test.describe.configure({ mode: 'serial' })

const CONTEXT = 'Rörbolaget i Lund AB / Servicearbeten 2026'

async function actForServiceWork(page: Page): Promise<void> {
  await logIn(page, 'anna.berg')
  await page.getByTestId('acting-context').click()
  await page.getByLabel('Du handlar för').selectOption({ label: CONTEXT })
  await expect(page.getByTestId('acting-context')).toHaveText(CONTEXT)
  await expect(page.locator('html')).toHaveAttribute('data-busy', 'false')
}

/** Article numbers from the screw listing. */
async function articles(page: Page): Promise<string[]> {
  await page.goto('/kategorier/fastenings/skruv')
  const numbers = await page
    .locator('.product-grid .product-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-article') ?? ''))
  return numbers.filter(Boolean)
}

async function addToCart(page: Page, deliveryId: string, articleNumber: string, quantity = 2) {
  const response = await rpcPost(page.request, '/rpc/addToCart', {
    data: { deliveryId, lines: [{ articleNumber, quantity }] },
  })
  expect(response.status()).toBe(200)
}

const section = (page: Page, deliveryId: string): Locator =>
  page.locator('section', { has: page.locator(`#delivery-${deliveryId}`) })

/** The days a delivery's calendar offers, in order. */
async function offeredDays(delivery: Locator): Promise<string[]> {
  return delivery
    .locator('button[data-date]:enabled')
    .evaluateAll((days) => days.map((day) => day.getAttribute('data-date') ?? ''))
}

/** A day to pick: a date, the first day offered, or the first day offered after a date. */
type Day = string | 'first' | { after: string }

/** Picks a day in a delivery's calendar; answers the day picked. */
async function pickDay(delivery: Locator, day: Day): Promise<string> {
  await openCalendar(delivery)
  const offered = await offeredDays(delivery)
  const date =
    day === 'first' ? offered[0] : typeof day === 'string' ? day : offered.find((date) => date > day.after)
  expect(date, `a day offered for ${JSON.stringify(day)}`).toBeTruthy()
  await delivery.locator(`button[data-date="${date}"]`).click()
  await expect(delivery.locator(`button[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true')
  return date!
}

/** A day as the summary writes it: "onsdag 23 december". */
function longDay(date: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/**
 * Fills the delivery page: an address and a day for DBI, a store and a day for EXH, the contact.
 * Answers the days picked.
 */
async function fillDelivery(page: Page, days: { DBI: Day; EXH: Day }): Promise<{ DBI: string; EXH: string }> {
  const home = section(page, 'DBI')
  await home.getByRole('radio').first().check()
  const homeDay = await pickDay(home, days.DBI)
  const store = section(page, 'EXH')
  const picker = store.getByLabel('Butik att hämta i')
  const lund = await picker.locator('option', { hasText: 'Proffsbutik Lund' }).first().getAttribute('value')
  await picker.selectOption(lund!)
  const storeDay = await pickDay(store, days.EXH)
  await page.getByLabel('Kontaktperson', { exact: true }).fill('Anna Berg')
  await page.getByLabel('Kontaktpersonens telefon').fill('070-123 45 67')
  return { DBI: homeDay, EXH: storeDay }
}

test('a store and a home delivery around a holiday, placed with a double click, as one order each', async ({
  page,
}) => {
  // Four pages, three axe runs and a PDF: longer than one page's journey.
  test.setTimeout(60_000)
  const problems = watchConsole(page)
  await actForServiceWork(page)
  const [a, b, c] = await articles(page)
  await addToCart(page, 'DBI', a!)
  await addToCart(page, 'EXH', b!)
  await addToCart(page, 'EXH', c!)

  await page.goto('/delivery')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leverans')
  await expect(page.locator('.checkout-stepper [aria-current="step"]')).toContainText('Leverans')
  const home = section(page, 'DBI')
  // The weekday row of the spec, Monday first.
  await expect(home.locator('.date-picker__month').first().locator('thead th')).toHaveText([
    'Mån',
    'Tis',
    'Ons',
    'Tors',
    'Fre',
    'Lör',
    'Sön',
  ])
  // Today is never offered; the first day offered is a later one (which, depends on the cutoff hour).
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date())
  await expect(home.locator(`[data-date="${today}"]`)).toHaveAttribute('data-closed', /.+/)
  await expect(home.locator(`button[data-date="${today}"]`)).toHaveCount(0)
  const first = await home.locator('button[data-date]:enabled').first().getAttribute('data-date')
  expect(first! > today).toBe(true)
  // Every holiday the calendar shows after its first open day is closed, with its name; so is every
  // weekend day. The days are today's: the calendar's window moves with the date.
  const shown = await home
    .locator('[data-date]')
    .evaluateAll((days) => days.map((day) => day.getAttribute('data-date') ?? ''))
  const last = shown.at(-1)!
  const years = [...new Set([Number(first!.slice(0, 4)), Number(last.slice(0, 4))])]
  const holidays = years
    .flatMap(swedishHolidays)
    .filter((holiday) => holiday.date > first! && holiday.date <= last)
  for (const { date, name } of holidays) {
    await expect(home.locator(`[data-date="${date}"]`)).toHaveAttribute('data-closed', 'holiday')
    await expect(home.locator(`[data-date="${date}"]`)).toHaveAttribute('title', `Stängt: ${name}`)
  }
  const offered = await offeredDays(home)
  const weekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())
  expect(offered.filter(weekend)).toEqual([])
  // The days on either side of the next holiday shown (in a summer without one, of a weekend).
  const closedBetween = (before: string, after: string) =>
    holidays.some((holiday) => holiday.date > before && holiday.date < after)
  const pairs = offered.slice(1).map((after, index) => [offered[index]!, after] as const)
  const [before] =
    pairs.find(([day, next]) => closedBetween(day, next)) ??
    pairs.find(([day, next]) => next > addIsoDays(day, 1))!
  // Stores say how much of the store delivery they have.
  await expect(section(page, 'EXH').getByLabel('Butik att hämta i').locator('option').nth(1)).toContainText(
    /av 2 rader i lager/,
  )

  // The store delivery starts from the store the cart goes with (Anna's own): not asked for again.
  await expect(section(page, 'EXH').getByLabel('Butik att hämta i')).not.toHaveValue('')
  // The home delivery starts from the customer's preselected address (Lager Lund, Industrigatan 12).
  await expect(section(page, 'DBI').getByRole('radio', { name: /Industrigatan 12/ })).toBeChecked()
  // The contact is not given yet: the page says what is missing and stays.
  await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
  await expect(page.locator('#checkout-problems')).toBeFocused()
  await expect(section(page, 'EXH')).not.toContainText('Välj en butik för leveransen.')
  await expect(section(page, 'DBI')).not.toContainText('Välj en leveransadress eller lägg till en ny.')
  await expect(page.locator('#checkout-form-contactName-problem')).toHaveText('Fyll i minst 2 tecken.')
  await page.getByLabel('Er referens').fill('x'.repeat(31))
  await expect(page.locator('#checkout-form-reference-problem')).toHaveText('Högst 30 tecken.')
  await page.getByLabel('Er referens').fill('Servicebil 4')
  await expectNoSeriousViolations(page, '/delivery')

  // The home delivery on the open day before the closed days, the store delivery on the first after.
  const picked = await fillDelivery(page, { DBI: before, EXH: { after: before } })
  await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
  await expect(page).toHaveURL(/\/summary$/)
  await expect(page.locator('.checkout-stepper [aria-current="step"]')).toContainText('Sammanfattning')
  const summaryHome = page.locator('section', { has: page.locator('#summary-DBI') })
  const summaryStore = page.locator('section', { has: page.locator('#summary-EXH') })
  await expect(summaryHome).toContainText(longDay(picked.DBI))
  await expect(summaryStore).toContainText(longDay(picked.EXH))
  await expect(summaryStore).toContainText('Proffsbutik Lund')
  await expect(summaryHome.locator('.checkout-totals')).toContainText('Summa inkl. moms')
  await expect(page.locator('.checkout-facts')).toContainText(['Servicebil 4'])
  await expectNoSeriousViolations(page, '/summary')

  // A double click sends one checkout.
  const calls = watchRpc(page)
  await page.getByRole('button', { name: 'Lägg order' }).dblclick()
  await expect(page).toHaveURL(/\/checkout-success-page$/)
  expect(calls.filter((call) => call === '/rpc/placeOrder')).toHaveLength(1)
  const orders = page.locator('.checkout-order')
  await expect(orders).toHaveCount(2)
  await expect(orders.nth(0)).toContainText('Utkörning')
  await expect(orders.nth(0)).toContainText('onsdag 23 december')
  await expect(orders.nth(0)).toContainText(a!)
  await expect(orders.nth(1)).toContainText('Leverans till butik')
  await expect(orders.nth(1)).toContainText('måndag 28 december')
  await expect(orders.nth(0).getByRole('heading')).toHaveText(/^Order \d+$/)
  await expect(page.getByRole('link', { name: /Orderbekräftelse \d+ \(PDF\)/ })).toHaveCount(2)
  const pdf = await page.request.get(
    (await page
      .getByRole('link', { name: /Orderbekräftelse/ })
      .first()
      .getAttribute('href'))!,
  )
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await expectNoSeriousViolations(page, '/checkout-success-page')
  expect(problems).toEqual([])
})

test('the success page cannot be opened without an order just placed', async ({ page }) => {
  await page.goto('/checkout-success-page')
  await expect(page).toHaveURL(/\/$|\/\?notice=/)
  await actForServiceWork(page)
  await page.goto('/checkout-success-page')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('.checkout-order')).toHaveCount(0)
})

test('keyboard only: from the cart page through placing the order', async ({ page }) => {
  await actForServiceWork(page)
  const [, , , d, e] = await articles(page)
  await addToCart(page, 'DBI', d!)
  await addToCart(page, 'EXH', e!)

  /** Tabs forward until `target` has the focus. */
  async function tabTo(target: Locator) {
    for (let step = 0; step < 300; step++) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await page.keyboard.press('Tab')
    }
    throw new Error('not reached with Tab')
  }
  await page.goto('/cart')
  await hydrated(page)
  await tabTo(page.getByRole('link', { name: 'Gå vidare till leverans' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/delivery$/)
  await hydrated(page)
  const home = section(page, 'DBI')
  await tabTo(home.getByRole('radio').first())
  await page.keyboard.press('Space')
  await expect(home.getByRole('radio').first()).toBeChecked()
  const day = home.locator(`button[data-date="${(await offeredDays(home))[0]}"]`)
  await tabTo(day)
  await page.keyboard.press('Enter')
  await expect(day).toHaveAttribute('aria-pressed', 'true')
  const store = section(page, 'EXH').getByLabel('Butik att hämta i')
  await tabTo(store)
  await page.keyboard.press('ArrowDown')
  await expect(store).not.toHaveValue('')
  await tabTo(page.getByLabel('Kontaktperson', { exact: true }))
  await page.keyboard.type('Anna Berg')
  await tabTo(page.getByLabel('Kontaktpersonens telefon'))
  await page.keyboard.type('0701234567')
  await tabTo(page.getByRole('button', { name: 'Fortsätt till sammanfattning' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/summary$/)
  await hydrated(page)
  await tabTo(page.getByRole('button', { name: 'Lägg order' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/checkout-success-page$/)
  await expect(page.locator('.checkout-order')).toHaveCount(2)
})

test('a user denied ordering (EJ_ORDER) is told so on the summary and cannot place', async ({ page }) => {
  await logIn(page, 'nils.ohlsson')
  await page.goto('/summary')
  await hydrated(page)
  await expect(page.getByRole('alert').filter({ hasText: 'behörighet att lägga order' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Lägg order' })).toHaveCount(0)
})

test('a delivery over the credit limit fails alone: the page says which and why, shows what was ordered with amounts, and the cart marks it', async ({
  page,
}) => {
  await actForServiceWork(page)
  const [a, b] = await articles(page)
  // Rörbolaget's credit is 600 000 kr: thousands of packs of screws are far beyond it.
  await addToCart(page, 'DBI', a!, 9000)
  await addToCart(page, 'EXH', b!)
  await page.goto('/delivery')
  await hydrated(page)
  // Any days will do: the first each calendar offers (a fixed date passes).
  await fillDelivery(page, { DBI: 'first', EXH: 'first' })
  await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
  await expect(page).toHaveURL(/\/summary$/)
  await page.getByRole('button', { name: 'Lägg order' }).click()
  await expect(page).toHaveURL(/\/checkout-success-page$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Din order är delvis lagd')
  const refused = page.getByRole('alert').filter({ hasText: 'Beställdes inte' })
  await expect(refused).toContainText(
    'Några leveranser kunde inte beställas: Utkörning. Övriga leveranser är beställda.',
  )
  await expect(refused.getByRole('listitem')).toHaveText(
    'Utkörning: Ordern överskrider företagets kreditgräns. Kontakta din kundansvarige eller beställ färre varor.',
  )
  const placed = page.locator('.checkout-order')
  await expect(placed).toHaveCount(1)
  await expect(placed).toContainText('Leverans till butik')
  // What was ordered, with its amount and the order's sums.
  await expect(placed.getByRole('row').nth(1)).toContainText(/\d,\d\d\skr/)
  await expect(placed.locator('.checkout-totals')).toContainText(/Summa exkl\. moms\s*[\d\s]+,\d\d\s*kr/)
  // The refused delivery stays in the cart, marked with why.
  await refused.getByRole('link', { name: 'Tillbaka till varukorgen' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  const home = page.locator('[data-testid="cart-delivery"][data-delivery="DBI"]')
  await expect(home.getByRole('alert')).toHaveText(
    'Leveransen beställdes inte: Ordern överskrider företagets kreditgräns. Kontakta din kundansvarige eller beställ färre varor.',
  )
  await expect(home.locator('.cart-line--refused')).toHaveCount(1)
})

test('an express delivery to the site asks for a Swedish postcode and keeps what was typed', async ({
  page,
}) => {
  await actForServiceWork(page)
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  const [a] = await articles(page)
  await addToCart(page, 'XXX', a!)
  await page.goto('/delivery')
  await hydrated(page)
  const express = section(page, 'XXX')
  const zip = express.getByLabel('Postnummer för expressleveransen')
  await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
  await expect(express).toContainText('Ange ett postnummer med fem siffror.')
  await zip.fill('223')
  await expect(express).toContainText('Ange ett postnummer med fem siffror.')
  await expect(zip).toHaveValue('223')
  await zip.fill('223 50')
  await expect(express).not.toContainText('Ange ett postnummer med fem siffror.')
  await expect(zip).not.toHaveAttribute('aria-invalid')
  await expect(page).toHaveURL(/\/delivery$/)
})

test('when no delivery can be ordered the buyer is back on the start page, told so, with the cart kept', async ({
  page,
}) => {
  await actForServiceWork(page)
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  const [a] = await articles(page)
  // Far beyond Rörbolaget's credit: the only delivery is refused, so nothing is placed.
  await addToCart(page, 'DBI', a!, 9000)
  await page.goto('/delivery')
  await hydrated(page)
  const home = section(page, 'DBI')
  await home.getByRole('radio').first().check()
  await pickDay(home, 'first')
  await page.getByLabel('Kontaktperson', { exact: true }).fill('Anna Berg')
  await page.getByLabel('Kontaktpersonens telefon').fill('070-123 45 67')
  await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
  await expect(page).toHaveURL(/\/summary$/)
  await page.getByRole('button', { name: 'Lägg order' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('alert').filter({ hasText: 'Ordern kunde inte läggas' })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  // The cart says why the delivery was refused.
  await page.getByTestId('cart-count').click()
  await page.getByRole('link', { name: 'Till varukorgen' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(
    page.locator('[data-testid="cart-delivery"][data-delivery="DBI"]').getByRole('alert'),
  ).toContainText('Ordern överskrider företagets kreditgräns')
})

test('a new delivery address names what is missing, keeps what was typed, and is saved and chosen', async ({
  page,
}) => {
  await actForServiceWork(page)
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  const [a] = await articles(page)
  await addToCart(page, 'DBI', a!)
  await page.goto('/delivery')
  await hydrated(page)
  const home = section(page, 'DBI')
  await home.getByRole('button', { name: 'Ny adress' }).click()
  const street = home.getByLabel('Gatuadress')
  const postcode = home.getByLabel('Postnummer', { exact: true })
  const save = home.getByRole('button', { name: 'Spara och välj adressen' })
  await home.getByLabel('Mottagare').fill('Platschef Lund')
  await save.click()
  // The first field in trouble gets the focus; what was typed stays.
  await expect(street).toBeFocused()
  await expect(street).toHaveAccessibleDescription('Fyll i fältet.')
  await expect(postcode).toHaveAccessibleDescription('Ange ett postnummer med fem siffror.')
  await expect(home.getByLabel('Mottagare')).toHaveValue('Platschef Lund')
  await street.fill('Provgatan 12')
  await expect(street).not.toHaveAttribute('aria-invalid')
  await home.getByLabel('Land', { exact: true }).selectOption({ label: 'Åland' })
  await postcode.fill('22 35')
  await home.getByLabel('Ort', { exact: true }).fill('Mariehamn')
  await save.click()
  await expect(postcode).toBeFocused()
  await expect(postcode).toHaveAccessibleDescription(
    'Ett åländskt postnummer börjar på 22 och har fem siffror.',
  )
  await postcode.fill('22 100')
  await save.click()
  const chosen = home.getByRole('radio', { name: /Provgatan 12/ })
  await expect(chosen).toBeChecked()
  await expect(street).toBeHidden()

  // The address is the customer's now: remove it, so the other journeys see the addresses they expect.
  const found = await rpcPost(page.request, '/rpc/myAddresses', { data: { search: 'Provgatan 12' } })
  const { addresses } = (await found.json()) as { addresses: { addressId: string }[] }
  expect(addresses).toHaveLength(1)
  const removed = await rpcPost(page.request, '/rpc/deleteMyAddress', {
    data: { addressId: addresses[0]!.addressId },
  })
  expect(removed.status()).toBe(200)
})
