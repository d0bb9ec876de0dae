/**
 * The rows of an uploaded .xlsx's first worksheet, read as a stream so that a file too long for an
 * upload is refused while it is read, not after: at a `<dimension>` that declares more rows than
 * the limit, or else as soon as its rows pass it. No part of the file is unpacked
 * beyond a cap (a zip bomb of shared strings or one huge cell is refused at the cap), and the work
 * is done a chunk at a time between turns of the event loop, so an upload never stalls other
 * requests. Only the shared strings the rows read refer to are read.
 *
 * Cells read as ExcelJS reads them: numbers, shared and inline strings, booleans ("true"/"false"),
 * formulas by their cached result, errors as empty, and numbers in a date format as the ISO day.
 */
import { ServiceError } from '../platform/service-error'
import { XmlScanner, type XmlHandler } from '../platform/xml-scanner'
import { unpackEntry, ZipError, zipEntries, type ZipEntry } from '../platform/zip-entries'

/** One cell as an upload uses it: text, a number, or nothing. */
export type Cell = string | number | undefined

/** A row with at least one value, numbered as in the spreadsheet (the first row is 1). */
export interface NumberedRow {
  readonly row: number
  readonly cells: readonly Cell[]
}

/** How much of an .xlsx is read before it is refused. */
export interface XlsxLimits {
  /**
   * Rows beyond these (the data rows plus a heading row) refuse the file: declared by its dimension
   * or written as `<row>` elements, with a value or not (an empty row costs reading too).
   */
  readonly rows: number
  /** Cells from this column on are not kept (they still make their row count). */
  readonly columns: number
  /**
   * More `<c>` elements than `rows` × this refuse the sheet (413 `file_too_large`): each costs
   * reading, with a value or not.
   */
  readonly cellsPerRow: number
  /** The most bytes any one part of the file (a sheet, its shared strings, …) may unpack to. */
  readonly partBytes: number
  /** The most XML elements any one part may have: what bounds the work of a part of empty tags. */
  readonly partElements: number
  /** The refusal of a file with too many rows. */
  readonly tooManyRows: () => ServiceError
}

/** A cell that holds shared string number `index`, found out once the rows are read. */
interface SharedString {
  readonly index: number
}
type RawCell = Cell | SharedString

const EXCEL_ROWS = 1_048_576
const EXCEL_COLUMNS = 16_384
/** The built-in number formats that are dates or times, as ExcelJS knows them. */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47])

/**
 * The rows with a value of the first worksheet of an .xlsx. Refuses (400 `unreadable_file`) what is
 * no readable .xlsx, (413 `file_too_large`) a part that unpacks to more than `limits.partBytes` or
 * has more than `limits.partElements` elements, or a sheet of more cells than `limits.rows` ×
 * `limits.cellsPerRow`, and
 * with `limits.tooManyRows()` a sheet that declares or has more than `limits.rows` rows.
 */
export async function xlsxRows(bytes: Uint8Array, limits: XlsxLimits): Promise<NumberedRow[]> {
  try {
    return await readWorkbook(bytes, limits)
  } catch (error) {
    if (error instanceof ServiceError) throw error
    if (error instanceof ZipError && error.kind === 'too_large') {
      throw new ServiceError(
        413,
        'file_too_large',
        `The spreadsheet unpacks to more than ${limits.partBytes / 1024 / 1024} MB: an upload may have at most ${limits.rows - 1} rows`,
      )
    }
    throw new ServiceError(400, 'unreadable_file', 'The file could not be read as an .xlsx spreadsheet')
  }
}

async function readWorkbook(bytes: Uint8Array, limits: XlsxLimits): Promise<NumberedRow[]> {
  const entries = zipEntries(bytes)
  const read = (path: string, handler: XmlHandler, done?: () => boolean) =>
    scanPart(bytes, entries.get(path), limits, handler, done)

  const packageRelations = entries.has('_rels/.rels') ? await relationships(read, '_rels/.rels', '') : []
  const workbookPath =
    packageRelations.find((relation) => relation.type.endsWith('/officeDocument'))?.target ??
    'xl/workbook.xml'
  const folder = workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1)
  const workbook = await workbookSheets(read, workbookPath)
  const relations = await relationships(
    read,
    `${folder}_rels/${workbookPath.slice(folder.length)}.rels`,
    folder,
  )
  const byId = new Map(relations.map((relation) => [relation.id, relation]))
  const sheetPath = workbook.sheetIds
    .map((id) => byId.get(id))
    .find((relation) => relation?.type.endsWith('/worksheet'))?.target
  if (sheetPath === undefined || !entries.has(sheetPath))
    throw new ServiceError(400, 'unreadable_file', 'The spreadsheet has no sheet')
  const stylesPath = relations.find((relation) => relation.type.endsWith('/styles'))?.target
  const dateStyles =
    stylesPath !== undefined && entries.has(stylesPath)
      ? await dateStyleIds(read, stylesPath)
      : new Set<number>()

  const sheet = await sheetRows(read, sheetPath, { dateStyles, date1904: workbook.date1904, limits })
  const stringsPath = relations.find((relation) => relation.type.endsWith('/sharedStrings'))?.target
  const strings =
    sheet.lastSharedIndex >= 0 && stringsPath !== undefined
      ? await sharedStrings(read, stringsPath, sheet.lastSharedIndex)
      : []
  return sheet.rows.map(({ row, cells }) => ({
    row,
    cells: Array.from(cells, (cell) => (typeof cell === 'object' ? strings[cell.index] : cell)),
  }))
}

