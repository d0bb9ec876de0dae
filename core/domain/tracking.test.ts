import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromMinorUnits, money, moneyToDecimalText, sumMoney } from './money'
import { lineAmount } from './pricing'
import {
  behaviourEvent,
  cartQuantityChanges,
  checkoutEvent,
  checkoutSteps,
  itemsEvent,
  promotionEvent,
  isTrackingId,
  purchaseEvent,
  searchEvent,
  trackedAmount,
  trackingIdFromBytes,
  type TrackedVariant,
} from './tracking'
import { listNames, selectedProductsListName } from './tracking-names'

const ventil: TrackedVariant = {
  articleNumber: '1234567',
  name: 'Kulventil DN15',
  quantity: 3,
  // 19.905 net + 2.10 surcharge, as the price model charges it.
  price: { unitPrice: money('22.005') },
  brand: 'Tour & Andersson',
}

const skruv: TrackedVariant = {
  articleNumber: '99',
  name: 'Skruv',
  quantity: 1000,
  price: { unitPrice: money('0.0345') },
}

describe('tracked amounts', () => {
  it('are the line amounts of the price model: unit price × quantity ÷ price unit, to öre', () => {
    expect(trackedAmount(ventil)).toBe(money('66.02')) // 3 × 22.005 = 66.015
    expect(trackedAmount(skruv)).toBe(money('34.50')) // not 1000 × 0.03 = 30
    expect(trackedAmount({ quantity: 250, price: { unitPrice: money('12.99'), salesPriceUnit: 100 } })).toBe(
      money('32.48'), // 250 × 12.99 / 100 = 32.475
    )
    expect(trackedAmount({ quantity: 5 })).toBeUndefined()
  })
})

describe('purchaseEvent', () => {
  it('has the value of the lines’ amounts, exact unit prices, tax 0 and shipping 0 in SEK', () => {
    const result = purchaseEvent('ORD-1', [ventil, skruv])
    expect(result).toEqual({
      ok: true,
      event: {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'ORD-1',
          currency: 'SEK',
          value: 100.52, // 66.02 + 34.50, what the cart charges
          tax: 0,
          shipping: 0,
          items: [
            {
              item_id: '1234567',
              item_name: 'Kulventil DN15',
              item_brand: 'Tour & Andersson',
              price: 22.005,
              quantity: 3,
            },
            { item_id: '99', item_name: 'Skruv', price: 0.0345, quantity: 1000 },
          ],
        },
      },
    })
  })

  it('needs an order id and an item with article and quantity', () => {
    expect(purchaseEvent('', [ventil]).ok).toBe(false)
    expect(purchaseEvent('ORD-1', []).ok).toBe(false)
    expect(purchaseEvent('ORD-1', [{ ...ventil, quantity: 0 }]).ok).toBe(false)
  })

  it('has as value the sum of the price model’s line amounts, and each line’s exact unit price', () => {
    const line = fc.record({
      // Unit prices to the money scale (0.0001 kr), as wholesale prices are.
      units: fc.integer({ min: 0, max: 50_000_000 }),
      quantity: fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0.01, max: 500, noNaN: true })),
      salesPriceUnit: fc.constantFrom(1, 1, 1, 10, 100, 1000),
      priced: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const variants: TrackedVariant[] = lines.map((l, i) => ({
          articleNumber: String(i + 1),
          name: 'x',
          quantity: Math.round(l.quantity * 100) / 100,
          ...(l.priced
            ? { price: { unitPrice: fromMinorUnits(l.units), salesPriceUnit: l.salesPriceUnit } }
            : {}),
        }))
        const result = purchaseEvent('ORD', variants)
        if (!result.ok) throw new Error(result.reason)
        const net = sumMoney(
          variants.flatMap((v) =>
            v.price ? [lineAmount(v.price.unitPrice, v.quantity ?? 1, v.price.salesPriceUnit)] : [],
          ),
        )
        expect(result.event.ecommerce.value).toBe(Number(moneyToDecimalText(net)))
        result.event.ecommerce.items.forEach((item, i) => {
          const price = variants[i]?.price
          if (price) expect(money(item.price ?? Number.NaN)).toBe(price.unitPrice)
          else expect(item).not.toHaveProperty('price')
        })
      }),
      { numRuns: 1000 },
    )
  })
})

