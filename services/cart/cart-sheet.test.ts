/**
 * Reading an uploaded .xlsx. Issue 25, finding 4: an 800,000-row sheet was loaded whole before its
 * row limit was applied and stalled the shop for seconds; now it is refused while it is read, and
 * the event loop keeps turning. And the reader reads every cell as the full ExcelJS load did. The
 * exported cart, read back, writes its units as the core's Swedish labels.
 */
import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { ServiceError } from '../platform/service-error'
import { ORDER_HEADING, ORDER_STRINGS, orderRows, repeatedRows, xlsx } from '../testing/xlsx-fixtures'
import { MAX_UPLOAD_ROWS, readCartSheet, writeCartSheet, type ExportLine } from './cart-sheet'
import { xlsxRows, type Cell } from './xlsx-rows'

/** The refusal's status and code, or 'read' when the sheet was read. */
const outcome = (bytes: Uint8Array) =>
  readCartSheet(bytes).then(
    () => 'read',
    (error: unknown) => (error instanceof ServiceError ? `${error.status} ${error.code}` : String(error)),
  )

/** Runs `work` while a setImmediate loop measures the longest the event loop did not turn. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stall: number }> {
  let last = performance.now()
  let stall = 0
  let running = true
  const tick = () => {
    const now = performance.now()
    stall = Math.max(stall, now - last)
    last = now
    if (running) setImmediate(tick)
  }
  setImmediate(tick)
  try {
    return { result: await work(), stall }
  } finally {
    running = false
  }
}

const MB = 1024 * 1024
/** Deflate data no inflater takes (a block of the reserved type 3): reading it whole fails. */
const BROKEN = new Uint8Array([0xff, 0xff, 0xff, 0xff])

