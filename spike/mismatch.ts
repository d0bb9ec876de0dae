/** Spike: does Preact report a hydration mismatch? The served HTML is altered before the page hydrates. */
import { chromium } from '@playwright/test'

const base = process.env['BASE'] ?? 'http://localhost:3143'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const cases: [string, (html: string) => string][] = [
  ['element removed (footer)', (html) => html.replace(/<footer class="site-footer">[\s\S]*?<\/footer>/, '')],
  ['element renamed (h1 -> h2)', (html) => html.replace(/<h1([^>]*)>([^<]*)<\/h1>/, '<h2$1>$2</h2>')],
  ['text changed (h1)', (html) => html.replace(/<h1([^>]*)>([^<]*)<\/h1>/, '<h1$1>Fel text</h1>')],
  ['attribute changed (class)', (html) => html.replace('class="site-footer"', 'class="fel-klass"')],
]
for (const [label, alter] of cases) {
  const page = await browser.newPage({ baseURL: base })
  const logged: string[] = []
  page.on('console', (m) => m.type() !== 'debug' && logged.push(`${m.type()}: ${m.text().slice(0, 160)}`))
  page.on('pageerror', (e) => logged.push(`pageerror: ${e.message}`))
  await page.route('**/kategorier/fastenings/skruv', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: alter(await response.text()) })
  })
  await page.goto('/kategorier/fastenings/skruv')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForTimeout(500)
  const after = await page.evaluate(() => ({
    h1: document.querySelector('h1')?.textContent,
    footerClass: document.querySelector('footer')?.className,
  }))
  console.log(JSON.stringify({ label, after, logged }))
  await page.close()
}
await browser.close()
