import { buildCatalogue } from '@proffsbutik/services/testing'
import { expect, test, type Page } from './fixtures'
import { expectNoSeriousViolations, hydrated, logIn, watchConsole, watchRpc, rpcPost } from './support'

/**
 * The cart page (checkout step 1) for bertil.holm in Rörbolaget i Lund AB, and for sara.lind — carts
 * no other journey changes. The lines are put in through the add RPC, as quick add does, except in
 * the journey that adds from a listing and a product page.
 */
test.describe.configure({ mode: 'serial' })

const add = async (page: Page, deliveryId: string, lines: { articleNumber: string; quantity: number }[]) => {
  const response = await rpcPost(page.request, '/rpc/addToCart', { data: { deliveryId, lines } })
  expect(response.status()).toBe(200)
}

const line = (page: Page, articleNumber: string) =>
  page.locator(`[data-testid="cart-line"][data-article="${articleNumber}"]`)

test('a buyer fixes every line the cart flags, edits quantities in one batch and goes on', async ({
  page,
}) => {
  await logIn(page, 'bertil.holm')
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  // A plain line, an article sold only in stores sent home, and more than a store has for express pickup.
  await add(page, 'DBI', [
    { articleNumber: '1000003', quantity: 2 },
    { articleNumber: '1000684', quantity: 1 },
  ])
  await add(page, 'EXB', [{ articleNumber: '1000006', quantity: 400 }])
  // A discontinued article no store has any more: its replacement is offered.
  await add(page, 'DBI', [{ articleNumber: '1000168', quantity: 3 }])
  const problems = watchConsole(page)
  await page.goto('/cart')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByTestId('cart-delivery')).toHaveCount(2)
  const goOn = page.getByRole('button', { name: 'Gå vidare till leverans' })
  await expect(goOn).toBeDisabled()
  await expect(page.locator('.cart-summary__issues')).toContainText('kan inte beställas så här')
  await expect(page.locator('.cart-summary__issues')).toContainText('fler än butiken har')
  await expect(line(page, '1000168').locator('.cart-line__requirements')).toContainText('1000171')
  await expectNoSeriousViolations(page, '/cart with flagged lines')
  // Going straight to the summary does not get round it: the order cannot be placed from there.
  await page.goto('/summary')
  await hydrated(page)
  await expect(page.locator('.checkout-needs-action')).toContainText('Några rader behöver åtgärdas')
  await expect(page.getByRole('button', { name: 'Lägg order' })).toBeDisabled()
  await page.locator('.checkout-needs-action').getByRole('link', { name: 'Tillbaka till varukorgen' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await hydrated(page)

  // Two quick edits go out as one batch.
  const calls = watchRpc(page)
  const quantity = line(page, '1000003').getByRole('textbox', { name: /Antal för/ })
  const before = Number(await quantity.inputValue())
  await line(page, '1000003')
    .getByRole('button', { name: /Öka med/ })
    .click()
  await line(page, '1000003')
    .getByRole('button', { name: /Öka med/ })
    .click()
  await expect.poll(() => calls.filter((c) => c === '/rpc/updateCartLines').length).toBe(1)
  await expect(quantity).not.toHaveValue(String(before))
  expect(calls.filter((c) => c === '/rpc/updateCartLines')).toHaveLength(1)
  // A quantity over the largest a line takes says the limit, and the line keeps its quantity.
  const kept = await quantity.inputValue()
  await quantity.fill('1000001')
  await expect(line(page, '1000003').getByRole('alert')).toHaveText('Antalet får vara högst 1 000 000.')
  await expect(quantity).toHaveAttribute('aria-invalid', 'true')
  await quantity.fill(kept)
  await expect(line(page, '1000003').getByRole('alert')).toHaveCount(0)
  expect(calls.filter((c) => c === '/rpc/updateCartLines')).toHaveLength(1)

  // The store-only article goes to a store delivery; the express line is fixed where it stands.
  await line(page, '1000684')
    .getByRole('button', { name: /Flytta till Leverans till butik/ })
    .click()
  await expect(page.locator('[data-delivery="EXH"]').locator('[data-article="1000684"]')).toBeVisible()
  // The discontinued line gives way to its replacement, in the same delivery.
  await line(page, '1000168').getByRole('button', { name: 'Ersätt med 1000171' }).click()
  await expect(line(page, '1000168')).toHaveCount(0)
  await expect(page.locator('[data-delivery="DBI"]').locator('[data-article="1000171"]')).toBeVisible()
  const express = line(page, '1000006').locator('.cart-line__requirements')
  await express.getByRole('button').first().click()
  await expect(page.locator('.cart-line__requirements')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Gå vidare till leverans' })).toBeVisible()

  // Removing a line takes it out of the cart and the header's count.
  const count = Number(await page.getByTestId('cart-count').textContent())
  await line(page, '1000003')
    .getByRole('button', { name: /^Ta bort/ })
    .click()
  await expect(line(page, '1000003')).toHaveCount(0)
  await expect(page.getByTestId('cart-count')).toHaveText(String(count - 1))
  expect(problems).toEqual([])
})

test('a delivery left out of the order does not count, and the cart can be emptied', async ({ page }) => {
  await logIn(page, 'bertil.holm')
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  await add(page, 'DBI', [{ articleNumber: '1000003', quantity: 2 }])
  await add(page, 'EXH', [{ articleNumber: '1000006', quantity: 1 }])
  await page.goto('/cart')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const total = await page.getByTestId('cart-total').textContent()
  // The box follows the cart service's answer.
  const include = page.locator('[data-delivery="EXH"]').getByRole('checkbox', { name: 'Med i denna order' })
  await include.click()
  await expect(include).not.toBeChecked()
  await expect(page.locator('[data-delivery="EXH"]')).toContainText('väntar')
  await expect(page.getByTestId('cart-total')).not.toHaveText(total ?? '')
  await page.getByRole('button', { name: 'Töm varukorgen' }).click()
  await page.getByRole('button', { name: 'Ja, töm varukorgen' }).click()
  await expect(page.getByText('Varukorgen är tom.').first()).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
})

test('lines added from a listing and a product page are named under the cart button and wait on the cart page', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await logIn(page, 'sara.lind')
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })
  await page.goto('/kategorier/fastenings/skruv')
  await hydrated(page)
  const cards = page.locator('.product-grid .product-card')
  // Quick add from the listing: the header names the line for a few seconds.
  const first = cards.first()
  const firstName = (await first.locator('.product-card__name').textContent())!.trim()
  await first.getByRole('button', { name: 'Lägg i varukorg' }).click()
  const notice = page.locator('.cart-added')
  await expect(notice).toHaveText(`Lagt i varukorgen: ${firstName}`)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(notice).toBeEmpty({ timeout: 6_000 })

  // From a product page, with a quantity of its own.
  await cards.nth(1).locator('.product-card__name a').click()
  await expect(page).toHaveURL(/\/produkt\//)
  await hydrated(page)
  const secondName = (await page.locator('.product__name').textContent())!.trim()
  const add = page.locator('.product__add')
  await add.getByRole('textbox').fill('3')
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click()
  await expect(notice).toContainText(secondName)
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  await page.goto('/cart')
  await hydrated(page)
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(page.locator('main')).toContainText(firstName)
  await expect(page.locator('main')).toContainText(secondName)
  await expectNoSeriousViolations(page, '/cart')
  expect(problems).toEqual([])
})

