/**
 * Quotes ("offert", EJ_SKAPA_OFFERT): an installer makes, from their own cart, a quote for their
 * end customer. The lines are priced as the cart prices them (the customer's prices for the
 * cart's quantities), raised by the markup, and kept with the quote under a number of its own, so
 * that the quote prints again exactly as it was made. A caller denied EJ_SKAPA_OFFERT in the cart's
 * customer context is refused, and so is one denied prices: a quote without prices says nothing.
 */
import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import {
  bracketQuantities,
  type BrandCode,
  brandCodes,
  markedUpPrice,
  markupTenthsOf,
  money,
  type Money,
  moneyToDecimalText,
  permissionDeniesIn,
  quoteLineAmount,
  quoteTotals,
  type QuoteTotals,
  quoteValidUntil,
  stockholmDay,
} from '@proffsbutik/core/domain'
import { customerPrices } from '../catalogue/prices'
import { readCart } from '../cart/carts'
import type { Database, QuoteTable } from '../db/schema'
import type { Caller } from '../platform/caller'
import { badRequest, forbidden, notFound, ServiceError } from '../platform/service-error'
import { unitPrice } from './order-money'

/** What a quote is made of, as the order base takes it. */
export interface QuoteInput {
  readonly cartId: string
  readonly recipientName: string
  readonly reference?: string | undefined
  /** 0–100, at most one decimal. */
  readonly markupPercent: number
  /** 1–90. */
  readonly validityDays: number
  readonly message?: string | undefined
  /** The cart's deliveries whose lines go in; all when absent. */
  readonly deliveryIds?: readonly string[] | undefined
  readonly brand?: BrandCode | undefined
}

/** A line of a quote, priced. */
export interface QuoteLineRecord {
  readonly lineNumber: number
  readonly articleNumber: string
  readonly name: string
  readonly brand: string | null
  readonly quantity: string
  readonly unit: string
  readonly deliveryId: string
  /** The installer's price of one sales price unit; null when the article is priced on request. */
  readonly costPrice: Money | null
  /** That price with the markup: what the end customer is quoted. */
  readonly quotedPrice: Money | null
  readonly salesPriceUnit: number
  readonly amount: Money | null
}

/** A quote with its lines, totals and who made it, as kept. */
export interface QuoteRecord {
  readonly quote: Selectable<QuoteTable>
  readonly brand: BrandCode
  readonly customerName: string
  readonly projectName: string | null
  readonly madeBy: { readonly name: string; readonly email: string; readonly phone: string | null }
  readonly lines: readonly QuoteLineRecord[]
  readonly totals: QuoteTotals
}

const orNull = (text: string | undefined) => {
  const trimmed = text?.trim()
  return trimmed ? trimmed : null
}

/** Refuses a caller who may not make (or print) quotes in a customer context. */
function assertMayQuote(
  caller: Caller,
  customerId: string,
  projectId: string | null,
): { discounts: boolean } {
  const denies = permissionDeniesIn(caller.permissions, customerId, projectId ?? undefined)
  if (denies.includes('EJ_SKAPA_OFFERT')) throw forbidden('Creating quotes is denied for this customer')
  if (denies.includes('EJ_SE_PRISER'))
    throw new ServiceError(
      403,
      'prices_denied',
      'Prices are denied for this customer, and a quote without prices cannot be made',
    )
  return { discounts: !denies.includes('EJ_SE_RABATTER') }
}

