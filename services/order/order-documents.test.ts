/**
 * The order documents in the shop's one Swedish form: the order's Excel workbook read back with
 * ExcelJS, the order confirmation and the quote read back with pdftotext (without poppler, on a
 * developer's machine, the PDF checks are left out). Units are the core's labels (unit-codes.ts),
 * postcodes "NNN NN" (address.ts formatPostcode).
 */
import { execFileSync } from 'node:child_process'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { amountsOf, money, type QuoteTotals } from '@proffsbutik/core/domain'
import { lineAmount, orderTotals } from './order-money'
import { orderPdf } from './order-pdf'
import type { OrderAddressRecord, OrderRecord } from './order-record'
import { orderWorkbook } from './order-xlsx'
import { quotePdf } from './quote-pdf'
import type { QuoteRecord } from './quotes'

const poppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
const pdfText = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString()

const now = new Date('2026-11-20T09:00:00Z')

/** Lines in the units the catalogue sells in, and one the table does not know. */
const units = ['ST', 'FRP', 'RLE', 'M', 'HINK'] as const

const lines = units.map((unit, index) => {
  const line = {
    orderId: 'order-1',
    lineNumber: index + 1,
    articleNumber: String(1000100 + index),
    name: `Artikel ${index + 1}`,
    brand: 'Aquatek',
    quantity: String(index + 2),
    unit,
    netPrice: '12.50',
    alloyingPrice: null,
    salesPriceUnit: 1,
    label: null,
  }
  return { ...line, amount: lineAmount(line) }
})

const address = (kind: 'delivery' | 'invoice', postalCode: string): OrderAddressRecord => ({
  kind,
  name: 'Rörbolaget i Lund AB',
  recipientName: 'Godsmottagningen',
  address1: 'Industrigatan 12',
  address2: null,
  address3: null,
  postalCode,
  postalAddress: 'Lund',
  countryCode: 'SE',
  phone: null,
})

const record: OrderRecord = {
  order: {
    id: 'order-1',
    orderNumber: '4100999',
    tempOrderId: 'temp-1',
    checkoutId: null,
    customerId: 'C100',
    projectId: null,
    userId: 'user-1',
    deliveryId: 'DBI',
    storeId: null,
    warehouseId: null,
    requestedDeliveryDate: '2026-11-24',
    reference: 'Kv. Linden hus B',
    message: null,
    contactName: null,
    contactPhone: null,
    totalNet: '0',
    currency: 'SEK',
    sendOrderReceipt: false,
    createdAt: now,
  },
  customerName: 'Rörbolaget i Lund AB',
  projectName: null,
  placedBy: { userId: 'user-1', name: 'Anna Berg', email: 'anna.berg@example.se' },
  storeName: null,
  lines,
  deliveryAddress: address('delivery', '22478'),
  invoiceAddress: address('invoice', '224 78'),
  events: [{ status: 'received', at: now }],
  totals: orderTotals(lines),
}

const quote: QuoteRecord = {
  quote: {
    id: 'quote-1',
    quoteNumber: 'Q-1001',
    customerId: 'C100',
    projectId: null,
    userId: 'user-1',
    cartId: 'cart-1',
    brand: 'dahl',
    recipientName: 'Byggfirman Ek AB',
    reference: null,
    message: null,
    markupTenths: 125,
    validityDays: 30,
    validUntil: '2026-12-20',
    totalNet: '0',
    totalVat: '0',
    totalGross: '0',
    createdAt: now,
  },
  brand: 'dahl',
  customerName: 'Rörbolaget i Lund AB',
  projectName: null,
  madeBy: { name: 'Anna Berg', email: 'anna.berg@example.se', phone: null },
  lines: lines.map((line) => ({
    lineNumber: line.lineNumber,
    articleNumber: line.articleNumber,
    name: line.name,
    brand: line.brand,
    quantity: line.quantity,
    unit: line.unit,
    deliveryId: 'DBI',
    costPrice: money('12.50'),
    quotedPrice: money('12.50'),
    salesPriceUnit: 1,
    amount: line.amount,
  })),
  totals: amountsOf(lines.map((line) => line.amount)) as QuoteTotals,
}

/** The order workbook of an order, written and read back. */
async function writtenSheet(order: OrderRecord = record): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await orderWorkbook(order, true, now)).slice().buffer)
  return workbook.worksheets[0]!
}

