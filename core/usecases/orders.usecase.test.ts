import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { money } from '../domain/money'
import type { Order, ReorderCheck, ReorderLine } from '../domain/order'
import { CartPort } from '../ports/cart.port'
import { OrdersPort } from '../ports/orders.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { buyerLayer, fakeLayer } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import {
  emailOrderDocuments,
  invoicePdf,
  OrderInputInvalid,
  orderDetail,
  orderDocument,
  orderHistory,
  orderPage,
  OrdersFailed,
  reorder,
  reorderCheck,
  sendOrderInquiry,
} from './orders.usecase'

const run = <A, E>(
  program: Effect.Effect<
    A,
    E,
    OrdersPort | CartPort | ShopSettings | Layer.Success<ReturnType<typeof buyerLayer>>
  >,
  orders: Partial<OrdersPort['Service']>,
  cart: Partial<CartPort['Service']> = {},
) =>
  Effect.runSyncExit(
    program.pipe(
      Effect.provide(
        Layer.mergeAll(
          fakeLayer(OrdersPort, orders),
          fakeLayer(CartPort, cart),
          buyerLayer(aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }])),
          Layer.succeed(ShopSettings, { brand: 'dahl', cutoffHour: 15 }),
        ),
      ),
    ),
  )
const callFailed = (status: number | 'none') =>
  new ServiceCallFailed({
    service: 'order',
    operation: 'x',
    failure: status === 'none' ? { kind: 'noResponse', service: 'order' } : { kind: 'http', status },
    detail: '',
  })
const order: Order = {
  orderId: 'O1',
  orderNumber: '4100001',
  tempOrderId: 'T-1',
  customerId: 'C100',
  customerName: 'Rörbolaget i Lund AB',
  placedBy: { userId: 'U1001', name: 'Anna Berg' },
  createdAt: '2026-11-20T09:00:00.000Z',
  orderDate: '2026-11-20',
  orderStatus: 'confirmed',
  statusHistory: [{ status: 'received', at: '2026-11-20T09:00:00.000Z' }],
  lines: [],
  deliveries: [],
  addresses: [],
}
const line = (lineNumber: number, purchasable: boolean, extra: Partial<ReorderLine> = {}): ReorderLine => ({
  lineNumber,
  articleNumber: String(1_000_000 + lineNumber),
  name: `Artikel ${lineNumber}`,
  quantity: 3,
  purchasable,
  suggestedQuantity: 4,
  priceChanged: false,
  ...extra,
})
const check = (lines: ReorderLine[], mayPlaceOrders = true): ReorderCheck => ({
  orderId: 'O1',
  deliveryId: 'DBI',
  mayPlaceOrders,
  lines,
})

describe('order history', () => {
  it('answers the page, and a failed call as its message key', () => {
    const page = { total: 0, offset: 0, limit: 20, orders: [] }
    expect(run(orderHistory({ text: '4100' }), { search: () => Effect.succeed(page) })).toEqual(
      Exit.succeed(page),
    )
    expect(run(orderHistory({}), { search: () => Effect.fail(callFailed('none')) })).toEqual(
      Exit.fail(new OrdersFailed({ message: { key: 'errors.order_service_not_available' } })),
    )
    expect(run(orderHistory({}), { search: () => Effect.fail(callFailed(403)) })).toEqual(
      Exit.fail(new OrdersFailed({ message: { key: 'errors.forbidden_action' } })),
    )
  })

  it('shows an order with its invoices, and without them when the buyer may not see them', () => {
    const invoice = {
      invoiceNumber: '94100001',
      orderId: 'O1',
      ocr: '9410000195',
      invoiceDate: '2026-11-23',
      dueDate: '2026-12-23',
      paymentTerms: '30 dagar netto',
      amountExcludingVat: money('100'),
      vatAmount: money('25'),
      amountIncludingVat: money('125'),
    }
    expect(
      run(orderDetail('O1'), {
        order: () => Effect.succeed(order),
        invoices: () => Effect.succeed([invoice]),
      }),
    ).toEqual(Exit.succeed({ order, invoices: [invoice], invoicesShown: true }))
    expect(
      run(orderDetail('O1'), {
        order: () => Effect.succeed(order),
        invoices: () => Effect.fail(callFailed(403)),
      }),
    ).toEqual(Exit.succeed({ order, invoices: [], invoicesShown: false }))
    expect(
      run(orderDetail('O1'), {
        order: () => Effect.fail(callFailed(404)),
        invoices: () => Effect.succeed([]),
      }),
    ).toEqual(Exit.fail(new OrdersFailed({ message: { key: 'errors.not_found' } })))
  })
})

