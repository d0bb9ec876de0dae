/**
 * The hydration guard of ./fixtures, shown to work: a product page whose served HTML is changed on
 * its way to the browser, so that the server's page and the browser's first render disagree, is
 * reported by React's production build through the client entry's error reporter, and the guard
 * sees it and fails the journey.
 */
import { expect, test, type Page } from './fixtures'
import { hydrated } from './support'

const PRODUCT = '/produkt/traskruv-1000003'

/** Serves PRODUCT with its heading's text changed: the HTML no longer matches what React renders. */
async function serveMismatchedProduct(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === PRODUCT,
    async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const changed = html.replace(/(<h1[^>]*>)([^<]+)/, '$1Ändrad på vägen')
      expect(changed, 'the product page has a heading to change').not.toBe(html)
      await route.fulfill({ response, body: changed })
    },
  )
}

test('a page the server and the browser render differently is reported as a render problem', async ({
  page,
  renderProblems,
}) => {
  await serveMismatchedProduct(page)
  await page.goto(PRODUCT)
  await hydrated(page)
  await expect
    .poll(async () => (await renderProblems.seen()).join('\n'))
    .toContain('Render problem (recoverable)')
  // React threw the server's HTML away and rendered the page itself: the heading is its own again.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Ändrad på vägen')
  // Seen and checked: this journey is not failed for it.
  await renderProblems.accept()
})

test('an unchanged page hydrates with no render problem', async ({ page, renderProblems }) => {
  await page.goto(PRODUCT)
  await hydrated(page)
  await page.getByRole('heading', { level: 1 }).click()
  expect(await renderProblems.seen()).toEqual([])
})

test.describe('the guard', () => {
  // A journey in which a mismatch happens fails, though it checks nothing itself.
  test.fail()
  test('fails a journey during which a page mismatched', async ({ page }) => {
    await serveMismatchedProduct(page)
    await page.goto(PRODUCT)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Ändrad på vägen')
  })
})
