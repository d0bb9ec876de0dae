import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CartItem } from './cart'
import {
  cartNeedsAction,
  itemRequirements,
  moveTarget,
  type Requirement,
  type RequirementContext,
} from './cart-requirements'
import { deliveryMethodCodes, deliveryMethods } from './delivery-methods'
import type { Variant } from './variant'

const variant = (fields: Partial<Variant> = {}): Variant => ({
  articleNumber: 'A1',
  name: 'Rörböj 90°',
  variantSlug: 'rorboj-90',
  ...fields,
})
const stock = (...locations: [string, number][]) => ({
  articleNumber: 'A1',
  locations: locations.map(([locationId, quantity]) => ({ locationId, quantity })),
})
const item = (fields: Partial<CartItem> = {}): CartItem => ({
  cartId: 'c1',
  cartItemId: 'i1',
  articleNumber: 'A1',
  quantity: 5,
  deliveryId: 'DBI',
  variant: variant(),
  ...fields,
})
const context: RequirementContext = {
  deliveries: {
    DBI: { method: 'DBI', available: true, includedInOrder: true },
    'EXH-1001': { method: 'EXH', storeId: '1001', available: true, includedInOrder: true },
    'EXB-1001': { method: 'EXB', storeId: '1001', available: true, includedInOrder: true },
    XXX: { method: 'XXX', available: false, includedInOrder: true },
    'EXH-1002': { method: 'EXH', storeId: '1002', available: true, includedInOrder: false },
  },
}

describe('itemRequirements', () => {
  it('has none for an ordinary line', () => {
    expect(itemRequirements(item(), context)).toEqual([])
  })

  it('flags a missing variant and nothing else', () => {
    expect(itemRequirements(item({ variant: undefined }), context)).toEqual([
      { kind: 'variantMissing', code: 'missing_order_information' },
    ])
    expect(itemRequirements(item({ variant: variant({ variantSlug: '' }) }), context)).toEqual([
      { kind: 'variantMissing', code: 'missing_order_information' },
    ])
  })

  it('flags an unavailable or unknown delivery', () => {
    expect(itemRequirements(item({ deliveryId: 'XXX' }), context)).toEqual([
      { kind: 'deliveryUnavailable', code: 'activate_delivery' },
    ])
    expect(itemRequirements(item({ deliveryId: 'nowhere' }), context)).toEqual([
      { kind: 'deliveryUnavailable', code: 'activate_delivery' },
    ])
  })

  it('flags a quantity above the store stock for express from the store', () => {
    expect(itemRequirements(item({ deliveryId: 'EXB-1001', stock: stock(['1001', 3]) }), context)).toEqual([
      { kind: 'quantityTooHigh', available: 3, code: 'update_quantity' },
    ])
    expect(itemRequirements(item({ deliveryId: 'EXB-1001', stock: stock(['1001', 5]) }), context)).toEqual([])
    expect(itemRequirements(item({ deliveryId: 'EXH-1001', stock: stock(['1001', 0]) }), context)).toEqual([])
  })

  it('flags a discontinued article without enough stock for replacement', () => {
    const discontinued = variant({ discontinued: true, replacementArticleNumber: 'A2' })
    expect(itemRequirements(item({ variant: discontinued, stock: stock(['9000', 2]) }), context)).toEqual([
      { kind: 'needsReplacement', replacementArticleNumber: 'A2', code: 'not_confirmed' },
    ])
    expect(itemRequirements(item({ variant: variant({ discontinued: true }) }), context)).toEqual([
      { kind: 'needsReplacement', code: 'not_confirmed' },
    ])
    expect(
      itemRequirements(item({ variant: discontinued, stock: stock(['9000', 2], ['1001', 3]) }), context),
    ).toEqual([])
  })

  it('flags lines that cannot be bought the way they are delivered', () => {
    const storeOnly = variant({ purchaseConstraints: { onlyStore: true } })
    expect(itemRequirements(item({ variant: storeOnly }), context)).toEqual([
      { kind: 'notPurchasableOnline', code: 'missing_order_information' },
    ])
    expect(itemRequirements(item({ variant: storeOnly, deliveryId: 'EXH-1001' }), context)).toEqual([])
    const stockedElsewhere = variant({
      purchaseConstraints: { mustBeInStockedAt: true },
      stockedAt: ['1002'],
    })
    expect(itemRequirements(item({ variant: stockedElsewhere, deliveryId: 'EXH-1001' }), context)).toEqual([
      { kind: 'notPurchasableInStore', code: 'missing_order_information' },
    ])
  })
})

