/**
 * An order as an Excel workbook (exceljs), with Swedish headings: the order's facts, then one row
 * per line with article number, name, brand, quantity, unit, unit price and amount, then the totals.
 * Amounts are numbers in a kronor format, so the sheet can be summed; a caller denied prices gets
 * the lines without them. Each column is as wide as its content (platform/xlsx-columns.ts).
 */
import {
  addressLines,
  deliveryName,
  PRICE_ON_REQUEST,
  stockholmDay,
  unitLabel,
} from '@proffsbutik/core/domain'
import ExcelJS from 'exceljs'
import { fitColumns } from '../platform/xlsx-columns'
import { moneyNumber, percentText, unitPrice, VAT_PERCENTAGE } from './order-money'
import { orderAddress, type OrderAddressRecord, type OrderRecord } from './order-record'
import { currentStatus, orderStatusNames } from './order-status'

const KRONOR = '#,##0.00 "kr"'

/** An address on one line: the core's address lines (postcode "NNN NN") joined by commas. */
const addressText = (address: OrderAddressRecord | null) =>
  address === null ? '' : addressLines(orderAddress(address)).join(', ')

/** The workbook's bytes. */
export async function orderWorkbook(record: OrderRecord, prices: boolean, now: Date): Promise<Uint8Array> {
  const { order } = record
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Proffsbutik'
  workbook.created = now
  const sheet = workbook.addWorksheet(`Order ${order.orderNumber}`, {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  })
  const title = sheet.addRow([`Order ${order.orderNumber}`])
  title.font = { bold: true, size: 14 }
  const facts: [string, string][] = [
    ['Ordernummer', order.orderNumber],
    ['Orderdatum', stockholmDay(new Date(order.createdAt))],
    ['Status', orderStatusNames[currentStatus(record.events, now).status]],
    ['Kund', `${record.customerName} (${order.customerId})`],
    ['Projekt', record.projectName ?? ''],
    ['Beställare', record.placedBy.name],
    ['Er referens', order.reference ?? ''],
    ['Leveranssätt', deliveryName(order.deliveryId) + (record.storeName ? `, ${record.storeName}` : '')],
    ['Önskat leveransdatum', order.requestedDeliveryDate ?? ''],
    ['Leveransadress', addressText(record.deliveryAddress)],
    ['Fakturaadress', addressText(record.invoiceAddress)],
    ['Meddelande', order.message ?? ''],
  ]
  for (const [label, value] of facts) {
    const row = sheet.addRow([label, value])
    row.getCell(1).font = { bold: true }
    sheet.mergeCells(row.number, 2, row.number, 8)
  }
  sheet.addRow([])
  const head = sheet.addRow([
    'Rad',
    'Artikelnummer',
    'Benämning',
    'Fabrikat',
    'Antal',
    'Enhet',
    'À-pris',
    'Belopp',
  ])
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } }
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B4F9C' } }
  })
  for (const line of record.lines) {
    const price = unitPrice(line)
    const row = sheet.addRow([
      line.lineNumber,
      line.articleNumber,
      line.name,
      line.brand ?? '',
      Number(line.quantity),
      unitLabel(line.unit),
      // A line without a price, where prices are shown, was priced on request: the price and the
      // amount both say so (core/domain/cart.ts isItemOnRequest).
      prices
        ? price === null
          ? PRICE_ON_REQUEST
          : moneyNumber(price) / Math.max(1, line.salesPriceUnit)
        : null,
      prices ? (line.amount === null ? PRICE_ON_REQUEST : moneyNumber(line.amount)) : null,
    ])
    row.getCell(7).numFmt = KRONOR
    row.getCell(8).numFmt = KRONOR
  }
  sheet.autoFilter = { from: { row: head.number, column: 1 }, to: { row: head.number, column: 8 } }
  if (prices) {
    sheet.addRow([])
    const sums: [string, number][] = [
      ['Summa exkl. moms', moneyNumber(record.totals.net)],
      [`Moms ${percentText(VAT_PERCENTAGE)}`, moneyNumber(record.totals.vat)],
      ['Totalt inkl. moms', moneyNumber(record.totals.gross)],
    ]
    for (const [label, value] of sums) {
      const row = sheet.addRow([])
      row.getCell(7).value = label
      row.getCell(8).value = value
      row.getCell(8).numFmt = KRONOR
      row.font = { bold: label.startsWith('Totalt') }
    }
  }
  fitColumns(sheet)
  const buffer = await workbook.xlsx.writeBuffer()
  return new Uint8Array(buffer)
}
