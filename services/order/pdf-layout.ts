/**
 * The look every document of the order base shares (pdfkit, A4, Swedish): the brand's head with the
 * document's title and facts, label–value facts, a line table that continues over pages with its
 * head repeated, the totals, notes, and a footer with the seller and "Sida x av y" on every page.
 * The order confirmation, the invoice and the quote are drawn with these.
 */
import PDFDocument from 'pdfkit'
import type { Money } from '@proffsbutik/core/domain'
import { drawLogo, seller, type DocumentBrand } from './document-brands'
import { kronor } from './order-money'

/** The A4 page in points and its margin. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 }
/** The width between the margins. */
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
/** Content stops here; the footer lives below. */
export const CONTENT_BOTTOM = PAGE.height - 78
/** Where the facts under the head begin. */
export const FACTS_TOP = 132
const TEXT = '#1D2733'
const MUTED = '#5B6770'
const RULE = '#D5DBE1'
const ZEBRA = '#F5F7F9'

/** The one column of a line table that takes the width the others leave, and wraps. */
export const NAME_COLUMN = 'Benämning'

/** A column of a line table. */
export interface Column<L> {
  readonly title: string
  readonly width: number
  readonly align: 'left' | 'right'
  readonly cell: (line: L) => string
}

/** The columns with the name column between `fixed` and `tail`, as wide as they leave room for. */
export function withNameColumn<L>(
  fixed: readonly Column<L>[],
  name: (line: L) => string,
  tail: readonly Column<L>[],
): Column<L>[] {
  const used = [...fixed, ...tail].reduce((sum, column) => sum + column.width, 0)
  return [...fixed, { title: NAME_COLUMN, width: CONTENT_WIDTH - used, align: 'left', cell: name }, ...tail]
}

/** A new A4 document with the document's title and author, and its bytes once it ends. */
export function newDocument(
  title: string,
  brand: DocumentBrand,
  now: Date,
): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
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
    info: { Title: title, Author: `${seller.name} · ${brand.name}`, Subject: title, CreationDate: now },
  })
  const chunks: Buffer[] = []
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, bytes }
}

