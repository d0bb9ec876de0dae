import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { CartPort } from '../ports/cart.port'
import {
  FavouritesPort,
  type Favourite,
  type FavouriteList,
  type FavouriteListItem,
  type FavouriteListSearch,
} from '../ports/favourites.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { buyerLayer, fakeLayer } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import {
  addFavourite,
  addListToCart,
  changeList,
  createList,
  favouriteListsPage,
  FavouritesFailed,
  listPage,
  ListNameInvalid,
  removeListItems,
} from './favourites.usecase'

const run = <A, E>(program: Effect.Effect<A, E, FavouritesPort>, port: Partial<FavouritesPort['Service']>) =>
  Effect.runSyncExit(program.pipe(Effect.provide(Layer.mergeAll(fakeLayer(FavouritesPort, port)))))
const favourites = (count: number): Favourite[] =>
  Array.from({ length: count }, (_, n) => ({ favouriteId: `F${n}`, articleNumber: String(1_000_000 + n) }))
const failure = new ServiceCallFailed({
  service: 'cart',
  operation: 'x',
  failure: { kind: 'http', status: 500 },
  detail: '',
})

describe('favourites', () => {
  it('adds a favourite below the cap', () => {
    const exit = run(addFavourite('2000000'), {
      favourites: () => Effect.succeed(favourites(49)),
      addFavourite: (articleNumber) => Effect.succeed({ favouriteId: 'F99', articleNumber }),
    })
    expect(exit).toEqual(
      Exit.succeed({ kind: 'added', favourite: { favouriteId: 'F99', articleNumber: '2000000' } }),
    )
  })

  it('asks for the confirm dialog at 50, without adding', () => {
    expect(run(addFavourite('2000000'), { favourites: () => Effect.succeed(favourites(50)) })).toEqual(
      Exit.succeed({ kind: 'confirmCap', cap: 50 }),
    )
  })

  it('shows the confirm dialog when the service refuses a favourite added elsewhere meanwhile (409)', () => {
    const full = new ServiceCallFailed({
      service: 'user',
      operation: 'addFavourite',
      failure: { kind: 'http', status: 409 },
      detail: 'favourites_full',
    })
    expect(
      run(addFavourite('2000000'), {
        favourites: () => Effect.succeed(favourites(49)),
        addFavourite: () => Effect.fail(full),
      }),
    ).toEqual(Exit.succeed({ kind: 'confirmCap', cap: 50 }))
    expect(
      run(addFavourite('2000000'), {
        favourites: () => Effect.succeed(favourites(49)),
        addFavourite: () => Effect.fail(failure),
      }),
    ).toEqual(Exit.fail(failure))
  })

  it('does not add an article twice', () => {
    expect(run(addFavourite('1000001'), { favourites: () => Effect.succeed(favourites(3)) })).toEqual(
      Exit.succeed({ kind: 'alreadyFavourite' }),
    )
  })
})

describe('favourite lists', () => {
  it('renames with the name trimmed, and pages with the next marker', () => {
    const renamed: string[] = []
    run(changeList('L1', { name: '  Bygget  ' }), {
      renameList: (_, name) =>
        Effect.sync(() => {
          renamed.push(name)
          return {
            favoriteId: 'L1',
            favoriteName: name,
            access: 'private',
            userId: 'U1',
            customerId: 'C100',
            createdAt: '',
            updatedAt: '',
            totalRows: 0,
            userFullName: 'Anna Berg',
          }
        }),
    })
    expect(renamed).toEqual(['Bygget'])
    expect(
      run(listPage('L1', 50), {
        listItems: (_, page) => Effect.succeed({ data: [], next: page.offset + page.limit }),
      }),
    ).toEqual(Exit.succeed({ data: [], next: 100 }))
  })

  it('pages the lists for the lists screen through the graph search, all or by access', () => {
    const list = (favoriteId: string, access: FavouriteList['access']): FavouriteList => ({
      favoriteId,
      favoriteName: favoriteId,
      access,
      userId: 'U1',
      customerId: 'C100',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
      totalRows: 1,
      userFullName: 'Anna Berg',
    })
    const asked: FavouriteListSearch[] = []
    const searchLists = (search: FavouriteListSearch) =>
      Effect.sync(() => {
        asked.push(search)
        return { data: [list('L1', 'customer')], next: (search.offset ?? 0) + 1, errors: [] }
      })
    expect(run(favouriteListsPage({ offset: 0, access: 'customer' }), { searchLists })).toEqual(
      Exit.succeed({ data: [list('L1', 'customer')], next: 1 }),
    )
    run(favouriteListsPage({ offset: -3, limit: 500, sort: 'favoriteName' }), { searchLists })
    run(favouriteListsPage({ offset: 2.5, limit: 0 }), { searchLists })
    expect(asked).toEqual([
      { offset: 0, limit: 50, sort: '-updatedAt', access: 'customer' },
      { offset: 0, limit: 100, sort: 'favoriteName' },
      { offset: 2, limit: 1, sort: '-updatedAt' },
    ])
    // A next marker that does not move forward ends the paging.
    expect(
      run(favouriteListsPage({ offset: 4 }), {
        searchLists: () => Effect.succeed({ data: [], next: 4, errors: [] }),
      }),
    ).toEqual(Exit.succeed({ data: [], next: undefined }))
    expect(run(favouriteListsPage({ offset: 0 }), { searchLists: () => Effect.fail(failure) })).toEqual(
      Exit.fail(new FavouritesFailed({ message: { key: 'errors.try_again_later_or_contact' } })),
    )
  })

  it('answers errors.try_again_later_or_contact when a list call fails', () => {
    expect(run(removeListItems('L1', ['I1']), { removeListItems: () => Effect.fail(failure) })).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'FavouritesFailed',
          message: { key: 'errors.try_again_later_or_contact' },
        }),
      ),
    )
  })
})

