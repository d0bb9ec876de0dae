import { expect, test, type Page } from '@playwright/test'
import { logIn, watchConsole, watchRpc } from './support'

/**
 * The cart page (checkout step 1) for bertil.holm in Rörbolaget i Lund AB — a cart no other journey
 * changes. The lines are put in through the add RPC, as quick add does.
 */
test.describe.configure({ mode: 'serial' })

const add = async (page: Page, deliveryId: string, lines: { articleNumber: string; quantity: number }[]) => {
  const response = await page.request.post('/rpc/addToCart', { data: { deliveryId, lines } })
  expect(response.status()).toBe(200)
}

const line = (page: Page, articleNumber: string) =>
  page.locator(`[data-testid="cart-line"][data-article="${articleNumber}"]`)

test('a buyer fixes every line the cart flags, edits quantities in one batch and goes on', async ({
  page,
}) => {
  await logIn(page, 'bertil.holm')
  await page.request.post('/rpc/emptyCart', { data: {} })
  // A plain line, an article sold only in stores sent home, and more than a store has for express pickup.
  await add(page, 'DBI', [
    { articleNumber: '1000003', quantity: 2 },
    { articleNumber: '1000684', quantity: 1 },
  ])
  await add(page, 'EXB', [{ articleNumber: '1000006', quantity: 400 }])
  const problems = watchConsole(page)
  await page.goto('/cart')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByTestId('cart-delivery')).toHaveCount(2)
  const goOn = page.getByRole('button', { name: 'Gå vidare till leverans' })
  await expect(goOn).toBeDisabled()
  await expect(page.locator('.cart-summary__issues')).toContainText('kan inte beställas så här')
  await expect(page.locator('.cart-summary__issues')).toContainText('fler än butiken har')

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

  // The store-only article goes to a store delivery; the express line is fixed where it stands.
  await line(page, '1000684')
    .getByRole('button', { name: /Flytta till Leverans till butik/ })
    .click()
  await expect(page.locator('[data-delivery="EXH"]').locator('[data-article="1000684"]')).toBeVisible()
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
  await page.request.post('/rpc/emptyCart', { data: {} })
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
