/**
 * Cart spreadsheets: reading an uploaded .xlsx or .csv into rows of article and quantity, and
 * writing chosen cart lines to an .xlsx. An upload's columns are found by their Swedish or English
 * headings (Artikelnummer/EAN, Antal, Märkning); without headings, column A is the article and B
 * the quantity. Swedish Excel habits are understood: semicolons, decimal commas, Windows-1252 text.
 * An .xlsx is read as a stream by ./xlsx-rows.ts; the export is written with ExcelJS.
 */
import { PRICE_ON_REQUEST, unitLabel, UPLOAD_ROWS_MAX } from '@proffsbutik/core/domain'
import ExcelJS from 'exceljs'
import { ServiceError } from '../platform/service-error'
import { fitColumns } from '../platform/xlsx-columns'
import { xlsxRows, type Cell, type NumberedRow, type XlsxLimits } from './xlsx-rows'

/** The most data rows one upload may have. */
export const MAX_UPLOAD_ROWS = UPLOAD_ROWS_MAX

/** One data row of an upload, numbered as in the spreadsheet (the first row is 1). */
export interface SheetRow {
  readonly row: number
  readonly article: string
  /** The quantity as a number, or the text that could not be read as one. */
  readonly quantity: number | string
  readonly label: string | undefined
}

const refuse = (code: string, message: string) => new ServiceError(400, code, message)
const tooManyRows = () => refuse('too_many_rows', `An upload may have at most ${MAX_UPLOAD_ROWS} rows`)

/**
 * An .xlsx is read as it unpacks and refused at the row limit (a heading row allowed). No part may
 * unpack to more than 16 MB (room for 2,000 rows of 50 wide columns and a workbook's styles) or
 * have more than 500,000 XML elements, and the sheet may have no more cells than 100 a row: what
 * bounds the work of a file of empty tags.
 */
const XLSX_LIMITS: XlsxLimits = {
  rows: MAX_UPLOAD_ROWS + 1,
  columns: 50,
  cellsPerRow: 100,
  partBytes: 16 * 1024 * 1024,
  partElements: 500_000,
  tooManyRows,
}

/** Lower case without accents, spaces or punctuation: "Art.nr" and "ARTNR" read the same. */
const heading = (text: Cell): string =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

const ARTICLE_HEADINGS = new Set([
  'artikelnummer',
  'artikelnr',
  'artnr',
  'artikel',
  'articlenumber',
  'article',
  'articleno',
  'ean',
  'eannummer',
  'varunummer',
  'materialnummer',
])
const QUANTITY_HEADINGS = new Set(['antal', 'kvantitet', 'quantity', 'qty', 'mangd', 'antalst'])
const LABEL_HEADINGS = new Set(['markning', 'label', 'godsmarkning', 'referens', 'reference'])

/** Reads a number written the Swedish or the English way ("2,5", "1 000", "2.5"). */
export function readQuantity(cell: Cell): number | string {
  if (typeof cell === 'number') return cell
  const text = (cell ?? '').trim()
  const normalized = text.replace(/[\s\u00a0]/g, '').replace(',', '.')
  return /^[+-]?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : text
}

/** Splits CSV text: the delimiter (semicolon, comma or tab) is the one the first line has most of. */
export function csvRows(text: string): Cell[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const delimiter = [';', '\t', ','].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  )
  const rows: Cell[][] = []
  let row: Cell[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === delimiter) {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      if (rows.length > MAX_UPLOAD_ROWS + 1) throw tooManyRows()
    } else field += char
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}

