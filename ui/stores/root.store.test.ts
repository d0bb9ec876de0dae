import { describe, expect, it } from 'vitest'
import { RootStore } from './root.store'
import type { CartView } from './cart.store'
import { annaActingFor, cartWith, fakeApi } from './testing/fake-api'

const cart = cartWith(0)

const cartApi = (asked: unknown[], answer: () => Promise<CartView>) =>
  fakeApi(asked, { cart: () => answer() })

describe('RootStore.reloadCart', () => {
  it('reads the cart of the acting context with the stores this browser chose', async () => {
    const asked: unknown[] = []
    const stores = new RootStore(cartApi(asked, async () => cart))
    stores.session.take(annaActingFor())
    await stores.reloadCart()
    stores.delivery.selectLocation('EXH', '1002')
    await stores.reloadCart()
    expect(asked).toEqual([
      ['cart', {}],
      ['cart', { stores: { EXH: '1002' } }],
    ])
    expect(stores.cart.loadedFor).toBe('C100/')
    expect(stores.cart.view).toEqual(cart)
  })

  it('reads with the api it is given: a route loader’s, which waits for the services as a page does', async () => {
    const ownCalls: unknown[] = []
    const loaderCalls: unknown[] = []
    const stores = new RootStore(cartApi(ownCalls, async () => cart))
    stores.session.take(annaActingFor())
    await stores.reloadCart(cartApi(loaderCalls, async () => cart))
    expect(ownCalls).toEqual([])
    expect(loaderCalls).toEqual([['cart', {}]])
    expect(stores.cart.view).toEqual(cart)
  })

  it('leaves the cart in its error status when the read fails, and says so to the caller', async () => {
    const stores = new RootStore(cartApi([], () => Promise.reject(new Error('down'))))
    await expect(stores.reloadCart()).rejects.toThrow('down')
    expect(stores.cart.loaded).toBe(false)
  })
})

describe('RootStore.placeOrder', () => {
  it('places the order with the receipt choice once, then reads the cart again', async () => {
    const asked: unknown[] = []
    let release: (answer: unknown) => void = () => undefined
    const stores = new RootStore(
      fakeApi(asked, {
        placeOrder: () => new Promise((resolve) => (release = resolve)),
        cart: async () => cart,
      }),
    )
    stores.checkout.setSendOrderReceipt(false)
    const first = stores.placeOrder({ DBI: {} })
    // A second press while the first is on its way sends nothing.
    expect(await stores.placeOrder({ DBI: {} })).toBeUndefined()
    release({ goTo: 'index', orders: [], refused: [] })
    expect(await first).toEqual({ goTo: 'index', orders: [], refused: [] })
    await Promise.resolve()
    expect(asked).toEqual([
      ['placeOrder', { orderDetails: { DBI: {} }, sendOrderReceipt: false }],
      ['cart', {}],
    ])
  })

  it('answers a failed order call as a checkout that placed nothing', async () => {
    const stores = new RootStore(
      fakeApi([], { placeOrder: () => Promise.reject(new Error('down')), cart: async () => cart }),
    )
    expect(await stores.placeOrder({ DBI: {} })).toEqual({ goTo: 'index', orders: [], refused: [] })
    expect(stores.checkout.placing).toBe(false)
  })
})
