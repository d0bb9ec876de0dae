/**
 * The order base: order history search, an order's detail, addresses, invoices and documents (Excel,
 * PDF confirmation, invoice PDFs, the confirmation by mail), the reorder check, inquiries to
 * customer service, and quotes made from the cart (quotes.ts). Orders are written by checkout (services/cart) through place-order.ts; this base
 * only reads them, at the services' clock, so statuses and invoices follow the planned timeline.
 */
import { Schema } from 'effect'
import type { Context } from 'hono'
import { type BrandCode, brandCodes, markupTenthsOf, QUOTE_LIMITS } from '@proffsbutik/core/domain'
import { mailShop, requestShop } from '../mail/messages'
import { requireCaller, type Caller, type CallerEnv } from '../platform/caller'
import { requestBrand } from '../platform/request-brand'
import { decodeBody, decodeOr400, decodeQuery, IntFromString } from '../platform/decode'
import type { ServiceDeps } from '../platform/deps'
import { Id, IsoDay } from '../platform/schemas'
import { badRequest, notFound } from '../platform/service-error'
import { serviceApp } from '../platform/service-app'
import { financialSummary } from './financial-summary'
import { invoicesOf, invoiceView } from './invoices'
import {
  financeScope,
  orderScope,
  orderWithInvoices,
  readableOrder,
  type ReadableOrder,
} from './order-access'
import { submitInquiry } from './order-inquiries'
import { orderDocumentMail } from './order-mails'
import { orderPdf } from './order-pdf'
import { loadOrder, type OrderRecord } from './order-record'
import { orderSortFields, searchOrders, type OrderSort } from './order-search'
import { isOrderStatus, orderStatuses } from './order-status'
import { addressViews, orderDetailView } from './order-views'
import { orderWorkbook } from './order-xlsx'
import { quotePdf } from './quote-pdf'
import { makeQuote, quoteView, readQuote } from './quotes'
import { reorderCheck } from './reorder-check'

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const Filled = (max: number) =>
  Text(max).check(Schema.makeFilter((text: string) => text.trim().length > 0 || 'Must not be empty'))
const sortPattern = new RegExp(`^(${orderSortFields.join('|')})(:(asc|desc))?$`)
const statusPattern = new RegExp(`^(${orderStatuses.join('|')})(,(${orderStatuses.join('|')}))*$`)

const SearchQuery = Schema.Struct({
  limit: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  offset: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
  q: Schema.optionalKey(Text(100)),
  orderStatus: Schema.optionalKey(Schema.String.check(Schema.isPattern(statusPattern))),
  fromDate: Schema.optionalKey(IsoDay),
  toDate: Schema.optionalKey(IsoDay),
  sort: Schema.optionalKey(Schema.String.check(Schema.isPattern(sortPattern))),
  customerId: Schema.optionalKey(Id),
  projectId: Schema.optionalKey(Id),
})
const FinanceQuery = Schema.Struct({
  projectId: Schema.optionalKey(Id),
  fromDate: Schema.optionalKey(IsoDay),
  toDate: Schema.optionalKey(IsoDay),
  limit: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  offset: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
})
const BrandQuery = Schema.Struct({ brand: Schema.optionalKey(Schema.Literals(brandCodes)) })
const EmailRequest = Schema.Struct({
  message: Schema.optionalKey(Text(2000)),
  brand: Schema.optionalKey(Schema.Literals(brandCodes)),
})
const InquiryRequest = Schema.Struct({
  orderId: Id,
  subject: Schema.optionalKey(Text(200)),
  message: Filled(4000),
})
const InvoiceFile = /^(\d{1,20})\.pdf$/
const QuoteRequest = Schema.Struct({
  cartId: Id,
  recipientName: Filled(QUOTE_LIMITS.recipientMax),
  reference: Schema.optionalKey(Text(QUOTE_LIMITS.referenceMax)),
  markupPercent: Schema.Number.check(
    Schema.makeFilter((n: number) => markupTenthsOf(n) !== undefined || '0–100 with at most one decimal'),
  ),
  validityDays: Schema.Int.check(
    Schema.isBetween({ minimum: QUOTE_LIMITS.validityMinDays, maximum: QUOTE_LIMITS.validityMaxDays }),
  ),
  message: Schema.optionalKey(Text(QUOTE_LIMITS.messageMax)),
  deliveryIds: Schema.optionalKey(Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(10))),
  brand: Schema.optionalKey(Schema.Literals(brandCodes)),
})

