/**
 * The assortment switch (shop-core §6 EJ_ANDRA_SORTIMENT, issue 27): Elinstallatören's buyers browse
 * its own assortment (El och verktyg: no valves); one who may change assortment switches to the
 * whole range under the project menu and back, one denied it is not offered the switch and is
 * refused when asking for it anyway. The choice belongs to the session: journeys in parallel as the
 * same persona do not see it.
 */
import { expect, test, type Page } from './fixtures'
import { logIn, rpcPost } from './support'

async function openProductMenu(page: Page) {
  await page.locator('#main-nav').getByRole('button', { name: 'Vårt erbjudande' }).click()
  await expect(page.locator('#menu-productMenu')).toBeVisible()
}

async function closeMenus(page: Page) {
  await page.keyboard.press('Escape')
}

test('a buyer switches to the whole range and back; the menu and search follow', async ({ page }) => {
  await logIn(page, 'nils.ohlsson')
  await openProductMenu(page)
  const menu = page.locator('#menu-productMenu')
  await expect(menu.getByTestId('menu-assortment')).toHaveText('Visar sortimentet El och verktyg')
  await expect(menu.getByRole('link', { name: 'Ventiler', exact: true })).toHaveCount(0)
  await closeMenus(page)

  await page.getByTestId('acting-context').click()
  const assortment = page.getByTestId('assortment-switch')
  await expect(assortment).toHaveValue('ASSORT-EL')
  await assortment.selectOption({ label: 'Hela sortimentet' })
  // Chosen: the flyout closes and the page is read again.
  await expect(page.locator('#project-flyout')).toBeHidden()
  await expect(page.locator('html')).toHaveAttribute('data-busy', 'false')

  await openProductMenu(page)
  await expect(menu.getByTestId('menu-assortment')).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Ventiler', exact: true })).toBeVisible()
  await closeMenus(page)
  await page.goto('/search?q=kulventil')
  await expect(page.locator('.product-card').first()).toBeVisible()
  await expect(page.getByTestId('search-assortment')).toHaveCount(0)
  await page.locator('.product-card a').first().click()
  await expect(page.locator('.product__name')).toBeVisible()
  const valve = page.url()
  await expect(page.getByTestId('outside-assortment')).toHaveCount(0)

  // The choice holds on a new page, until the buyer chooses their customer's assortment again.
  await page.getByTestId('acting-context').click()
  await expect(page.getByTestId('assortment-switch')).toHaveValue('default')
  await page.getByTestId('assortment-switch').selectOption('ASSORT-EL')
  await expect(page.locator('#project-flyout')).toBeHidden()
  await expect(page.locator('html')).toHaveAttribute('data-busy', 'false')
  await page.goto('/search?q=kulventil')
  await expect(page.locator('.product-card')).toHaveCount(0)
  await expect(page.getByTestId('search-assortment')).toHaveText('Visar sortimentet El och verktyg')
  // A valve's page is still there (an old order links it), and says it is outside the assortment.
  await page.goto(valve)
  await expect(page.getByTestId('outside-assortment')).toHaveText(
    'Artikeln ingår inte i sortimentet El och verktyg.',
  )
})

test('a buyer denied changing assortment is not offered the switch, and is refused it', async ({ page }) => {
  await logIn(page, 'maja.falk')
  await page.getByTestId('acting-context').click()
  await expect(page.locator('#project-flyout select')).toHaveCount(1)
  await expect(page.getByTestId('assortment-switch')).toHaveCount(0)
  const refused = await rpcPost(page.request, '/rpc/chooseAssortment', { data: { assortmentId: 'default' } })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ error: { key: 'assortment.change_denied' } })
  await page.goto('/search?q=kulventil')
  await expect(page.locator('.product-card')).toHaveCount(0)
})
