import { describe, expect, it } from 'vitest'
import { CartStore, type CartView } from './cart.store'

const view: CartView = { cartId: 'K1', lineCount: 2, total: 2_420_100, deliveries: [] }

describe('CartStore', () => {
  it('goes from noCart through mutating to idle with the cart', async () => {
    const cart = new CartStore()
    expect(cart.status).toBe('noCart')
    let statusDuringLoad = ''
    await cart.refresh(async () => {
      statusDuringLoad = cart.status
      return view
    }, 'C100/P101')
    expect(statusDuringLoad).toBe('mutating')
    expect(cart.status).toBe('idle')
    expect(cart.lineCount).toBe(2)
  })

  it('goes to error when a cart call fails, keeps what it had, and rethrows', async () => {
    const cart = new CartStore()
    await cart.refresh(async () => view, 'C100/P101')
    await expect(
      cart.refresh(async () => {
        throw new Error('errors.cart_service_not_available')
      }, 'C100/P101'),
    ).rejects.toThrow('errors.cart_service_not_available')
    expect(cart.status).toBe('error')
    expect(cart.view).toEqual(view)
  })

  it('forgets the cart on logout and hands its state over', async () => {
    const cart = new CartStore()
    await cart.refresh(async () => view, 'C100/P101')
    const copy = new CartStore()
    copy.restore(cart.snapshot())
    expect(copy.lineCount).toBe(2)
    expect(copy.loadedFor).toBe('C100/P101')
    cart.dispatch('LOGOUT')
    expect(cart.loadedFor).toBeNull()
    expect(cart.status).toBe('noCart')
    expect(cart.loaded).toBe(false)
  })
})
