/**
 * Content is reachable (issue 31): every published content page and listing page a visitor may see
 * is a few clicks from the start page, through the footer and the menus, which come from the content;
 * and a dynamic form stands on a content page as a section of its own.
 */
import { shopPathSegments } from '@proffsbutik/core/domain'
import { contentSeed } from '@proffsbutik/services/testing'
import { expect, test } from './fixtures'
import { hydrated } from './support'

/** The slugs of the pages a visitor may open: published content and listing pages, not for logged-in users only. */
const visibleSlugs = contentSeed.entries
  .filter((entry) => entry.type === 'contentPage' || entry.type === 'contentListingPage')
  .filter((entry) => entry.status !== 'draft' && entry.status !== 'archived')
  .filter((entry) => entry.fields['authenticatedOnly'] !== true)
  .map((entry) => String(entry.fields['slug']))

/** The shop paths a page links to, by the hrefs of its anchors (what a click opens). */
const linksOf = (html: string, base: string): string[] =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].flatMap(([, href]) => {
    const url = new URL(href!.replace(/&amp;/g, '&'), base)
    return url.origin === new URL(base).origin ? [url.pathname] : []
  })

test('every published content page is within three clicks of the start page', async ({
  request,
  baseURL,
}) => {
  const depthOf = new Map<string, number>([['/', 0]])
  let frontier = ['/']
  for (let depth = 1; depth <= 3 && frontier.length > 0; depth++) {
    const next: string[] = []
    for (const path of frontier) {
      const response = await request.get(path)
      if (!response.ok()) continue
      for (const link of linksOf(await response.text(), baseURL!)) {
        // The catalogue and the account pages are the shop's own; content lives everywhere else.
        if (depthOf.has(link) || shopPathSegments.includes(link.split('/')[1] ?? '')) continue
        depthOf.set(link, depth)
        next.push(link)
      }
    }
    frontier = next
  }
  const reached = (slug: string) =>
    [...depthOf.keys()].some((path) => path === `/${slug}` || path.endsWith(`/${slug}`))
  expect(visibleSlugs.length).toBeGreaterThan(10)
  expect(visibleSlugs.filter((slug) => !reached(slug))).toEqual([])
})

test('the footer and the “Mer” menu link the content’s listing pages; the contact form is on Kundservice', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const footer = page.getByRole('navigation', { name: 'Information och hjälp' })
  await expect(footer.getByRole('link', { name: 'Hjälp och villkor' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Guider och tips' })).toBeVisible()

  await page.getByRole('button', { name: 'Mer' }).click()
  await page.locator('#menu-extraMenu').getByRole('link', { name: 'Guider och tips' }).click()
  await expect(page).toHaveURL(/\/guider-och-tips$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guider och tips')

  await footer.getByRole('link', { name: 'Kundservice' }).click()
  await expect(page).toHaveURL(/\/hjalp-och-villkor\/kundservice$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundservice')
  const form = page.locator('.form-section')
  await expect(form.getByRole('button', { name: 'Skicka meddelande' })).toBeVisible()
  await page.screenshot({ path: 'test-results/content-reach-kundservice.png', fullPage: true })
})

test('the information banner’s link shows the icon the content names', async ({ page }) => {
  await page.goto('/')
  const icon = page.locator('.information-banner .banner-links__icon')
  await expect(icon).toHaveAttribute('src', '/icons/truck.svg')
  await expect(icon).toHaveAttribute('alt', '')
  await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})