type ReadPart = (path: string, handler: XmlHandler, done?: () => boolean) => Promise<void>

/** Scans one part chunk by chunk, until it ends or `done` says enough was read. */
async function scanPart(
  bytes: Uint8Array,
  entry: ZipEntry | undefined,
  limits: XlsxLimits,
  handler: XmlHandler,
  done: () => boolean = () => false,
): Promise<void> {
  if (entry === undefined) throw new Error('A part the workbook needs is missing')
  let elements = 0
  const scanner = new XmlScanner({
    ...handler,
    open: (name, attributes) => {
      if (++elements > limits.partElements) {
        throw new ServiceError(
          413,
          'file_too_large',
          `The spreadsheet has more than ${limits.partElements} XML elements in one part: an upload may have at most ${limits.rows - 1} rows`,
        )
      }
      handler.open(name, attributes)
    },
  })
  for await (const chunk of unpackEntry(bytes, entry, limits.partBytes)) {
    scanner.write(chunk)
    if (done()) return
  }
  scanner.end()
}

interface Relation {
  readonly id: string
  readonly type: string
  /** The target's path in the .zip. */
  readonly target: string
}

/** The relationships of a part; targets are resolved against `folder`, the part's own folder. */
async function relationships(read: ReadPart, path: string, folder: string): Promise<Relation[]> {
  const relations: Relation[] = []
  await read(path, {
    open: (name, attributes) => {
      if (name !== 'Relationship' || attributes['TargetMode'] === 'External') return
      const { Id: id = '', Type: type = '', Target: target = '' } = attributes
      relations.push({ id, type, target: resolvePath(folder, target) })
    },
    text: () => {},
    close: () => {},
  })
  return relations
}

function resolvePath(folder: string, target: string): string {
  const segments = target.startsWith('/') ? [] : folder.split('/').filter(Boolean)
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop()
    else if (segment !== '.' && segment !== '') segments.push(segment)
  }
  return segments.join('/')
}

/** The relationship ids of a workbook's sheets in their order, and whether its dates count from 1904. */
async function workbookSheets(
  read: ReadPart,
  path: string,
): Promise<{ sheetIds: string[]; date1904: boolean }> {
  const sheetIds: string[] = []
  let date1904 = false
  await read(path, {
    open: (name, attributes) => {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes['date1904'] ?? '')
      if (name === 'sheet' && attributes['id'] !== undefined) sheetIds.push(attributes['id'])
    },
    text: () => {},
    close: () => {},
  })
  return { sheetIds, date1904 }
}

/** Whether a number format shows a date or time, as ExcelJS decides it. */
const isDateFormat = (format: string) =>
  /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''))

/** The cell styles (`s` of a cell) whose number format is a date or time. */
async function dateStyleIds(read: ReadPart, path: string): Promise<Set<number>> {
  const formats = new Map<number, string>()
  const styleFormats: number[] = []
  // Only the formats listed in <numFmts> and the styles in <cellXfs> count (not those of <dxfs>, <cellStyleXfs>).
  let inFormats = false
  let inCellStyles = false
  await read(path, {
    open: (name, attributes) => {
      if (name === 'numFmts') inFormats = true
      if (name === 'cellXfs') inCellStyles = true
      if (name === 'numFmt' && inFormats)
        formats.set(Number(attributes['numFmtId']), (attributes['formatCode'] ?? '').replace(/\\(.)/g, '$1'))
      if (name === 'xf' && inCellStyles) styleFormats.push(Number(attributes['numFmtId'] ?? 0))
    },
    text: () => {},
    close: (name) => {
      if (name === 'numFmts') inFormats = false
      if (name === 'cellXfs') inCellStyles = false
    },
  })
  const dates = new Set<number>()
  styleFormats.forEach((id, style) => {
    const custom = formats.get(id)
    if (id && (custom ? isDateFormat(custom) : DATE_FORMAT_IDS.has(id))) dates.add(style)
  })
  return dates
}

/** How many rows a `<dimension ref="A1:B800000"/>` spans, or undefined when it cannot be read. */
function dimensionRows(ref: string | undefined): number | undefined {
  const match = /^\$?[A-Z]*\$?(\d+)(?::\$?[A-Z]*\$?(\d+))?$/i.exec(ref ?? '')
  if (!match) return undefined
  const first = Number(match[1])
  const last = Number(match[2] ?? match[1])
  return Math.abs(last - first) + 1
}

