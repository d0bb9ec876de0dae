import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money } from './money'
import {
  addToCartEvent,
  behaviourEvent,
  checkoutSteps,
  isTrackingId,
  purchaseEvent,
  trackedLinePrice,
  trackingIdFromBytes,
  type TrackedVariant,
} from './tracking'

const ventil: TrackedVariant = {
  articleNumber: '1234567',
  name: 'Kulventil DN15',
  quantity: 3,
  price: { netPrice: money('19.905'), alloyingPrice: money('2.10') },
  brand: 'Tour & Andersson',
}

describe('tracked prices', () => {
  it('is net plus alloying to 2 decimals', () => {
    expect(trackedLinePrice(ventil.price)).toBe(money('22.01'))
    expect(trackedLinePrice({ netPrice: money('0.0345') })).toBe(money('0.03'))
    expect(trackedLinePrice(undefined)).toBe(0)
  })
})

describe('purchaseEvent', () => {
  it('has revenue price × quantity, tax 0 and shipping 0 in SEK', () => {
    const result = purchaseEvent('ORD-1', [
      ventil,
      { articleNumber: '99', name: 'Skruv', quantity: 1000, price: { netPrice: money('0.0345') } },
    ])
    expect(result).toEqual({
      ok: true,
      event: {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'ORD-1',
          currency: 'SEK',
          value: 96.03, // 3 × 22.01 + 1000 × 0.03
          tax: 0,
          shipping: 0,
          items: [
            {
              item_id: '1234567',
              item_name: 'Kulventil DN15',
              item_brand: 'Tour & Andersson',
              price: 22.01,
              quantity: 3,
            },
            { item_id: '99', item_name: 'Skruv', price: 0.03, quantity: 1000 },
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

  it('adds up exactly where floats would drift', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 0, max: 1_000_000 }),
            quantity: fc.integer({ min: 1, max: 500 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (lines) => {
          const variants = lines.map((l, i) => ({
            articleNumber: String(i + 1),
            name: 'x',
            quantity: l.quantity,
            price: { netPrice: money(l.cents / 100) },
          }))
          const result = purchaseEvent('ORD', variants)
          const expected = lines.reduce((sum, l) => sum + BigInt(l.cents) * BigInt(l.quantity), 0n)
          expect(result.ok && Math.round(result.event.ecommerce.value * 100)).toBe(Number(expected))
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('addToCartEvent', () => {
  it('defaults the variant quantity to 1 and carries the list name', () => {
    const result = addToCartEvent([{ ...ventil, quantity: undefined }], 'product_list')
    expect(result.ok && result.event.ecommerce).toMatchObject({
      value: 22.01,
      item_list_name: 'product_list',
      items: [{ quantity: 1 }],
    })
    expect(addToCartEvent([{ ...ventil, articleNumber: '' }]).ok).toBe(false)
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