describe('the order page', () => {
  const withLines: Order = {
    ...order,
    lines: [1, 2].map((lineNumber) => ({
      lineNumber,
      articleNumber: String(1_000_000 + lineNumber),
      name: `Artikel ${lineNumber}`,
      quantity: 3,
      unit: 'ST',
      salesPriceUnit: 1,
    })),
  }
  const answers = (validate: OrdersPort['Service']['validate']) => ({
    order: () => Effect.succeed(withLines),
    invoices: () => Effect.succeed([]),
    validate,
  })
  const valueOf = <A, E>(exit: Exit.Exit<A, E>) => {
    if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
    return exit.value
  }

  it('gives each line its reorder check and the methods a reorder may go to', () => {
    const page = valueOf(
      run(
        orderPage('O1'),
        answers(() => Effect.succeed(check([line(2, false, { reason: 'discontinued' })]))),
      ),
    )
    expect(page.lines.map((l) => [l.lineNumber, l.reorder?.purchasable])).toEqual([
      [1, undefined],
      [2, false],
    ])
    expect(page.mayReorder).toBe(true)
    expect(page.methods.map((method) => method.code)).toContain('DBI')
  })

  it('still shows the order when the reorder check fails, offering no reorder', () => {
    const page = valueOf(
      run(
        orderPage('O1'),
        answers(() => Effect.fail(callFailed('none'))),
      ),
    )
    expect(page).toMatchObject({ orderId: withLines.orderId, orderNumber: withLines.orderNumber })
    expect(page.mayReorder).toBe(false)
    expect(page.lines.every((l) => l.reorder === undefined)).toBe(true)
  })

  it('opens by the order number the buyer sees, looked up first, and by id without a lookup', () => {
    const looked: string[] = []
    const asked: string[] = []
    const port = {
      orderIdOf: (number: string) => Effect.sync(() => (looked.push(number), 'O1')),
      order: (orderId: string) => Effect.sync(() => (asked.push(orderId), withLines)),
      invoices: () => Effect.succeed([]),
      validate: (orderId: string) => Effect.sync(() => (asked.push(orderId), check([]))),
    }
    expect(valueOf(run(orderPage('4100001'), port))).toMatchObject({ orderId: 'O1', orderNumber: '4100001' })
    expect(looked).toEqual(['4100001'])
    expect(asked).toEqual(['O1', 'O1'])
    looked.length = 0
    valueOf(run(orderPage('O1'), port))
    valueOf(run(orderPage('T-5f0c'), port))
    expect(looked).toEqual([])
  })

  it('refuses a number of another customer’s order as the service refuses it, reading nothing', () => {
    const read: string[] = []
    const port = {
      order: (orderId: string) => Effect.sync(() => (read.push(orderId), withLines)),
      invoices: () => Effect.succeed([]),
      validate: () => Effect.succeed(check([])),
    }
    expect(run(orderPage('4100222'), { ...port, orderIdOf: () => Effect.fail(callFailed(403)) })).toEqual(
      Exit.fail(new OrdersFailed({ message: { key: 'errors.forbidden_action' } })),
    )
    expect(run(orderPage('4199999'), { ...port, orderIdOf: () => Effect.fail(callFailed(404)) })).toEqual(
      Exit.fail(new OrdersFailed({ message: { key: 'errors.not_found' } })),
    )
    expect(read).toEqual([])
  })

  it('gives the documents of an order by its number too', () => {
    const file = { bytes: new Uint8Array([37]), contentType: 'application/pdf', fileName: 'x.pdf' }
    const asked: string[] = []
    const port = {
      orderIdOf: () => Effect.succeed('O1'),
      confirmation: (orderId: string) => Effect.sync(() => (asked.push(orderId), file)),
      invoicePdf: (orderId: string) => Effect.sync(() => (asked.push(orderId), file)),
    }
    expect(run(orderDocument('4100001', 'confirmation', 'dahl'), port)).toEqual(Exit.succeed(file))
    expect(run(invoicePdf('4100001', '94100001', 'dahl'), port)).toEqual(Exit.succeed(file))
    expect(asked).toEqual(['O1', 'O1'])
  })
})

describe('order documents and inquiries', () => {
  it('mails the documents with the message trimmed, refusing one that is too long', () => {
    const sent: string[] = []
    const port = {
      emailDocuments: (_: string, message: string) => Effect.sync(() => (sent.push(message), 'anna@x.se')),
    }
    expect(run(emailOrderDocuments('O1', '  Till bokföringen  '), port)).toEqual(Exit.succeed('anna@x.se'))
    expect(sent).toEqual(['Till bokföringen'])
    expect(run(emailOrderDocuments('O1', 'x'.repeat(2001)), port)).toEqual(
      Exit.fail(new OrderInputInvalid({ field: 'message', reason: 'At most 2000 characters' })),
    )
  })

  it('sends an inquiry, refusing an empty one without calling', () => {
    const inquiries: unknown[] = []
    const port = { sendInquiry: (inquiry: unknown) => Effect.sync(() => void inquiries.push(inquiry)) }
    expect(Exit.isSuccess(run(sendOrderInquiry('O1', ' Var är min leverans? ', ' Leverans '), port))).toBe(
      true,
    )
    expect(inquiries).toEqual([{ orderId: 'O1', message: 'Var är min leverans?', subject: 'Leverans' }])
    expect(run(sendOrderInquiry('O1', '   '), {})).toEqual(
      Exit.fail(new OrderInputInvalid({ field: 'message', reason: 'Write a message' })),
    )
  })
})

