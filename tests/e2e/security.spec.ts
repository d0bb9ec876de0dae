import { expect, test } from './fixtures'
import { hydrated, logIn, rpcPost } from './support'

test('pages carry a nonce-based Content-Security-Policy that the shop itself keeps to', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text())
  })
  const response = await page.goto('/leveransdagar')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src 'self' 'nonce-[\w+/=]{20,}'/)
  expect(policy).toContain("object-src 'none'")
  expect(policy).toContain("frame-ancestors 'self'")
  expect(response?.headers()['x-content-type-options']).toBe('nosniff')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('link', { name: 'Startsida' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välkommen till grossisten för proffs')
  expect(violations).toEqual([])
  // Each page gets its own nonce.
  const again = await page.request.get('/leveransdagar')
  expect(again.headers()['content-security-policy']).not.toBe(policy)
})

test('an injected inline script without the nonce does not run', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    await new Promise((resolve) => setTimeout(resolve, 50))
    return (window as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
})

test('scripts are served precompressed (brotli, else gzip) with immutable caching', async ({ request }) => {
  // The server's HTML names the entry script (after hydration the router may render the tag anew).
  const html = await (await request.get('/')).text()
  const src = /<script type="module" src="([^"]+)"/.exec(html)?.[1]
  expect(src).toMatch(/^\/assets\//)
  const brotli = await request.get(src!, { headers: { 'accept-encoding': 'br, gzip' } })
  expect(brotli.headers()['content-encoding']).toBe('br')
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const gzip = await request.get(src!, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  const rpc = await rpcPost(request, '/rpc/deliveryCalendar', {
    data: { days: 60 },
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(rpc.headers()['content-encoding']).toBe('gzip')
})

test('a page of another site cannot post to /rpc: refused, and the buyer stays logged in', async ({
  page,
}) => {
  await logIn(page, 'anna.berg')
  const shop = new URL(page.url()).origin
  // The attacker's page auto-submits a form to the shop's logout (text/plain: no CORS preflight).
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${shop}/rpc/logout" enctype="text/plain">
        <input name='{"a":"' value='"}'></form><script>document.forms[0].submit()</script>`,
    }),
  )
  const refused = page.waitForResponse((response) => response.url().endsWith('/rpc/logout'))
  await page.goto('http://evil.example/')
  const answer = await refused
  expect(answer.status()).toBe(403)
  expect(await answer.json()).toMatchObject({
    error: { key: 'errors.request_refused', tag: 'CrossSiteRequest' },
  })
  await page.goto(`${shop}/`)
  await hydrated(page)
  await expect(page.getByTestId('acting-context')).toBeVisible()
})

test('an RPC without the session’s token is refused; the page’s own calls carry it', async ({ page }) => {
  await logIn(page, 'anna.berg')
  const bare = await page.request.post('/rpc/logout', { data: {} })
  expect(bare.status()).toBe(403)
  expect(await bare.json()).toMatchObject({
    error: { key: 'errors.request_refused', tag: 'CsrfTokenMismatch' },
  })
  const tokens: (string | undefined)[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/rpc/')) tokens.push(request.headers()['x-csrf-token'])
  })
  await page.getByTestId('acting-context').click()
  await page
    .getByLabel('Du handlar för')
    .selectOption({ label: 'Nordic VVS & Värme AB / Sjukhusbygget etapp 2' })
  await expect(page.getByTestId('acting-context')).toContainText('Nordic VVS')
  expect(tokens.length).toBeGreaterThan(0)
  for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/)
  expect((await rpcPost(page.request, '/rpc/session', { data: {} })).status()).toBe(200)
})