describe('making lists and ordering from them', () => {
  const both = <A, E>(
    program: Effect.Effect<A, E, FavouritesPort | CartPort | Layer.Success<ReturnType<typeof buyerLayer>>>,
    favourites: Partial<FavouritesPort['Service']>,
    cart: Partial<CartPort['Service']> = {},
  ) =>
    Effect.runSyncExit(
      program.pipe(
        Effect.provide(
          Layer.mergeAll(
            fakeLayer(FavouritesPort, favourites),
            fakeLayer(CartPort, cart),
            buyerLayer(aUser('U1', [{ role: 'USER', customerId: 'C100', permissionDenies: [] }])),
          ),
        ),
      ),
    )
  const item = (n: number): FavouriteListItem => ({
    favoriteItemId: `L1-${n}`,
    articleNumber: String(1_000_000 + n),
    quantity: n,
  })

  it('makes a list with the name trimmed, refusing an empty or too long name before any call', () => {
    const made: unknown[] = []
    both(createList('  Servicebilen ', 'customer'), {
      createList: (name, access) =>
        Effect.sync(() => {
          made.push([name, access])
          return {
            favoriteId: 'L9',
            favoriteName: name,
            access,
            userId: 'U1',
            customerId: 'C100',
            createdAt: '',
            updatedAt: '',
            totalRows: 0,
            userFullName: 'Anna Berg',
          }
        }),
    })
    expect(made).toEqual([['Servicebilen', 'customer']])
    expect(both(createList('   ', 'private'), {})).toEqual(
      Exit.fail(new ListNameInvalid({ reason: 'Name the list' })),
    )
    expect(both(createList('x'.repeat(101), 'private'), {})).toEqual(
      Exit.fail(new ListNameInvalid({ reason: 'At most 100 characters' })),
    )
  })

  it('puts every page of a list, or the chosen lines, into a delivery of the cart', () => {
    const pages: Record<number, { data: FavouriteListItem[]; next: number | null }> = {
      0: { data: [item(1), item(2)], next: 100 },
      100: { data: [item(3)], next: null },
    }
    const added: unknown[][] = []
    const cart = {
      addItems: (_: string, items: readonly unknown[]) =>
        Effect.sync(() => {
          added.push([...items])
          return { cartItemIds: items.map((_, n) => `I${n}`), errors: [] }
        }),
    }
    const listItems = (_: string, page: { offset: number }) => Effect.succeed(pages[page.offset]!)
    expect(both(addListToCart('L1', 'CART', 'EXH'), { listItems }, cart)).toEqual(
      Exit.succeed({ addedCount: 3 }),
    )
    expect(added[0]).toEqual([
      { articleNumber: '1000001', quantity: 1, deliveryId: 'EXH' },
      { articleNumber: '1000002', quantity: 2, deliveryId: 'EXH' },
      { articleNumber: '1000003', quantity: 3, deliveryId: 'EXH' },
    ])
    expect(both(addListToCart('L1', 'CART', 'DBI', ['L1-3']), { listItems }, cart)).toEqual(
      Exit.succeed({ addedCount: 1 }),
    )
  })

  it('says errors.try_again_later_or_contact when the list fails, and names the lines the cart refused', () => {
    expect(both(addListToCart('L1', 'CART', 'DBI'), { listItems: () => Effect.fail(failure) })).toEqual(
      Exit.fail(new FavouritesFailed({ message: { key: 'errors.try_again_later_or_contact' } })),
    )
    expect(
      both(
        addListToCart('L1', 'CART', 'DBI'),
        { listItems: () => Effect.succeed({ data: [item(1), item(2)], next: null }) },
        {
          addItems: () =>
            Effect.succeed({
              cartItemIds: ['I1'],
              errors: [{ id: '1000002', message: 'x', cartFull: false }],
            }),
        },
      ),
    ).toEqual(Exit.succeed({ addedCount: 1, message: { key: 'errors.cart_add_product' } }))
  })
})