describe('behaviourEvent', () => {
  it('is sent only with a tracking id', () => {
    expect(behaviourEvent('click', undefined, { articleNumber: '1' })).toEqual({
      ok: false,
      reason: 'No trackingId available.',
    })
  })

  it('carries quantity for add-to-cart and order id for purchase', () => {
    expect(behaviourEvent('addtocart', 'T'.repeat(21), { articleNumber: '1', quantity: 2 })).toEqual({
      ok: true,
      event: {
        type: 'addtocart',
        trackingId: 'T'.repeat(21),
        entity: { type: 'Variant', id: '1' },
        quantity: 2,
      },
    })
    expect(behaviourEvent('purchase', 'T'.repeat(21), { articleNumber: '1', quantity: 2 }).ok).toBe(false)
    expect(
      behaviourEvent('purchase', 'T'.repeat(21), { articleNumber: '1', quantity: 2, orderId: 'O1' }),
    ).toMatchObject({
      ok: true,
      event: { orderId: 'O1', quantity: 2 },
    })
  })
})

describe('searchEvent', () => {
  it('is sent only with a tracking id', () => {
    expect(searchEvent(undefined, 'skruv', 12)).toEqual({ ok: false, reason: 'No trackingId available.' })
  })

  it('carries the trimmed query and the result count, none included', () => {
    expect(searchEvent('T'.repeat(21), '  skruv  ', 0)).toEqual({
      ok: true,
      event: { type: 'search', query: 'skruv', resultCount: 0 },
    })
  })

  it('refuses an empty query and a count that is not a whole number of hits', () => {
    expect(searchEvent('T'.repeat(21), '   ', 3).ok).toBe(false)
    expect(searchEvent('T'.repeat(21), 'skruv', -1).ok).toBe(false)
    expect(searchEvent('T'.repeat(21), 'skruv', 1.5).ok).toBe(false)
  })
})

describe('tracking id', () => {
  it('is 21 URL-safe characters from 21 random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 21, maxLength: 32 }), (bytes) => {
        const id = trackingIdFromBytes(bytes)
        expect(id).toHaveLength(21)
        expect(isTrackingId(id)).toBe(true)
      }),
      { numRuns: 1000 },
    )
    expect(() => trackingIdFromBytes(new Uint8Array(20))).toThrow(RangeError)
    expect(isTrackingId('short')).toBe(false)
  })

  it('numbers the checkout steps', () => {
    expect(checkoutSteps).toEqual({
      'cart-page': 1,
      'delivery-page': 2,
      'summary-page': 3,
      'checkout-success-page': 4,
    })
  })
})

describe('itemsEvent', () => {
  it('lists the items with their tracked prices and the list name, the value their amounts', () => {
    const result = itemsEvent(
      'view_item_list',
      [
        { ...ventil, quantity: undefined, listPosition: 1 },
        { articleNumber: '99', name: 'Skruv', listPosition: 2 },
      ],
      'product_list',
    )
    expect(result).toEqual({
      ok: true,
      event: {
        event: 'view_item_list',
        ecommerce: {
          currency: 'SEK',
          value: 22.01, // one at 22.005, to öre
          item_list_name: 'product_list',
          items: [
            {
              item_id: '1234567',
              item_name: 'Kulventil DN15',
              item_brand: 'Tour & Andersson',
              price: 22.005,
              quantity: 1,
              index: 1,
            },
            // No price shown (EJ_SE_PRISER, or on request): none sent, never 0.
            { item_id: '99', item_name: 'Skruv', quantity: 1, index: 2 },
          ],
        },
      },
    })
  })

  it('leaves out items without an article number, and is no event without any', () => {
    const result = itemsEvent('view_cart', [ventil, { ...ventil, articleNumber: ' ' }])
    expect(result.ok && result.event.ecommerce.items.map((item) => item.item_id)).toEqual(['1234567'])
    expect(itemsEvent('view_item', [{ ...ventil, articleNumber: '' }]).ok).toBe(false)
  })
})

