import { describe, expect, it } from 'vitest'
import { FavouritesStore } from './favourites.store'
import { fakeApi } from './testing/fake-api'

const kulventil = {
  favouriteId: 'F1',
  articleNumber: '1000003',
  name: 'Kulventil',
}

describe('FavouritesStore', () => {
  it('reads the favourites, keeps a failure to show, and forgets them on logout', async () => {
    let answer: () => Promise<unknown> = async () => [kulventil]
    const favourites = new FavouritesStore(fakeApi([], { favourites: () => answer() }))
    await favourites.refresh()
    expect(favourites.items).toEqual([kulventil])
    answer = () => Promise.reject(new Error('errors.try_again_later_or_contact'))
    await favourites.refresh()
    expect(favourites.failed).toBe(true)
    expect(favourites.loading).toBe(false)
    expect(favourites.items).toEqual([kulventil])
    favourites.clear()
    expect(favourites.items).toBeNull()
  })

  it('reads once for every heart on the page, and takes what a change answers', async () => {
    const asked: unknown[] = []
    const favourites = new FavouritesStore(
      fakeApi(asked, {
        favourites: async () => [],
        addFavourite: async () => ({ outcome: 'confirmCap', favourites: [kulventil] }),
        removeFavourites: async () => [],
      }),
    )
    await Promise.all([favourites.ensureLoaded(), favourites.ensureLoaded()])
    expect(await favourites.add('1000003')).toBe('confirmCap')
    expect(favourites.favouriteOf('1000003')).toEqual(kulventil)
    await favourites.remove('F1')
    expect(favourites.items).toEqual([])
    expect(asked).toEqual([
      ['favourites', {}],
      ['addFavourite', { articleNumber: '1000003' }],
      ['removeFavourites', { favouriteIds: ['F1'] }],
    ])
  })

  it('keeps a failed removal to show, and says so to the caller', async () => {
    const favourites = new FavouritesStore(
      fakeApi([], { removeFavourites: () => Promise.reject(new Error('down')) }),
    )
    await expect(favourites.remove('F1')).rejects.toThrow('down')
    expect(favourites.failed).toBe(true)
  })
})