describe('cartNeedsAction', () => {
  it('needs action when a line of an included delivery has a requirement', () => {
    expect(cartNeedsAction({ cartItems: [item()] }, context)).toBe(false)
    expect(
      cartNeedsAction({ cartItems: [item(), item({ cartItemId: 'i2', variant: undefined })] }, context),
    ).toBe(true)
    // The same line in a delivery left out of this order does not block it.
    expect(
      cartNeedsAction({ cartItems: [item({ deliveryId: 'EXH-1002', variant: undefined })] }, context),
    ).toBe(false)
  })

  it('never needs action for an empty cart, and removing lines never adds a need', () => {
    expect(cartNeedsAction({ cartItems: [] }, context)).toBe(false)
    const line = fc.record({
      cartItemId: fc.uuid(),
      quantity: fc.integer({ min: 1, max: 20 }),
      deliveryId: fc.constantFrom('DBI', 'EXH-1001', 'EXB-1001', 'XXX', 'EXH-1002'),
      hasSlug: fc.boolean(),
      discontinued: fc.boolean(),
      onlyStore: fc.boolean(),
      storeQuantity: fc.integer({ min: 0, max: 20 }),
    })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.nat(), (lines, cut) => {
        const items = lines.map((l) =>
          item({
            cartItemId: l.cartItemId,
            quantity: l.quantity,
            deliveryId: l.deliveryId,
            stock: stock(['1001', l.storeQuantity]),
            variant: variant({
              variantSlug: l.hasSlug ? 'slug' : '',
              discontinued: l.discontinued,
              purchaseConstraints: { onlyStore: l.onlyStore },
            }),
          }),
        )
        const fewer = items.filter((_, index) => index !== cut % Math.max(1, items.length))
        if (!cartNeedsAction({ cartItems: items }, context))
          expect(cartNeedsAction({ cartItems: fewer }, context)).toBe(false)
        const codes = {
          quantityTooHigh: 'update_quantity',
          deliveryUnavailable: 'activate_delivery',
          needsReplacement: 'not_confirmed',
          notPurchasableInStore: 'missing_order_information',
          notPurchasableOnline: 'missing_order_information',
          variantMissing: 'missing_order_information',
        }
        for (const one of items) {
          for (const requirement of itemRequirements(one, context))
            expect(requirement.code).toBe(codes[requirement.kind])
        }
      }),
      { numRuns: 1000 },
    )
  })
})

describe('moveTarget', () => {
  const outOfStore: Requirement = { kind: 'quantityTooHigh', available: 0, code: 'update_quantity' }
  const fewInStore: Requirement = { kind: 'quantityTooHigh', available: 2, code: 'update_quantity' }
  const onlyInStores: Requirement = { kind: 'notPurchasableOnline', code: 'missing_order_information' }
  const notInThisStore: Requirement = { kind: 'notPurchasableInStore', code: 'missing_order_information' }
  const unavailable: Requirement = { kind: 'deliveryUnavailable', code: 'activate_delivery' }

  it('moves a line the store cannot serve home, and one sold only in stores to a store', () => {
    expect(moveTarget(outOfStore, 'EXB', ['DBI', 'EXH', 'EXB'])).toBe('DBI')
    expect(moveTarget(notInThisStore, 'EXH', ['EXH', 'XXX', 'DBI'])).toBe('XXX')
    expect(moveTarget(onlyInStores, 'DBI', ['DBI', 'XXX', 'EXB', 'EXH'])).toBe('EXB')
    expect(moveTarget(unavailable, 'XXX', ['XXX', 'EXH'])).toBe('EXH')
  })

  it('offers no move where lowering the quantity helps, where nothing else is on offer, or for a replacement', () => {
    expect(moveTarget(fewInStore, 'EXB', ['DBI', 'EXB'])).toBeUndefined()
    expect(moveTarget(onlyInStores, 'DBI', ['DBI', 'XXX'])).toBeUndefined()
    expect(moveTarget(unavailable, 'DBI', ['DBI'])).toBeUndefined()
    expect(
      moveTarget({ kind: 'needsReplacement', code: 'not_confirmed' }, 'DBI', ['DBI', 'EXH']),
    ).toBeUndefined()
  })

  it('answers only a method on offer, never the line’s own, of the kind that clears it', () => {
    const requirement = fc.constantFrom(outOfStore, onlyInStores, notInThisStore, unavailable)
    const methods = fc.subarray(deliveryMethodCodes)
    fc.assert(
      fc.property(requirement, fc.constantFrom(...deliveryMethodCodes), methods, (req, from, offered) => {
        const target = moveTarget(req, from, offered)
        if (target === undefined) return
        expect(offered).toContain(target)
        expect(target).not.toBe(from)
        const toStore = deliveryMethods[target].needs === 'store'
        if (req.kind === 'notPurchasableOnline') expect(toStore).toBe(true)
        if (req.kind === 'notPurchasableInStore' || req.kind === 'quantityTooHigh')
          expect(toStore).toBe(false)
      }),
    )
  })
})
