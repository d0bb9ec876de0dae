/** Spike: the <head> the server sent against the live <head> after hydration, child by child. */
import { chromium } from '@playwright/test'

const base = process.env['BASE'] ?? 'http://localhost:3141'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const paths = process.argv.slice(2)
for (const path of paths.length
  ? paths
  : ['/', '/kategorier/fastenings/skruv', '/produkt/traskruv-1000003']) {
  const page = await browser.newPage({ baseURL: base })
  const errors: string[] = []
  page.on('console', (m) => errors.push(`console.${m.type()}: ${m.text()}`))
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  const response = await page.goto(path)
  const html = (await response?.text()) ?? ''
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForTimeout(500)
  // The browser hides nonce values from the DOM once parsed: compare without them.
  const normalise = (list: string[]) => list.map((s) => s.replace(/ nonce="[^"]*"/g, ''))
  const served = normalise(
    await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'text/html')
      return [...doc.head.children].map((e) => e.outerHTML)
    }, html),
  )
  const live = normalise(await page.evaluate(() => [...document.head.children].map((e) => e.outerHTML)))
  const onlyServed = served.filter((s) => !live.includes(s))
  const onlyLive = live.filter((s) => !served.includes(s))
  console.log(
    JSON.stringify(
      {
        path,
        doctype: html.slice(0, 15),
        compatMode: await page.evaluate(() => document.compatMode),
        served: served.length,
        live: live.length,
        sameOrder: JSON.stringify(served) === JSON.stringify(live),
        onlyServed,
        onlyLive,
        errors,
      },
      null,
      1,
    ),
  )
  await page.close()
}
await browser.close()
