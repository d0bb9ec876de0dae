import { describe, expect, it } from 'vitest'
import { CheckoutStore, type PlaceOrderAnswer } from './checkout.store'

const order = {
  orderId: 'o-1',
  orderNumber: '100123',
  deliveryId: 'DBI',
  deliveryName: 'Utkörning',
  requestedDeliveryDate: '2026-11-25',
  lines: [
    {
      articleNumber: '1000003',
      name: 'Kulventil',
      brand: 'Tour & Andersson',
      category: 'VVS / Ventiler',
      quantity: 2,
      unit: 'ST',
      unitPrice: 125_000,
      salesPriceUnit: 1,
      amount: 250_000,
    },
  ],
}
const refused = {
  deliveryId: 'XXX',
  deliveryName: 'Expressutkörning',
  reasons: [{ key: 'checkout.refused.credit_limit' }],
  articleNumbers: [],
}

describe('CheckoutStore', () => {
  it('sends once while an order is on its way, and keeps the placed orders for the success page', async () => {
    const store = new CheckoutStore()
    let release: (answer: PlaceOrderAnswer) => void = () => undefined
    let calls = 0
    const run = () => {
      calls += 1
      return new Promise<PlaceOrderAnswer>((resolve) => (release = resolve))
    }
    const first = store.place(run)
    expect(store.placing).toBe(true)
    expect(await store.place(run)).toBeUndefined()
    expect(calls).toBe(1)
    release({ goTo: 'checkout-success-page', orders: [order], refused: [] })
    await first
    expect(store.placing).toBe(false)
    expect(store.mayShowSuccess).toBe(true)
    expect(store.placed?.orders).toEqual([order])
    // Checkout step 4 tracks the lines as ordered: price, brand and category from the order itself.
    expect(store.placed?.items).toEqual([
      {
        articleNumber: '1000003',
        name: 'Kulventil',
        brand: 'Tour & Andersson',
        category: 'VVS / Ventiler',
        price: { unitPrice: 125_000, salesPriceUnit: 1 },
        quantity: 2,
      },
    ])
  })

  it('a failed checkout leaves nothing for the success page and clears the flag', async () => {
    const store = new CheckoutStore()
    const answer = await store.place(() =>
      Promise.resolve({
        goTo: 'index',
        message: { key: 'errors.invalid_order' },
        orders: [],
        refused: [refused],
      }),
    )
    expect(answer?.goTo).toBe('index')
    expect(store.mayShowSuccess).toBe(false)
    // The cart still learns why, after the state is cleared.
    store.clear()
    expect(store.refusalOf('XXX')).toEqual(refused)
    expect(store.refusalOf('DBI')).toBeUndefined()
    store.forgetRefusals()
    expect(store.refusalOf('XXX')).toBeUndefined()
    await expect(store.place(() => Promise.reject(new Error('network')))).rejects.toThrow('network')
    expect(store.placing).toBe(false)
  })

  it('keeps the partial-order message with the orders that were placed', async () => {
    const store = new CheckoutStore()
    const message = { key: 'errors.invalid_partial_order', values: { deliveries: 'Leverans till butik' } }
    await store.place(() =>
      Promise.resolve({ goTo: 'checkout-success-page', message, orders: [order], refused: [refused] }),
    )
    expect(store.placed?.message).toEqual(message)
    expect(store.placed?.refused).toEqual([refused])
    store.clear()
    expect(store.mayShowSuccess).toBe(false)
  })
})
