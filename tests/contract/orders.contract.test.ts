/** The orders adapter and use cases against the embedded services: history, documents, ordering again. */
import { Effect } from 'effect'
import ExcelJS from 'exceljs'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSek } from '@proffsbutik/core/domain'
import { CommerceGraphPort, OrdersPort } from '@proffsbutik/core/ports'
import {
  emailOrderDocuments,
  login,
  orderDetail,
  orderDocument,
  orderHistory,
  reorder,
  sendOrderInquiry,
} from '@proffsbutik/core/usecases'
import {
  DEMO_PASSWORD,
  type Harness,
  type Loopback,
  serveOnLoopback,
  startHarness,
} from '@proffsbutik/services/testing'
import { failureOf, valueOf, world } from './world'

let harness: Harness
let buyer: ReturnType<typeof world>
let wrongShapes: Loopback
beforeAll(async () => {
  harness = await startHarness()
  buyer = world(harness.url)
  valueOf(await buyer.run(login({ username: 'anna.berg', password: DEMO_PASSWORD })))
  // An order service that answers history in the wrong shape.
  const liar = new Hono()
  liar.get('/services/order/orders/search', (c) => c.json({ total: 'many', data: [{ orderId: 1 }] }))
  wrongShapes = await serveOnLoopback(liar)
}, 60_000)
afterAll(async () => {
  await wrongShapes.close()
  await harness.stop()
})

describe('order history', () => {
  it('searches the seeded year, and shows an order with lines, totals in Money, status and invoices', async () => {
    const page = valueOf(
      await buyer.run(
        orderHistory({ customerId: 'C100', sort: { by: 'createdAt', direction: 'asc' }, limit: 5 }),
      ),
    )
    expect(page.total).toBeGreaterThan(20)
    expect(page.orders).toHaveLength(5)
    const [oldest] = page.orders
    expect(oldest?.orderStatus).toBe('invoiced')
    expect(Number.isSafeInteger(oldest?.totalNet)).toBe(true)
    expect(Object.values(oldest!)).not.toContain(null)

    const { order, invoices, invoicesShown } = valueOf(await buyer.run(orderDetail(oldest!.orderId)))
    expect(order.orderNumber).toBe(oldest?.orderNumber)
    expect(order.lines.length).toBeGreaterThan(0)
    expect(formatSek(order.totals!.gross)).toMatch(/kr$/)
    expect(order.statusHistory.map((s) => s.status)).toEqual([
      'received',
      'confirmed',
      'picked',
      'shipped',
      'delivered',
      'invoiced',
    ])
    expect(invoicesShown).toBe(true)
    expect(invoices[0]?.amountIncludingVat).toBe(order.totals?.gross)

    const byNumber = valueOf(
      await buyer.run(Effect.flatMap(OrdersPort, (port) => port.orderIdOf(order.orderNumber))),
    )
    expect(byNumber).toBe(order.orderId)
  })

  it('downloads the order as .xlsx and the confirmation as PDF, mails them, and sends an inquiry', async () => {
    const [latest] = valueOf(await buyer.run(orderHistory({ customerId: 'C100', limit: 1 }))).orders
    const sheet = valueOf(await buyer.run(orderDocument(latest!.orderId, 'spreadsheet', 'dahl')))
    expect(sheet.contentType).toContain('spreadsheetml')
    expect(sheet.fileName).toMatch(/\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(sheet.bytes.slice().buffer)
    expect(workbook.worksheets.length).toBeGreaterThan(0)
    const pdf = valueOf(await buyer.run(orderDocument(latest!.orderId, 'confirmation', 'kasp')))
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-')
    expect(pdf.fileName).toMatch(/\.pdf$/)
    const to = valueOf(await buyer.run(emailOrderDocuments(latest!.orderId, 'Till bokföringen')))
    expect(to).toBe('anna.berg@rorbolaget.se')
    valueOf(await buyer.run(sendOrderInquiry(latest!.orderId, 'När kommer leveransen?', 'Leverans')))
    const inquiry = await harness.db
      .selectFrom('orderInquiries')
      .selectAll()
      .where('orderId', '=', latest!.orderId)
      .executeTakeFirstOrThrow()
    expect(inquiry.message).toBe('När kommer leveransen?')
  })

  it('orders an old order again into the cart', async () => {
    const [latest] = valueOf(await buyer.run(orderHistory({ customerId: 'C100', limit: 1 }))).orders
    const cart = valueOf(
      await buyer.run(
        Effect.flatMap(CommerceGraphPort, (graph) => graph.getCart({ stockInput: {}, customerId: 'C100' })),
      ),
    )
    const result = valueOf(await buyer.run(reorder(latest!.orderId, cart.cartId, 'DBI')))
    expect(result.addedCount + result.skipped.length).toBe(latest!.lineCount)
    const after = valueOf(
      await buyer.run(
        Effect.flatMap(CommerceGraphPort, (graph) => graph.getCart({ stockInput: {}, customerId: 'C100' })),
      ),
    )
    expect(after.cartItems.length).toBe(result.addedCount)
  })

  it("keeps another customer's orders out, and a wrong shape is a decode failure, not a crash", async () => {
    const denied = failureOf(await buyer.run(orderHistory({ customerId: 'C300' })))
    expect(denied).toMatchObject({ _tag: 'OrdersFailed', message: { key: 'errors.forbidden_action' } })
    // The buyer's session, against a service that answers in the wrong shape.
    const direct = failureOf(
      await world(wrongShapes.url, Object.fromEntries(buyer.store.values)).run(
        Effect.flatMap(OrdersPort, (port) => port.search({})),
      ),
    )
    expect(direct).toMatchObject({ _tag: 'ServiceCallFailed', failure: { kind: 'decode' } })
    expect((direct as { detail: string }).detail).toMatch(/order searchOrders does not fit/)
  })
})