function decodeText(bytes: Uint8Array): string {
  if (bytes.includes(0))
    throw refuse('unreadable_file', 'The file is neither an .xlsx nor a .csv spreadsheet')
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    // Excel's "CSV (semikolonavgränsad)" is written in Windows-1252.
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

const isBlank = (cell: Cell) => cell === undefined || String(cell).trim() === ''

/**
 * The rows of an uploaded spreadsheet. A file that is no spreadsheet, has no article column, or has
 * more than MAX_UPLOAD_ROWS rows is refused whole (400) before anything is added; an .xlsx is
 * refused while it is read, at its declared dimension or its first row over the limit, and (413)
 * when a part of it unpacks to more than 16 MB or is otherwise too large (issue 25, finding 4).
 */
export async function readCartSheet(bytes: Uint8Array): Promise<SheetRow[]> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  const isOldExcel = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0
  if (isOldExcel)
    throw refuse('unreadable_file', 'Old .xls files cannot be read: save the file as .xlsx or .csv')
  const rows: readonly NumberedRow[] = isZip
    ? await xlsxRows(bytes, XLSX_LIMITS)
    : csvRows(decodeText(bytes)).map((cells, index) => ({ row: index + 1, cells }))
  const first = rows.findIndex((row) => row.cells.some((cell) => !isBlank(cell)))
  if (first === -1) throw refuse('empty_file', 'The spreadsheet has no rows')
  const top = rows[first]?.cells ?? []
  const headings = top.map(heading)
  let articleColumn = headings.findIndex((h) => ARTICLE_HEADINGS.has(h))
  let quantityColumn = headings.findIndex((h) => QUANTITY_HEADINGS.has(h))
  let labelColumn = headings.findIndex((h) => LABEL_HEADINGS.has(h))
  let dataStart = first + 1
  if (articleColumn === -1 && quantityColumn === -1) {
    // No headings: article in A, quantity in B, when the first row reads that way.
    const [article, quantity] = top
    if (isBlank(article) || typeof readQuantity(quantity) !== 'number') {
      throw refuse(
        'wrong_columns',
        'Found no columns Artikelnummer (or EAN) and Antal, and column A and B do not hold an article and a quantity',
      )
    }
    articleColumn = 0
    quantityColumn = 1
    labelColumn = 2
    dataStart = first
  } else if (articleColumn === -1 || quantityColumn === -1) {
    throw refuse(
      'wrong_columns',
      `The spreadsheet needs the columns Artikelnummer (or EAN) and Antal; found ${
        top.filter((cell) => !isBlank(cell)).join(', ') || 'none'
      }`,
    )
  }
  const data: SheetRow[] = []
  for (const { row: number, cells: row } of rows.slice(dataStart)) {
    if (row.every(isBlank)) continue
    const label = labelColumn === -1 ? undefined : row[labelColumn]
    data.push({
      row: number,
      article: String(row[articleColumn] ?? '')
        .trim()
        .slice(0, 40),
      quantity: readQuantity(row[quantityColumn]),
      label: isBlank(label) ? undefined : String(label).trim().slice(0, 100),
    })
  }
  if (data.length > MAX_UPLOAD_ROWS) throw tooManyRows()
  return data
}

/** One line of an exported cart. */
export interface ExportLine {
  readonly articleNumber: string
  readonly name: string
  readonly ean: string
  readonly quantity: number
  /** The unit code ("FRP"); the sheet writes its Swedish label (core/domain/unit-codes). */
  readonly unit: string
  readonly deliveryName: string
  readonly label: string | null
  /** The unit price charged and the line's amount, or null when the buyer sees no price. */
  readonly unitPrice: number | null
  readonly amount: number | null
  /** Priced on request: the price cell says so, never blank or 0. */
  readonly onRequest: boolean
}

/**
 * The chosen cart lines as an .xlsx workbook (Swedish headings, one row per line, a total), each
 * column as wide as its content (platform/xlsx-columns.ts).
 */
export async function writeCartSheet(
  lines: readonly ExportLine[],
  prices: { readonly total: number } | null,
): Promise<Uint8Array> {
  const withPrices = prices !== null
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Proffsbutik'
  const sheet = workbook.addWorksheet('Varukorg')
  sheet.columns = [
    { header: 'Artikelnummer', key: 'articleNumber' },
    { header: 'Benämning', key: 'name' },
    { header: 'EAN', key: 'ean' },
    { header: 'Antal', key: 'quantity' },
    { header: 'Enhet', key: 'unit' },
    { header: 'Leveranssätt', key: 'deliveryName' },
    { header: 'Märkning', key: 'label' },
    ...(withPrices
      ? [
          { header: 'À-pris (kr)', key: 'unitPrice', style: { numFmt: '#,##0.00' } },
          { header: 'Summa (kr)', key: 'amount', style: { numFmt: '#,##0.00' } },
        ]
      : []),
  ]
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  for (const { onRequest, ...line } of lines)
    sheet.addRow({
      ...line,
      unit: unitLabel(line.unit),
      label: line.label ?? '',
      // Priced on request: the price and the amount both say so (core/domain/cart.ts isItemOnRequest).
      ...(onRequest && withPrices ? { unitPrice: PRICE_ON_REQUEST, amount: PRICE_ON_REQUEST } : {}),
    })
  if (prices) {
    const total = sheet.addRow({
      name: 'Summa exkl. moms',
      amount: {
        formula: `SUM(I2:I${lines.length + 1})`,
        result: prices.total,
      },
    })
    total.font = { bold: true }
  }
  fitColumns(sheet)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
