/**
 * The order documents against real programs: the confirmation PDF renders with pdftoppm and reads
 * back as Swedish text with pdftotext, and the order's .xlsx opens in LibreOffice. `.ci/run`
 * installs poppler and LibreOffice; without them (a developer's machine) these are skipped.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../testing/answers'
import { startHarness, type Harness } from '../testing/harness'

const installed = (command: string, args: string[]) => {
  try {
    execFileSync(command, args, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const poppler = installed('pdftoppm', ['-v'])
const soffice = installed('soffice', ['--version'])

let harness: Harness
let dir: string
let order: { orderId: string; orderNumber: string }
beforeAll(async () => {
  harness = await startHarness()
  dir = mkdtempSync(join(tmpdir(), 'proffsbutik-documents-'))
  const page = await json<{ data: { orderId: string; orderNumber: string }[] }>(
    await harness.call('anna.berg', 'GET', '/services/order/orders/search?customerId=C100&limit=1'),
  )
  order = page.data[0]!
}, 60_000)
afterAll(async () => {
  await harness.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function download(path: string, name: string): Promise<string> {
  const response = await harness.call('anna.berg', 'GET', `/services/order/orders/${order.orderId}${path}`)
  expect(response.status).toBe(200)
  const file = join(dir, name)
  writeFileSync(file, new Uint8Array(await response.arrayBuffer()))
  return file
}

describe.skipIf(!poppler)('the order confirmation PDF', () => {
  it('renders with pdftoppm and reads back in Swedish', async () => {
    const pdf = await download('/documents/order-confirmation?brand=konr', 'orderbekraftelse.pdf')
    execFileSync('pdftoppm', ['-r', '50', '-png', '-f', '1', '-l', '1', pdf, join(dir, 'sida')])
    expect(statSync(join(dir, 'sida-1.png')).size).toBeGreaterThan(5_000)
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString()
    expect(text).toContain('Orderbekräftelse')
    expect(text).toContain(order.orderNumber)
    expect(text).toMatch(/Leveransadress/i)
    expect(text).toMatch(/\d+,\d{2} kr/)
  }, 60_000)
})

describe.skipIf(!soffice)('the order spreadsheet', () => {
  it('opens in LibreOffice with the order and its lines', async () => {
    const xlsx = await download('/download', 'order.xlsx')
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):59,34,76',
        '--outdir',
        dir,
        xlsx,
      ],
      { stdio: 'pipe', timeout: 120_000 },
    )
    const csv = readFileSync(join(dir, 'order.csv'), 'utf8')
    expect(csv).toContain(order.orderNumber)
    expect(csv.split(/\r?\n/).filter((line) => /^\d+;\d{7};/.test(line)).length).toBeGreaterThan(0)
  }, 180_000)
})
