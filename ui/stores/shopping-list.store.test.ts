import { describe, expect, it } from 'vitest'
import { ShopApiError } from '../api-error'
import { ShoppingListStore, type ListLine, type ShoppingListView } from './shopping-list.store'
import { fakeApi } from './testing/fake-api'

const list: ShoppingListView = {
  favoriteId: 'L1',
  favoriteName: 'Servicebilen',
  access: 'customer',
  userId: 'U1',
  customerId: 'C100',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  totalRows: 4,
  userFullName: 'Anna Berg',
  mayManage: true,
}
const line = (n: number, quantity = n): ListLine => ({
  favoriteItemId: `I${n}`,
  articleNumber: String(1_000_000 + n),
  quantity,
  name: `Artikel ${n}`,
  unit: 'ST',
})

describe('ShoppingListStore', () => {
  it('appends the next page with the next marker, and stops on the last', async () => {
    const asked: unknown[] = []
    const api = fakeApi(asked, { shoppingListLines: async () => ({ lines: [line(2), line(3)] }) })
    const store = new ShoppingListStore({ list, lines: [line(1), line(2)], next: 2 }, api)
    await store.loadMore()
    expect(store.lines.map((l) => l.favoriteItemId)).toEqual(['I1', 'I2', 'I3'])
    expect(store.next).toBeUndefined()
    await store.loadMore()
    expect(asked).toEqual([['shoppingListLines', { listId: 'L1', offset: 2 }]])
  })

  it('read again unchanged, keeps the lines read beyond the first page; changed, starts over', async () => {
    const api = fakeApi([], { shoppingListLines: async () => ({ lines: [line(3), line(4)] }) })
    const store = new ShoppingListStore({ list, lines: [line(1), line(2)], next: 2 }, api)
    await store.loadMore()
    const fresh = { ...line(1), name: 'Artikel 1, nytt namn' }
    const again = store.continuedBy({ list, lines: [fresh, line(2)], next: 2 })
    expect(again.lines.map((l) => l.name)).toEqual([
      'Artikel 1, nytt namn',
      'Artikel 2',
      'Artikel 3',
      'Artikel 4',
    ])
    expect(again.next).toBeUndefined()

    const edited = store.continuedBy({
      list: { ...list, updatedAt: '2026-11-21T08:00:00.000Z' },
      lines: [line(1), line(2)],
      next: 2,
    })
    expect(edited.lines).toHaveLength(2)
    expect(edited.next).toBe(2)
    expect(store.continuedBy({ list, lines: [line(2), line(3)], next: 2 }).lines).toHaveLength(2)
    expect(
      store.continuedBy({ list: { ...list, favoriteId: 'L2' }, lines: [line(1), line(2)], next: 2 }).lines,
    ).toHaveLength(2)
  })

  it('saves a quantity, taking the quantity the list answers and dropping what was typed', async () => {
    const saved: unknown[] = []
    const api = fakeApi(saved, {
      changeShoppingListLine: async (input) => ({ quantity: (input as { quantity: number }).quantity }),
    })
    const store = new ShoppingListStore({ list, lines: [line(1, 2.5)] }, api)
    expect(store.quantityText(store.lines[0]!)).toBe('2,5')
    store.type('I1', '7,25')
    expect(store.quantityText(store.lines[0]!)).toBe('7,25')
    expect(await store.saveQuantity('I1', 7.25)).toBe(true)
    expect(saved).toEqual([['changeShoppingListLine', { listId: 'L1', itemId: 'I1', quantity: 7.25 }]])
    expect(store.lines[0]!.quantity).toBe(7.25)
    expect(store.drafts).toEqual({})
  })

  it('keeps the typed quantity and shows the failure when saving fails', async () => {
    const api = fakeApi([], {
      changeShoppingListLine: () =>
        Promise.reject(new ShopApiError(422, 'errors.try_again_later_or_contact')),
    })
    const store = new ShoppingListStore({ list, lines: [line(1)] }, api)
    store.type('I1', '5')
    const ok = await store.saveQuantity('I1', 5)
    expect(ok).toBe(false)
    expect(store.failure).toBe('errors.try_again_later_or_contact')
    expect(store.quantityText(store.lines[0]!)).toBe('5')
    expect(store.busy).toBe(false)
  })

  it('removes the ticked lines in one call, moving the next offset back as many', async () => {
    const calls: unknown[] = []
    const api = fakeApi(calls, { removeShoppingListLines: async () => ({}) })
    const store = new ShoppingListStore({ list, lines: [line(1), line(2), line(3)], next: 3 }, api)
    store.toggle('I1', true)
    store.toggle('I3', true)
    store.toggle('I3', false)
    store.toggle('I2', true)
    expect(await store.removeSelected()).toBe(true)
    expect(calls).toEqual([['removeShoppingListLines', { listId: 'L1', itemIds: ['I1', 'I2'] }]])
    expect(store.lines.map((l) => l.favoriteItemId)).toEqual(['I3'])
    expect(store.selected).toEqual([])
    expect(store.next).toBe(1)
    expect(store.list.totalRows).toBe(2)
  })

  it('ticks all lines at once, and keeps the lines when removal fails', async () => {
    const api = fakeApi([], { removeShoppingListLines: () => Promise.reject(new Error('offline')) })
    const store = new ShoppingListStore({ list, lines: [line(1), line(2)] }, api)
    store.selectAll(true)
    expect(store.allSelected).toBe(true)
    const ok = await store.removeSelected()
    expect(ok).toBe(false)
    expect(store.failure).toBe('errors.try_again_later_or_contact')
    expect(store.lines).toHaveLength(2)
    expect(store.selected).toEqual(['I1', 'I2'])
  })

  it('renames and shares the list, taking the list each change answers', async () => {
    const asked: unknown[] = []
    const api = fakeApi(asked, {
      changeShoppingList: async (input) => ({ ...list, ...(input as object) }),
    })
    const store = new ShoppingListStore({ list, lines: [] }, api)
    expect(await store.rename('Bilen')).toBe(true)
    expect(await store.toggleAccess()).toBe(true)
    expect(store.list.access).toBe('private')
    expect(asked).toEqual([
      ['changeShoppingList', { listId: 'L1', name: 'Bilen' }],
      ['changeShoppingList', { listId: 'L1', access: 'private' }],
    ])
  })
})
