/**
 * One price on every surface, at the core (issue 26, ADR 0022): the services answer every catalogue
 * price per one sales price unit, so a sales price unit other than 1 is generated here. For generated
 * price facts, sales price units (1, 10, 100, 1000), buyers' visibility and cart lines over
 * deliveries (some left out of the order), the cart's line amounts and totals, the delivery and
 * summary pages' totals, the price display, the punch-out hand-back, tracking and a quote's lines
 * are the model's (`articlePrice` at `bracketQuantities`, `lineAmount`, `amountsOf`) to the öre.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartTotal, itemAmount, itemUnitPrice, itemsInOrder, type Cart, type CartItem } from './cart'
import { deliveryTotals } from './checkout'
import { fromMinorUnits, money, moneyToDecimalText, sumMoney, type Money } from './money'
import { checkCartExport, ociFormFields, readOciForm } from './oci-export'
import { priceDisplay } from './price-display'
import {
  amountsOf,
  articlePrice,
  bracketQuantities,
  chargedUnitPrice,
  lineAmount,
  visiblePrice,
  type ArticlePrice,
  type PriceFacts,
} from './pricing'
import { markedUpPrice, quoteLineAmount } from './quote'
import { checkoutEvent } from './tracking'
import type { Price } from './variant'

const money4 = (max: number) => fc.integer({ min: 1, max: max * 10_000 }).map(fromMinorUnits)

const facts: fc.Arbitrary<PriceFacts> = fc.record({
  listPrice: money4(5_000),
  alloyingPrice: fc.option(money4(300), { nil: undefined }),
  vatPercentage: fc.constant(25),
  askForPrice: fc.oneof(
    { arbitrary: fc.constant(false), weight: 6 },
    { arbitrary: fc.constant(true), weight: 1 },
  ),
  brackets: fc.array(fc.record({ minQuantity: fc.integer({ min: 0, max: 400 }), listPrice: money4(5_000) }), {
    maxLength: 3,
  }),
  contractPrice: fc.option(money4(5_000), { freq: 4, nil: undefined }),
  discount: fc.option(
    fc.record({
      percentage: fc.integer({ min: 0, max: 9_999 }).map((h) => h / 100),
      name: fc.constant('Rabatt'),
      type: fc.constant('CUSTOMER'),
    }),
    { nil: undefined },
  ),
  campaign: fc.option(fc.record({ price: money4(5_000), name: fc.constant('Kampanj') }), {
    freq: 3,
    nil: undefined,
  }),
})

const article = fc.record({
  facts,
  salesPriceUnit: fc.constantFrom(1, 10, 100, 1000),
  lines: fc.uniqueArray(
    fc.record({
      deliveryId: fc.constantFrom('DBI', 'EXH', 'XXX'),
      quantity: fc.integer({ min: 1, max: 500_000 }).map((hundredths) => hundredths / 100),
    }),
    { minLength: 1, maxLength: 3, selector: (line) => line.deliveryId },
  ),
})

/** A model price as the price base answers it (shop-core §3 Price), per `salesPriceUnit` units. */
function servedPrice(articleNumber: string, price: ArticlePrice, salesPriceUnit: number): Price {
  if (price.kind === 'onRequest') return { articleNumber, netPrice: fromMinorUnits(0), askForPrice: true }
  return {
    articleNumber,
    netPrice: price.netPrice,
    ...(price.alloyingPrice === undefined ? {} : { alloyingPrice: price.alloyingPrice }),
    salesPrice: price.unitPrice,
    salesPriceIncludingVat: price.unitPriceIncludingVat,
    salesPriceUnit,
    discountAmount: price.discountAmount,
    discountPercentage: price.discountPercentage,
    ...(price.preCampaignPrice === undefined ? {} : { preCampaignPrice: price.preCampaignPrice }),
    askForPrice: false,
    hasBracketPrices: price.hasBracketPrices,
  }
}

const num = (amount: Money) => Number(moneyToDecimalText(amount))