describe('an .xlsx over the row limit (issue 25, finding 4)', () => {
  let huge: Uint8Array
  beforeAll(() => {
    huge = xlsx({
      sheet: ORDER_HEADING + orderRows(800_000),
      dimension: 'A1:B800001',
      sharedStrings: ORDER_STRINGS,
    })
  }, 30_000)

  it('refuses 800,000 rows with too_many_rows while the event loop never waits 100 ms', async () => {
    // The old reader blocked the loop for seconds; a noisy machine gets three tries at 100 ms.
    const stalls: number[] = []
    for (let attempt = 0; attempt < 3 && !stalls.some((stall) => stall < 100); attempt++) {
      const { result, stall } = await longestStall(() => outcome(huge))
      expect(result).toBe('400 too_many_rows')
      stalls.push(stall)
    }
    expect(Math.min(...stalls), `longest stalls ${stalls.map(Math.round).join(', ')} ms`).toBeLessThan(100)
  }, 60_000)

  it('refuses at the row limit a sheet whose dimension says it is small, and one without a dimension', async () => {
    for (const dimension of ['A1:B3', undefined]) {
      const bytes = xlsx({
        sheet: ORDER_HEADING + repeatedRows(800_000),
        dimension,
        sharedStrings: ORDER_STRINGS,
      })
      const { result, stall } = await longestStall(() => outcome(bytes))
      expect(result, `dimension ${dimension}`).toBe('400 too_many_rows')
      expect(stall, `dimension ${dimension}`).toBeLessThan(1000)
    }
  })

  it('refuses at the dimension, before any row, a sheet that declares more rows than the limit', async () => {
    // After its first rows ~200 KB of packed noise, then deflate data that breaks: a reader that
    // went on past the dimension would find the file broken.
    const noise = randomBytes(256 * 1024).toString('hex')
    const bytes = xlsx({
      sheet: {
        content: `<worksheet><dimension ref="A1:B800001"/><sheetData>${ORDER_HEADING}${orderRows(3)}<!-- ${noise} -->`,
        brokenTail: BROKEN,
      },
      sharedStrings: ORDER_STRINGS,
    })
    expect(await outcome(bytes)).toBe('400 too_many_rows')
  })

  it('refuses before the sheet is unpacked whole: what lies beyond the limit is never inflated', async () => {
    // 100,000 good rows, then deflate data that breaks: reading it all ends in unreadable_file.
    const bytes = xlsx({
      sheet: {
        content: `<worksheet><sheetData>${ORDER_HEADING}${orderRows(100_000)}`,
        brokenTail: BROKEN,
      },
      sharedStrings: ORDER_STRINGS,
    })
    expect(await outcome(bytes)).toBe('400 too_many_rows')
  })

  it('refuses shared strings or a single cell that unpack to more than 16 MB, at the cap', async () => {
    const bomb = 'A'.repeat(20 * MB)
    const strings = xlsx({
      sheet: ORDER_HEADING + orderRows(2),
      sharedStrings: { content: `<sst><si><t>${bomb}`, brokenTail: BROKEN },
    })
    const cell = xlsx({
      sheet: {
        content: `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${bomb}`,
        brokenTail: BROKEN,
      },
    })
    expect(await outcome(strings)).toBe('413 file_too_large')
    expect(await outcome(cell)).toBe('413 file_too_large')
  })

  it('bounds the work of empty tags: rows without values, cells without values, runs of one cell', async () => {
    const emptyRows = xlsx({ sheet: '<row><c t="inlineStr"><is><t></t></is></c></row>'.repeat(500_000) })
    const emptyCells = xlsx({ sheet: `<row>${'<c r="A1"/>'.repeat(16_000)}</row>`.repeat(200) })
    const runs = xlsx({
      sheet: `<row><c t="inlineStr"><is>${'<r><t>a</t></r>'.repeat(600_000)}</is></c></row>`,
    })
    for (const [bytes, refusal] of [
      [emptyRows, '400 too_many_rows'],
      [emptyCells, '413 file_too_large'],
      [runs, '413 file_too_large'],
    ] as const) {
      const { result, stall } = await longestStall(() => outcome(bytes))
      expect(result).toBe(refusal)
      expect(stall).toBeLessThan(1000)
    }
  })

  it(`reads ${MAX_UPLOAD_ROWS} rows and a heading, and refuses one more`, async () => {
    const file = (rows: number) =>
      xlsx({
        sheet: ORDER_HEADING + orderRows(rows),
        dimension: `A1:B${rows + 1}`,
        sharedStrings: ORDER_STRINGS,
      })
    const rows = await readCartSheet(file(MAX_UPLOAD_ROWS))
    expect(rows).toHaveLength(MAX_UPLOAD_ROWS)
    expect(rows.at(-1)).toEqual({
      row: MAX_UPLOAD_ROWS + 1,
      article: '1000003',
      quantity: 1,
      label: undefined,
    })
    expect(await outcome(file(MAX_UPLOAD_ROWS + 1))).toBe('400 too_many_rows')
  })
})

/** A cell as the upload used to read it from a full ExcelJS load. */
function exceljsCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'number' || typeof value === 'string') return value
  if (typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('result' in value) return exceljsCell(value.result as ExcelJS.CellValue)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('text' in value) return String(value.text)
  return undefined
}

/** The rows with a value as a full ExcelJS load reads them (trailing empty cells dropped). */
async function exceljsRows(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.slice().buffer)
  const rows: { row: number; cells: Cell[] }[] = []
  workbook.worksheets[0]!.eachRow((row, number) => {
    const cells: Cell[] = []
    for (let column = 1; column <= Math.min(row.cellCount, 50); column++)
      cells.push(exceljsCell(row.getCell(column).value))
    rows.push({ row: number, cells })
  })
  return rows.map(trimmed).filter((row) => row.cells.length > 0)
}

const trimmed = ({ row, cells }: { row: number; cells: readonly Cell[] }) => {
  const kept = [...cells]
  while (kept.length > 0 && kept.at(-1) === undefined) kept.pop()
  return { row, cells: kept }
}

