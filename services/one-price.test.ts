/**
 * One price on every surface (issue 26, docs/adr/0022-one-price-model.md): for generated buyers
 * (with discounts, denied discounts, denied prices), articles (surcharge, brackets, campaigns
 * running, ended or another customer's, a contract price, a customer discount per top category,
 * on request) and quantities (one article over two deliveries, deliveries left out of the order,
 * fractional quantities of an article sold by the metre), every surface's figures are the price
 * model's (core/domain/pricing) applied to the generated facts, to the öre: the price base
 * (getVariants at one unit and at the cart's quantities, the bracket table), the cart's lines and
 * delivery totals, the cart export, a quote, the punch-out hand-back, tracking, and the placed
 * order's detail, PDF and spreadsheet.
 *
 * The services answer every catalogue price per one sales price unit, so the price unit ≠ 1 is
 * generated where it is stored: on order lines (an order written with insertOrder), whose detail,
 * PDF and spreadsheet are held to `lineAmount` and `amountsOf` with that unit.
 *
 * The HTTP surfaces read through the services' own connection, so the generated facts are written
 * for real onto seeded articles this file reserves (the harness gives each test file its own
 * database) and overwritten by the next case.
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import ExcelJS from 'exceljs'
import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  amountsOf,
  articlePrice,
  type ArticlePrice,
  bracketQuantities,
  bracketTable,
  type Cart,
  type CartItem,
  cartTotal,
  chargedUnitPrice,
  checkCartExport,
  checkoutEvent,
  deliveryTotals,
  formatSek,
  itemAmount,
  itemsInOrder,
  itemUnitPrice,
  lineAmount,
  money,
  type Money,
  moneyToDecimalText,
  ociFormFields,
  type Price,
  PRICE_ON_REQUEST,
  priceDisplay,
  type PriceFacts,
  type PriceVisibility,
  readOciForm,
  stockholmDay,
  type TrackedVariant,
  visiblePrice,
} from '@proffsbutik/core/domain'
import { json } from './testing/answers'
import { startHarness, type Harness } from './testing/harness'
import { insertOrder } from './order/place-order'
import { xlsxRows } from './cart/xlsx-rows'
import { ServiceError } from './platform/service-error'

const NOW = new Date('2026-11-24T09:00:00Z') // a Tuesday
const TODAY = stockholmDay(NOW)

let harness: Harness
beforeAll(async () => {
  harness = await startHarness(() => NOW)
}, 60_000)
afterAll(() => harness.stop())

/** pdftotext reads the PDFs back; without poppler (a developer's machine) the PDF checks are left out. */
const poppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
const pdfText = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString()
    .replace(/\u00a0/g, ' ')

/** An amount as the documents write it: "1 234,50 kr", plain spaces. */
const kr = (amount: Money) =>
  formatSek(amount)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace('\u2212', '-')
const num = (amount: Money) => Number(moneyToDecimalText(amount))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The generated buyers: one of each kind of price visibility. */
interface Buyer {
  readonly user: string
  readonly customerId: string
  readonly visibility: PriceVisibility
}
const BUYERS: readonly Buyer[] = [
  { user: 'anna.berg', customerId: 'C100', visibility: { prices: true, discounts: true } },
  // Denied discounts in beforeAll: charged the customer's price, shown no discount (ADR 0022).
  { user: 'olof.is', customerId: 'C500', visibility: { prices: true, discounts: false } },
  // EJ_SE_PRISER (and EJ_ORDER) on C300 in the seed.
  { user: 'nils.ohlsson', customerId: 'C300', visibility: { prices: false, discounts: true } },
]
const OTHER_CUSTOMER = 'C200'
const DELIVERIES = ['DBI', 'EXH'] as const

/** A reserved seeded article: its number, unit, VAT and top category. */
interface Slot {
  readonly articleNumber: string
  readonly unit: string
  readonly vat: number
  readonly top: string
}
let slots: Slot[] = []
let tops: string[] = []
let store = ''

beforeAll(async () => {
  const db = harness.db
  // Olof is denied discounts; his token, made after this, carries the deny.
  const olof = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'olof.is')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('userPermissions')
    .set({ permissionDenies: ['EJ_SE_RABATTER'] })
    .where('userId', '=', olof.id)
    .where('customerId', '=', 'C500')
    .execute()
  // No credit limit or assortment gets in the way of the prices; each buyer's customer its own price list.
  const customers = BUYERS.map((b) => b.customerId)
  await db
    .insertInto('priceLists')
    .values(customers.map((c) => ({ id: `PL-PROP-${c}`, name: `Genererad ${c}` })))
    .execute()
  for (const customerId of customers)
    await db
      .updateTable('customers')
      .set({ creditLimit: null, assortmentId: null, priceListId: `PL-PROP-${customerId}` })
      .where('id', '=', customerId)
      .execute()
  const campaign = (id: string, customerId: string | null, endsOn: string) => ({
    id,
    name: id,
    slug: id.toLowerCase(),
    isAssortment: false,
    customerId,
    startsOn: '2026-11-01',
    endsOn,
  })
  await db
    .insertInto('campaigns')
    .values([
      campaign('PROP-RUNNING', null, '2026-12-31'),
      // The buyer's own campaign ends today: it still runs.
      ...customers.map((c) => campaign(`PROP-MINE-${c}`, c, TODAY)),
      campaign('PROP-OTHERS', OTHER_CUSTOMER, '2026-12-31'),
      campaign('PROP-ENDED', null, '2026-11-23'),
    ])
    .execute()
  tops = (
    await db.selectFrom('categories').select('id').where('parentId', 'is', null).orderBy('id').execute()
  ).map((row) => row.id)
  // Ordinary articles (sold online anywhere, current) from different top categories, and one sold by the metre.
  const { rows } = await sql<Slot & { n: number }>`
    select "articleNumber", unit, vat, top, n from (
      select v.article_number as "articleNumber", v.unit, v.vat_percentage as vat,
             coalesce(c.parent_id, c.id) as top,
             row_number() over (partition by v.unit = 'ST', coalesce(c.parent_id, c.id) order by v.article_number) as n
      from variants v join products p on p.id = v.product_id join categories c on c.id = p.category_id
      where v.unit in ('ST', 'M') and not v.discontinued and not v.only_store and not v.must_be_in_stocked_at) spread
    where n = 1 order by "articleNumber"`.execute(db)
  const pieces = rows.filter((row) => row.unit === 'ST')
  const metre = rows.find((row) => row.unit === 'M')
  if (pieces.length < 3 || !metre) throw new Error('The seed has too few ordinary articles')
  slots = [pieces[0]!, metre, pieces[1]!, pieces[2]!].map(({ articleNumber, unit, vat, top }) => ({
    articleNumber,
    unit,
    vat,
    top,
  }))
  store = (
    await db
      .selectFrom('locations')
      .select('id')
      .where('kind', '=', 'store')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id
}, 60_000)

