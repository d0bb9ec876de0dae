/**
 * Order documents as PDF (pdfkit), in Swedish: the order confirmation ("Orderbekräftelse") and the
 * invoice ("Faktura"). Both carry the brand's logo, the order's facts, both addresses, the lines
 * in a table that continues over pages with its head repeated, the totals, and a footer with the
 * seller and "Sida x av y" on every page. A caller denied prices gets the lines without amounts.
 */
import PDFDocument from 'pdfkit'
import { stockholmDay } from '../../core/domain/calendar'
import { deliveryName } from '../../core/domain/checkout'
import type { Money } from '../../core/domain/money'
import { documentBrands, drawLogo, seller, type DocumentBrand } from './document-brands'
import type { BrandCode } from '../../core/domain/brand'
import type { Invoice } from './invoices'
import { PAYMENT_DAYS } from './invoices'
import { kronor, quantityText, unitPrice, VAT_PERCENTAGE } from './order-money'
import type { OrderAddressRecord, OrderRecord } from './order-record'
import { currentStatus, orderStatusNames } from './order-status'
import { unitName } from './sales-units'

/** Which document to draw. */
export type OrderDocument =
  { readonly kind: 'confirmation' } | { readonly kind: 'invoice'; readonly invoice: Invoice }

/** What a document is drawn from. */
export interface OrderDocumentInput {
  readonly record: OrderRecord
  readonly document: OrderDocument
  readonly brand: BrandCode
  /** Whether amounts are shown (a caller denied EJ_SE_PRISER gets none). */
  readonly prices: boolean
  readonly now: Date
  /** Customer service's address, printed in the footer. */
  readonly customerServiceEmail: string
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
/** Content stops here; the footer lives below. */
const CONTENT_BOTTOM = PAGE.height - 78
const TEXT = '#1D2733'
const MUTED = '#5B6770'
const RULE = '#D5DBE1'
const ZEBRA = '#F5F7F9'

interface Column {
  readonly title: string
  readonly width: number
  readonly align: 'left' | 'right'
  readonly cell: (line: OrderRecord['lines'][number]) => string
}

function columns(prices: boolean): Column[] {
  const fixed: Column[] = [
    { title: 'Rad', width: 26, align: 'left', cell: (line) => String(line.lineNumber) },
    { title: 'Artikelnr', width: 62, align: 'left', cell: (line) => line.articleNumber },
  ]
  const tail: Column[] = [
    { title: 'Antal', width: 48, align: 'right', cell: (line) => quantityText(line.quantity) },
    { title: 'Enhet', width: 34, align: 'left', cell: (line) => unitName(line.unit) },
    ...(prices
      ? [
          {
            title: 'À-pris',
            width: 72,
            align: 'right' as const,
            cell: (line: OrderRecord['lines'][number]) => {
              const price = unitPrice(line)
              if (price === null) return 'Pris på begäran'
              return line.salesPriceUnit > 1 ? `${kronor(price)}/${line.salesPriceUnit}` : kronor(price)
            },
          },
          {
            title: 'Belopp',
            width: 78,
            align: 'right' as const,
            cell: (line: OrderRecord['lines'][number]) => (line.amount === null ? '–' : kronor(line.amount)),
          },
        ]
      : []),
  ]
  const used = [...fixed, ...tail].reduce((sum, column) => sum + column.width, 0)
  return [
    ...fixed,
    { title: 'Benämning', width: CONTENT_WIDTH - used, align: 'left', cell: (line) => line.name },
    ...tail,
  ]
}

const addressLines = (address: OrderAddressRecord | null): string[] =>
  address === null
    ? ['–']
    : [
        address.name,
        address.recipientName,
        address.address1,
        address.address2,
        address.address3,
        [address.postalCode, address.postalAddress].filter(Boolean).join(' '),
        address.countryCode === 'SE' ? null : address.countryCode === 'AX' ? 'Åland' : address.countryCode,
        address.phone ? `Tel. ${address.phone}` : null,
      ].filter((line): line is string => Boolean(line && line.trim()))

/** Draws label–value pairs in two narrow columns; answers the y below them. */
function facts(
  doc: PDFKit.PDFDocument,
  pairs: readonly (readonly [string, string])[],
  x: number,
  y: number,
  width: number,
): number {
  let top = y
  for (const [label, value] of pairs) {
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(label, x, top, { width: 88, lineBreak: false })
    doc.font('Helvetica').fontSize(9).fillColor(TEXT)
    const height = doc.heightOfString(value, { width: width - 92 })
    doc.text(value, x + 92, top - 0.5, { width: width - 92 })
    top += Math.max(12, height + 2.5)
  }
  return top
}

function header(doc: PDFKit.PDFDocument, input: OrderDocumentInput, brand: DocumentBrand): void {
  const { record, document } = input
  const { order } = record
  drawLogo(doc, brand, PAGE.margin, PAGE.margin - 6)
  const title = document.kind === 'invoice' ? 'Faktura' : 'Orderbekräftelse'
  doc.font('Helvetica-Bold').fontSize(20).fillColor(TEXT)
  doc.text(title, PAGE.margin, PAGE.margin - 6, { width: CONTENT_WIDTH, align: 'right' })
  const pairs: [string, string][] =
    document.kind === 'invoice'
      ? [
          ['Fakturanummer', document.invoice.invoiceNumber],
          ['Fakturadatum', document.invoice.invoiceDate],
          ['Förfallodatum', document.invoice.dueDate],
          ['Ordernummer', order.orderNumber],
        ]
      : [
          ['Ordernummer', order.orderNumber],
          ['Orderdatum', stockholmDay(new Date(order.createdAt))],
          ['Status', orderStatusNames[currentStatus(record.events, input.now).status]],
        ]
  let y = PAGE.margin + 20
  for (const [label, value] of pairs) {
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED)
    doc.text(label, PAGE.margin + CONTENT_WIDTH - 200, y, { width: 100, align: 'right', lineBreak: false })
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(TEXT)
    doc.text(value, PAGE.margin + CONTENT_WIDTH - 92, y, { width: 92, align: 'right', lineBreak: false })
    y += 12
  }
  doc.rect(PAGE.margin, 118, CONTENT_WIDTH, 1.5).fill(brand.color)
}

