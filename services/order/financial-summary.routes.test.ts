/**
 * Financial follow-up through real HTTP on loopback, on the seeded year of order history: every
 * figure is checked against what the other order paths answer, never against the rule's own SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addIsoDays } from '@proffsbutik/core/domain'
import { startHarness, type Harness } from '../testing/harness'

// 10:00 in Stockholm: after the 08:00 invoicing, so an invoice dated 30 days ago no longer counts.
const NOW = new Date('2026-11-24T09:00:00Z')
const TODAY = '2026-11-24'
let harness: Harness
beforeAll(async () => {
  harness = await startHarness(() => NOW)
}, 60_000)
afterAll(() => harness.stop())

const order = '/services/order'

interface FinanceInvoice {
  invoiceNumber: string
  orderId: string
  orderNumber: string
  projectId: string | null
  ocr: string
  invoiceDate: string
  dueDate: string
  paymentTerms: string
  amountExcludingVat: number
  vatAmount: number
  amountIncludingVat: number
  dueState: 'notDue' | 'dueToday' | 'overdue'
  daysUntilDue: number
  pdfUrl: string
}
interface Summary {
  customerId: string
  projectId: string | null
  today: string
  credit: { limit: number; outstanding: number; available: number } | null
  purchases: { month: string; orderCount: number; net: number }[]
  invoices: { total: number; offset: number; limit: number; data: FinanceInvoice[] }
}
interface OrderRow {
  orderId: string
  orderNumber: string
  projectId: string | null
  orderDate: string
  orderStatus: string
  totalNet: number | null
}

const json = async <T>(response: Response, status = 200): Promise<T> => {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

const summaryPath = (customerId: string, query = '') =>
  `${order}/customers/${customerId}/financial-summary${query ? `?${query}` : ''}`
const summary = (user: string, customerId: string, query = '') =>
  harness.call(user, 'GET', summaryPath(customerId, query)).then((r) => json<Summary>(r))

/** Every invoice of a summary, page by page. */
async function allInvoices(user: string, customerId: string, query = ''): Promise<FinanceInvoice[]> {
  const invoices: FinanceInvoice[] = []
  for (let offset = 0; ; offset += 100) {
    const page = await summary(user, customerId, `limit=100&offset=${offset}${query ? `&${query}` : ''}`)
    invoices.push(...page.invoices.data)
    if (offset + 100 >= page.invoices.total) return invoices
  }
}

/** Every order order history finds for a customer, page by page. */
async function allOrders(user: string, customerId: string, query = ''): Promise<OrderRow[]> {
  const orders: OrderRow[] = []
  for (let offset = 0; ; offset += 100) {
    const page = await json<{ total: number; data: OrderRow[] }>(
      await harness.call(
        user,
        'GET',
        `${order}/orders/search?customerId=${customerId}&limit=100&offset=${offset}${query ? `&${query}` : ''}`,
      ),
    )
    orders.push(...page.data)
    if (offset + 100 >= page.total) return orders
  }
}

/** A sum of SEK amounts to the öre, without float drift. */
const sek = (amounts: readonly number[]) => amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100