/** An amount in SEK with 4 decimals, as the database holds it. */
const amount = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 10_000), max: Math.round(max * 10_000) }).map((units) => units / 10_000)
/** A price relative to the list price (×0,3–1,2), so that brackets, contracts and campaigns compete. */
const relative = fc.integer({ min: 3_000, max: 12_000 })
const at = (listPrice: number, factor: number) => Math.max(0.01, Math.round(listPrice * factor) / 10_000)

/** A fact one article in four has (a contract price, a campaign's price), else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary, weight: 1 })

/** One generated article: its price facts for the buyer's customer and its lines in the cart. */
const generatedArticle = fc.record({
  listPrice: amount(0.01, 3_000),
  alloyingPrice: fc.option(amount(0, 200), { nil: null }),
  askForPrice: fc.oneof(
    { arbitrary: fc.constant(false), weight: 6 },
    { arbitrary: fc.constant(true), weight: 1 },
  ),
  brackets: fc.uniqueArray(fc.record({ minQuantity: fc.integer({ min: 0, max: 25 }), factor: relative }), {
    maxLength: 3,
    selector: (b) => b.minQuantity,
  }),
  contract: sometimes(relative),
  campaigns: fc.record({
    running: sometimes(relative),
    mine: sometimes(relative),
    others: sometimes(relative),
    ended: sometimes(relative),
  }),
  /** Its lines: one delivery, or both (the bracket is set by the article's sum). */
  lines: fc.uniqueArray(
    fc.record({
      deliveryId: fc.constantFrom(...DELIVERIES),
      whole: fc.integer({ min: 1, max: 30 }),
      hundredths: fc.integer({ min: 0, max: 99 }),
    }),
    { minLength: 1, maxLength: 2, selector: (line) => line.deliveryId },
  ),
})
type Generated = typeof generatedArticle extends fc.Arbitrary<infer T> ? T : never

/** A discount of the customer's price list on a top category, in hundredths of a percent, or none. */
const discount = fc.option(
  fc.integer({ min: 0, max: 6_000 }).map((hundredths) => hundredths / 100),
  { nil: null },
)

/** A case: a buyer, 1–4 articles, the discounts of the customer's price list, the deliveries in the order. */
const generatedCase = fc.record({
  buyer: fc.constantFrom(...BUYERS),
  articles: fc.array(generatedArticle, { minLength: 1, maxLength: 4 }),
  discounts: fc.array(discount, { minLength: 12, maxLength: 12 }),
  inOrder: fc.record({ DBI: fc.boolean(), EXH: fc.boolean() }),
})

/** What the model is given for an article: the generated facts as the buyer's customer has them. */
function modelFacts(slot: Slot, article: Generated, discounts: readonly (number | null)[]): PriceFacts {
  const percentage = discounts[tops.indexOf(slot.top) % discounts.length] ?? null
  const runningCampaigns = [article.campaigns.running, article.campaigns.mine]
    .filter((factor) => factor !== null)
    .map((factor) => money(at(article.listPrice, factor)))
  return {
    listPrice: money(article.listPrice),
    alloyingPrice: article.alloyingPrice === null ? undefined : money(article.alloyingPrice),
    vatPercentage: slot.vat,
    askForPrice: article.askForPrice,
    brackets: article.brackets.map((b) => ({
      minQuantity: b.minQuantity,
      listPrice: money(at(article.listPrice, b.factor)),
    })),
    contractPrice: article.contract === null ? undefined : money(at(article.listPrice, article.contract)),
    discount: percentage === null ? undefined : { percentage, name: 'Rabatt', type: 'CUSTOMER' },
    campaign:
      runningCampaigns.length === 0
        ? undefined
        : { price: runningCampaigns.reduce((a, b) => (b < a ? b : a)), name: 'Kampanj' },
  }
}