/** The order workbook's rows as their cells' values. */
async function workbookRows(): Promise<unknown[][]> {
  const rows: unknown[][] = []
  ;(await writtenSheet()).eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

/** The row of a PDF's line table that starts with the line's number and article number. */
const pdfRow = (text: string, line: (typeof lines)[number]) =>
  text.split('\n').find((row) => new RegExp(`^\\s*${line.lineNumber}\\s+${line.articleNumber}\\b`).test(row))

describe('the order workbook', () => {
  it('writes each line’s unit as the core’s Swedish label, an unknown code in lower case', async () => {
    const rows = await workbookRows()
    const head = rows.findIndex((row) => row[1] === 'Artikelnummer')
    expect(rows[head]![5]).toBe('Enhet')
    expect(rows.slice(head + 1, head + 1 + lines.length).map((row) => row[5])).toEqual([
      'st',
      'fp',
      'rle',
      'm',
      'hink',
    ])
  })

  it('makes each column as wide as its content: the facts’ labels, the longest name, a narrow unit', async () => {
    const name = 'Avloppsrör PP Aquatek AQ 162 160 mm med muff och tätning'
    const sheet = await writtenSheet({ ...record, lines: [{ ...lines[0]!, name }, ...lines.slice(1)] })
    // ExcelJS writes no width for a column of its default, 9: it reads back as none.
    const width = (column: number) => sheet.getColumn(column).width ?? 9
    expect(width(1)).toBeGreaterThanOrEqual('Önskat leveransdatum'.length)
    expect(width(1)).toBeLessThanOrEqual('Önskat leveransdatum'.length + 4)
    expect(width(3)).toBeGreaterThanOrEqual(name.length)
    expect(width(3)).toBeLessThanOrEqual(name.length + 4)
    expect(width(6)).toBeGreaterThanOrEqual('Enhet'.length)
    expect(width(6)).toBeLessThanOrEqual(8)
    // The amounts as Excel shows them, "1 234,50 kr", and the totals' labels beside them.
    expect(width(7)).toBeGreaterThanOrEqual('Totalt inkl. moms'.length)
    for (let column = 1; column <= 8; column++) expect(width(column)).toBeLessThanOrEqual(60)
  })

  it('writes both addresses with the postcode as "NNN NN", kept with or without its space', async () => {
    const rows = await workbookRows()
    const fact = (label: string) => rows.find((row) => row[0] === label)?.[1]
    const written = 'Rörbolaget i Lund AB, Godsmottagningen, Industrigatan 12, 224 78 Lund'
    expect(fact('Leveransadress')).toBe(written)
    expect(fact('Fakturaadress')).toBe(written)
  })
})

/** The order and quote with their first line priced on request (no price, no amount). */
const onRequestLine: OrderRecord['lines'][number] = { ...lines[0]!, netPrice: null, amount: null }
const withOnRequest: OrderRecord = {
  ...record,
  lines: [onRequestLine, ...lines.slice(1)],
  totals: orderTotals([onRequestLine, ...lines.slice(1)]),
}
const quoteWithOnRequest: QuoteRecord = {
  ...quote,
  lines: [{ ...quote.lines[0]!, quotedPrice: null, amount: null }, ...quote.lines.slice(1)],
}

describe('a line priced on request', () => {
  it('says "Pris på förfrågan" for its price and its amount in the order workbook', async () => {
    const sheet = await writtenSheet(withOnRequest)
    const row = sheet
      .getRows(1, sheet.rowCount)!
      .find((r) => r.getCell(2).value === onRequestLine.articleNumber)
    expect([row?.getCell(7).value, row?.getCell(8).value]).toEqual(['Pris på förfrågan', 'Pris på förfrågan'])
  })

  it.skipIf(!poppler)(
    'says "Pris på förfrågan" for its price and its amount in the order and quote PDFs',
    async () => {
      const texts = [
        pdfText(
          await orderPdf({
            record: withOnRequest,
            document: { kind: 'confirmation' },
            brand: 'dahl',
            prices: true,
            now,
            customerServiceEmail: 'kundservice@example.se',
          }),
        ),
        pdfText(await quotePdf({ record: quoteWithOnRequest, now })),
      ]
      for (const text of texts) {
        // The table's row and the lines wrapped under it, up to the next line's row.
        const start = text.split('\n').findIndex((row) => pdfRow(text, lines[0]!) === row)
        const next = text.split('\n').findIndex((row) => pdfRow(text, lines[1]!) === row)
        const block = text.split('\n').slice(start, next).join(' ').replace(/\s+/g, ' ')
        expect(block.match(/Pris på\s+(förfrågan)?/g)?.length, block).toBe(2)
      }
    },
  )
})

describe.skipIf(!poppler)('the order confirmation and the quote as PDF', () => {
  it('write each line’s unit as the core’s Swedish label', async () => {
    const texts = [
      pdfText(
        await orderPdf({
          record,
          document: { kind: 'confirmation' },
          brand: 'dahl',
          prices: true,
          now,
          customerServiceEmail: 'kundservice@example.se',
        }),
      ),
      pdfText(await quotePdf({ record: quote, now })),
    ]
    for (const text of texts)
      expect(lines.map((line) => pdfRow(text, line)?.match(/\s(st|fp|rle|m|hink)\s/)?.[1])).toEqual([
        'st',
        'fp',
        'rle',
        'm',
        'hink',
      ])
  })

  it('write the order’s addresses with the postcode as "NNN NN", with the phone', async () => {
    const text = pdfText(
      await orderPdf({
        record: { ...record, deliveryAddress: { ...address('delivery', '22478'), phone: '046-12 34 56' } },
        document: { kind: 'confirmation' },
        brand: 'dahl',
        prices: true,
        now,
        customerServiceEmail: 'kundservice@example.se',
      }),
    )
    expect(text.match(/224 78 Lund/g)).toHaveLength(2)
    expect(text).not.toContain('22478')
    expect(text).toContain('Tel. 046-12 34 56')
  })
})