function orderFacts(doc: PDFKit.PDFDocument, input: OrderDocumentInput): number {
  const { record } = input
  const { order } = record
  const half = CONTENT_WIDTH / 2 - 10
  const left: [string, string][] = [
    ['Kund', `${record.customerName} (${order.customerId})`],
    ...(record.projectName ? [['Projekt', record.projectName] as [string, string]] : []),
    ['Beställare', record.placedBy.name],
    ['Er referens', order.reference ?? '–'],
  ]
  const delivery = record.events.find((event) => event.status === 'delivered')
  const right: [string, string][] = [
    ['Leveranssätt', deliveryName(order.deliveryId)],
    ...(record.storeName ? [['Butik', record.storeName] as [string, string]] : []),
    ['Önskat leveransdatum', order.requestedDeliveryDate ?? 'Snarast'],
    ['Planerad leverans', delivery ? stockholmDay(delivery.at) : '–'],
    ...(order.contactName || order.contactPhone
      ? [['Kontakt', [order.contactName, order.contactPhone].filter(Boolean).join(', ')] as [string, string]]
      : []),
  ]
  const top = 132
  return Math.max(
    facts(doc, left, PAGE.margin, top, half),
    facts(doc, right, PAGE.margin + half + 20, top, half),
  )
}

function addresses(doc: PDFKit.PDFDocument, record: OrderRecord, brand: DocumentBrand, y: number): number {
  const width = CONTENT_WIDTH / 2 - 10
  const boxes = [
    ['Leveransadress', addressLines(record.deliveryAddress)],
    ['Fakturaadress', addressLines(record.invoiceAddress)],
  ] as const
  const height = 22 + Math.max(...boxes.map(([, lines]) => lines.length)) * 11.5
  boxes.forEach(([title, lines], index) => {
    const x = PAGE.margin + index * (width + 20)
    doc.roundedRect(x, y, width, height, 4).fill(brand.tint)
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(brand.color)
      .text(title.toUpperCase(), x + 10, y + 8, {
        width: width - 20,
        characterSpacing: 0.6,
        lineBreak: false,
      })
    doc.font('Helvetica').fontSize(9).fillColor(TEXT)
    lines.forEach((line, n) =>
      doc.text(line, x + 10, y + 21 + n * 11.5, { width: width - 20, lineBreak: false, ellipsis: true }),
    )
  })
  return y + height
}