describe('one price on every surface, with a sales price unit ≠ 1 (issue 26)', () => {
  it('cart, delivery totals, display, punch-out, tracking and quote lines are the model’s to the öre', () => {
    fc.assert(
      fc.property(
        fc.array(article, { minLength: 1, maxLength: 4 }),
        fc.record({ DBI: fc.boolean(), EXH: fc.boolean(), XXX: fc.boolean() }),
        fc.record({ prices: fc.boolean(), discounts: fc.boolean() }),
        (articles, inOrder, visibility) => {
          const numbered = articles.map((a, n) => ({ ...a, articleNumber: String(1_000_001 + n) }))
          const lines = numbered.flatMap((a) =>
            a.lines.map((line) => ({ articleNumber: a.articleNumber, ...line })),
          )
          const included = (deliveryId: string) => inOrder[deliveryId as keyof typeof inOrder]
          const quantities = bracketQuantities(lines, included)
          const byArticle = new Map(numbered.map((a) => [a.articleNumber, a]))
          const modelPrice = (articleNumber: string) =>
            visiblePrice(
              articlePrice(byArticle.get(articleNumber)!.facts, quantities.get(articleNumber)!),
              visibility,
            )
          const unitOf = (articleNumber: string) => byArticle.get(articleNumber)!.salesPriceUnit
          const modelAmount = (line: { articleNumber: string; quantity: number }) => {
            const price = modelPrice(line.articleNumber)
            return price?.kind === 'priced'
              ? lineAmount(price.unitPrice, line.quantity, unitOf(line.articleNumber))
              : undefined
          }
          const items: CartItem[] = lines.map((line, n) => {
            const price = modelPrice(line.articleNumber)
            return {
              cartId: 'c',
              cartItemId: String(n),
              ...line,
              ...(price ? { price: servedPrice(line.articleNumber, price, unitOf(line.articleNumber)) } : {}),
            }
          })
          const cart: Cart = {
            cartId: 'c',
            deliveryIdsInOrder: ['DBI', 'EXH', 'XXX'],
            deliveries: (['DBI', 'EXH', 'XXX'] as const).map((deliveryId) => ({
              deliveryId,
              isIncludedInOrder: inOrder[deliveryId],
            })),
            cartItems: items,
          }

          // Cart lines and the cart's total for the order.
          for (const [n, item] of items.entries()) expect(itemAmount(item)).toBe(modelAmount(lines[n]!))
          const ordered = lines.filter((line) => included(line.deliveryId))
          const orderedNet = amountsOf(ordered.map(modelAmount)).net
          expect(cartTotal(itemsInOrder(cart))).toBe(orderedNet)

          // The delivery and summary pages: each delivery's net, VAT once, total; the surcharge part.
          for (const deliveryId of ['DBI', 'EXH', 'XXX']) {
            const own = lines.filter((line) => line.deliveryId === deliveryId)
            if (own.length === 0) continue
            const totals = deliveryTotals(items.filter((item) => item.deliveryId === deliveryId))
            const expected = amountsOf(own.map(modelAmount))
            expect(totals.excludingVat).toBe(expected.net)
            const priced = own.filter((line) => modelAmount(line) !== undefined)
            expect(totals.unpricedLines).toBe(own.length - priced.length)
            if (priced.length > 0)
              expect([totals.vat, totals.includingVat]).toEqual([expected.vat, expected.gross])
            const alloying = priced.flatMap((line) => {
              const price = modelPrice(line.articleNumber)
              return price?.kind === 'priced' && price.alloyingPrice !== undefined
                ? [lineAmount(price.alloyingPrice, line.quantity, unitOf(line.articleNumber))]
                : []
            })
            expect(totals.alloying).toBe(alloying.length === 0 ? undefined : sumMoney(alloying))
          }

          // The price display: the unit price charged, per its sales price unit.
          for (const item of items) {
            const price = modelPrice(item.articleNumber)
            const display = priceDisplay(item.price, true)
            if (price === undefined) expect(display.kind).toBe('hidden')
            else if (price.kind === 'onRequest') expect(display.kind).toBe('askForPrice')
            else
              expect(display).toMatchObject({
                kind: 'price',
                amount: price.unitPrice,
                salesPriceUnit: unitOf(item.articleNumber),
                before:
                  price.preCampaignPrice === undefined
                    ? undefined
                    : chargedUnitPrice(price.preCampaignPrice, price.alloyingPrice),
              })
          }

          // The punch-out hand-back of the deliveries in the order: PRICE per PRICEUNIT as charged.
          const handBack = checkCartExport(itemsInOrder(cart))
          const unpriced = ordered.filter((line) => modelAmount(line) === undefined)
          expect(handBack.ok).toBe(unpriced.length === 0)
          if (handBack.ok) {
            const form = readOciForm(ociFormFields(handBack.lines))
            expect(form.lines).toHaveLength(ordered.length)
            const handed = form.lines.map(({ fields }, n) => {
              const price = modelPrice(ordered[n]!.articleNumber)
              // A price with a fourth decimal goes per 10 price units (OCI takes 3 decimals), exactly.
              const unit = unitOf(ordered[n]!.articleNumber)
              expect([unit, unit * 10]).toContain(Number(fields['PRICEUNIT']))
              expect(
                price?.kind === 'priced' &&
                  money(fields['PRICE']!) * unit === price.unitPrice * Number(fields['PRICEUNIT']),
              ).toBe(true)
              return lineAmount(
                money(fields['PRICE']!),
                Number(fields['QUANTITY']),
                Number(fields['PRICEUNIT']),
              )
            })
            expect(amountsOf(handed).net).toBe(orderedNet)
          } else expect(handBack.articleNumbers).toEqual(unpriced.map((line) => line.articleNumber))

          // Tracking the checkout: items at the unit price charged, the value the lines' amounts.
          const event = checkoutEvent(
            'summary-page',
            itemsInOrder(cart).map((item) => {
              const unitPrice = itemUnitPrice(item)
              return {
                articleNumber: item.articleNumber,
                name: item.articleNumber,
                quantity: item.quantity,
                ...(unitPrice === undefined
                  ? {}
                  : { price: { unitPrice, salesPriceUnit: item.price?.salesPriceUnit ?? 1 } }),
              }
            }),
          )
          expect(event.ok).toBe(true)
          if (event.ok) {
            expect(event.event.ecommerce.value).toBe(num(orderedNet))
            for (const [n, item] of event.event.ecommerce.items.entries()) {
              const price = modelPrice(ordered[n]!.articleNumber)
              expect(item.price).toBe(price?.kind === 'priced' ? num(price.unitPrice) : undefined)
            }
          }

          // A quote's line at no markup is the cart's line.
          for (const line of lines) {
            const price = modelPrice(line.articleNumber)
            if (price?.kind !== 'priced') continue
            expect(
              quoteLineAmount(markedUpPrice(price.unitPrice, 0), line.quantity, unitOf(line.articleNumber)),
            ).toBe(modelAmount(line))
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