const LIMITS = {
  rows: MAX_UPLOAD_ROWS + 1,
  columns: 50,
  cellsPerRow: 100,
  partBytes: 16 * MB,
  partElements: 500_000,
  tooManyRows: () => new ServiceError(400, 'too_many_rows', 'too many'),
}

const text = fc.stringMatching(/^[\w åäöÅÄÖé&<>"'.,;:()/-]{1,16}$/)
const cellValue: fc.Arbitrary<ExcelJS.CellValue | { numFmt: string; value: number | Date }> = fc.oneof(
  text,
  fc.constantFrom('7312345678901', ' 0042 ', 'Artikelnummer', 'Antal', 'Märkning'),
  fc.integer({ min: -1_000_000, max: 10_000_000_000_000 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
  fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { minLength: 1, maxLength: 3 }).map((parts) => ({
    richText: parts.map((part) => ({ text: part, font: { bold: true } })),
  })),
  // Not 0: ExcelJS's own load drops a cached result of 0 (it reads `{ formula }` alone), while the
  // file holds <v>0</v> and Excel shows 0. The upload reads 0: see 'reads a formula's cached 0'.
  fc
    .integer()
    .filter((result) => result !== 0)
    .map((result) => ({ formula: '1+1', result })),
  fc.constantFrom('ab', 'Kök').map((result) => ({ formula: '"a"&"b"', result })),
  text.map((linkText) => ({ text: linkText, hyperlink: 'https://example.se/a?b=1&c=2' })),
  fc.constant({ error: '#N/A' as const }),
  fc
    .tuple(
      fc.constantFrom('yyyy-mm-dd', 'd/m/yyyy h:mm', '0.00 "kr"', '[Red]0', '#,##0'),
      fc.integer({ min: 1, max: 60_000 }),
    )
    .map(([numFmt, value]) => ({ numFmt, value })),
)

describe('reading an .xlsx as ExcelJS reads it', () => {
  it('reads every cell as a full ExcelJS load does (strings, EANs, numbers, dates, rich text, formulas, links)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cellValue, { maxLength: 7 }), { maxLength: 8 }),
        fc.boolean(),
        fc.boolean(),
        async (rows, sharedStrings, date1904) => {
          const workbook = new ExcelJS.Workbook()
          if (date1904) workbook.properties.date1904 = true
          const sheet = workbook.addWorksheet('Beställning')
          rows.forEach((values, index) => {
            // Every other row is left empty, so row numbers skip.
            const row = sheet.getRow(index * 2 + 1)
            values.forEach((value, column) => {
              const cell = row.getCell(column + 1)
              if (value !== null && typeof value === 'object' && 'numFmt' in value) {
                cell.value = value.value
                cell.numFmt = value.numFmt
              } else cell.value = value
            })
            row.commit()
          })
          const bytes = new Uint8Array(await workbook.xlsx.writeBuffer({ useSharedStrings: sharedStrings }))
          const read = (await xlsxRows(bytes, LIMITS)).map(trimmed).filter((row) => row.cells.length > 0)
          expect(read).toEqual(await exceljsRows(bytes))
        },
      ),
      { numRuns: 60 },
    )
  }, 60_000)

  it('reads a formula’s cached 0 as 0, where ExcelJS’s own load reads nothing', async () => {
    const bytes = xlsx({
      sheet: '<row r="1"><c r="A1"><f>1+1</f><v>0</v></c><c r="B1"><f>1+1</f><v>2</v></c></row>',
    })
    expect(await xlsxRows(bytes, LIMITS)).toEqual([{ row: 1, cells: [0, 2] }])
    expect(await exceljsRows(bytes)).toEqual([{ row: 1, cells: [undefined, 2] }])
  })

  it('reads stored parts, inline strings, rows and cells without references, and only the first 50 columns', async () => {
    const wide = Array.from({ length: 60 }, (_, column) => `<c><v>${column}</v></c>`).join('')
    const bytes = xlsx({
      sheet: {
        content: `<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>
          <x:row><x:c t="inlineStr"><x:is><x:t>Art.nr</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:r><x:t>An</x:t></x:r><x:r><x:t>tal</x:t></x:r><x:rPh><x:t>ア</x:t></x:rPh></x:is></x:c></x:row>
          <x:row r="4"><x:c r="B4" t="inlineStr"><x:is><x:t>2,5</x:t></x:is></x:c><x:c r="A4" t="str"><x:v>AB&amp;12</x:v></x:c></x:row>
          <x:row>${wide}</x:row>
        </x:sheetData></x:worksheet>`,
        stored: true,
      },
    })
    const rows = await xlsxRows(bytes, LIMITS)
    expect(rows.slice(0, 2)).toEqual([
      { row: 1, cells: ['Art.nr', 'Antal'] },
      { row: 4, cells: ['AB&12', '2,5'] },
    ])
    expect(rows[2]).toMatchObject({ row: 5 })
    expect(rows[2]!.cells).toHaveLength(50)
    expect(await readCartSheet(bytes)).toEqual([
      { row: 4, article: 'AB&12', quantity: 2.5, label: undefined },
      { row: 5, article: '0', quantity: 1, label: undefined },
    ])
  })

  it('refuses what is no readable .xlsx with unreadable_file', async () => {
    const noSheet = xlsx({ sheet: '' })
    const broken = new Uint8Array(noSheet)
    broken.set([0, 0, 0, 0], broken.length - 22)
    const doctype = xlsx({
      sheet: { content: '<!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet>&a;</worksheet>' },
    })
    for (const bytes of [broken, doctype, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])])
      expect(await outcome(bytes)).toBe('400 unreadable_file')
    expect(await outcome(noSheet)).toBe('400 empty_file')
  })
})

