/** Spike smoke check: hydration, console, client-side navigation, login, add to cart. */
import { chromium, type Page } from '@playwright/test'

const base = process.env['BASE'] ?? 'http://localhost:3141'
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage({ baseURL: base })
const log: string[] = []
page.on('console', (m) => log.push(`[console.${m.type()}] ${m.text()}`))
page.on('pageerror', (e) => log.push(`[pageerror] ${e.message}\n${e.stack ?? ''}`))
const flush = (label: string) => {
  console.log(`--- ${label}: ${log.length ? '\n' + log.join('\n') : 'no console output'}`)
  log.length = 0
}
const hydrated = async (p: Page) => {
  try {
    await p.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true', null, {
      timeout: 10_000,
    })
    return true
  } catch {
    return false
  }
}
const step = async (label: string, fn: () => Promise<unknown>) => {
  try {
    const r = await fn()
    console.log(`OK   ${label}${r === undefined ? '' : ' -> ' + JSON.stringify(r)}`)
  } catch (e) {
    console.log(`FAIL ${label}: ${(e as Error).message.split('\n')[0]}`)
  }
  flush(label)
}
const mark = () => page.evaluate(() => ((window as unknown as { __spike: number }).__spike = 1))
const marked = () => page.evaluate(() => (window as unknown as { __spike?: number }).__spike === 1)

for (const path of ['/', '/kategorier/fastenings/skruv', '/produkt/traskruv-1000003']) {
  await step(`load ${path}`, async () => {
    await page.goto(path)
    const h = await hydrated(page)
    return { hydrated: h, title: await page.title(), h1: await page.locator('h1').first().textContent() }
  })
}
await step('client-side nav: product -> header link to start', async () => {
  await page.goto('/kategorier/fastenings/skruv')
  await hydrated(page)
  await mark()
  await page.locator('.product-grid .product-card').nth(1).locator('.product-card__name a').click()
  await page.waitForURL(/\/produkt\//)
  await page.locator('.product__name').waitFor()
  return {
    url: page.url(),
    sameDocument: await marked(),
    name: await page.locator('.product__name').textContent(),
  }
})
await step('login anna.berg via flyout', async () => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
  await page.getByLabel('Användarnamn').fill('sara.lind')
  await page.getByLabel('Lösenord').fill('Proffs2026!')
  await page.locator('#account-flyout').getByRole('button', { name: 'Logga in', exact: true }).click()
  await page.getByTestId('acting-context').waitFor({ timeout: 10_000 })
  await page.waitForFunction(() => document.documentElement.dataset['busy'] === 'false')
  return await page.getByTestId('acting-context').textContent()
})
await step('hydrate logged-in category page, quick add', async () => {
  await page.goto('/kategorier/fastenings/skruv')
  const h = await hydrated(page)
  const before = await page.getByTestId('cart-count').textContent()
  await mark()
  await page
    .locator('.product-grid .product-card')
    .first()
    .getByRole('button', { name: 'Lägg i varukorg' })
    .click()
  await page.locator('.cart-added').filter({ hasText: 'Lagt i varukorgen' }).waitFor({ timeout: 10_000 })
  return {
    hydrated: h,
    before,
    after: await page.getByTestId('cart-count').textContent(),
    notice: await page.locator('.cart-added').textContent(),
  }
})
await step('client-side nav to product, add 3', async () => {
  await page.locator('.product-grid .product-card').nth(1).locator('.product-card__name a').click()
  await page.waitForURL(/\/produkt\//)
  await page.locator('.product__add').waitFor()
  const add = page.locator('.product__add')
  await add.getByRole('textbox').fill('3')
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click()
  await page.waitForTimeout(1500)
  return {
    sameDocument: await marked(),
    count: await page.getByTestId('cart-count').textContent(),
    notice: await page.locator('.cart-added').textContent(),
  }
})
await step('client-side nav to cart via header', async () => {
  await page.locator('button.cart-button:has([data-testid=cart-count])').click()
  await page.locator('#cart-flyout a[href="/cart"]').first().click()
  await page.waitForURL(/\/cart/)
  await page.getByTestId('cart-line').first().waitFor({ timeout: 10_000 })
  return { sameDocument: await marked(), lines: await page.getByTestId('cart-line').count() }
})
await step('client-side nav back (history) and forward', async () => {
  await page.goBack()
  await page.waitForURL(/\/produkt\//)
  await page.locator('.product__name').waitFor()
  const title = await page.title()
  await page.goForward()
  await page.waitForURL(/\/cart/)
  return { sameDocument: await marked(), productTitle: title, cartTitle: await page.title() }
})
await step('full load /cart', async () => {
  await page.goto('/cart')
  return { hydrated: await hydrated(page), lines: await page.getByTestId('cart-line').count() }
})
await browser.close()
