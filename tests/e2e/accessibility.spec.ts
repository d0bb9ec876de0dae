import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from './fixtures'
import { hydrated, logIn, logInHere } from './support'

/**
 * WCAG 2.1 A/AA (axe-core) on the shop's main pages, for a visitor and a logged-in buyer, on a
 * desktop and a phone; with the flyouts open; and in every brand's colours. A violation of impact
 * serious or critical fails the journey; every violation found is printed.
 */

const port = Number(process.env['E2E_PORT'] ?? 3107)
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const failingImpacts = new Set(['serious', 'critical'])

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>
type Violation = Results['violations'][number]
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** One violation as readable lines: rule, impact, help, and each element's selector and summary. */
function describe(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')
    return `    ${node.target.join(' ')}\n      ${summary}`
  })
  return [
    `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
    `  ${violation.helpUrl}`,
    ...nodes,
  ].join('\n')
}

/** Runs axe on the page as it is now; prints every violation, answers the serious and critical ones. */
async function audit(page: Page, label: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(wcagTags)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  if (violations.length > 0) console.log(`axe on ${label}:\n${violations.map(describe).join('\n')}`)
  return violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => `${label}\n${describe(violation)}`)
}

/** Fails with every serious or critical violation of the audits, each printed in full. */
function expectNone(found: string[]) {
  expect(found, `serious or critical WCAG violations:\n\n${found.join('\n\n')}`).toEqual([])
}

/** The pages audited, each opened and waited for until its content is on screen. */
const pages: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'start page /',
    open: async (page) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  {
    name: 'category /kategorier/fastenings/skruv',
    open: async (page) => {
      await page.goto('/kategorier/fastenings/skruv')
      await expect(page.locator('.product-grid .product-card').first()).toBeVisible()
    },
  },
  {
    name: 'product page (first card of the category)',
    open: async (page) => {
      await page.goto('/kategorier/fastenings/skruv')
      await hydrated(page)
      const link = page.locator('.product-grid .product-card').first().locator('.product-card__name a')
      const name = (await link.textContent())!
      await link.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    },
  },
  {
    name: 'search /search?q=skruv',
    open: async (page) => {
      await page.goto('/search?q=skruv')
      await expect(page.locator('.product-grid .product-card').first()).toBeVisible()
    },
  },
  {
    name: 'campaigns /kampanjer',
    open: async (page) => {
      await page.goto('/kampanjer')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  {
    name: 'store finder /hitta-butik',
    open: async (page) => {
      await page.goto('/hitta-butik')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  {
    name: 'delivery days /leveransdagar',
    open: async (page) => {
      await page.goto('/leveransdagar')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  {
    name: 'content page with every section kind /proffsguiden',
    open: async (page) => {
      await page.goto('/proffsguiden')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proffsguiden')
    },
  },
  {
    name: 'listing page /guider-och-tips',
    open: async (page) => {
      await page.goto('/guider-och-tips')
      await expect(page.locator('.listing-card').first()).toBeVisible()
    },
  },
  {
    name: 'store page /butiker/1001',
    open: async (page) => {
      await page.goto('/butiker/1001')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  {
    name: '404 page',
    open: async (page) => {
      const response = await page.goto('/finns-inte/heller')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
]

const viewports = [
  { name: 'desktop 1280 px', width: 1280, height: 900 },
  { name: 'phone 360 px', width: 360, height: 740 },
]
const visitors = [
  { name: 'visitor', username: undefined },
  { name: 'anna.berg', username: 'anna.berg' },
]

for (const viewport of viewports) {
  for (const visitor of visitors) {
    test.describe(`${visitor.name} at ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } })
      // The buyer logs in once per worker; each page opens in a fresh context with that session.
      let session: StorageState | undefined
      test.beforeAll(async ({ browser }) => {
        if (!visitor.username) return
        const context = await browser.newContext()
        await logIn(await context.newPage(), visitor.username)
        session = await context.storageState()
        await context.close()
      })
      for (const target of pages) {
        test(`${target.name} has no serious or critical WCAG A/AA violation`, async ({ browser }) => {
          const context = await browser.newContext({
            viewport: { width: viewport.width, height: viewport.height },
            ...(session ? { storageState: session } : {}),
          })
          const page = await context.newPage()
          await target.open(page)
          await hydrated(page)
          if (visitor.username) await expect(page.getByTestId('acting-context')).toBeVisible()
          expectNone(await audit(page, `${target.name}, ${visitor.name}, ${viewport.name}`))
          await context.close()
        })
      }
    })
  }
}