describe('financial summary', () => {
  it('answers the credit limit, what is outstanding by checkout’s rule, and what is left', async () => {
    const answer = await summary('anna.berg', 'C100')
    expect(answer).toMatchObject({ customerId: 'C100', projectId: null, today: TODAY })
    const orders = await allOrders('anna.berg', 'C100')
    const invoices = await allInvoices('anna.berg', 'C100')
    // Outstanding: the orders not yet invoiced, and the invoices not yet due (issued under 30 days ago).
    const notInvoiced = orders.filter((o) => o.orderStatus !== 'invoiced').map((o) => o.totalNet ?? 0)
    const notDue = invoices.filter((i) => i.dueState === 'notDue').map((i) => i.amountExcludingVat)
    expect(notInvoiced.length).toBeGreaterThan(0)
    expect(notDue.length).toBeGreaterThan(0)
    const outstanding = sek([...notInvoiced, ...notDue])
    expect(answer.credit).toEqual({
      limit: 600_000,
      outstanding,
      available: sek([600_000, -outstanding]),
    })
  })

  it('lists every invoiced order’s invoice, newest first, as the order’s own invoice says', async () => {
    const orders = await allOrders('anna.berg', 'C100', 'orderStatus=invoiced')
    const invoices = await allInvoices('anna.berg', 'C100')
    expect(invoices.map((i) => i.orderId).sort()).toEqual(orders.map((o) => o.orderId).sort())
    const dates = invoices.map((i) => i.invoiceDate)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const invoice of [invoices[0]!, invoices[invoices.length - 1]!]) {
      const own = await json<{ data: Record<string, unknown>[] }>(
        await harness.call('anna.berg', 'GET', `${order}/orders/${invoice.orderId}/invoices`),
      )
      expect(own.data).toEqual([
        expect.objectContaining({
          invoiceNumber: invoice.invoiceNumber,
          orderNumber: invoice.orderNumber,
          ocr: invoice.ocr,
          invoiceDate: invoice.invoiceDate,
          dueDate: invoice.dueDate,
          paymentTerms: invoice.paymentTerms,
          amountExcludingVat: invoice.amountExcludingVat,
          vatAmount: invoice.vatAmount,
          amountIncludingVat: invoice.amountIncludingVat,
          pdfUrl: invoice.pdfUrl,
        }),
      ])
    }
    // Where each stands against its due date, on the services' day.
    for (const invoice of invoices) {
      const days = (Date.parse(invoice.dueDate) - Date.parse(TODAY)) / 86_400_000
      expect(invoice.daysUntilDue).toBe(days)
      expect(invoice.dueState).toBe(days > 0 ? 'notDue' : days === 0 ? 'dueToday' : 'overdue')
    }
    expect(invoices.some((i) => i.dueState === 'overdue')).toBe(true)
  })

  it('sums the purchases of each of the last twelve calendar months as order history finds them', async () => {
    const answer = await summary('anna.berg', 'C100')
    expect(answer.purchases.map((p) => p.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ])
    const orders = await allOrders('anna.berg', 'C100', 'fromDate=2025-12-01')
    for (const month of answer.purchases) {
      const own = orders.filter((o) => o.orderDate.startsWith(month.month))
      expect([month.month, month.orderCount, month.net]).toEqual([
        month.month,
        own.length,
        sek(own.map((o) => o.totalNet ?? 0)),
      ])
    }
    expect(answer.purchases.filter((p) => p.orderCount > 0).length).toBeGreaterThanOrEqual(11)
  })

  it('filters invoices by their dates, both days included, and pages them', async () => {
    const all = await allInvoices('anna.berg', 'C100')
    const from = all[Math.floor(all.length / 2)]!.invoiceDate
    const to = addIsoDays(from, 40)
    const inRange = await allInvoices('anna.berg', 'C100', `fromDate=${from}&toDate=${to}`)
    expect(inRange.map((i) => i.invoiceNumber)).toEqual(
      all.filter((i) => i.invoiceDate >= from && i.invoiceDate <= to).map((i) => i.invoiceNumber),
    )
    expect(inRange.length).toBeGreaterThan(0)
    const first = await summary('anna.berg', 'C100', 'limit=2')
    const second = await summary('anna.berg', 'C100', 'limit=2&offset=2')
    expect(first.invoices).toMatchObject({ total: all.length, offset: 0, limit: 2 })
    expect([...first.invoices.data, ...second.invoices.data].map((i) => i.invoiceNumber)).toEqual(
      all.slice(0, 4).map((i) => i.invoiceNumber),
    )
    const backwards = await harness.call(
      'anna.berg',
      'GET',
      summaryPath('C100', `fromDate=${to}&toDate=${from}`),
    )
    expect(backwards.status).toBe(400)
    expect(await backwards.text()).toContain('toDate')
    for (const query of ['fromDate=2026-02-30', 'limit=0', 'limit=101', 'offset=-1', 'projectId=%20'])
      expect([query, (await harness.call('anna.berg', 'GET', summaryPath('C100', query))).status]).toEqual([
        query,
        400,
      ])
  })

  it('keeps a project buyer to her project’s invoices and purchases; the credit is the customer’s', async () => {
    const project = await summary('anna.berg', 'C200')
    const whole = await summary('sara.lind', 'C200')
    expect(project.credit).toEqual(whole.credit)
    expect(project.credit?.limit).toBe(500_000)
    const invoices = await allInvoices('anna.berg', 'C200')
    expect(invoices.length).toBeGreaterThan(0)
    expect(new Set(invoices.map((i) => i.projectId))).toEqual(new Set(['P201']))
    expect((await allInvoices('sara.lind', 'C200')).length).toBeGreaterThan(invoices.length)
    const orders = await allOrders('anna.berg', 'C200', 'fromDate=2025-12-01')
    expect(sek(project.purchases.map((p) => p.net))).toBe(sek(orders.map((o) => o.totalNet ?? 0)))
    expect(await summary('anna.berg', 'C200', 'projectId=P201')).toEqual({ ...project, projectId: 'P201' })
    expect((await harness.call('anna.berg', 'GET', summaryPath('C200', 'projectId=P202'))).status).toBe(403)
    expect((await harness.call('anna.berg', 'GET', summaryPath('C200', 'projectId=P101'))).status).toBe(404)
  })

  it('refuses another customer, a buyer denied financial follow-up or prices, and a visitor', async () => {
    expect((await harness.call('anna.berg', 'GET', summaryPath('C300'))).status).toBe(403)
    expect((await harness.call('anna.berg', 'GET', summaryPath('C999'))).status).toBe(404)
    // Lisa is denied EJ_SE_EKONOMISK_UPPFÖLJNING, Nils EJ_SE_PRISER: no summary, no invoices.
    expect((await harness.call('lisa.nord', 'GET', summaryPath('C200'))).status).toBe(403)
    expect((await harness.call('nils.ohlsson', 'GET', summaryPath('C300'))).status).toBe(403)
    const lisasOrder = (await allInvoices('sara.lind', 'C200'))[0]!
    expect(
      (await harness.call('lisa.nord', 'GET', `${order}/orders/${lisasOrder.orderId}/invoices`)).status,
    ).toBe(403)
    expect((await harness.call('lisa.nord', 'GET', `${order}/orders/${lisasOrder.orderId}`)).status).toBe(200)
    expect((await harness.call(null, 'GET', summaryPath('C100'))).status).toBe(401)
    // A site admin follows up any customer; a customer without a limit has no credit figures.
    expect((await summary('sten.ek', 'C100')).credit).toEqual((await summary('anna.berg', 'C100')).credit)
    expect((await summary('sten.ek', 'C900')).credit).toBeNull()
  })

  it('still answers a buyer denied order history: invoices are financial follow-up', async () => {
    const answer = await summary('karin.sjo', 'C500')
    expect(answer.credit?.limit).toBe(750_000)
    const invoice = answer.invoices.data[0]!
    expect((await harness.call('karin.sjo', 'GET', `${order}/orders/${invoice.orderId}`)).status).toBe(403)
    const pdf = await harness.call('karin.sjo', 'GET', invoice.pdfUrl)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
  })
})
