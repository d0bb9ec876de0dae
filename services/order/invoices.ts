/**
 * Invoices of an order: one, issued when the order reaches 'invoiced' (the morning of the next open
 * day after delivery), for the order's net total plus 25 % VAT, due 30 days later. The invoice
 * number is the order number behind a 9 (order 4100123, invoice 94100123), and the OCR reference
 * is the invoice number with a length digit and a Luhn check digit, as Swedish bankgiro payments
 * expect. Nothing is stored: invoices follow from the timeline, like the status.
 */
import { addIsoDays, type IsoDate, type Money, stockholmDay } from '@proffsbutik/core/domain'
import { moneyNumber, VAT_PERCENTAGE, type OrderTotals } from './order-money'
import type { OrderRecord } from './order-record'

/** Days from the invoice date to the due date. */
export const PAYMENT_DAYS = 30

/** The payment terms an invoice states. */
export const PAYMENT_TERMS = `${PAYMENT_DAYS} dagar netto`

/** An invoice with exact amounts. */
export interface Invoice {
  readonly invoiceNumber: string
  readonly ocr: string
  readonly invoiceDate: IsoDate
  readonly dueDate: IsoDate
  readonly net: Money
  readonly vat: Money
  readonly gross: Money
}

/** An invoice as answered. */
export interface InvoiceView {
  readonly invoiceNumber: string
  readonly orderId: string
  readonly orderNumber: string
  readonly ocr: string
  readonly invoiceDate: IsoDate
  readonly dueDate: IsoDate
  readonly paymentTerms: string
  readonly currency: string
  readonly amountExcludingVat: number
  readonly vatPercentage: number
  readonly vatAmount: number
  readonly amountIncludingVat: number
  /** The invoice as a PDF, under the order base. */
  readonly pdfUrl: string
}

/** The Luhn (modulus 10) check digit of a number. */
export function luhnCheckDigit(digits: string): string {
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1)
    return total + (value > 9 ? value - 9 : value)
  }, 0)
  return String((10 - (sum % 10)) % 10)
}

/** An OCR reference: the number, a length digit (the length with both digits added, mod 10) and a Luhn digit. */
export function ocrReference(number: string): string {
  const withLength = `${number}${(number.length + 2) % 10}`
  return `${withLength}${luhnCheckDigit(withLength)}`
}

/** The moment an order is (or is planned to be) invoiced. */
export function invoicedAt(record: Pick<OrderRecord, 'events'>): Date | undefined {
  return record.events.find((event) => event.status === 'invoiced')?.at
}

/** The invoice of an order number invoiced at a moment, for the order's totals. */
export function invoiceFor(orderNumber: string, at: Date, totals: OrderTotals): Invoice {
  const invoiceDate = stockholmDay(at)
  const invoiceNumber = `9${orderNumber}`
  return {
    invoiceNumber,
    ocr: ocrReference(invoiceNumber),
    invoiceDate,
    dueDate: addIsoDays(invoiceDate, PAYMENT_DAYS),
    net: totals.net,
    vat: totals.vat,
    gross: totals.gross,
  }
}

/** The invoices of an order at `now`: none before it is invoiced. */
export function invoicesOf(record: OrderRecord, now: Date): Invoice[] {
  const at = invoicedAt(record)
  if (!at || at.getTime() > now.getTime()) return []
  return [invoiceFor(record.order.orderNumber, at, record.totals)]
}

/** An invoice as answered. */
export function invoiceView(record: OrderRecord, invoice: Invoice): InvoiceView {
  return {
    invoiceNumber: invoice.invoiceNumber,
    orderId: record.order.id,
    orderNumber: record.order.orderNumber,
    ocr: invoice.ocr,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    paymentTerms: PAYMENT_TERMS,
    currency: record.order.currency,
    amountExcludingVat: moneyNumber(invoice.net),
    vatPercentage: VAT_PERCENTAGE,
    vatAmount: moneyNumber(invoice.vat),
    amountIncludingVat: moneyNumber(invoice.gross),
    pdfUrl: `/services/order/orders/${record.order.id}/invoices/${invoice.invoiceNumber}.pdf`,
  }
}
