import { describe, expect, it } from 'vitest'
import { RootStore } from './root.store'
import { sessionActionsOf } from './session-actions'
import { annaActingFor, fakeApi } from './testing/fake-api'

const menuOf = (assortmentName?: string) => ({
  menu: [],
  alerts: [],
  information: [],
  links: [],
  ...(assortmentName ? { assortmentName } : {}),
})

describe('the session’s actions', () => {
  it('reads the session and the frame once, and treats a session it cannot read as a visitor’s', async () => {
    const asked: unknown[] = []
    const stores = new RootStore(
      fakeApi(asked, { session: () => Promise.reject(new Error('down')), siteFrame: async () => menuOf() }),
    )
    await Promise.all([stores.readSession(), stores.readFrame()])
    await Promise.all([stores.readSession(), stores.readFrame()])
    expect(stores.session.status).toBe('anonymous')
    expect(stores.frame.loaded).toBe(true)
    expect(asked.length).toBe(2)
  })

  it('reads the frame once at a time, leaves a frame it could not read unread, and reads it at the next chance', async () => {
    let answers = false
    const asked: unknown[] = []
    const stores = new RootStore(
      fakeApi(asked, {
        siteFrame: () => (answers ? Promise.resolve(menuOf('Rör')) : Promise.reject(new Error('too late'))),
      }),
    )
    await Promise.all([stores.readFrame(), stores.readFrame()])
    expect(asked.length).toBe(1)
    expect(stores.frame.loaded).toBe(false)
    expect(stores.frame.alerts).toEqual([])
    answers = true
    await stores.readFrame()
    expect(stores.frame.frame?.assortmentName).toBe('Rör')
  })

  it('changes nothing when the login asks for a new password first', async () => {
    const stores = new RootStore(fakeApi([], { login: async () => ({ result: 2 }) }))
    const answer = await sessionActionsOf(stores).logIn({ username: 'ny', password: 'x' }, undefined)
    expect(answer).toEqual({ result: 2 })
    expect(stores.session.status).toBe('unknown')
  })

  it('logs out here even when the logout call fails, and forgets the cart', async () => {
    const stores = new RootStore(
      fakeApi([], { logout: () => Promise.reject(new Error('down')), siteFrame: async () => menuOf() }),
    )
    stores.session.take(annaActingFor())
    stores.cart.dispatch('UPDATE')
    await sessionActionsOf(stores).logOut(undefined)
    expect(stores.session.status).toBe('anonymous')
    expect(stores.cart.status).toBe('noCart')
  })

  it('reads the menu again after a switch only when the assortment is another', async () => {
    const asked: unknown[] = []
    const stores = new RootStore(
      fakeApi(asked, {
        switchContext: async (input) => ({
          customerId: (input as { customerId: string }).customerId,
          customerName: 'Bolaget',
          permissionDenies: [],
          ...((input as { customerId: string }).customerId === 'C2' ? { assortmentName: 'VVS' } : {}),
        }),
        siteFrame: async () => menuOf('VVS'),
      }),
    )
    stores.session.take(annaActingFor())
    stores.frame.take(menuOf())
    await (
      await sessionActionsOf(stores).switchContext({ customerId: 'C1' })
    ).menu
    expect(asked.map((call) => (call as [string])[0])).toEqual(['switchContext'])
    await (
      await sessionActionsOf(stores).switchContext({ customerId: 'C2' })
    ).menu
    expect(asked.map((call) => (call as [string])[0])).toEqual([
      'switchContext',
      'switchContext',
      'siteFrame',
    ])
    expect(stores.session.contextKey).toBe('C2/')
    expect(stores.frame.frame?.assortmentName).toBe('VVS')
  })
})