/** Makes a quote of the caller's cart and keeps it; answers it as kept. */
export async function makeQuote(
  db: Kysely<Database>,
  caller: Caller,
  input: QuoteInput,
  now: Date,
): Promise<QuoteRecord> {
  const tenths = markupTenthsOf(input.markupPercent)
  if (tenths === undefined)
    throw badRequest([{ field: 'markupPercent', message: '0–100 with at most one decimal' }])
  const cart = await readCart(db, caller, input.cartId)
  if (cart.status !== 'ACTIVE') throw new ServiceError(409, 'cart_deleted', 'The cart is deleted')
  const { discounts } = assertMayQuote(caller, cart.customerId, cart.projectId)
  const [deliveries, items] = await Promise.all([
    db
      .selectFrom('cartDeliveries')
      .select(['deliveryId', 'includedInOrder'])
      .where('cartId', '=', cart.id)
      .orderBy('position')
      .execute(),
    db.selectFrom('cartItems').selectAll().where('cartId', '=', cart.id).orderBy('position').execute(),
  ])
  const order = deliveries.map((d) => d.deliveryId)
  const unknown = (input.deliveryIds ?? []).filter((id) => !order.includes(id))
  if (unknown.length > 0)
    throw badRequest([{ field: 'deliveryIds', message: `Not deliveries of the cart: ${unknown.join(', ')}` }])
  const chosen = order.filter((id) => input.deliveryIds === undefined || input.deliveryIds.includes(id))
  const lines = chosen.flatMap((deliveryId) => items.filter((item) => item.deliveryId === deliveryId))
  if (lines.length === 0) throw new ServiceError(409, 'empty_quote', 'The deliveries chosen hold no lines')

  const today = stockholmDay(now)
  // Priced as the cart prices its lines (core/domain/pricing `bracketQuantities`).
  const leftOut = new Set(deliveries.filter((d) => !d.includedInOrder).map((d) => d.deliveryId))
  const quantities = bracketQuantities(items, (deliveryId) => !leftOut.has(deliveryId))
  const articles = [...new Set(lines.map((line) => line.articleNumber))]
  const [prices, variants] = await Promise.all([
    customerPrices(
      db,
      cart.customerId,
      articles.map((articleNumber) => ({ articleNumber, quantity: quantities.get(articleNumber) })),
      today,
      { prices: true, discounts },
    ),
    db
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.productId')
      .select(['variants.articleNumber', 'variants.name', 'variants.unit', 'products.manufacturer'])
      .where('variants.articleNumber', 'in', articles)
      .execute(),
  ])
  const variantOf = new Map(variants.map((v) => [v.articleNumber, v]))
  const priced: QuoteLineRecord[] = lines.map((line, index) => {
    const price = prices.get(line.articleNumber) ?? null
    const usable = price !== null && !price.askForPrice
    const cost = usable ? unitPrice({ netPrice: price.netPrice, alloyingPrice: price.alloyingPrice }) : null
    const quoted = cost === null ? null : markedUpPrice(cost, tenths)
    const salesPriceUnit = price?.salesPriceUnit ?? 1
    const variant = variantOf.get(line.articleNumber)
    return {
      lineNumber: index + 1,
      articleNumber: line.articleNumber,
      name: variant?.name ?? line.articleNumber,
      brand: variant?.manufacturer ?? null,
      quantity: line.quantity,
      unit: variant?.unit ?? 'ST',
      deliveryId: line.deliveryId,
      costPrice: cost,
      quotedPrice: quoted,
      salesPriceUnit,
      amount: quoted === null ? null : quoteLineAmount(quoted, Number(line.quantity), salesPriceUnit),
    }
  })
  const totals = quoteTotals(priced.flatMap((line) => (line.amount === null ? [] : [line.amount])))
  const id = randomUUID()
  const decimal = (amount: Money | null) => (amount === null ? null : moneyToDecimalText(amount))
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ number: string }>`select nextval('quote_numbers')::text as number`.execute(
      trx,
    )
    const quoteNumber = rows[0]?.number
    if (quoteNumber === undefined) throw new Error('No quote number from the sequence')
    await trx
      .insertInto('quotes')
      .values({
        id,
        quoteNumber,
        customerId: cart.customerId,
        projectId: cart.projectId,
        userId: caller.userId,
        cartId: cart.id,
        brand: input.brand ?? 'dahl',
        recipientName: input.recipientName.trim(),
        reference: orNull(input.reference),
        message: orNull(input.message),
        markupTenths: tenths,
        validityDays: input.validityDays,
        validUntil: quoteValidUntil(today, input.validityDays),
        totalNet: moneyToDecimalText(totals.net),
        totalVat: moneyToDecimalText(totals.vat),
        totalGross: moneyToDecimalText(totals.gross),
        createdAt: now,
      })
      .execute()
    await trx
      .insertInto('quoteLines')
      .values(
        priced.map((line) => ({
          quoteId: id,
          lineNumber: line.lineNumber,
          articleNumber: line.articleNumber,
          name: line.name,
          brand: line.brand,
          quantity: line.quantity,
          unit: line.unit,
          deliveryId: line.deliveryId,
          costPrice: decimal(line.costPrice),
          quotedPrice: decimal(line.quotedPrice),
          salesPriceUnit: line.salesPriceUnit,
          amount: decimal(line.amount),
        })),
      )
      .execute()
  })
  return readQuote(db, caller, id)
}