function tableHead(
  doc: PDFKit.PDFDocument,
  cols: readonly Column[],
  brand: DocumentBrand,
  y: number,
): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(brand.color)
  let x = PAGE.margin
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#FFFFFF')
  for (const column of cols) {
    doc.text(column.title, x + 4, y + 5.5, { width: column.width - 8, align: column.align, lineBreak: false })
    x += column.width
  }
  return y + 18
}

function lineTable(
  doc: PDFKit.PDFDocument,
  input: OrderDocumentInput,
  brand: DocumentBrand,
  start: number,
): number {
  const cols = columns(input.prices)
  const nameColumn = cols.find((column) => column.title === 'Benämning')!
  let y = tableHead(doc, cols, brand, start)
  input.record.lines.forEach((line, index) => {
    doc.font('Helvetica').fontSize(8.5)
    const nameHeight = doc.heightOfString(line.name, { width: nameColumn.width - 8 })
    const detail = [line.brand, line.label ? `Märkning: ${line.label}` : null].filter(Boolean).join(' · ')
    const height = nameHeight + (detail ? 9 : 0) + 8
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage()
      y = tableHead(doc, cols, brand, PAGE.margin)
    }
    if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(ZEBRA)
    let x = PAGE.margin
    for (const column of cols) {
      doc.font('Helvetica').fontSize(8.5).fillColor(TEXT)
      if (column === nameColumn) {
        doc.text(line.name, x + 4, y + 4.5, { width: column.width - 8 })
        if (detail)
          doc
            .fontSize(7.5)
            .fillColor(MUTED)
            .text(detail, x + 4, y + 4.5 + nameHeight + 0.5, {
              width: column.width - 8,
              lineBreak: false,
              ellipsis: true,
            })
      } else {
        doc.text(column.cell(line), x + 4, y + 4.5, {
          width: column.width - 8,
          align: column.align,
          lineBreak: false,
        })
      }
      x += column.width
    }
    y += height
  })
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 0.75).fill(RULE)
  return y
}

function totals(
  doc: PDFKit.PDFDocument,
  input: OrderDocumentInput,
  brand: DocumentBrand,
  start: number,
): number {
  const { totals: sums } = input.record
  const rows: [string, Money, boolean][] = [
    ['Summa exkl. moms', sums.net, false],
    [`Moms ${VAT_PERCENTAGE} %`, sums.vat, false],
    [input.document.kind === 'invoice' ? 'Att betala' : 'Totalt inkl. moms', sums.gross, true],
  ]
  let y = start + 10
  if (y + 60 > CONTENT_BOTTOM) {
    doc.addPage()
    y = PAGE.margin
  }
  const x = PAGE.margin + CONTENT_WIDTH - 230
  for (const [label, amount, strong] of rows) {
    if (strong) {
      doc.rect(x, y, 230, 1).fill(brand.color)
      y += 5
    }
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 11 : 9)
      .fillColor(TEXT)
    doc.text(label, x, y, { width: 120, lineBreak: false })
    doc.text(kronor(amount), x + 110, y, { width: 120, align: 'right', lineBreak: false })
    y += strong ? 16 : 13
  }
  return y
}

