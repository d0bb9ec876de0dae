import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { User } from '../domain/user'
import type { Variant } from '../domain/variant'
import type { Clock } from '../ports/clock.port'
import { CommerceGraphPort } from '../ports/commerce-graph.port'
import { FavouritesPort, type FavouriteList, type FavouriteListSearch } from '../ports/favourites.port'
import type { KeyValueStore } from '../ports/key-value-store.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import type { ShopSettings } from '../ports/shop-settings.port'
import type { UsersPort } from '../ports/users.port'
import { buyerLayer, fakeLayer } from './fakes.test-support'
import { FavouritesFailed } from './favourites.usecase'
import { aUser } from './fixtures.test-support'
import {
  addToShoppingList,
  changeShoppingListLine,
  createShoppingList,
  FavouriteListNotFound,
  ListInputInvalid,
  removeShoppingListLines,
  ListLinesNotFound,
  renameShoppingList,
  shoppingListPage,
  shoppingListsOverview,
  withMayManage,
} from './shopping-lists.usecase'

const anna = aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }])
const bertil = aUser('U2', [{ role: 'BUYER_ADMIN', customerId: 'C100', permissionDenies: [] }])

const aList = (favoriteId: string, changes: Partial<FavouriteList> = {}): FavouriteList => ({
  favoriteId,
  favoriteName: `Lista ${favoriteId}`,
  access: 'customer',
  userId: 'U1',
  customerId: 'C100',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  totalRows: 2,
  userFullName: 'Anna Berg',
  ...changes,
})

const failure = (status: number) =>
  new ServiceCallFailed({ service: 'user', operation: 'x', failure: { kind: 'http', status }, detail: '' })

/** Runs a program as `user` acting for C100, with the given fakes. */
function run<A, E>(
  program: Effect.Effect<
    A,
    E,
    FavouritesPort | CommerceGraphPort | UsersPort | KeyValueStore | Clock | ShopSettings
  >,
  favourites: Partial<FavouritesPort['Service']>,
  options: { user?: User; graph?: Partial<CommerceGraphPort['Service']> } = {},
) {
  const user = options.user ?? anna
  const layer = Layer.mergeAll(
    fakeLayer(FavouritesPort, favourites),
    fakeLayer(CommerceGraphPort, options.graph ?? {}),
    buyerLayer(user, { currentCustomerId: 'C100' }),
  )
  return Effect.runSyncExit(program.pipe(Effect.provide(layer)))
}

describe('the lists overview', () => {
  it('asks for the acting customer’s lists and says which the user may share or delete', () => {
    const asked: FavouriteListSearch[] = []
    const searchLists = (search: FavouriteListSearch) =>
      Effect.sync(() => {
        asked.push(search)
        return {
          data: [aList('L1'), aList('L2', { userId: 'U2', userFullName: 'Bertil Holm' })],
          next: null,
          errors: [],
        }
      })
    const exit = run(shoppingListsOverview(0), { searchLists })
    expect(asked).toEqual([{ offset: 0, limit: 50, sort: '-updatedAt', customerId: 'C100' }])
    expect(Exit.isSuccess(exit) && exit.value.lists.map((l) => [l.favoriteId, l.mayManage])).toEqual([
      ['L1', true],
      ['L2', false],
    ])
    // A buyer admin of the customer may manage a colleague's shared list too.
    const asAdmin = run(shoppingListsOverview(0), { searchLists }, { user: bertil })
    expect(Exit.isSuccess(asAdmin) && asAdmin.value.lists.every((l) => l.mayManage)).toBe(true)
  })

  it('says after a change whether the user may still manage the list', () => {
    const colleagues = aList('L2', { userId: 'U2' })
    expect(run(withMayManage(colleagues), {})).toEqual(Exit.succeed({ ...colleagues, mayManage: false }))
    expect(run(withMayManage(colleagues), {}, { user: bertil })).toEqual(
      Exit.succeed({ ...colleagues, mayManage: true }),
    )
  })

  it('says errors.try_again_later_or_contact when the lists cannot be read', () => {
    expect(run(shoppingListsOverview(0), { searchLists: () => Effect.fail(failure(500)) })).toEqual(
      Exit.fail(new FavouritesFailed({ message: { key: 'errors.try_again_later_or_contact' } })),
    )
  })
})

