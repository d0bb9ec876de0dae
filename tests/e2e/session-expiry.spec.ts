/**
 * A session that runs out while the page is open (shop-core §4, docs/adr/0001): the buyer leaves
 * the page for longer than the services' tokens live, and the first step she takes after that is
 * answered 401; the page reloads and asks her to log in, once.
 *
 * The journeys' shared shop hands out tokens that live for 15 minutes and 30 days, so this file
 * starts a shop of its own whose services hand out tokens that live about a minute
 * (ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS: the shortest the services allow). The shop refreshes
 * an access token near its expiry before a call (TOKEN_REFRESH_MARGIN_SECONDS), so an expired access
 * token alone is never seen by the buyer: her session ends when the refresh token has run out too.
 */
import { expect, test as base, type APIRequestContext } from './fixtures'
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'
import { startOwnShop } from './own-shop'
import { hydrated, logIn, logInHere, watchRpc } from './support'

/** Lifetime of the refresh tokens of this file's shop, in seconds. */
const REFRESH_TOKEN_SECONDS = 60

/**
 * Lifetime of its access tokens: a second longer than a refresh token, so that an access token
 * issued after the buyer's last call (whole seconds) runs out only after her refresh token has.
 */
const ACCESS_TOKEN_SECONDS = REFRESH_TOKEN_SECONDS + 1

const test = base.extend<object, { shortTokenShop: string }>({
  shortTokenShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern
    async ({}, use) => {
      const shop = await startOwnShop({
        ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS),
        REFRESH_TOKEN_SECONDS: String(REFRESH_TOKEN_SECONDS),
      })
      await use(shop.url)
      await shop.stop()
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ shortTokenShop }, use) => use(shortTokenShop),
})

/**
 * Waits until a buyer's tokens issued before now have run out: a token the services issue now, after
 * her page's last call, tells when; once the services refuse it, her refresh token is older than its
 * lifetime too.
 */
async function tokensRunOut(request: APIRequestContext) {
  const witness = await request.post('/services/auth/v2/sessions/', {
    data: { username: 'anna.berg', password: DEMO_PASSWORD },
  })
  expect(witness.ok()).toBe(true)
  const { accessToken, userId } = (await witness.json()) as { accessToken: string; userId: string }
  await expect
    .poll(
      async () =>
        (
          await request.get(`/services/user/v2/users/${userId}`, {
            headers: { authorization: `Bearer ${accessToken}` },
          })
        ).status(),
      { timeout: (ACCESS_TOKEN_SECONDS + 30) * 1000, intervals: [1000] },
    )
    .toBe(401)
}

test('when the tokens run out while the page is open, the next step reloads the page and asks to log in, once', async ({
  page,
  request,
}) => {
  test.setTimeout(3 * 60_000)
  await logIn(page, 'anna.berg')
  await expect(page.locator('.favourite-button').first()).toBeEnabled()
  await page.waitForLoadState('networkidle')
  const callsWhileAway = watchRpc(page)

  // The buyer is away.
  await tokensRunOut(request)
  expect(callsWhileAway).toEqual([])

  // She comes back and opens a product: the shop's refresh is refused, the page reloads.
  await page.locator('.product-card a').first().click()
  await expect(page.getByRole('status')).toHaveText(/Vänligen logga in/)
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible()
  await expect(page.getByTestId('acting-context')).toHaveCount(0)
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('status')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible()
})

test('on order pages too: an order opened after the tokens ran out, and a search of the open history, ask to log in', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(3 * 60_000)
  await logIn(page, 'anna.berg')
  await page.goto('/mina-sidor/ordrar')
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'Sök ordrar' })).toBeEnabled()
  const orderLink = page.locator('a[href^="/mina-sidor/ordrar/"]').first()
  const orderPath = (await orderLink.getAttribute('href'))!
  await page.waitForLoadState('networkidle')

  // Away for longer than the tokens live.
  await tokensRunOut(request)

  // An order opened in a new tab: the server's page finds the session over and says so at home.
  const tab = await context.newPage()
  await tab.goto(orderPath)
  await hydrated(tab)
  await expect(tab).toHaveURL(/\/$/)
  await expect(tab.getByRole('status')).toHaveText(/Vänligen logga in/)
  await expect(tab.getByTestId('acting-context')).toHaveCount(0)

  // The history still open in the first tab: its search is refused 401 (once its CSRF token, which
  // the other tab's answer replaced, has been renewed), and the page asks to log in.
  const answered: number[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('/rpc/orderHistory')) answered.push(response.status())
  })
  await page.getByRole('button', { name: 'Sök ordrar' }).click()
  await expect(page.getByRole('status')).toHaveText(/Vänligen logga in/)
  expect(answered.at(-1)).toBe(401)
  await expect(page.getByText('Vi ber om ursäkt')).toHaveCount(0)

  // Logged in again in the tab, she is on the order she opened.
  await logInHere(tab, 'anna.berg')
  await expect(tab).toHaveURL(new RegExp(`${orderPath}$`))
  await expect(tab.getByTestId('acting-context')).toBeVisible()
})
