/**
 * Column widths of the workbooks the services write (an order, an exported cart): each column as
 * wide as its longest cell as Excel shows it, within bounds, so no label is cut and no column is
 * wider than it needs. A cell merged over several columns spans them and counts for none.
 */
import type ExcelJS from 'exceljs'

/** The narrowest and widest a column gets, in characters. */
export const COLUMN_WIDTH = { min: 6, max: 60 } as const

/** Room beside the text (Excel's padding and the filter button of a heading), in characters. */
const PADDING = 2

/** The font size widths are counted in (Excel's default, Calibri 11). */
const BASE_FONT_SIZE = 11

/** A number as the cell's format shows it in Swedish Excel: "1 234,50 kr", "12,5". */
function numberText(value: number, numFmt: string | undefined): string {
  const decimals = /0\.(0+)/.exec(numFmt ?? '')?.[1]?.length
  const text = new Intl.NumberFormat('sv-SE', {
    ...(decimals === undefined
      ? { maximumFractionDigits: 10 }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    useGrouping: (numFmt ?? '').includes('#,##'),
  }).format(value)
  return numFmt?.includes('kr') ? `${text} kr` : text
}

/** What a cell shows: its text, a number in its format, a formula's result. */
function shownText(cell: ExcelJS.Cell): string {
  const value = cell.value
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return numberText(value, cell.numFmt)
  if (typeof value === 'object' && 'result' in value) {
    const result = value.result
    return typeof result === 'number' ? numberText(result, cell.numFmt) : String(result ?? '')
  }
  return cell.text
}

/** The characters a cell's text takes at the base font size: the longest of its lines, scaled by its font. */
function cellWidth(cell: ExcelJS.Cell): number {
  const longest = Math.max(
    0,
    ...shownText(cell)
      .split('\n')
      .map((line) => [...line].length),
  )
  return longest * ((cell.font?.size ?? BASE_FONT_SIZE) / BASE_FONT_SIZE)
}

/** Sets each column's width from its longest cell (merged cells left out), within COLUMN_WIDTH. */
export function fitColumns(sheet: ExcelJS.Worksheet): void {
  for (let number = 1; number <= sheet.columnCount; number++) {
    const column = sheet.getColumn(number)
    let widest = 0
    column.eachCell({ includeEmpty: false }, (cell) => {
      if (!cell.isMerged) widest = Math.max(widest, cellWidth(cell))
    })
    column.width = Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, Math.ceil(widest) + PADDING))
  }
}