describe('ordering again', () => {
  it('adds the purchasable lines at whole order multiples and lists the rest', () => {
    const added: unknown[] = []
    const exit = run(
      reorder('O1', 'CART', 'EXH'),
      {
        validate: () =>
          Effect.succeed(
            check([
              line(1, true),
              line(2, false, { reason: 'discontinued', replacementArticleNumber: '1009999' }),
            ]),
          ),
      },
      {
        addItems: (_, items) =>
          Effect.sync(() => {
            added.push(...items)
            return { cartItemIds: ['I1'], errors: [] }
          }),
      },
    )
    expect(added).toEqual([{ articleNumber: '1000001', quantity: 4, deliveryId: 'EXH' }])
    expect(exit).toEqual(
      Exit.succeed({
        addedCount: 1,
        skipped: [line(2, false, { reason: 'discontinued', replacementArticleNumber: '1009999' })],
      }),
    )
  })

  it('takes only the chosen lines, and says which the cart refused', () => {
    const exit = run(
      reorder('O1', 'CART', 'DBI', [2, 3]),
      { validate: () => Effect.succeed(check([line(1, true), line(2, true), line(3, true)])) },
      {
        addItems: (_, items) =>
          Effect.succeed({
            cartItemIds: ['I2'],
            errors: items
              .slice(1)
              .map((item) => ({ id: item.articleNumber, message: 'unknown', cartFull: false })),
          }),
      },
    )
    expect(exit).toEqual(
      Exit.succeed({ addedCount: 1, skipped: [], message: { key: 'errors.cart_add_product' } }),
    )
  })

  it('refuses a buyer who may not order, and an empty choice, without touching the cart', () => {
    expect(
      run(reorder('O1', 'CART', 'DBI'), { validate: () => Effect.succeed(check([line(1, true)], false)) }),
    ).toEqual(Exit.fail(new OrdersFailed({ message: { key: 'errors.forbidden_action' } })))
    expect(
      run(reorder('O1', 'CART', 'DBI', [9]), { validate: () => Effect.succeed(check([line(1, true)])) }),
    ).toEqual(Exit.fail(new OrderInputInvalid({ field: 'lines', reason: 'Choose lines to order' })))
  })

  it('adds nothing when no line can be ordered, and a failing cart is the add message', () => {
    expect(
      run(reorder('O1', 'CART', 'DBI'), { validate: () => Effect.succeed(check([line(1, false)])) }),
    ).toEqual(Exit.succeed({ addedCount: 0, skipped: [line(1, false)] }))
    expect(
      run(
        reorder('O1', 'CART', 'DBI'),
        { validate: () => Effect.succeed(check([line(1, true), line(2, true)])) },
        { addItems: () => Effect.fail(callFailed(500)) },
      ),
    ).toEqual(
      Exit.fail(
        new OrdersFailed({
          message: { key: 'errors.cart_add_products', values: { articles: '1000001, 1000002' } },
        }),
      ),
    )
  })

  it('answers the reorder check and an invoice PDF, and their failures as message keys', () => {
    const answer = check([line(1, true), line(2, false, { reason: 'discontinued' })])
    expect(run(reorderCheck('O1'), { validate: () => Effect.succeed(answer) })).toEqual(Exit.succeed(answer))
    expect(run(reorderCheck('O1'), { validate: () => Effect.fail(callFailed(404)) })).toEqual(
      Exit.fail(new OrdersFailed({ message: { key: 'errors.not_found' } })),
    )
    const file = {
      bytes: new Uint8Array([37, 80, 68, 70]),
      contentType: 'application/pdf',
      fileName: '94100201.pdf',
    }
    const asked: string[] = []
    expect(
      run(invoicePdf('O1', '94100201', 'konr'), {
        invoicePdf: (orderId, invoiceNumber, brand) => {
          asked.push(`${orderId} ${invoiceNumber} ${brand}`)
          return Effect.succeed(file)
        },
      }),
    ).toEqual(Exit.succeed(file))
    expect(asked).toEqual(['O1 94100201 konr'])
    expect(run(invoicePdf('O1', '9', 'dahl'), { invoicePdf: () => Effect.fail(callFailed(403)) })).toEqual(
      Exit.fail(new OrdersFailed({ message: { key: 'errors.forbidden_action' } })),
    )
  })
})
