import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stockDisplay, type StockDisplayContext } from './stock-display'
import type { StockLocation } from './variant'

const central: StockDisplayContext = {
  centralStorageId: '9000',
  availabilityColours: false,
  discontinued: false,
}
const colours: StockDisplayContext = { ...central, availabilityColours: true }
const at = (locationId: string, fields: Partial<StockLocation> = {}): StockLocation => ({
  locationId,
  quantity: 0,
  ...fields,
})

describe('stockDisplay in central stock', () => {
  it('shows what is on hand', () => {
    expect(stockDisplay(at('9000', { quantity: 42, status: 'LAG' }), central)).toEqual({
      kind: 'inStock',
      quantity: 42,
    })
  })

  it('decides by supply group without quantity', () => {
    expect(stockDisplay(at('9000', { status: 'TRA_PLUS' }), central)).toEqual({
      kind: 'deliveryIn',
      fromDays: 10,
      toDays: 15,
    })
    expect(
      stockDisplay(at('9000', { status: 'TRA_PLUS', availableFromDays: 3, availableToDays: 4 }), central),
    ).toEqual({
      kind: 'deliveryIn',
      fromDays: 3,
      toDays: 4,
    })
    expect(stockDisplay(at('9000', { status: 'TRA' }), central)).toEqual({ kind: 'orderProduct' })
    expect(stockDisplay(at('9000', { status: 'VIR' }), central)).toEqual({
      kind: 'deliveryIn',
      fromDays: 5,
      toDays: 10,
    })
    expect(stockDisplay(at('9000', { status: 'LAG' }), central)).toEqual({ kind: 'outOfStock' })
    expect(stockDisplay(at('9000', { status: 'XYZ' }), central)).toEqual({ kind: 'outOfStock' })
    expect(stockDisplay(at('9000'), central)).toEqual({ kind: 'outOfStock' })
  })
})

describe('stockDisplay in a store', () => {
  it('shows quantity on hand, or out of stock, without the colours setting', () => {
    expect(stockDisplay(at('1001', { quantity: 3 }), central)).toEqual({ kind: 'inStock', quantity: 3 })
    expect(stockDisplay(at('1001', { availability: 'gray' }), central)).toEqual({ kind: 'outOfStock' })
  })

  it('follows the colours setting', () => {
    expect(stockDisplay(at('1001', { availability: 'gray' }), colours)).toEqual({ kind: 'orderProduct' })
    expect(stockDisplay(at('1001', { availability: 'yellow' }), colours)).toEqual({
      kind: 'deliveryIn',
      fromDays: 5,
      toDays: 10,
    })
    expect(
      stockDisplay(at('1001', { availability: 'yellow', availableFromDays: 1, availableToDays: 2 }), colours),
    ).toEqual({
      kind: 'deliveryIn',
      fromDays: 1,
      toDays: 2,
    })
    expect(stockDisplay(at('1001'), { ...colours, discontinued: true })).toEqual({
      kind: 'notStockedInStore',
    })
    expect(stockDisplay(at('1001', { quantity: 2 }), { ...colours, discontinued: true })).toEqual({
      kind: 'inStock',
      quantity: 2,
    })
  })
})

describe('empty stock', () => {
  it('shows quantity -1 and the text -', () => {
    expect(stockDisplay(undefined, central)).toEqual({ kind: 'empty', quantity: -1, text: '-' })
  })

  it('never shows in stock without quantity, and always shows the quantity on hand', () => {
    const location = fc.record({
      locationId: fc.constantFrom('9000', '1001'),
      quantity: fc.integer({ min: -5, max: 100 }),
      status: fc.constantFrom('LAG', 'TRA', 'TRA_PLUS', 'VIR', 'X'),
      availability: fc.constantFrom('green', 'yellow', 'gray'),
    })
    fc.assert(
      fc.property(location, fc.boolean(), fc.boolean(), (loc, availabilityColours, discontinued) => {
        const display = stockDisplay(loc, { centralStorageId: '9000', availabilityColours, discontinued })
        if (display.kind === 'inStock') expect(display.quantity).toBe(loc.quantity)
        if (loc.quantity <= 0) expect(display.kind).not.toBe('inStock')
        if (display.kind === 'deliveryIn') expect(display.fromDays).toBeLessThanOrEqual(display.toDays)
      }),
      { numRuns: 1000 },
    )
  })
})
