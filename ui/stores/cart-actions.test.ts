import { describe, expect, it } from 'vitest'
import { cartActionsOf } from './cart-actions'
import { cartToolsOf } from './cart-tools-actions'
import { RootStore } from './root.store'
import { annaActingFor, cartWith, fakeApi } from './testing/fake-api'

const cart = cartWith

/** Root stores acting for customer C100, project P1, answering `answers`. */
function actingStores(asked: unknown[], answers: Parameters<typeof fakeApi>[1]) {
  const stores = new RootStore(fakeApi(asked, answers))
  stores.session.take(annaActingFor('P1'))
  return stores
}

describe('CartActions', () => {
  it('sends each change with the stores this browser chose and keeps the cart it answers for the context', async () => {
    const asked: unknown[] = []
    const stores = actingStores(asked, {
      includeDelivery: async () => ({ cart: cart(3) }),
      replaceCartLine: async () => ({ cart: cart(4) }),
    })
    stores.delivery.selectLocation('EXB', '1003')
    await cartActionsOf(stores).include('D1', false)
    await cartActionsOf(stores).replace('L1', '1000219')
    expect(asked).toEqual([
      ['includeDelivery', { stores: { EXB: '1003' }, deliveryId: 'D1', included: false }],
      ['replaceCartLine', { stores: { EXB: '1003' }, cartItemId: 'L1', articleNumber: '1000219' }],
    ])
    expect(stores.cart.lineCount).toBe(4)
    expect(stores.cart.loadedFor).toBe('C100/P1')
  })

  it('ignores a removal while another change is on its way', async () => {
    const asked: unknown[] = []
    let release: () => void = () => undefined
    const stores = actingStores(asked, {
      updateCartLines: () => new Promise((resolve) => (release = () => resolve({ cart: cart(2) }))),
      removeCartLines: async () => ({ cart: cart(1) }),
    })
    const moving = cartActionsOf(stores).update([{ cartItemId: 'L1', deliveryId: 'D2' }])
    expect(await cartActionsOf(stores).remove(['L2'])).toBe(false)
    release()
    await moving
    expect(await cartActionsOf(stores).remove(['L2'])).toBe(true)
    expect(asked.map((call) => (call as [string])[0])).toEqual(['updateCartLines', 'removeCartLines'])
  })

  it('asks about a transfer source by its customer and project only', async () => {
    const asked: unknown[] = []
    const stores = actingStores(asked, { transferSource: async () => ({ name: 'Annat', lineCount: 2 }) })
    const source = { customerId: 'C200', name: 'Annat bolag', projectId: undefined }
    expect(await cartToolsOf(stores).transferSource(source)).toEqual({ name: 'Annat', lineCount: 2 })
    expect(asked).toEqual([['transferSource', { customerId: 'C200' }]])
  })

  it('takes the handed-back lines out and reads the cart again, unless the post is replacing the page', async () => {
    const asked: unknown[] = []
    const stores = actingStores(asked, {
      finishPunchout: async () => ({}),
      cart: async () => cart(0),
    })
    await cartToolsOf(stores).finishPunchout('K1', ['I1', 'I2'], true)
    expect(asked).toEqual([['finishPunchout', { cartId: 'K1', cartItemIds: ['I1', 'I2'] }]])
    await cartToolsOf(stores).finishPunchout('K1', ['I1'], false)
    expect(asked.map((call) => (call as [string])[0])).toEqual(['finishPunchout', 'finishPunchout', 'cart'])
    expect(stores.cart.lineCount).toBe(0)
  })

  it('leaves the cart in its error status when an addition fails, and rethrows', async () => {
    const stores = actingStores([], { addToCart: () => Promise.reject(new Error('down')) })
    await expect(
      cartActionsOf(stores).add({
        deliveryId: 'DBI',
        lines: [{ articleNumber: '1', quantity: 1, orderMultiple: 1 }],
      }),
    ).rejects.toThrow('down')
    expect(stores.cart.status).toBe('error')
  })
})
