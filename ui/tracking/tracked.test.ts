import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CartItem,
  cartTotal,
  checkoutEvent,
  fromMinorUnits,
  itemAmount,
  itemsEvent,
  itemUnitPrice,
  money,
  moneyToDecimalText,
} from '@proffsbutik/core/domain'
import { trackedCheckoutLine, trackedLine } from './tracked'

/** A cart line as the cart RPC answers it (server/rpc/cart.handlers.ts), from a line of the cart. */
const answered = (item: Pick<CartItem, 'articleNumber' | 'quantity' | 'price'>) => ({
  articleNumber: item.articleNumber,
  name: `Artikel ${item.articleNumber}`,
  quantity: item.quantity,
  unitPrice: itemUnitPrice(item),
  salesPriceUnit: item.price?.salesPriceUnit ?? 1,
  amount: itemAmount(item),
  card: { brand: 'Essve' },
})

const skruv = {
  articleNumber: '99',
  quantity: 1000,
  price: { articleNumber: '99', netPrice: money('0.0345') },
}

describe('a cart line as tracked', () => {
  it('is priced as the cart charges it, to the fourth decimal, and its value is the line’s amount', () => {
    const result = itemsEvent('view_cart', [trackedLine(answered(skruv))])
    expect(result.ok && result.event.ecommerce).toEqual({
      currency: 'SEK',
      value: 34.5,
      items: [{ item_id: '99', item_name: 'Artikel 99', item_brand: 'Essve', price: 0.0345, quantity: 1000 }],
    })
  })

  it('has no price where the cart shows none (on request, or EJ_SE_PRISER): no 0, nothing counted', () => {
    const onRequest = { ...skruv, price: { ...skruv.price, askForPrice: true } }
    const hidden = { articleNumber: '98', quantity: 2 }
    const result = itemsEvent('view_cart', [trackedLine(answered(onRequest)), trackedLine(answered(hidden))])
    expect(result.ok && result.event.ecommerce.value).toBe(0)
    expect(result.ok && result.event.ecommerce.items.some((item) => 'price' in item)).toBe(false)
  })

  it('adds up to the cart’s total for any lines: surcharges, price units, decimals, on request, hidden', () => {
    const price = fc.record({
      net: fc.integer({ min: 0, max: 20_000_000 }),
      alloying: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: undefined }),
      salesPriceUnit: fc.constantFrom(1, 1, 10, 100),
      askForPrice: fc.boolean(),
    })
    const item = fc.record({
      quantity: fc.oneof(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 9999 }).map((q) => q / 100),
      ),
      price: fc.option(price, { nil: undefined }),
    })
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 25 }), (generated) => {
        const items = generated.map((g, i) => ({
          articleNumber: String(1000 + i),
          quantity: g.quantity,
          ...(g.price
            ? {
                price: {
                  articleNumber: String(1000 + i),
                  netPrice: fromMinorUnits(g.price.net),
                  ...(g.price.alloying === undefined
                    ? {}
                    : { alloyingPrice: fromMinorUnits(g.price.alloying) }),
                  salesPriceUnit: g.price.salesPriceUnit,
                  askForPrice: g.price.askForPrice && g.price.net % 7 === 0,
                },
              }
            : {}),
        }))
        const lines = items.map(answered)
        const total = Number(moneyToDecimalText(cartTotal(items)))
        const cart = itemsEvent('view_cart', lines.map(trackedLine))
        const step = checkoutEvent('summary-page', lines.map(trackedCheckoutLine))
        if (!cart.ok || !step.ok) throw new Error('a cart with lines is an event')
        expect(cart.event.ecommerce.value).toBe(total)
        expect(step.event.ecommerce.value).toBe(total)
        // Each priced item says the unit price the line is charged, never a price derived from its amount.
        cart.event.ecommerce.items.forEach((tracked, i) => {
          const unitPrice = lines[i]!.unitPrice
          if (unitPrice === undefined) expect(tracked.price).toBeUndefined()
          else expect(money(tracked.price!)).toBe(unitPrice)
        })
      }),
      { numRuns: 500 },
    )
  })
})

describe('a checkout line as tracked', () => {
  it('takes the unit price checkout charges, not the amount divided by the quantity', () => {
    // 3 at 33.3333 kr is 100.00 kr; 100.00 / 3 would be tracked as 33.33.
    const line = { articleNumber: '7', name: 'Rör', quantity: 3, unitPrice: 333_333, salesPriceUnit: 1 }
    const result = checkoutEvent('delivery-page', [trackedCheckoutLine(line)])
    expect(result.ok && result.event.ecommerce).toMatchObject({
      value: 100,
      items: [{ item_id: '7', price: 33.3333, quantity: 3 }],
    })
  })
})