const isBrand = (text: string): text is BrandCode => (brandCodes as readonly string[]).includes(text)
const moneyOrNull = (text: string | null) => (text === null ? null : money(text))

/**
 * A quote the caller made, with its lines: 404 when there is none, 403 when another user made it or
 * when the caller may no longer make quotes (or see prices) in its customer context.
 */
export async function readQuote(db: Kysely<Database>, caller: Caller, quoteId: string): Promise<QuoteRecord> {
  const quote = await db.selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirst()
  if (!quote) throw notFound('Quote')
  if (quote.userId !== caller.userId) throw forbidden('Not your quote')
  assertMayQuote(caller, quote.customerId, quote.projectId)
  const [lines, customer, project, user] = await Promise.all([
    db.selectFrom('quoteLines').selectAll().where('quoteId', '=', quote.id).orderBy('lineNumber').execute(),
    db.selectFrom('customers').select('name').where('id', '=', quote.customerId).executeTakeFirstOrThrow(),
    quote.projectId === null
      ? Promise.resolve(undefined)
      : db.selectFrom('projects').select('name').where('id', '=', quote.projectId).executeTakeFirst(),
    db
      .selectFrom('users')
      .select(['firstName', 'lastName', 'email', 'mobileNumber'])
      .where('id', '=', quote.userId)
      .executeTakeFirstOrThrow(),
  ])
  return {
    quote,
    brand: isBrand(quote.brand) ? quote.brand : 'dahl',
    customerName: customer.name,
    projectName: project?.name ?? null,
    madeBy: { name: `${user.firstName} ${user.lastName}`, email: user.email, phone: user.mobileNumber },
    lines: lines.map((line) => ({
      lineNumber: line.lineNumber,
      articleNumber: line.articleNumber,
      name: line.name,
      brand: line.brand,
      quantity: line.quantity,
      unit: line.unit,
      deliveryId: line.deliveryId,
      costPrice: moneyOrNull(line.costPrice),
      quotedPrice: moneyOrNull(line.quotedPrice),
      salesPriceUnit: line.salesPriceUnit,
      amount: moneyOrNull(line.amount),
    })),
    totals: { net: money(quote.totalNet), vat: money(quote.totalVat), gross: money(quote.totalGross) },
  }
}

/** A quote as the order base answers it: amounts as JSON numbers in SEK. */
export function quoteView(record: QuoteRecord) {
  const { quote } = record
  const amount = (value: Money | null) => (value === null ? null : Number(moneyToDecimalText(value)))
  return {
    quoteId: quote.id,
    quoteNumber: quote.quoteNumber,
    customerId: quote.customerId,
    customerName: record.customerName,
    projectId: quote.projectId,
    cartId: quote.cartId,
    brand: record.brand,
    recipientName: quote.recipientName,
    reference: quote.reference,
    message: quote.message,
    markupPercent: quote.markupTenths / 10,
    validityDays: quote.validityDays,
    quoteDate: stockholmDay(new Date(quote.createdAt)),
    validUntil: quote.validUntil,
    createdAt: new Date(quote.createdAt).toISOString(),
    madeBy: record.madeBy,
    lines: record.lines.map((line) => ({
      lineNumber: line.lineNumber,
      articleNumber: line.articleNumber,
      name: line.name,
      brand: line.brand,
      quantity: Number(line.quantity),
      unit: line.unit,
      deliveryId: line.deliveryId,
      quotedPrice: amount(line.quotedPrice),
      salesPriceUnit: line.salesPriceUnit,
      amount: amount(line.amount),
    })),
    totals: {
      net: amount(record.totals.net),
      vatPercentage: 25,
      vat: amount(record.totals.vat),
      gross: amount(record.totals.gross),
    },
  }
}
