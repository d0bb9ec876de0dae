/** Column widths from content, read back from the written workbook as Excel would open it. */
import ExcelJS from 'exceljs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COLUMN_WIDTH, fitColumns } from './xlsx-columns'

/** The widths of a sheet's columns once written and read back. */
async function writtenWidths(fill: (sheet: ExcelJS.Worksheet) => void): Promise<number[]> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Blad')
  fill(sheet)
  fitColumns(sheet)
  const read = new ExcelJS.Workbook()
  await read.xlsx.load(await workbook.xlsx.writeBuffer())
  const back = read.worksheets[0]!
  // ExcelJS writes no width for a column of its default, 9: it reads back as none.
  return Array.from({ length: back.columnCount }, (_, index) => back.getColumn(index + 1).width ?? 9)
}

describe('fitColumns', () => {
  it('makes each column as wide as its longest cell, plus room, within bounds', async () => {
    const widths = await writtenWidths((sheet) => {
      sheet.addRow(['Rad', 'Önskat leveransdatum', 'x'.repeat(200)])
      sheet.addRow([1, 'Kort', 'Kort'])
    })
    expect(widths).toEqual([COLUMN_WIDTH.min, 'Önskat leveransdatum'.length + 2, COLUMN_WIDTH.max])
  })

  it('counts a number as its format shows it, a formula by its result, and a larger font wider', async () => {
    const widths = await writtenWidths((sheet) => {
      const row = sheet.addRow([1234567.5, { formula: 'A1*2', result: 2469135 }, 'Order 4100222'])
      row.getCell(1).numFmt = '#,##0.00 "kr"'
      row.getCell(2).numFmt = '#,##0.00'
      row.getCell(3).font = { bold: true, size: 22 }
    })
    // "1 234 567,50 kr" is 15 characters, "2 469 135,00" is 12; 13 characters at 22 points take 26.
    expect(widths).toEqual([17, 14, 28])
  })

  it('leaves a cell merged over several columns out of their widths', async () => {
    const widths = await writtenWidths((sheet) => {
      const row = sheet.addRow([
        'Leveransadress',
        'Rörbolaget i Lund AB, Godsmottagningen, Industrigatan 12, 224 78 Lund',
      ])
      sheet.mergeCells(row.number, 2, row.number, 3)
      sheet.addRow(['Rad', 'Art.nr', 'Antal'])
    })
    expect(widths).toEqual(['Leveransadress'.length + 2, 'Art.nr'.length + 2, 'Antal'.length + 2])
  })

  it('fits any text: never narrower than it (up to the widest), never wider than needed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.string({ unit: 'grapheme', maxLength: 80 }), { minLength: 1, maxLength: 3 }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (rows) => {
          const widths = await writtenWidths((sheet) => rows.forEach((row) => sheet.addRow(row)))
          widths.forEach((width, index) => {
            const longest = Math.max(0, ...rows.map((row) => [...(row[index] ?? '')].length))
            expect(width).toBe(Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, longest + 2)))
          })
        },
      ),
      { numRuns: 25 },
    )
  })
})
