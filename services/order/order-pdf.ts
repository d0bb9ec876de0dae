/**
 * Order documents as PDF (pdfkit), in Swedish: the order confirmation ("Orderbekräftelse") and the
 * invoice ("Faktura"). Both carry the brand's logo, the order's facts, both addresses, the lines
 * in a table that continues over pages with its head repeated, the totals, and a footer with the
 * seller and "Sida x av y" on every page (the shared look of pdf-layout.ts). A caller denied
 * prices gets the lines without amounts.
 */
import {
  addressLines,
  type BrandCode,
  deliveryName,
  type Money,
  PRICE_ON_REQUEST,
  stockholmDay,
  unitLabel,
} from '@proffsbutik/core/domain'
import { documentBrands, seller, type DocumentBrand } from './document-brands'
import type { Invoice } from './invoices'
import { PAYMENT_DAYS } from './invoices'
import { kronor, percentText, quantityText, unitPrice, VAT_PERCENTAGE } from './order-money'
import { orderAddress, type OrderAddressRecord, type OrderRecord } from './order-record'
import { currentStatus, orderStatusNames } from './order-status'
import {
  boxes,
  cellBox,
  documentHead,
  factColumns,
  footers,
  lineTable,
  newDocument,
  note,
  sellerFooter,
  totalsBlock,
  withNameColumn,
  type Column,
} from './pdf-layout'

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

type Line = OrderRecord['lines'][number]

function columns(prices: boolean): Column<Line>[] {
  const fixed: Column<Line>[] = [
    { title: 'Rad', width: 26, align: 'left', cell: (line) => String(line.lineNumber) },
    { title: 'Artikelnr', width: 62, align: 'left', cell: (line) => line.articleNumber },
  ]
  const tail: Column<Line>[] = [
    { title: 'Antal', width: 48, align: 'right', cell: (line) => quantityText(line.quantity) },
    { title: 'Enhet', width: 34, align: 'left', cell: (line) => unitLabel(line.unit) },
    ...(prices
      ? [
          {
            title: 'À-pris',
            width: 72,
            align: 'right' as const,
            cell: (line: Line) => {
              const price = unitPrice(line)
              if (price === null) return PRICE_ON_REQUEST
              return line.salesPriceUnit > 1 ? `${kronor(price)}/${line.salesPriceUnit}` : kronor(price)
            },
          },
          {
            title: 'Belopp',
            width: 78,
            align: 'right' as const,
            cell: (line: Line) => (line.amount === null ? PRICE_ON_REQUEST : kronor(line.amount)),
          },
        ]
      : []),
  ]
  return withNameColumn(fixed, (line) => line.name, tail)
}

/** An address box's lines: the address as the core writes it (postcode "NNN NN"), then the phone. */
const addressBox = (address: OrderAddressRecord | null): string[] =>
  address === null
    ? ['–']
    : [...addressLines(orderAddress(address)), ...(address.phone?.trim() ? [`Tel. ${address.phone}`] : [])]

function header(doc: PDFKit.PDFDocument, input: OrderDocumentInput, brand: DocumentBrand): void {
  const { record, document } = input
  const { order } = record
  const title = document.kind === 'invoice' ? 'Faktura' : 'Orderbekräftelse'
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
  documentHead(doc, brand, title, pairs)
}

function orderFacts(doc: PDFKit.PDFDocument, input: OrderDocumentInput): number {
  const { record } = input
  const { order } = record
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
  return factColumns(doc, left, right)
}

function addresses(doc: PDFKit.PDFDocument, record: OrderRecord, brand: DocumentBrand, y: number): number {
  return boxes(
    doc,
    [
      ['Leveransadress', addressBox(record.deliveryAddress)],
      ['Fakturaadress', addressBox(record.invoiceAddress)],
    ],
    brand,
    y,
  )
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
    [`Moms ${percentText(VAT_PERCENTAGE)}`, sums.vat, false],
    [input.document.kind === 'invoice' ? 'Att betala' : 'Totalt inkl. moms', sums.gross, true],
  ]
  return totalsBlock(doc, rows, brand, start)
}

function paymentBox(doc: PDFKit.PDFDocument, invoice: Invoice, brand: DocumentBrand, start: number): number {
  return cellBox(
    doc,
    [
      ['Bankgiro', seller.bankgiro],
      ['OCR-nummer', invoice.ocr],
      ['Förfallodatum', invoice.dueDate],
      ['Att betala', kronor(invoice.gross)],
    ],
    `Betalningsvillkor ${PAYMENT_DAYS} dagar netto. Ange OCR-numret vid betalning. Vid försenad betalning debiteras dröjsmålsränta enligt räntelagen.`,
    brand,
    start,
  )
}

const lineDetail = (line: Line) =>
  [line.brand, line.label ? `Märkning: ${line.label}` : null].filter(Boolean).join(' · ')

/** Draws the document and answers the PDF's bytes. */
export function orderPdf(input: OrderDocumentInput): Promise<Buffer> {
  const brand = documentBrands[input.brand]
  const { order } = input.record
  const title =
    input.document.kind === 'invoice'
      ? `Faktura ${input.document.invoice.invoiceNumber}`
      : `Orderbekräftelse ${order.orderNumber}`
  const { doc, bytes } = newDocument(title, brand, input.now)
  header(doc, input, brand)
  let y = orderFacts(doc, input)
  y = addresses(doc, input.record, brand, y + 10)
  y = lineTable(doc, columns(input.prices), input.record.lines, lineDetail, brand, y + 18)
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
  footers(doc, sellerFooter(brand, input.customerServiceEmail))
  doc.end()
  return bytes
}
