import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPurchasableInStore, isPurchasableOnline, purchasability } from './purchase-constraints'

const stock = (quantity: number) => ({ articleNumber: 'A', locations: [{ locationId: '1001', quantity }] })

describe('purchase constraints', () => {
  it('onlyStore forbids online purchase', () => {
    const variant = { purchaseConstraints: { onlyStore: true } }
    expect(purchasability(variant, { kind: 'online' })).toEqual({ purchasable: false, reason: 'onlyStore' })
    expect(isPurchasableInStore(variant, '1001')).toBe(true)
  })

  it('mustBeInStockedAt allows a store only where it is stocked', () => {
    const variant = { purchaseConstraints: { mustBeInStockedAt: true }, stockedAt: ['1001'] }
    expect(isPurchasableInStore(variant, '1001')).toBe(true)
    expect(purchasability(variant, { kind: 'store', storeId: '1002' })).toEqual({
      purchasable: false,
      reason: 'notStockedAtStore',
    })
    expect(isPurchasableOnline(variant)).toBe(true)
  })

  it('a discontinued article is purchasable only while some location has stock', () => {
    expect(purchasability({ discontinued: true, stock: stock(0) }, { kind: 'online' })).toEqual({
      purchasable: false,
      reason: 'discontinued',
    })
    expect(purchasability({ discontinued: true }, { kind: 'online' })).toEqual({
      purchasable: false,
      reason: 'discontinued',
    })
    expect(isPurchasableOnline({ discontinued: true, stock: stock(4) })).toBe(true)
  })

  it('never allows what a constraint forbids', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom('1001', '1002'),
        (onlyStore, mustBe, discontinued, quantity, storeId) => {
          const variant = {
            discontinued,
            purchaseConstraints: { onlyStore, mustBeInStockedAt: mustBe },
            stockedAt: ['1001'],
            stock: stock(quantity),
          }
          if (onlyStore) expect(isPurchasableOnline(variant)).toBe(false)
          if (mustBe && storeId !== '1001') expect(isPurchasableInStore(variant, storeId)).toBe(false)
          if (discontinued && quantity === 0) {
            expect(isPurchasableOnline(variant)).toBe(false)
            expect(isPurchasableInStore(variant, storeId)).toBe(false)
          }
          if (!onlyStore && !discontinued) expect(isPurchasableOnline(variant)).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
