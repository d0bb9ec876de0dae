/**
 * A quote as a PDF ("Offert") in the shared look of the order documents (pdf-layout.ts): the brand's
 * head with the quote's number, date and validity; from whom (the installer's company and contact)
 * and to whom (the end customer and their reference); the lines at the quoted prices; net, VAT
 * 25 % and the total; the installer's message and the terms of the quote. The installer's own
 * prices and the markup are never printed: the quote goes to their customer.
 */
import {
  deliveryName,
  PRICE_ON_REQUEST,
  QUOTE_VAT_PERCENTAGE,
  stockholmDay,
  unitLabel,
} from '@proffsbutik/core/domain'
import { documentBrands } from './document-brands'
import { kronor, percentText, quantityText } from './order-money'
import {
  boxes,
  documentHead,
  footers,
  lineTable,
  newDocument,
  note,
  totalsBlock,
  withNameColumn,
  type Column,
} from './pdf-layout'
import type { QuoteLineRecord, QuoteRecord } from './quotes'

const columns: Column<QuoteLineRecord>[] = withNameColumn<QuoteLineRecord>(
  [
    { title: 'Rad', width: 26, align: 'left', cell: (line) => String(line.lineNumber) },
    { title: 'Artikelnr', width: 62, align: 'left', cell: (line) => line.articleNumber },
  ],
  (line) => line.name,
  [
    { title: 'Antal', width: 48, align: 'right', cell: (line) => quantityText(line.quantity) },
    { title: 'Enhet', width: 34, align: 'left', cell: (line) => unitLabel(line.unit) },
    {
      title: 'À-pris',
      width: 72,
      align: 'right',
      cell: (line) => {
        if (line.quotedPrice === null) return PRICE_ON_REQUEST
        const price = kronor(line.quotedPrice)
        return line.salesPriceUnit > 1 ? `${price}/${line.salesPriceUnit}` : price
      },
    },
    {
      title: 'Belopp',
      width: 78,
      align: 'right',
      cell: (line) => (line.amount === null ? PRICE_ON_REQUEST : kronor(line.amount)),
    },
  ],
)

const lineDetail = (line: QuoteLineRecord) =>
  [line.brand, deliveryName(line.deliveryId)].filter(Boolean).join(' · ')

/** What the quote is drawn with besides the quote itself. */
export interface QuoteDocumentInput {
  readonly record: QuoteRecord
  readonly now: Date
}

/** Draws the quote and answers the PDF's bytes. */
export function quotePdf({ record, now }: QuoteDocumentInput): Promise<Buffer> {
  const { quote } = record
  const brand = documentBrands[record.brand]
  const { doc, bytes } = newDocument(`Offert ${quote.quoteNumber}`, brand, now)
  documentHead(doc, brand, 'Offert', [
    ['Offertnummer', quote.quoteNumber],
    ['Offertdatum', stockholmDay(new Date(quote.createdAt))],
    ['Giltig till och med', quote.validUntil],
  ])
  const from = [
    record.customerName,
    ...(record.projectName ? [`Projekt: ${record.projectName}`] : []),
    `Kontaktperson: ${record.madeBy.name}`,
    record.madeBy.email,
    ...(record.madeBy.phone ? [`Tel. ${record.madeBy.phone}`] : []),
  ]
  const to = [quote.recipientName, ...(quote.reference ? [`Er referens: ${quote.reference}`] : [])]
  let y = boxes(
    doc,
    [
      ['Offert från', from],
      ['Offert till', to],
    ],
    brand,
    136,
  )
  y = lineTable(doc, columns, record.lines, lineDetail, brand, y + 18)
  y = totalsBlock(
    doc,
    [
      ['Summa exkl. moms', record.totals.net, false],
      [`Moms ${percentText(QUOTE_VAT_PERCENTAGE)}`, record.totals.vat, false],
      ['Totalt inkl. moms', record.totals.gross, true],
    ],
    brand,
    y,
  )
  if (quote.message) y = note(doc, 'Meddelande', quote.message, y)
  const onRequest = record.lines.some((line) => line.amount === null)
  note(
    doc,
    'Villkor',
    `Offerten gäller till och med ${quote.validUntil} (${quote.validityDays} dagar). Priserna är i svenska kronor exklusive moms där inget annat anges.${
      onRequest ? ' Artiklar med pris på förfrågan ingår inte i summan.' : ''
    } Leveranstid enligt överenskommelse.`,
    y,
  )
  footers(doc, {
    heading: record.customerName,
    lines: [
      [record.madeBy.name, record.madeBy.email, record.madeBy.phone].filter(Boolean).join(' · '),
      `Offert ${quote.quoteNumber} · upprättad i ${brand.name}s webbutik`,
    ],
  })
  doc.end()
  return bytes
}
