import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const js of [false, true]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, baseURL: 'http://localhost:3141' })
  const page = await ctx.newPage()
  await page.goto(process.argv[2] ?? '/')
  if (js) await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true')
  const info = await page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    bodyChildren: [...document.body.children].map(
      (e) =>
        e.tagName + (e.id ? '#' + e.id : '') + (e.className ? '.' + String(e.className).split(' ')[0] : ''),
    ),
    headers: document.querySelectorAll('header').length,
    mains: document.querySelectorAll('main').length,
    loginButtons: [...document.querySelectorAll('button')]
      .filter((b) => b.textContent?.trim() === 'Logga in')
      .map((b) => b.outerHTML.slice(0, 200) + ' | parent hidden=' + (b.closest('[hidden]') ? 'yes' : 'no')),
    flyout: document.querySelector('#account-flyout')?.outerHTML.slice(0, 300),
  }))
  console.log(js ? 'HYDRATED' : 'SSR', JSON.stringify(info, null, 1))
  await ctx.close()
}
await browser.close()