/** The column of a cell reference ("AB12" is 27), counted from 0. */
function columnOf(ref: string): number {
  const letters = /^\$?([A-Z]{1,3})\$?\d*$/i.exec(ref)?.[1]
  if (letters === undefined) throw new Error(`Not a cell reference: ${ref}`)
  let column = 0
  for (const letter of letters.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64
  if (column > EXCEL_COLUMNS) throw new Error(`Not a cell reference: ${ref}`)
  return column - 1
}

const excelDay = (serial: number, date1904: boolean): string | undefined => {
  const time = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)
  const date = new Date(time)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10)
}

interface SheetContext {
  readonly dateStyles: ReadonlySet<number>
  readonly date1904: boolean
  readonly limits: XlsxLimits
}

/** A cell's value from its type (`t`), style (`s`) and the text of its `<v>` or inline string. */
function cellValue(type: string, style: number, text: string | undefined, context: SheetContext): RawCell {
  if (text === undefined) return undefined
  switch (type) {
    case 's': {
      const index = Number.parseInt(text, 10)
      return Number.isNaN(index) || index < 0 ? undefined : { index }
    }
    case 'str':
    case 'inlineStr':
      return text
    case 'b':
      return String(Number.parseInt(text, 10) !== 0)
    case 'e':
      return undefined
    case 'd':
      return text.slice(0, 10)
    default: {
      const number = Number.parseFloat(text)
      if (Number.isNaN(number)) return text
      return context.dateStyles.has(style) ? (excelDay(number, context.date1904) ?? number) : number
    }
  }
}

/**
 * The rows with a value of a worksheet, refused as soon as its dimension or its `<row>` elements
 * pass the limit, and the last shared string they refer to.
 */
async function sheetRows(
  read: ReadPart,
  path: string,
  context: SheetContext,
): Promise<{ rows: { row: number; cells: RawCell[] }[]; lastSharedIndex: number }> {
  const { limits } = context
  const rows: { row: number; cells: RawCell[] }[] = []
  let lastSharedIndex = -1
  let row = 0
  let rowCount = 0
  let cellCount = 0
  let sheetCells = 0
  let cells: RawCell[] = []
  let rowHasValue = false
  let column = 0
  let type = 'n'
  let style = 0
  let text: string[] = []
  let capturing = false
  let inlineString = false
  let phonetic = false
  await read(path, {
    open: (name, attributes) => {
      switch (name) {
        case 'dimension': {
          const declared = dimensionRows(attributes['ref'])
          if (declared !== undefined && declared > limits.rows) throw limits.tooManyRows()
          break
        }
        case 'row':
          if (++rowCount > limits.rows) throw limits.tooManyRows()
          row = attributes['r'] === undefined ? row + 1 : Number(attributes['r'])
          if (!Number.isInteger(row) || row < 1 || row > EXCEL_ROWS)
            throw new Error('A row number is out of range')
          cells = []
          rowHasValue = false
          column = 0
          cellCount = 0
          break
        case 'c':
          column = attributes['r'] === undefined ? column : columnOf(attributes['r'])
          if (column >= EXCEL_COLUMNS || ++cellCount > EXCEL_COLUMNS)
            throw new Error('A row has more cells than a sheet has columns')
          if (++sheetCells > limits.rows * limits.cellsPerRow) {
            throw new ServiceError(
              413,
              'file_too_large',
              `The sheet has more cells than ${limits.rows} rows of ${limits.cellsPerRow}: an upload may have at most ${limits.rows - 1} rows`,
            )
          }
          type = attributes['t'] ?? 'n'
          style = Number(attributes['s'] ?? 0)
          text = []
          break
        case 'v':
          capturing = true
          break
        case 'is':
          inlineString = true
          break
        case 'rPh':
          phonetic = true
          break
        case 't':
          capturing = inlineString && !phonetic
          break
      }
    },
    text: (piece) => {
      if (capturing) text.push(piece)
    },
    close: (name) => {
      switch (name) {
        case 'v':
        case 't':
          capturing = false
          break
        case 'is':
          inlineString = false
          break
        case 'rPh':
          phonetic = false
          break
        case 'c': {
          const value = cellValue(type, style, text.length > 0 ? text.join('') : undefined, context)
          if (value !== undefined) {
            rowHasValue = true
            if (typeof value === 'object') lastSharedIndex = Math.max(lastSharedIndex, value.index)
            if (column < limits.columns) cells[column] = value
          }
          column++
          break
        }
        case 'row':
          if (rowHasValue) rows.push({ row, cells })
          break
      }
    },
  })
  return { rows, lastSharedIndex }
}

/** The shared strings up to number `last` (the rest are not read), each the text of its runs. */
async function sharedStrings(read: ReadPart, path: string, last: number): Promise<(string | undefined)[]> {
  const strings: (string | undefined)[] = []
  let text: string[] = []
  let capturing = false
  let phonetic = false
  await read(
    path,
    {
      open: (name) => {
        if (name === 'si') text = []
        else if (name === 'rPh') phonetic = true
        else if (name === 't') capturing = !phonetic
      },
      text: (piece) => {
        if (capturing) text.push(piece)
      },
      close: (name) => {
        if (name === 't') capturing = false
        else if (name === 'rPh') phonetic = false
        else if (name === 'si') strings.push(text.length > 0 ? text.join('') : undefined)
      },
    },
    () => strings.length > last,
  )
  return strings
}