describe('one list', () => {
  const variant = (articleNumber: string, name: string) =>
    ({ articleNumber, name, variantSlug: `slug-${articleNumber}`, webSalesUnit: { unit: 'M' } }) as Variant

  it('names its lines, pages with the next marker and offers the methods the user may choose', () => {
    const pages: { offset: number; limit: number }[] = []
    const exit = run(
      shoppingListPage('L1'),
      {
        list: () => Effect.succeed(aList('L1')),
        listItems: (_, page) =>
          Effect.sync(() => {
            pages.push(page)
            return {
              data: [
                { favoriteItemId: 'I1', articleNumber: '1000001', quantity: 2.5 },
                { favoriteItemId: 'I2', articleNumber: '9999999', quantity: 1 },
              ],
              next: 50,
            }
          }),
      },
      { graph: { getVariants: () => Effect.succeed([variant('1000001', 'Rör 15 mm')]) } },
    )
    expect(pages).toEqual([{ offset: 0, limit: 50 }])
    if (!Exit.isSuccess(exit)) throw new Error(String(exit))
    expect(exit.value.lines).toEqual([
      {
        favoriteItemId: 'I1',
        articleNumber: '1000001',
        quantity: 2.5,
        name: 'Rör 15 mm',
        variantSlug: 'slug-1000001',
        unit: 'M',
        image: undefined,
      },
      // An article gone from the catalogue keeps its number as its name.
      {
        favoriteItemId: 'I2',
        articleNumber: '9999999',
        quantity: 1,
        name: '9999999',
        variantSlug: undefined,
        unit: 'ST',
        image: undefined,
      },
    ])
    expect(exit.value.next).toBe(50)
    expect(exit.value.list.mayManage).toBe(true)
    expect(exit.value.methods.map((m) => m.code)).toEqual(['DBI', 'EXH', 'XXX', 'EXB', '24-12'])
    expect(exit.value.preferredMethod).toBe('DBI')
  })

  it('is not found when the list is gone or private to someone else', () => {
    expect(run(shoppingListPage('L9'), { list: () => Effect.fail(failure(404)) })).toEqual(
      Exit.fail(new FavouriteListNotFound({ listId: 'L9' })),
    )
    expect(run(shoppingListPage('L9'), { list: () => Effect.fail(failure(403)) })).toEqual(
      Exit.fail(new FavouriteListNotFound({ listId: 'L9' })),
    )
  })
})

describe('changing lists and lines', () => {
  it('makes a list in the acting customer with the name trimmed, and refuses a bad name before any call', () => {
    const made: unknown[] = []
    run(createShoppingList('  Servicebil 7 ', 'private'), {
      createList: (name, access, customerId) =>
        Effect.sync(() => {
          made.push([name, access, customerId])
          return aList('L3', { favoriteName: name, access })
        }),
    })
    expect(made).toEqual([['Servicebil 7', 'private', 'C100']])
    expect(run(createShoppingList('  ', 'private'), {})).toEqual(
      Exit.fail(new ListInputInvalid({ field: 'name', reason: 'empty' })),
    )
    expect(run(renameShoppingList('L1', 'x'.repeat(101)), {})).toEqual(
      Exit.fail(new ListInputInvalid({ field: 'name', reason: 'tooLong' })),
    )
  })

  it('rounds a quantity to 10 decimals and refuses zero, negatives and more than 1,000,000', () => {
    const changed: unknown[] = []
    const changeListItem = (listId: string, itemId: string, quantity: number) =>
      Effect.sync(() => void changed.push([listId, itemId, quantity]))
    expect(run(changeShoppingListLine('L1', 'I1', 1.123456789012), { changeListItem })).toEqual(
      Exit.succeed({ quantity: 1.123456789 }),
    )
    expect(changed).toEqual([['L1', 'I1', 1.123456789]])
    for (const [quantity, reason] of [
      [0, 'invalid'],
      [-2, 'invalid'],
      [0.00000000001, 'invalid'],
      [1_000_001, 'tooLarge'],
    ] as const)
      expect(run(changeShoppingListLine('L1', 'I1', quantity), {})).toEqual(
        Exit.fail(new ListInputInvalid({ field: 'quantity', reason })),
      )
  })

  it('adds articles, removes ticked lines in one batch, and maps failures', () => {
    const added: unknown[] = []
    expect(
      run(addToShoppingList('L1', [{ articleNumber: '1000001', quantity: 3 }]), {
        addToList: (_, items) => Effect.sync(() => void added.push(items)),
      }),
    ).toEqual(Exit.succeed({ added: 1 }))
    expect(added).toEqual([[{ articleNumber: '1000001', quantity: 3 }]])
    const removed: unknown[] = []
    expect(
      run(removeShoppingListLines('L1', ['I1', 'I2']), {
        removeListItems: (listId, itemIds) =>
          Effect.sync(() => removed.push([listId, itemIds])).pipe(Effect.as(1)),
      }),
    ).toEqual(Exit.succeed({ removed: 1 }))
    expect(removed).toEqual([['L1', ['I1', 'I2']]])
    // Lines of another list (or already gone) are not on this one: nothing was removed, and it says so.
    expect(run(removeShoppingListLines('L1', ['X1']), { removeListItems: () => Effect.succeed(0) })).toEqual(
      Exit.fail(new ListLinesNotFound({ listId: 'L1', itemIds: ['X1'] })),
    )
    expect(run(removeShoppingListLines('L1', []), {})).toEqual(
      Exit.fail(new ListInputInvalid({ field: 'items', reason: 'empty' })),
    )
    expect(
      run(removeShoppingListLines('L1', ['I1']), { removeListItems: () => Effect.fail(failure(502)) }),
    ).toEqual(Exit.fail(new FavouritesFailed({ message: { key: 'errors.try_again_later_or_contact' } })))
    expect(
      run(addToShoppingList('L1', [{ articleNumber: '1', quantity: 1 }]), {
        addToList: () => Effect.fail(failure(404)),
      }),
    ).toEqual(Exit.fail(new FavouriteListNotFound({ listId: 'L1' })))
  })
})
