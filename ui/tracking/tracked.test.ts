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
  purchaseEvent,
} from '@proffsbutik/core/domain'
import type { CardView } from '../components/catalogue/card-view'
import { trackedCard, trackedLine, trackedVariant } from './tracked'

/** A cart line as the cart RPC answers it (server/rpc/cart.handlers.ts), from a line of the cart. */
const answered = (item: Pick<CartItem, 'articleNumber' | 'quantity' | 'price'>) => ({
  articleNumber: item.articleNumber,
  name: `Artikel ${item.articleNumber}`,
  quantity: item.quantity,
  unitPrice: itemUnitPrice(item),
  salesPriceUnit: item.price?.salesPriceUnit ?? 1,
  amount: itemAmount(item),
  card: { brand: 'Essve', category: 'Fästelement / Skruv' },
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
      items: [
        {
          item_id: '99',
          item_name: 'Artikel 99',
          item_brand: 'Essve',
          item_category: 'Fästelement / Skruv',
          price: 0.0345,
          quantity: 1000,
        },
      ],
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
        const step = checkoutEvent('summary-page', lines.map(trackedVariant))
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
    const result = checkoutEvent('delivery-page', [trackedVariant(line)])
    expect(result.ok && result.event.ecommerce).toMatchObject({
      value: 100,
      items: [{ item_id: '7', price: 33.3333, quantity: 3 }],
    })
  })
})

/** A product card as the listing RPCs answer it (server/rpc/catalog.rpc.ts CardView). */
const card: CardView = {
  articleNumber: '1000003',
  name: 'Kulventil 15 mm',
  productName: 'Kulventil',
  variantSlug: 'kulventil-15-mm-1000003',
  brand: 'Tour & Andersson',
  category: 'VVS / Ventiler',
  discontinued: false,
  filterTags: [],
  unit: 'ST',
  orderMultiple: 1,
  price: { kind: 'price', amount: 1_249_000, salesPriceUnit: 1, alloying: 49_000, hasBracketPrices: true },
  centralStock: { kind: 'inStock', quantity: 40 },
  storeBlock: false,
}

describe('the item payload', () => {
  it('is the same article with the same brand and category from the list to the purchase', () => {
    // The card's one-unit price; the cart, checkout and order charge 10 at the bracket's 119.90.
    const line = {
      articleNumber: '1000003',
      name: 'Kulventil 15 mm',
      quantity: 10,
      unitPrice: 1_199_000,
      salesPriceUnit: 1,
    }
    const brandAndCategory = { item_brand: 'Tour & Andersson', item_category: 'VVS / Ventiler' }
    const list = itemsEvent('view_item_list', [trackedCard(card, undefined, 3)], 'product_list')
    const view = itemsEvent('view_item', [trackedCard(card)])
    const cart = itemsEvent('view_cart', [trackedLine({ ...line, card })], 'cart_list')
    const step = checkoutEvent('delivery-page', [
      trackedVariant({ ...line, brand: card.brand, category: card.category }),
    ])
    const purchase = purchaseEvent('4100222', [
      trackedVariant({ ...line, brand: card.brand, category: card.category }),
    ])
    const item = (result: { ok: boolean; event?: { ecommerce: { items: readonly unknown[] } } }) =>
      result.ok ? result.event?.ecommerce.items[0] : undefined
    expect(item(list)).toEqual({
      item_id: '1000003',
      item_name: 'Kulventil 15 mm',
      ...brandAndCategory,
      price: 124.9,
      quantity: 1,
      index: 3,
    })
    expect(item(view)).toEqual({
      item_id: '1000003',
      item_name: 'Kulventil 15 mm',
      ...brandAndCategory,
      price: 124.9,
      quantity: 1,
    })
    for (const result of [cart, step, purchase])
      expect(item(result)).toEqual({
        item_id: '1000003',
        item_name: 'Kulventil 15 mm',
        ...brandAndCategory,
        price: 119.9,
        quantity: 10,
      })
  })

  it('leaves out what the view does not have: no blank brand or category, no price the buyer is not shown', () => {
    const unpriced = trackedCard({ ...card, brand: '', category: undefined, price: { kind: 'askForPrice' } })
    expect(unpriced).toEqual({ articleNumber: '1000003', name: 'Kulventil 15 mm' })
    const result = itemsEvent('view_item', [unpriced])
    expect(result.ok && result.event.ecommerce.items).toEqual([
      { item_id: '1000003', item_name: 'Kulventil 15 mm', quantity: 1 },
    ])
    // A cart line whose article is gone has no card: no brand or category, still its price.
    expect(
      trackedLine({ articleNumber: '1', name: '1', quantity: 2, unitPrice: 10_000, salesPriceUnit: 10 }),
    ).toEqual({
      articleNumber: '1',
      name: '1',
      quantity: 2,
      price: { unitPrice: 10_000, salesPriceUnit: 10 },
    })
  })

  it('carries every field of any view exactly: id, name, brand, category, the charged price, quantity', () => {
    const text = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((value) => value.trim() === value && value !== '')
    const source = fc.record(
      {
        articleNumber: fc.stringMatching(/^[0-9]{7}$/),
        name: text,
        brand: text,
        category: fc.array(text, { minLength: 1, maxLength: 3 }).map((names) => names.join(' / ')),
        quantity: fc.integer({ min: 1, max: 99_999 }).map((q) => q / 100),
        unitPrice: fc.integer({ min: 1, max: 50_000_000 }),
        salesPriceUnit: fc.constantFrom(1, 10, 100),
      },
      { requiredKeys: ['articleNumber', 'name'] },
    )
    fc.assert(
      fc.property(fc.array(source, { minLength: 1, maxLength: 10 }), (sources) => {
        const result = checkoutEvent('summary-page', sources.map(trackedVariant))
        if (!result.ok) throw new Error('checkout is always an event')
        result.event.ecommerce.items.forEach((item, i) => {
          const from = sources[i]!
          expect(item.item_id).toBe(from.articleNumber)
          expect(item.item_name).toBe(from.name)
          expect(item.item_brand).toBe(from.brand)
          expect(item.item_category).toBe(from.category)
          expect(item.quantity).toBe(from.quantity ?? 1)
          if (from.unitPrice === undefined) expect('price' in item).toBe(false)
          else expect(money(item.price!)).toBe(from.unitPrice)
        })
      }),
      { numRuns: 300 },
    )
  })
})