const PDF = 'application/pdf'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const file = (
  c: Context,
  bytes: Uint8Array,
  type: string,
  name: string,
  disposition: 'inline' | 'attachment',
) =>
  c.body(new Uint8Array(bytes), 200, {
    'content-type': type,
    'content-disposition': `${disposition}; filename="${name}"`,
    'cache-control': 'private, no-store',
  })

const sortOf = (text: string | undefined): OrderSort => {
  const [field, direction] = (text ?? 'createdAt:desc').split(':') as [OrderSort['field'], string | undefined]
  return { field, direction: direction === 'desc' ? 'desc' : 'asc' }
}

/** The order base's routes; every one needs a caller. */
export function orderRoutes(deps: ServiceDeps) {
  const app = serviceApp<CallerEnv>()
  app.use('*', requireCaller(deps))

  const id = (text: string) => decodeOr400(Id, text)
  const readable = (caller: Caller, orderId: string) => readableOrder(deps.db, caller, orderId)
  const record = async (
    caller: Caller,
    orderId: string,
  ): Promise<ReadableOrder & { record: OrderRecord }> => {
    const found = await readable(caller, orderId)
    return { ...found, record: await loadOrder(deps.db, found.order) }
  }
  const confirmation = (found: ReadableOrder & { record: OrderRecord }, brand: BrandCode) =>
    orderPdf({
      record: found.record,
      document: { kind: 'confirmation' },
      brand,
      prices: found.visibility.prices,
      now: deps.now(),
      customerServiceEmail: deps.config.customerServiceEmail,
    })

  app.get('/orders/search', async (c) => {
    const query = decodeQuery(c, SearchQuery)
    if (query.fromDate && query.toDate && query.fromDate > query.toDate)
      throw badRequest([{ field: 'toDate', message: 'Must not be before fromDate' }])
    const scope = await orderScope(deps.db, c.get('caller'), query.customerId, query.projectId)
    const statuses = query.orderStatus?.split(',').filter(isOrderStatus)
    return c.json(
      await searchOrders(
        deps.db,
        scope,
        {
          q: query.q,
          statuses,
          fromDate: query.fromDate,
          toDate: query.toDate,
          sort: sortOf(query.sort),
          limit: query.limit ?? 20,
          offset: query.offset ?? 0,
        },
        deps.now(),
      ),
    )
  })
  app.get('/orders/getOrderId/:x', async (c) => {
    const x = id(c.req.param('x'))
    const row = await deps.db
      .selectFrom('orders')
      .select('id')
      .where((eb) => eb.or([eb('orderNumber', '=', x), eb('tempOrderId', '=', x), eb('id', '=', x)]))
      .executeTakeFirst()
    if (!row) throw notFound('Order')
    const { order } = await readable(c.get('caller'), row.id)
    return c.json({ orderId: order.id, orderNumber: order.orderNumber, tempOrderId: order.tempOrderId })
  })
  app.post('/orders/inquiry', async (c) => {
    const input = await decodeBody(c, InquiryRequest)
    const caller = c.get('caller')
    const found = await record(caller, input.orderId)
    const inquiryId = await submitInquiry(
      deps,
      found.record,
      caller.userId,
      { subject: input.subject, message: input.message.trim() },
      requestShop(c, deps.config),
    )
    return c.json({ inquiryId, orderId: found.order.id }, 201)
  })
  app.get('/orders/:id', async (c) => {
    const found = await record(c.get('caller'), id(c.req.param('id')))
    return c.json(orderDetailView(found.record, found.visibility, deps.now()))
  })
  app.get('/orders/:id/addresses', async (c) => {
    const found = await record(c.get('caller'), id(c.req.param('id')))
    return c.json({ orderId: found.order.id, data: addressViews(found.record) })
  })
  // Invoices are financial follow-up: refused under its denies, not under order history's.
  const invoiced = async (caller: Caller, orderId: string) =>
    loadOrder(deps.db, await orderWithInvoices(deps.db, caller, orderId))
  app.get('/customers/:customerId/financial-summary', async (c) => {
    const customerId = id(c.req.param('customerId'))
    const query = decodeQuery(c, FinanceQuery)
    if (query.fromDate && query.toDate && query.fromDate > query.toDate)
      throw badRequest([{ field: 'toDate', message: 'Must not be before fromDate' }])
    const scope = await financeScope(deps.db, c.get('caller'), customerId, query.projectId)
    return c.json(
      await financialSummary(
        deps.db,
        scope,
        query.projectId,
        {
          fromDate: query.fromDate,
          toDate: query.toDate,
          limit: query.limit ?? 20,
          offset: query.offset ?? 0,
        },
        deps.now(),
      ),
    )
  })
  app.get('/orders/:id/invoices', async (c) => {
    const found = await invoiced(c.get('caller'), id(c.req.param('id')))
    return c.json({
      orderId: found.order.id,
      data: invoicesOf(found, deps.now()).map((invoice) => invoiceView(found, invoice)),
    })
  })
  app.get('/orders/:id/invoices/:file', async (c) => {
    const found = await invoiced(c.get('caller'), id(c.req.param('id')))
    const { brand } = decodeQuery(c, BrandQuery)
    const number = InvoiceFile.exec(c.req.param('file'))?.[1]
    const invoice = invoicesOf(found, deps.now()).find((i) => i.invoiceNumber === number)
    if (!invoice) throw notFound('Invoice')
    const pdf = await orderPdf({
      record: found,
      document: { kind: 'invoice', invoice },
      brand: brand ?? requestBrand(c, deps.config.brand),
      prices: true,
      now: deps.now(),
      customerServiceEmail: deps.config.customerServiceEmail,
    })
    return file(c, pdf, PDF, `faktura-${invoice.invoiceNumber}.pdf`, 'inline')
  })
  app.get('/orders/:id/download', async (c) => {
    const found = await record(c.get('caller'), id(c.req.param('id')))
    const workbook = await orderWorkbook(found.record, found.visibility.prices, deps.now())
    return file(c, workbook, XLSX, `order-${found.order.orderNumber}.xlsx`, 'attachment')
  })
  app.get('/orders/:id/documents/order-confirmation', async (c) => {
    const found = await record(c.get('caller'), id(c.req.param('id')))
    const { brand } = decodeQuery(c, BrandQuery)
    const pdf = await confirmation(found, brand ?? requestBrand(c, deps.config.brand))
    return file(c, pdf, PDF, `orderbekraftelse-${found.order.orderNumber}.pdf`, 'inline')
  })
  app.post('/orders/:id/documents/email', async (c) => {
    const caller = c.get('caller')
    const orderId = id(c.req.param('id'))
    const input = await decodeBody(c, EmailRequest)
    const found = await record(caller, orderId)
    const user = await deps.db
      .selectFrom('users')
      .select(['firstName', 'email'])
      .where('id', '=', caller.userId)
      .executeTakeFirstOrThrow()
    // The document and its mail are the brand's the caller names, else the shop's it came through.
    const brand = input.brand ?? requestBrand(c, deps.config.brand)
    const pdf = await confirmation(found, brand)
    const mailId = await deps.mailer.send({
      to: user.email,
      ...orderDocumentMail({
        shop: mailShop(deps.config, brand),
        firstName: user.firstName,
        orderNumber: found.order.orderNumber,
        customerName: found.record.customerName,
        message: input.message,
        attachment: {
          filename: `orderbekraftelse-${found.order.orderNumber}.pdf`,
          contentType: PDF,
          content: pdf,
        },
      }),
    })
    return c.json({ accepted: true, to: user.email, mailId }, 202)
  })
  app.post('/quotes', async (c) => {
    const input = await decodeBody(c, QuoteRequest)
    // The quote is the brand's the caller names, else the shop's it came through.
    const brand = input.brand ?? requestBrand(c, deps.config.brand)
    const quote = await makeQuote(deps.db, c.get('caller'), { ...input, brand }, deps.now())
    return c.json(quoteView(quote), 201)
  })
  app.get('/quotes/:id', async (c) => {
    return c.json(quoteView(await readQuote(deps.db, c.get('caller'), id(c.req.param('id')))))
  })
  app.get('/quotes/:id/document', async (c) => {
    const quote = await readQuote(deps.db, c.get('caller'), id(c.req.param('id')))
    const pdf = await quotePdf({ record: quote, now: deps.now() })
    return file(c, pdf, PDF, `offert-${quote.quote.quoteNumber}.pdf`, 'inline')
  })
  app.get('/v4/customers/orders/:id/validate', async (c) => {
    const found = await record(c.get('caller'), id(c.req.param('id')))
    return c.json(await reorderCheck(deps.db, found.record, found.visibility, deps.now()))
  })
  return app
}