describe('an exported cart', () => {
  const line = (articleNumber: string, unit: string): ExportLine => ({
    articleNumber,
    name: `Artikel ${articleNumber}`,
    ean: '7350000000000',
    quantity: 2,
    unit,
    deliveryName: 'Utkörning',
    label: null,
    unitPrice: 12.5,
    amount: 25,
    onRequest: false,
  })

  it('writes each line’s unit as the core’s Swedish label, an unknown code in lower case', async () => {
    const bytes = await writeCartSheet(
      [line('1000001', 'ST'), line('1000002', 'FRP'), line('1000003', 'RLE'), line('1000004', 'HINK')],
      { total: 100 },
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.slice().buffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(1).getCell(5).value).toBe('Enhet')
    expect([2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(5).value)).toEqual(['st', 'fp', 'rle', 'hink'])
  })

  it('makes each column as wide as its content: the longest name, the heading of a short column', async () => {
    const name = 'Avloppsrör PP Aquatek AQ 162 160 mm med muff och tätning'
    const bytes = await writeCartSheet(
      [{ ...line('1000001', 'ST'), name, deliveryName: 'Expressleverans till butik' }],
      { total: 25 },
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.slice().buffer)
    const sheet = workbook.worksheets[0]!
    // ExcelJS writes no width for a column of its default, 9: it reads back as none.
    const width = (column: number) => sheet.getColumn(column).width ?? 9
    expect(width(2)).toBeGreaterThanOrEqual(name.length)
    expect(width(2)).toBeLessThanOrEqual(name.length + 4)
    expect(width(1)).toBeGreaterThanOrEqual('Artikelnummer'.length)
    expect(width(5)).toBeGreaterThanOrEqual('Enhet'.length)
    expect(width(5)).toBeLessThanOrEqual(8)
    expect(width(6)).toBeGreaterThanOrEqual('Expressleverans till butik'.length)
    expect(width(8)).toBeGreaterThanOrEqual('À-pris (kr)'.length)
  })
})