/** Writes a case's facts onto the reserved articles, for the buyer's customer. */
async function writeFacts(
  customerId: string,
  chosen: readonly Slot[],
  articles: readonly Generated[],
  discounts: readonly (number | null)[],
) {
  const db = harness.db
  const numbers = slots.map((s) => s.articleNumber)
  const priceListId = `PL-PROP-${customerId}`
  await db.deleteFrom('priceListDiscounts').where('priceListId', '=', priceListId).execute()
  const given = tops.flatMap((top, n) => {
    const percentage = discounts[n % discounts.length] ?? null
    return percentage === null
      ? []
      : [
          {
            priceListId,
            categoryId: top,
            percentage: percentage.toFixed(2),
            name: 'Rabatt',
            type: 'CUSTOMER',
          },
        ]
  })
  if (given.length > 0) await db.insertInto('priceListDiscounts').values(given).execute()
  await db.deleteFrom('priceBrackets').where('articleNumber', 'in', numbers).execute()
  await db.deleteFrom('campaignPrices').where('articleNumber', 'in', numbers).execute()
  await db.deleteFrom('customerPrices').where('articleNumber', 'in', numbers).execute()
  for (const [n, article] of articles.entries()) {
    const { articleNumber } = chosen[n]!
    await db
      .updateTable('variants')
      .set({
        listPrice: article.listPrice.toFixed(4),
        alloyingPrice: article.alloyingPrice === null ? null : article.alloyingPrice.toFixed(4),
        askForPrice: article.askForPrice,
      })
      .where('articleNumber', '=', articleNumber)
      .execute()
    if (article.brackets.length > 0)
      await db
        .insertInto('priceBrackets')
        .values(
          article.brackets.map((b) => ({
            articleNumber,
            minQuantity: b.minQuantity,
            listPrice: at(article.listPrice, b.factor).toFixed(4),
          })),
        )
        .execute()
    if (article.contract !== null)
      await db
        .insertInto('customerPrices')
        .values({ customerId, articleNumber, netPrice: at(article.listPrice, article.contract).toFixed(4) })
        .execute()
    const campaigns = (
      [
        ['PROP-RUNNING', article.campaigns.running],
        [`PROP-MINE-${customerId}`, article.campaigns.mine],
        ['PROP-OTHERS', article.campaigns.others],
        ['PROP-ENDED', article.campaigns.ended],
      ] as const
    ).flatMap(([campaignId, factor]) =>
      factor === null
        ? []
        : [{ campaignId, articleNumber, netPrice: at(article.listPrice, factor).toFixed(4) }],
    )
    if (campaigns.length > 0) await db.insertInto('campaignPrices').values(campaigns).execute()
  }
}

/** A price as the graph answers it. */
interface PriceWire {
  articleNumber: string
  netPrice: number
  alloyingPrice: number | null
  salesPrice: number
  salesPriceIncludingVat: number
  salesPriceUnit: number
  discountAmount: number
  discountPercentage: number
  discounts: { amount: number }[]
  preCampaignPrice: number | null
  askForPrice: boolean
  hasBracketPrices: boolean
}
const PRICE_FIELDS = `articleNumber netPrice alloyingPrice salesPrice salesPriceIncludingVat salesPriceUnit discountAmount
  discountPercentage discounts { amount } preCampaignPrice askForPrice hasBracketPrices`

interface CartWire {
  cartId: string
  deliveries: { deliveryId: string; isIncludedInOrder: boolean }[]
  cartItems: {
    cartItemId: string
    articleNumber: string
    quantity: number
    deliveryId: string
    price: PriceWire | null
    variant: { name: string; webSalesUnit: { unit: string } } | null
  }[]
}

