import { describe, expect, it } from 'vitest'
import { ShoppingListsActions } from './shopping-lists-actions'
import { fakeApi } from './testing/fake-api'

const items = [{ articleNumber: '1000003', quantity: 2 }]

describe('ShoppingListsActions.addItems', () => {
  it('makes a new list private first, then puts the articles in it', async () => {
    const asked: unknown[] = []
    const lists = new ShoppingListsActions({
      api: fakeApi(asked, {
        createShoppingList: async () => ({ favoriteId: 'L9' }),
        addToShoppingList: async () => ({ added: 1 }),
      }),
    })
    expect(await lists.addItems({ newName: ' Bygget ' }, items)).toEqual({ listId: 'L9', name: 'Bygget' })
    expect(asked).toEqual([
      ['createShoppingList', { name: ' Bygget ', access: 'private' }],
      ['addToShoppingList', { listId: 'L9', items }],
    ])
  })

  it('puts the articles in a chosen list without making one', async () => {
    const asked: unknown[] = []
    const lists = new ShoppingListsActions({
      api: fakeApi(asked, { addToShoppingList: async () => ({ added: 1 }) }),
    })
    expect(await lists.addItems({ listId: 'L1', name: 'Servicebilen' }, items)).toEqual({
      listId: 'L1',
      name: 'Servicebilen',
    })
    expect(asked).toEqual([['addToShoppingList', { listId: 'L1', items }]])
  })
})
