import { describe, expect, it } from 'vitest'
import type { CartItem } from './cart'
import { storeLinesInStock } from './checkout'
import type { Stock } from './variant'

const line = (articleNumber: string, quantity: number, deliveryId: string): CartItem => ({
  cartId: 'C',
  cartItemId: `${deliveryId}-${articleNumber}`,
  articleNumber,
  quantity,
  deliveryId,
})
const stockIn = (storeId: string, levels: Record<string, number>): Stock[] =>
  Object.entries(levels).map(([articleNumber, quantity]) => ({
    articleNumber,
    locations: [{ locationId: storeId, quantity }],
  }))

describe('lines a store has in full', () => {
  it('counts each store delivery’s lines the store has at least the quantity of, and no other delivery', () => {
    const cart = {
      deliveryIdsInOrder: ['DBI', 'EXH', 'EXB'],
      cartItems: [line('1', 2, 'EXH'), line('2', 5, 'EXH'), line('3', 1, 'EXB'), line('1', 9, 'DBI')],
    }
    const stock = stockIn('1001', { '1': 2, '2': 4, '3': 1 })
    expect(storeLinesInStock(cart, '1001', stock)).toEqual({ EXH: 1, EXB: 1 })
    expect(storeLinesInStock(cart, '1002', stock)).toEqual({ EXH: 0, EXB: 0 })
  })
})
