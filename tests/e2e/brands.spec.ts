import { expect, test } from '@playwright/test'

const port = Number(process.env['E2E_PORT'] ?? 3107)

test('each brand has its own logo and colours; a host can be another brand', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'dahl')
  await expect(page.locator('[data-brand-logo]')).toHaveAttribute('data-brand-logo', 'dahl')
  await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(11, 79, 156)')
  await page.screenshot({ path: 'test-results/brand-dahl.png' })

  await page.goto(`http://127.0.0.1:${port}/`)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'konr')
  await expect(page.getByRole('img', { name: 'Konr' })).toBeVisible()
  await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(179, 38, 30)')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'konr')
  await page.screenshot({ path: 'test-results/brand-konr.png' })
})

test('the brand configuration names each brand’s default store and central warehouse', async ({
  request,
}) => {
  const config = await (await request.get('/api/brand-config')).json()
  expect(Object.keys(config)).toEqual(['dahl', 'konr', 'kasp', 'opti'])
  expect(config.dahl).toEqual({ defaultStoreId: '1001', centralStorageId: '9000' })
})
