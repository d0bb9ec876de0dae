/**
 * The account pages by keyboard only (Tab, Shift+Tab, Enter, Space, arrows; no mouse): from the
 * header's account menu to Mina sidor, the profile (a new phone number, saved), the addresses (one
 * added, then removed again) and the users (one opened, a deny toggled and saved, then toggled
 * back). Every focused control shows a focus outline, and after every save a status says what
 * happened while the focus stays in the page, never dropped on <body>.
 *
 * malin.frost (buyer admin of Kylteknik Norr AB) and olof.is, whose deny she toggles, are seeded
 * for this journey alone; no other journey logs in as them or changes them.
 */
import { expect, test, type Locator, type Page } from './fixtures'
import { hydrated, logIn } from './support'

test.describe.configure({ timeout: 180_000 })

/** Whether the element has the focus. */
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

/** What has the focus, for messages: tag, name or text. */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return '<body>'
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
    return `<${element.tagName.toLowerCase()}> ${label}`
  })

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times; then checks that
 * the focus can be seen.
 */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; limit?: number } = {}) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab'
  for (let n = 0; n < (options.limit ?? 80); n++) {
    if (await isFocused(target)) return expectFocusVisible(page)
    await page.keyboard.press(key)
  }
  if (await isFocused(target)) return expectFocusVisible(page)
  throw new Error(
    `${key} never reached ${target.toString()}; the focus is on ${await focusedDescription(page)}`,
  )
}

/** The focused element draws an outline (or a ring of box-shadow) the eye can find. */
async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'body'
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    return outline || style.boxShadow !== 'none' ? 'visible' : `none on <${element.tagName.toLowerCase()}>`
  })
  expect(ring).toBe('visible')
}

/** After a save: the status says it, and the focus is somewhere in the page, not on <body>. */
async function expectLandedAfterSave(page: Page, said: string | RegExp) {
  await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible()
  expect(await focusedDescription(page)).not.toBe('<body>')
  await expect(page.locator('main')).toContainText(said)
}

/** Types into the focused field after selecting what it held. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

test('the account pages walked with the keyboard only', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const phone = `070-${String(Date.now() % 10_000_000).padStart(7, '0')}`
  await logIn(page, 'malin.frost')
  // From the top of a fresh page: the mouse is never used again.
  await page.goto('/')
  await hydrated(page)

  // The header's account menu opens with Enter and leads to Mina sidor.
  const menu = page.getByRole('button', { name: /Malin Frost/ })
  await tabTo(page, menu)
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  const toMyPages = page.locator('#account-flyout').getByRole('link', { name: 'Mina sidor' })
  // The flyout's contents load on first use: Tab into it once they are there.
  await expect(toMyPages).toBeVisible()
  await tabTo(page, toMyPages)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina sidor')
  await hydrated(page)

  // Profil: a new mobile number, saved with Enter on the button.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Profil' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil')
  await hydrated(page)
  await tabTo(page, page.getByLabel('Mobilnummer'))
  await retype(page, phone)
  await tabTo(page, page.getByRole('button', { name: 'Spara uppgifterna' }))
  await page.keyboard.press('Enter')
  await expectLandedAfterSave(page, 'Dina uppgifter är sparade.')
  await page.screenshot({ path: 'test-results/keyboard-profile.png' })

  // Back up with Shift+Tab to "Mina sidor", then Mina adresser.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Mina sidor' }), { backwards: true })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina sidor')
  await hydrated(page)
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Mina adresser' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina adresser')
  await hydrated(page)

  // A new address: the form takes the focus when it opens; fields by Tab, the country by arrows.
  await tabTo(page, page.getByRole('button', { name: 'Ny adress' }))
  await page.keyboard.press('Enter')
  const form = page.locator('.address-form')
  await expect(form.getByLabel('Benämning')).toBeFocused()
  await expectFocusVisible(page)
  await page.keyboard.type(`Tangentbod ${stamp}`)
  await tabTo(page, form.getByLabel('Namn', { exact: true }))
  await page.keyboard.type('Kylteknik Norr, tangentbordet')
  await tabTo(page, form.getByLabel('Gatuadress'))
  await page.keyboard.type('Skeppsbron 3')
  await tabTo(page, form.getByLabel('Postnummer'))
  await page.keyboard.type('972 31')
  await tabTo(page, form.getByLabel('Ort'))
  await page.keyboard.type('Luleå')
  await tabTo(page, form.getByLabel('Land'))
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  await expect(form.getByLabel('Land')).toHaveValue('SE')
  await tabTo(page, form.getByRole('button', { name: 'Spara adressen' }))
  await page.keyboard.press('Enter')
  await expectLandedAfterSave(page, 'Adressen är sparad.')
  const card = page.locator('.address-card', { hasText: `Tangentbod ${stamp}` })
  await expect(card).toContainText('Skeppsbron 3')
  await page.screenshot({ path: 'test-results/keyboard-address.png' })

  // And away again: the question takes the focus, the answer leaves it on the status.
  await tabTo(page, card.getByRole('button', { name: `Ta bort Tangentbod ${stamp}` }))
  await page.keyboard.press('Enter')
  await expect(card.getByRole('button', { name: 'Ja, ta bort' })).toBeFocused()
  await expectFocusVisible(page)
  await page.keyboard.press('Enter')
  await expectLandedAfterSave(page, 'Adressen är borttagen.')
  await expect(card).toHaveCount(0)

  // Användare: open Olof Is, toggle a deny with Space, save.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Mina sidor' }), { backwards: true })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina sidor')
  await hydrated(page)
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Användare' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Användare')
  await hydrated(page)
  await tabTo(page, page.getByRole('link', { name: 'Olof Is' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olof Is')
  await hydrated(page)

  const deny = page.getByRole('checkbox', { name: /Ser inte priser/ })
  const before = await deny.isChecked()
  for (const expected of [!before, before]) {
    await tabTo(page, deny)
    await page.keyboard.press('Space')
    await expect(deny).toBeChecked({ checked: expected })
    await tabTo(page, page.getByRole('button', { name: 'Spara ändringarna' }))
    await page.keyboard.press('Enter')
    await expectLandedAfterSave(page, 'Ändringarna är sparade.')
    if (expected !== before) await page.screenshot({ path: 'test-results/keyboard-user.png' })
    await page.reload()
    await hydrated(page)
    await expect(deny).toBeChecked({ checked: expected })
    await page.locator('body').focus()
  }

  // The profile kept the number.
  await page.goto('/mina-sidor/profil')
  await expect(page.getByLabel('Mobilnummer')).toHaveValue(phone)
})
