/**
 * Hand-built .xlsx files for tests and benchmarks of the upload reader: a minimal zip writer and a
 * minimal workbook around a sheet's XML, so a test can make what no spreadsheet program writes (800,000
 * rows in a few hundred KB, a dimension that lies, a part whose compressed data breaks off) quickly.
 */
import { crc32, deflateRawSync, constants } from 'node:zlib'

/** One file of a .zip; `tail` is appended, still compressed, after the file's data breaks off. */
export interface ZipFile {
  readonly name: string
  readonly content: string | Uint8Array
  /** Stored uncompressed instead of deflated. */
  readonly stored?: boolean
  /** Bytes that follow the deflated content, which is then left unfinished (no final block). */
  readonly brokenTail?: Uint8Array
}

/** A .zip of the files, in their order, with a central directory. */
export function zip(files: readonly ZipFile[]): Uint8Array {
  const parts: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const content =
      typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : Buffer.from(file.content)
    const data = file.stored
      ? content
      : file.brokenTail
        ? Buffer.concat([deflateRawSync(content, { finishFlush: constants.Z_SYNC_FLUSH }), file.brokenTail])
        : deflateRawSync(content, { level: 1 })
    const name = Buffer.from(file.name, 'utf8')
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(0x0800, 6)
    header.writeUInt16LE(file.stored ? 0 : 8, 8)
    header.writeUInt32LE(crc32(content), 14)
    header.writeUInt32LE(data.length, 18)
    header.writeUInt32LE(content.length, 22)
    header.writeUInt16LE(name.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    header.copy(entry, 8, 6, 28)
    entry.writeUInt32LE(offset, 42)
    directory.push(entry, name)
    parts.push(header, name, data)
    offset += header.length + name.length + data.length
  }
  const directoryBytes = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directoryBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...parts, directoryBytes, end]))
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_RELATIONS = 'http://schemas.openxmlformats.org/package/2006/relationships'

/** The parts of a workbook around one sheet, as a spreadsheet program writes them. */
export interface WorkbookParts {
  /** The sheet's `<sheetData>` content (rows), or the whole part when it starts with `<?xml`. */
  readonly sheet: string | Omit<ZipFile, 'name'>
  /** A `<dimension ref>` for the sheet, or none. */
  readonly dimension?: string
  /** The shared strings part's content (`<si>` elements), or a file of its own. */
  readonly sharedStrings?: string | Omit<ZipFile, 'name'>
}

/** A minimal .xlsx that ExcelJS and spreadsheet programs open: one sheet "Blad1". */
export function xlsx(parts: WorkbookParts): Uint8Array {
  const sheetFile: Omit<ZipFile, 'name'> =
    typeof parts.sheet === 'string'
      ? {
          content: `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONS}">${
            parts.dimension === undefined ? '' : `<dimension ref="${parts.dimension}"/>`
          }<sheetData>${parts.sheet}</sheetData></worksheet>`,
        }
      : parts.sheet
  const strings: Omit<ZipFile, 'name'> | undefined =
    typeof parts.sharedStrings === 'string'
      ? { content: `${XML}<sst xmlns="${MAIN}">${parts.sharedStrings}</sst>` }
      : parts.sharedStrings
  return zip([
    {
      name: '[Content_Types].xml',
      content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${
        strings
          ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
          : ''
      }</Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${XML}<Relationships xmlns="${PACKAGE_RELATIONS}"><Relationship Id="rId1" Type="${RELATIONS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONS}"><sheets><sheet name="Blad1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `${XML}<Relationships xmlns="${PACKAGE_RELATIONS}"><Relationship Id="rId1" Type="${RELATIONS}/worksheet" Target="worksheets/sheet1.xml"/>${
        strings
          ? `<Relationship Id="rId2" Type="${RELATIONS}/sharedStrings" Target="sharedStrings.xml"/>`
          : ''
      }</Relationships>`,
    },
    // As Excel writes them: the sheet before its shared strings.
    { name: 'xl/worksheets/sheet1.xml', ...sheetFile },
    ...(strings ? [{ name: 'xl/sharedStrings.xml', ...strings }] : []),
  ])
}

/** `count` rows of an order from row `from` on: article (a shared string) in A, quantity in B. */
export function orderRows(count: number, from = 2): string {
  let rows = ''
  for (let row = from; row < from + count; row++)
    rows += `<row r="${row}"><c r="A${row}" t="s"><v>2</v></c><c r="B${row}"><v>1</v></c></row>`
  return rows
}

/** `count` rows like `orderRows`, without row and cell references (so 800,000 pack into ~100 KB). */
export const repeatedRows = (count: number): string =>
  '<row><c t="s"><v>2</v></c><c><v>1</v></c></row>'.repeat(count)

/** The heading row of an order: Artikelnummer and Antal, shared strings 0 and 1. */
export const ORDER_HEADING = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>'
/** The shared strings the order rows refer to: the headings and one article. */
export const ORDER_STRINGS = '<si><t>Artikelnummer</t></si><si><t>Antal</t></si><si><t>1000003</t></si>'