/** Draws label–value pairs in a narrow column; answers the y below them. */
export function facts(
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

/** Two columns of facts side by side under the head; answers the y below the longer. */
export function factColumns(
  doc: PDFKit.PDFDocument,
  left: readonly (readonly [string, string])[],
  right: readonly (readonly [string, string])[],
): number {
  const half = CONTENT_WIDTH / 2 - 10
  return Math.max(
    facts(doc, left, PAGE.margin, FACTS_TOP, half),
    facts(doc, right, PAGE.margin + half + 20, FACTS_TOP, half),
  )
}

/** The head: the brand's logo, the document's title on the right with its key facts, and a rule in the brand colour. */
export function documentHead(
  doc: PDFKit.PDFDocument,
  brand: DocumentBrand,
  title: string,
  pairs: readonly (readonly [string, string])[],
): void {
  drawLogo(doc, brand, PAGE.margin, PAGE.margin - 6)
  doc.font('Helvetica-Bold').fontSize(20).fillColor(TEXT)
  doc.text(title, PAGE.margin, PAGE.margin - 6, { width: CONTENT_WIDTH, align: 'right' })
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

/** Boxes of address-like lines side by side in the brand's tint, each with its title; answers the y below. */
export function boxes(
  doc: PDFKit.PDFDocument,
  content: readonly (readonly [string, readonly string[]])[],
  brand: DocumentBrand,
  y: number,
): number {
  const width = CONTENT_WIDTH / 2 - 10
  const height = 22 + Math.max(...content.map(([, lines]) => lines.length)) * 11.5
  content.forEach(([title, lines], index) => {
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

function tableHead<L>(
  doc: PDFKit.PDFDocument,
  cols: readonly Column<L>[],
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

/**
 * The lines as a zebra table under a head in the brand colour; the name wraps with a muted detail
 * line under it (`detail`), and a line that does not fit goes on a new page under the head again.
 * Answers the y below the table.
 */
export function lineTable<L>(
  doc: PDFKit.PDFDocument,
  cols: readonly Column<L>[],
  lines: readonly L[],
  detail: (line: L) => string,
  brand: DocumentBrand,
  start: number,
): number {
  const nameColumn = cols.find((column) => column.title === NAME_COLUMN)!
  let y = tableHead(doc, cols, brand, start)
  lines.forEach((line, index) => {
    doc.font('Helvetica').fontSize(8.5)
    const name = nameColumn.cell(line)
    const nameHeight = doc.heightOfString(name, { width: nameColumn.width - 8 })
    const more = detail(line)
    const height = nameHeight + (more ? 9 : 0) + 8
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage()
      y = tableHead(doc, cols, brand, PAGE.margin)
    }
    if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(ZEBRA)
    let x = PAGE.margin
    for (const column of cols) {
      doc.font('Helvetica').fontSize(8.5).fillColor(TEXT)
      if (column === nameColumn) {
        doc.text(name, x + 4, y + 4.5, { width: column.width - 8 })
        if (more)
          doc
            .fontSize(7.5)
            .fillColor(MUTED)
            .text(more, x + 4, y + 4.5 + nameHeight + 0.5, {
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

/** The totals at the right, the last one strong under a rule in the brand colour; answers the y below. */
export function totalsBlock(
  doc: PDFKit.PDFDocument,
  rows: readonly (readonly [label: string, amount: Money, strong: boolean])[],
  brand: DocumentBrand,
  start: number,
): number {
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

/** A titled paragraph across the page, on a new page when it does not fit; answers the y below. */
export function note(doc: PDFKit.PDFDocument, title: string, text: string, start: number): number {
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

/** A tinted box of label–value cells across the page (the invoice's payment facts); answers the y below. */
export function cellBox(
  doc: PDFKit.PDFDocument,
  cells: readonly (readonly [string, string])[],
  footnote: string,
  brand: DocumentBrand,
  start: number,
): number {
  let y = start + 12
  if (y + 70 > CONTENT_BOTTOM) {
    doc.addPage()
    y = PAGE.margin
  }
  doc.roundedRect(PAGE.margin, y, CONTENT_WIDTH, 58, 4).fill(brand.tint)
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
  doc.text(footnote, PAGE.margin + 12, y + 42, {
    width: CONTENT_WIDTH - 24,
    lineBreak: false,
    ellipsis: true,
  })
  return y + 58
}

/** What a footer says: a heading and two lines under it. */
export interface FooterText {
  readonly heading: string
  readonly lines: readonly [string, string]
}

/** The seller's footer of order documents: the company and brand, its registration and customer service. */
export function sellerFooter(brand: DocumentBrand, customerServiceEmail: string): FooterText {
  return {
    heading: `${seller.name} · ${brand.name}`,
    lines: [
      `${seller.address} · Org.nr ${seller.organisationNumber} · Momsreg.nr ${seller.vatNumber} · Godkänd för F-skatt`,
      `Kundservice ${seller.phone} · ${customerServiceEmail}`,
    ],
  }
}

/** The footer of every page, with "Sida x av y" on the right. */
export function footers(doc: PDFKit.PDFDocument, footer: FooterText): void {
  const range = doc.bufferedPageRange()
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page)
    // Writing below the bottom margin would start a new page: the footer lifts it for a moment.
    const margins = doc.page.margins
    doc.page.margins = { ...margins, bottom: 0 }
    const y = PAGE.height - 58
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, 0.75).fill(RULE)
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor(TEXT)
    doc.text(footer.heading, PAGE.margin, y + 8, { lineBreak: false })
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED)
    doc.text(footer.lines[0], PAGE.margin, y + 18, { lineBreak: false })
    doc.text(footer.lines[1], PAGE.margin, y + 28, { lineBreak: false })
    doc.text(`Sida ${page - range.start + 1} av ${range.count}`, PAGE.margin, y + 8, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins = margins
  }
}