describe('checkoutEvent', () => {
  it('carries the step of the page and the value the cart charges', () => {
    for (const [page, step] of Object.entries(checkoutSteps)) {
      const result = checkoutEvent(page as keyof typeof checkoutSteps, [ventil, skruv])
      expect(result.ok && result.event.ecommerce.checkout_step).toBe(step)
      expect(result.ok && result.event.ecommerce.value).toBe(100.52)
    }
  })
})

describe('promotionEvent', () => {
  const banner = { marketingId: 'jul-2026', metaTitle: 'Julkampanj', creative: 'hero' }
  it('names the banner by marketing id, title and creative', () => {
    const result = promotionEvent('view_promotion', banner)
    expect(result.ok && result.event).toMatchObject({
      event: 'view_promotion',
      marketingId: 'jul-2026',
      metaTitle: 'Julkampanj',
      creative: 'hero',
      ecommerce: {
        items: [{ promotion_id: 'jul-2026', promotion_name: 'Julkampanj', creative_name: 'hero' }],
      },
    })
  })
  it('is no event for a banner without a marketing id', () => {
    expect(promotionEvent('select_promotion', { ...banner, marketingId: '' }).ok).toBe(false)
  })
})

describe('cartQuantityChanges', () => {
  const skruv: TrackedVariant = { articleNumber: '99', name: 'Skruv', quantity: 100 }
  it('finds new articles and raised quantities as added, lowered and gone ones as removed', () => {
    const { added, removed } = cartQuantityChanges(
      [ventil, skruv],
      [
        { ...ventil, quantity: 5 },
        { articleNumber: '77', name: 'Rör', quantity: 2 },
      ],
    )
    expect(added.map((v) => [v.articleNumber, v.quantity])).toEqual([
      ['1234567', 2],
      ['77', 2],
    ])
    expect(removed.map((v) => [v.articleNumber, v.quantity])).toEqual([['99', 100]])
  })

  it('sees a line moved to another delivery, or split over two, as no change', () => {
    const split = [
      { ...ventil, quantity: 1 },
      { ...ventil, quantity: 2 },
    ]
    expect(cartQuantityChanges([ventil], split)).toEqual({ added: [], removed: [] })
  })

  it('never reports more than the difference, whatever the lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ article: fc.constantFrom('a', 'b', 'c'), quantity: fc.integer({ min: 1, max: 50 }) }),
        ),
        fc.array(
          fc.record({ article: fc.constantFrom('a', 'b', 'c'), quantity: fc.integer({ min: 1, max: 50 }) }),
        ),
        (before, after) => {
          const lines = (list: typeof before) =>
            list.map(({ article, quantity }) => ({ articleNumber: article, name: article, quantity }))
          const { added, removed } = cartQuantityChanges(lines(before), lines(after))
          const total = (list: typeof before) => list.reduce((sum, line) => sum + line.quantity, 0)
          const sum = (list: TrackedVariant[]) => list.reduce((s, v) => s + (v.quantity ?? 0), 0)
          expect(sum(added) - sum(removed)).toBe(total(after) - total(before))
        },
      ),
    )
  })
})

describe('list names', () => {
  it('are each list’s own: no two lists share a name', () => {
    expect(new Set(Object.values(listNames)).size).toBe(Object.values(listNames).length)
  })

  it('name each selected-products section by its name, else title, group or id', () => {
    const populart = { id: 'sektion-populart', name: 'Populärt just nu', selectedProductsId: 'SPG-START' }
    const vvs = { id: 'sektion-nyheter-vvs', name: 'Nyheter VVS', selectedProductsId: 'SPG-VVS' }
    expect(selectedProductsListName(populart)).toBe('selected_products_list:Populärt just nu')
    expect(selectedProductsListName(vvs)).not.toBe(selectedProductsListName(populart))
    expect(selectedProductsListName({ id: 'x', name: ' ', title: 'Kyla' })).toBe(
      'selected_products_list:Kyla',
    )
    expect(selectedProductsListName({ id: 'x', selectedProductsId: 'SPG-KYLA' })).toBe(
      'selected_products_list:SPG-KYLA',
    )
    expect(selectedProductsListName({ id: 'sektion-x' })).toBe('selected_products_list:sektion-x')
    expect(Object.values(listNames)).not.toContain(selectedProductsListName(populart))
  })
})