test.describe('flyouts open', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the login flyout, the product menu and the search suggestions, for a visitor', async ({ page }) => {
    const found: string[] = []
    await page.goto('/kategorier/fastenings/skruv')
    await hydrated(page)
    await page.getByRole('button', { name: 'Logga in', exact: true }).click()
    await expect(page.locator('#account-flyout')).toBeVisible()
    found.push(...(await audit(page, 'login flyout open, visitor')))

    await page.getByRole('button', { name: 'Vårt erbjudande' }).click()
    await expect(page.locator('#menu-productMenu')).toBeVisible()
    found.push(...(await audit(page, 'product menu open, visitor')))

    await page.getByLabel('Sök bland artiklar och sidor').fill('kulv')
    await expect(page.locator('#search-fayt')).toBeVisible()
    found.push(...(await audit(page, 'search suggestions open, visitor')))
    expectNone(found)
  })

  test('the stock dialog, a toast, the cart flyout with lines, the account and product menus, for a buyer', async ({
    page,
  }) => {
    const found: string[] = []
    await logIn(page, 'anna.berg')
    await pages[2]!.open(page)
    await hydrated(page)
    await page.getByRole('button', { name: 'Se lagersaldo i alla butiker' }).click()
    await expect(page.getByRole('dialog').locator('tbody tr').first()).toBeVisible()
    found.push(...(await audit(page, 'stock dialog open, anna.berg')))
    await page.getByRole('dialog').getByRole('button', { name: 'Stäng' }).click()

    const add = page.locator('.product__add')
    await add.getByRole('textbox').fill('2')
    await add.getByRole('button', { name: 'Lägg i varukorg' }).click()
    await expect(page.locator('.toast')).toContainText('har lagts i varukorgen')
    found.push(...(await audit(page, 'toast shown, anna.berg')))

    await page.getByRole('button', { name: /^Varukorg, \d+ rad/ }).click()
    await expect(page.locator('#cart-flyout li').first()).toBeVisible()
    found.push(...(await audit(page, 'cart flyout open with lines, anna.berg')))

    await page.getByRole('button', { name: /Anna Berg/ }).click()
    await expect(page.locator('#account-flyout')).toBeVisible()
    found.push(...(await audit(page, 'account menu open, anna.berg')))

    await page.getByRole('button', { name: 'Vårt erbjudande' }).click()
    await expect(page.locator('#menu-productMenu')).toBeVisible()
    found.push(...(await audit(page, 'product menu open, anna.berg')))
    expectNone(found)
  })

  test('the phone drawer with a menu open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Meny' }).click()
    await page.locator('#main-nav').getByRole('button', { name: 'Vårt erbjudande' }).click()
    await expect(page.locator('#menu-productMenu')).toBeVisible()
    expectNone(await audit(page, 'phone drawer with the product menu open'))
  })
})

test.describe('every brand', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('konr, served on its own host, on the start and category pages', async ({ page }) => {
    const found: string[] = []
    for (const path of ['/', '/kategorier/fastenings/skruv']) {
      await page.goto(`http://127.0.0.1:${port}${path}`)
      await hydrated(page)
      await expect(page.locator('html')).toHaveAttribute('data-brand', 'konr')
      found.push(...(await audit(page, `konr ${path}`)))
    }
    expectNone(found)
  })

  for (const brand of ['dahl', 'konr', 'kasp', 'opti']) {
    test(`${brand}'s colours on a category and a product page, with the flyouts, for a visitor and a buyer`, async ({
      page,
    }) => {
      // Each brand on its own address, as a buyer on that brand's host sees it.
      const origin = `http://${brand}.localhost:${port}`
      const openCategory = async () => {
        await page.goto(`${origin}/kategorier/fastenings/skruv`)
        await expect(page.locator('.product-grid .product-card').first()).toBeVisible()
        await hydrated(page)
        await expect(page.locator('html')).toHaveAttribute('data-brand', brand)
      }
      const openProduct = async () => {
        const link = page.locator('.product-grid .product-card').first().locator('.product-card__name a')
        const name = (await link.textContent())!
        await link.click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      }
      const found: string[] = []
      await openCategory()
      found.push(...(await audit(page, `${brand} category page, visitor`)))
      await page.getByRole('button', { name: 'Logga in', exact: true }).click()
      await expect(page.locator('#account-flyout')).toBeVisible()
      found.push(...(await audit(page, `${brand} login flyout`)))
      await page.keyboard.press('Escape')
      await openProduct()
      found.push(...(await audit(page, `${brand} product page, visitor`)))

      await page.goto(`${origin}/`)
      await hydrated(page)
      await logInHere(page, 'anna.berg')
      await expect(page.getByTestId('acting-context')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-busy', 'false', { timeout: 15_000 })
      await openCategory()
      found.push(...(await audit(page, `${brand} category page, anna.berg`)))
      await openProduct()
      found.push(...(await audit(page, `${brand} product page, anna.berg`)))
      await page.getByRole('button', { name: /^Varukorg/ }).click()
      await expect(page.locator('#cart-flyout')).toBeVisible()
      found.push(...(await audit(page, `${brand} cart flyout, anna.berg`)))
      expectNone(found)
    })
  }
})
