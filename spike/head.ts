import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ baseURL: 'http://localhost:3141' })
page.on('console', (m) => console.log('[console]', m.type(), m.text()))
await page.goto(process.argv[2] ?? '/')
await page.waitForFunction('document.documentElement.dataset.hydrated === "true"')
console.log((await page.evaluate('document.head.outerHTML')).replace(/></g, '>\n<'))
console.log('stylesheets applied:', await page.evaluate('document.styleSheets.length'))
await browser.close()
