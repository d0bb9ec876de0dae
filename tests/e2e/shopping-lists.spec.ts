import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'
import { buildCatalogue } from '@proffsbutik/services/testing'
import { hydrated, logIn, watchConsole, rpcPost } from './support'

/**
 * Shopping lists and favourites (issue 9). Anna acts for Rörbolaget i Lund AB without a project:
 * she makes a list, fills it from product pages, shares it within the customer, and her colleague
 * Bertil sees it while her private lists stay hidden from him; then she changes a quantity, removes
 * two lines at once and puts the list in her cart with a delivery method. The favourites cap is
 * met by Inköp Byggbolaget Öst, whose favourites no other journey counts (the seed gives none).
 */

const CONTEXT = 'Rörbolaget i Lund AB'
/** Names unique to this run, so a rerun against the same data finds only its own lists. */
const run = Date.now().toString(36)
const SHARED = `Servicebil 9 ${run}`
const PRIVATE = `Anna privat ${run}`

/** Live articles sold online in single units; the first ten carry the seed's hearts and list lines. */
const orderable = buildCatalogue(1)
  .variants.filter((v) => !v.discontinued && !v.onlyStore && !v.askForPrice && !v.mustBeInStockedAt)
  .filter((v) => v.orderMultiple === 1)
  .slice(10)
const article = (index: number) => {
  const variant = orderable[index]
  if (!variant) throw new Error(`No seeded article number ${index}`)
  return variant
}

/** Axe finds nothing serious or critical on the page, at desktop and phone width. */
async function expectNoSeriousViolations(page: Page, label: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 })
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      serious.map((v) => `${label} ${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Switches the customer and project the buyer acts for through the header. */
async function actFor(page: Page, context: string) {
  await page.getByTestId('acting-context').click()
  await page.getByLabel('Du handlar för').selectOption({ label: context })
  await expect(page.getByTestId('acting-context')).toHaveText(context)
  await expect(page.getByLabel('Du handlar för')).toBeHidden()
}

/** Puts the article of a product page in a list through "Lägg i inköpslista". */
async function addFromProductPage(
  page: Page,
  variant: { slug: string; name: string },
  quantity: string,
  list: string | { newList: string },
) {
  await page.goto(`/produkt/${variant.slug}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Lägg i inköpslista' }).click()
  const form = page.locator('.add-to-list__panel')
  await expect(form.getByLabel('Inköpslista')).toBeVisible()
  if (typeof list === 'string') await form.getByLabel('Inköpslista').selectOption({ label: list })
  else {
    await form.getByLabel('Inköpslista').selectOption({ label: 'Ny lista …' })
    await form.getByLabel('Listans namn').fill(list.newList)
  }
  await form.getByLabel('Antal').fill(quantity)
  await form.getByRole('button', { name: 'Lägg till' }).click()
  const name = typeof list === 'string' ? list : list.newList
  await expect(form.getByRole('status')).toContainText(`Tillagd i ${name}.`)
}