async function graph<T>(user: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await json<{ data?: T; errors?: unknown }>(
    await harness.call(user, 'POST', '/services/product/graphql', { query, variables }),
  )
  if (!body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`)
  return body.data
}

/** The cart as the shop's cart pages, checkout and punch-out ask it: priced as charged (completeOrderPrice). */
const getCart = (user: string) =>
  graph<{ getCart: CartWire }>(
    user,
    `{ getCart(stockInput: {}, completeOrderPrice: true) { cartId deliveries { deliveryId isIncludedInOrder }
      cartItems { cartItemId articleNumber quantity deliveryId price { ${PRICE_FIELDS} }
        variant { name webSalesUnit { unit } } } } }`,
  ).then((data) => data.getCart)

/** getVariants' prices, at one unit, or (as the cart asks) at the quantities given. */
async function variantPrices(user: string, quantities?: ReadonlyMap<string, number>, articles?: string[]) {
  const articleNumbers = articles ?? [...(quantities?.keys() ?? [])]
  const data = await graph<{ getVariants: { articleNumber: string; price: PriceWire | null }[] }>(
    user,
    `query q($articleNumbers: [String!]!, $stockInput: StockInput, $completeOrderPrice: Boolean) {
      getVariants(articleNumbers: $articleNumbers, stockInput: $stockInput, completeOrderPrice: $completeOrderPrice)
      { articleNumber price { ${PRICE_FIELDS} } } }`,
    {
      articleNumbers,
      ...(quantities
        ? {
            completeOrderPrice: true,
            stockInput: {
              articles: [...quantities].map(([articleNumber, quantity]) => ({ articleNumber, quantity })),
            },
          }
        : {}),
    },
  )
  return new Map(data.getVariants.map((v) => [v.articleNumber, v.price]))
}

/** A served price held to the model's price as the buyer may see it. */
function expectPrice(
  served: PriceWire | null | undefined,
  expected: ArticlePrice | undefined,
  where: string,
) {
  if (expected === undefined) return expect(served ?? null, where).toBeNull()
  expect(served, where).toBeTruthy()
  if (expected.kind === 'onRequest') return expect(served!.askForPrice, where).toBe(true)
  expect(
    {
      askForPrice: served!.askForPrice,
      salesPrice: money(served!.salesPrice),
      netPrice: money(served!.netPrice),
      alloyingPrice: served!.alloyingPrice === null ? undefined : money(served!.alloyingPrice),
      salesPriceUnit: served!.salesPriceUnit,
      discountAmount: money(served!.discountAmount),
      discountPercentage: served!.discountPercentage,
      discounts: served!.discounts.length,
      preCampaignPrice: served!.preCampaignPrice === null ? undefined : money(served!.preCampaignPrice),
      hasBracketPrices: served!.hasBracketPrices,
    },
    where,
  ).toEqual({
    askForPrice: false,
    salesPrice: expected.unitPrice,
    netPrice: expected.netPrice,
    alloyingPrice: expected.alloyingPrice,
    salesPriceUnit: 1,
    discountAmount: expected.discountAmount,
    discountPercentage: expected.discountPercentage,
    discounts: expected.reductions.length,
    preCampaignPrice: expected.preCampaignPrice,
    hasBracketPrices: expected.hasBracketPrices,
  })
}

/** A served price as the domain's Price, as the shop's adapter decodes it (money exact, nulls absent). */
function domainPrice(wire: PriceWire): Price {
  return {
    articleNumber: wire.articleNumber,
    netPrice: money(wire.netPrice),
    ...(wire.alloyingPrice === null ? {} : { alloyingPrice: money(wire.alloyingPrice) }),
    salesPrice: money(wire.salesPrice),
    salesPriceIncludingVat: money(wire.salesPriceIncludingVat),
    salesPriceUnit: wire.salesPriceUnit,
    discountAmount: money(wire.discountAmount),
    discountPercentage: wire.discountPercentage,
    ...(wire.preCampaignPrice === null ? {} : { preCampaignPrice: money(wire.preCampaignPrice) }),
    askForPrice: wire.askForPrice,
    hasBracketPrices: wire.hasBracketPrices,
  }
}

/**
 * The text of an order line in a PDF read by pdftotext: the row that starts with its line number and
 * article number, and that row with the lines a wrapped cell continues on (up to the next line's row).
 */
function pdfLine(text: string, articleNumber: string, lineNumber?: number): { row: string; block: string } {
  const rows = text.split('\n')
  const start = rows.findIndex((l) =>
    new RegExp(`^\\s*${lineNumber ?? '\\d+'}\\s+${articleNumber}\\b`).test(l),
  )
  expect(start, `a PDF row of ${articleNumber}`).toBeGreaterThanOrEqual(0)
  let end = start + 1
  while (end < rows.length && !/^\s*\d+\s+\d{7}\b|Summa exkl\. moms|Priser visas inte/.test(rows[end]!)) end++
  return { row: rows[start]!, block: rows.slice(start, end).join('\n') }
}

/** A PDF order line shows the unit price charged (per sales price unit: "… kr/100") and the line's amount. */
function expectPdfPrices(
  row: string,
  block: string,
  unit: Money,
  lineAmountOf: Money,
  salesPriceUnit: number,
  where: string,
) {
  // The price's figures stand on the row; a narrow cell may wrap its "kr/100" onto the next line.
  expect(row, where).toContain(salesPriceUnit > 1 ? kr(unit).replace(/ kr$/, '') : kr(unit))
  expect(block.replace(/\s+/g, ' '), where).toMatch(
    new RegExp(
      `${escape(kr(unit).replace(/ kr$/, ''))}(\\s+\\S+)*?\\s+kr${salesPriceUnit > 1 ? `/${salesPriceUnit}` : ''}`,
    ),
  )
  expect(row, where).toContain(kr(lineAmountOf))
}

/** The rows of a workbook's first sheet, cells from column A, formula cells as their result. */
async function sheetRows(bytes: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes)
  const rows: unknown[][] = []
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((cell) => (cell !== null && typeof cell === 'object' && 'result' in cell ? cell.result : cell)),
    ),
  )
  return rows
}

describe('one price on every surface (issue 26)', () => {
  it('the price base, cart, export, quote, punch-out, tracking and placed orders are the model’s, to the öre', async () => {
    let cases = 0
    let ordersChecked = 0
    await fc.assert(
      fc.asyncProperty(generatedCase, async ({ buyer, articles, discounts, inOrder }) => {
        cases++
        const chosen = slots.slice(0, articles.length)
        await writeFacts(buyer.customerId, chosen, articles, discounts)
        const facts = new Map(
          chosen.map((slot, n) => [slot.articleNumber, modelFacts(slot, articles[n]!, discounts)]),
        )
        const lines = chosen.flatMap((slot, n) =>
          articles[n]!.lines.map((line) => ({
            articleNumber: slot.articleNumber,
            deliveryId: line.deliveryId,
            quantity: slot.unit === 'ST' ? line.whole : (line.whole * 100 + line.hundredths) / 100,
          })),
        )
        const usedDeliveries = DELIVERIES.filter((d) => lines.some((line) => line.deliveryId === d))
        const included = (deliveryId: string) => inOrder[deliveryId as 'DBI' | 'EXH']
        const quantities = bracketQuantities(lines, included)
        /** The model's price for an article, at the quantity that sets its bracket in the cart. */
        const modelPrice = (articleNumber: string, quantity = quantities.get(articleNumber)!) =>
          visiblePrice(articlePrice(facts.get(articleNumber)!, quantity), buyer.visibility)
        const modelAmount = (line: { articleNumber: string; quantity: number }) => {
          const price = modelPrice(line.articleNumber)
          return price?.kind === 'priced' ? lineAmount(price.unitPrice, line.quantity) : undefined
        }
        const context = `${buyer.user} ${JSON.stringify(lines)} in order ${JSON.stringify(inOrder)}`

        // The cart: emptied, filled, each delivery in or out of the order.
        const cartId = (await getCart(buyer.user)).cartId
        await harness.call(buyer.user, 'DELETE', `/services/cart/v2/cart/${cartId}/variants`)
        await json(
          await harness.call(buyer.user, 'POST', `/services/cart/v2/cart/${cartId}/variants/batch/add`, {
            items: lines,
          }),
        )
        for (const deliveryId of usedDeliveries) {
          const response = await harness.call(
            buyer.user,
            'PUT',
            `/services/cart/v2/cart/${cartId}/delivery/${deliveryId}/includeInOrder`,
            { isIncludedInOrder: included(deliveryId) },
          )
          expect(response.status, await response.text()).toBe(204)
        }

        // The price base: one unit, the cart's quantities, and each row of the bracket table.
        const one = await variantPrices(buyer.user, undefined, [...facts.keys()])
        const atQuantities = await variantPrices(buyer.user, quantities)
        for (const articleNumber of facts.keys()) {
          expectPrice(
            one.get(articleNumber),
            modelPrice(articleNumber, 1),
            `getVariants ${articleNumber} ×1 ${context}`,
          )
          // As a card or the product headline shows it: the price charged, the before price with the surcharge.
          const single = modelPrice(articleNumber, 1)
          const servedOne = one.get(articleNumber)
          const display = priceDisplay(servedOne ? domainPrice(servedOne) : undefined, true)
          expect(display, `price display ${articleNumber} ${context}`).toEqual(
            single === undefined
              ? { kind: 'hidden' }
              : single.kind === 'onRequest'
                ? { kind: 'askForPrice' }
                : {
                    kind: 'price',
                    amount: single.unitPrice,
                    salesPriceUnit: 1,
                    alloying: single.alloyingPrice || undefined,
                    before:
                      single.preCampaignPrice === undefined
                        ? undefined
                        : chargedUnitPrice(single.preCampaignPrice, single.alloyingPrice),
                    discountPercentage: single.discountPercentage > 0 ? single.discountPercentage : undefined,
                    includingVat: single.unitPriceIncludingVat || undefined,
                    hasBracketPrices: single.hasBracketPrices,
                  },
          )
          expectPrice(
            atQuantities.get(articleNumber),
            modelPrice(articleNumber),
            `getVariants ${articleNumber} ×${quantities.get(articleNumber)} ${context}`,
          )
          const table = buyer.visibility.prices ? bracketTable(facts.get(articleNumber)!) : []
          const served = await json<{
            brackets: { minQuantity: number; unitPrice: number; netPrice: number; listPrice: number }[]
          }>(await harness.call(buyer.user, 'GET', `/services/price/prices/${articleNumber}/brackets`))
          expect(
            served.brackets.map((row) => ({ minQuantity: row.minQuantity, unitPrice: money(row.unitPrice) })),
            `bracket table ${articleNumber} ${context}`,
          ).toEqual(table)
          if (!buyer.visibility.discounts)
            for (const row of served.brackets)
              expect(row.listPrice, `bracket list price ${articleNumber}`).toBe(row.netPrice)
          // Each row is what the cart charges at that quantity.
          for (const row of table) {
            const price = (await variantPrices(buyer.user, new Map([[articleNumber, row.minQuantity]]))).get(
              articleNumber,
            )
            expect(price && money(price.salesPrice), `getVariants ${articleNumber} ×${row.minQuantity}`).toBe(
              row.unitPrice,
            )
          }
        }

        // The cart: each line at its article's bracket quantity, amounts and delivery totals.
        const cart = await getCart(buyer.user)
        expect(
          cart.cartItems.map((item) => [item.articleNumber, item.deliveryId, item.quantity]).sort(),
          context,
        ).toEqual(lines.map((line) => [line.articleNumber, line.deliveryId, line.quantity]).sort())
        const domainItems: CartItem[] = cart.cartItems.map((item) => ({
          cartId: cart.cartId,
          cartItemId: item.cartItemId,
          articleNumber: item.articleNumber,
          quantity: item.quantity,
          deliveryId: item.deliveryId,
          ...(item.price ? { price: domainPrice(item.price) } : {}),
          ...(item.variant
            ? { variant: { ...item.variant, webSalesUnit: item.variant.webSalesUnit } as never }
            : {}),
        }))
        const domainCart: Cart = {
          cartId: cart.cartId,
          deliveryIdsInOrder: cart.deliveries.map((d) => d.deliveryId),
          deliveries: cart.deliveries,
          cartItems: domainItems,
        }
        for (const [n, item] of cart.cartItems.entries()) {
          const expected = modelPrice(item.articleNumber)
          expectPrice(item.price, expected, `cart line ${item.articleNumber} ${item.deliveryId} ${context}`)
          expect(
            itemAmount(domainItems[n]!),
            `cart line amount ${item.articleNumber} ${item.deliveryId}`,
          ).toBe(modelAmount(item))
        }
        for (const deliveryId of usedDeliveries) {
          const own = domainItems.filter((item) => item.deliveryId === deliveryId)
          const totals = deliveryTotals(own)
          const expected = amountsOf(lines.filter((l) => l.deliveryId === deliveryId).map(modelAmount))
          const priced = lines.filter((l) => l.deliveryId === deliveryId && modelAmount(l) !== undefined)
          expect(
            { excludingVat: totals.excludingVat, vat: totals.vat, includingVat: totals.includingVat },
            `delivery totals ${deliveryId} ${context}`,
          ).toEqual(
            priced.length === 0
              ? { excludingVat: expected.net, vat: undefined, includingVat: undefined }
              : { excludingVat: expected.net, vat: expected.vat, includingVat: expected.gross },
          )
        }
        const ordered = lines.filter((line) => included(line.deliveryId))
        const orderedNet = amountsOf(ordered.map(modelAmount)).net
        expect(cartTotal(itemsInOrder(domainCart)), `cart total in order ${context}`).toBe(orderedNet)

        // The cart export: every line, its unit price and amount, the total; on request marked.
        const exported = await harness.call(buyer.user, 'POST', `/services/cart/v2/cart/${cartId}/export`, {
          cartItemIds: cart.cartItems.map((item) => item.cartItemId),
        })
        expect(exported.status).toBe(200)
        // Read with the shop's own reader: ExcelJS drops a formula's cached result of 0 when it reads.
        const sheet = (
          await xlsxRows(new Uint8Array(await exported.arrayBuffer()), {
            rows: 100,
            columns: 20,
            cellsPerRow: 40,
            partBytes: 16 * 1024 * 1024,
            partElements: 100_000,
            tooManyRows: () => new ServiceError(400, 'too_many_rows', 'Too many rows'),
          })
        ).map((row) => row.cells.map((cell) => cell ?? null))
        expect(sheet[0]?.slice(7), 'export headings').toEqual(
          buyer.visibility.prices ? ['À-pris (kr)', 'Summa (kr)'] : [],
        )
        for (const [n, item] of cart.cartItems.entries()) {
          const row = sheet[n + 1]!
          expect([row[0], row[3]], 'export line').toEqual([item.articleNumber, item.quantity])
          const expected = modelPrice(item.articleNumber)
          const cells = [row[7] ?? null, row[8] ?? null]
          expect(cells, `export line ${item.articleNumber} ${item.deliveryId} ${context}`).toEqual(
            expected === undefined
              ? [null, null]
              : expected.kind === 'onRequest'
                ? [PRICE_ON_REQUEST, PRICE_ON_REQUEST]
                : [num(expected.unitPrice), num(modelAmount(item)!)],
          )
        }
        const totalRow = sheet[cart.cartItems.length + 1]
        if (buyer.visibility.prices)
          expect(totalRow?.[8], `export total ${context}`).toBe(num(amountsOf(lines.map(modelAmount)).net))
        else expect(totalRow, 'no total without prices').toBeUndefined()

        // A quote of the cart at no markup: its lines are the cart's.
        const quoted = await harness.call(buyer.user, 'POST', '/services/order/quotes', {
          cartId,
          recipientName: 'Slutkund AB',
          markupPercent: 0,
          validityDays: 30,
        })
        if (!buyer.visibility.prices) expect(quoted.status, 'a quote without prices').toBe(403)
        else {
          const quote = await json<{
            quoteId: string
            lines: {
              lineNumber: number
              articleNumber: string
              deliveryId: string
              quantity: number
              quotedPrice: number | null
              amount: number | null
            }[]
            totals: { net: number; vat: number; gross: number }
          }>(quoted, 201)
          const position = (deliveryId: string) =>
            cart.deliveries.findIndex((d) => d.deliveryId === deliveryId)
          expect(
            quote.lines.map((l) => [l.articleNumber, l.deliveryId, l.quantity, l.quotedPrice, l.amount]),
            `quote lines ${context}`,
          ).toEqual(
            cart.cartItems
              .toSorted((a, b) => position(a.deliveryId) - position(b.deliveryId))
              .map((item) => {
                const expected = modelPrice(item.articleNumber)
                return [
                  item.articleNumber,
                  item.deliveryId,
                  item.quantity,
                  expected?.kind === 'priced' ? num(expected.unitPrice) : null,
                  expected?.kind === 'priced' ? num(modelAmount(item)!) : null,
                ]
              }),
          )
          const totals = amountsOf(lines.map(modelAmount))
          expect(quote.totals, `quote totals ${context}`).toEqual({
            net: num(totals.net),
            vatPercentage: 25,
            vat: num(totals.vat),
            gross: num(totals.gross),
          })
          if (poppler) {
            const pdf = await harness.call(
              buyer.user,
              'GET',
              `/services/order/quotes/${quote.quoteId}/document`,
            )
            const text = pdfText(new Uint8Array(await pdf.arrayBuffer()))
            for (const line of quote.lines) {
              const { block, row } = pdfLine(text, line.articleNumber, line.lineNumber)
              const price = modelPrice(line.articleNumber)
              if (price?.kind === 'priced')
                expectPdfPrices(
                  row,
                  block,
                  price.unitPrice,
                  modelAmount(line)!,
                  1,
                  `quote PDF line ${line.lineNumber} ${context}`,
                )
              else expect(block, `quote PDF line ${line.lineNumber} ${context}`).toContain(PRICE_ON_REQUEST)
            }
            expect(text, `quote PDF totals ${context}`).toMatch(
              new RegExp(
                `Summa exkl. moms\\s+${escape(kr(totals.net))}[\\s\\S]*Moms 25 %\\s+${escape(kr(totals.vat))}[\\s\\S]*Totalt inkl. moms\\s+${escape(kr(totals.gross))}`,
              ),
            )
          }
        }

        // The punch-out hand-back of the deliveries in the order: PRICE is the unit price charged.
        const handBack = checkCartExport(itemsInOrder(domainCart))
        const unpriced = [
          ...new Set(ordered.filter((line) => modelAmount(line) === undefined).map((l) => l.articleNumber)),
        ]
        if (unpriced.length > 0 || ordered.length === 0) {
          if (unpriced.length > 0) {
            expect(handBack.ok, `hand-back refused ${context}`).toBe(false)
            if (!handBack.ok) expect([...new Set(handBack.articleNumbers)].sort()).toEqual(unpriced.sort())
          }
        } else {
          expect(handBack.ok, `hand-back ${context}`).toBe(true)
          if (handBack.ok) {
            const form = readOciForm(ociFormFields(handBack.lines))
            const orderedItems = itemsInOrder(domainCart)
            expect(form.lines.length).toBe(orderedItems.length)
            const handed = form.lines.map(({ fields }) => {
              const price = modelPrice(fields['VENDORMAT']!)
              expect(price?.kind, 'priced').toBe('priced')
              // Per PRICEUNIT: a price with a fourth decimal goes per 10 (OCI takes 3 decimals), exactly.
              expect(['1', '10']).toContain(fields['PRICEUNIT'])
              expect(
                money(fields['PRICE']!),
                `OCI PRICE ${fields['VENDORMAT']} per ${fields['PRICEUNIT']} ${context}`,
              ).toBe(price?.kind === 'priced' ? price.unitPrice * Number(fields['PRICEUNIT']) : undefined)
              return lineAmount(
                money(fields['PRICE']!),
                Number(fields['QUANTITY']),
                Number(fields['PRICEUNIT']),
              )
            })
            expect(amountsOf(handed).net, `OCI lines add up to the cart's total ${context}`).toBe(orderedNet)
          }
        }

        // Tracking of the checkout: each item's price the unit price charged, the value the lines' amounts.
        const tracked: TrackedVariant[] = itemsInOrder(domainCart).map((item) => {
          const unitPrice = itemUnitPrice(item)
          return {
            articleNumber: item.articleNumber,
            name: item.articleNumber,
            quantity: item.quantity,
            ...(unitPrice === undefined
              ? {}
              : { price: { unitPrice, salesPriceUnit: item.price?.salesPriceUnit ?? 1 } }),
          }
        })
        const event = checkoutEvent('summary-page', tracked)
        if (event.ok) {
          expect(event.event.ecommerce.value, `tracked value ${context}`).toBe(num(orderedNet))
          for (const item of event.event.ecommerce.items) {
            const price = modelPrice(item.item_id)
            expect(item.price, `tracked price ${item.item_id}`).toBe(
              price?.kind === 'priced' ? num(price.unitPrice) : undefined,
            )
          }
        }

        // Checkout: one order per delivery in the order; each order's detail, PDF and spreadsheet.
        if (ordered.length === 0) return
        const answer = await json<{
          orders: {
            deliveryId: string
            success: boolean
            orderId: string | null
            orderNumber: string | null
            errors: { code: string }[]
            orderItems: { articleNumber: string; price: PriceWire | null }[]
          }[]
        }>(
          await harness.call(buyer.user, 'POST', `/services/cart/v2/cart/${cartId}/checkout`, {
            orderDetails: { DBI: {}, EXH: { storeId: store } },
            sendOrderReceipt: true,
          }),
        )
        expect(
          answer.orders.map((o) => o.deliveryId),
          context,
        ).toEqual(
          cart.deliveries
            .map((d) => d.deliveryId)
            .filter((d) => included(d) && usedDeliveries.includes(d as never)),
        )
        for (const placed of answer.orders) {
          for (const item of placed.orderItems)
            expectPrice(item.price, modelPrice(item.articleNumber), `checkout answer ${item.articleNumber}`)
          if (buyer.user === 'nils.ohlsson') {
            expect(placed.success, 'EJ_ORDER').toBe(false)
            continue
          }
          expect(placed, context).toMatchObject({ success: true, errors: [] })
          ordersChecked++
          const own = lines.filter((line) => line.deliveryId === placed.deliveryId)
          const totals = amountsOf(own.map(modelAmount))
          const base = `/services/order/orders/${placed.orderId}`
          // The order history's row and the receipt mailed after checkout.
          const found = await json<{
            data: { orderId: string; totalNet: number | null; totalIncludingVat: number | null }[]
          }>(await harness.call(buyer.user, 'GET', `/services/order/orders/search?q=${placed.orderNumber}`))
          const summary = found.data.find((o) => o.orderId === placed.orderId)
          expect([summary?.totalNet, summary?.totalIncludingVat], `order history ${context}`).toEqual([
            num(totals.net),
            num(totals.gross),
          ])
          const receipt = await harness.db
            .selectFrom('outbox')
            .select('text')
            .where('subject', '=', `Orderbekräftelse ${placed.orderNumber}`)
            .executeTakeFirstOrThrow()
          expect(receipt.text, `order receipt ${context}`).toContain(
            `Summa exkl. moms: ${formatSek(totals.net)}`,
          )
          const detail = await json<{
            lines: {
              articleNumber: string
              quantity: number
              amount: number | null
              netPrice: number | null
              alloyingPrice: number | null
            }[]
            totals: { net: number; vat: number; gross: number } | null
          }>(await harness.call(buyer.user, 'GET', base))
          expect(
            detail.lines.map((l) => [l.articleNumber, l.quantity, l.amount]).sort(),
            `order detail lines ${placed.deliveryId} ${context}`,
          ).toEqual(
            own
              .map((line) => {
                const lineAmountOf = modelAmount(line)
                return [
                  line.articleNumber,
                  line.quantity,
                  lineAmountOf === undefined ? null : num(lineAmountOf),
                ]
              })
              .sort(),
          )
          expect(detail.totals, `order totals ${placed.deliveryId} ${context}`).toMatchObject({
            net: num(totals.net),
            vat: num(totals.vat),
            gross: num(totals.gross),
          })
          const workbook = await sheetRows(
            await (await harness.call(buyer.user, 'GET', `${base}/download`)).arrayBuffer(),
          )
          const head = workbook.findIndex((row) => row[1] === 'Artikelnummer')
          const rows = workbook.slice(head + 1, head + 1 + own.length)
          expect(
            rows.map((row) => [row[1], row[4], row[6], row[7] ?? null]).sort(),
            `order spreadsheet lines ${context}`,
          ).toEqual(
            own
              .map((line) => {
                const price = modelPrice(line.articleNumber)
                return [
                  line.articleNumber,
                  line.quantity,
                  price?.kind === 'priced' ? num(price.unitPrice) : PRICE_ON_REQUEST,
                  price?.kind === 'priced' ? num(modelAmount(line)!) : PRICE_ON_REQUEST,
                ]
              })
              .sort(),
          )
          const sums = Object.fromEntries(
            workbook.filter((row) => typeof row[6] === 'string').map((row) => [row[6], row[7]]),
          )
          expect(
            [sums['Summa exkl. moms'], sums['Moms 25 %'], sums['Totalt inkl. moms']],
            `order spreadsheet totals ${context}`,
          ).toEqual([num(totals.net), num(totals.vat), num(totals.gross)])
          if (poppler) {
            const pdf = await harness.call(buyer.user, 'GET', `${base}/documents/order-confirmation`)
            const text = pdfText(new Uint8Array(await pdf.arrayBuffer()))
            for (const line of own) {
              const price = modelPrice(line.articleNumber)
              const { row, block } = pdfLine(text, line.articleNumber)
              if (price?.kind === 'priced')
                expectPdfPrices(
                  row,
                  block,
                  price.unitPrice,
                  modelAmount(line)!,
                  1,
                  `order PDF line ${line.articleNumber} ${context}`,
                )
              else
                expect(block, `order PDF line ${line.articleNumber} ${context}`).toContain(PRICE_ON_REQUEST)
            }
            expect(text, `order PDF totals ${context}`).toMatch(
              new RegExp(
                `Summa exkl. moms\\s+${escape(kr(totals.net))}[\\s\\S]*Moms 25 %\\s+${escape(kr(totals.vat))}[\\s\\S]*Totalt inkl. moms\\s+${escape(kr(totals.gross))}`,
              ),
            )
          }
        }
      }),
      { numRuns: 20 },
    )
    expect(cases).toBeGreaterThanOrEqual(20)
    expect(ordersChecked).toBeGreaterThan(0)
  }, 240_000)

  it('an order’s lines with a sales price unit ≠ 1: detail, PDF and spreadsheet are the model’s, to the öre', async () => {
    // The catalogue answers every price per one unit; an order line keeps the unit it was priced in.
    const orderLine = fc.record({
      netPrice: fc.option(amount(0.01, 5_000), { freq: 6, nil: null }),
      alloyingPrice: fc.option(amount(0, 300), { nil: null }),
      salesPriceUnit: fc.constantFrom(1, 10, 100, 1000),
      quantity: fc.integer({ min: 1, max: 250_000 }).map((hundredths) => hundredths / 100),
    })
    let checked = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderLine, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(BUYERS[0]!, BUYERS[2]!),
        async (drafted, buyer) => {
          const id = randomUUID()
          const lines = drafted.map((line, n) => ({
            articleNumber: slots[n % slots.length]!.articleNumber,
            name: `Artikel ${n + 1}`,
            brand: null,
            quantity: String(line.quantity),
            unit: 'ST',
            netPrice: line.netPrice,
            alloyingPrice: line.netPrice === null ? null : line.alloyingPrice,
            salesPriceUnit: line.salesPriceUnit,
            label: null,
          }))
          await insertOrder(harness.db, {
            id,
            tempOrderId: `T-${id}`,
            checkoutId: null,
            customerId: buyer.customerId,
            projectId: null,
            userId: 'U1001',
            deliveryId: 'DBI',
            storeId: null,
            warehouseId: '9000',
            requestedDeliveryDate: null,
            reference: null,
            message: null,
            contactName: null,
            contactPhone: null,
            sendOrderReceipt: false,
            createdAt: NOW,
            lines,
            deliveryAddress: { address1: 'Lindvägen 3', postalCode: '224 65', postalAddress: 'Lund' },
            invoiceAddress: null,
          })
          const expected = drafted.map((line) => {
            if (line.netPrice === null) return { unit: undefined, amount: undefined, line }
            const unit = chargedUnitPrice(
              money(line.netPrice),
              line.alloyingPrice === null ? undefined : money(line.alloyingPrice),
            )
            return { unit, amount: lineAmount(unit, line.quantity, line.salesPriceUnit), line }
          })
          const totals = amountsOf(expected.map((e) => e.amount))
          const prices = buyer.visibility.prices
          const context = `${buyer.user} ${JSON.stringify(drafted)}`
          const base = `/services/order/orders/${id}`
          const detail = await json<{
            lines: { quantity: number; salesPriceUnit: number; amount: number | null }[]
            totals: { net: number; vat: number; gross: number } | null
          }>(await harness.call(buyer.user, 'GET', base))
          expect(
            detail.lines.map((l) => [l.quantity, l.salesPriceUnit, l.amount]),
            `order detail ${context}`,
          ).toEqual(
            expected.map((e) => [
              e.line.quantity,
              e.line.salesPriceUnit,
              prices && e.amount !== undefined ? num(e.amount) : null,
            ]),
          )
          expect(detail.totals, `order totals ${context}`).toEqual(
            prices
              ? {
                  net: num(totals.net),
                  vatPercentage: 25,
                  vat: num(totals.vat),
                  gross: num(totals.gross),
                  currency: 'SEK',
                }
              : null,
          )
          const workbook = await sheetRows(
            await (await harness.call(buyer.user, 'GET', `${base}/download`)).arrayBuffer(),
          )
          const head = workbook.findIndex((row) => row[1] === 'Artikelnummer')
          const rows = workbook.slice(head + 1, head + 1 + lines.length)
          for (const [n, e] of expected.entries()) {
            const row = rows[n]!
            expect(row[4], 'spreadsheet quantity').toBe(e.line.quantity)
            if (!prices)
              expect([row[6] ?? null, row[7] ?? null], `spreadsheet without prices ${context}`).toEqual([
                null,
                null,
              ])
            else if (e.unit === undefined)
              expect([row[6], row[7]], `spreadsheet on request ${context}`).toEqual([
                PRICE_ON_REQUEST,
                PRICE_ON_REQUEST,
              ])
            else {
              // The spreadsheet's À-pris is per piece: the unit price ÷ the sales price unit, unrounded.
              expect(
                Math.abs(Number(row[6]) * e.line.salesPriceUnit - num(e.unit)),
                `spreadsheet à-pris ${context}`,
              ).toBeLessThan(1e-6)
              expect(row[7], `spreadsheet amount ${context}`).toBe(num(e.amount!))
            }
          }
          const sums = Object.fromEntries(
            workbook.filter((row) => typeof row[6] === 'string').map((row) => [row[6], row[7]]),
          )
          expect(
            [sums['Summa exkl. moms'], sums['Moms 25 %'], sums['Totalt inkl. moms']],
            `spreadsheet totals ${context}`,
          ).toEqual(
            prices
              ? [num(totals.net), num(totals.vat), num(totals.gross)]
              : [undefined, undefined, undefined],
          )
          if (poppler) {
            const text = pdfText(
              new Uint8Array(
                await (
                  await harness.call(buyer.user, 'GET', `${base}/documents/order-confirmation`)
                ).arrayBuffer(),
              ),
            )
            for (const [n, e] of expected.entries()) {
              const { row, block } = pdfLine(text, lines[n]!.articleNumber)
              expect(row, `order PDF line ${n + 1} ${context}`).toMatch(new RegExp(`^\\s*${n + 1}\\s`))
              if (!prices) expect(block).not.toMatch(/kr/)
              else if (e.unit === undefined) expect(block).toContain(PRICE_ON_REQUEST)
              else
                expectPdfPrices(
                  row,
                  block,
                  e.unit,
                  e.amount!,
                  e.line.salesPriceUnit,
                  `order PDF line ${n + 1} ${context}`,
                )
            }
            if (prices)
              expect(text, `order PDF totals ${context}`).toMatch(
                new RegExp(
                  `Summa exkl. moms\\s+${escape(kr(totals.net))}[\\s\\S]*Moms 25 %\\s+${escape(kr(totals.vat))}[\\s\\S]*Totalt inkl. moms\\s+${escape(kr(totals.gross))}`,
                ),
              )
            else expect(text).not.toMatch(/Summa exkl. moms/)
          }
          checked++
        },
      ),
      { numRuns: 15 },
    )
    expect(checked).toBeGreaterThanOrEqual(15)
  }, 120_000)
})
