import { describe, expect, it } from 'vitest'
import type { CartItem } from './cart'
import { checkoutDeliveries, storeLinesInStock } from './checkout'
import { money } from './money'
import { PIECE_UNIT } from './product-card'
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

describe('the deliveries checkout offers', () => {
  const priced = (item: CartItem, netPrice: string): CartItem => ({
    ...item,
    price: { articleNumber: item.articleNumber, netPrice: money(netPrice) },
  })
  const cart = {
    cartId: 'C',
    deliveryIdsInOrder: ['DBI', 'EXH', 'XXX'],
    deliveries: [{ deliveryId: 'EXH', isIncludedInOrder: false, requestedDeliveryDate: '2026-12-01' }],
    cartItems: [priced(line('1', 2, 'DBI'), '10.50'), line('2', 1, 'EXH'), line('3', 4, 'XXX')],
  }

  it('keeps the cart’s order, says what each method needs and whether it may be ordered now', () => {
    const deliveries = checkoutDeliveries(cart, ['DBI', 'EXH'], { XXX: { start: 6, end: 14 } })
    expect(
      deliveries.map(({ deliveryId, needs, available, included }) => [
        deliveryId,
        needs,
        available,
        included,
      ]),
    ).toEqual([
      ['DBI', 'none', true, true],
      ['EXH', 'store', true, false],
      ['XXX', 'zipCode', false, true],
    ])
    expect(deliveries[1]?.requestedDeliveryDate).toBe('2026-12-01')
    expect(deliveries[2]?.window).toEqual({ start: 6, end: 14 })
    expect(deliveries[0]?.window).toBeUndefined()
  })

  it('has money only for a delivery with a priced line, and names a line by its number and pieces when the article does not say', () => {
    const [home, store] = checkoutDeliveries(cart, ['DBI', 'EXH', 'XXX'], {})
    expect(home?.totals?.excludingVat).toEqual(money('21.00'))
    expect(home?.lines[0]).toMatchObject({
      name: '1',
      unit: PIECE_UNIT,
      amount: money('21.00'),
      onRequest: false,
    })
    expect(store?.totals).toBeUndefined()
    expect(store?.lines[0]?.amount).toBeUndefined()
  })
})