test('a buyer makes a list, shares it with a colleague, edits it and puts it in the cart', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const problems = watchConsole(page)
  await logIn(page, 'anna.berg')
  await actFor(page, CONTEXT)

  // The lists are in the account flyout.
  await page.getByRole('button', { name: 'Anna Berg' }).click()
  await page.locator('#account-flyout').getByRole('link', { name: 'Inköpslistor' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inköpslistor' })).toBeVisible()
  await hydrated(page)
  await expect(
    page.getByText('Dina egna listor och listorna som delas inom Rörbolaget i Lund AB.'),
  ).toBeVisible()
  await expectNoSeriousViolations(page, 'overview')

  // A list needs a name: refused next to the field, then made private.
  const create = page.locator('.list-create')
  await create.getByRole('button', { name: 'Skapa lista' }).click()
  await expect(create.getByText('Ge listan ett namn.')).toBeVisible()
  await expect(create.getByLabel('Listans namn')).toHaveAttribute('aria-invalid', 'true')
  await create.getByLabel('Listans namn').fill(SHARED)
  await create.getByRole('button', { name: 'Skapa lista' }).click()
  await expect(page.getByRole('heading', { level: 1, name: SHARED })).toBeVisible()
  await expect(page.locator('.list-badge')).toHaveText('Privat')

  // Four articles from their product pages; a bad quantity is refused and stays as typed.
  await page.goto(`/produkt/${article(0).slug}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Lägg i inköpslista' }).click()
  const form = page.locator('.add-to-list__panel')
  await form.getByLabel('Inköpslista').selectOption({ label: SHARED })
  await form.getByLabel('Antal').fill('0')
  await form.getByRole('button', { name: 'Lägg till' }).click()
  await expect(form.getByText('Ange ett antal större än 0, till exempel 2 eller 2,5.')).toBeVisible()
  await expect(form.getByLabel('Antal')).toHaveValue('0')
  await addFromProductPage(page, article(0), '3', SHARED)
  await addFromProductPage(page, article(1), '2', SHARED)
  await addFromProductPage(page, article(2), '5', SHARED)
  await addFromProductPage(page, article(3), '1', SHARED)
  // And a private list of her own, made from a product page.
  await addFromProductPage(page, article(4), '7', { newList: PRIVATE })

  // Shared within the customer from the list's page.
  await page.goto('/mina-sidor/inkopslistor')
  await hydrated(page)
  await page.getByRole('link', { name: SHARED }).click()
  await expect(page.getByRole('heading', { level: 1, name: SHARED })).toBeVisible()
  await hydrated(page)
  await expect(page.locator('.list-line')).toHaveCount(4)
  await page.getByRole('button', { name: 'Dela inom kunden' }).click()
  await expect(page.locator('h1 + .list-overview__meta .list-badge')).toHaveText('Delad inom kunden')
  await expectNoSeriousViolations(page, 'list')

  // Bertil, at the same customer, sees the shared list and none of Anna's private ones.
  const colleague = await browser.newContext()
  const bertil = await colleague.newPage()
  await logIn(bertil, 'bertil.holm')
  await bertil.goto('/mina-sidor/inkopslistor')
  await hydrated(bertil)
  const shared = bertil.locator('.list-overview__item').filter({ hasText: SHARED })
  await expect(shared).toContainText('Ägare: Anna Berg')
  await expect(shared).toContainText('Delad inom kunden')
  await expect(shared).toContainText('4 rader')
  await expect(bertil.getByRole('link', { name: PRIVATE })).toHaveCount(0)
  await expect(bertil.getByRole('link', { name: 'Mina standardartiklar' })).toHaveCount(0)
  await colleague.close()

  // A quantity: refused when it is no number, saved when it is, and kept after a reload.
  const first = page.locator('.list-line').filter({ hasText: article(0).name })
  await first.getByLabel('Antal').fill('tre')
  await first.getByRole('button', { name: 'Spara' }).click()
  await expect(first.getByText('Ange ett antal större än 0, till exempel 2 eller 2,5.')).toBeVisible()
  await expect(first.getByLabel('Antal')).toHaveValue('tre')
  await first.getByLabel('Antal').fill('6')
  await first.getByRole('button', { name: 'Spara' }).click()
  await expect(first.locator('.list-field__problem')).toHaveCount(0)
  await page.reload()
  await hydrated(page)
  await expect(
    page
      .locator('.list-line')
      .filter({ hasText: article(0).name })
      .getByLabel('Antal'),
  ).toHaveValue('6')

  // Two lines ticked and removed in one go.
  for (const index of [1, 2])
    await page.getByRole('checkbox', { name: `Markera ${article(index).name}`, exact: true }).check()
  await expect(page.getByRole('status').filter({ hasText: '2 rader markerade' })).toBeVisible()
  await page.getByRole('button', { name: 'Ta bort markerade' }).click()
  await expect(page.locator('.list-line')).toHaveCount(2)
  await page.reload()
  await hydrated(page)
  await expect(page.locator('.list-line')).toHaveCount(2)
  await expect(page.getByRole('heading', { name: '2 rader' })).toBeVisible()

  // The whole list into the cart, delivered with Utkörning.
  await page.getByLabel('Leveranssätt').selectOption({ label: 'Utkörning' })
  await page.getByRole('button', { name: 'Lägg hela listan i varukorgen' }).click()
  await expect(page.locator('.list-order').getByRole('status')).toHaveText('2 rader har lagts i varukorgen.')
  await page.goto('/cart')
  await hydrated(page)
  for (const index of [0, 3])
    await expect(page.locator('main').getByText(article(index).name).first()).toBeVisible()
  await expect(page.locator('main')).not.toContainText(/\blists\.[a-z_]+/)

  // From the cart: the ticked lines into her private list.
  await page.getByRole('checkbox', { name: 'Markera alla' }).check()
  const bulk = page.locator('.cart-bulk')
  await bulk.getByRole('button', { name: 'Lägg i inköpslista' }).click()
  await bulk.getByLabel('Inköpslista').selectOption({ label: PRIVATE })
  await bulk.getByRole('button', { name: 'Lägg till' }).click()
  await expect(bulk.getByRole('status').filter({ hasText: `Tillagd i ${PRIVATE}.` })).toBeVisible()

  // The private list: renamed (an empty name refused, what was typed kept), then deleted after a confirm.
  await bulk.getByRole('link', { name: 'Visa listan' }).click()
  await expect(page.getByRole('heading', { level: 1, name: PRIVATE })).toBeVisible()
  await hydrated(page)
  await expect(page.locator('.list-line')).not.toHaveCount(0)
  const settings = page.locator('.list-settings')
  await settings.getByLabel('Listans namn').fill('   ')
  await settings.getByRole('button', { name: 'Byt namn' }).click()
  await expect(settings.getByText('Ge listan ett namn.')).toBeVisible()
  await expect(settings.getByLabel('Listans namn')).toHaveValue('   ')
  await settings.getByLabel('Listans namn').fill(`${PRIVATE} (gammal)`)
  await settings.getByRole('button', { name: 'Byt namn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `${PRIVATE} (gammal)` })).toBeVisible()
  await settings.getByRole('button', { name: 'Ta bort listan' }).click()
  const confirm = page.getByRole('dialog', { name: `Ta bort ${PRIVATE} (gammal)?` })
  await confirm.getByRole('button', { name: 'Ja, ta bort listan' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inköpslistor' })).toBeVisible()
  await expect(page.getByRole('link', { name: SHARED })).toBeVisible()
  await expect(page.getByRole('link', { name: `${PRIVATE} (gammal)` })).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a long list is read 50 lines at a time: "Visa fler" reads the next page', async ({ page }) => {
  await logIn(page, 'anna.berg')
  await actFor(page, CONTEXT)
  const made = await rpcPost(page.request, '/rpc/createShoppingList', {
    data: { name: `Stor lista ${run}`, access: 'private' },
  })
  const { favoriteId } = (await made.json()) as { favoriteId: string }
  const items = orderable.slice(100, 160).map((v) => ({ articleNumber: v.articleNumber, quantity: 2 }))
  expect(
    (await rpcPost(page.request, '/rpc/addToShoppingList', { data: { listId: favoriteId, items } })).ok(),
  ).toBe(true)
  await page.goto(`/mina-sidor/inkopslistor/${favoriteId}`)
  await hydrated(page)
  await expect(page.getByRole('heading', { name: '60 rader' })).toBeVisible()
  await expect(page.locator('.list-line')).toHaveCount(50)
  await page.getByRole('button', { name: 'Visa fler' }).click()
  await expect(page.locator('.list-line')).toHaveCount(60)
  await expect(page.getByRole('button', { name: 'Visa fler' })).toHaveCount(0)
  await expect(page.locator('.list-line').last()).toContainText(orderable[159]!.name)

  // Back from a product on the second page, the lines read with "Visa fler" are still there.
  await page.locator('.list-line').nth(55).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/produkt\//)
  await page.goBack()
  await expect(page.getByRole('heading', { name: '60 rader' })).toBeVisible()
  await expect(page.locator('.list-line')).toHaveCount(60)
  await expect(page.locator('.list-line').nth(55)).toBeInViewport()
})

test('a list that is not there is not found; a visitor is asked to log in', async ({ page }) => {
  await page.goto('/mina-sidor/inkopslistor')
  await expect(page.getByText('Vänligen logga in').first()).toBeVisible()
  await logIn(page, 'anna.berg')
  const response = await page.goto('/mina-sidor/inkopslistor/FL-FINNS-INTE')
  expect(response?.status()).toBe(404)
})

test('the 51st favourite is not added: the dialog says why, and after a removal it is', async ({ page }) => {
  test.setTimeout(120_000)
  await logIn(page, 'inkop.ost')
  // Fifty favourites through the shop's own RPC (the seed gives this buyer none).
  const hearts = orderable.slice(20, 70)
  for (const variant of hearts) {
    const answer = await rpcPost(page.request, '/rpc/addFavourite', {
      data: { articleNumber: variant.articleNumber },
    })
    expect(answer.ok()).toBe(true)
  }
  const fiftyFirst = orderable[80]!
  await page.goto(`/produkt/${fiftyFirst.slug}`)
  await hydrated(page)
  const heart = page
    .locator('.product__title')
    .getByRole('button', { name: `Spara ${fiftyFirst.name} som favorit` })
  await expect(heart).toBeEnabled()
  await heart.click()
  const dialog = page.getByRole('dialog', { name: 'Du har redan 50 favoriter' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Du kan spara högst 50 favoriter.')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')

  // One removed in the favourites flyout makes room.
  await page.getByRole('button', { name: 'Favoriter', exact: true }).click()
  const items = page.locator('#favourites-flyout .favourites-menu__item')
  await expect(items).toHaveCount(50)
  await items.first().getByRole('button', { name: 'Ta bort' }).click()
  await expect(items).toHaveCount(49)
  await page.getByRole('button', { name: 'Favoriter', exact: true }).click()
  await heart.click()
  await expect(
    page
      .locator('.product__title')
      .getByRole('button', { name: `Ta bort ${fiftyFirst.name} från favoriterna` }),
  ).toHaveAttribute('aria-pressed', 'true')
})