/** Seeded articles (the seed is deterministic) that can be ordered home, by unit and order multiple. */
const orderable = buildCatalogue(1).variants.filter(
  (v) => !v.discontinued && !v.onlyStore && !v.askForPrice && !v.mustBeInStockedAt,
)
const seeded = (unit: string, multiple: number) => {
  const variant = orderable.find((v) => v.unit === unit && v.orderMultiple === multiple)
  if (!variant) throw new Error(`No seeded article in ${unit} with order multiple ${multiple}`)
  return variant
}

test('a quantity is said to be rounded up only when its order multiple rounded it, in Swedish', async ({
  page,
}) => {
  const inTens = seeded('ST', 10)
  const byTheMetre = seeded('M', 1)
  await logIn(page, 'bertil.holm')
  await rpcPost(page.request, '/rpc/emptyCart', { data: {} })

  // The product page's quick add says what a typed quantity becomes, and nothing when it stays.
  await page.goto(`/produkt/${inTens.articleNumber}`)
  await hydrated(page)
  const quickAdd = page.locator('.product__add')
  await expect(quickAdd).toContainText('Säljs i antal om 10 st.')
  await quickAdd.getByRole('textbox').fill('7')
  await expect(quickAdd).toContainText('Avrundas uppåt till 10 st – säljs i antal om 10 st.')
  await quickAdd.getByRole('textbox').fill('20')
  await expect(quickAdd).not.toContainText('Avrundas')

  await add(page, 'DBI', [
    { articleNumber: inTens.articleNumber, quantity: 10 },
    { articleNumber: byTheMetre.articleNumber, quantity: 2 },
  ])
  await page.goto('/cart')
  await hydrated(page)
  const tens = line(page, inTens.articleNumber)
  const tensField = tens.getByRole('textbox', { name: /Antal för/ })
  await tensField.fill('7')
  await tensField.press('Enter')
  await expect(tensField).toHaveValue('10')
  await expect(tens.locator('.quantity-editor__note')).toHaveText(
    'Avrundat uppåt till 10 st – säljs i antal om 10 st.',
  )
  await tensField.fill('30')
  await tensField.press('Enter')
  await expect(tensField).toHaveValue('30')
  await expect(tens.locator('.quantity-editor__note')).toHaveCount(0)

  // A multiple of 1 never rounds: 0,36 m stays, and a step of 1 m is 1,36 m (no float remainder told).
  const metres = line(page, byTheMetre.articleNumber)
  const metresField = metres.getByRole('textbox', { name: /Antal för/ })
  await metresField.fill('0,36')
  await metresField.press('Enter')
  await expect(metresField).toHaveValue('0,36')
  await metres.getByRole('button', { name: /Öka med/ }).click()
  await expect(metresField).toHaveValue('1,36')
  await expect(metres.locator('.quantity-editor__note')).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText('Avrundat')
})
