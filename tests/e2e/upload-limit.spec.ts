/**
 * Issue 11 (Input): a spreadsheet over 2 MB is refused in the browser with the Swedish message and
 * never sent; an upload body over the RPC's limit sent by hand is refused by the server with 413.
 */
import { expect, test } from './fixtures'
import { hydrated, logIn, watchRpc } from './support'

test('a sheet over 2 MB is refused with its message, and the server refuses a larger body', async ({
  page,
}) => {
  await logIn(page, 'olle.strand')
  await page.goto('/snabborder')
  await hydrated(page)
  const method = page.getByLabel('Leveranssätt')
  const firstMethod = await method.locator('option:not([value=""])').first().getAttribute('value')
  await method.selectOption(firstMethod!)
  const calls = watchRpc(page)
  await page.getByLabel('Kalkylblad').setInputFiles({
    name: 'stor.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 'a'),
  })
  await page.getByRole('button', { name: 'Läs in i varukorgen' }).click()
  await expect(page.getByText('Filen är för stor – högst 2 MB.')).toBeVisible()
  expect(calls.filter((path) => path === '/rpc/uploadCartSheet')).toEqual([])
  const direct = await page.request.post('/rpc/uploadCartSheet', {
    data: { deliveryId: firstMethod, fileName: 'stor.csv', content: 'a'.repeat(3 * 1024 * 1024) },
  })
  expect(direct.status()).toBe(413)
})
