import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const js of [false, true]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, baseURL: 'http://localhost:3141' })
  const page = await ctx.newPage()
  await page.goto(process.argv[2] ?? '/')
  if (js) await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true')
  const tree = await page.evaluate(`(() => {
    const out = []
    function label(n) { return n.nodeType === 1 ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (typeof n.className === 'string' && n.className ? '.' + n.className.split(' ')[0] : '') : n.nodeType === 8 ? '<!--' + n.nodeValue + '-->' : n.nodeType === 3 ? JSON.stringify(n.nodeValue.slice(0, 20)) : '#' + n.nodeType }
    function walk(n, d) { if (d > ${process.env.DEPTH ?? 5}) return; out.push('  '.repeat(d) + label(n)); n.childNodes.forEach((c) => walk(c, d + 1)) }
    walk(document, 0)
    return out.join('\\n')
  })()`)
  console.log(js ? '=== HYDRATED' : '=== SSR')
  console.log(tree)
  await ctx.close()
}
await browser.close()