function paymentBox(doc: PDFKit.PDFDocument, invoice: Invoice, brand: DocumentBrand, start: number): number {
  let y = start + 12
  if (y + 70 > CONTENT_BOTTOM) {
    doc.addPage()
    y = PAGE.margin
  }
  doc.roundedRect(PAGE.margin, y, CONTENT_WIDTH, 58, 4).fill(brand.tint)
  const cells: [string, string][] = [
    ['Bankgiro', seller.bankgiro],
    ['OCR-nummer', invoice.ocr],
    ['Förfallodatum', invoice.dueDate],
    ['Att betala', kronor(invoice.gross)],
  ]
  const width = CONTENT_WIDTH / cells.length
  cells.forEach(([label, value], index) => {
    const x = PAGE.margin + 12 + index * width
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, x, y + 10, { width: width - 16, lineBreak: false })
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(TEXT)
      .text(value, x, y + 23, { width: width - 16, lineBreak: false })
  })
  doc.font('Helvetica').fontSize(7.5).fillColor(MUTED)
  doc.text(
    `Betalningsvillkor ${PAYMENT_DAYS} dagar netto. Ange OCR-numret vid betalning. Vid försenad betalning debiteras dröjsmålsränta enligt räntelagen.`,
    PAGE.margin + 12,
    y + 42,
    { width: CONTENT_WIDTH - 24, lineBreak: false, ellipsis: true },
  )
  return y + 58
}

function note(doc: PDFKit.PDFDocument, title: string, text: string, start: number): number {
  let y = start + 14
  doc.font('Helvetica').fontSize(9)
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH })
  if (y + height + 14 > CONTENT_BOTTOM) {
    doc.addPage()
    y = PAGE.margin
  }
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(TEXT).text(title, PAGE.margin, y)
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(TEXT)
    .text(text, PAGE.margin, y + 12, { width: CONTENT_WIDTH })
  return y + 12 + height
}

function footers(doc: PDFKit.PDFDocument, input: OrderDocumentInput, brand: DocumentBrand): void {
  const range = doc.bufferedPageRange()
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page)
    // Writing below the bottom margin would start a new page: the footer lifts it for a moment.
    const margins = doc.page.margins
    doc.page.margins = { ...margins, bottom: 0 }
    const y = PAGE.height - 58
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, 0.75).fill(RULE)
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor(TEXT)
    doc.text(`${seller.name} · ${brand.name}`, PAGE.margin, y + 8, { lineBreak: false })
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED)
    doc.text(
      `${seller.address} · Org.nr ${seller.organisationNumber} · Momsreg.nr ${seller.vatNumber} · Godkänd för F-skatt`,
      PAGE.margin,
      y + 18,
      { lineBreak: false },
    )
    doc.text(`Kundservice ${seller.phone} · ${input.customerServiceEmail}`, PAGE.margin, y + 28, {
      lineBreak: false,
    })
    doc.text(`Sida ${page - range.start + 1} av ${range.count}`, PAGE.margin, y + 8, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins = margins
  }
}

/** Draws the document and answers the PDF's bytes. */
export function orderPdf(input: OrderDocumentInput): Promise<Buffer> {
  const brand = documentBrands[input.brand]
  const { order } = input.record
  const title =
    input.document.kind === 'invoice'
      ? `Faktura ${input.document.invoice.invoiceNumber}`
      : `Orderbekräftelse ${order.orderNumber}`
  const doc = new PDFDocument({
    size: 'A4',
    margins: {
      top: PAGE.margin,
      bottom: PAGE.height - CONTENT_BOTTOM,
      left: PAGE.margin,
      right: PAGE.margin,
    },
    bufferPages: true,
    lang: 'sv-SE',
    info: { Title: title, Author: `${seller.name} · ${brand.name}`, Subject: title, CreationDate: input.now },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  header(doc, input, brand)
  let y = orderFacts(doc, input)
  y = addresses(doc, input.record, brand, y + 10)
  y = lineTable(doc, input, brand, y + 18)
  if (input.prices) y = totals(doc, input, brand, y)
  else y = note(doc, 'Priser', 'Priser visas inte enligt din behörighet.', y)
  if (input.document.kind === 'invoice') y = paymentBox(doc, input.document.invoice, brand, y)
  if (order.message) y = note(doc, 'Meddelande', order.message, y)
  if (input.document.kind === 'confirmation')
    note(
      doc,
      'Tack för din order!',
      'Kontrollera gärna orderbekräftelsen. Har du frågor om ordern når du kundservice på telefon eller e-post nedan; ange ordernumret.',
      y,
    )
  footers(doc, input, brand)
  doc.end()
  return done
}
