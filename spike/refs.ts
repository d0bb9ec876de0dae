/** Head and id references after hydration and after client-side navigation. */
import { chromium, type Page } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ baseURL: 'http://localhost:3141' })
const report = async (p: Page, label: string) => {
  const r = await p.evaluate(`(() => {
    const missing = []
    for (const attr of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
      for (const el of document.querySelectorAll('[' + attr + ']')) {
        for (const id of el.getAttribute(attr).split(/\\s+/)) if (id && !document.getElementById(id)) missing.push(attr + '=' + id + ' on ' + el.tagName.toLowerCase() + '.' + el.className)
      }
    }
    const ids = [...document.querySelectorAll('[id]')].map(e => e.id).filter(id => /[«»:]|^_R_|^P\\d/.test(id))
    return { title: document.title, links: [...document.head.querySelectorAll('link')].map(l => l.rel + (l.as ? ':' + l.as : '') + ' ' + l.getAttribute('href').replace(/^\\/assets\\//, '').slice(0, 40)), metas: [...document.head.querySelectorAll('meta')].map(m => (m.name || m.getAttribute('property') || 'charset') + '=' + (m.content || '').slice(0, 30)), styleSheets: document.styleSheets.length, missingRefs: missing, generatedIds: ids.slice(0, 8) }
  })()`)
  console.log('=== ' + label, JSON.stringify(r, null, 1))
}
await page.goto('/produkt/traskruv-1000003')
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
await report(page, 'product, hydrated')
await page.locator('header.site-header a[href="/"]').first().click()
await page.waitForURL(/:3141\/$/)
await page.locator('.start-page__band').waitFor()
await report(page, 'start, after client nav')
await page.goto('/')
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
await page.getByRole('button', { name: 'Logga in', exact: true }).click()
await page.getByLabel('Användarnamn').fill('sara.lind')
await page.getByLabel('Lösenord').fill('Proffs2026!')
await page.locator('#account-flyout').getByRole('button', { name: 'Logga in', exact: true }).click()
await page.getByTestId('acting-context').waitFor({ timeout: 10_000 })
await page.goto('/kategorier/fastenings/skruv')
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
await report(page, 'category logged in, hydrated')
await page.locator('.product-grid .product-card').nth(1).locator('.product-card__name a').click()
await page.waitForURL(/\/produkt\//)
await page.locator('.product__add').waitFor()
await report(page, 'product logged in, after client nav')
await browser.close()
