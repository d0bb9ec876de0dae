/**
 * One price on the shop's own pages (issue 26): through the shop's RPCs on the embedded services, for
 * generated buyers (with discounts, denied discounts, denied prices), quantities over deliveries
 * (one article in two, some left out of the order) and articles with a surcharge, brackets and a
 * campaign, the cart page (lines, delivery subtotals, the total in this order) and the delivery and
 * summary pages (lines, net, VAT once, total) show the price base's unit price at the quantity that
 * sets the bracket (`bracketQuantities`), and the model's amounts (`lineAmount`, `amountsOf`). The
 * price base itself is held to the model over generated facts by services/one-price.test.ts.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  amountsOf,
  bracketQuantities,
  lineAmount,
  money,
  type Money,
  stockholmDay,
  sumMoney,
} from '@proffsbutik/core/domain'
import { customerPrices, DEMO_PASSWORD } from '@proffsbutik/services/testing'
import { shopBrowser } from '../../server/shop-browser.test-support'
import { startTestShop, type TestShop } from './test-shop'

let shop: TestShop
let articles: string[] = []
beforeAll(async () => {
  shop = await startTestShop()
  const db = shop.services.database.db
  const olof = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'olof.is')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('userPermissions')
    .set({ permissionDenies: ['EJ_SE_RABATTER'] })
    .where('userId', '=', olof.id)
    .execute()
  await db.updateTable('customers').set({ creditLimit: null, assortmentId: null }).execute()
  articles = (
    await db
      .selectFrom('variants')
      .select('articleNumber')
      .where('unit', '=', 'ST')
      .where('discontinued', '=', false)
      .where('onlyStore', '=', false)
      .where('mustBeInStockedAt', '=', false)
      .where('askForPrice', '=', false)
      .orderBy('articleNumber')
      .limit(3)
      .execute()
  ).map((row) => row.articleNumber)
  const [surcharged, campaigned] = articles as [string, string, string]
  // A surcharge and brackets from 5 and 20 on one, a running campaign below the price on another.
  const { listPrice } = await db
    .selectFrom('variants')
    .select('listPrice')
    .where('articleNumber', '=', surcharged)
    .executeTakeFirstOrThrow()
  await db
    .updateTable('variants')
    .set({ alloyingPrice: '12.3456' })
    .where('articleNumber', '=', surcharged)
    .execute()
  await db.deleteFrom('priceBrackets').where('articleNumber', 'in', articles).execute()
  await db.deleteFrom('customerPrices').where('articleNumber', 'in', articles).execute()
  await db
    .insertInto('priceBrackets')
    .values([
      { articleNumber: surcharged, minQuantity: 5, listPrice: (Number(listPrice) * 0.9).toFixed(4) },
      { articleNumber: surcharged, minQuantity: 20, listPrice: (Number(listPrice) * 0.75).toFixed(4) },
    ])
    .execute()
  const campaignList = await db
    .selectFrom('variants')
    .select('listPrice')
    .where('articleNumber', '=', campaigned)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('campaigns')
    .values({
      id: 'PROP-CONTRACT',
      name: 'Genererad kampanj',
      slug: 'prop-contract',
      isAssortment: false,
      customerId: null,
      startsOn: '2000-01-01',
      endsOn: '2999-12-31',
    })
    .execute()
  await db
    .insertInto('campaignPrices')
    .values({
      campaignId: 'PROP-CONTRACT',
      articleNumber: campaigned,
      netPrice: (Number(campaignList.listPrice) * 0.6).toFixed(4),
    })
    .execute()
}, 120_000)
afterAll(() => shop.stop())

const BUYERS = [
  { user: 'anna.berg', customerId: 'C100', visibility: { prices: true, discounts: true } },
  { user: 'olof.is', customerId: 'C500', visibility: { prices: true, discounts: false } },
  { user: 'nils.ohlsson', customerId: 'C300', visibility: { prices: false, discounts: true } },
] as const

interface CartLineView {
  articleNumber: string
  quantity: number
  unitPrice: number | null
  amount: number | null
}
interface CartView {
  total: number | null
  deliveries: { deliveryId: string; included: boolean; subtotal: number | null; lines: CartLineView[] }[]
}
interface CheckoutView {
  deliveries: {
    deliveryId: string
    included: boolean
    lines: CartLineView[]
    totals: { excludingVat: number; vat: number | null; includingVat: number | null } | null
  }[]
}

describe('one price on the cart, delivery and summary pages (issue 26)', () => {
  it('shows the unit price charged at the bracket of the article’s sum, and the model’s amounts', async () => {
    const browsers = new Map<string, ReturnType<typeof shopBrowser>>()
    const browserOf = async (user: string) => {
      const known = browsers.get(user)
      if (known) return known
      const browser = shopBrowser(shop.app)
      expect((await browser.rpc('login', { username: user, password: DEMO_PASSWORD })).status).toBe(200)
      browsers.set(user, browser)
      return browser
    }
    let cases = 0
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BUYERS),
        fc.uniqueArray(
          fc.record({
            article: fc.integer({ min: 0, max: 2 }),
            deliveryId: fc.constantFrom('DBI', 'EXH'),
            quantity: fc.integer({ min: 1, max: 25 }),
          }),
          { minLength: 1, maxLength: 5, selector: (line) => `${line.article} ${line.deliveryId}` },
        ),
        fc.record({ DBI: fc.boolean(), EXH: fc.boolean() }),
        async (buyer, generated, inOrder) => {
          cases++
          const browser = await browserOf(buyer.user)
          const lines = generated.map((line) => ({ ...line, articleNumber: articles[line.article]! }))
          expect((await browser.rpc('emptyCart', { stores: {} })).status).toBe(200)
          for (const deliveryId of ['DBI', 'EXH'] as const) {
            const own = lines.filter((line) => line.deliveryId === deliveryId)
            if (own.length === 0) continue
            const added = await browser.rpc('addToCart', {
              deliveryId,
              lines: own.map(({ articleNumber, quantity }) => ({ articleNumber, quantity })),
            })
            expect(added.status, JSON.stringify(added.body)).toBe(200)
            const included = await browser.rpc('includeDelivery', {
              stores: {},
              deliveryId,
              included: inOrder[deliveryId],
            })
            expect(included.status, JSON.stringify(included.body)).toBe(200)
          }
          const included = (deliveryId: string) => inOrder[deliveryId as 'DBI' | 'EXH']
          const quantities = bracketQuantities(lines, included)
          const prices = await customerPrices(
            shop.services.database.db,
            buyer.customerId,
            [...quantities].map(([articleNumber, quantity]) => ({ articleNumber, quantity })),
            stockholmDay(new Date()),
            buyer.visibility,
          )
          const unitOf = (articleNumber: string): Money | undefined => {
            const price = prices.get(articleNumber)
            return price && !price.askForPrice ? money(price.salesPrice) : undefined
          }
          const amountOf = (line: { articleNumber: string; quantity: number }) => {
            const unit = unitOf(line.articleNumber)
            return unit === undefined ? undefined : lineAmount(unit, line.quantity)
          }
          const context = `${buyer.user} ${JSON.stringify(lines)} in order ${JSON.stringify(inOrder)}`
          const expectLines = (served: CartLineView[], deliveryId: string, where: string) =>
            expect(
              served.map((l) => [l.articleNumber, l.quantity, l.unitPrice, l.amount]).sort(),
              `${where} ${deliveryId} ${context}`,
            ).toEqual(
              lines
                .filter((line) => line.deliveryId === deliveryId)
                .map((line) => [
                  line.articleNumber,
                  line.quantity,
                  unitOf(line.articleNumber),
                  amountOf(line),
                ])
                .sort(),
            )

          // The cart page: lines, each delivery's subtotal, the total of the deliveries in this order.
          const cart = (await browser.rpc('cart', { stores: {} })).body as unknown as CartView
          const subtotal = (own: typeof lines) => {
            const priced = own.map(amountOf).filter((amount) => amount !== undefined)
            return priced.length === 0 ? undefined : sumMoney(priced)
          }
          for (const delivery of cart.deliveries) {
            expectLines(delivery.lines, delivery.deliveryId, 'cart page')
            expect(delivery.subtotal, `cart subtotal ${delivery.deliveryId} ${context}`).toBe(
              subtotal(lines.filter((line) => line.deliveryId === delivery.deliveryId)),
            )
          }
          expect(cart.total, `cart total ${context}`).toBe(
            subtotal(lines.filter((line) => included(line.deliveryId))),
          )

          // The delivery and summary pages: lines and each delivery's net, VAT once and total.
          const page = (await browser.rpc('checkoutPage', {})).body as unknown as CheckoutView
          for (const delivery of page.deliveries) {
            expectLines(delivery.lines, delivery.deliveryId, 'checkout page')
            const own = lines.filter((line) => line.deliveryId === delivery.deliveryId)
            const totals = amountsOf(own.map(amountOf))
            if (!buyer.visibility.prices) expect(delivery.totals, 'no totals without prices').toBeUndefined()
            else
              expect(delivery.totals, `checkout totals ${delivery.deliveryId} ${context}`).toMatchObject({
                excludingVat: totals.net,
                vat: totals.vat,
                includingVat: totals.gross,
              })
          }
          expect(
            page.deliveries.map((d) => d.deliveryId).sort(),
            `checkout page deliveries ${context}`,
          ).toEqual(['DBI', 'EXH'].filter((d) => lines.some((line) => line.deliveryId === d)))
        },
      ),
      { numRuns: 12 },
    )
    expect(cases).toBeGreaterThanOrEqual(12)
  }, 180_000)
})
