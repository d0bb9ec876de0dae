/** The order base through real HTTP on loopback, on the seeded year of order history. */
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../testing/harness'
import { insertOrder, type OrderDraft } from './place-order'

const START = new Date('2026-11-24T09:00:00Z')
let now = START
let harness: Harness
beforeAll(async () => {
  harness = await startHarness(() => now)
  // Lisa may no longer see order history: her token, made after this, carries the deny.
  await harness.db
    .updateTable('userPermissions')
    .set({ permissionDenies: ['EJ_ALLA_LEVERANSSATT', 'EJ_ORDERHISTORIK'] })
    .where('userId', '=', 'U1006')
    .execute()
}, 60_000)
afterAll(() => harness.stop())

const order = '/services/order'

const json = async <T>(response: Response, status = 200): Promise<T> => {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

interface Summary {
  orderId: string
  orderNumber: string
  tempOrderId: string
  customerId: string
  projectId: string | null
  orderDate: string
  reference: string | null
  orderStatus: string
  totalNet: number | null
  totalIncludingVat: number | null
  lineCount: number
}
interface Page {
  total: number
  offset: number
  limit: number
  data: Summary[]
}
interface Detail {
  orderId: string
  orderNumber: string
  orderStatus: string
  statusHistory: { status: string; at: string }[]
  lines: { lineNumber: number; articleNumber: string; name: string; amount: number | null }[]
  deliveries: { status: string; plannedDeliveryDate: string }[]
  addresses: { kind: string }[]
  totals: { net: number; vat: number; gross: number } | null
}

const search = (user: string, query = '') =>
  harness.call(user, 'GET', `${order}/orders/search${query ? `?${query}` : ''}`).then((r) => json<Page>(r))

/** An order of a customer, as a site admin finds it. */
async function orderOf(customerId: string, query = ''): Promise<Summary> {
  const page = await search('sten.ek', `customerId=${customerId}&limit=1${query ? `&${query}` : ''}`)
  const first = page.data[0]
  if (!first) throw new Error(`No order of ${customerId}`)
  return first
}

function draft(id: string, createdAt: Date, lines: number, customerId = 'C100'): OrderDraft {
  return {
    id,
    tempOrderId: `temp-${id}`,
    checkoutId: null,
    customerId,
    projectId: null,
    userId: 'U1001',
    deliveryId: 'DBI',
    storeId: null,
    warehouseId: '9000',
    requestedDeliveryDate: '2026-11-26',
    reference: `Testorder ${id}`,
    message: null,
    contactName: 'Anna Berg',
    contactPhone: null,
    sendOrderReceipt: true,
    createdAt,
    lines: Array.from({ length: lines }, (_, n) => ({
      articleNumber: String(1_000_003 + 3 * n),
      name: `Testartikel ${n + 1} med ett ganska långt namn som kan radbrytas i tabellen`,
      brand: 'Testfabrikat',
      quantity: n % 3 === 0 ? '2.5' : String(n + 1),
      unit: 'ST',
      netPrice: 10.05 + n,
      alloyingPrice: n % 4 === 0 ? 1.1 : null,
      salesPriceUnit: n % 5 === 0 ? 10 : 1,
      label: null,
    })),
    deliveryAddress: {
      name: 'Kv. Linden',
      address1: 'Lindvägen 3',
      postalCode: '224 65',
      postalAddress: 'Lund',
    },
    invoiceAddress: {
      name: 'Rörbolaget i Lund AB',
      address1: 'Box 110',
      postalCode: '224 78',
      postalAddress: 'Lund',
    },
  }
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length

describe('order history search', () => {
  it('answers the default customer’s orders, newest first, paged', async () => {
    const first = await search('anna.berg', 'limit=5')
    expect(first.total).toBeGreaterThan(20)
    expect(first.data).toHaveLength(5)
    expect(first).toMatchObject({ offset: 0, limit: 5 })
    expect(first.data.every((o) => o.customerId === 'C100')).toBe(true)
    const dates = first.data.map((o) => o.orderDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    const second = await search('anna.berg', 'limit=5&offset=5')
    expect(second.total).toBe(first.total)
    expect(second.data.map((o) => o.orderId)).not.toContain(first.data[0]!.orderId)
    const all = await search('anna.berg', 'limit=100')
    expect(all.data.map((o) => o.orderId).slice(5, 10)).toEqual(second.data.map((o) => o.orderId))
    expect(all.data[0]).toMatchObject({ totalNet: expect.any(Number), lineCount: expect.any(Number) })
  })

  it('covers a year: orders every month of the last twelve', async () => {
    const all = await search('sten.ek', 'customerId=C300&limit=100')
    const months = new Set(all.data.map((o) => o.orderDate.slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(12)
    expect(all.data.every((o) => o.orderDate >= '2025-11-24')).toBe(true)
  })

  it('finds by order number, reference, article number and name', async () => {
    const all = await search('anna.berg', 'limit=100')
    const target = all.data.find((o) => o.reference)!
    const byNumber = await search('anna.berg', `q=${target.orderNumber}`)
    expect(byNumber.data.map((o) => o.orderId)).toEqual([target.orderId])
    const byTemp = await search('anna.berg', `q=${target.tempOrderId}`)
    expect(byTemp.data.map((o) => o.orderId)).toEqual([target.orderId])
    const byReference = await search(
      'anna.berg',
      `limit=100&q=${encodeURIComponent(target.reference!.toUpperCase())}`,
    )
    expect(byReference.data.map((o) => o.orderId)).toContain(target.orderId)
    const detail = await json<Detail>(
      await harness.call('anna.berg', 'GET', `${order}/orders/${target.orderId}`),
    )
    const line = detail.lines[0]!
    const byArticle = await search('anna.berg', `limit=100&q=${line.articleNumber}`)
    expect(byArticle.data.map((o) => o.orderId)).toContain(target.orderId)
    for (const found of byArticle.data) {
      const other = await json<Detail>(
        await harness.call('anna.berg', 'GET', `${order}/orders/${found.orderId}`),
      )
      expect(other.lines.map((l) => l.articleNumber)).toContain(line.articleNumber)
    }
    const word = line.name.split(' ')[0]!.toLowerCase()
    const byName = await search('anna.berg', `limit=100&q=${encodeURIComponent(word)}`)
    expect(byName.data.map((o) => o.orderId)).toContain(target.orderId)
    expect((await search('anna.berg', 'q=finns-inte-alls')).total).toBe(0)
  })

  it('filters by current status and by order days', async () => {
    const invoiced = await search('anna.berg', 'limit=100&orderStatus=invoiced')
    expect(invoiced.total).toBeGreaterThan(0)
    expect(invoiced.data.every((o) => o.orderStatus === 'invoiced')).toBe(true)
    const open = await search(
      'sten.ek',
      'customerId=C100&limit=100&orderStatus=received,confirmed,picked,shipped,delivered',
    )
    expect(open.data.every((o) => o.orderStatus !== 'invoiced')).toBe(true)
    const all = await search('anna.berg', 'limit=1')
    expect(invoiced.total + open.total).toBe(all.total)
    const range = await search('anna.berg', 'limit=100&fromDate=2026-03-01&toDate=2026-04-30')
    expect(range.total).toBeGreaterThan(0)
    expect(range.data.every((o) => o.orderDate >= '2026-03-01' && o.orderDate <= '2026-04-30')).toBe(true)
    const oneDay = range.data[0]!.orderDate
    const day = await search('anna.berg', `limit=100&fromDate=${oneDay}&toDate=${oneDay}`)
    expect(day.data.every((o) => o.orderDate === oneDay)).toBe(true)
  })

  it('sorts by creation, total and order number', async () => {
    const oldest = await search('anna.berg', 'limit=10&sort=createdAt:asc')
    const dates = oldest.data.map((o) => o.orderDate)
    expect([...dates].sort()).toEqual(dates)
    const dearest = await search('anna.berg', 'limit=10&sort=total:desc')
    const totals = dearest.data.map((o) => o.totalNet!)
    expect([...totals].sort((a, b) => b - a)).toEqual(totals)
    const numbers = (await search('anna.berg', 'limit=10&sort=orderNumber')).data.map((o) => o.orderNumber)
    expect([...numbers].sort()).toEqual(numbers)
  })

  it('keeps a project buyer to its project, and refuses other customers', async () => {
    const projectOnly = await search('anna.berg', 'customerId=C200&limit=100')
    expect(projectOnly.total).toBeGreaterThan(0)
    expect(projectOnly.data.every((o) => o.projectId === 'P201')).toBe(true)
    const everything = await search('sara.lind', 'customerId=C200&limit=1')
    expect(everything.total).toBeGreaterThan(projectOnly.total)
    expect((await harness.call('anna.berg', 'GET', `${order}/orders/search?customerId=C300`)).status).toBe(
      403,
    )
    expect(
      (await harness.call('anna.berg', 'GET', `${order}/orders/search?customerId=C200&projectId=P202`))
        .status,
    ).toBe(403)
    expect((await harness.call('anna.berg', 'GET', `${order}/orders/search?customerId=C999`)).status).toBe(
      404,
    )
    expect((await harness.call(null, 'GET', `${order}/orders/search`)).status).toBe(401)
  })

  it('hides amounts from a buyer denied prices', async () => {
    const page = await search('nils.ohlsson', 'limit=3')
    expect(page.data[0]).toMatchObject({ customerId: 'C300', totalNet: null, totalIncludingVat: null })
    const detail = await json<Detail>(
      await harness.call('nils.ohlsson', 'GET', `${order}/orders/${page.data[0]!.orderId}`),
    )
    expect(detail.totals).toBeNull()
    expect(detail.lines.every((line) => line.amount === null)).toBe(true)
    const invoices = await harness.call(
      'nils.ohlsson',
      'GET',
      `${order}/orders/${page.data[0]!.orderId}/invoices`,
    )
    expect(invoices.status).toBe(403)
    const pdf = await harness.call(
      'nils.ohlsson',
      'GET',
      `${order}/orders/${page.data[0]!.orderId}/documents/order-confirmation`,
    )
    expect(pdf.status).toBe(200)
  })

  it('does not sort by the amounts a buyer denied prices cannot see: newest first instead', async () => {
    const newest = await search('nils.ohlsson', 'limit=20&sort=createdAt:desc')
    expect(newest.data.length).toBeGreaterThan(1)
    for (const sort of ['total:desc', 'total:asc'])
      expect((await search('nils.ohlsson', `limit=20&sort=${sort}`)).data.map((o) => o.orderId)).toEqual(
        newest.data.map((o) => o.orderId),
      )
  })
})

describe('one order', () => {
  it('answers the detail with lines, delivery, addresses, passed statuses and exact totals', async () => {
    const summary = (await search('anna.berg', 'limit=1&orderStatus=invoiced')).data[0]!
    const detail = await json<Detail>(
      await harness.call('anna.berg', 'GET', `${order}/orders/${summary.orderId}`),
    )
    expect(detail.orderNumber).toBe(summary.orderNumber)
    expect(detail.statusHistory.map((e) => e.status)).toEqual([
      'received',
      'confirmed',
      'picked',
      'shipped',
      'delivered',
      'invoiced',
    ])
    expect(detail.deliveries[0]!.status).toBe('delivered')
    expect(detail.addresses.map((a) => a.kind)).toEqual(['delivery', 'invoice'])
    const cents = detail.lines.reduce((sum, line) => sum + Math.round(line.amount! * 100), 0)
    expect(Math.round(detail.totals!.net * 100)).toBe(cents)
    expect(Math.round(detail.totals!.vat * 100)).toBe(Math.round(cents * 0.25))
    expect(Math.round(detail.totals!.gross * 100)).toBe(cents + Math.round(cents * 0.25))
    expect(summary.totalNet).toBe(detail.totals!.net)
    const addresses = await json<{ data: { kind: string }[] }>(
      await harness.call('anna.berg', 'GET', `${order}/orders/${summary.orderId}/addresses`),
    )
    expect(addresses.data.map((a) => a.kind)).toEqual(['delivery', 'invoice'])
  })

  it('maps an order number or a temporary id to the order id', async () => {
    const summary = (await search('anna.berg', 'limit=1')).data[0]!
    for (const x of [summary.orderNumber, summary.tempOrderId]) {
      const found = await json<{ orderId: string }>(
        await harness.call('anna.berg', 'GET', `${order}/orders/getOrderId/${x}`),
      )
      expect(found.orderId).toBe(summary.orderId)
    }
    expect((await harness.call('anna.berg', 'GET', `${order}/orders/getOrderId/9999999`)).status).toBe(404)
  })

  it('moves through its statuses as the clock moves, and is invoiced in the end', async () => {
    const placed = new Date('2026-11-24T09:00:00Z')
    // Access tokens live 15 minutes: a moved clock needs a fresh login.
    const moveTo = (moment: Date) => {
      now = moment
      harness.forget('anna.berg')
    }
    moveTo(placed)
    const number = await insertOrder(harness.db, draft('clock-order', placed, 3))
    const read = () =>
      harness.call('anna.berg', 'GET', `${order}/orders/clock-order`).then((r) => json<Detail>(r))
    const invoices = () =>
      harness
        .call('anna.berg', 'GET', `${order}/orders/clock-order/invoices`)
        .then((r) =>
          json<{ data: { invoiceNumber: string; dueDate: string; amountIncludingVat: number }[] }>(r),
        )
    try {
      expect((await read()).orderStatus).toBe('received')
      expect((await read()).statusHistory).toHaveLength(1)
      moveTo(new Date(placed.getTime() + 20 * 60_000))
      expect((await read()).orderStatus).toBe('confirmed')
      moveTo(new Date('2026-11-25T15:30:00Z'))
      expect((await read()).orderStatus).toBe('picked')
      moveTo(new Date('2026-11-26T08:00:00Z'))
      const shipped = await read()
      expect(shipped.orderStatus).toBe('shipped')
      expect(shipped.deliveries[0]).toMatchObject({ status: 'shipped', plannedDeliveryDate: '2026-11-26' })
      expect((await invoices()).data).toEqual([])
      moveTo(new Date('2026-11-26T13:30:00Z'))
      expect((await read()).orderStatus).toBe('delivered')
      expect((await search('anna.berg', `q=${number}&orderStatus=delivered`)).total).toBe(1)
      moveTo(new Date('2026-11-27T08:30:00Z'))
      const invoiced = await read()
      expect(invoiced.orderStatus).toBe('invoiced')
      expect(invoiced.statusHistory).toHaveLength(6)
      const [invoice] = (await invoices()).data
      expect(invoice).toMatchObject({
        invoiceNumber: `9${number}`,
        invoiceDate: '2026-11-27',
        dueDate: '2026-12-27',
        amountIncludingVat: invoiced.totals!.gross,
      })
      const pdf = await harness.call(
        'anna.berg',
        'GET',
        `${order}/orders/clock-order/invoices/9${number}.pdf`,
      )
      expect(pdf.status).toBe(200)
      expect(pdf.headers.get('content-type')).toBe('application/pdf')
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
      const wrong = await harness.call('anna.berg', 'GET', `${order}/orders/clock-order/invoices/123.pdf`)
      expect(wrong.status).toBe(404)
    } finally {
      moveTo(START)
    }
  })

  it('refuses another customer’s order with 403 and a missing one with 404, on every path', async () => {
    const theirs = await orderOf('C300')
    const paths = [
      `/orders/${theirs.orderId}`,
      `/orders/${theirs.orderId}/addresses`,
      `/orders/${theirs.orderId}/invoices`,
      `/orders/${theirs.orderId}/download`,
      `/orders/${theirs.orderId}/documents/order-confirmation`,
      `/orders/getOrderId/${theirs.orderNumber}`,
      `/v4/customers/orders/${theirs.orderId}/validate`,
    ]
    for (const path of paths)
      expect([path, (await harness.call('anna.berg', 'GET', `${order}${path}`)).status]).toEqual([path, 403])
    const email = await harness.call(
      'anna.berg',
      'POST',
      `${order}/orders/${theirs.orderId}/documents/email`,
      {},
    )
    expect(email.status).toBe(403)
    const inquiry = await harness.call('anna.berg', 'POST', `${order}/orders/inquiry`, {
      orderId: theirs.orderId,
      message: 'Var är min order?',
    })
    expect(inquiry.status).toBe(403)
    // Another project of a customer the buyer only acts for in one project.
    const projectOrders = await search('sten.ek', 'customerId=C200&limit=100')
    const outside = projectOrders.data.find((o) => o.projectId !== 'P201')!
    expect((await harness.call('anna.berg', 'GET', `${order}/orders/${outside.orderId}`)).status).toBe(403)
    // Its number, as an order-number address gives it, is refused the same way.
    expect(
      (await harness.call('anna.berg', 'GET', `${order}/orders/getOrderId/${outside.orderNumber}`)).status,
    ).toBe(403)
    for (const path of paths.map((p) =>
      p.replace(theirs.orderId, 'no-such-order').replace(theirs.orderNumber, '1'),
    ))
      expect([path, (await harness.call('anna.berg', 'GET', `${order}${path}`)).status]).toEqual([path, 404])
  })

  it('answers 403 to a buyer denied order history', async () => {
    const theirs = await orderOf('C200')
    expect((await harness.call('lisa.nord', 'GET', `${order}/orders/search`)).status).toBe(403)
    expect((await harness.call('lisa.nord', 'GET', `${order}/orders/search?customerId=C200`)).status).toBe(
      403,
    )
    expect((await harness.call('lisa.nord', 'GET', `${order}/orders/${theirs.orderId}`)).status).toBe(403)
    expect(
      (await harness.call('lisa.nord', 'GET', `${order}/orders/${theirs.orderId}/download`)).status,
    ).toBe(403)
  })
})

describe('documents', () => {
  it('downloads the order as an Excel workbook with Swedish headings and every line', async () => {
    const summary = (await search('anna.berg', 'limit=1&sort=total:desc')).data[0]!
    const detail = await json<Detail>(
      await harness.call('anna.berg', 'GET', `${order}/orders/${summary.orderId}`),
    )
    const response = await harness.call('anna.berg', 'GET', `${order}/orders/${summary.orderId}/download`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers.get('content-disposition')).toContain(`order-${summary.orderNumber}.xlsx`)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]!
    const rows: unknown[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    expect(rows.some((row) => row[0] === 'Ordernummer' && row[1] === summary.orderNumber)).toBe(true)
    const head = rows.findIndex((row) => row[1] === 'Artikelnummer')
    expect(rows[head]).toEqual([
      'Rad',
      'Artikelnummer',
      'Benämning',
      'Fabrikat',
      'Antal',
      'Enhet',
      'À-pris',
      'Belopp',
    ])
    const lines = rows.slice(head + 1, head + 1 + detail.lines.length)
    expect(lines.map((row) => row[1])).toEqual(detail.lines.map((line) => line.articleNumber))
    expect(lines.map((row) => row[7])).toEqual(detail.lines.map((line) => line.amount))
    const total = rows.find((row) => row[6] === 'Totalt inkl. moms')
    expect(total?.[7]).toBe(detail.totals!.gross)
  })

  it('draws the order confirmation as a PDF in every brand, over pages when long', async () => {
    const summary = (await search('anna.berg', 'limit=1')).data[0]!
    for (const brand of ['dahl', 'konr', 'kasp', 'opti']) {
      const response = await harness.call(
        'anna.berg',
        'GET',
        `${order}/orders/${summary.orderId}/documents/order-confirmation?brand=${brand}`,
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      const pdf = Buffer.from(await response.arrayBuffer())
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(1)
    }
    await insertOrder(harness.db, draft('long-order', new Date('2026-11-20T09:00:00Z'), 70))
    const long = await harness.call(
      'anna.berg',
      'GET',
      `${order}/orders/long-order/documents/order-confirmation`,
    )
    const pdf = Buffer.from(await long.arrayBuffer())
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3)
  })

  it('mails the confirmation to the caller with the PDF attached, through the outbox', async () => {
    const summary = (await search('anna.berg', 'limit=1')).data[0]!
    const answer = await json<{ accepted: boolean; to: string; mailId: number }>(
      await harness.call('anna.berg', 'POST', `${order}/orders/${summary.orderId}/documents/email`, {
        message: 'Till ekonomiavdelningen',
        brand: 'konr',
      }),
      202,
    )
    expect(answer).toMatchObject({ accepted: true, to: 'anna.berg@rorbolaget.se' })
    const mail = await harness.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', answer.mailId)
      .executeTakeFirstOrThrow()
    expect(mail).toMatchObject({
      recipient: 'anna.berg@rorbolaget.se',
      purpose: 'order-document',
      status: 'kept',
    })
    expect(mail.subject).toContain(summary.orderNumber)
    expect(mail.text).toContain('Till ekonomiavdelningen')
    expect(mail.text).toMatch(new RegExp(`^https?://\\S+/mina-sidor/ordrar/${summary.orderNumber}$`, 'm'))
    const [attachment] = await harness.db
      .selectFrom('outboxAttachments')
      .selectAll()
      .where('outboxId', '=', answer.mailId)
      .execute()
    expect(attachment).toMatchObject({
      filename: `orderbekraftelse-${summary.orderNumber}.pdf`,
      contentType: 'application/pdf',
    })
    expect(Buffer.from(attachment!.content).subarray(0, 5).toString()).toBe('%PDF-')
    // The demo outbox lists the attachment and serves it.
    const outbox = await json<{ data: { id: number; attachments: { filename: string; url: string }[] }[] }>(
      await harness.call(null, 'GET', '/services/dev/outbox.json'),
    )
    const listed = outbox.data.find((m) => m.id === answer.mailId)!.attachments
    expect(listed.map((file) => file.filename)).toEqual([`orderbekraftelse-${summary.orderNumber}.pdf`])
    const served = await harness.call(null, 'GET', listed[0]!.url)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(attachment!.content))).toBe(true)
    expect((await harness.call(null, 'GET', '/services/dev/outbox/999999/attachments/0')).status).toBe(404)
  })
})

describe('reorder check', () => {
  it('says which lines can be bought again, and why not', async () => {
    await insertOrder(harness.db, draft('reorder-order', new Date('2026-10-01T09:00:00Z'), 3))
    const [gone] = await harness.db
      .selectFrom('orderLines')
      .select('articleNumber')
      .where('orderId', '=', 'reorder-order')
      .where('lineNumber', '=', 2)
      .execute()
    await harness.db
      .updateTable('variants')
      .set({ discontinued: true })
      .where('articleNumber', '=', gone!.articleNumber)
      .execute()
    await harness.db
      .updateTable('stock')
      .set({ quantity: 0 })
      .where('articleNumber', '=', gone!.articleNumber)
      .execute()
    await harness.db
      .updateTable('orderLines')
      .set({ articleNumber: 'X-UNKNOWN' })
      .where('orderId', '=', 'reorder-order')
      .where('lineNumber', '=', 3)
      .execute()
    const check = await json<{
      valid: boolean
      reorderable: boolean
      mayPlaceOrders: boolean
      lines: {
        lineNumber: number
        purchasable: boolean
        reason: string | null
        price: { changed: boolean } | null
      }[]
    }>(await harness.call('anna.berg', 'GET', `${order}/v4/customers/orders/reorder-order/validate`))
    expect(check).toMatchObject({ valid: false, reorderable: true, mayPlaceOrders: true })
    expect(check.lines.map((l) => [l.lineNumber, l.purchasable, l.reason])).toEqual([
      [1, true, null],
      [2, false, 'discontinued'],
      [3, false, 'unknownArticle'],
    ])
    expect(check.lines[0]!.price).toMatchObject({ changed: expect.any(Boolean) })
    const seeded = (await search('nils.ohlsson', 'limit=1')).data[0]!
    const denied = await json<{ valid: boolean; mayPlaceOrders: boolean; lines: { price: unknown }[] }>(
      await harness.call('nils.ohlsson', 'GET', `${order}/v4/customers/orders/${seeded.orderId}/validate`),
    )
    expect(denied).toMatchObject({ valid: false, mayPlaceOrders: false })
    expect(denied.lines.every((line) => line.price === null)).toBe(true)
  })
})

describe('inquiries', () => {
  it('keeps an inquiry, mails it to customer service and a copy to the buyer', async () => {
    const summary = (await search('anna.berg', 'limit=1')).data[0]!
    const answer = await json<{ inquiryId: number; orderId: string }>(
      await harness.call('anna.berg', 'POST', `${order}/orders/inquiry`, {
        orderId: summary.orderId,
        subject: 'Saknad rad',
        message: '  Rad 2 kom inte med i leveransen.  ',
      }),
      201,
    )
    const kept = await harness.db
      .selectFrom('orderInquiries')
      .selectAll()
      .where('id', '=', answer.inquiryId)
      .executeTakeFirstOrThrow()
    expect(kept).toMatchObject({
      orderId: summary.orderId,
      userId: 'U1001',
      subject: 'Saknad rad',
      message: 'Rad 2 kom inte med i leveransen.',
    })
    const mail = await harness.db
      .selectFrom('outbox')
      .selectAll()
      .where('purpose', '=', 'order-inquiry')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(mail.recipient).toBe('kundservice@proffsbutik.invalid')
    expect(mail.subject).toBe(`Fråga om order ${summary.orderNumber}: Saknad rad`)
    expect(mail.text).toContain('Anna Berg <anna.berg@rorbolaget.se>')
    expect(mail.text).toContain('Rad 2 kom inte med i leveransen.')
    // The buyer gets a copy of what she sent, with the case number and the order's page.
    const copy = await harness.db
      .selectFrom('outbox')
      .selectAll()
      .where('purpose', '=', 'order-inquiry-copy')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(copy.recipient).toBe('anna.berg@rorbolaget.se')
    expect(copy.subject).toBe(`Kopia av din fråga om order ${summary.orderNumber}: Saknad rad`)
    expect(copy.text).toContain(`ärende ${answer.inquiryId}`)
    expect(copy.text).toContain(`Ämne: Saknad rad\n\nRad 2 kom inte med i leveransen.\n`)
    expect(copy.text).toMatch(new RegExp(`^https?://\\S+/mina-sidor/ordrar/${summary.orderNumber}$`, 'm'))
  })
})

describe('bad input', () => {
  it('answers 400 naming the field, never 500', async () => {
    const summary = (await search('anna.berg', 'limit=1')).data[0]!
    const queries = [
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1000', 'limit'],
      ['offset=-1', 'offset'],
      ['sort=price', 'sort'],
      ['sort=createdAt:up', 'sort'],
      ['orderStatus=lost', 'orderStatus'],
      ['orderStatus=invoiced,', 'orderStatus'],
      ['fromDate=2026-02-30', 'fromDate'],
      ['toDate=yesterday', 'toDate'],
      ['fromDate=2026-05-01&toDate=2026-04-01', 'toDate'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['customerId=%20C100', 'customerId'],
    ] as const
    for (const [query, field] of queries) {
      const body = await json<{ error: { code: string; issues: { field: string }[] } }>(
        await harness.call('anna.berg', 'GET', `${order}/orders/search?${query}`),
        400,
      )
      expect([query, body.error.code, body.error.issues[0]?.field]).toEqual([query, 'bad_request', field])
    }
    const calls: [string, string, unknown?][] = [
      ['GET', `/orders/${summary.orderId}/documents/order-confirmation?brand=ikea`],
      ['GET', `/orders/${encodeURIComponent('bad id!')}`],
      ['POST', `/orders/${summary.orderId}/documents/email`, '{'],
      ['POST', `/orders/${summary.orderId}/documents/email`, { message: 42 }],
      ['POST', `/orders/${summary.orderId}/documents/email`, { message: 'x'.repeat(2001) }],
      ['POST', '/orders/inquiry', { orderId: summary.orderId }],
      ['POST', '/orders/inquiry', { orderId: summary.orderId, message: '   ' }],
      ['POST', '/orders/inquiry', { orderId: 'a b', message: 'Hej' }],
      ['POST', '/orders/inquiry', { orderId: summary.orderId, message: 'Hej\u0000' }],
      ['POST', '/orders/inquiry', []],
    ]
    for (const [method, path, body] of calls) {
      const response = await harness.call('anna.berg', method, `${order}${path}`, body)
      expect([method, path, response.status]).toEqual([method, path, 400])
    }
  })
})
