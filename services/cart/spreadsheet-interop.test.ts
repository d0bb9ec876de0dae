/**
 * The cart's spreadsheets against a real spreadsheet program: an exported .xlsx opens in LibreOffice
 * (converted headless without error, the lines intact), and an .xlsx that LibreOffice wrote uploads
 * into a cart. `.ci/run` installs LibreOffice; without it (a developer's machine) these are skipped.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../testing/harness'

const soffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

let harness: Harness
let dir: string
let cartId: string
beforeAll(async () => {
  harness = await startHarness()
  dir = mkdtempSync(join(tmpdir(), 'proffsbutik-sheets-'))
  const response = await harness.call('anna.berg', 'POST', '/services/product/graphql', {
    query: '{ getCart(stockInput: {}) { cartId } }',
  })
  cartId = ((await response.json()) as { data: { getCart: { cartId: string } } }).data.getCart.cartId
}, 60_000)
afterAll(async () => {
  await harness.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** Converts a file with LibreOffice headless; answers the converted file's path. */
function convert(file: string, to: string): string {
  // A CSV is read as semicolon-separated UTF-8, the way Swedish Excel writes it.
  const csvIn = file.endsWith('.csv') ? ['--infilter=CSV:59,34,76'] : []
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--headless',
      ...csvIn,
      '--convert-to',
      to,
      '--outdir',
      dir,
      file,
    ],
    { stdio: 'pipe', timeout: 120_000 },
  )
  return file.replace(/\.[^.]+$/, `.${to.split(':')[0]}`)
}

describe.skipIf(!soffice)('spreadsheets and LibreOffice', () => {
  it('opens an exported cart in LibreOffice with its lines intact', async () => {
    const added = await harness.call(
      'anna.berg',
      'POST',
      `/services/cart/v2/cart/${cartId}/variants/batch/add`,
      {
        items: [
          { articleNumber: '1000003', quantity: 2, deliveryId: 'DBI', label: 'Kök & bad' },
          { articleNumber: '1000006', quantity: 5, deliveryId: 'EXH' },
        ],
      },
    )
    const { cartItems } = (await added.json()) as { cartItems: { cartItemId: string }[] }
    const exported = await harness.call('anna.berg', 'POST', `/services/cart/v2/cart/${cartId}/export`, {
      cartItemIds: cartItems.map((line) => line.cartItemId),
    })
    const file = join(dir, 'varukorg.xlsx')
    writeFileSync(file, new Uint8Array(await exported.arrayBuffer()))
    const csv = readFileSync(convert(file, 'csv:Text - txt - csv (StarCalc):59,34,76'), 'utf8').split(/\r?\n/)
    expect(csv[0]).toBe(
      'Artikelnummer;Benämning;EAN;Antal;Enhet;Leveranssätt;Märkning;À-pris (kr);Summa (kr)',
    )
    expect(csv[1]).toMatch(/^1000003;.+;\d+;2;fp;Utkörning;Kök & bad;[\d.]+;[\d.]+$/)
    expect(csv[2]).toMatch(/^1000006;.+;5;\w+;Leverans till butik;;/)
    expect(csv[3]).toMatch(/^;Summa exkl\. moms;;;;;;;[\d,.]+$/)
    await harness.call('anna.berg', 'DELETE', `/services/cart/v2/cart/${cartId}/variants`)
  }, 180_000)

  it('uploads an .xlsx written by LibreOffice', async () => {
    const source = join(dir, 'bestallning.csv')
    writeFileSync(source, 'Artikelnummer;Antal;Märkning\n1000003;4;Plan 2\n1000006;1;\nokänd;2;\n', 'utf8')
    const xlsx = convert(source, 'xlsx:Calc MS Excel 2007 XML')
    const form = new FormData()
    form.set('file', new Blob([readFileSync(xlsx)]), 'bestallning.xlsx')
    form.set('deliveryId', 'DBI')
    const response = await fetch(`${harness.url}/services/cart/v2/cart/${cartId}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await harness.token('anna.berg')}` },
      body: form,
    })
    const answer = (await response.json()) as {
      addedCount: number
      cartItems: { articleNumber: string; quantity: number; label: string | null }[]
      errors: { row: number; code: string }[]
    }
    expect(answer, JSON.stringify(answer)).toMatchObject({ addedCount: 2 })
    expect(answer.cartItems.map((line) => [line.articleNumber, line.quantity, line.label])).toEqual([
      ['1000003', 4, 'Plan 2'],
      ['1000006', 1, null],
    ])
    expect(answer.errors).toEqual([expect.objectContaining({ row: 4, code: 'unknown_article' })])
  }, 180_000)
})
