import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ baseURL: 'http://localhost:3141' })
page.on('console', (m) => console.log('[console]', m.type(), m.text()))
page.on('pageerror', (e) => console.log('[pageerror]', e.message))
const count = async (label: string) =>
  console.log(
    label,
    await page.evaluate(
      `JSON.stringify({cartButtons: document.querySelectorAll('.cart-button').length, headers: document.querySelectorAll('header.site-header').length, mains: document.querySelectorAll('main').length, frames: document.querySelectorAll('.page-frame').length, bodyKids: [...document.body.children].map(e=>e.tagName+'.'+e.className).join(' '), all: document.querySelectorAll('*').length})`,
    ),
  )
await page.goto('/')
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
await page.getByRole('button', { name: 'Logga in', exact: true }).click()
await page.getByLabel('Användarnamn').fill('sara.lind')
await page.getByLabel('Lösenord').fill('Proffs2026!')
await page.locator('#account-flyout').getByRole('button', { name: 'Logga in', exact: true }).click()
await page.getByTestId('acting-context').waitFor({ timeout: 10_000 })
await page.locator('html[data-busy="false"]').waitFor({ state: 'attached' })
await count('after login')
await page.goto(process.argv[2] ?? '/kategorier/fastenings/skruv')
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
await count('after hydrate')
await page.locator('.product-grid .product-card').nth(1).locator('.product-card__name a').click()
await page.waitForURL(/\/produkt\//)
await page.locator('.product__add').waitFor()
await page.waitForTimeout(500)
await count('after nav to product')
await page.reload()
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
await count('product full load')
await page.locator('header.site-header a[href="/"]').first().click()
await page.waitForURL(/:3141\/$/)
await page.waitForTimeout(1000)
await count('after nav to start')
await browser.close()
