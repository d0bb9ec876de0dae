import { chromium } from '@playwright/test'
import { readFileSync, writeFileSync } from 'node:fs'
const file = 'ui/components/layout/site-footer.tsx'
const original = readFileSync(file, 'utf8')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ baseURL: 'http://localhost:3143' })
const logs: string[] = []
page.on('console', (m) => logs.push(m.type() + ': ' + m.text().slice(0, 200)))
let navs = 0
page.on('framenavigated', (f) => f === page.mainFrame() && navs++)
await page.goto('/')
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
await page.waitForTimeout(3000)
await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
try {
  writeFileSync(
    file,
    original.replace('<footer className="site-footer">', '<footer className="site-footer" data-hmr="yes">'),
  )
  await page.waitForTimeout(5000)
  console.log(
    JSON.stringify({
      attr: await page.evaluate(() => document.querySelector('footer')?.getAttribute('data-hmr')),
      sameDocument: await page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1),
      navs,
      logs: logs.filter((l) => !l.includes('connect')),
    }),
  )
} finally {
  writeFileSync(file, original)
}
await browser.close()
