import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { FavouritesPort, type Favourite } from '../ports/favourites.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { fakeLayer } from './fakes.test-support'
import { addFavourite, changeList, listPage, removeListItems } from './favourites.usecase'

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
